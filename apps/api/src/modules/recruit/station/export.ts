import { PassThrough } from 'node:stream';
import { STATION_EXPORT_COLUMNS, STATION_MESSAGES, type Station } from '@hr/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { filterCondition, type StationFilters, stationRows } from './queries.ts';

const BATCH = 500;

const regionName = (s: Station) =>
  [s.provinceName, s.cityName, s.countyName, s.streetName, s.committeeName].filter(Boolean).join(' ');

/**
 * Streams the stations of a tab (its filters, or only the chosen rows) as 服务站列表.xlsx, read in batches
 * so a long list never sits in memory.
 */
export async function exportStations(
  db: Db,
  actor: Actor,
  filters: StationFilters & { stationCodes?: string[] | undefined },
  reply: FastifyReply,
): Promise<null> {
  const where = filterCondition(actor, filters, filters.stationCodes);
  // The first batch before any byte is sent: a failing query still answers with an envelope.
  let batch = await stationRows(db, where, BATCH, 0);
  const body = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(STATION_MESSAGES.exportFileName)}`,
    )
    .send(body);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useSharedStrings: false });
    const sheet = workbook.addWorksheet('服务站');
    sheet.columns = STATION_EXPORT_COLUMNS.map((c) => ({ ...c }));
    let offset = 0;
    while (batch.length) {
      for (const s of batch) sheet.addRow({ ...s, regionName: regionName(s) }).commit();
      if (batch.length < BATCH) break;
      offset += BATCH;
      batch = await stationRows(db, where, BATCH, offset);
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}
