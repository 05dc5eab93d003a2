import { FILING_LIVE_STATES, type FilingStatusCount, formatApiTime, type Lifecycle } from '@hr/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db.ts';
import { type Actor, companyScope } from '../../platform/permissions.ts';

/**
 * Who sees which filing: operators all; company staff (when a role gives them these screens) only their
 * own company's, which they file for their company.
 */
export const scopedTo = (actor: Actor, column: AnyPgColumn): SQL | undefined => {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(column, scope);
};

/** A state's Chinese name from a filing lifecycle. */
export const stateName = <S extends number, A extends string>(lifecycle: Lifecycle<S, A>, state: number) =>
  (lifecycle.states as Record<number, string>)[state] ?? '';

/** The times every filing shows. */
export const filingTimes = (row: { submitTime: Date | null; createdAt: Date; updatedAt: Date }) => ({
  submitTime: formatApiTime(row.submitTime),
  createTime: formatApiTime(row.createdAt),
  updateTime: formatApiTime(row.updatedAt),
});

/**
 * The list tabs' counts: live filings matching `where` (the list's filters but the state) by state, every
 * live state listed (0 where none), in one grouped scan of the (status, created_at) index.
 */
export async function filingCounts<S extends number, A extends string>(
  db: DbOrTx,
  table: PgTable,
  status: AnyPgColumn,
  where: SQL | undefined,
  lifecycle: Lifecycle<S, A>,
): Promise<FilingStatusCount[]> {
  const rows = await db
    .select({ status, num: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(status, [...FILING_LIVE_STATES]), where))
    .groupBy(status);
  const by = new Map(rows.map((r) => [Number(r.status), Number(r.num)]));
  return FILING_LIVE_STATES.map((state) => ({
    status: state,
    statusName: stateName(lifecycle, state),
    num: by.get(state) ?? 0,
  }));
}
