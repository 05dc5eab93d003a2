import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/**
 * One page of a list as the API answers it (`{records, total}`): the rows of the page and the count of
 * all rows matching the same condition.
 */
export async function fetchPage<Row>(
  db: DbOrTx,
  page: PageRequest,
  from: PgTable,
  where: SQL | undefined,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<{ records: Row[]; total: number }> {
  const [records, [total]] = await Promise.all([
    rows(page.pageSize, (page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(from).where(where),
  ]);
  return { records, total: total?.value ?? 0 };
}
