import { describe, expect, it } from 'vitest';
import { actionsFrom, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import { CardApproveBody, CardIssueBody, CardSpendBody, cardLifecycle, cardStateTabs } from './card.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const issue = { holderName: '张伟', holderPhone: '13838112201', faceAmount: 20_000 };

describe('electronic card lifecycle (spec §4: 0 pending, 1 approved, 2 rejected)', () => {
  it('names the tabs in the spec order', () => {
    expect(cardLifecycle.states).toEqual({ 0: '待审批', 1: '审批通过', 2: '已驳回' });
    expect(cardStateTabs.map((tab) => [tab.key, tab.label])).toEqual([
      [0, '待审批'],
      [1, '审批通过'],
      [2, '已驳回'],
    ]);
  });

  it('has exactly this table, line by line', () => {
    expect(cardLifecycle.actions).toEqual({
      approve: { from: [0], to: 1, permission: 'card:approve', label: '审批通过', success: '操作成功' },
      reject: { from: [0], to: 2, permission: 'card:approve', label: '驳回', success: '操作成功' },
    });
    expect(actionsFrom(cardLifecycle, 0)).toEqual(['approve', 'reject']);
    expect(actionsFrom(cardLifecycle, 1)).toEqual([]);
    expect(actionsFrom(cardLifecycle, 2)).toEqual([]);
    expect(refusedMessage(cardLifecycle, 'approve', 1)).toBe('当前状态为“审批通过”，不能审批通过');
    expect(refusedMessage(cardLifecycle, 'reject', 2)).toBe('当前状态为“已驳回”，不能驳回');
    for (const code of [
      'card:list',
      'card:issue',
      'card:approve',
      'card:consume',
      'shop:list',
      'shop:edit',
    ]) {
      expect(permissionAreas.get(code), code).toBe('oddjobMarket');
    }
  });
});

describe('card amounts in cents (spec §9)', () => {
  it('refuses negative, zero, fractional and text amounts in Chinese', () => {
    expect(CardIssueBody.parse(issue).faceAmount).toBe(20_000);
    for (const faceAmount of [-100, 0, 12.5, '100', null]) {
      expect(firstMessage(CardIssueBody.safeParse({ ...issue, faceAmount }))).toBe(
        '发卡金额必须是大于0的整数（单位：分）',
      );
    }
    expect(firstMessage(CardIssueBody.safeParse({ ...issue, faceAmount: 500_001 }))).toBe(
      '单张电子卡金额不能超过5000元',
    );
    expect(firstMessage(CardSpendBody.safeParse({ cardNo: 'C1', shopCode: 'S1', amount: 0.5 }))).toBe(
      '消费金额必须是大于0的整数（单位：分）',
    );
    expect(firstMessage(CardIssueBody.safeParse({ ...issue, holderPhone: '1234' }))).toBe('手机号格式不正确');
  });

  it('needs a reason to reject', () => {
    expect(firstMessage(CardApproveBody.safeParse({ cardNo: 'C1', approveState: 2 }))).toBe('请输入驳回原因');
    expect(CardApproveBody.safeParse({ cardNo: 'C1', approveState: 1 }).success).toBe(true);
    expect(firstMessage(CardApproveBody.safeParse({ cardNo: 'C1', approveState: 0 }))).toBe(
      '审批结果只能是1（通过）或2（驳回）',
    );
  });
});
