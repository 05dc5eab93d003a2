import { PassThrough, Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxToCsv } from '../test/libreoffice.ts';
import {
  cellsOf,
  columnName,
  type XlsxCell,
  type XlsxColumn,
  XlsxStreamWriter,
  xmlText,
} from './xlsx-stream.ts';

const COLUMNS: XlsxColumn[] = [
  { header: '姓名', width: 12 },
  { header: '年龄', width: 6 },
  { header: '备注 <&>"\'', width: 30, wrap: true },
  { header: '空列' },
  { header: '金额' },
];

/** Rows with Chinese text, numbers, empty cells and texts that need escaping. */
const ROWS: XlsxCell[][] = [
  ['张三', 35, '电话已沟通\n周一面试', '', 6500.5],
  ['李四 <b>&amp;</b> "引号" \'单引号\'', -7, null, undefined, 0],
  ['控制\u0001字符\u000B与\uD800孤立代理', 1e6, ' 前后空格 ', null, 3.25],
  ['𠮷野家 😀', null, '_x0041_ 是 Excel 的转义', '', Number.NaN],
  [],
  ['最后一行'],
];

/**
 * What each row reads back as (empty cells are undefined; NaN is written as its text). A literal `_x0041_` is
 * written with its underscore escaped (`_x005F_`), Excel's own escape, which LibreOffice and Excel undo but
 * exceljs leaves in inline strings (LIBRE_OFFICE_TEXT below).
 */
const EXPECTED: unknown[][] = [
  COLUMNS.map((c) => c.header),
  ['张三', 35, '电话已沟通\n周一面试', undefined, 6500.5],
  ['李四 <b>&amp;</b> "引号" \'单引号\'', -7, undefined, undefined, 0],
  ['控制字符与孤立代理', 1e6, ' 前后空格 ', undefined, 3.25],
  ['𠮷野家 😀', undefined, '_x005F_x0041_ 是 Excel 的转义', undefined, 'NaN'],
  [],
  ['最后一行'],
];
const LIBRE_OFFICE_TEXT = (v: unknown) =>
  v === undefined ? '' : String(v).replace('_x005F_x0041_', '_x0041_');

/** A destination that keeps the bytes. */
function collector() {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
  });
  return { out, done };
}

async function workbookBytes(rows: readonly XlsxCell[][] = ROWS): Promise<Buffer> {
  const { out, done } = collector();
  const sheet = new XlsxStreamWriter(out, { sheetName: '报名表', columns: COLUMNS });
  for (const row of rows) sheet.addRow(row);
  await sheet.finish();
  return done;
}

/** Rows of cell values, header first, as exceljs reads them (index 0 of each row is the row number). */
async function readBack(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => (r ?? []).slice(1));
  return { book, sheet, values };
}

describe('XlsxStreamWriter', () => {
  it('writes a workbook exceljs reads back cell by cell', async () => {
    const { book, sheet, values } = await readBack(await workbookBytes());
    expect(book.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('报名表');
    expect(values).toHaveLength(EXPECTED.length);
    EXPECTED.forEach((row, r) => {
      for (let c = 0; c < COLUMNS.length; c++)
        expect(values[r]![c], `row ${r + 1}, column ${c + 1}`).toEqual(row[c]);
    });
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    // Widths, the bold header, the wrapped column and the frozen header row.
    expect(sheet.getColumn(1).width).toBe(12);
    expect(sheet.getColumn(3).width).toBe(30);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.getCell('C2').alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes many rows into a deflated file that exceljs also reads as a stream', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => [`应聘者${i}`, i, `河南省 郑州市 新郑市 ${i}`]);
    const bytes = await workbookBytes(many);
    const { values } = await readBack(bytes);
    expect(values).toHaveLength(20_001);
    expect(values[20_000]).toEqual(['应聘者19999', 19999, '河南省 郑州市 新郑市 19999']);
    // exceljs's streaming reader, as bench/measure.mjs reads the big exports back.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit' });
    let streamed = 0;
    let last: unknown[] = [];
    for await (const sheet of reader)
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        streamed++;
        last = (row.values as unknown[]).slice(1);
      }
    expect(streamed).toBe(20_001);
    expect(last).toEqual(['应聘者19999', 19999, '河南省 郑州市 新郑市 19999']);
    // Deflated: far below the sheet's XML (about 2.5 MB).
    expect(bytes.length).toBeLessThan(1_000_000);
  });

  it('answers false while the destination is full and resumes when it reads', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const sheet = new XlsxStreamWriter(out, { sheetName: 'x', columns: [{ header: 'a' }] });
    let accepted = true;
    let rows = 0;
    while (accepted && rows < 100_000) {
      accepted = sheet.addRow([`第${rows}行 ${'数据'.repeat(20)}`]);
      rows++;
    }
    expect(accepted).toBe(false);
    expect(rows).toBeLessThan(2_000);
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    expect(await sheet.drained()).toBe(true);
    await sheet.finish();
    const { values } = await readBack(Buffer.concat(chunks));
    expect(values).toHaveLength(rows + 1);
  });

  it('stops when the destination goes away (the client left)', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const sheet = new XlsxStreamWriter(out, { sheetName: 'x', columns: [{ header: 'a' }] });
    while (sheet.addRow([`${'数据'.repeat(50)}`]));
    const waiting = sheet.drained();
    out.destroy();
    expect(await waiting).toBe(false);
    expect(sheet.open).toBe(false);
    await sheet.finish();
  });

  it('hands an error of the destination on instead of hanging', async () => {
    const out = new Writable({ write: (_chunk, _enc, cb) => cb(new Error('disk full')) });
    out.on('error', () => undefined);
    const sheet = new XlsxStreamWriter(out, { sheetName: 'x', columns: [{ header: 'a' }] });
    sheet.addRow(['甲']);
    await sheet.finish();
    expect(sheet.open).toBe(false);
  });

  it('escapes text and names columns', () => {
    expect(xmlText('a<b>&"c"\r')).toBe('a&lt;b&gt;&amp;&quot;c&quot;&#13;');
    expect(xmlText('普通文本')).toBe('普通文本');
    expect(xmlText('x\u0000\u001F\uFFFEy')).toBe('xy');
    expect(xmlText('_x005F_')).toBe('_x005F_x005F_');
    expect(
      ['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA'].map((_, i) => columnName([0, 25, 26, 51, 52, 701, 702][i]!)),
    ).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('takes a record’s cells in the order of keyed columns', () => {
    const columns = [{ key: 'name' }, { key: 'count' }, { key: 'flag' }, { key: 'missing' }, { key: 'none' }];
    expect(cellsOf(columns, { none: null, flag: true, count: 3, name: '甲', extra: 'x' })).toEqual([
      '甲',
      3,
      'true',
      undefined,
      null,
    ]);
  });
});

describe('opened by LibreOffice', () => {
  /** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted && ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (quoted) field += ch;
      else if (ch === ',') {
        row.push(field);
        field = '';
      } else if (ch === '\n') {
        rows.push([...row, field]);
        row = [];
        field = '';
      } else if (ch !== '\r') field += ch;
    }
    if (field || row.length) rows.push([...row, field]);
    return rows;
  }

  it('reads every cell with its Chinese text', async () => {
    const rows = parseCsv(xlsxToCsv(await workbookBytes()));
    expect(rows).toEqual(
      EXPECTED.map((row) => Array.from({ length: COLUMNS.length }, (_, c) => LIBRE_OFFICE_TEXT(row[c]))),
    );
  }, 180_000);
});
