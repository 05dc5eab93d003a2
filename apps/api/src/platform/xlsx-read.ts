import fs from 'node:fs';
import { pipeline, Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ByteRange, ObjectStorage } from './storage/index.ts';

/**
 * A lean xlsx reader: the first sheet, row by row, each row a plain array of cells. The beside-piece of
 * xlsx-stream.ts (the writer). exceljs's streaming WorkbookReader builds a Row and a Cell model object (with
 * its style, address, value wrapper) for every cell and hands rows on in chunk-sized batches, so a large file
 * leaves hundreds of MiB of short-lived objects behind that outlive the young generation; this reader keeps a
 * row as an array of strings and numbers and nothing else.
 *
 * How it reads: the zip's central directory (the end of the file), then only the parts it needs by byte
 * range: xl/workbook.xml and its relationships (which part is the first sheet), the shared strings table
 * (whole, before the sheet, wherever it lies in the zip; Excel writes it after the sheets), then the sheet
 * streamed through inflate and a SAX parser (saxes).
 *
 * Cells as read: shared and inline strings and formula string results as text (rich-text runs joined,
 * phonetic runs left out, Excel's `_xHHHH_` escapes decoded), numbers (no type, or t="n") as numbers, booleans
 * as 'true' / 'false', error values as their text ('#N/A'), missing and empty cells as null. Dates stay the
 * serial numbers Excel stores unless `dates` is asked for (then the styles part is read too, and numbers in a
 * date format come as Dates). Rows that have no cells in the first `width` columns are left out.
 */

export type XlsxReadCell = string | number | null;

export interface XlsxReadRow<Cell = XlsxReadCell> {
  /** The row's number in the sheet (1 is the first row). */
  rowNo: number;
  /** Exactly `width` cells, the first column first. */
  cells: Cell[];
}

export interface XlsxReadOptions {
  /** How many columns to keep, from the first. */
  width: number;
  /** Gets the share (0..1) of the sheet's compressed bytes read so far. */
  onProgress?: (share: number) => void;
  /** Read numbers in a date format as Dates (UTC, as exceljs does); this reads the styles part too. */
  dates?: boolean;
}

/** A file that can be read by byte range: an object in storage, a file on disk. */
export interface RangeSource {
  size: number;
  read(range: ByteRange): Promise<Readable>;
}

/** The file is no xlsx this reader understands (not a zip, no workbook, no sheet, encrypted, truncated). */
export class XlsxReadError extends Error {}

export async function storageSource(storage: ObjectStorage, key: string): Promise<RangeSource> {
  const stat = await storage.stat(key);
  if (!stat) throw new XlsxReadError(`no object ${key}`);
  return { size: stat.size, read: (range) => storage.read(key, range) };
}

export async function fileSource(path: string): Promise<RangeSource> {
  const { size } = await fs.promises.stat(path);
  return { size, read: async ({ start, end }) => fs.createReadStream(path, { start, end }) };
}

// ---------------------------------------------------------------------------------------------------------
// The zip container

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

async function readBytes(source: RangeSource, start: number, length: number): Promise<Buffer> {
  if (length <= 0) return Buffer.alloc(0);
  if (start < 0 || start + length > source.size) throw new XlsxReadError('zip: range outside the file');
  const chunks: Buffer[] = [];
  for await (const chunk of await source.read({ start, end: start + length - 1 }))
    chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (bytes.length !== length) throw new XlsxReadError('zip: short read');
  return bytes;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

/** The zip's entries by lower-cased name (OPC part names are case-insensitive). */
async function zipEntries(source: RangeSource): Promise<Map<string, ZipEntry>> {
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tail = await readBytes(source, source.size - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new XlsxReadError('zip: no end of central directory');
  let count = tail.readUInt16LE(at + 10);
  let cdSize = tail.readUInt32LE(at + 12);
  let cdOffset = tail.readUInt32LE(at + 16);
  if ((cdSize === MAX32 || cdOffset === MAX32 || count === 0xffff) && at >= 20) {
    if (tail.readUInt32LE(at - 20) === ZIP64_LOCATOR) {
      const record = await readBytes(source, Number(tail.readBigUInt64LE(at - 12)), 56);
      if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new XlsxReadError('zip: bad zip64 record');
      count = Number(record.readBigUInt64LE(32));
      cdSize = Number(record.readBigUInt64LE(40));
      cdOffset = Number(record.readBigUInt64LE(48));
    }
  }
  const cd = await readBytes(source, cdOffset, cdSize);
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL)
      throw new XlsxReadError('zip: bad central directory');
    const flags = cd.readUInt16LE(p + 8);
    const method = cd.readUInt16LE(p + 10);
    let compressedSize = cd.readUInt32LE(p + 20);
    const uncompressedSize = cd.readUInt32LE(p + 24);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    let localOffset = cd.readUInt32LE(p + 42);
    const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
    // Zip64: the sizes and offset that did not fit are in extra field 0x0001, in this order.
    let e = p + 46 + nameLength;
    const extraEnd = e + extraLength;
    while (e + 4 <= extraEnd) {
      const id = cd.readUInt16LE(e);
      const size = cd.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let f = e + 4;
        if (uncompressedSize === MAX32) f += 8;
        if (compressedSize === MAX32) {
          compressedSize = Number(cd.readBigUInt64LE(f));
          f += 8;
        }
        if (localOffset === MAX32) localOffset = Number(cd.readBigUInt64LE(f));
      }
      e += 4 + size;
    }
    if (!(flags & 1)) entries.set(name.toLowerCase(), { method, compressedSize, localOffset });
    p = extraEnd + commentLength;
  }
  return entries;
}

/** An entry's uncompressed bytes as a stream; `onBytes` gets the compressed bytes read so far. */
async function entryStream(
  source: RangeSource,
  entry: ZipEntry,
  onBytes?: (compressed: number) => void,
): Promise<Readable> {
  const local = await readBytes(source, entry.localOffset, 30);
  if (local.readUInt32LE(0) !== LOCAL) throw new XlsxReadError('zip: bad local header');
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressedSize > source.size) throw new XlsxReadError('zip: entry outside the file');
  if (entry.method !== 0 && entry.method !== 8) throw new XlsxReadError(`zip: compression ${entry.method}`);
  const raw =
    entry.compressedSize > 0
      ? await source.read({ start, end: start + entry.compressedSize - 1 })
      : Readable.from([]);
  let read = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      onBytes?.(read);
      done(null, chunk);
    },
  });
  // pipeline: an error or an early stop on any side ends (and closes) all of them.
  const noop = () => undefined;
  return entry.method === 0 ? pipeline(raw, counted, noop) : pipeline(raw, counted, createInflateRaw(), noop);
}

// ---------------------------------------------------------------------------------------------------------
// XML

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Excel's escape for characters XML cannot carry: `_x000D_` is a CR, `_x005F_` a literal underscore. */
const unescapeExcel = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;

/** Feeds an entry's XML to a parser, yielding after each chunk (so what the chunk produced can be handed on). */
async function* parseEntry(stream: Readable, parser: SaxesParser) {
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      yield;
    }
    parser.close();
  } catch (error) {
    throw error instanceof XlsxReadError ? error : new XlsxReadError(`xml: ${(error as Error).message}`);
  } finally {
    stream.destroy();
  }
}

async function parseWhole(stream: Readable, parser: SaxesParser) {
  for await (const _ of parseEntry(stream, parser)) {
    // all events are handled by the parser's listeners
  }
}

/** Relationships of a part: target paths (resolved against the part's folder) by id, and by type. */
async function relationships(
  source: RangeSource,
  entries: Map<string, ZipEntry>,
  relsPath: string,
  baseDir: string,
) {
  const byId = new Map<string, string>();
  const byType: { type: string; target: string }[] = [];
  const entry = entries.get(relsPath);
  if (!entry) return { byId, byType };
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (localName(tag.name) !== 'Relationship') return;
    const target = String(tag.attributes.Target ?? '');
    const resolved = (target.startsWith('/') ? target.slice(1) : `${baseDir}${target}`).toLowerCase();
    byId.set(String(tag.attributes.Id ?? ''), resolved);
    byType.push({ type: String(tag.attributes.Type ?? ''), target: resolved });
  });
  await parseWhole(await entryStream(source, entry), parser);
  return { byId, byType };
}

/** The first sheet's part name and the shared strings' part name (if any). */
async function locateParts(source: RangeSource, entries: Map<string, ZipEntry>) {
  const workbook = entries.get('xl/workbook.xml');
  if (!workbook) throw new XlsxReadError('xlsx: no xl/workbook.xml');
  let firstSheetId: string | null = null;
  let date1904 = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (localName(tag.name) === 'workbookPr') {
      const value = String(tag.attributes.date1904 ?? '');
      date1904 = value === '1' || value === 'true';
    }
    if (firstSheetId !== null || localName(tag.name) !== 'sheet') return;
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name.includes(':') && localName(name) === 'id') firstSheetId = String(value);
    }
  });
  await parseWhole(await entryStream(source, workbook), parser);
  const rels = await relationships(source, entries, 'xl/_rels/workbook.xml.rels', 'xl/');
  const sheet = (firstSheetId !== null && rels.byId.get(firstSheetId)) || 'xl/worksheets/sheet1.xml';
  if (!entries.has(sheet)) throw new XlsxReadError(`xlsx: no sheet ${sheet}`);
  const strings =
    rels.byType.find((r) => r.type.endsWith('/sharedStrings'))?.target ??
    (entries.has('xl/sharedstrings.xml') ? 'xl/sharedstrings.xml' : null);
  const styles =
    rels.byType.find((r) => r.type.endsWith('/styles'))?.target ??
    (entries.has('xl/styles.xml') ? 'xl/styles.xml' : null);
  return {
    sheet,
    strings: strings && entries.has(strings) ? strings : null,
    styles: styles && entries.has(styles) ? styles : null,
    date1904,
  };
}

/** Built-in number formats that show a date or time (including the East Asian ones, 27–36 and 50–58). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A format code shows a date or time when, outside quotes, brackets and escapes, it has y, m, d, h or s. */
const isDateFormat = (code: string) =>
  /[ymdhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '').replace(/General/gi, ''));

/** The cell styles (cellXfs indexes, a cell's `s`) whose number format is a date. */
async function dateStyles(source: RangeSource, entry: ZipEntry): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 'numFmt')
      custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ''));
    else if (name === 'cellXfs') inCellXfs = !tag.isSelfClosing;
    else if (name === 'xf' && inCellXfs) formats.push(Number(tag.attributes.numFmtId ?? 0));
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (localName(tag.name) === 'cellXfs') inCellXfs = false;
  });
  await parseWhole(await entryStream(source, entry), parser);
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id)) dates.add(index);
  });
  return dates;
}

/** Excel's day number as that moment in UTC (as exceljs reads it). */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial + (date1904 ? 1462 : 0) - 25569) * 86_400_000));

/**
 * A copy of a text that does not keep the parser's chunk alive: V8 makes a substring of 13 characters or more
 * a view into its parent, so a table of such views would hold the whole shared-strings XML. Slicing a fresh
 * concatenation copies just the text (measured on a 100,000-row file with 300,000 shared strings: peak RSS of
 * reading it alone 127 → 112 MiB). Cells are not copied: a row is dropped once handled.
 */
const detached = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

/** The shared strings table: each item's text (rich-text runs joined, phonetic runs left out). */
async function sharedStrings(source: RangeSource, entry: ZipEntry): Promise<string[]> {
  const table: string[] = [];
  let text = '';
  let inT = false;
  let phonetic = 0;
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 'si') text = '';
    else if (name === 't') inT = !tag.isSelfClosing;
    else if (name === 'rPh') phonetic++;
  });
  const onText = (chunk: string) => {
    if (inT && !phonetic) text += chunk;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (name === 't') inT = false;
    else if (name === 'rPh') phonetic--;
    else if (name === 'si') table.push(detached(unescapeExcel(text)));
  });
  await parseWhole(await entryStream(source, entry), parser);
  return table;
}

/** Column index (0 for A) of a cell reference like "AB12"; -1 when it has no letters. */
function columnOf(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return i === 0 ? -1 : column - 1;
}

/** The first sheet's rows, each with exactly `width` cells. */
export function readXlsxRows(
  source: RangeSource,
  options: XlsxReadOptions & { dates: true },
): AsyncGenerator<XlsxReadRow<XlsxReadCell | Date>>;
export function readXlsxRows(source: RangeSource, options: XlsxReadOptions): AsyncGenerator<XlsxReadRow>;
export async function* readXlsxRows(
  source: RangeSource,
  { width, onProgress, dates }: XlsxReadOptions,
): AsyncGenerator<XlsxReadRow<XlsxReadCell | Date>> {
  const entries = await zipEntries(source);
  const parts = await locateParts(source, entries);
  const stringsEntry = parts.strings ? entries.get(parts.strings) : undefined;
  const table = stringsEntry ? await sharedStrings(source, stringsEntry) : [];
  const stylesEntry = dates && parts.styles ? entries.get(parts.styles) : undefined;
  const dateStyle = stylesEntry ? await dateStyles(source, stylesEntry) : new Set<number>();
  const sheetEntry = entries.get(parts.sheet)!;
  const total = Math.max(sheetEntry.compressedSize, 1);
  const stream = await entryStream(
    source,
    sheetEntry,
    onProgress && ((compressed) => onProgress(Math.min(1, compressed / total))),
  );

  const ready: XlsxReadRow<XlsxReadCell | Date>[] = [];
  let rowNo = 0;
  let cells: (XlsxReadCell | Date)[] | null = null;
  let filled = false;
  let column = -1;
  let type = '';
  let style = 0;
  let text = '';
  let collecting = false;
  let phonetic = 0;

  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    switch (localName(tag.name)) {
      case 'row': {
        const r = Number(tag.attributes.r);
        rowNo = Number.isInteger(r) && r > 0 ? r : rowNo + 1;
        cells = new Array<XlsxReadCell | Date>(width).fill(null);
        filled = false;
        column = -1;
        break;
      }
      case 'c': {
        const ref = tag.attributes.r;
        const at = typeof ref === 'string' ? columnOf(ref) : -1;
        column = at >= 0 ? at : column + 1;
        type = String(tag.attributes.t ?? 'n');
        style = Number(tag.attributes.s ?? 0);
        text = '';
        break;
      }
      case 'v':
      case 't':
        collecting = !tag.isSelfClosing;
        break;
      case 'rPh':
        phonetic++;
        break;
    }
  });
  const onText = (chunk: string) => {
    if (collecting && !phonetic) text += chunk;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    switch (localName(tag.name)) {
      case 'v':
      case 't':
        collecting = false;
        break;
      case 'rPh':
        phonetic--;
        break;
      case 'c': {
        if (!cells || column < 0 || column >= width) break;
        const value = cellOf(type, text, table);
        if (value !== null) {
          cells[column] =
            typeof value === 'number' && dateStyle.has(style) ? excelDate(value, parts.date1904) : value;
          filled = true;
        }
        break;
      }
      case 'row':
        if (cells && filled) ready.push({ rowNo, cells });
        cells = null;
        break;
    }
  });

  for await (const _ of parseEntry(stream, parser)) {
    for (const row of ready.splice(0)) yield row;
  }
  for (const row of ready.splice(0)) yield row;
}

function cellOf(type: string, text: string, table: string[]): XlsxReadCell {
  switch (type) {
    case 's': {
      const value = table[Number(text)];
      if (value === undefined) throw new XlsxReadError(`xlsx: no shared string ${text}`);
      return value;
    }
    case 'inlineStr':
    case 'str':
      return unescapeExcel(text);
    case 'b':
      return text === '' ? null : text === '1' || text === 'true' ? 'true' : 'false';
    case 'e':
    case 'd':
      return text || null;
    default: {
      if (text === '') return null;
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
  }
}
