import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { courseBody, courseKit, HUAXIN, JINQIAO, OP, USERS } from './course-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = courseKit(t);

describe('course lifecycle: every allowed and refused action', () => {
  it('walks create → pass → online → refresh → offline → online → forced offline → edit → reject → delete, with the tab counts', async () => {
    const start = await k.counts(HUAXIN);
    const code = await k.addOk(HUAXIN);
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 0: start[0]! + 1 });

    // A school cannot review its own course; under review it cannot go online or be refreshed.
    await k.refused(() => k.review(HUAXIN, code, 5), 403, '没有权限访问该功能');
    await k.refused(() => k.online(HUAXIN, code, 1), 400, '当前状态为“审核中”，不能上线');
    await k.refused(() => k.online(HUAXIN, code, 2), 400, '当前状态为“审核中”，不能下线');
    await k.refused(() => k.refresh(HUAXIN, code), 400, '当前状态为“审核中”，不能刷新');
    await k.refused(() => k.review(OP, code, 9, '违规'), 400, '当前状态为“审核中”，不能强制下线');

    expect((await k.review(OP, code, 5)).body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await k.state(HUAXIN, code)).toBe(5);
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 5: start[5]! + 1 });
    await k.refused(() => k.review(OP, code, 5), 400, '当前状态为“审核通过”，不能审核通过');
    await k.refused(() => k.online(HUAXIN, code, 2), 400, '当前状态为“审核通过”，不能下线');

    expect((await k.online(HUAXIN, code, 1)).body).toMatchObject({ code: 200, msg: '操作成功' });
    const online = k.ok(await k.detail(HUAXIN, code)) as Record<string, unknown>;
    expect(online).toMatchObject({ approveType: 1, approveTypeName: '已上线', onlineType: 1 });
    expect(online.onlineTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 1: start[1]! + 1 });

    // Online: no edit, no delete, no second online.
    await k.refused(
      () => k.save(HUAXIN, courseBody({ courseCode: code })),
      400,
      '当前状态为“已上线”，不能编辑',
    );
    await k.refused(() => k.remove(HUAXIN, code), 400, '当前状态为“已上线”，不能删除');
    await k.refused(() => k.online(HUAXIN, code, 1), 400, '当前状态为“已上线”，不能上线');

    expect((await k.refresh(HUAXIN, code)).body).toMatchObject({ code: 200, msg: '操作成功' });
    const first = k.ok(await k.get(HUAXIN, 'getBDCourseList', { pageSize: '1' })) as {
      records: { courseCode: string; refreshTime: string | null }[];
    };
    expect(first.records[0]).toMatchObject({ courseCode: code });
    expect(first.records[0]!.refreshTime).not.toBeNull();

    expect((await k.online(HUAXIN, code, 2)).body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 4: start[4]! + 1 });
    await k.refused(() => k.online(HUAXIN, code, 2), 400, '当前状态为“已下线”，不能下线');
    expect((await k.online(HUAXIN, code, 0)).body.code).toBe(200);

    await k.refused(() => k.review(OP, code, 9), 400, '请输入原因');
    expect((await k.review(OP, code, 9, '课程宣传内容与备案不符')).body.code).toBe(200);
    expect(k.ok(await k.detail(HUAXIN, code))).toMatchObject({
      approveType: 9,
      approveTypeName: '强制下线',
      approveRemark: '课程宣传内容与备案不符',
    });
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 9: start[9]! + 1 });
    await k.refused(() => k.online(HUAXIN, code, 1), 400, '当前状态为“强制下线”，不能上线');

    // Only an edit brings it back, through review.
    expect(
      (await k.save(HUAXIN, courseBody({ courseCode: code, courseName: '维修电工（四级）' }))).body.msg,
    ).toBe('操作成功');
    expect(k.ok(await k.detail(HUAXIN, code))).toMatchObject({ approveType: 0, approveRemark: null });
    await k.refused(() => k.review(OP, code, 2), 400, '请输入原因');
    expect((await k.review(OP, code, 2, '价格与备案不符')).body.code).toBe(200);
    expect(k.ok(await k.detail(HUAXIN, code))).toMatchObject({
      approveType: 2,
      approveRemark: '价格与备案不符',
    });
    await k.refused(() => k.online(HUAXIN, code, 1), 400, '当前状态为“审核驳回”，不能上线');

    expect((await k.remove(HUAXIN, code)).body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await k.counts(HUAXIN)).toEqual(start);
    expect((await k.detail(HUAXIN, code)).body).toMatchObject({ code: 404, msg: '课程不存在' });
    await k.refused(() => k.remove(HUAXIN, code), 404, '课程不存在');
  });

  it('keeps the whole history with who, what and why', async () => {
    const code = await k.addOk(HUAXIN);
    await k.review(OP, code, 2, '封面与课程不符');
    await k.save(HUAXIN, courseBody({ courseCode: code }));
    await k.review(OP, code, 5);
    await k.online(HUAXIN, code, 1);
    await k.online(OP, code, 2);
    const { history } = k.ok(await k.detail(OP, code)) as { history: Record<string, unknown>[] };
    expect(history.map((h) => [h.actionName, h.fromState, h.toState, h.operator, h.remark])).toEqual([
      ['创建', null, 0, '周文静', null],
      ['审核驳回', 0, 2, '王丽', '封面与课程不符'],
      ['编辑', 2, 0, '周文静', null],
      ['审核通过', 0, 5, '王丽', null],
      ['上线', 5, 1, '周文静', null],
      ['下线', 1, 4, '王丽', null],
    ]);
  });

  it('confines a school to its own courses: another school reads 404 and changes nothing', async () => {
    const code = await k.approvedCourse();
    for (const request of [
      () => k.detail(JINQIAO, code),
      () => k.remove(JINQIAO, code),
      () => k.online(JINQIAO, code, 1),
      () => k.refresh(JINQIAO, code),
      () => k.save(JINQIAO, courseBody({ courseCode: code })),
    ])
      await k.refused(request, 404, '课程不存在');
    const list = k.ok(await k.get(JINQIAO, 'getBDCourseList', { pageSize: '100' })) as {
      records: { cmpyCode: string }[];
    };
    expect(list.records.map((r) => r.cmpyCode)).not.toContain('C_HUAXIN');
    const options = k.ok(await k.get(JINQIAO, 'getCouseByCmpyCode')) as { courseCode: string }[];
    expect(options.map((o) => o.courseCode)).not.toContain(code);
    await k.refused(
      () => k.get(JINQIAO, 'getBDCourseList', { cmpyCode: 'C_HUAXIN' }),
      403,
      '只能为本企业发布课程',
    );
    await k.refused(
      () => k.get(JINQIAO, 'getCouseByCmpyCode', { cmpyCode: 'C_HUAXIN' }),
      403,
      '只能为本企业发布课程',
    );
    await k.refused(() => k.add(JINQIAO, courseBody({ cmpyCode: 'C_HUAXIN' })), 403, '只能为本企业发布课程');
    await k.refused(() => k.get('hengda01', 'getBDCourseList'), 403, '没有权限访问该功能');
    // Operators see it, and its school's options list it.
    const all = k.ok(await k.get(OP, 'getCouseByCmpyCode', { cmpyCode: 'C_HUAXIN' })) as {
      courseCode: string;
    }[];
    expect(all.map((o) => o.courseCode)).toContain(code);
  });

  it('lets one of many simultaneous reviews through and records it once', async () => {
    const code = await k.addOk(HUAXIN);
    const before = (k.ok(await k.detail(OP, code)) as { history: unknown[] }).history.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => k.review(OP, code, i % 2 ? 5 : 2, '驳回')),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.code).toBe(400);
    const after = k.ok(await k.detail(OP, code)) as { history: unknown[]; approveType: number };
    expect(after.history).toHaveLength(before + 1);
    expect([2, 5]).toContain(after.approveType);
  });

  it('keeps the counters the unfiltered tab counts read equal to the courses, per school', async () => {
    const counted = await t.database.db.execute(
      sql`select cmpy_code, approve_type, num from train_course_count where num <> 0 order by 1, 2`,
    );
    const grouped = await t.database.db.execute(
      sql`select coalesce(cmpy_code, '') as cmpy_code, approve_type, count(*)::int as num from train_course group by 1, 2 order by 1, 2`,
    );
    const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
    expect(rows(counted).length).toBeGreaterThan(1);
    expect(rows(counted)).toEqual(rows(grouped));
  });
});
