import { Transform } from 'node:stream';
import {
  formatApiTime,
  REDPKG_ERROR_FILE_NAME,
  REDPKG_ERROR_HEADER,
  REDPKG_IMPORT_HEADERS,
  REDPKG_TEMPLATE_FILE_NAME,
  redPkgMessages,
} from '@hr/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../../platform/errors.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';

/** The files of a red-packet import: reading the uploaded one row by row, the error file, the template. */

/** Rows between two turns for other requests while the error file is written. */
const TURN_ROWS = 5000;

/** A cell as text or number, whatever Excel stored (rich text, formula results, hyperlinks, dates). */
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return formatApiTime(value);
  const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (v.richText) return v.richText.map((part) => part.text).join('');
  if ('result' in v) return cellValue(v.result);
  if (v.text !== undefined) return cellValue(v.text);
  if (v.error) return v.error;
  return String(value);
}

const cellsOfRow = (values: unknown) => {
  const list = Array.isArray(values) ? values : [];
  return [1, 2, 3, 4, 5].map((i) => cellValue(list[i]));
};

const isBlank = (cells: unknown[]) =>
  cells.slice(0, 4).every((cell) => cell === null || (typeof cell === 'string' && !cell.trim()));

/**
 * Reads the first sheet row by row (exceljs WorkbookReader: one row at a time, never the whole workbook): the
 * header (checked), then each data row that is not blank, with its number in the file.
 */
export async function* readRows(
  storage: ObjectStorage,
  objectKey: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ rowNo: number; cells: unknown[] }> {
  const source = await storage.read(objectKey);
  let bytes = 0;
  const counted = source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        onBytes?.(bytes);
        done(null, chunk);
      },
    }),
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(counted, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  for await (const sheet of reader) {
    if (sheets++ > 0) break;
    let header = true;
    for await (const row of sheet) {
      const cells = cellsOfRow(row.values);
      if (header) {
        header = false;
        const names = cells.slice(0, 4).map((cell) => String(cell ?? '').trim());
        if (names.join('|') !== REDPKG_IMPORT_HEADERS.join('|')) throw badRequest(redPkgMessages.fileHeader);
        continue;
      }
      if (isBlank(cells)) continue;
      yield { rowNo: row.number, cells };
    }
    if (header) throw badRequest(redPkgMessages.fileEmpty);
  }
  if (sheets === 0) throw badRequest(redPkgMessages.fileEmpty);
  source.destroy();
}

/**
 * exportRedPkgUserError: the uploaded file again, every row as it was typed, with 错误原因 filled on the bad
 * ones (`reasons` by row number). Fixed in place, the same file can be imported again (the extra column is
 * ignored).
 */
export async function sendErrorFile(
  storage: ObjectStorage,
  objectKey: string,
  reasons: Map<number, string>,
  reply: FastifyReply,
) {
  const rows = readRows(storage, objectKey);
  let first = await rows.next();
  const { body, sheet } = sendXlsx(reply, REDPKG_ERROR_FILE_NAME, {
    sheetName: '错误数据',
    columns: [
      ...REDPKG_IMPORT_HEADERS.map((header, i) => ({ header, width: [12, 22, 14, 14][i] })),
      { header: REDPKG_ERROR_HEADER, width: 48 },
    ],
  });
  try {
    let n = 0;
    while (!first.done) {
      const { rowNo, cells } = first.value;
      sheet.addRow([
        ...cells
          .slice(0, 4)
          .map((cell) => (cell === null ? null : typeof cell === 'number' ? cell : String(cell))),
        reasons.get(rowNo) ?? null,
      ]);
      if (++n % TURN_ROWS === 0 && !(await breathe(sheet))) {
        await rows.return(undefined);
        return null;
      }
      first = await rows.next();
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}

/** The import template: the header row, ID and mobile columns as text. */
export async function sendTemplate(reply: FastifyReply) {
  const { sheet } = sendXlsx(reply, REDPKG_TEMPLATE_FILE_NAME, {
    sheetName: '红包用户',
    columns: REDPKG_IMPORT_HEADERS.map((header, i) => ({ header, width: [12, 22, 14, 16][i] })),
  });
  await sheet.finish();
  return null;
}
