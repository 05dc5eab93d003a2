import {
  REDPKG_ERROR_FILE_NAME,
  REDPKG_ERROR_HEADER,
  REDPKG_IMPORT_HEADERS,
  REDPKG_TEMPLATE_FILE_NAME,
  redPkgMessages,
} from '@hr/contract';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../../platform/errors.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import {
  readXlsxRows,
  storageSource,
  type XlsxReadCell,
  type XlsxReadRow,
} from '../../../platform/xlsx-read.ts';

/** The files of a red-packet import: reading the uploaded one row by row, the error file, the template. */

/** Rows between two turns for other requests while the error file is written. */
const TURN_ROWS = 5000;

const isBlank = (cells: XlsxReadCell[]) =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && !cell.trim()));

/**
 * Reads the first sheet row by row (platform/xlsx-read.ts: one row at a time as plain cells, never the whole
 * workbook): the header (checked), then each data row that is not blank, with its number in the file.
 * `onProgress` gets the share of the sheet read so far.
 */
export async function* readRows(
  storage: ObjectStorage,
  objectKey: string,
  onProgress?: (share: number) => void,
): AsyncGenerator<XlsxReadRow> {
  const rows = readXlsxRows(await storageSource(storage, objectKey), {
    width: REDPKG_IMPORT_HEADERS.length,
    ...(onProgress ? { onProgress } : {}),
  });
  let header = true;
  for await (const row of rows) {
    if (header) {
      header = false;
      const names = row.cells.map((cell) => String(cell ?? '').trim());
      if (names.join('|') !== REDPKG_IMPORT_HEADERS.join('|')) throw badRequest(redPkgMessages.fileHeader);
      continue;
    }
    if (!isBlank(row.cells)) yield row;
  }
  if (header) throw badRequest(redPkgMessages.fileEmpty);
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
      sheet.addRow([...cells, reasons.get(rowNo) ?? null]);
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
