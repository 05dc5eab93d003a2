import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { RANGE, REGION, seedStatisRows, statisKit } from './statistics-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'huaxin01', 'jinqiao01', 'hengda01'] });
const k = statisKit(t);
const call = (name: string, body: Record<string, string> = {}, user = 'yunying01') =>
  k.post(user, `/train/statis/yj/${name}`, { ...RANGE, regionCode: REGION, ...body });

beforeAll(async () => {
  const { rows } = (await t.database.db.execute(
    sql`select cmpy_code from sys_user where username = 'hengda01'`,
  )) as unknown as { rows: { cmpy_code: string }[] };
  await seedStatisRows(t, rows[0]!.cmpy_code);
});

describe('course statistics (/train/statis/yj/*) over the seeded courses, classes, students and sign-ins', () => {
  it('classStatis and courseClassMon count classes by first day, without deleted ones', async () => {
    const r = await call('classStatis');
    expect(k.figs(r)).toEqual({ classes: 2, waiting: 0, running: 0, ended: 2 });
    expect(k.chart(r, 'classState')).toEqual({ 班级数: { 已结班: 2 } });
    const m = await call('courseClassMon');
    expect(k.figs(m)).toEqual({ classes: 2 });
    expect(k.chart(m, 'classMonth')).toEqual({ 开班数: { '2021-01': 2 } });
    expect(k.figs(await call('classStatis', { beginDate: '2021-01-15' }))).toMatchObject({ classes: 1 });
    expect(k.figs(await call('classStatis', { regionCode: '460105' }))).toMatchObject({ classes: 1 });
  });

  it('classUseRate, courseClassStudent and studentStatis count live students and every sign-in', async () => {
    const use = await call('classUseRate');
    expect(k.figs(use)).toEqual({ capacity: 40, students: 3, useRate: 7.5 });
    expect(k.chart(use, 'courseUse')).toEqual({
      班级容量: { 统计测试课程KT1: 30, 统计测试课程KT2: 10 },
      在班学员: { 统计测试课程KT1: 2, 统计测试课程KT2: 1 },
    });
    const cs = await call('courseClassStudent');
    expect(k.figs(cs)).toEqual({ classes: 2, students: 3, signIns: 6 });
    expect(k.chart(cs, 'classStudents')).toEqual({
      在班学员: { '统计测试课程KT1 · 班级CT1': 2, '统计测试课程KT2 · 班级CT2': 1 },
      签到人次: { '统计测试课程KT1 · 班级CT1': 5, '统计测试课程KT2 · 班级CT2': 1 },
    });
    const st = await call('studentStatis');
    expect(k.figs(st)).toEqual({ students: 3, people: 2, signed: 3, neverSigned: 0 });
    expect(k.chart(st, 'byCourse')).toEqual({ 入班学员: { 统计测试课程KT1: 2, 统计测试课程KT2: 1 } });
  });

  it('courseSignIn compares sign-ins of live students with sessions held × students', async () => {
    const r = await call('courseSignIn');
    expect(k.figs(r)).toEqual({ expected: 7, signed: 5, signInRate: 71.4 });
    expect(k.chart(r, 'signInMonth')).toEqual({ 应签: { '2021-01': 7 }, 实签: { '2021-01': 5 } });
  });

  it('courses by creation: courseInfoMon, courseInfoStatis, cmpyCourse; students by month', async () => {
    expect(k.figs(await call('courseInfoMon'))).toEqual({ courses: 1, skill: 1, education: 0 });
    const info = await call('courseInfoStatis');
    expect(k.figs(info)).toEqual({ courses: 1 });
    expect(k.chart(info, 'byState')).toEqual({ 课程数: { 已上线: 1 } });
    expect(k.chart(info, 'byNature')).toEqual({ 课程数: { 就业技能培训: 1 } });
    expect(k.figs(await call('courseInfoMon', { endDate: '2021-02-28' }))).toEqual({
      courses: 2,
      skill: 1,
      education: 1,
    });
    const bySchool = await call('cmpyCourse');
    expect(k.figs(bySchool)).toEqual({ schools: 2, courses: 1, classes: 2, students: 3 });
    expect(k.chart(bySchool, 'bySchool')).toMatchObject({ 开班: { 平台: 1 }, 入班学员: { 平台: 1 } });
    const mon = await call('courseStudentMon');
    expect(k.figs(mon)).toEqual({ placed: 4, removed: 1 });
    expect(k.chart(mon, 'studentMonth')).toEqual({ 入班: { '2021-01': 4 }, 移出: { '2021-01': 1 } });
  });

  it('a school sees its own courses only; others are refused; bad ranges are refused', async () => {
    expect(k.figs(await call('classStatis', {}, 'huaxin01'))).toMatchObject({ classes: 1 });
    expect(k.figs(await call('classStatis', { cmpyCode: '' }, 'jinqiao01'))).toMatchObject({ classes: 0 });
    expect(k.figs(await call('studentStatis', {}, 'huaxin01'))).toMatchObject({ students: 2, people: 2 });
    expect(k.figs(await call('courseSignIn', {}, 'huaxin01'))).toMatchObject({ expected: 6, signed: 4 });
    const denied = await t.call('POST', '/train/statis/yj/classStatis', {
      token: t.token('hengda01'),
      body: {},
    });
    expect(denied.body.code).toBe(403);
    const bad = await t.call('POST', '/train/statis/yj/classStatis', {
      token: t.token('yunying01'),
      body: { beginDate: '2021-02-01', endDate: '2021-01-01' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    const long = await t.call('POST', '/train/statis/yj/classStatis', {
      token: t.token('yunying01'),
      body: { beginDate: '2020-01-01', endDate: '2021-06-01' },
    });
    expect(long.body).toMatchObject({ code: 400, msg: '统计区间不能超过366天' });
  });

  it('exports a chart as xlsx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/train/statis/yj/export',
      headers: { authorization: t.token('yunying01') },
      payload: { call: 'classUseRate', chart: 'courseUse', ...RANGE, regionCode: REGION },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
