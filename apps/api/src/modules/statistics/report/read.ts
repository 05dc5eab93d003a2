import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { dayOf, type Frame, inRange, rows } from '../frame.ts';
import {
  AGE_BAND,
  APPLY_FROM,
  applied,
  applyFrom,
  INDUSTRY,
  OPERATION_FROM,
  operated,
} from '../recruit-sql.ts';
import { addDays, dayStart, filledThrough, PEOPLE_SPAN, RECRUIT_REPORT } from './fill.ts';

/** What is counted: applications (1, by creation), offers (4) and hires (10, by their operation record). */
export type RecruitKind = 1 | 4 | 10;
export const APPLIED: RecruitKind = 1;
/** How the counts are grouped: one total, per Beijing day, industry name, county name or age band. */
export type RecruitBy = 'total' | 'day' | 'industry' | 'county' | 'age';

/** The report's dimension of a grouping and its key, over the report rows summed per code (s). */
const REPORT_KEY: Record<RecruitBy, { dim: string; key: SQL }> = {
  total: { dim: 'total', key: sql`''` },
  day: { dim: 'total', key: sql`to_char(s.day, 'YYYY-MM-DD')` },
  industry: { dim: 'industry', key: sql`coalesce(g.categorie_name, '未分类')` },
  county: { dim: 'county', key: sql`s.label` },
  age: { dim: 'age', key: sql`s.k::int` },
};

function liveKey(by: RecruitBy, kind: RecruitKind): SQL {
  const at = kind === APPLIED ? sql`a.created_at` : sql`o.created_at`;
  return { total: sql`''`, day: dayOf(at), industry: INDUSTRY, county: sql`j.county_name`, age: AGE_BAND }[
    by
  ];
}

/** The live count of the frame's rows (from `from` on, when given). */
const live = (f: Frame, kind: RecruitKind, by: RecruitBy, from?: Date) => {
  const at = kind === APPLIED ? sql`a.created_at` : sql`o.created_at`;
  const after = from ? sql`${at} >= ${from.toISOString()}::timestamptz` : undefined;
  return kind === APPLIED
    ? sql`select ${liveKey(by, kind)} as k, count(*)::int as n ${APPLY_FROM} ${applied(f, after)} group by 1`
    : sql`select ${liveKey(by, kind)} as k, count(*)::int as n ${OPERATION_FROM} ${operated(f, kind, after)} group by 1`;
};

/**
 * The report's whole days of the frame up to `through`, grouped by the report's code (k) first and named
 * after, so a name is looked up once per code, not once per day. Named by a join, not a lookup per row: the
 * planner sizes the sums far above the real count (a day's codes are not independent of the kind and region),
 * and a per-row lookup then priced the statement over PostgreSQL's JIT threshold (92 ms of JIT for 18 rows).
 */
const fromReport = (f: Frame, kind: RecruitKind, by: RecruitBy, through: string) => {
  const { dim, key } = REPORT_KEY[by];
  const group = by === 'day' ? sql`s.day` : sql`s.k, s.label`;
  return sql`select ${key} as k, s.n from (select ${group}, sum(s.n)::int as n from stat_recruit_day s
      where s.kind = ${kind} and s.dim = ${dim} and s.cmpy_code = ${f.cmpyCode ?? ''}
        and s.region_code = ${f.regionCode ?? ''}
        and s.day between ${f.beginDate}::date and ${[through, f.endDate].sort()[0]}::date
      group by ${group}) s${by === 'industry' ? sql` left join job_category g on g.categorie_code = nullif(s.k, '')` : sql``}`;
};

/**
 * Whether the report holds the frame's rows: platform-wide, one region, or one company (company staff, or an
 * operator's company filter) of every region. One company within one region is counted live (the report has
 * no rows of both: docs/decisions.md, "Company figures from the report").
 */
const reportHolds = (f: Frame) => f.cmpyCode === null || !f.regionCode;

/**
 * One part of a statement of recruitment counts: the frame's rows of one kind grouped one way, as (k, n).
 * With the report filled `through` a day: its whole days summed, the days after (today) counted live.
 */
function part(f: Frame, kind: RecruitKind, by: RecruitBy, through: string | null): SQL {
  if (!reportHolds(f) || through === null || through < f.beginDate) return live(f, kind, by);
  if (through >= f.endDate) return fromReport(f, kind, by, through);
  return sql`${fromReport(f, kind, by, through)} union all ${live(f, kind, by, dayStart(addDays(through, 1)))}`;
}

type Row = { k: string | null; n: number };

/** The series name of the statement's check row. */
const CHECK = '$filled_through';

/** Rows (k, n) merged by k, sorted by n descending then k, like the live queries; zeros left out. */
function merged(found: Row[]): Row[] {
  const byKey = new Map<string | null, number>();
  for (const r of found) {
    const k = r.k === null ? null : String(r.k);
    byKey.set(k, (byKey.get(k) ?? 0) + Number(r.n));
  }
  return [...byKey]
    .map(([k, n]) => ({ k, n }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || (a.k ?? '\uffff').localeCompare(b.k ?? '\uffff'));
}

/**
 * The rows (s, k, n) of a statement that reads the report's whole days up to a split day and counts the days
 * after it live. The split day is a literal, so the planner sizes today's live tail right (a few rows, not the
 * range). It is read first and checked inside the statement (the report's state as the statement's snapshot
 * sees it): when a report refresh or a past-dated write moved filled_through in between, the statement is run
 * again with the new day, and counted live alone (split null) after 3 tries. 'live' ignores the report.
 */
export async function splitAtReport(
  db: DbOrTx,
  source: 'report' | 'live',
  statement: (through: string | null) => SQL,
): Promise<(Row & { s: string })[]> {
  const checked = (through: string | null) =>
    sql`${statement(through)} union all
      select ${CHECK}::text, filled_through::text, 0 from stat_report_state where report = ${RECRUIT_REPORT}`;
  let through = source === 'report' ? await filledThrough(db) : null;
  for (let attempt = 0; ; attempt++) {
    const found = await rows<Row & { s: string }>(db, checked(through));
    const seen = found.find((r) => r.s === CHECK)?.k ?? null;
    if (through === null || seen === through) return found.filter((r) => r.s !== CHECK);
    through = attempt < 2 ? seen : null;
  }
}

/** One series of `recruitSeries`: its name, frame, kind and grouping. */
export interface RecruitPart {
  s: string;
  f: Frame;
  kind: RecruitKind;
  by: RecruitBy;
}

/**
 * Several recruitment counts in one statement (one round trip, one snapshot): for each part its rows (k, n)
 * as `recruitCounts` answers them, by the part's name.
 */
export async function recruitSeries(
  db: DbOrTx,
  parts: RecruitPart[],
  /** 'live' ignores the report (the tests compare both). */
  source: 'report' | 'live' = 'report',
): Promise<Record<string, Row[]>> {
  const counted = await splitAtReport(db, source, (through) =>
    sql.join(
      parts.map(
        (p) =>
          sql`select ${p.s}::text as s, x.k::text as k, x.n from (${part(p.f, p.kind, p.by, through)}) x`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(parts.map((p) => [p.s, merged(counted.filter((r) => r.s === p.s))]));
}

/**
 * Applications, offers or hires of the frame grouped one way, exact: the whole past days the daily report
 * holds (platform-wide, one region or one company; docs/decisions.md) are summed from it, the days after
 * (today) counted live from the rows, in one statement. Answers (k, n) sorted by n descending then k, like the live queries.
 */
export async function recruitCounts(
  db: DbOrTx,
  f: Frame,
  kind: RecruitKind,
  by: RecruitBy,
  /** 'live' ignores the report (the tests compare both). */
  source: 'report' | 'live' = 'report',
): Promise<Row[]> {
  return (await recruitSeries(db, [{ s: '', f, kind, by }], source))['']!;
}

/** The one total of `recruitCounts`. */
export const recruitTotal = async (db: DbOrTx, f: Frame, kind: RecruitKind) =>
  (await recruitCounts(db, f, kind, 'total')).reduce((a, r) => a + r.n, 0);

/** Counts per Beijing day of several kinds in one statement, as rows (day, series name, n) for `spread`. */
export async function perDay(db: DbOrTx, f: Frame, series: Record<string, RecruitKind>) {
  const found = await recruitSeries(
    db,
    Object.entries(series).map(([s, kind]) => ({ s, f, kind, by: 'day' as const })),
  );
  return Object.entries(found).flatMap(([s, list]) => list.map((r) => ({ k: r.k ?? '', s, n: r.n })));
}

/** How people are grouped: the top-level job category they applied to, their age band, their gender. */
export type PeopleBy = 'industry' | 'age' | 'gender';
const PEOPLE_KEY: Record<Exclude<PeopleBy, 'industry'>, SQL> = {
  age: sql`(${AGE_BAND})::text`,
  gender: sql`coalesce(a.usr_gender::text, '')`,
};

/**
 * People (distinct usr_code) of the application rows `rows` (a from-and-where giving a), counted per industry
 * `code` (each person once per industry applied to), or per age band or gender of their latest application.
 */
const peopleOf = (by: PeopleBy, rows: SQL, code: SQL) =>
  by === 'industry'
    ? sql`select x.code as k, count(*)::int as n from (select distinct ${code} as code, a.usr_code ${rows}) x
        group by 1`
    : sql`select ${PEOPLE_KEY[by]} as k, count(*)::int as n from (select distinct on (a.usr_code) a.usr_age,
        a.usr_gender ${rows} order by a.usr_code, a.created_at desc) a group by 1`;

const JOB_INDUSTRY = sql`coalesce(j.job_category_parent, j.job_category, '')`;

/**
 * `name`: the applications of the frame's range (person, time, age, gender and, when `job`, the job's industry
 * code, '' without): live, the whole range (`frame_people`); from the report, today's (`today_people`). Every
 * grouping of a call reads this one set: PostgreSQL materializes a CTE read more than once, so the range and
 * its jobs are read once, not once per grouping (a county's 366 days: 18,869 applications and their jobs); read
 * once, it is inlined.
 */
const framePeople = (name: string, f: Frame, job: boolean) => sql`${sql.identifier(name)} as (
  select a.usr_code, a.created_at, a.usr_age, a.usr_gender, ${job ? JOB_INDUSTRY : sql`''`} as code
  ${applyFrom(f, job)} ${applied(f)})`;

/**
 * How the frame's people are read with the report filled `through`: live (null: a company or region, or the
 * range not starting by `through`), or the report's rows of `upto` (the range's last filled day) and, when the
 * range goes on after it, today's people from `split` on.
 */
function peoplePlan(f: Frame, through: string | null) {
  const upto = through === null ? null : [through, f.endDate].sort()[0]!;
  if (
    f.cmpyCode !== null ||
    f.regionCode ||
    upto === null ||
    upto < f.beginDate ||
    addDays(f.beginDate, PEOPLE_SPAN) < upto
  )
    return null;
  return { upto, split: upto === f.endDate ? null : dayStart(addDays(upto, 1)) };
}

/** The part of the frame's range before `split` (the report's days). */
const beforeSplit = (f: Frame, split: Date) => inRange({ ...f, to: split }, sql`a.created_at`);

/**
 * `today_prior`: for each of today's people, their latest application of the range before `split`, the one the
 * report counted them by (age band, gender): one backward probe of the person index (usr_code, created_at)
 * INCLUDE (…, usr_age, usr_gender) each, kept per person by `limit 1`.
 */
const todayPrior = (f: Frame, split: Date) => sql`today_prior as (
  select b.usr_age, b.usr_gender from (select distinct t.usr_code from today_people t) p
  cross join lateral (select a.usr_age, a.usr_gender from job_apply_info a
    where a.usr_code = p.usr_code and ${beforeSplit(f, split)} order by a.created_at desc limit 1) b)`;

/**
 * One grouping of `peopleCounts` as rows (k, n) to be summed per k. From the report: the rows of `upto`. When
 * the range goes on after it (today), the report's count is corrected by today's people only: per age band or
 * gender, each counts by their latest application of today instead of their latest before (`today_prior`, if
 * any); per industry, a (person, industry) of today counts once more unless the person applied to that industry
 * before `split` in the range (one probe of their earlier applications, stopping at the first). Otherwise live.
 */
function peoplePart(f: Frame, by: PeopleBy, plan: ReturnType<typeof peoplePlan>): SQL {
  if (plan === null) return peopleOf(by, sql`from frame_people a`, sql`a.code`);
  const report = sql`select s.k, sum(s.n)::int as n from stat_people_day s where s.dim = ${by}
    and s.upto = ${plan.upto}::date and s.day between ${f.beginDate}::date and ${plan.upto}::date group by 1`;
  if (plan.split === null) return report;
  if (by === 'industry')
    return sql`${report} union all select t.code as k, count(*)::int as n
      from (select distinct a.usr_code, a.code from today_people a) t
      left join lateral (select 1 as hit from job_apply_info a join job_info j on j.job_code = a.job_code
        where a.usr_code = t.usr_code and ${beforeSplit(f, plan.split)} and ${JOB_INDUSTRY} = t.code limit 1) e
        on true
      where e.hit is null group by 1`;
  return sql`${report} union all select ${PEOPLE_KEY[by]} as k, -count(*)::int as n from today_prior a group by 1
    union all ${peopleOf(by, sql`from today_people a`, sql`a.code`)}`;
}

/**
 * People who applied in the frame's range, exact, per industry name, age band index or gender ('' without):
 * rows (k, n) sorted by n descending then k. Served from `stat_people_day` (docs/decisions.md, "Distinct people
 * from the report") and today's people live, in one statement; a company or region is counted live.
 */
export async function peopleCounts<B extends PeopleBy>(
  db: DbOrTx,
  f: Frame,
  by: readonly B[],
  /** 'live' ignores the report (the tests compare both). */
  source: 'report' | 'live' = 'report',
): Promise<Record<B, Row[]>> {
  const counted = await splitAtReport(db, source, (through) => {
    const plan = peoplePlan(f, through);
    const job = by.includes('industry' as B);
    const head =
      plan === null
        ? framePeople('frame_people', f, job)
        : plan.split &&
          sql`${framePeople('today_people', { ...f, from: plan.split }, job)}, ${todayPrior(f, plan.split)}`;
    return sql`${head ? sql`with ${head} ` : sql``}select x.s,
        case when x.s = 'industry' then coalesce(g.categorie_name, '未分类') else x.k end as k, x.n
        from (${sql.join(
          by.map((b) => sql`select ${b}::text as s, p.k::text as k, p.n from (${peoplePart(f, b, plan)}) p`),
          sql` union all `,
        )}) x left join job_category g on x.s = 'industry' and g.categorie_code = nullif(x.k, '')`;
  });
  return Object.fromEntries(by.map((b) => [b, merged(counted.filter((r) => r.s === b))])) as Record<B, Row[]>;
}
