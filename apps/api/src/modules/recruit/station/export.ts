import { STATION_EXPORT_COLUMNS, STATION_MESSAGES, type Station } from '@hr/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../platform/db.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cellsOf } from '../../../platform/xlsx-stream.ts';
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
  const { body, sheet } = sendXlsx(reply, STATION_MESSAGES.exportFileName, {
    sheetName: '服务站',
    columns: STATION_EXPORT_COLUMNS,
  });
  try {
    let offset = 0;
    while (batch.length) {
      for (const s of batch)
        sheet.addRow(cellsOf(STATION_EXPORT_COLUMNS, { ...s, regionName: regionName(s) }));
      if (batch.length < BATCH) break;
      batch = []; // the rows written go before the next are read (see breathe)
      if (!(await breathe(sheet))) return null;
      offset += BATCH;
      batch = await stationRows(db, where, BATCH, offset);
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}
