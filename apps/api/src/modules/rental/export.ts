import { COMMUNITY_EXPORT_COLUMNS, rentalMessages as M, RESIDENT_EXPORT_COLUMNS } from '@hr/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { breathe, sendXlsx } from '../../platform/file-download.ts';
import type { Actor } from '../../platform/permissions.ts';
import { cellsOf, type XlsxColumn } from '../../platform/xlsx-stream.ts';
import { regionNameOf } from './common.ts';
import { type CommunityFilters, communityRows, communityWhere, withCounts } from './communities.ts';
import { type ResidentFilters, residentsOf, residentWhere } from './residents.ts';

const BATCH = 500;

/** Streams rows read in batches (the first before any byte is sent, so a failing query answers an envelope). */
async function streamSheet<Row>(
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

export function exportCommunities(db: Db, filters: CommunityFilters, reply: FastifyReply) {
  const where = communityWhere(filters);
  return streamSheet(
    reply,
    M.exportCommunities,
    '小区',
    COMMUNITY_EXPORT_COLUMNS,
    async (limit, offset) => withCounts(db, await communityRows(db, where, limit, offset)),
    (c) => ({ ...c, regionName: regionNameOf(c) }),
  );
}

export function exportResidents(db: Db, actor: Actor, filters: ResidentFilters, reply: FastifyReply) {
  const where = residentWhere(actor, filters);
  return streamSheet(
    reply,
    M.exportResidents,
    '入住人员',
    RESIDENT_EXPORT_COLUMNS,
    (limit, offset) => residentsOf(db, where, limit, offset, false),
    (r) => r,
  );
}
