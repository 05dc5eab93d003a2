import { applyStateNames, companyLifecycle, type StatisResult } from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  chart,
  counts,
  dayOf,
  daysOf,
  type Frame,
  figure,
  inRange,
  inRegion,
  named,
  ofCompany,
  result,
  rows,
  spread,
  whereAll,
} from './frame.ts';
import { applied, applyFrom, HIRE, JOB_ONLINE, OFFER } from './recruit-sql.ts';
import { APPLIED, perDay, recruitCounts, recruitTotal } from './report/read.ts';
import { trainStatis } from './train-statis.ts';

/** The company view (/statistics/statistics-cmpy/*): company staff see their own company only. */

const liveCompanies = (f: Frame) => [sql`m.deleted = false`, ofCompany(f, 'm'), inRegion(f, 'm')];
const sum = (data: number[]) => data.reduce((a, b) => a + b, 0);

async function queryCmpyDayStatistics(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const days = daysOf(f);
  const data = await rows<{ k: string; s: string; n: number }>(
    db,
    sql`select ${dayOf(sql`m.created_at`)} as k, '新注册' as s, count(*)::int as n from cmpy m
        ${whereAll(...liveCompanies(f), inRange(f, sql`m.created_at`))} group by 1
      union all
      select ${dayOf(sql`m.check_time`)}, '通过认证', count(*)::int from cmpy m
        ${whereAll(...liveCompanies(f), sql`m.status = 1`, inRange(f, sql`m.check_time`))} group by 1`,
  );
  const series = spread(days, ['新注册', '通过认证'], data);
  return result(
    f,
    [
      figure('registered', '新注册企业', sum(series[0]!.data), '家'),
      figure('certified', '通过认证企业', sum(series[1]!.data), '家'),
    ],
    [chart('cmpyDay', '按日新注册与通过认证企业', 'line', days, series)],
  );
}

async function queryCmpyStatistics(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const byStatus = await rows<{ k: string; n: number }>(
    db,
    sql`select m.status::text as k, count(*)::int as n from cmpy m ${whereAll(...liveCompanies(f))} group by 1 order by 1`,
  );
  const jobs = await counts<'jobs' | 'headcount'>(
    db,
    sql`select count(*) as jobs, coalesce(sum(j.application_number), 0) as headcount from job_info j
      ${whereAll(sql`j.approve_type = ${JOB_ONLINE}`, ofCompany(f, 'j'), inRegion(f, 'j'))}`,
  );
  const applications = await recruitTotal(db, f, APPLIED);
  const hires = await recruitTotal(db, f, HIRE);
  const states = companyLifecycle.states as Record<number, string>;
  return result(
    f,
    [
      figure('companies', '企业总数', sum(byStatus.map((r) => Number(r.n))), '家'),
      figure('onlineJobs', '在线职位', jobs.jobs, '个'),
      figure('headcount', '招聘人数', jobs.headcount, '人'),
      figure('applications', '区间报名', applications, '人次'),
      figure('hires', '区间入职', hires, '人'),
    ],
    [
      named(
        'cmpyStatus',
        '企业认证状态',
        'pie',
        '企业数',
        byStatus.map((r) => ({ k: states[Number(r.k)] ?? r.k, n: r.n })),
      ),
    ],
  );
}

async function queryStatisticsApplyDay(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const days = daysOf(f);
  const data = await perDay(db, f, { 报名: APPLIED, 录用: OFFER, 入职: HIRE });
  const series = spread(days, ['报名', '录用', '入职'], data);
  return result(
    f,
    [
      figure('applications', '报名', sum(series[0]!.data), '人次'),
      figure('offers', '录用', sum(series[1]!.data), '人'),
      figure('hires', '入职', sum(series[2]!.data), '人'),
    ],
    [chart('applyDay', '按日报名、录用与入职', 'line', days, series)],
  );
}

async function queryStatisticsCourse(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const bySchool = await trainStatis.cmpyCourse(db, f);
  const signIn = await trainStatis.courseSignIn(db, f);
  const monthly = await trainStatis.courseStudentMon(db, f);
  const pick = (r: StatisResult, key: string) => r.figures.find((x) => x.key === key)!;
  return result(
    f,
    [
      pick(bySchool, 'courses'),
      pick(bySchool, 'classes'),
      pick(bySchool, 'students'),
      pick(signIn, 'signed'),
      pick(signIn, 'signInRate'),
    ],
    [...monthly.charts, ...signIn.charts],
  );
}

const TOP_JOBS = 5;

/** Applications created outside the frame's range. */
const outside = (f: Frame) =>
  sql`(a.created_at < ${f.from.toISOString()}::timestamptz or a.created_at >= ${f.to.toISOString()}::timestamptz)`;

/**
 * Whether the frame's applications are read as the all-time counters (apply_job_tab_count per job,
 * apply_cmpy_state_count per company and state) less the applications outside the range, rather than by
 * counting the range: when no region is chosen (the counters have none) and less of the time from the first
 * application to the last lies outside the range than within it (two index probes). Both ways are exact; this
 * only picks the one that reads fewer rows (docs/decisions.md, "Company figures from the report").
 */
async function byCounters(db: DbOrTx, f: Frame): Promise<boolean> {
  if (f.regionCode) return false;
  const [span] = await rows<{ first: number | null; last: number | null }>(
    db,
    sql`select extract(epoch from min(created_at))::float8 as first, extract(epoch from max(created_at))::float8 as last
      from job_apply_info`,
  );
  if (span?.first == null || span.last == null) return false;
  const [from, to] = [f.from.getTime() / 1000, f.to.getTime() / 1000];
  const [first, last] = [Number(span.first), Number(span.last)];
  const within = Math.min(last, to) - Math.max(first, from);
  return within > 0 && Math.max(0, from - first) + Math.max(0, last - to) < within;
}

/**
 * Rows (k, n) of the frame's range from all-time counters: `counter` (rows k, n of every application, scoped to
 * the frame's company) less the frame's applications created outside the range, grouped by `column` of a.
 */
const lessOutside = (f: Frame, counter: SQL, column: 'job_code' | 'state') =>
  sql`select x.k, sum(x.n)::int as n from (${counter}
      union all select ${sql.raw(`a.${column}`)}, -count(*)::int from job_apply_info a
        ${whereAll(ofCompany(f, 'a'), outside(f))} group by 1) x
    group by x.k having sum(x.n) > 0`;

/**
 * Applications per job in the range (job_code, total): counted over the range (index-only from
 * `job_apply_info_created`), or with `counters` each job's all-time count (apply_job_tab_count, summed over its
 * tabs; an application's company is its job's, so the job's counter row carries the company) less its
 * applications outside the range.
 */
export const perJob = (f: Frame, counters: boolean) =>
  counters
    ? sql`select c.k as job_code, c.n as total from (${lessOutside(
        f,
        sql`select c.job_code as k, c.num as n from apply_job_tab_count c ${whereAll(ofCompany(f, 'c'))}`,
        'job_code',
      )}) c`
    : sql`select a.job_code, count(*)::int as total ${applyFrom(f, false)} ${applied(f)} group by 1`;

/**
 * The five jobs with the most applications in the range (`perJob`), then each one's applications per day (its
 * own rows in the range, index-only from `job_apply_info_job_state`), in one statement: not a sum of report
 * days, as the report has no job.
 */
async function queryStatisticsJobApplyDay(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const days = daysOf(f);
  const found = await rows<{ code: string; name: string; total: number; k: string; n: number }>(
    db,
    sql`with t as (${perJob(f, await byCounters(db, f))} order by 2 desc, 1 limit ${TOP_JOBS})
      select t.job_code as code, j.job_name as name, t.total, d.k, d.n
      from t join job_info j on j.job_code = t.job_code
      cross join lateral (select ${dayOf(sql`a.created_at`)} as k, count(*)::int as n from job_apply_info a
        where a.job_code = t.job_code and ${inRange(f, sql`a.created_at`)} group by 1) d
      order by t.total desc, t.job_code`,
  );
  const top = [...new Map(found.map((r) => [r.code, r])).values()];
  const codes = top.map((t) => t.code);
  const data = found.map((r) => ({ k: r.k, s: r.code, n: r.n }));
  const series = spread(days, codes, data).map((s, i) => ({ ...s, name: `${top[i]!.name}（${s.name}）` }));
  return result(
    f,
    top.map((t, i) => figure(`job${i + 1}`, t.name, Number(t.total), '人次')),
    [chart('jobApplyDay', `报名最多的${TOP_JOBS}个职位按日报名`, 'line', days, series)],
  );
}

/**
 * Applications of the range per current state (k, n): counted over the range, or with `counters` the
 * company's (every company's) all-time counts per state (apply_cmpy_state_count) less the applications
 * outside the range. The current state is not a sum of days, so the daily report cannot hold it.
 */
export const perState = (f: Frame, counters: boolean) =>
  counters
    ? sql`select c.k::text as k, c.n from (${lessOutside(
        f,
        sql`select c.state as k, c.num as n from apply_cmpy_state_count c ${whereAll(ofCompany(f, 'c'))}`,
        'state',
      )}) c order by c.k`
    : sql`select a.state::text as k, count(*)::int as n ${applyFrom(f, false)} ${applied(f)} group by 1 order by 1::int`;

async function queryStatisticsRecruit(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const byState = await rows<{ k: string; n: number }>(db, perState(f, await byCounters(db, f)));
  const byIndustry = await recruitCounts(db, f, HIRE, 'industry');
  const names = applyStateNames as Record<number, string>;
  const total = sum(byState.map((r) => Number(r.n)));
  return result(
    f,
    [
      figure('applications', '区间报名', total, '人次'),
      figure('hires', '区间入职', sum(byIndustry.map((r) => Number(r.n))), '人'),
    ],
    [
      named(
        'applyState',
        '区间报名的当前阶段',
        'bar',
        '报名',
        byState.map((r) => ({ k: names[Number(r.k)] ?? r.k, n: r.n })),
      ),
      named('hireIndustry', '入职按行业（工种大类）', 'pie', '入职', byIndustry),
    ],
  );
}

export const cmpyStatis = {
  queryCmpyDayStatistics,
  queryCmpyStatistics,
  queryStatisticsApplyDay,
  queryStatisticsCourse,
  queryStatisticsJobApplyDay,
  queryStatisticsRecruit,
};
