import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { applyOperationRecord, jobApplyInfo, resume } from '../../recruit/apply/tables.ts';
import { jobInfo } from '../../recruit/job/tables.ts';
import { jobCategory } from '../../recruit/job-category/tables.ts';

/**
 * Every live figure of the big screen against rows seeded here: the demo's companies, jobs, applications
 * and resumes are removed first, so each figure is exactly what these rows make it. Times are UTC; the
 * figures count Shanghai months (UTC+8), and rows sit on both sides of month edges.
 */
const OP = 'yunying01';
const t = useTestApp({ loginAs: [OP, 'hengda01'] });
const B = '/hrbd-bigscreen';
const get = async (path: string, query: Record<string, string> = {}, user = OP) =>
  (await t.call('GET', `${B}/${path}`, { token: t.token(user), query })).body;

const at = (iso: string) => new Date(iso);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  const db = t.database.db;
  for (const table of [applyOperationRecord, jobApplyInfo, jobInfo, resume, cmpy]) await db.delete(table);
  await db.insert(jobCategory).values([
    { categorieCode: 'BS_WELD', categorieName: '大屏焊工' },
    { categorieCode: 'BS_FORK', categorieName: '大屏叉车司机' },
  ]);
  await db.insert(cmpy).values([
    {
      cmpyCode: 'BS_C1',
      cmpyName: '大屏甲公司',
      status: 1,
      countyName: '新郑市',
      createdAt: at('2025-06-10T02:00:00Z'),
    },
    { cmpyCode: 'BS_C2', cmpyName: '大屏乙公司', status: 1, createdAt: at('2025-05-20T02:00:00Z') },
    // 2025-06-01 00:30 in Shanghai: June.
    { cmpyCode: 'BS_C3', cmpyName: '大屏丙公司', status: 0, createdAt: at('2025-05-31T16:30:00Z') },
    {
      cmpyCode: 'BS_C4',
      cmpyName: '大屏已删公司',
      status: 1,
      deleted: true,
      createdAt: at('2025-06-02T00:00:00Z'),
    },
  ]);
  const job = (
    jobCode: string,
    cmpyCode: string,
    approveType: number,
    jobCategory: string,
    need: number,
    online: Date,
  ) => ({
    jobCode,
    jobName: `职位${jobCode}`,
    cmpyCode,
    approveType,
    jobCategory,
    applicationNumber: need,
    onlineTime: online,
  });
  await db
    .insert(jobInfo)
    .values([
      job('BS_J1', 'BS_C1', 3, 'BS_WELD', 10, daysAgo(10)),
      job('BS_J2', 'BS_C1', 3, 'BS_FORK', 5, daysAgo(1)),
      job('BS_J3', 'BS_C2', 3, 'BS_WELD', 4, daysAgo(30)),
      job('BS_J4', 'BS_C2', 4, 'BS_WELD', 100, daysAgo(60)),
      job('BS_J5', 'BS_C3', 6, 'BS_FORK', 50, daysAgo(60)),
    ]);
  const apply = (applyCode: string, jobCode: string, cmpyCode: string, state: number, createdAt: Date) => ({
    applyCode,
    jobCode,
    cmpyCode,
    usrCode: `U_${applyCode}`,
    usrName: '测试求职者',
    usrTel: '13900000000',
    state,
    createdAt,
  });
  await db.insert(jobApplyInfo).values([
    apply('BS_A1', 'BS_J1', 'BS_C1', 4, at('2025-01-15T02:00:00Z')),
    apply('BS_A2', 'BS_J1', 'BS_C1', 10, at('2025-01-20T02:00:00Z')),
    // 2025-07-01 00:30 Shanghai: after June.
    apply('BS_A3', 'BS_J1', 'BS_C1', 0, at('2025-06-30T16:30:00Z')),
    apply('BS_A4', 'BS_J1', 'BS_C1', 11, at('2024-03-10T02:00:00Z')),
    // 2024-12-31 23:59:59 Shanghai: December.
    apply('BS_A5', 'BS_J3', 'BS_C2', 0, at('2024-12-31T15:59:59Z')),
    apply('BS_A6', 'BS_J4', 'BS_C2', 4, at('2025-06-01T00:00:00Z')),
  ]);
  await db.insert(applyOperationRecord).values([
    { applyCode: 'BS_A1', operateType: 4, createdAt: at('2025-02-03T02:00:00Z') },
    { applyCode: 'BS_A2', operateType: 4, createdAt: at('2025-06-10T02:00:00Z') },
    { applyCode: 'BS_A6', operateType: 4, createdAt: at('2024-08-08T02:00:00Z') },
    { applyCode: 'BS_A2', operateType: 10, createdAt: at('2025-06-11T02:00:00Z') },
    { applyCode: 'BS_A4', operateType: 11, createdAt: at('2025-06-15T02:00:00Z') },
  ]);
  const person = (code: string, country: string | null, education: number | null, createdAt: Date) => ({
    resumeCode: `R_${code}`,
    usrCode: `U_${code}`,
    usrName: '测试求职者',
    usrTel: `1380000${code}`,
    usrIdCard: '410184199001011234',
    usrCountry: country,
    academicRequirement: education,
    createdAt,
  });
  await db
    .insert(resume)
    .values([
      person('0001', '410184', 9, at('2025-03-01T02:00:00Z')),
      person('0002', '410184', 8, at('2025-06-20T02:00:00Z')),
      person('0003', '410102', 9, at('2025-05-01T02:00:00Z')),
      person('0004', null, null, at('2025-06-05T02:00:00Z')),
      person('0005', '410184', 3, at('2025-06-30T17:00:00Z')),
    ]);
});

const JUNE = { reportTime: '2025-06' };

describe('big screen figures over live tables', () => {
  it('company overview: companies, certified, new in the month, recruiting companies and their jobs', async () => {
    const res = await get('report-cmpy/info', JUNE);
    expect(res).toMatchObject({ code: 200, success: true });
    expect(res.data).toEqual({
      reportTime: '2025-06',
      cmpyTotal: 3,
      certifiedNum: 2,
      newCmpyNum: 2,
      recruitingCmpyNum: 2,
      onlineJobNum: 3,
      needNum: 19,
      list: [
        { cmpyCode: 'BS_C1', cmpyName: '大屏甲公司', countyName: '新郑市', jobNum: 2, needNum: 15 },
        { cmpyCode: 'BS_C2', cmpyName: '大屏乙公司', countyName: null, jobNum: 1, needNum: 4 },
      ],
    });
    // A day is taken as its month.
    expect((await get('report-cmpy/info', { reportTime: '2025-05-31' })).data).toMatchObject({
      reportTime: '2025-05',
      newCmpyNum: 1,
    });
  });

  it('recruitment: applications and hires per Shanghai month, this year up to reportTime and last year', async () => {
    const { data } = await get('report-recruit/analysis', JUNE);
    const none = [null, null, null, null, null, null];
    expect(data).toEqual({
      reportTime: '2025-06',
      year: 2025,
      lastYear: 2024,
      currentYearList: [2, 0, 0, 0, 0, 1, ...none],
      lastYearList: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      currentYearHireList: [0, 1, 0, 0, 0, 1, ...none],
      lastYearHireList: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0],
    });
    const july = (await get('report-recruit/analysis', { reportTime: '2025-07' })).data;
    expect(july.currentYearList.slice(5, 8)).toEqual([1, 1, null]);
  });

  it('job shortage: online jobs per category with headcount, applications, places filled and gap', async () => {
    const { data } = await get('report-worker/analysis', JUNE);
    expect(data).toEqual({
      reportTime: '2025-06',
      list: [
        {
          jobCategory: 'BS_WELD',
          jobCategoryName: '大屏焊工',
          jobNum: 2,
          needNum: 14,
          applyNum: 5,
          hireNum: 2,
          gapNum: 12,
        },
        {
          jobCategory: 'BS_FORK',
          jobCategoryName: '大屏叉车司机',
          jobNum: 1,
          needNum: 5,
          applyNum: 0,
          hireNum: 0,
          gapNum: 5,
        },
      ],
    });
  });

  it('job seekers and warnings follow the thresholds an operator saves', async () => {
    const before = await get('report-worker/userCount', JUNE);
    expect(before.data).toEqual({
      reportTime: '2025-06',
      userNum: 4,
      newUserNum: 2,
      recruitConNum: 1,
      userConNum: 0,
      vacancyConNum: 1,
      thresholds: { recruitDays: 7, recruitMinApply: 3, resignNum: 3, vacancyGap: 10 },
    });
    expect((await get('warning-threshold/info')).data).toMatchObject({ saved: false, updateTime: null });
    const thresholds = { recruitDays: 5, recruitMinApply: 5, resignNum: 1, vacancyGap: 5 };
    const saved = await t.call('POST', `${B}/warning-threshold/save`, {
      token: t.token(OP),
      body: thresholds,
    });
    expect(saved.body.data).toMatchObject({ ...thresholds, saved: true });
    const after = (await get('report-worker/userCount', JUNE)).data;
    expect(after).toMatchObject({ recruitConNum: 2, userConNum: 1, vacancyConNum: 2, thresholds });
    // The resignation was in June: May has none.
    expect((await get('report-worker/userCount', { reportTime: '2025-05' })).data).toMatchObject({
      userNum: 2,
      newUserNum: 1,
      userConNum: 0,
    });
  });

  it('refuses thresholds out of range, changing nothing', async () => {
    const res = await t.call('POST', `${B}/warning-threshold/save`, {
      token: t.token(OP),
      body: { recruitDays: 0, recruitMinApply: 'x', resignNum: 1, vacancyGap: 5 },
    });
    expect(res.body.code).toBe(400);
    expect((await get('warning-threshold/info')).data).toMatchObject({ recruitDays: 5, recruitMinApply: 5 });
  });

  it('area and education distribution of job seekers up to the end of the month', async () => {
    expect((await get('report-user/socialSecurityUserAnalysis', JUNE)).data).toEqual([
      { areaCode: '410184', areaName: '新郑市', userNum: 2 },
      { areaCode: '410102', areaName: '中原区', userNum: 1 },
      { areaCode: null, areaName: '未填写', userNum: 1 },
    ]);
    const education = (await get('report-educational/socialSecurityEducational', JUNE)).data as {
      education: number | null;
      educationName: string;
      userNum: number;
    }[];
    expect(education).toHaveLength(12);
    expect(education.filter((r) => r.userNum)).toEqual([
      { education: 8, educationName: '大专', userNum: 1 },
      { education: 9, educationName: '本科', userNum: 2 },
      { education: null, educationName: '未填写', userNum: 1 },
    ]);
    const july = (await get('report-educational/socialSecurityEducational', { reportTime: '2025-07' })).data;
    expect(july.find((r: { education: number }) => r.education === 3).userNum).toBe(1);
  });

  it('refuses a malformed month, and company staff without the big screen', async () => {
    const bad = await get('report-cmpy/info', { reportTime: '2025-13' });
    expect(bad).toMatchObject({ code: 400, msg: expect.stringContaining('统计月份格式应为YYYY-MM') });
    expect((await get('report-cmpy/info', JUNE, 'hengda01')).code).toBe(403);
  });
});
