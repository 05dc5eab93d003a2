import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { courseBody, HUAXIN, JINQIAO, OP, onlineCourseKit, USERS } from './online-course-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = onlineCourseKit(t);

describe('online course lifecycle: every allowed and refused action', () => {
  it('walks create → review → online → offline → edit → reject → edit → delete, with the tab counts', async () => {
    const start = await k.counts(HUAXIN);
    const code = await k.addOk(HUAXIN);
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 0: start[0]! + 1 });

    // A school cannot review its own course; nothing changes.
    await k.refused(() => k.check(HUAXIN, code, 1), 403, '没有权限访问该功能');
    // Under review: not online, so it cannot be taken offline.
    await k.refused(() => k.downLine(OP, code), 400, '当前状态为“审核中”，不能下线');

    const pass = await k.check(OP, code, 1);
    expect(pass.body).toMatchObject({ code: 200 });
    const online = (await k.detail(HUAXIN, code)).body.data;
    expect(online).toMatchObject({ state: 1, stateName: '已上线', rejectReason: null });
    expect(online.onlineTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 1: start[1]! + 1 });

    // Online: no second review, no edit, no delete.
    await k.refused(() => k.check(OP, code, 1), 400, '当前状态为“已上线”，不能审核通过');
    await k.refused(
      () => k.edit(HUAXIN, courseBody({ courseCode: code })),
      400,
      '当前状态为“已上线”，不能编辑',
    );
    await k.refused(() => k.remove(HUAXIN, code), 400, '当前状态为“已上线”，不能删除');

    expect((await k.downLine(HUAXIN, code)).body.code).toBe(200);
    expect(await k.state(HUAXIN, code)).toBe(4);
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 4: start[4]! + 1 });
    await k.refused(() => k.downLine(HUAXIN, code), 400, '当前状态为“已下线”，不能下线');
    await k.refused(() => k.check(OP, code, 1), 400, '当前状态为“已下线”，不能审核通过');

    // Edit sends it back to review.
    expect(
      (await k.edit(HUAXIN, courseBody({ courseCode: code, courseName: '维修电工（四级）' }))).body.code,
    ).toBe(200);
    expect(await k.state(HUAXIN, code)).toBe(0);

    await k.refused(() => k.check(OP, code, 2), 400, '请输入驳回原因');
    expect((await k.check(OP, code, 2, '课时视频无讲解，请补充')).body.code).toBe(200);
    const rejected = (await k.detail(HUAXIN, code)).body.data;
    expect(rejected).toMatchObject({
      state: 2,
      stateName: '审核驳回',
      rejectReason: '课时视频无讲解，请补充',
    });
    expect(await k.counts(HUAXIN)).toEqual({ ...start, 2: start[2]! + 1 });

    expect((await k.edit(HUAXIN, courseBody({ courseCode: code }))).body.code).toBe(200);
    expect((await k.detail(HUAXIN, code)).body.data).toMatchObject({ state: 0, rejectReason: null });

    expect((await k.remove(HUAXIN, code)).body.code).toBe(200);
    expect(await k.counts(HUAXIN)).toEqual(start);
    expect((await k.detail(HUAXIN, code)).body).toMatchObject({ code: 404, msg: '线上课程不存在' });
    await k.refused(() => k.remove(HUAXIN, code), 404, '线上课程不存在');
  });

  it('keeps the whole history with who, what and why', async () => {
    const code = await k.addOk(HUAXIN);
    await k.check(OP, code, 2, '封面与课程不符');
    await k.edit(HUAXIN, courseBody({ courseCode: code }));
    await k.check(OP, code, 1);
    await k.downLine(OP, code);
    const { history } = (await k.detail(OP, code)).body.data;
    expect(
      history.map((h: Record<string, unknown>) => [
        h.actionName,
        h.fromState,
        h.toState,
        h.operator,
        h.remark,
      ]),
    ).toEqual([
      ['创建', null, 0, '周文静', null],
      ['审核驳回', 0, 2, '王丽', '封面与课程不符'],
      ['编辑', 2, 0, '周文静', null],
      ['审核通过', 0, 1, '王丽', null],
      ['下线', 1, 4, '王丽', null],
    ]);
  });

  it('confines a school to its own courses: another school reads 404 and changes nothing', async () => {
    const code = await k.addOk(HUAXIN);
    for (const request of [
      () => k.detail(JINQIAO, code),
      () => k.remove(JINQIAO, code),
      () => k.edit(JINQIAO, courseBody({ courseCode: code })),
    ])
      await k.refused(request, 404, '线上课程不存在');
    const list = await k.get(JINQIAO, 'getOnlineCourseList', { pageSize: '100' });
    expect(list.body.data.records.map((r: { cmpyCode: string }) => r.cmpyCode)).not.toContain('C_HUAXIN');
    await k.refused(
      () => k.get(JINQIAO, 'getOnlineCourseList', { cmpyCode: 'C_HUAXIN' }),
      403,
      '只能为本企业发布线上课程',
    );
    await k.refused(
      () => k.add(JINQIAO, courseBody({ cmpyCode: 'C_HUAXIN' })),
      403,
      '只能为本企业发布线上课程',
    );
    // A recruitment company's staff hold no training code at all.
    await k.refused(() => k.get('hengda01', 'getOnlineCourseList'), 403, '没有权限访问该功能');
  });

  it('lets one of many simultaneous reviews through and records it once', async () => {
    const code = await k.addOk(HUAXIN);
    const before = (await k.detail(OP, code)).body.data.history.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => k.check(OP, code, i % 2 ? 1 : 2, '驳回')),
    );
    const ok = answers.filter((a) => a.body.code === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.code).toBe(400);
    const after = (await k.detail(OP, code)).body.data;
    expect(after.history).toHaveLength(before + 1);
    expect([1, 2]).toContain(after.state);
  });
});
