import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { advertKit, OP, STAFF, USERS } from './advert-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = advertKit(t);

const COURSE = '/advert/recommend-course';
const JOB = '/advert/recommend-job';
type Row = {
  recommendCode: string;
  targetCode: string;
  shown: boolean;
  available: number;
  targetStateName: string;
};
const targets = (rows: { targetCode: string }[]) => rows.map((r) => r.targetCode);

describe('recommended courses', () => {
  it('lists the demo with what the public sees; an offline course is kept but not shown', async () => {
    const rows: Row[] = await k.ok(k.get(OP, `${COURSE}/queryRecommendCourse`));
    expect(targets(rows)).toEqual(['TC_DEMO_01', 'TC_DEMO_07', 'TC_DEMO_05']);
    expect(rows.map((r) => [r.shown, r.targetStateName])).toEqual([
      [true, '已上线'],
      [true, '已上线'],
      [false, '已下线'],
    ]);
    expect(rows[0]).toMatchObject({
      targetName: '低压电工作业（特种作业操作证）培训班',
      cmpyCode: 'C_HUAXIN',
    });
    const shown = await k.ok(k.get(null, `${COURSE}/public/queryRecommendCourse`));
    expect(targets(shown)).toEqual(['TC_DEMO_01', 'TC_DEMO_07']);
    expect(shown[0].coverUrl).toMatch(/^\/api\//);
  });

  it('picks from online courses only, by company and name, and drops a course that goes offline', async () => {
    const page = await k.ok(k.get(OP, `${COURSE}/queryOnlineCourse`, { pageNum: '1', pageSize: '10' }));
    expect(page.records.length).toBeGreaterThan(0);
    const online = page.records.map((r: { targetCode: string }) => r.targetCode);
    expect(online).toContain('TC_DEMO_01');
    expect(online).not.toContain('TC_DEMO_05'); // offline
    expect(page.records.find((r: { targetCode: string }) => r.targetCode === 'TC_DEMO_01').recommended).toBe(
      true,
    );
    const byName = await k.ok(k.get(OP, `${COURSE}/queryOnlineCourse`, { keyword: '家政' }));
    expect(byName.records.map((r: { targetCode: string }) => r.targetCode)).toEqual(['TC_DEMO_07']);
    const byCompany = await k.ok(k.get(OP, `${COURSE}/queryOnlineCourse`, { cmpyCode: 'C_HENGDA' }));
    expect(byCompany.total).toBe(0);

    // Put the approved TC_DEMO_02 online, recommend it, then take it offline: it drops out of the public list.
    await k.ok(k.get(OP, '/train/course/changeOnlineType', { courseCode: 'TC_DEMO_02', onlineType: '1' }));
    await k.refused(
      () => k.post(OP, `${COURSE}/saveRecommendCourse`, { courseCode: 'TC_DEMO_01' }),
      400,
      '该课程已在推荐列表中',
    );
    const { recommendCode } = await k.ok(
      k.post(OP, `${COURSE}/saveRecommendCourse`, { courseCode: 'TC_DEMO_02' }),
    );
    expect(targets(await k.ok(k.get(null, `${COURSE}/public/queryRecommendCourse`)))).toEqual([
      'TC_DEMO_01',
      'TC_DEMO_07',
      'TC_DEMO_02',
    ]);
    await k.ok(k.get(OP, '/train/course/changeOnlineType', { courseCode: 'TC_DEMO_02', onlineType: '2' }));
    expect(targets(await k.ok(k.get(null, `${COURSE}/public/queryRecommendCourse`)))).toEqual([
      'TC_DEMO_01',
      'TC_DEMO_07',
    ]);
    const kept = (await k.ok(k.get(OP, `${COURSE}/queryRecommendCourse`))).find(
      (r: Row) => r.recommendCode === recommendCode,
    );
    expect(kept).toMatchObject({ shown: false, targetOnline: false, available: 1 });
    // Back online, it is shown again.
    await k.ok(k.get(OP, '/train/course/changeOnlineType', { courseCode: 'TC_DEMO_02', onlineType: '1' }));
    expect(targets(await k.ok(k.get(null, `${COURSE}/public/queryRecommendCourse`)))).toContain('TC_DEMO_02');
    await k.ok(k.post(OP, `${COURSE}/removeRecourse`, { recommendCode }));
    await k.refused(() => k.post(OP, `${COURSE}/removeRecourse`, { recommendCode }), 404, '推荐记录不存在');
  });

  it('edits: another online course, enable and disable; orders by drag', async () => {
    const [first, second, third]: Row[] = await k.ok(k.get(OP, `${COURSE}/queryRecommendCourse`));
    await k.refused(
      () =>
        k.post(OP, `${COURSE}/editRecommendCourse`, {
          recommendCode: first!.recommendCode,
          courseCode: 'TC_DEMO_06',
          available: 1,
        }),
      400,
      '只能推荐已上线的课程',
    );
    await k.refused(
      () =>
        k.post(OP, `${COURSE}/editRecommendCourse`, {
          recommendCode: first!.recommendCode,
          courseCode: 'TC_DEMO_07',
          available: 1,
        }),
      400,
      '该课程已在推荐列表中',
    );
    // The same (now offline) course may stay while it is switched off and on.
    await k.ok(
      k.post(OP, `${COURSE}/editRecommendCourse`, {
        recommendCode: third!.recommendCode,
        courseCode: 'TC_DEMO_05',
        available: 0,
      }),
    );
    await k.ok(
      k.post(OP, `${COURSE}/editRecommendCourse`, {
        recommendCode: first!.recommendCode,
        courseCode: 'TC_DEMO_01',
        available: 0,
      }),
    );
    expect(targets(await k.ok(k.get(null, `${COURSE}/public/queryRecommendCourse`)))).toEqual(['TC_DEMO_07']);
    await k.ok(
      k.post(OP, `${COURSE}/editRecommendCourse`, {
        recommendCode: first!.recommendCode,
        courseCode: 'TC_DEMO_01',
        available: 1,
      }),
    );

    const order = [third!.recommendCode, second!.recommendCode, first!.recommendCode];
    await k.ok(k.post(OP, `${COURSE}/sortRecommendCourse`, { codes: order }));
    const rows: Row[] = await k.ok(k.get(OP, `${COURSE}/queryRecommendCourse`));
    expect(rows.map((r) => r.recommendCode)).toEqual(order);
    expect(targets(await k.ok(k.get(null, `${COURSE}/public/queryRecommendCourse`)))).toEqual([
      'TC_DEMO_07',
      'TC_DEMO_01',
    ]);
    await k.refused(
      () => k.post(OP, `${COURSE}/sortRecommendCourse`, { codes: order.slice(1) }),
      409,
      '列表已变化，请刷新后重试',
    );
  });

  it('refuses bad input and changes nothing', async () => {
    await k.refused(() => k.post(OP, `${COURSE}/saveRecommendCourse`, { courseCode: '' }), 400, '请选择课程');
    await k.refused(
      () => k.post(OP, `${COURSE}/saveRecommendCourse`, { courseCode: 'TC_NOPE' }),
      400,
      '只能推荐已上线的课程',
    );
    await k.refused(
      () => k.post(OP, `${COURSE}/saveRecommendCourse`, { courseCode: 'TC_DEMO_03' }),
      400,
      '只能推荐已上线的课程',
    );
    await k.refused(
      () =>
        k.post(OP, `${COURSE}/editRecommendCourse`, {
          recommendCode: 'RC_NOPE',
          courseCode: 'TC_DEMO_01',
          available: 1,
        }),
      404,
      '推荐记录不存在',
    );
    await k.refused(
      () =>
        k.post(OP, `${COURSE}/editRecommendCourse`, {
          recommendCode: 'RC_DEMO_01',
          courseCode: 'TC_DEMO_01',
          available: 3,
        }),
      400,
      '启用状态只能是0停用或1启用',
    );
    // A job's recommendation is not a course's.
    await k.refused(
      () => k.post(OP, `${COURSE}/removeRecourse`, { recommendCode: 'RC_DEMO_04' }),
      404,
      '推荐记录不存在',
    );
  });
});

describe('recommended jobs', () => {
  it('saves an online job, switches it off and on (editAvailable), swaps and removes it', async () => {
    const rows: Row[] = await k.ok(k.get(OP, `${JOB}/queryRecommendJob`));
    expect(targets(rows)).toEqual(['J_DEMO_01', 'J_DEMO_13', 'J_DEMO_14', 'J_DEMO_08']);
    expect(rows.map((r) => r.shown)).toEqual([true, true, false, false]);
    expect(targets(await k.ok(k.get(null, `${JOB}/public/queryRecommendJob`)))).toEqual([
      'J_DEMO_01',
      'J_DEMO_13',
    ]);

    const candidates = await k.ok(
      k.get(OP, `${JOB}/queryOnlineJob`, { cmpyCode: 'C_HENGDA', keyword: '电焊' }),
    );
    expect(candidates.records).toEqual([
      expect.objectContaining({
        targetCode: 'J_DEMO_03',
        targetName: '电焊工',
        cmpyName: expect.any(String),
        recommended: false,
      }),
    ]);
    await k.refused(
      () => k.post(OP, `${JOB}/saveRecommendJob`, { jobCode: 'J_DEMO_08' }),
      400,
      '只能推荐已上线的职位',
    );
    await k.refused(
      () => k.post(OP, `${JOB}/saveRecommendJob`, { jobCode: 'J_DEMO_13' }),
      400,
      '该职位已在推荐列表中',
    );
    const { recommendCode } = await k.ok(k.post(OP, `${JOB}/saveRecommendJob`, { jobCode: 'J_DEMO_03' }));
    expect(targets(await k.ok(k.get(null, `${JOB}/public/queryRecommendJob`)))).toEqual([
      'J_DEMO_01',
      'J_DEMO_13',
      'J_DEMO_03',
    ]);

    await k.ok(k.post(OP, `${JOB}/editAvailable`, { recommendCode, available: 0 }));
    expect(targets(await k.ok(k.get(null, `${JOB}/public/queryRecommendJob`)))).toEqual([
      'J_DEMO_01',
      'J_DEMO_13',
    ]);
    await k.ok(k.post(OP, `${JOB}/editAvailable`, { recommendCode, available: 1 }));
    await k.refused(
      () => k.post(OP, `${JOB}/editAvailable`, { recommendCode, available: 'x' }),
      400,
      '启用状态只能是0停用或1启用',
    );

    await k.ok(k.post(OP, `${JOB}/editRecommendJob`, { recommendCode, jobCode: 'J_DEMO_12' }));
    expect(targets(await k.ok(k.get(null, `${JOB}/public/queryRecommendJob`)))).toEqual([
      'J_DEMO_01',
      'J_DEMO_13',
      'J_DEMO_12',
    ]);
    await k.refused(
      () => k.post(OP, `${JOB}/editRecommendJob`, { recommendCode, jobCode: 'J_DEMO_05' }),
      400,
      '只能推荐已上线的职位',
    );

    // Taking the job offline drops it from the public list.
    await k.ok(
      k.post(OP, '/recruit/job-info/onOrOffLineJobInfo', { onlineType: 0, jobInfoCode: 'J_DEMO_12' }),
    );
    expect(targets(await k.ok(k.get(null, `${JOB}/public/queryRecommendJob`)))).toEqual([
      'J_DEMO_01',
      'J_DEMO_13',
    ]);

    await k.ok(k.post(OP, `${JOB}/removeRecJob`, { recommendCode }));
    expect(targets(await k.ok(k.get(OP, `${JOB}/queryRecommendJob`)))).toEqual([
      'J_DEMO_01',
      'J_DEMO_13',
      'J_DEMO_14',
      'J_DEMO_08',
    ]);
    await k.refused(() => k.post(OP, `${JOB}/removeRecJob`, { recommendCode }), 404, '推荐记录不存在');
  });

  it('is for holders of the codes only; the public lists need no login', async () => {
    await k.refused(
      () => k.post(STAFF, `${JOB}/saveRecommendJob`, { jobCode: 'J_DEMO_02' }),
      403,
      '没有权限访问该功能',
    );
    await k.refused(
      () => k.post(STAFF, `${COURSE}/removeRecourse`, { recommendCode: 'RC_DEMO_01' }),
      403,
      '没有权限访问该功能',
    );
    expect((await k.get(STAFF, `${JOB}/queryOnlineJob`)).body.code).toBe(403);
    expect((await k.get(null, `${COURSE}/queryRecommendCourse`)).body.code).toBe(401);
  });
  // Last in the file: it empties the job list, where no row is left for the order lock to hold, so only the
  // unique index stands between simultaneous saves.
  it('six operators recommending one job at once on an empty list: one row, the others told it is there', async () => {
    for (const row of (await k.ok(k.get(OP, `${JOB}/queryRecommendJob`))) as Row[]) {
      await k.ok(k.post(OP, `${JOB}/removeRecJob`, { recommendCode: row.recommendCode }));
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => k.post(OP, `${JOB}/saveRecommendJob`, { jobCode: 'J_DEMO_03' })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.body.code === 400))
      expect(a.body.msg).toBe('该职位已在推荐列表中');
    expect(targets(await k.ok(k.get(OP, `${JOB}/queryRecommendJob`)))).toEqual(['J_DEMO_03']);
  });
});
