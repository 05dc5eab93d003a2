import { idCardCheckChar, REDPKG_IMPORT_HEADERS } from '@hr/contract';
import ExcelJS from 'exceljs';
import type { XlsxCell } from '../../../platform/xlsx-stream.ts';
import { xlsxBytes } from '../../../test/files.ts';

/** Test data for red-packet users: valid ID numbers, import files, reading xlsx answers back. */

/**
 * The i-th valid ID number of 新郑市 (410184): birth dates from 1970-01-01 on, a thousand per day, each
 * with its GB 11643 check character; distinct for i below 10,000,000.
 */
export function idCardOf(i: number): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(i / 1000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `410184${ymd}${String(i % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
];

/** A good row of an import file: name, ID number, mobile, amount in yuan as text. */
export const goodRow = (i: number): XlsxCell[] => [
  `${SURNAMES[i % SURNAMES.length]}${GIVEN[i % GIVEN.length]}${GIVEN[(i >> 4) % GIVEN.length]}`,
  idCardOf(i),
  `1${3 + (i % 7)}${String(100_000_000 + i).slice(-9)}`,
  (100 + (i % 50) * 10).toFixed(2),
];

/** An import file (xlsx bytes) with the template's header and the given rows. */
export async function importFile(
  rows: Iterable<XlsxCell[]>,
  headers: readonly string[] = REDPKG_IMPORT_HEADERS,
): Promise<Buffer> {
  return xlsxBytes('红包用户', headers, rows);
}

/** Every row of the first sheet as cell texts (header included). */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}
