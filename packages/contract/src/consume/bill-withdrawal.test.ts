import { describe, expect, it } from 'vitest';
import { actionsFrom, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import {
  WithdrawalApplyBody,
  WithdrawalApproveBody,
  withdrawalButtons,
  withdrawalLifecycle,
  withdrawalStatusTabs,
} from './bill-withdrawal.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('payment apply lifecycle (spec §4: 0 approving, 1 approved, 5 to pay, 3 paid, 4 payment failed, 2 approval failed)', () => {
  it('names the states and the tabs in the spec order', () => {
    expect(withdrawalLifecycle.states).toEqual({
      0: '审批中',
      1: '审批通过',
      5: '待支付',
      3: '已支付',
      4: '支付失败',
      2: '审批失败',
    });
    expect(withdrawalStatusTabs.map((tab) => tab.key)).toEqual([0, 1, 5, 3, 4, 2]);
  });

  it('has exactly this table, line by line', () => {
    expect(withdrawalLifecycle.actions).toEqual({
      approve: { from: [0], to: 1, permission: 'bill:approve', label: '审批通过', success: '操作成功' },
      reject: { from: [0], to: 2, permission: 'bill:approve', label: '驳回', success: '操作成功' },
      pay: { from: [1, 4], to: 5, permission: 'bill:pay', label: '支付到店', success: '操作成功' },
      paid: { from: [5], to: 3, permission: 'bill:pay', label: '支付成功', success: '操作成功' },
      payFail: { from: [5], to: 4, permission: 'bill:pay', label: '支付失败', success: '操作成功' },
    });
    expect(actionsFrom(withdrawalLifecycle, 0)).toEqual(['approve', 'reject']);
    expect(actionsFrom(withdrawalLifecycle, 1)).toEqual(['pay']);
    expect(actionsFrom(withdrawalLifecycle, 5)).toEqual(['paid', 'payFail']);
    expect(actionsFrom(withdrawalLifecycle, 4)).toEqual(['pay']);
    expect(actionsFrom(withdrawalLifecycle, 3)).toEqual([]);
    expect(actionsFrom(withdrawalLifecycle, 2)).toEqual([]);
    expect(withdrawalButtons).toEqual(['approve', 'reject', 'pay']);
    expect(refusedMessage(withdrawalLifecycle, 'pay', 3)).toBe('当前状态为“已支付”，不能支付到店');
    expect(refusedMessage(withdrawalLifecycle, 'approve', 2)).toBe('当前状态为“审批失败”，不能审批通过');
    for (const code of ['bill:list', 'bill:apply', 'bill:approve', 'bill:pay']) {
      expect(permissionAreas.get(code), code).toBe('oddjobMarket');
    }
  });
});

describe('withdrawal amounts in cents', () => {
  it('refuses negative, zero, fractional, text and too large amounts', () => {
    for (const amount of [-1, 0, 10.5, '100', null]) {
      expect(firstMessage(WithdrawalApplyBody.safeParse({ shopCode: 'SH1', amount }))).toBe(
        '提现金额必须是大于0的整数（单位：分）',
      );
    }
    expect(firstMessage(WithdrawalApplyBody.safeParse({ shopCode: 'SH1', amount: 5_000_001 }))).toBe(
      '单次提现金额不能超过50000元',
    );
    expect(firstMessage(WithdrawalApproveBody.safeParse({ applyCode: 'BW1', status: 2, remark: ' ' }))).toBe(
      '请输入驳回原因',
    );
  });
});
