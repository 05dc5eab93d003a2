import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, refusedMessage } from '../platform/lifecycle.ts';
import { firstIssueMessage } from '../platform/zod-locale.ts';
import { walkResources } from '../system/resource-tree.ts';
import { ActivityBody, ActivityPageQuery, activityRoutes } from './activity.routes.ts';
import {
  ACTIVITY_REMOVABLE_STATES,
  activityClock,
  activityLifecycle,
  activityTabs,
  activityViews,
  tabOfState,
} from './activity.ts';

describe('activity lifecycle (spec §4)', () => {
  it('has the seven states of the spec', () => {
    expect(activityLifecycle.states).toEqual({
      0: '待开始',
      1: '审核中',
      2: '审核驳回',
      3: '进行中',
      4: '待结算',
      5: '结算审核中',
      6: '已结束',
    });
  });

  it('is this table, line by line', () => {
    const table = Object.entries(activityLifecycle.actions).map(([name, a]) => [
      name,
      a.from,
      a.to,
      a.permission,
      a.success,
    ]);
    expect(table).toEqual([
      ['edit', [0, 1, 2], 1, 'activity:edit', '更新成功'],
      ['pass', [1], 0, 'activity:audit', '操作成功'],
      ['reject', [1], 2, 'activity:audit', '操作成功'],
      ['stop', [0, 3], 4, 'activity:stop', '已停止活动'],
      ['submitSettle', [4], 5, 'activity:submitSettle', '提交成功'],
      ['agreeSettle', [5], 6, 'activity:agreeSettle', '操作成功'],
      ['settle', [6], 6, 'activity:settle', '结算成功'],
    ]);
    expect(ACTIVITY_REMOVABLE_STATES).toEqual([0, 1, 2]);
    expect(activityClock.map((c) => [c.action, c.from, c.to, c.when])).toEqual([
      ['start', [0], 3, 'beginTime'],
      ['finish', [3], 4, 'endTime'],
    ]);
  });

  it('allows each action only from its states', () => {
    expect(canApply(activityLifecycle, 'stop', 3)).toBe(true);
    expect(canApply(activityLifecycle, 'stop', 4)).toBe(false);
    expect(actionsFrom(activityLifecycle, 1)).toEqual(['edit', 'pass', 'reject']);
    expect(actionsFrom(activityLifecycle, 5)).toEqual(['agreeSettle']);
    expect(refusedMessage(activityLifecycle, 'submitSettle', 3)).toBe('当前状态为“进行中”，不能提交结算');
  });

  it('uses only permission codes of the resource tree', () => {
    const codes = new Set<string>();
    walkResources((node) => {
      if (node.perms) codes.add(node.perms);
    });
    for (const action of Object.values(activityLifecycle.actions)) expect(codes).toContain(action.permission);
  });
});

describe('activity screens (spec §2)', () => {
  it('has tabs 0, 3, 4, 6 grouping every state once', () => {
    expect(Object.keys(activityTabs)).toEqual(['0', '3', '4', '6']);
    const grouped = Object.values(activityTabs).flatMap((tab) => tab.states);
    expect([...grouped].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tabOfState(1)).toBe(0);
    expect(tabOfState(5)).toBe(4);
    expect(tabOfState(9)).toBeNull();
  });

  it('configures the three views as the spec says', () => {
    expect(activityViews.manage.tabs).toEqual([0, 3, 4, 6]);
    expect(activityViews.approve.tabs).toEqual([0, 3]);
    expect(activityViews.settle.tabs).toEqual([4, 6]);
    expect(activityViews.settle.defaultTab).toBe(4);
    expect(activityViews.manage.actions).toEqual(['edit', 'stop', 'submitSettle']);
    expect(activityViews.approve.actions).toEqual(['pass', 'reject']);
    expect(activityViews.settle.actions).toEqual(['agreeSettle', 'settle']);
    // Every action of the lifecycle is offered on some screen, and only on screens showing its states.
    const offered = Object.values(activityViews).flatMap((v) => [...v.actions]);
    expect(new Set(offered)).toEqual(new Set(Object.keys(activityLifecycle.actions)));
    for (const v of Object.values(activityViews)) {
      const shown = v.tabs.flatMap((tab) => [...activityTabs[tab].states]);
      for (const action of v.actions) {
        expect(
          activityLifecycle.actions[action].from.some((s) => shown.includes(s)),
          action,
        ).toBe(true);
      }
    }
  });
});

describe('activity input', () => {
  const valid = {
    activityName: '春风行动招聘会',
    type: 0,
    beginTime: '2030-03-01 09:00:00',
    endTime: '2030-03-02 17:00:00',
    activityBudget: 1000000,
    perReward: 5000,
  };
  const message = (input: unknown) => {
    const result = ActivityBody.safeParse(input);
    return result.success ? null : firstIssueMessage(result.error);
  };

  it('accepts a valid activity', () => expect(message(valid)).toBeNull());

  it('refuses negative, fractional and oversized money', () => {
    expect(message({ ...valid, activityBudget: -1 })).toBe('活动预算不能为负数');
    expect(message({ ...valid, perReward: 12.5 })).toBe('每人奖励必须是整数（单位：分）');
    expect(message({ ...valid, activityBudget: '100' })).toBe('活动预算必须是数字');
    expect(message({ ...valid, perReward: 2000000 })).toBe('每人奖励不能超过活动预算');
  });

  it('refuses a bad type, time order and duplicate companies', () => {
    expect(message({ ...valid, type: 2 })).toBe('活动类型只能是0招聘活动、1培训活动');
    expect(message({ ...valid, endTime: '2030-02-01 00:00:00' })).toBe('结束时间必须晚于开始时间');
    expect(message({ ...valid, beginTime: '2030/03/01' })).toBe('开始时间格式应为YYYY-MM-DD HH:mm:ss');
    expect(message({ ...valid, cmpyCodes: ['C1', 'C1'] })).toBe('参与企业不能重复');
  });

  it('refuses an unknown status filter', () => {
    const result = ActivityPageQuery.safeParse({ status: 5 });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe(
      '活动状态只能是0待开始、3进行中、4待结算、6已结束',
    );
  });

  it('refuses a negative or fractional settlement amount', () => {
    const query = activityRoutes.submitSettleActivity.query!;
    for (const settleAmount of ['-1', '1.5', 'abc']) {
      expect(query.safeParse({ activityCode: 'A1', settleAmount }).success).toBe(false);
    }
    expect(query.parse({ activityCode: 'A1', settleAmount: '0' }).settleAmount).toBe(0);
  });
});
