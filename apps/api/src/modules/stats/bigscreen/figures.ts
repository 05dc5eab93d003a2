import {
  ApplyState,
  BIGSCREEN,
  type CmpyOverview,
  educationNames,
  JobState,
  type RecruitAnalysis,
  reportMonthOf,
  type UserCount,
  type WorkerAnalysis,
} from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { warningThresholds } from './settings.ts';

/**
 * The big-screen figures the platform holds, each one SQL over the live tables (no report tables: every
 * figure reads an index range or a small table, see docs/decisions.md). Monthly figures count the month of
 * `reportTime` in Shanghai time; the shortage list and the warnings describe the present.
 */

const rows = async <Row>(db: DbOrTx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The first instant of month `YYYY-MM` (plus `add` months), Shanghai time. */
export function monthStart(month: string, add = 0): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + add, 1) - 8 * 3600_000);
}

export const monthOrNow = (reportTime: string | undefined) => reportTime ?? reportMonthOf(new Date());

const ONLINE = JobState.online;
/** Applications that fill a place: hired and waiting to join, or joined. */
const FILLED = [ApplyState.hired, ApplyState.joined];

export async function cmpyOverview(db: DbOrTx, reportTime: string | undefined): Promise<CmpyOverview> {
  const month = monthOrNow(reportTime);
  const [from, to] = [monthStart(month), monthStart(month, 1)];
  const [[totals], recruiting] = await Promise.all([
    rows<{ total: number; certified: number; added: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where status = 1)::int as certified,
            count(*) filter (where created_at >= ${from} and created_at < ${to})::int as added
          from cmpy where deleted = false`,
    ),
    rows<{
      cmpyCode: string;
      cmpyName: string | null;
      countyName: string | null;
      jobNum: number;
      needNum: number;
    }>(
      db,
      sql`select j.cmpy_code as "cmpyCode", c.cmpy_name as "cmpyName", c.county_name as "countyName",
            count(*)::int as "jobNum", coalesce(sum(j.application_number), 0)::int as "needNum"
          from job_info j left join cmpy c on c.cmpy_code = j.cmpy_code
          where j.approve_type = ${ONLINE}
          group by j.cmpy_code, c.cmpy_name, c.county_name
          order by "needNum" desc, "jobNum" desc, j.cmpy_code`,
    ),
  ]);
  return {
    reportTime: month,
    cmpyTotal: totals?.total ?? 0,
    certifiedNum: totals?.certified ?? 0,
    newCmpyNum: totals?.added ?? 0,
    recruitingCmpyNum: recruiting.length,
    onlineJobNum: recruiting.reduce((sum, r) => sum + r.jobNum, 0),
    needNum: recruiting.reduce((sum, r) => sum + r.needNum, 0),
    list: recruiting
      .slice(0, BIGSCREEN.cmpyListSize)
      .map((r) => ({ ...r, cmpyName: r.cmpyName ?? r.cmpyCode })),
  };
}

/** Counts per (year, month) of `table`'s rows in [from, to), read from its time index. */
async function perMonth(db: DbOrTx, from: Date, to: Date, source: 'apply' | 'hire') {
  const query =
    source === 'apply'
      ? sql`select created_at as t, 1 as n from job_apply_info where created_at >= ${from} and created_at < ${to}`
      : sql`select created_at as t, 1 as n from apply_operation_record
            where operate_type = ${ApplyState.hired} and created_at >= ${from} and created_at < ${to}`;
  return rows<{ y: number; m: number; n: number }>(
    db,
    sql`select extract(year from t at time zone 'Asia/Shanghai')::int as y,
          extract(month from t at time zone 'Asia/Shanghai')::int as m, count(*)::int as n
        from (${query}) x group by 1, 2`,
  );
}

export async function recruitAnalysis(db: DbOrTx, reportTime: string | undefined): Promise<RecruitAnalysis> {
  const month = monthOrNow(reportTime);
  const year = Number(month.slice(0, 4));
  const lastMonth = Number(month.slice(5, 7));
  const from = monthStart(`${year - 1}-01`);
  const to = monthStart(month, 1);
  const [applies, hires] = await Promise.all([
    perMonth(db, from, to, 'apply'),
    perMonth(db, from, to, 'hire'),
  ]);
  const series = (counts: { y: number; m: number; n: number }[], y: number, upTo: number) =>
    Array.from({ length: 12 }, (_, i) =>
      i + 1 > upTo ? null : (counts.find((c) => c.y === y && c.m === i + 1)?.n ?? 0),
    );
  return {
    reportTime: month,
    year,
    lastYear: year - 1,
    currentYearList: series(applies, year, lastMonth),
    lastYearList: series(applies, year - 1, 12) as number[],
    currentYearHireList: series(hires, year, lastMonth),
    lastYearHireList: series(hires, year - 1, 12) as number[],
  };
}

/** Online jobs per job category: headcount wanted, applications, places filled and the gap. */
export async function shortageList(db: DbOrTx): Promise<WorkerAnalysis['list']> {
  const found = await rows<{
    jobCategory: string;
    jobCategoryName: string | null;
    jobNum: number;
    needNum: number;
    applyNum: number;
    hireNum: number;
  }>(
    db,
    sql`with online as (
          select job_code, job_category, coalesce(application_number, 0) as need
          from job_info where approve_type = ${ONLINE} and job_category is not null
        ), applied as (
          select a.job_code, count(*)::int as apply_num,
            count(*) filter (where a.state in (${sql.join(FILLED, sql`, `)}))::int as hire_num
          from job_apply_info a join online o on o.job_code = a.job_code group by a.job_code
        )
        select o.job_category as "jobCategory", c.categorie_name as "jobCategoryName",
          count(*)::int as "jobNum", sum(o.need)::int as "needNum",
          coalesce(sum(p.apply_num), 0)::int as "applyNum", coalesce(sum(p.hire_num), 0)::int as "hireNum"
        from online o left join applied p on p.job_code = o.job_code
          left join job_category c on c.categorie_code = o.job_category
        group by o.job_category, c.categorie_name`,
  );
  return found
    .map((r) => ({
      ...r,
      jobCategoryName: r.jobCategoryName ?? r.jobCategory,
      gapNum: Math.max(r.needNum - r.hireNum, 0),
    }))
    .filter((r) => r.gapNum > 0)
    .sort(
      (a, b) => b.gapNum - a.gapNum || b.needNum - a.needNum || a.jobCategory.localeCompare(b.jobCategory),
    );
}

export async function workerAnalysis(db: DbOrTx, reportTime: string | undefined): Promise<WorkerAnalysis> {
  return { reportTime: monthOrNow(reportTime), list: await shortageList(db) };
}

export async function userCount(db: DbOrTx, reportTime: string | undefined): Promise<UserCount> {
  const month = monthOrNow(reportTime);
  const [from, to] = [monthStart(month), monthStart(month, 1)];
  const thresholds = await warningThresholds(db);
  const onlineBefore = new Date(Date.now() - thresholds.recruitDays * 86_400_000);
  const [[users], [recruit], [resign], shortage] = await Promise.all([
    rows<{ total: number; added: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where created_at >= ${from})::int as added
          from resume where created_at < ${to}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from job_info j
          where j.approve_type = ${ONLINE} and j.online_time <= ${onlineBefore}
            and coalesce((select sum(t.num) from apply_job_tab_count t where t.job_code = j.job_code), 0)
              < ${thresholds.recruitMinApply}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            select a.cmpy_code from apply_operation_record r join job_apply_info a on a.apply_code = r.apply_code
            where r.operate_type = ${ApplyState.resigned} and r.created_at >= ${from} and r.created_at < ${to}
            group by a.cmpy_code having count(distinct r.apply_code) >= ${thresholds.resignNum}) x`,
    ),
    shortageList(db),
  ]);
  return {
    reportTime: month,
    userNum: users?.total ?? 0,
    newUserNum: users?.added ?? 0,
    recruitConNum: recruit?.n ?? 0,
    userConNum: resign?.n ?? 0,
    vacancyConNum: shortage.filter((r) => r.gapNum >= thresholds.vacancyGap).length,
    thresholds,
  };
}

const NOT_GIVEN = '未填写';

/** Job seekers by county (resume region), registered up to the end of the month. */
export async function areaDistribution(db: DbOrTx, reportTime: string | undefined) {
  const to = monthStart(monthOrNow(reportTime), 1);
  const found = await rows<{ areaCode: string | null; areaName: string | null; userNum: number }>(
    db,
    sql`select r.usr_country as "areaCode", g.name as "areaName", count(*)::int as "userNum"
        from resume r left join region g on g.code = r.usr_country
        where r.created_at < ${to}
        group by r.usr_country, g.name
        order by "userNum" desc, r.usr_country nulls last`,
  );
  return found.map((r) => ({ ...r, areaName: r.areaName ?? r.areaCode ?? NOT_GIVEN }));
}

/** Job seekers by resume education (every level, then those who gave none), up to the end of the month. */
export async function educationDistribution(db: DbOrTx, reportTime: string | undefined) {
  const to = monthStart(monthOrNow(reportTime), 1);
  const found = await rows<{ education: number | null; userNum: number }>(
    db,
    sql`select academic_requirement::int as education, count(*)::int as "userNum"
        from resume where created_at < ${to} group by 1`,
  );
  const levels = Object.entries(educationNames).map(([code, name]) => ({
    education: Number(code) as number | null,
    educationName: name,
    userNum: found.find((r) => r.education === Number(code))?.userNum ?? 0,
  }));
  const unknown = found
    .filter((r) => r.education === null || !educationNames[r.education])
    .reduce((sum, r) => sum + r.userNum, 0);
  if (unknown) levels.push({ education: null, educationName: NOT_GIVEN, userNum: unknown });
  return levels;
}
