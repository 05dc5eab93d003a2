import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, defineLifecycle, refusedMessage } from './lifecycle.ts';

const review = defineLifecycle({
  entity: 'sample',
  states: { 0: '待审核', 1: '已通过', 2: '已驳回' },
  actions: {
    pass: { from: [0], to: 1, permission: 'sample:check', label: '审核通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'sample:check', label: '驳回', success: '操作成功' },
    resubmit: { from: [2], to: 0, permission: 'sample:edit', label: '重新提交', success: '提交成功' },
  },
});

describe('lifecycle tables', () => {
  it('allows an action only from its states', () => {
    expect(canApply(review, 'pass', 0)).toBe(true);
    expect(canApply(review, 'pass', 1)).toBe(false);
    expect(canApply(review, 'resubmit', 2)).toBe(true);
  });

  it('lists the actions of a state in table order', () => {
    expect(actionsFrom(review, 0)).toEqual(['pass', 'reject']);
    expect(actionsFrom(review, 1)).toEqual([]);
  });

  it('explains a refusal with the state name', () => {
    expect(refusedMessage(review, 'pass', 1)).toBe('当前状态为“已通过”，不能审核通过');
    expect(refusedMessage(review, 'pass', 9)).toBe('当前状态为“状态9”，不能审核通过');
  });
});
