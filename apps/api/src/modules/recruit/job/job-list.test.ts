import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { jobApplyInfo, jobCollect, jobTranspond } from '../apply/tables.ts';
import { HENGDA, jobKit, OP, USERS, YUNFAN } from './job-test-kit.ts';
import { jobInfo } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

/** Every test job's name starts with this, so the demo jobs stay out of the answers. */
const TAG = '列表测试';
const codesOf = async (user: string, body: Record<string, unknown>) =>
  (k.ok(await k.list(user, { jobName: TAG, pageSize: 100, ...body })).records as { jobCode: string }[]).map(
    (r) => r.jobCode,
  );

const jobs = { weld: '', cook: '', driver: '', draft: '', pending: '' };
beforeAll(async () => {
  jobs.weld = await k.jobIn(3, { jobName: `${TAG}焊工` });
  jobs.cook = await k.jobIn(3, { jobName: `${TAG}厨师`, jobCategory: 'JC0202', workType: 2 });
  jobs.driver = await k.jobIn(3, {
    jobName: `${TAG}货车司机 100%`,
    jobCategory: 'JC0303',
    cmpyCode: 'C_YUNFAN',
    countyCode: '410104',
    jobAddress: '南三环云帆物流园',
  });
  jobs.draft = await k.jobIn(6, { jobName: `${TAG}草稿` });
  jobs.pending = await k.jobIn(0, { jobName: `${TAG}待审` });
});

describe('queryJobInfoList', () => {
  it('lists one tab, last refreshed first, with names and counts', async () => {
    const page = k.ok(await k.list(OP, { jobName: TAG }));
    expect(page.total).toBe(3);
    expect(page.records.map((r: { jobCode: string }) => r.jobCode)).toEqual([
      jobs.driver,
      jobs.cook,
      jobs.weld,
    ]);
    expect(page.records[0]).toMatchObject({
      approveType: 3,
      cmpyName: '郑州云帆物流有限公司',
      jobCategoryName: '货车司机',
      countyName: '管城回族区',
      deliverCount: 0,
      collectCount: 0,
      transpondCount: 0,
    });
    k.ok(await k.refresh(OP, jobs.weld));
    expect(await codesOf(OP, {})).toEqual([jobs.weld, jobs.driver, jobs.cook]);
    expect(await codesOf(OP, { approveType: 6 })).toEqual([jobs.draft]);
    expect(await codesOf(OP, { approveType: 0 })).toEqual([jobs.pending]);
  });

  it('pages on the server', async () => {
    const first = k.ok(await k.list(OP, { jobName: TAG, pageNum: 1, pageSize: 2 }));
    const second = k.ok(await k.list(OP, { jobName: TAG, pageNum: 2, pageSize: 2 }));
    expect([first.total, first.records.length, second.total, second.records.length]).toEqual([3, 2, 3, 1]);
    const all = [...first.records, ...second.records].map((r: { jobCode: string }) => r.jobCode);
    expect(new Set(all).size).toBe(3);
  });

  it('filters by category or parent category, name, work type, region and company', async () => {
    expect(await codesOf(OP, { jobCategoryCode: 'JC0202' })).toEqual([jobs.cook]);
    expect((await codesOf(OP, { jobCategoryCode: 'JC01' })).sort()).toEqual([jobs.weld].sort());
    expect(await codesOf(OP, { jobCategoryCode: 'JC03' })).toEqual([jobs.driver]);
    expect(await codesOf(OP, { jobName: `${TAG}货车` })).toEqual([jobs.driver]);
    // Contains, case-insensitive, with % taken literally.
    expect(await codesOf(OP, { jobName: '100%' })).toEqual([jobs.driver]);
    expect(await codesOf(OP, { jobName: '10%司' })).toEqual([]);
    // Two characters (the bigram index: containsText), with LIKE's wildcards taken as text too.
    expect(await codesOf(OP, { jobName: '列表' })).toEqual([jobs.weld, jobs.driver, jobs.cook]);
    expect(await codesOf(OP, { jobName: '0%' })).toEqual([jobs.driver]);
    expect(await codesOf(OP, { jobName: '_0' })).toEqual([]);
    expect(await codesOf(OP, { jobName: '%' })).toEqual([jobs.driver]);
    expect(await codesOf(OP, { workType: 2 })).toEqual([jobs.cook]);
    expect(await codesOf(OP, { regionCode: '410104' })).toEqual([jobs.driver]);
    expect((await codesOf(OP, { regionCode: '4101' })).length).toBe(3);
    expect((await codesOf(OP, { regionCode: '41' })).length).toBe(3);
    expect(await codesOf(OP, { regionCode: '11' })).toEqual([]);
    expect(await codesOf(OP, { cmpyCode: 'C_YUNFAN' })).toEqual([jobs.driver]);
    const bad = await k.list(OP, { regionCode: '410' });
    expect(bad.body).toMatchObject({ code: 400, msg: '地区代码应为2、4或6位数字' });
  });

  it('filters by submit time, a bare end date including its whole day', async () => {
    const db = t.database.db;
    await db
      .update(jobInfo)
      .set({ submitTime: new Date('2026-03-01T10:00:00+08:00') })
      .where(eq(jobInfo.jobCode, jobs.cook));
    await db
      .update(jobInfo)
      .set({ submitTime: new Date('2026-03-05T23:30:00+08:00') })
      .where(eq(jobInfo.jobCode, jobs.weld));
    expect(await codesOf(OP, { beginTime: '2026-03-01 00:00:00', endTime: '2026-03-05' })).toEqual([
      jobs.weld,
      jobs.cook,
    ]);
    expect(await codesOf(OP, { beginTime: '2026-03-01 10:00:01', endTime: '2026-03-05 23:00:00' })).toEqual(
      [],
    );
    expect(await codesOf(OP, { endTime: '2026-03-01' })).toEqual([jobs.cook]);
    const bad = await k.list(OP, { beginTime: '2026/03/01' });
    expect(bad.body).toMatchObject({ code: 400, msg: '开始时间格式应为 YYYY-MM-DD HH:mm:ss' });
  });

  it('shows company staff their own company only, whatever they filter', async () => {
    expect((await codesOf(HENGDA, {})).sort()).toEqual([jobs.weld, jobs.cook].sort());
    expect(await codesOf(HENGDA, { cmpyCode: 'C_YUNFAN' })).toEqual([]);
    expect(await codesOf(YUNFAN, {})).toEqual([jobs.driver]);
  });

  it('counts applications, favourites and shares from their rows', async () => {
    const db = t.database.db;
    const apply = (usr: string, state = 0) => ({
      applyCode: `AP_T_${usr}`,
      jobCode: jobs.cook,
      cmpyCode: 'C_HENGDA',
      usrCode: usr,
      usrName: '测试',
      usrTel: '13800000000',
      state,
    });
    await db.insert(jobApplyInfo).values([apply('U1'), apply('U2', 3), apply('U3', 5)]);
    await db.insert(jobApplyInfo).values({ ...apply('U1'), applyCode: 'AP_T_other', jobCode: jobs.weld });
    await db.insert(jobCollect).values([{ jobCode: jobs.cook, usrCode: 'U1' }]);
    await db.insert(jobTranspond).values([{ jobCode: jobs.cook }, { jobCode: jobs.cook, usrCode: 'U2' }]);
    const rows = k.ok(await k.list(OP, { jobName: TAG })).records as Record<string, number | string>[];
    const counts = (code: string) => {
      const r = rows.find((row) => row.jobCode === code)!;
      return [r.deliverCount, r.collectCount, r.transpondCount];
    };
    expect(counts(jobs.cook)).toEqual([3, 1, 2]);
    expect(counts(jobs.weld)).toEqual([1, 0, 0]);
    expect(counts(jobs.driver)).toEqual([0, 0, 0]);
    await db.insert(jobApplyInfo).values(apply('U4'));
    expect(k.ok(await k.detail(OP, jobs.cook)).deliverCount).toBe(4);
  });
});

describe('queryJobInfoType', () => {
  it('answers every tab state, zero included, under the same filters', async () => {
    const counts = await k.counts(OP, { jobName: TAG });
    expect(counts).toEqual({ 0: 1, 1: 0, 2: 0, 3: 3, 4: 0, 5: 0, 6: 1 });
    expect(await k.counts(OP, { jobName: TAG, regionCode: '410104' })).toEqual({
      0: 0,
      1: 0,
      2: 0,
      3: 1,
      4: 0,
      5: 0,
      6: 0,
    });
    expect((await k.counts(YUNFAN, { jobName: TAG }))[3]).toBe(1);
  });

  it('follows each step of a job', async () => {
    const name = { jobName: `${TAG}计数` };
    const tabs = async () => k.counts(OP, name);
    const code = await k.create({ ...name, automaticalPublish: 1 });
    expect(await tabs()).toMatchObject({ 0: 1, 2: 0 });
    k.ok(await k.check(OP, code, 2));
    expect(await tabs()).toMatchObject({ 0: 0, 2: 1, 3: 0 });
    k.ok(await k.online(OP, code, 1));
    expect(await tabs()).toMatchObject({ 2: 0, 3: 1 });
    k.ok(await k.online(OP, code, 0));
    expect(await tabs()).toMatchObject({ 3: 0, 4: 1 });
    k.ok(await k.remove(OP, code));
    expect(await tabs()).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
  });

  it('answers from the counters, equal to the jobs grouped, through every step and for each company', async () => {
    /** The tab counts as plain SQL finds them in job_info. */
    const grouped = async (cmpyCode?: string) => {
      const rows = await t.database.db
        .select({ approveType: jobInfo.approveType, num: count() })
        .from(jobInfo)
        .where(cmpyCode ? eq(jobInfo.cmpyCode, cmpyCode) : undefined)
        .groupBy(jobInfo.approveType);
      return Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].map((s) => [s, rows.find((r) => r.approveType === s)?.num ?? 0]),
      );
    };
    const same = async () => {
      expect(await k.counts(OP)).toEqual(await grouped());
      expect(await k.counts(OP, { cmpyCode: 'C_YUNFAN' })).toEqual(await grouped('C_YUNFAN'));
      expect(await k.counts(YUNFAN)).toEqual(await grouped('C_YUNFAN'));
      expect(await k.counts(YUNFAN, { cmpyCode: 'C_HENGDA' })).toEqual({
        0: 0,
        1: 0,
        2: 0,
        3: 0,
        4: 0,
        5: 0,
        6: 0,
      });
    };
    await same();
    const before = await k.counts(OP);
    const code = await k.create({ jobName: `${TAG}计数器`, automaticalPublish: 1 });
    expect((await k.counts(OP))[0]).toBe(before[0]! + 1);
    k.ok(await k.check(OP, code, 2));
    k.ok(await k.online(OP, code, 1));
    expect(await k.counts(OP)).toEqual({ ...before, 3: before[3]! + 1 });
    await same();
    // Two jobs moved by one statement, one of them to another company, then one deleted outright.
    const moved = [
      await k.jobIn(3, { jobName: `${TAG}计数器A` }),
      await k.jobIn(3, { jobName: `${TAG}计数器B` }),
    ];
    await t.database.db.update(jobInfo).set({ approveType: 4 }).where(inArray(jobInfo.jobCode, moved));
    await t.database.db.update(jobInfo).set({ cmpyCode: 'C_YUNFAN' }).where(eq(jobInfo.jobCode, moved[0]!));
    await same();
    await t.database.db.delete(jobInfo).where(inArray(jobInfo.jobCode, moved));
    k.ok(await k.online(OP, code, 0));
    k.ok(await k.remove(OP, code));
    expect(await k.counts(OP)).toEqual(before);
    await same();
  });

  it('counts the demo jobs of every tab', async () => {
    const demo = { 0: 2, 1: 1, 2: 1, 3: 4, 4: 2, 5: 1, 6: 1 };
    // This file's jobs of 恒达 still there: one pending, two online, one draft.
    expect(await k.counts(HENGDA)).toEqual({ ...demo, 0: demo[0] + 1, 3: demo[3] + 2, 6: demo[6] + 1 });
  });
});
