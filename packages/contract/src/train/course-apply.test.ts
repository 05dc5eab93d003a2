import { describe, expect, it } from 'vitest';
import { actionsFrom, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import { CourseApplyListQuery, EditApplyBody, SignUpBody } from './course-apply.routes.ts';
import { courseApplyLifecycle, courseApplyTabs, courseOrderLifecycle, orderTabs } from './course-apply.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('course application lifecycle', () => {
  it('names the states and tabs as the spec labels them', () => {
    expect(courseApplyLifecycle.entity).toBe('courseApply');
    expect(courseApplyLifecycle.states).toEqual({ 0: '意向报名', 1: '线上报名未支付', 2: '线上报名已支付' });
    expect(courseApplyTabs.map((t) => t.key)).toEqual(['all', '0', '1', '2']);
  });

  it('has exactly this table, line by line', () => {
    const a = courseApplyLifecycle.actions;
    expect(a.online).toEqual({
      from: [0],
      to: 1,
      permission: 'courseApply:edit',
      label: '转为线上报名',
      success: '操作成功',
    });
    expect(a.pay).toEqual({
      from: [1],
      to: 2,
      permission: 'courseApply:edit',
      label: '支付成功',
      success: '支付成功',
    });
    expect(Object.keys(a)).toEqual(['online', 'pay']);
  });

  it('allows from each state only what the table says', () => {
    expect(actionsFrom(courseApplyLifecycle, 0)).toEqual(['online']);
    expect(actionsFrom(courseApplyLifecycle, 1)).toEqual(['pay']);
    expect(actionsFrom(courseApplyLifecycle, 2)).toEqual([]);
    expect(refusedMessage(courseApplyLifecycle, 'pay', 2)).toBe('当前状态为“线上报名已支付”，不能支付成功');
  });
});

describe('course order lifecycle', () => {
  it('has exactly this table, line by line', () => {
    expect(courseOrderLifecycle.entity).toBe('courseOrder');
    expect(courseOrderLifecycle.states).toEqual({ 1: '待支付', 5: '支付中', 3: '支付成功', 4: '支付失败' });
    const a = courseOrderLifecycle.actions;
    expect(a.startPay).toEqual({
      from: [1, 4],
      to: 5,
      permission: 'order:list',
      label: '发起支付',
      success: '操作成功',
    });
    expect(a.paid).toEqual({
      from: [5],
      to: 3,
      permission: 'order:list',
      label: '支付成功',
      success: '支付成功',
    });
    expect(a.payFail).toEqual({
      from: [5],
      to: 4,
      permission: 'order:list',
      label: '支付失败',
      success: '操作成功',
    });
    expect(Object.keys(a)).toEqual(['startPay', 'paid', 'payFail']);
    expect(orderTabs.map((t) => t.key)).toEqual(['all', '1', '5', '3', '4']);
  });

  it('pays at most once: nothing leaves 3', () => {
    expect(actionsFrom(courseOrderLifecycle, 1)).toEqual(['startPay']);
    expect(actionsFrom(courseOrderLifecycle, 5)).toEqual(['paid', 'payFail']);
    expect(actionsFrom(courseOrderLifecycle, 4)).toEqual(['startPay']);
    expect(actionsFrom(courseOrderLifecycle, 3)).toEqual([]);
  });

  it('uses permission codes of the resource tree', () => {
    const codes = new Set(permissionAreas.keys());
    for (const lifecycle of [courseApplyLifecycle, courseOrderLifecycle])
      for (const action of Object.values(lifecycle.actions)) expect(codes.has(action.permission)).toBe(true);
  });
});

describe('inputs', () => {
  it('refuses a bad phone, a blank name, a reversed time range and an empty edit', () => {
    expect(firstMessage(SignUpBody.safeParse({ courseCode: 'TC1', usrName: '李明', usrPhe: '12345' }))).toBe(
      '手机号码格式不正确',
    );
    expect(
      firstMessage(SignUpBody.safeParse({ courseCode: 'TC1', usrName: ' ', usrPhe: '13803711111' })),
    ).toBe('请输入姓名');
    expect(
      firstMessage(
        CourseApplyListQuery.safeParse({
          applyBeginTime: '2026-11-02 00:00:00',
          applyEndTime: '2026-11-01 00:00:00',
        }),
      ),
    ).toBe('报名开始时间不能晚于结束时间');
    expect(firstMessage(EditApplyBody.safeParse({ applyCode: 'CA1' }))).toBe('请填写要修改的内容');
    expect(firstMessage(EditApplyBody.safeParse({ applyCode: 'CA1', applyState: 7 }))).toContain(
      '报名状态只能改为1',
    );
    expect(CourseApplyListQuery.parse({ applyState: '', usrName: '' })).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });
  });
});
