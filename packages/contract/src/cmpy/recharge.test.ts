import { describe, expect, it } from 'vitest';
import { actionsFrom, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import { RechargeApplyBody, RechargeRejectBody, rechargeLifecycle, rechargeStatusTabs } from './recharge.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const apply = {
  contactPerson: '李强',
  contactTell: '15037134403',
  explainRemark: '12月用工补贴预充值',
  rechargeTotalPeople: 20,
  rechargeTotalMoney: 1_250_050,
};

describe('recharge application lifecycle (spec §4: 0 pending, 1 success, 2 failed)', () => {
  it('names the tabs in the spec order', () => {
    expect(rechargeLifecycle.states).toEqual({ 0: '待充值', 1: '充值成功', 2: '充值失败' });
    expect(rechargeStatusTabs.map((tab) => [tab.key, tab.label])).toEqual([
      [0, '待充值'],
      [1, '充值成功'],
      [2, '充值失败'],
    ]);
  });

  it('has exactly this table, line by line', () => {
    expect(rechargeLifecycle.actions).toEqual({
      recharge: { from: [0], to: 1, permission: 'recharge:check', label: '确认充值', success: '操作成功' },
      reject: { from: [0], to: 2, permission: 'recharge:check', label: '驳回充值', success: '操作成功' },
    });
    expect(actionsFrom(rechargeLifecycle, 0)).toEqual(['recharge', 'reject']);
    expect(actionsFrom(rechargeLifecycle, 1)).toEqual([]);
    expect(actionsFrom(rechargeLifecycle, 2)).toEqual([]);
    expect(refusedMessage(rechargeLifecycle, 'recharge', 1)).toBe('当前状态为“充值成功”，不能确认充值');
    for (const code of ['recharge:check', 'recharge:list', 'recharge:apply']) {
      expect(permissionAreas.get(code), code).toBe('recruit');
    }
  });
});

describe('money in cents (spec §9)', () => {
  it('refuses negative, zero, fractional and non-numeric amounts in Chinese', () => {
    expect(RechargeApplyBody.parse(apply).rechargeTotalMoney).toBe(1_250_050);
    const money = '充值金额必须是大于0的整数（单位：分）';
    for (const rechargeTotalMoney of [-100, 0, 12.5, '100', null]) {
      expect(firstMessage(RechargeApplyBody.safeParse({ ...apply, rechargeTotalMoney }))).toBe(money);
    }
    expect(firstMessage(RechargeApplyBody.safeParse({ ...apply, rechargeTotalMoney: 1_000_000_001 }))).toBe(
      '单次充值金额不能超过10000000元',
    );
    expect(firstMessage(RechargeApplyBody.safeParse({ ...apply, rechargeTotalPeople: 1.5 }))).toBe(
      '充值人数必须是大于0的整数',
    );
    expect(firstMessage(RechargeRejectBody.safeParse({ applyCode: 'RA1', remark: ' ' }))).toBe(
      '请输入驳回原因',
    );
  });
});
