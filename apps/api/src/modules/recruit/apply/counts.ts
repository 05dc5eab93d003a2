import { RESUME_TAB_KEYS } from '@hr/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { runNamed } from '../../../platform/query.ts';
import { type ApplyFilters, type ApplyWhere, anyOf, applyWhere } from './filters.ts';
import { applyCmpyTabCount, applyJobTabCount, jobApplyInfo } from './tables.ts';

/** Every resume tab's key with its count (zeros included), in the contract's tab order. */
const byTab = (rows: { tab: number; num: number }[]): Record<string, number> =>
  Object.fromEntries(
    RESUME_TAB_KEYS.map((tab) => [String(tab), Number(rows.find((r) => r.tab === tab)?.num ?? 0)]),
  );

/**
 * Applications per tab from the counters (kept by triggers on job_apply_info): the company rows when no
 * job is named (a handful of rows instead of up to a million applications), else the named jobs' rows.
 */
function fromCounters(db: DbOrTx, counters: NonNullable<ApplyWhere['counters']>, tab?: number) {
  if (counters.jobCodes === null) {
    const t = applyCmpyTabCount;
    return db
      .select({ tab: t.tab, num: sql<number>`coalesce(sum(${t.num}), 0)::int`.as('num') })
      .from(t)
      .where(
        and(
          counters.cmpyCode === null ? undefined : eq(t.cmpyCode, counters.cmpyCode),
          tab === undefined ? undefined : eq(t.tab, tab),
        ),
      )
      .groupBy(t.tab);
  }
  const t = applyJobTabCount;
  return db
    .select({ tab: t.tab, num: sql<number>`coalesce(sum(${t.num}), 0)::int`.as('num') })
    .from(t)
    .where(
      and(
        anyOf(t.jobCode, counters.jobCodes),
        counters.cmpyCode === null ? undefined : eq(t.cmpyCode, counters.cmpyCode),
        tab === undefined ? undefined : eq(t.tab, tab),
      ),
    )
    .groupBy(t.tab);
}

/** Applications per tab counted from the rows matching `conditions` (one GROUP BY on the generated tab). */
const fromRows = (db: DbOrTx, conditions: SQL[], tab?: number) =>
  db
    .select({ tab: jobApplyInfo.tab, num: count().as('num') })
    .from(jobApplyInfo)
    .where(and(...conditions, tab === undefined ? undefined : eq(jobApplyInfo.tab, tab)))
    .groupBy(jobApplyInfo.tab);

/** Applications per tab under `where`, from the counters when they can answer, else from the rows. */
export const tabCounts = (db: DbOrTx, where: ApplyWhere, tab?: number) =>
  where.counters ? fromCounters(db, where.counters, tab) : fromRows(db, where.conditions, tab);

/** The number of applications in one tab under `where` (a list's total). */
export async function tabTotal(db: DbOrTx, where: ApplyWhere, tab: number): Promise<number> {
  const [row] = await runNamed(tabCounts(db, where, tab));
  return Number(row?.num ?? 0);
}

/**
 * `tabTotal` as a scalar SQL expression (a list's total as a column of its page's statement, `withTotal`):
 * the one group of `tab`, or 0 when there is none.
 */
export const tabTotalSql = (db: DbOrTx, where: ApplyWhere, tab: number): SQL<number> =>
  sql<number>`(select coalesce(sum(${sql.identifier('num')}), 0)::int from ${tabCounts(db, where, tab)} ${sql.identifier('t')})`;

/**
 * queryStateCount(ByForm): the applications of each resume tab under the list's filters, every tab key
 * answered (zeros included). Unfiltered, or filtered by job only, the counters answer; any other filter is
 * one GROUP BY on the generated `tab` column, read from the same indexes as the list.
 */
export async function countByTab(db: DbOrTx, actor: Actor, f: ApplyFilters): Promise<Record<string, number>> {
  const where = await applyWhere(db, actor, f);
  if (!where) return byTab([]);
  return byTab(await tabCounts(db, where));
}
