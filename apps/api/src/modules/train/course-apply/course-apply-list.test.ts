import type { CourseApplyRow } from '@hr/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { applyKit, HUAXIN, JINQIAO, OP, USERS } from './course-apply-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

type Page = { records: CourseApplyRow[]; total: number };

let course: string;
let free: string;
const people: Record<string, string> = {};

beforeAll(async () => {
  course = await k.onlineCourse({ formCode: await k.form(), price: 66000 });
  free = await k.onlineCourse({ isFree: true, price: 0 });
  people.li = (
    await k.signUpOk(course, '李晓明', '13803712001', { edu: '2', work: '新郑市华阳机械厂' })
  ).applyCode;
  people.zhang = (await k.signUpOk(course, '张桂兰', '13903712002', { edu: '1' })).applyCode;
  const paid = await k.signUpOk(course, '王建国', '13703712003', { edu: '2', work: '龙湖镇' });
  people.wang = paid.applyCode;
  k.ok(await k.cashier(paid.payUrl!));
  people.zhao = (await k.signUpOk(free, '赵敏', '13603712004')).applyCode;
});

describe('application list and counts', () => {
  it('lists a course’s applications by state with counts that agree', async () => {
    expect(await k.counts(HUAXIN, { courseCode: course })).toEqual({ 0: 0, 1: 2, 2: 1 });
    expect(await k.counts(HUAXIN, { courseCode: free })).toEqual({ 0: 1, 1: 0, 2: 0 });
    const unpaid = k.ok(
      await k.apply(HUAXIN, 'getApplyBDList', { courseCode: course, applyState: '1' }),
    ) as Page;
    expect(unpaid.total).toBe(2);
    expect(unpaid.records.map((r) => r.usrName)).toEqual(['张桂兰', '李晓明']);
    expect(unpaid.records[0]).toMatchObject({
      applyStateName: '线上报名未支付',
      amount: 66000,
      payStatus: 5,
    });
  });

  it('filters by name, phone, remark and time', async () => {
    const list = async (query: Record<string, string>) =>
      (k.ok(await k.apply(OP, 'getApplyBDList', { courseCode: course, ...query })) as Page).records.map(
        (r) => r.usrName,
      );
    expect(await list({ usrName: '桂' })).toEqual(['张桂兰']);
    // Two characters (the bigram index: containsText), three, and LIKE's wildcards as text.
    expect(await list({ usrName: '桂兰' })).toEqual(['张桂兰']);
    expect(await list({ usrName: '张桂兰' })).toEqual(['张桂兰']);
    expect(await list({ usrName: '_兰' })).toEqual([]);
    expect(await list({ usrName: '%' })).toEqual([]);
    expect(await list({ usrPhe: '13703712003' })).toEqual(['王建国']);
    expect(await list({ usrPhe: '2001' })).toEqual(['李晓明']);
    k.ok(await k.edit(HUAXIN, { applyCode: people.li!, remark: '已电话确认上课时间' }));
    expect(await list({ remark: '电话确认' })).toEqual(['李晓明']);
    expect(await list({ applyEndTime: '2000-01-01' })).toEqual([]);
    expect(await list({ applyBeginTime: '2000-01-01 00:00:00' })).toHaveLength(3);
  });

  it('filters by a custom form field like the applicant list (ByForm), and needs the course for it', async () => {
    const byForm = k.ok(
      await k.applyPost(HUAXIN, 'getApplyBDListByForm', { courseCode: course, queryMap: { edu: '2' } }),
    ) as Page;
    expect(byForm.records.map((r) => r.usrName).sort()).toEqual(['李晓明', '王建国']);
    const counts = k.ok(
      await k.applyPost(HUAXIN, 'countApllyBDNumbersByForm', { courseCode: course, queryMap: { edu: '2' } }),
    );
    expect(counts).toEqual([
      { applyState: 0, applyStateName: '意向报名', num: 0 },
      { applyState: 1, applyStateName: '线上报名未支付', num: 1 },
      { applyState: 2, applyStateName: '线上报名已支付', num: 1 },
    ]);
    const text = k.ok(
      await k.applyPost(HUAXIN, 'getApplyBDListByForm', { courseCode: course, queryMap: { work: '华阳' } }),
    ) as Page;
    expect(text.records.map((r) => r.usrName)).toEqual(['李晓明']);
    expect(
      (await k.applyPost(HUAXIN, 'getApplyBDListByForm', { queryMap: { edu: '2' } })).body,
    ).toMatchObject({
      code: 400,
      msg: '按自定义字段筛选时须指定课程',
    });
    expect(
      (await k.applyPost(HUAXIN, 'getApplyBDListByForm', { courseCode: course, queryMap: { nope: '1' } }))
        .body.code,
    ).toBe(400);
  });

  it('pages a custom-field filter the same by either way to the page (walking the course or the keyed index)', async () => {
    const page = async (queryMap: object, pageNum: number, applyState?: number) =>
      k.ok(
        await k.applyPost(HUAXIN, 'getApplyBDListByForm', {
          courseCode: course,
          queryMap,
          pageNum,
          pageSize: 1,
          ...(applyState === undefined ? {} : { applyState }),
        }),
      ) as Page;
    const names = (p: Page) => p.records.map((r) => r.usrName);
    // edu 2: 2 of the course's 3 rows; page 1 expects to walk 1.5 rows (the walk), page 2 3 (the keyed index).
    const [first, second, beyond] = [
      await page({ edu: '2' }, 1),
      await page({ edu: '2' }, 2),
      await page({ edu: '2' }, 3),
    ];
    expect([names(first), names(second), names(beyond)]).toEqual([['王建国'], ['李晓明'], []]);
    expect([first.total, second.total, beyond.total]).toEqual([2, 2, 2]);
    // One match of 3, one of 2 unpaid (both the keyed index), none.
    expect(names(await page({ edu: '1' }, 1))).toEqual(['张桂兰']);
    expect(names(await page({ edu: '2' }, 1, 1))).toEqual(['李晓明']);
    expect(await page({ edu: '3' }, 1)).toEqual({ records: [], total: 0 });
  });

  it('shows company staff only their school’s applications', async () => {
    expect((await k.apply(JINQIAO, 'getApplyBDList', { courseCode: course })).body).toMatchObject({
      code: 404,
      msg: '课程不存在',
    });
    const theirs = k.ok(await k.apply(JINQIAO, 'getApplyBDList', { pageSize: '100' })) as Page;
    expect(theirs.records.every((r) => r.cmpyCode === 'C_JINQIAO')).toBe(true);
    expect((await k.apply(JINQIAO, 'pc/getApplyInfo', { applyCode: people.li! })).body).toMatchObject({
      code: 404,
      msg: '报名记录不存在',
    });
    await k.refusedNothing(
      () => k.edit(JINQIAO, { applyCode: people.li!, remark: '改别人的' }),
      404,
      '报名记录不存在',
    );
    expect((await k.apply('hengda01', 'getApplyBDList')).body.code).toBe(403);
  });

  it('takes unfiltered counts and list totals from the trigger-kept counter, equal to counting the rows after every kind of write', async () => {
    const { db } = t.database;
    const everything = { applyBeginTime: '2000-01-01 00:00:00' }; // any other filter counts the rows
    const agree = async () => {
      for (const [user, query] of [
        [OP, {}],
        [OP, { courseCode: course }],
        [OP, { cmpyCode: 'C_HUAXIN' }],
        [HUAXIN, {}],
        [HUAXIN, { courseCode: free }],
        [JINQIAO, {}],
      ] as const) {
        expect(await k.counts(user, query), `${user} ${JSON.stringify(query)}`).toEqual(
          await k.counts(user, { ...query, ...everything }),
        );
        for (const applyState of ['', '0', '2']) {
          const total = async (q: Record<string, string>) =>
            (k.ok(await k.apply(user, 'getApplyBDList', { ...q, applyState })) as Page).total;
          expect(await total(query), `${user} ${JSON.stringify(query)} list ${applyState}`).toBe(
            await total({ ...query, ...everything }),
          );
        }
      }
    };
    await agree();
    // Writes no API call makes (a state changed by hand, a row added and removed) keep it too.
    await db.execute(sql`update train_course_apply set apply_state = 0 where apply_code = ${people.zhang!}`);
    await agree();
    await db.execute(sql`update train_course_apply set apply_state = 1 where apply_code = ${people.zhang!}`);
    await db.execute(sql`insert into train_course_apply (apply_code, course_id, cmpy_code, usr_name, usr_phe, apply_state)
      select 'TA_COUNTER_TEST', course_id, cmpy_code, '计数', '13600000001', 2 from train_course_apply
      where apply_code = ${people.zhao!}`);
    await agree();
    expect(await k.counts(OP, { courseCode: free })).toEqual({ 0: 1, 1: 0, 2: 1 });
    await db.execute(sql`delete from train_course_apply where apply_code = 'TA_COUNTER_TEST'`);
    await agree();
    expect(await k.counts(OP, { courseCode: free })).toEqual({ 0: 1, 1: 0, 2: 0 });
  });

  it('shows the detail with the form and its answers', async () => {
    const detail = await k.detail(OP, people.li!);
    expect(detail).toMatchObject({
      usrName: '李晓明',
      formName: '培训报名登记表',
      formValue: { edu: '2', work: '新郑市华阳机械厂' },
      price: 66000,
      isFree: false,
    });
    expect(JSON.parse(detail.formContent!)).toHaveLength(2);
  });
});

describe('export', () => {
  it('streams the chosen rows with the form’s columns, and the filtered tab', async () => {
    const chosen = await k.exportBook(HUAXIN, {
      courseCode: course,
      applyCodes: [people.li, people.wang, people.zhao].join(','),
    });
    expect(chosen.res.statusCode).toBe(200);
    expect(chosen.rows[0]).toEqual([
      '报名编号',
      '课程名称',
      '培训机构',
      '姓名',
      '手机号',
      '报名状态',
      '班级',
      '订单金额（元）',
      '支付状态',
      '备注',
      '报名时间',
      '文化程度',
      '工作单位',
    ]);
    // 赵敏 is of another course: left out.
    expect(chosen.rows.slice(1).map((r) => [r[3], r[5], r[7], r[8], r[11], r[12]])).toEqual([
      ['王建国', '线上报名已支付', '660.00', '支付成功', '高中', '龙湖镇'],
      ['李晓明', '线上报名未支付', '660.00', '支付中', '高中', '新郑市华阳机械厂'],
    ]);
    const filtered = await k.exportBook(OP, { courseCode: course, applyState: '1' });
    expect(filtered.rows.slice(1).map((r) => r[3])).toEqual(['张桂兰', '李晓明']);
    const none = await k.exportBook(JINQIAO, { applyCodes: people.li! });
    expect(JSON.parse(none.res.payload)).toMatchObject({ code: 404, msg: '报名记录不存在' });
    expect((await k.apply('hengda01', 'export', { applyCodes: people.li! })).body.code).toBe(403);
  });
});
