import type { StatisResult } from '@hr/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { Actor } from '../../platform/permissions.ts';
import { beijingToday } from '../train/course/classes.ts';
import {
  chart,
  counts,
  daysOf,
  type Frame,
  figure,
  frameOf,
  named,
  ofCompany,
  result,
  spread,
  whereAll,
} from './frame.ts';
import { HIRE, JOB_ONLINE } from './recruit-sql.ts';
import { APPLIED, recruitSeries } from './report/read.ts';

/** Monday of the Beijing week of `day` (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

const LINKS = {
  jobs: '/recruit/job/list',
  resumes: '/recruit/recruitmentMgt/resume',
  stations: '/recruit/station/list',
  activities: '/recruit/activity/manage',
};
const TOP = 10;

/**
 * Today's gig market (零工监测) for the landing page, SQL over the live rows like the statistics (company
 * staff: their company's jobs, applications, hires, stations and activities): online jobs and headcount,
 * applications and hires today, this week (from Monday) and this month, running stations, activities in
 * progress, the busiest industries and counties this month and the month's daily trend.
 */
export async function monitorFigures(db: DbOrTx, actor: Actor, now = new Date()): Promise<StatisResult> {
  const today = beijingToday(now);
  const frame = (beginDate: string): Frame => frameOf(actor, { beginDate, endDate: today }, now);
  const day = frame(today);
  const week = frame(mondayOf(today));
  const month = frame(`${today.slice(0, 8)}01`);
  const jobs = await counts<'jobs' | 'headcount'>(
    db,
    sql`select count(*) as jobs, coalesce(sum(j.application_number), 0) as headcount from job_info j
      ${whereAll(sql`j.approve_type = ${JOB_ONLINE}`, ofCompany(day, 'j'))}`,
  );
  const stations = await counts<'n'>(
    db,
    sql`select count(*) as n from station s ${whereAll(sql`s.approve_state = 1`, ofCompany(day, 's'))}`,
  );
  const activities = await counts<'n'>(
    db,
    sql`select count(*) as n from activity v ${whereAll(
      sql`v.deleted = false and v.status = 3`,
      day.cmpyCode === null
        ? undefined
        : sql`exists (select 1 from activity_cmpy ac where ac.activity_code = v.activity_code and ac.cmpy_code = ${day.cmpyCode})`,
    )}`,
  );
  // One statement: applications and hires per day from the earlier of Monday and the 1st (today, the week
  // and the month are sums of those days), and the month's busiest industries and counties.
  const span = week.beginDate < month.beginDate ? week : month;
  const counted = await recruitSeries(db, [
    { s: '报名', f: span, kind: APPLIED, by: 'day' },
    { s: '入职', f: span, kind: HIRE, by: 'day' },
    { s: 'industry', f: month, kind: APPLIED, by: 'industry' },
    { s: 'county', f: month, kind: APPLIED, by: 'county' },
  ]);
  const since = (s: '报名' | '入职', f: Frame) =>
    counted[s]!.filter((r) => r.k !== null && r.k >= f.beginDate).reduce((a, r) => a + r.n, 0);
  const applications = (f: Frame) => since('报名', f);
  const hires = (f: Frame) => since('入职', f);
  const busiest = counted.industry!.slice(0, TOP);
  const areas = counted.county!.slice(0, TOP);
  const days = daysOf(month);
  const trend = (['报名', '入职'] as const).flatMap((s) =>
    counted[s]!.map((r) => ({ k: r.k ?? '', s, n: r.n })),
  );
  return result(
    month,
    [
      figure('onlineJobs', '在线职位', jobs.jobs, '个', LINKS.jobs),
      figure('headcount', '招聘人数', jobs.headcount, '人', LINKS.jobs),
      figure('applyToday', '今日报名', applications(day), '人次', LINKS.resumes),
      figure('applyWeek', '本周报名', applications(week), '人次', LINKS.resumes),
      figure('applyMonth', '本月报名', applications(month), '人次', LINKS.resumes),
      figure('hireToday', '今日入职', hires(day), '人', LINKS.resumes),
      figure('hireWeek', '本周入职', hires(week), '人', LINKS.resumes),
      figure('hireMonth', '本月入职', hires(month), '人', LINKS.resumes),
      figure('stations', '运营中驿站', stations.n, '个', LINKS.stations),
      figure('activities', '进行中活动', activities.n, '个', LINKS.activities),
    ],
    [
      chart('trend', '本月每日报名与入职', 'line', days, spread(days, ['报名', '入职'], trend)),
      named('industry', '本月报名最多的工种大类', 'bar', '报名', busiest),
      named('area', '本月报名最多的区县', 'bar', '报名', areas),
    ],
  );
}
