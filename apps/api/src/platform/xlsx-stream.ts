import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ZipStream from 'zip-stream';

/**
 * A small, truly streaming xlsx writer: one sheet, written row by row as inline strings and numbers into a
 * zip stream that is piped to `out`. Nothing is kept once it has been handed on, so memory stays flat however
 * many rows are written (exceljs's streaming WorkbookWriter keeps every chunk it emits, exceljs #1894, #2916).
 *
 * What it writes: a header row (bold), column widths, wrapped columns, a frozen header, texts (XML-escaped,
 * characters illegal in XML 1.0 left out, at most Excel's 32,767 characters) and finite numbers; empty texts,
 * null and undefined leave the cell out. What it does not: several sheets, shared strings, formulas, dates as
 * serial numbers, merged cells, per-cell styles.
 *
 * Backpressure: `addRow` answers false when the caller should wait (`await drained()`) before writing more.
 */

export interface XlsxColumn {
  header: string;
  /** In characters, as Excel counts them. */
  width?: number | undefined;
  /** Wrap the column's texts and align them to the top (multi-line cells). */
  wrap?: boolean | undefined;
}

export type XlsxCell = string | number | null | undefined;

export interface XlsxOptions {
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** Keep the header row in view while scrolling; default true. */
  freezeHeader?: boolean;
}

/**
 * A record's cells in the order of keyed columns (the contract's export columns name the row key each
 * shows): texts and numbers as they are, null and undefined left empty, anything else as its text.
 */
export const cellsOf = (columns: readonly { key: string }[], record: Record<string, unknown>): XlsxCell[] =>
  columns.map(({ key }) => {
    const value = record[key];
    return value === null || value === undefined || typeof value === 'number' ? value : String(value);
  });

/** Excel refuses longer cell texts. */
export const XLSX_CELL_MAX = 32_767;
/** Rows' XML is collected into chunks about this size before it goes to the compressor. */
const CHUNK = 64 * 1024;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Cell styles (cellXfs in styles.xml): 0 normal, 1 bold header, 2 wrapped and top-aligned. */
const STYLE_HEADER = 1;
const STYLE_WRAP = 2;

// Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates).
const ILLEGAL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NEEDS_WORK =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters is the point
  /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};

/**
 * Text as XML character data. `_xHHHH_` is Excel's own escape inside strings, so a literal one gets its
 * underscore escaped (`_x005F_`) to read back as typed.
 */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(ILLEGAL, '')
    .replace(/[&<>"\r]/g, (c) => ENTITY[c]!)
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_');
}

/** The column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The column letters of the indexes from `start` up to `end` (excluded). */
const columnNames = (start: number, end: number) =>
  Array.from({ length: end - start }, (_, k) => columnName(start + k));

/** A sheet name Excel accepts: no `[]:*?/\`, at most 31 characters, not empty. */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

const STATIC_PARTS = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${OFFICE}.styles+xml"/>` +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}">` +
      `<sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
      '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];

export class XlsxStreamWriter {
  private readonly zip = new ZipStream();
  /** The sheet's XML on its way to the compressor (the zip entry's source). */
  private readonly sheet = new PassThrough();
  private readonly names: string[] = [];
  private readonly wrapped: boolean[];
  private pending: string;
  private rowNumber = 0;
  private ended = false;
  private completed = false;
  private gone = false;
  /** The parts are in the archive (the sheet's entry ends once the sheet does). */
  private readonly parts: Promise<void>;
  /** Resolves when the destination closes: the download ended, or the client went away. */
  private readonly outClosed: Promise<void>;

  constructor(
    private readonly out: Writable,
    options: XlsxOptions,
  ) {
    this.wrapped = options.columns.map((c) => c.wrap === true);
    this.outClosed = new Promise((resolve) =>
      out.once('close', () => {
        if (!this.completed) this.teardown();
        resolve();
      }),
    );
    this.zip.on('error', (error: Error) => out.destroy(error));
    this.zip.pipe(out);
    this.parts = this.writeParts(options.sheetName).catch((error: Error) => {
      out.destroy(error);
    });
    this.pending = this.sheetHead(options);
    this.row(
      options.columns.map((c) => c.header),
      true,
    );
  }

  /** False once the destination went away (the client left, or an error): stop writing. */
  get open(): boolean {
    return !this.gone && !this.out.destroyed;
  }

  /** True while the caller should wait for `drained()` before writing more. */
  get needsDrain(): boolean {
    return this.sheet.writableNeedDrain;
  }

  /**
   * Writes one row, cells in column order. Answers false when what was written is not yet taken by the
   * destination: `await drained()` before the next rows.
   */
  addRow(cells: readonly XlsxCell[]): boolean {
    this.row(cells, false);
    return !this.sheet.writableNeedDrain;
  }

  /** Waits until the destination has taken what was written; false when it went away instead. */
  async drained(): Promise<boolean> {
    if (this.open && this.sheet.writableNeedDrain)
      await Promise.race([once(this.sheet, 'drain'), this.outClosed]);
    return this.open;
  }

  /** Ends the sheet and the archive; resolves once all of it was handed to the destination (or it closed). */
  async finish(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    if (!this.open) return;
    this.pending += '</sheetData></worksheet>';
    this.flush();
    this.sheet.end();
    await Promise.race([this.parts, this.outClosed]);
    if (!this.open) return;
    this.completed = true;
    const ended = new Promise((resolve) => this.zip.once('end', resolve));
    this.zip.finalize();
    await Promise.race([ended, this.outClosed]);
  }

  private row(cells: readonly XlsxCell[], header: boolean) {
    if (this.ended) throw new Error('xlsx: a row after finish()');
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      if (this.names.length <= i) this.names.push(...columnNames(this.names.length, i + 1));
      const ref = this.names[i]! + r;
      const s = header ? ` s="${STYLE_HEADER}"` : this.wrapped[i] ? ` s="${STYLE_WRAP}"` : '';
      if (typeof value === 'number' && Number.isFinite(value)) {
        // A number cell: t="n" is the default type.
        xml += `<c r="${ref}"${s}><v>${value}</v></c>`;
      } else {
        const text = xmlText(String(value).slice(0, XLSX_CELL_MAX));
        const space = /^\s|\s$|\n/.test(text) ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
      }
    }
    this.pending += `${xml}</row>`;
    if (this.pending.length >= CHUNK) this.flush();
  }

  private flush() {
    if (!this.pending || this.gone) return;
    this.sheet.write(this.pending);
    this.pending = '';
  }

  private sheetHead(options: XlsxOptions): string {
    const frozen =
      options.freezeHeader === false
        ? '<sheetView workbookViewId="0"/>'
        : '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>';
    const cols = options.columns
      .map((c, i) => {
        const width = c.width ? ` width="${c.width}" customWidth="1"` : ' width="9.140625"';
        return `<col min="${i + 1}" max="${i + 1}"${width}${c.wrap ? ` style="${STYLE_WRAP}"` : ''}/>`;
      })
      .join('');
    return (
      `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">` +
      `<sheetViews>${frozen}</sheetViews><sheetFormatPr defaultRowHeight="15"/>` +
      (cols ? `<cols>${cols}</cols>` : '') +
      '<sheetData>'
    );
  }

  /** The fixed parts, then the sheet as a streamed entry (zip-stream takes one entry at a time). */
  private async writeParts(sheetName: string) {
    for (const [name, xml] of STATIC_PARTS(sheetName)) await this.entry(Buffer.from(xml), name);
    await this.entry(this.sheet, 'xl/worksheets/sheet1.xml');
  }

  private entry(source: Buffer | PassThrough, name: string) {
    return new Promise<void>((resolve, reject) => {
      if (!this.open) return resolve();
      this.zip.entry(source, { name, date: new Date() }, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** The destination closed early: drop what is queued, so nothing waits on a reader that is gone. */
  private teardown() {
    this.gone = true;
    this.pending = '';
    this.sheet.destroy();
    this.zip.unpipe();
    this.zip.destroy();
  }
}
