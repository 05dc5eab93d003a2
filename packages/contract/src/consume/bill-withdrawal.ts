import { z } from 'zod';
import { defineLifecycle } from '../platform/lifecycle.ts';
import { ShopCode } from './card.ts';

/**
 * A shop's bill withdrawal (账单提现): the shop asks to be paid what the cards spent with it; an operator
 * approves or rejects it, then pays it to the store through the payment provider. Spec §4 payment apply
 * statuses: 0 approving, 1 approved, 5 to pay (payment asked for, waiting for the provider), 3 paid,
 * 4 payment failed, 2 approval failed.
 */
export const WithdrawalStatus = {
  approving: 0,
  approved: 1,
  approvalFailed: 2,
  paid: 3,
  payFailed: 4,
  toPay: 5,
} as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

export const withdrawalLifecycle = defineLifecycle({
  entity: 'bill_withdrawal',
  states: { 0: '审批中', 1: '审批通过', 5: '待支付', 3: '已支付', 4: '支付失败', 2: '审批失败' },
  actions: {
    approve: { from: [0], to: 1, permission: 'bill:approve', label: '审批通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'bill:approve', label: '驳回', success: '操作成功' },
    /** Asks the provider to pay the store; a failed payment may be asked for again (a new out number). */
    pay: { from: [1, 4], to: 5, permission: 'bill:pay', label: '支付到店', success: '操作成功' },
    /** The provider's answer (its reply or its notification), never an operator's button. */
    paid: { from: [5], to: 3, permission: 'bill:pay', label: '支付成功', success: '操作成功' },
    payFail: { from: [5], to: 4, permission: 'bill:pay', label: '支付失败', success: '操作成功' },
  },
});
export type WithdrawalAction = keyof typeof withdrawalLifecycle.actions;

/** The list's tabs in the spec's order, each with its count (`num`). */
export const withdrawalStatusTabs = [
  { key: WithdrawalStatus.approving, label: '审批中' },
  { key: WithdrawalStatus.approved, label: '审批通过' },
  { key: WithdrawalStatus.toPay, label: '待支付' },
  { key: WithdrawalStatus.paid, label: '已支付' },
  { key: WithdrawalStatus.payFailed, label: '支付失败' },
  { key: WithdrawalStatus.approvalFailed, label: '审批失败' },
] as const;

/** Buttons an operator sees (the provider's answers are not buttons). */
export const withdrawalButtons: readonly WithdrawalAction[] = ['approve', 'reject', 'pay'];

/** Withdrawals a shop may apply for per calendar month (Asia/Shanghai); a rejected one gives its turn back. */
export const WITHDRAWAL_TIMES_PER_MONTH = 4;
/** Largest single withdrawal: 50,000.00 yuan. */
export const WITHDRAWAL_MAX_CENTS = 5_000_000;

export const withdrawalMessages = {
  amount: '提现金额必须是大于0的整数（单位：分）',
  amountTooLarge: '单次提现金额不能超过50000元',
  shopShort: '提现金额超过商户可提现余额',
  noTimesLeft: `本月提现次数已用完（每月${WITHDRAWAL_TIMES_PER_MONTH}次）`,
  notFound: '提现申请不存在',
  rejectReasonRequired: '请输入驳回原因',
  alreadyPaid: '该提现申请已支付，不能重复支付',
} as const;

export const WithdrawalCode = z
  .string({ error: '缺少提现申请编号' })
  .trim()
  .regex(/^[A-Za-z0-9]{1,40}$/, '提现申请编号格式不正确');

export const WithdrawalApplyBody = z.object({
  shopCode: ShopCode,
  /** Cents. */
  amount: z
    .number({ error: withdrawalMessages.amount })
    .int(withdrawalMessages.amount)
    .min(1, withdrawalMessages.amount)
    .max(WITHDRAWAL_MAX_CENTS, withdrawalMessages.amountTooLarge),
});

export const WithdrawalApproveBody = z
  .object({
    applyCode: WithdrawalCode,
    /** 1 approve, 2 reject (approval failed). */
    status: z.union([z.literal(1), z.literal(2)], { error: '审批结果只能是1（通过）或2（驳回）' }),
    remark: z.string().trim().max(200, '审批意见最多200个字符').optional(),
  })
  .refine((b) => b.status !== 2 || !!b.remark, {
    message: withdrawalMessages.rejectReasonRequired,
    path: ['remark'],
  });

export const WithdrawalRow = z.object({
  applyCode: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  /** Cents. */
  amount: z.number(),
  status: z.number(),
  statusName: z.string(),
  approveRemark: z.string().nullable(),
  failReason: z.string().nullable(),
  /** Our number of the latest payment (out_trade_no) and the provider's. */
  outNo: z.string().nullable(),
  providerRef: z.string().nullable(),
  payeeName: z.string().nullable(),
  payeeAccountMasked: z.string().nullable(),
  applyTime: z.string().nullable(),
  approveTime: z.string().nullable(),
  payTime: z.string().nullable(),
  paidTime: z.string().nullable(),
});
export type WithdrawalRow = z.infer<typeof WithdrawalRow>;
