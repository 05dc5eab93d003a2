import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Newest first in the order the list indexes keep: drizzle-kit writes an index's `.desc()` as DESC NULLS LAST,
 * while a bare `desc()` in a query means NULLS FIRST, which such an index cannot give, so every page sorted
 * all matching rows. The columns ordered by are NOT NULL, so the rows come in the same order either way.
 */
export const newestFirst = (...columns: AnyColumn[]) => columns.map((c) => sql`${c} desc nulls last`);

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
