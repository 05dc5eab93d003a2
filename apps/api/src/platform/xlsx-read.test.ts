import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import ZipStream from 'zip-stream';
import { xlsxBytes } from '../test/files.ts';
import {
  fileSource,
  type RangeSource,
  readXlsxRows,
  type XlsxReadCell,
  XlsxReadError,
  type XlsxReadRow,
} from './xlsx-read.ts';

/** Bytes as a source read by range, handed out in chunks of 4 KiB. */
const memorySource = (bytes: Buffer): RangeSource => ({
  size: bytes.length,
  read: async ({ start, end }) => {
    const chunks: Buffer[] = [];
    for (let at = start; at <= end; at += 4096) chunks.push(bytes.subarray(at, Math.min(at + 4096, end + 1)));
    return Readable.from(chunks);
  },
});

async function rowsOf(
  source: RangeSource,
  width: number,
  onProgress?: (share: number) => void,
  dates = false,
) {
  const rows: XlsxReadRow<XlsxReadCell | Date>[] = [];
  const options = { width, dates, ...(onProgress ? { onProgress } : {}) };
  for await (const row of readXlsxRows(source, options)) rows.push(row);
  return rows;
}

const ID = '410184197001010012';

/** A workbook as exceljs writes it: shared strings (the default), numbers, rich text, formulas, a gap row. */
async function exceljsBook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('红包用户');
  sheet.addRow(['姓名', '身份证号', '手机号', '红包金额（元）']);
  sheet.addRow(['张伟', ID, 13838112201, 200.5]); // the phone and the amount as numeric cells
  sheet.addRow(['李娜', Number('110101199003074477'), '13900000000', 12]); // an ID typed as a number (Excel keeps 15 digits)
  sheet.getRow(5).values = [
    { richText: [{ text: '王' }, { text: '芳', font: { bold: true } }] },
    { formula: 'A1', result: '公式结果' },
    true,
    { formula: '1+1', result: 2 },
    '第五列不读',
  ];
  sheet.getRow(6).values = [null, null, '   ', null];
  book.addWorksheet('第二张').addRow(['不读']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('readXlsxRows', () => {
  it('reads shared strings, numeric cells, rich text and formula results of the first sheet', async () => {
    const rows = await rowsOf(memorySource(await exceljsBook()), 4);
    expect(rows).toEqual([
      { rowNo: 1, cells: ['姓名', '身份证号', '手机号', '红包金额（元）'] },
      { rowNo: 2, cells: ['张伟', ID, 13838112201, 200.5] },
      { rowNo: 3, cells: ['李娜', 110101199003074480, '13900000000', 12] },
      { rowNo: 5, cells: ['王芳', '公式结果', 'true', 2] },
      { rowNo: 6, cells: [null, null, '   ', null] },
    ]);
  });

  it('reads inline strings (no shared strings table), as exceljs streaming and xlsx-stream.ts write them', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-read-')), 'inline.xlsx');
    try {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
      const sheet = book.addWorksheet('红包用户');
      sheet.addRow(['姓名', '手机号', '金额']).commit();
      sheet.addRow(['赵六 <&>"', 13838112201, 0.1]).commit();
      sheet.addRow(['钱七', '13838112202', -3]).commit();
      await sheet.commit();
      await book.commit();
      const written = fs.readFileSync(file).toString('latin1');
      expect(written).not.toContain('sharedStrings');
      expect(await rowsOf(await fileSource(file), 3)).toEqual([
        { rowNo: 1, cells: ['姓名', '手机号', '金额'] },
        { rowNo: 2, cells: ['赵六 <&>"', 13838112201, 0.1] },
        { rowNo: 3, cells: ['钱七', '13838112202', -3] },
      ]);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }

    const ours = await xlsxBytes(
      '错误数据',
      ['姓名', '原因'],
      [
        ['_x0041_ 原样', '换行\r\n与\t制表'],
        [null, 7],
      ],
    );
    expect(await rowsOf(memorySource(ours), 2)).toEqual([
      { rowNo: 1, cells: ['姓名', '原因'] },
      { rowNo: 2, cells: ['_x0041_ 原样', '换行\r\n与\t制表'] },
      { rowNo: 3, cells: [null, 7] },
    ]);
  });

  it('reads a sheet whose shared strings come after it, with prefixed names, phonetic runs, CDATA, no refs', async () => {
    const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const parts: [string, string][] = [
      [
        'xl/workbook.xml',
        `<workbook xmlns="${NS}" xmlns:r="${R}"><sheets><sheet name="说明" sheetId="2" r:id="rId7"/>` +
          '<sheet name="数据" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ],
      [
        'xl/_rels/workbook.xml.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/data.xml"/>` +
          `<Relationship Id="rId7" Type="${R}/worksheet" Target="/xl/worksheets/Notes.xml"/>` +
          `<Relationship Id="rId9" Type="${R}/sharedStrings" Target="strings.xml"/></Relationships>`,
      ],
      [
        'xl/worksheets/data.xml',
        `<worksheet xmlns="${NS}"><sheetData><row><c><v>1</v></c></row></sheetData></worksheet>`,
      ],
      [
        'xl/worksheets/Notes.xml',
        `<x:worksheet xmlns:x="${NS}"><x:sheetData>` +
          '<x:row r="3"><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c></x:row>' +
          '<x:row><x:c r="C4" t="inlineStr"><x:is><x:t><![CDATA[a<b]]></x:t></x:is></x:c><x:c t="e"><x:v>#N/A</x:v></x:c></x:row>' +
          '</x:sheetData></x:worksheet>',
      ],
      [
        'xl/strings.xml',
        `<sst xmlns="${NS}"><si><r><t>张</t></r><r><t xml:space="preserve"> 伟</t></r><rPh><t>ZHANG</t></rPh></si>` +
          '<si><t>&lt;x&gt;_x000D_</t></si></sst>',
      ],
    ];
    const rows = await rowsOf(memorySource(await zipOf(parts)), 4);
    expect(rows).toEqual([
      { rowNo: 3, cells: ['张 伟', '<x>\r', 'false', null] },
      { rowNo: 4, cells: [null, null, 'a<b', '#N/A'] },
    ]);
  });

  it('reports the share of the sheet read', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('大表');
    for (let i = 0; i < 3000; i++) sheet.addRow([`名字${i}`, i, `备注${i % 7}`]);
    const source = memorySource(Buffer.from(await book.xlsx.writeBuffer()));
    const shares: number[] = [];
    const rows = await rowsOf(source, 2, (share) => shares.push(share));
    expect(rows).toHaveLength(3000);
    expect(rows[2999]).toEqual({ rowNo: 3000, cells: ['名字2999', 2999] });
    expect(shares.at(-1)).toBe(1);
    expect(shares.length).toBeGreaterThan(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('reads numbers in a date format as dates when asked, and as day numbers otherwise', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('月度数据');
    sheet.addRow([new Date(Date.UTC(2025, 5, 1)), 46023, 46023, 0.5, 12.5]);
    sheet.getCell('B1').numFmt = 'yyyy"年"m"月"';
    sheet.getCell('C1').numFmt = '#,##0.00\\ "元"';
    sheet.getCell('D1').numFmt = 'h:mm';
    sheet.getCell('E1').numFmt = '0.00';
    const source = memorySource(Buffer.from(await book.xlsx.writeBuffer()));
    const [dated] = await rowsOf(source, 5, undefined, true);
    expect(dated?.cells).toEqual([
      new Date(Date.UTC(2025, 5, 1)),
      new Date(Date.UTC(2026, 0, 1)),
      46023,
      new Date(Date.UTC(1899, 11, 30, 12)),
      12.5,
    ]);
    expect((await rowsOf(source, 5))[0]?.cells).toEqual([45809, 46023, 46023, 0.5, 12.5]);

    book.properties.date1904 = true;
    const [in1904] = await rowsOf(
      memorySource(Buffer.from(await book.xlsx.writeBuffer())),
      1,
      undefined,
      true,
    );
    expect(in1904?.cells).toEqual([new Date(Date.UTC(2025, 5, 1))]);
  });

  it('refuses files that are no xlsx', async () => {
    const refused = (bytes: Buffer) => rowsOf(memorySource(bytes), 4);
    await expect(refused(Buffer.from('姓名,身份证号\n张伟,1'))).rejects.toBeInstanceOf(XlsxReadError);
    const good = await exceljsBook();
    await expect(refused(good.subarray(0, good.length - 200))).rejects.toBeInstanceOf(XlsxReadError);
    await expect(refused(await zipOf([['word/document.xml', '<w/>']]))).rejects.toBeInstanceOf(XlsxReadError);
    const broken = await zipOf([
      ['xl/workbook.xml', '<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>'],
      ['xl/worksheets/sheet1.xml', '<worksheet><sheetData><row><c t="s"><v>5</v></c></row></sheetData>'],
    ]);
    await expect(refused(broken)).rejects.toBeInstanceOf(XlsxReadError);
  });
});

/** A zip of the given parts, in this order. */
async function zipOf(parts: [string, string][]): Promise<Buffer> {
  const zip = new ZipStream();
  const chunks: Buffer[] = [];
  zip.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => zip.on('end', resolve));
  for (const [name, xml] of parts) {
    await new Promise<void>((resolve, reject) =>
      zip.entry(Buffer.from(xml), { name }, (error) => (error ? reject(error) : resolve())),
    );
  }
  zip.finish();
  await ended;
  return Buffer.concat(chunks);
}
