import { RESUME_TAB_KEYS } from '@hr/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { fetchShaped, runPrepared } from '../../../platform/query-shape.ts';
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
function fromCounters(db: DbOrTx, where: ApplyWhere, tab?: number) {
  const counters = where.counters!;
  const { bind } = where;
  if (counters.jobCodes === null) {
    const t = applyCmpyTabCount;
    return db
      .select({ tab: t.tab, num: sql<number>`coalesce(sum(${t.num}), 0)::int`.as('num') })
      .from(t)
      .where(
        and(
          counters.cmpyCode === null ? undefined : eq(t.cmpyCode, bind('scope', counters.cmpyCode)),
          tab === undefined ? undefined : eq(t.tab, bind('tab', tab)),
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
        anyOf(t.jobCode, counters.jobCodes, bind, 'counterJobCodes'),
        counters.cmpyCode === null ? undefined : eq(t.cmpyCode, bind('scope', counters.cmpyCode)),
        tab === undefined ? undefined : eq(t.tab, bind('tab', tab)),
      ),
    )
    .groupBy(t.tab);
}

/** Applications per tab counted from the rows matching `conditions` (one GROUP BY on the generated tab). */
const fromRows = (db: DbOrTx, where: ApplyWhere, tab?: number) =>
  db
    .select({ tab: jobApplyInfo.tab, num: count().as('num') })
    .from(jobApplyInfo)
    .where(
      and(...where.conditions, tab === undefined ? undefined : eq(jobApplyInfo.tab, where.bind('tab', tab))),
    )
    .groupBy(jobApplyInfo.tab);

/** Applications per tab under `where`, from the counters when they can answer, else from the rows. */
export const tabCounts = (db: DbOrTx, where: ApplyWhere, tab?: number) =>
  where.counters ? fromCounters(db, where, tab) : fromRows(db, where, tab);

/**
 * Which of the queries above `tabCounts` takes for `where` (a list's prepared shape depends on it):
 * the company counters, the job counters, or the rows.
 */
export const tabCountsSource = (where: ApplyWhere) =>
  !where.counters ? 'rows' : `${where.counters.jobCodes === null ? 'company' : 'job'} counters`;

/** The number of applications in one tab under `where` (a list's total), placeholders filled from `values`. */
export async function tabTotal(
  db: DbOrTx,
  where: ApplyWhere,
  tab: number,
  values: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await runPrepared<{ num: number }>(tabCounts(db, where, tab), values);
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
  // Built and prepared once per shape of the filters (`fetchShaped`), as the list's page is.
  const rows = await fetchShaped<{ tab: number; num: number }>(db, 'application tab counts', async (bind) => {
    const where = await applyWhere(db, actor, f, bind);
    return (
      where && {
        where: and(...where.conditions),
        variant: tabCountsSource(where),
        query: () => tabCounts(db, where),
      }
    );
  });
  return byTab(rows);
}
