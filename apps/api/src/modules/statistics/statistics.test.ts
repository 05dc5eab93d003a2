import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { beijingToday } from '../train/course/classes.ts';
import { perJob, perState } from './cmpy-statis.ts';
import { type Frame, rows } from './frame.ts';
import { addDays, refreshRecruitReport } from './report/fill.ts';
import { type PeopleBy, peopleCounts, recruitCounts } from './report/read.ts';
import { RANGE, REGION, seedStatisRows, statisKit } from './statistics-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01', 'huaxin01'] });
const k = statisKit(t);
const filter = (more: Record<string, string> = {}) => ({ ...RANGE, regionCode: REGION, ...more });
const cmpy = (name: string, more: Record<string, string> = {}, user = 'yunying01') =>
  k.post(user, `/statistics/statistics-cmpy/${name}`, filter(more));
const zf = (path: string, more: Record<string, string> = {}, user = 'yunying01') =>
  k.get(user, path, filter(more));
let hengda = '';
/** hengda01 once the company role also holds 统计分析 and 零工监测 (granted in beforeAll). */
let hengdaToken = '';

beforeAll(async () => {
  const db = t.database.db;
  const { rows } = (await db.execute(
    sql`select cmpy_code from sys_user where username = 'hengda01'`,
  )) as unknown as { rows: { cmpy_code: string }[] };
  hengda = rows[0]!.cmpy_code;
  await seedStatisRows(t, hengda);
  await db.execute(sql`insert into sys_role_resource (role_id, resource_id)
    select r.id, s.id from sys_role r, sys_resource s
    where r.role_key = 'company_staff' and s.resource_code in ('area:oddjobMarket', 'oddjob:statistics',
      'btn:statistics:view', 'oddjob:monitor') on conflict do nothing`);
  hengdaToken = await t.login('hengda01');
});

const asHengda = async (method: 'GET' | 'POST', path: string, input: Record<string, string>) => {
  const res = await t.call(method, path, {
    token: hengdaToken,
    ...(method === 'GET' ? { query: input } : { body: input }),
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Parameters<typeof k.figs>[0];
};

/**
 * Every figure is checked twice: counted live from the rows (the report empty), then with the daily report
 * job run (past days summed from stat_recruit_day, today live): the same known rows give the same figures.
 */
describe.each(['live', 'with the daily report'] as const)('figures counted %s', (mode) => {
  const m = mode === 'live' ? '' : 'R';
  beforeAll(async () => {
    if (mode !== 'live') expect((await refreshRecruitReport(t.database.db)).ran).toBe(true);
  });

  describe('statistics, company view (/statistics/statistics-cmpy/*)', () => {
    it('queryStatisticsApplyDay: applications, offers and hires per day, by date, region and company', async () => {
      const r = await cmpy('queryStatisticsApplyDay');
      expect(k.figs(r)).toEqual({ applications: 4, offers: 2, hires: 2 });
      expect(k.chart(r, 'applyDay')).toEqual({
        报名: { '2021-01-05': 2, '2021-01-08': 1, '2021-01-21': 1 },
        录用: { '2021-01-06': 1, '2021-01-09': 1 },
        入职: { '2021-01-07': 1, '2021-01-22': 1 },
      });
      expect(r.charts[0]!.x.length).toBe(31);
      expect(k.figs(await cmpy('queryStatisticsApplyDay', { beginDate: '2021-01-06' }))).toEqual({
        applications: 2,
        offers: 2,
        hires: 2,
      });
      expect(k.figs(await cmpy('queryStatisticsApplyDay', { regionCode: '460106' }))).toEqual({
        applications: 2,
        offers: 1,
        hires: 1,
      });
      expect(k.figs(await cmpy('queryStatisticsApplyDay', { cmpyCode: hengda }))).toEqual({
        applications: 2,
        offers: 1,
        hires: 1,
      });
      // Company staff see their own company whatever cmpyCode they send.
      const own = await asHengda(
        'POST',
        '/statistics/statistics-cmpy/queryStatisticsApplyDay',
        filter({ cmpyCode: 'CT_STAT_B' }),
      );
      expect(k.figs(own)).toEqual({ applications: 2, offers: 1, hires: 1 });
    });

    it('queryCmpyStatistics, queryCmpyDayStatistics: companies, online jobs, headcount', async () => {
      const r = await cmpy('queryCmpyStatistics');
      expect(k.figs(r)).toEqual({ companies: 2, onlineJobs: 2, headcount: 8, applications: 4, hires: 2 });
      expect(k.chart(r, 'cmpyStatus')).toEqual({ 企业数: { 已认证: 1, 审核中: 1 } });
      const own = await asHengda('POST', '/statistics/statistics-cmpy/queryCmpyStatistics', filter());
      expect(k.figs(own)).toEqual({ companies: 0, onlineJobs: 1, headcount: 5, applications: 2, hires: 1 });
      const day = await cmpy('queryCmpyDayStatistics');
      expect(k.figs(day)).toEqual({ registered: 2, certified: 1 });
      expect(k.chart(day, 'cmpyDay')).toEqual({
        新注册: { '2021-01-05': 1, '2021-01-10': 1 },
        通过认证: { '2021-01-06': 1 },
      });
    });

    it('queryStatisticsJobApplyDay, queryStatisticsRecruit, queryStatisticsCourse', async () => {
      const jobs = await cmpy('queryStatisticsJobApplyDay');
      expect(jobs.figures.map((f) => [f.key, f.value])).toEqual([
        ['job1', 2],
        ['job2', 1],
        ['job3', 1],
      ]);
      expect(k.chart(jobs, 'jobApplyDay')['统计测试职位JT1（JT1）']).toEqual({ '2021-01-05': 2 });
      const recruit = await cmpy('queryStatisticsRecruit');
      expect(k.figs(recruit)).toEqual({ applications: 4, hires: 2 });
      expect(k.chart(recruit, 'applyState')).toEqual({ 报名: { 新简历: 1, 待入职: 1, 已入职: 2 } });
      expect(k.chart(recruit, 'hireIndustry')).toEqual({ 入职: { 生产制造: 2 } });
      const course = await cmpy('queryStatisticsCourse');
      expect(k.figs(course)).toEqual({ courses: 1, classes: 2, students: 3, signed: 5, signInRate: 71.4 });
    });
  });

  describe('statistics, government view (/cmpy/statis/zf/*, /userinfo/statis/zf/*)', () => {
    const Z = '/cmpy/statis/zf';
    it('queryCmpyCount', async () => {
      const r = await zf(`${Z}/queryCmpyCount`);
      expect(k.figs(r)).toEqual({ total: 2, certified: 1, reviewing: 1, rejected: 0, added: 2 });
      expect(k.chart(r, 'addedMonth')).toEqual({ 新增企业: { '2021-01': 2 } });
      expect(k.chart(r, 'byCounty')).toEqual({ 企业数: { 秀英区: 1, 龙华区: 1 } });
      expect(k.figs(await zf(`${Z}/queryCmpyCount`, { beginDate: '2021-01-08' }))).toMatchObject({
        added: 1,
      });
    });

    it('industries and specialties: companies with jobs published in the range, deleted jobs never', async () => {
      const ind = await zf(`${Z}/queryIndustryCmpyCount`);
      expect(k.figs(ind)).toEqual({ companies: 2, industries: 2 });
      expect(k.chart(ind, 'industry')).toEqual({ 企业数: { 生产制造: 2, 餐饮服务: 1 } });
      expect(k.chart(await zf(`${Z}/queryIndustryCmpyCount`, { endDate: '2021-01-10' }), 'industry')).toEqual(
        {
          企业数: { 生产制造: 1, 餐饮服务: 1 },
        },
      );
      const sp = await zf(`${Z}/querySpecialtyIndustryCmpyCount`);
      expect(k.figs(sp)).toEqual({ specialties: 3 });
      expect(k.chart(sp, 'specialty')).toEqual({ 企业数: { 焊工: 1, 电工: 1, 厨师: 1 } });
    });

    it('queryCmpyStaffIndustryCount and queryProvideNeedCount', async () => {
      const staff = await zf(`${Z}/queryCmpyStaffIndustryCount`);
      expect(k.figs(staff)).toEqual({ hires: 2 });
      expect(k.chart(staff, 'industry')).toEqual({ 入职: { 生产制造: 2 } });
      expect(k.chart(staff, 'age')).toEqual({ 人数: { '18-25岁': 1, '36-45岁': 1 } });
      expect(k.chart(staff, 'county')).toEqual({ 入职: { 秀英区: 1, 龙华区: 1 } });
      const pn = await zf(`${Z}/queryProvideNeedCount`);
      expect(k.figs(pn)).toEqual({ need: 10, provide: 4 });
      expect(k.chart(pn, 'provideNeed')).toEqual({
        招聘人数: { 生产制造: 7, 餐饮服务: 3 },
        报名人次: { 生产制造: 3, 餐饮服务: 1 },
      });
    });

    it('queryStudentAndTalents and queryZfStaffIndustryCount: people, not applications', async () => {
      const st = await zf(`${Z}/queryStudentAndTalents`);
      expect(k.figs(st)).toEqual({ placed: 4, applicants: 3, talents: 1 });
      expect(k.chart(st, 'education')).toEqual({ 人数: { 普通高中: 1, 本科: 1 } });
      const people = await zf('/userinfo/statis/zf/queryZfStaffIndustryCount');
      expect(k.figs(people)).toEqual({ people: 3 });
      expect(k.chart(people, 'industry')).toEqual({ 人数: { 生产制造: 3, 餐饮服务: 1 } });
      expect(k.chart(people, 'age')).toEqual({ 人数: { '18-25岁': 1, '26-35岁': 1, '36-45岁': 1 } });
      expect(k.chart(people, 'gender')).toEqual({ 人数: { 男: 2, 女: 1 } });
      const own = await asHengda('GET', '/userinfo/statis/zf/queryZfStaffIndustryCount', filter());
      expect(k.figs(own)).toEqual({ people: 2 });
      // Without a region (every seeded row is in it): with the report filled, read from stat_people_day.
      const all = await k.get('yunying01', '/userinfo/statis/zf/queryZfStaffIndustryCount', RANGE);
      expect(k.figs(all)).toEqual({ people: 3 });
      expect(k.chart(all, 'industry')).toEqual({ 人数: { 生产制造: 3, 餐饮服务: 1 } });
      expect(k.chart(all, 'age')).toEqual({ 人数: { '18-25岁': 1, '26-35岁': 1, '36-45岁': 1 } });
      expect(k.chart(all, 'gender')).toEqual({ 人数: { 男: 2, 女: 1 } });
      const later = await k.get('yunying01', '/userinfo/statis/zf/queryZfStaffIndustryCount', {
        beginDate: '2021-01-06',
        endDate: '2021-01-31',
      });
      expect(k.figs(later)).toEqual({ people: 2 });
      expect(k.chart(later, 'industry')).toEqual({ 人数: { 生产制造: 1, 餐饮服务: 1 } });
      expect(k.figs(await k.get('yunying01', `${Z}/queryStudentAndTalents`, RANGE))).toMatchObject({
        applicants: 3,
      });
    });

    it('refuses callers without 统计查看 and bad filters; exports any chart', async () => {
      const denied = await t.call('GET', `${Z}/queryCmpyCount`, { token: t.token('huaxin01'), query: {} });
      expect(denied.body.code).toBe(403);
      const bad = await t.call('GET', `${Z}/queryCmpyCount`, {
        token: t.token('yunying01'),
        query: { regionCode: '461' },
      });
      expect(bad.body).toMatchObject({ code: 400, msg: '地区代码应为2、4或6位数字' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/statistics/export',
        headers: { authorization: t.token('yunying01') },
        payload: { call: 'queryProvideNeedCount', chart: 'provideNeed', ...filter() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const missing = await t.call('POST', '/statistics/export', {
        token: t.token('yunying01'),
        body: { call: 'queryProvideNeedCount', chart: 'nope' },
      });
      expect(missing.body).toMatchObject({ code: 400, msg: '图表不存在' });
    });
  });

  describe('gig-employment monitor (/oddjobMarket/monitor/figures)', () => {
    const monitor = async (token: string) => {
      const res = await t.call('GET', '/oddjobMarket/monitor/figures', { token });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      return res.body.data as Parameters<typeof k.figs>[0];
    };
    it('counts today, this week and this month from the rows, each figure with its list', async () => {
      const before = await monitor(t.token('yunying01'));
      const ownBefore = await monitor(hengdaToken);
      const db = t.database.db;
      await db.execute(sql`insert into job_info (job_code, job_name, cmpy_code, approve_type, application_number,
      online_time, county_code, county_name) values (${`JTM1${m}`}, '监测测试职位', ${hengda}, 3, 4, now(), '410184', '新郑市'),
      (${`JTM2${m}`}, '监测测试职位二', 'CT_STAT_B', 3, 6, now(), '410184', '新郑市')`);
      await db.execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel, state)
      values (${`ATM1${m}`}, ${`JTM1${m}`}, ${hengda}, ${`UTM1${m}`}, '监测甲', '13911110001', 10),
      (${`ATM2${m}`}, ${`JTM2${m}`}, 'CT_STAT_B', ${`UTM2${m}`}, '监测乙', '13911110002', 0)`);
      await db.execute(
        sql`insert into apply_operation_record (apply_code, operate_type) values (${`ATM1${m}`}, 10)`,
      );
      const after = await monitor(t.token('yunying01'));
      const delta = (a: typeof after, b: typeof before) => {
        const fb = k.figs(b);
        return Object.fromEntries(Object.entries(k.figs(a)).map(([key, v]) => [key, v - fb[key]!]));
      };
      expect(delta(after, before)).toEqual({
        onlineJobs: 2,
        headcount: 10,
        applyToday: 2,
        applyWeek: 2,
        applyMonth: 2,
        hireToday: 1,
        hireWeek: 1,
        hireMonth: 1,
        stations: 0,
        activities: 0,
      });
      expect(after.figures.find((f) => f.key === 'onlineJobs')!.link).toBe('/recruit/job/list');
      expect(k.chart(after, 'industry')).toBeDefined();
      expect(delta(await monitor(hengdaToken), ownBefore)).toMatchObject({
        onlineJobs: 1,
        headcount: 4,
        applyToday: 1,
        hireToday: 1,
      });
      const { rows } = (await db.execute(
        sql`select count(*)::int as n from station where approve_state = 1`,
      )) as unknown as { rows: { n: number }[] };
      expect(k.figs(after).stations).toBe(rows[0]!.n);
    });
  });
});

describe('the daily recruitment report (stat_recruit_day)', () => {
  const db = () => t.database.db;
  const state = async () =>
    (
      (await db().execute(
        sql`select filled_through::text as d from stat_report_state where report = 'recruit_day'`,
      )) as unknown as { rows: { d: string | null }[] }
    ).rows[0]?.d ?? null;
  const snapshot = async () =>
    (
      (await db().execute(
        sql`select day::text, kind, cmpy_code, region_code, dim, k, label, n from stat_recruit_day
          order by 1, 2, 3, 4, 5, 6, 7`,
      )) as unknown as { rows: unknown[] }
    ).rows;
  const frame = (
    beginDate: string,
    endDate: string,
    regionCode: string | null,
    cmpyCode: string | null = null,
  ): Frame => ({
    beginDate,
    endDate,
    from: new Date(`${beginDate}T00:00:00+08:00`),
    to: new Date(Date.parse(`${endDate}T00:00:00+08:00`) + 86_400_000),
    regionCode,
    cmpyCode,
  });
  const today = beijingToday();
  /** Platform-wide, per region, per company (with and without a region) and up to today. */
  const frames = () => [
    ...[null, '46', '4601', '460105', '460106'].map((r) => frame('2020-12-01', '2021-02-28', r)),
    frame('2020-01-01', today, null),
    ...[hengda, 'CT_STAT_B'].flatMap((c) => [
      frame('2020-12-01', '2021-02-28', null, c),
      frame('2021-01-06', '2021-01-21', null, c),
      frame('2020-12-01', '2021-02-28', '460106', c),
      frame('2020-01-01', today, null, c),
    ]),
  ];
  /** Every kind and grouping over every frame: the report's answer is the live count. */
  const expectReportEqualsLive = async () => {
    for (const f of frames())
      for (const kind of [1, 4, 10] as const)
        for (const by of ['total', 'day', 'industry', 'county', 'age'] as const)
          expect(
            await recruitCounts(db(), f, kind, by),
            `${f.regionCode} ${f.cmpyCode} ${f.endDate} ${kind} ${by}`,
          ).toEqual(await recruitCounts(db(), f, kind, by, 'live'));
  };

  const people = async () =>
    (
      (await db().execute(
        sql`select dim, k, upto::text, day::text, n from stat_people_day order by 1, 2, 3, 4`,
      )) as unknown as { rows: unknown[] }
    ).rows;
  const PEOPLE_BY: PeopleBy[] = ['industry', 'age', 'gender'];
  const peopleFrames = () => [
    ...[
      '2020-12-01:2021-02-28',
      '2021-01-01:2021-01-07',
      '2021-01-06:2021-01-21',
      '2020-12-31:2021-01-05',
    ].map((r) => frame(r.slice(0, 10), r.slice(11), null)),
    frame('2020-12-01', '2021-02-28', '46'),
    ...[365, 5, 2, 1, 0].map((n) => frame(addDays(today, -n), today, null)),
    frame(addDays(today, -5), addDays(today, -1), null),
  ];
  /** People per industry, age band and gender over every frame: the report's answer is the live count. */
  const expectPeopleEqualLive = async () => {
    for (const f of peopleFrames())
      expect(await peopleCounts(db(), f, PEOPLE_BY), `${f.beginDate} ${f.endDate} ${f.regionCode}`).toEqual(
        await peopleCounts(db(), f, PEOPLE_BY, 'live'),
      );
  };

  it('is idempotent: a second run does nothing, a rebuild from scratch gives the same rows', async () => {
    await refreshRecruitReport(db());
    const filled = await snapshot();
    const filledPeople = await people();
    expect(filled.length).toBeGreaterThan(0);
    expect(filledPeople.length).toBeGreaterThan(0);
    expect(await refreshRecruitReport(db())).toMatchObject({ ran: true, rows: 0 });
    expect(await snapshot()).toEqual(filled);
    await db().execute(sql`update stat_report_state set filled_through = null`);
    expect((await refreshRecruitReport(db())).rows).toBe(filled.length);
    expect(await snapshot()).toEqual(filled);
    expect(await people()).toEqual(filledPeople);
    // Refilled from a past day, the people rows are those of a fill from scratch.
    await db().execute(sql`update stat_report_state set filled_through = '2021-01-06'`);
    await refreshRecruitReport(db());
    expect(await people()).toEqual(filledPeople);
    expect(await state()).toBe(addDays(today, -1));
  });

  it('equals the live count after rows are added, moved and removed in the past', async () => {
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
    await db().execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
      usr_age, state, created_at) values ('ATR1', 'JT3', 'CT_STAT_B', 'UTR1', '报表甲', '13922220001', 33, 4,
      '2021-01-12 10:00+08')`);
    await db().execute(sql`insert into apply_operation_record (apply_code, operate_type, created_at)
      values ('ATR1', 4, '2021-01-13 10:00+08')`);
    expect(await state()).toBe('2021-01-11');
    await expectReportEqualsLive();
    const r = await cmpy('queryStatisticsApplyDay');
    expect(k.figs(r)).toEqual({ applications: 5, offers: 3, hires: 2 });
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
    expect(k.figs(await cmpy('queryStatisticsApplyDay'))).toEqual({ applications: 5, offers: 3, hires: 2 });
    // A job moved to another county: its applications' days reopen.
    await db().execute(
      sql`update job_info set county_code = '460105', county_name = '秀英区' where job_code = 'JT2'`,
    );
    expect(await state()).toBe('2020-12-30');
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
    await db().execute(sql`delete from apply_operation_record where apply_code = 'ATR1'`);
    await db().execute(sql`delete from job_apply_info where apply_code = 'ATR1'`);
    expect(await state()).toBe('2021-01-11');
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
    // An interview expiring (operation 6, dated in the past) does not reopen the report.
    await db().execute(sql`insert into apply_operation_record (apply_code, operate_type, created_at)
      values ('AT2', 6, '2021-01-15 10:00+08')`);
    expect(await state()).toBe(addDays(today, -1));
  });

  it("counts people exactly from stat_people_day: across the split day, after past-dated and today's rows", async () => {
    await refreshRecruitReport(db());
    await expectPeopleEqualLive();
    const lastWeek = frame(addDays(today, -5), today, null);
    const before = await peopleCounts(db(), lastWeek, PEOPLE_BY);
    type Rows = { k: string | null; n: number }[];
    const added = (now: Rows, then: Rows) =>
      Object.fromEntries(
        now
          .map((r) => [r.k, r.n - (then.find((x) => x.k === r.k)?.n ?? 0)] as const)
          .filter(([, n]) => n !== 0),
      );
    // Two days ago (a past-dated write: the report reopens from there), then refilled; then today's rows:
    // UTP1 again, older (their latest application decides the age band), and a new person.
    const at = (n: number, time: string) => `${addDays(today, -n)} ${time}+08`;
    await db().execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
      usr_age, usr_gender, state, created_at) values
      ('ATP1', 'JT1', ${hengda}, 'UTP1', '人数甲', '13922230001', 25, 1, 0, ${at(2, '09:00')}),
      ('ATP2', 'JT2', 'CT_STAT_B', 'UTP1', '人数甲', '13922230001', 25, 1, 0, ${at(2, '10:00')}),
      ('ATP3', 'JT2', 'CT_STAT_B', 'UTP2', '人数乙', '13922230002', 40, 2, 0, ${at(1, '09:00')})`);
    expect(await state()).toBe(addDays(today, -3));
    await expectPeopleEqualLive();
    await refreshRecruitReport(db());
    await expectPeopleEqualLive();
    await db().execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
      usr_age, usr_gender, state, created_at) values
      ('ATP4', 'JT3', 'CT_STAT_B', 'UTP1', '人数甲', '13922230001', 26, 1, 0, now() - interval '1 second'),
      ('ATP5', 'JT1', ${hengda}, 'UTP3', '人数丙', '13922230003', 60, null, 0, now() - interval '1 second'),
      ('ATP6', 'JT1', ${hengda}, 'UTP2', '人数乙', '13922230002', 40, 2, 0, now() - interval '1 second')`);
    expect(await state()).toBe(addDays(today, -1));
    await expectPeopleEqualLive();
    // The three new people, on top of the seed's, each once by their latest application; per industry, today's
    // rows count a person again only in an industry they had not applied to before today (UTP1 had 生产制造,
    // UTP2 had only 餐饮服务).
    const week = await peopleCounts(db(), lastWeek, PEOPLE_BY);
    expect(added(week.industry, before.industry)).toEqual({ 生产制造: 3, 餐饮服务: 2 });
    expect(added(week.age, before.age)).toEqual({ 2: 1, 3: 1, 5: 1 });
    expect(added(week.gender, before.gender)).toEqual({ '': 1, 1: 1, 2: 1 });
    await db().execute(sql`delete from job_apply_info where apply_code like 'ATP%'`);
    await refreshRecruitReport(db());
    await expectPeopleEqualLive();
  });

  it("serves a company's figures from its report rows, today live, a region with the company live", async () => {
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
    // The company's whole days are read from its own rows: a changed row changes the answer.
    const f = frame('2020-12-01', '2021-02-28', null, 'CT_STAT_B');
    const before = await recruitCounts(db(), f, 1, 'total');
    expect(before).toEqual([{ k: '', n: 3 }]);
    await db().execute(sql`update stat_recruit_day set n = n + 10
      where cmpy_code = 'CT_STAT_B' and kind = 1 and dim = 'total' and day = '2021-01-08'`);
    expect(await recruitCounts(db(), f, 1, 'total')).toEqual([{ k: '', n: 13 }]);
    // With a region the company is counted live (the report has no rows of both): the changed row is not read.
    const inCounty = { ...f, regionCode: '460106' };
    expect(await recruitCounts(db(), inCounty, 1, 'total')).toEqual(
      await recruitCounts(db(), inCounty, 1, 'total', 'live'),
    );
    await db().execute(sql`update stat_recruit_day set n = n - 10
      where cmpy_code = 'CT_STAT_B' and kind = 1 and dim = 'total' and day = '2021-01-08'`);
    const year = frame('2020-01-01', today, null, 'CT_STAT_B');
    const yearTotal = async () => (await recruitCounts(db(), year, 1, 'total'))[0]?.n ?? 0;
    const untilToday = await yearTotal();
    // Today's rows (after filled_through) are counted live on top of the report's days.
    await db().execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
      usr_age, state, created_at) values ('ATC1', 'JT2', 'CT_STAT_B', 'UTC1', '企业甲', '13922240001', 27, 0,
      now() - interval '1 second')`);
    expect(await state()).toBe(addDays(today, -1));
    await expectReportEqualsLive();
    expect(await yearTotal()).toBe(untilToday + 1);
    // An application moved to another company reopens its day.
    await db().execute(sql`update job_apply_info set cmpy_code = ${hengda} where apply_code = 'AT3'`);
    expect(await state()).toBe('2021-01-07');
    await expectReportEqualsLive();
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
    expect(await yearTotal()).toBe(untilToday);
    await db().execute(sql`update job_apply_info set cmpy_code = 'CT_STAT_B' where apply_code = 'AT3'`);
    await db().execute(sql`delete from job_apply_info where apply_code = 'ATC1'`);
    await refreshRecruitReport(db());
    await expectReportEqualsLive();
  });

  it('counts the current stage and the top jobs from the counters less the rows outside the range', async () => {
    const ordered = (q: ReturnType<typeof sql>) => rows(db(), sql`select * from (${q}) x order by 1`);
    const expectCountersEqualRange = async () => {
      for (const c of [null, hengda, 'CT_STAT_B'])
        for (const [b, e] of [
          ['2021-01-01', '2021-01-31'],
          ['2021-01-06', '2021-01-21'],
          ['2020-01-01', today],
          [addDays(today, -1), today],
        ] as const) {
          const f = frame(b, e, null, c);
          expect(await ordered(perState(f, true)), `${c} ${b} states`).toEqual(
            await ordered(perState(f, false)),
          );
          expect(await ordered(perJob(f, true)), `${c} ${b} jobs`).toEqual(await ordered(perJob(f, false)));
        }
    };
    await expectCountersEqualRange();
    const f = frame('2021-01-01', '2021-01-31', null, 'CT_STAT_B');
    expect(await ordered(perState(f, true))).toEqual([
      { k: '10', n: 1 },
      { k: '4', n: 1 },
    ]);
    expect(await ordered(perJob(f, true))).toEqual([
      { job_code: 'JT2', total: 1 },
      { job_code: 'JT3', total: 1 },
    ]);
    // A state change, an application today and one removed: the counters follow in the same transaction.
    await db().execute(sql`update job_apply_info set state = 5 where apply_code = 'AT3'`);
    await db().execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
      usr_age, state, created_at) values ('ATS1', 'JT3', 'CT_STAT_B', 'UTS1', '阶段甲', '13922250001', 31, 0,
      now() - interval '1 second')`);
    await expectCountersEqualRange();
    expect(await ordered(perState(f, true))).toEqual([
      { k: '10', n: 1 },
      { k: '5', n: 1 },
    ]);
    await db().execute(sql`delete from job_apply_info where apply_code = 'ATS1'`);
    await db().execute(sql`update job_apply_info set state = 4 where apply_code = 'AT3'`);
    await expectCountersEqualRange();
  });

  it('reruns a statement whose snapshot sees filled_through moved, and counts live after 3 tries', async () => {
    await db().execute(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
      usr_age, usr_gender, state, created_at) values
      ('ATQ1', 'JT1', ${hengda}, 'UTQ1', '人数丁', '13922230004', 30, 2, 0, ${`${addDays(today, -3)} 09:00+08`})`);
    await refreshRecruitReport(db());
    const f = frame('2020-12-01', today, null);
    const expected = await recruitCounts(db(), f, 1, 'day', 'live');
    const year = frame(addDays(today, -365), today, null);
    const expectedPeople = await peopleCounts(db(), year, PEOPLE_BY, 'live');
    /** The database, with filled_through lowered (as a past-dated write does) before each of the first
     * `moves` statements after the read of the split day. */
    const moving = (moves: number, base = '2021-01-20') => {
      let executed = 0;
      const target = db();
      const proxy = new Proxy(target, {
        get(obj, key, receiver) {
          if (key !== 'execute') return Reflect.get(obj, key, receiver);
          return async (query: Parameters<typeof target.execute>[0]) => {
            executed += 1;
            if (executed >= 2 && executed - 1 <= moves)
              await target.execute(
                sql`update stat_report_state set filled_through = ${addDays(base, -executed)}`,
              );
            return target.execute(query);
          };
        },
      });
      return { db: proxy, executed: () => executed };
    };
    const once = moving(1);
    expect(await recruitCounts(once.db, f, 1, 'day')).toEqual(expected);
    expect(once.executed()).toBe(3);
    expect(await state()).toBe('2021-01-18');
    await refreshRecruitReport(db());
    const always = moving(3);
    expect(await recruitCounts(always.db, f, 1, 'day')).toEqual(expected);
    expect(always.executed()).toBe(5);
    await refreshRecruitReport(db());
    const people = moving(1, addDays(today, -1));
    expect(await peopleCounts(people.db, year, PEOPLE_BY)).toEqual(expectedPeople);
    expect(people.executed()).toBe(3);
    expect(expectedPeople.age.find((r) => r.k === '2')?.n).toBeGreaterThan(0);
    await db().execute(sql`delete from job_apply_info where apply_code = 'ATQ1'`);
    await refreshRecruitReport(db());
  });
});
