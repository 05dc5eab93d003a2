import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { dayOf, type Frame, rows } from '../frame.ts';
import { AGE_BAND, APPLY_FROM, applied, INDUSTRY, OPERATION_FROM, operated } from '../recruit-sql.ts';
import { addDays, dayStart, filledThrough } from './fill.ts';

/** What is counted: applications (1, by creation), offers (4) and hires (10, by their operation record). */
export type RecruitKind = 1 | 4 | 10;
export const APPLIED: RecruitKind = 1;
/** How the counts are grouped: one total, per Beijing day, industry name, county name or age band. */
export type RecruitBy = 'total' | 'day' | 'industry' | 'county' | 'age';

const CATEGORY_NAME = (code: SQL) => sql`coalesce((select g.categorie_name from job_category g
  where g.categorie_code = nullif(${code}, '')), '未分类')`;

const REPORT_KEY: Record<RecruitBy, { dim: string; key: SQL }> = {
  total: { dim: 'total', key: sql`''` },
  day: { dim: 'total', key: sql`to_char(s.day, 'YYYY-MM-DD')` },
  industry: { dim: 'industry', key: CATEGORY_NAME(sql`s.k`) },
  county: { dim: 'county', key: sql`s.label` },
  age: { dim: 'age', key: sql`s.k::int` },
};

function liveKey(by: RecruitBy, kind: RecruitKind): SQL {
  const at = kind === APPLIED ? sql`a.created_at` : sql`o.created_at`;
  return { total: sql`''`, day: dayOf(at), industry: INDUSTRY, county: sql`j.county_name`, age: AGE_BAND }[
    by
  ];
}

type Row = { k: string | null; n: number };

const live = (db: DbOrTx, f: Frame, kind: RecruitKind, by: RecruitBy) =>
  rows<Row>(
    db,
    kind === APPLIED
      ? sql`select ${liveKey(by, kind)} as k, count(*)::int as n ${APPLY_FROM} ${applied(f)} group by 1`
      : sql`select ${liveKey(by, kind)} as k, count(*)::int as n ${OPERATION_FROM} ${operated(f, kind)} group by 1`,
  );

const fromReport = (db: DbOrTx, f: Frame, through: string, kind: RecruitKind, by: RecruitBy) =>
  rows<Row>(
    db,
    sql`select ${REPORT_KEY[by].key} as k, sum(s.n)::int as n from stat_recruit_day s
      where s.kind = ${kind} and s.dim = ${REPORT_KEY[by].dim} and s.region_code = ${f.regionCode ?? ''}
        and s.day between ${f.beginDate}::date and ${through}::date
      group by 1`,
  );

/**
 * Applications, offers or hires of the frame grouped one way, exact: the whole past days the daily report
 * holds (platform-wide or one region; docs/decisions.md) are summed from it, the days after (today) counted
 * live from the rows, in one repeatable-read snapshot so a report refresh can't count a day twice. A company
 * (company staff, or an operator's company filter) is counted live: one company's rows are few.
 * Answers (k, n) sorted by n descending then k, like the live queries.
 */
export async function recruitCounts(
  db: DbOrTx,
  f: Frame,
  kind: RecruitKind,
  by: RecruitBy,
  /** 'live' ignores the report (the tests compare both). */
  source: 'report' | 'live' = 'report',
): Promise<Row[]> {
  const found = await db.transaction(
    async (tx) => {
      const through = f.cmpyCode === null && source === 'report' ? await filledThrough(tx) : null;
      if (through === null || through < f.beginDate) return live(tx, f, kind, by);
      const reported = await fromReport(tx, f, [through, f.endDate].sort()[0]!, kind, by);
      if (through >= f.endDate) return reported;
      return [...reported, ...(await live(tx, { ...f, from: dayStart(addDays(through, 1)) }, kind, by))];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const merged = new Map<string | null, number>();
  for (const r of found) {
    const k = r.k === null ? null : String(r.k);
    merged.set(k, (merged.get(k) ?? 0) + Number(r.n));
  }
  return [...merged]
    .map(([k, n]) => ({ k, n }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || (a.k ?? '\uffff').localeCompare(b.k ?? '\uffff'));
}

/** The one total of `recruitCounts`. */
export const recruitTotal = async (db: DbOrTx, f: Frame, kind: RecruitKind) =>
  (await recruitCounts(db, f, kind, 'total')).reduce((a, r) => a + r.n, 0);

/** Counts per Beijing day of several kinds, as rows (day, series name, n) for `spread`. */
export async function perDay(db: DbOrTx, f: Frame, series: Record<string, RecruitKind>) {
  const out: { k: string; s: string; n: number }[] = [];
  for (const [s, kind] of Object.entries(series))
    for (const r of await recruitCounts(db, f, kind, 'day')) out.push({ k: r.k ?? '', s, n: r.n });
  return out;
}
