import {
  formatCents,
  REDPKG_EXPORT_COLUMNS,
  REDPKG_EXPORT_FILE_NAME,
  redPkgSourceLabels,
} from '@hr/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../platform/db.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import { cellsOf } from '../../../platform/xlsx-stream.ts';
import { conditions, type RedPkgFilters, selectRows, toRow } from './service.ts';
import { redPkgUser as t } from './tables.ts';

const BATCH = 1000;

/**
 * exportRedPkgUsers: the users of the list's filters and tab as 红包用户.xlsx, newest first, read in batches
 * by keyset (ids below the last one written), so a campaign of a million users streams in flat memory.
 */
export async function exportUsers(
  db: Db,
  filters: Omit<RedPkgFilters, 'pageNum' | 'pageSize'>,
  reply: FastifyReply,
): Promise<null> {
  const where = conditions(filters);
  if (filters.checkType !== undefined) where.push(eq(t.checkType, filters.checkType));
  const read = (before: number | null) =>
    selectRows(db)
      .where(and(...where, before === null ? undefined : lt(t.id, before)))
      .orderBy(desc(t.id))
      .limit(BATCH);
  // The first batch before any byte is sent: a failing query still answers with an envelope.
  let batch = await read(null);
  const { body, sheet } = sendXlsx(reply, REDPKG_EXPORT_FILE_NAME, {
    sheetName: '红包用户',
    columns: REDPKG_EXPORT_COLUMNS,
  });
  try {
    while (batch.length) {
      for (const record of batch) {
        const row = toRow(record);
        sheet.addRow(
          cellsOf(REDPKG_EXPORT_COLUMNS, {
            ...row,
            amountYuan: formatCents(row.amount),
            sourceName: redPkgSourceLabels[row.source] ?? '',
          }),
        );
      }
      if (batch.length < BATCH) break;
      const last = batch[batch.length - 1]!.id;
      batch = []; // the rows written go before the next are read (see breathe)
      if (!(await breathe(sheet))) return null;
      batch = await read(last);
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}
