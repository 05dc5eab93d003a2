import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { cellsOf, type XlsxColumn, type XlsxOptions, XlsxStreamWriter } from './xlsx-stream.ts';

/** File downloads: the Content-Disposition of a named file, and xlsx exports streamed as they are written. */

/** Content-Disposition of a download named `fileName` (RFC 5987: UTF-8, percent-encoded). */
export const attachment = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Starts an xlsx download: the headers go out and a streaming sheet (platform/xlsx-stream.ts, its header row
 * written) writes into the response. Read the first batch before calling it, so that a failing query still
 * answers with an envelope.
 */
export function sendXlsx(reply: FastifyReply, fileName: string, options: XlsxOptions) {
  const body = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachment(fileName))
    .send(body);
  return { body, sheet: new XlsxStreamWriter(body, options) };
}

/**
 * Between batches: wait while the client has not taken what was written (a slow download must not pile the
 * sheet up in memory), and otherwise give other requests a turn (embedded PGlite runs in this process, so a
 * long export would hold every other request until its end). False when the client went away: stop reading.
 * Callers drop their written batch before this and the next read: rows still referenced while the next batch
 * is read outlive two young-generation collections and are promoted, and the old generation then grows by
 * their size, about 80 MiB per 100,000 applications, before V8 collects it.
 */
export async function breathe(sheet: XlsxStreamWriter): Promise<boolean> {
  if (sheet.needsDrain) return sheet.drained();
  await nextTurn();
  return sheet.open;
}

const BATCH = 500;

/** Streams a sheet of rows read in batches of BATCH (the first before any byte is sent, so a failing query answers an envelope). */
export async function streamSheet<Row>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: readonly (XlsxColumn & { key: string })[],
  read: (limit: number, offset: number) => Promise<Row[]>,
  cells: (row: Row) => Record<string, unknown>,
): Promise<null> {
  let batch = await read(BATCH, 0);
  const { body, sheet } = sendXlsx(reply, fileName, { sheetName, columns });
  try {
    let offset = 0;
    while (batch.length) {
      for (const row of batch) sheet.addRow(cellsOf(columns, cells(row)));
      if (batch.length < BATCH) break;
      batch = [];
      if (!(await breathe(sheet))) return null;
      offset += BATCH;
      batch = await read(BATCH, offset);
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}
