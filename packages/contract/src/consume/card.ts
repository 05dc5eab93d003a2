import { z } from 'zod';
import { defineLifecycle } from '../platform/lifecycle.ts';

/**
 * Electronic cards (电子卡): a company issues cards to its people against the balance its approved recharges
 * credited. Issuing takes the amount off the company's balance at once (so two operators can never issue
 * more than it holds); an operator then approves the card (it can be spent at shops) or rejects it with a
 * reason (the amount goes back to the company). Spec §4: 0 pending, 1 approved, 2 rejected.
 */
export const CardApproveState = { pending: 0, approved: 1, rejected: 2 } as const;
export type CardApproveState = (typeof CardApproveState)[keyof typeof CardApproveState];

export const cardLifecycle = defineLifecycle({
  entity: 'card',
  states: { 0: '待审批', 1: '审批通过', 2: '已驳回' },
  actions: {
    approve: { from: [0], to: 1, permission: 'card:approve', label: '审批通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'card:approve', label: '驳回', success: '操作成功' },
  },
});
export type CardAction = keyof typeof cardLifecycle.actions;

export const cardStateTabs = [
  { key: CardApproveState.pending, label: '待审批' },
  { key: CardApproveState.approved, label: '审批通过' },
  { key: CardApproveState.rejected, label: '已驳回' },
] as const;

/** What moved a card's balance: issued (+), spent at a shop (−), a spend refunded (+), returned to the company on rejection (−). */
export const CardMovementKind = {
  issue: 'issue',
  spend: 'spend',
  refund: 'refund',
  return: 'return',
} as const;
export type CardMovementKind = (typeof CardMovementKind)[keyof typeof CardMovementKind];
export const cardMovementLabels: Record<CardMovementKind, string> = {
  issue: '发卡',
  spend: '消费',
  refund: '退款',
  return: '退回企业',
};

/** Largest single card: 5,000.00 yuan; largest single spend the same. */
export const CARD_MAX_CENTS = 500_000;

export const cardMessages = {
  amount: '发卡金额必须是大于0的整数（单位：分）',
  amountTooLarge: '单张电子卡金额不能超过5000元',
  spendAmount: '消费金额必须是大于0的整数（单位：分）',
  balanceShort: '企业余额不足，不能发卡',
  cardBalanceShort: '电子卡余额不足',
  notApproved: '电子卡未审批通过，不能消费',
  notFound: '电子卡不存在',
  ownOnly: '只能操作本企业的电子卡',
  companyRequired: '请选择发卡企业',
  companyNotCertified: '企业未认证，不能发卡',
  rejectReasonRequired: '请输入驳回原因',
  movementNotFound: '消费记录不存在',
  notSpend: '只能对消费记录退款',
  alreadyRefunded: '该笔消费已退款',
  refundAmount: '退款金额必须是大于0的整数（单位：分）',
  refundTooMuch: '退款金额不能超过该笔消费的可退金额',
  shopShort: '商户可提现余额不足，不能退款',
  shopNotFound: '商户不存在',
  shopClosed: '商户已停用',
} as const;

const cents = (message: string, max: number, maxMessage: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, maxMessage);

const text = (name: string, max: number) =>
  z
    .string({ error: `请输入${name}` })
    .trim()
    .min(1, `请输入${name}`)
    .max(max, `${name}最多${max}个字符`);

const Phone = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1\d{10}$/, '手机号格式不正确');

export const CardNo = z
  .string({ error: '缺少卡号' })
  .trim()
  .regex(/^[A-Za-z0-9]{1,40}$/, '卡号格式不正确');
export const ShopCode = z
  .string({ error: '请选择商户' })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,40}$/, '商户编号格式不正确');

export const CardIssueBody = z.object({
  /** Operators name the company; company staff always issue for their own. */
  cmpyCode: z.string().trim().max(40).optional(),
  holderName: text('持卡人姓名', 20),
  holderPhone: Phone,
  /** Cents. */
  faceAmount: cents(cardMessages.amount, CARD_MAX_CENTS, cardMessages.amountTooLarge),
});
export type CardIssueBody = z.infer<typeof CardIssueBody>;

export const CardApproveBody = z
  .object({
    cardNo: CardNo,
    /** 1 approve, 2 reject. */
    approveState: z.union([z.literal(1), z.literal(2)], { error: '审批结果只能是1（通过）或2（驳回）' }),
    remark: z.string().trim().max(200, '审批意见最多200个字符').optional(),
  })
  .refine((b) => b.approveState !== 2 || !!b.remark, {
    message: cardMessages.rejectReasonRequired,
    path: ['remark'],
  });

export const CardSpendBody = z.object({
  cardNo: CardNo,
  shopCode: ShopCode,
  /** Cents. */
  amount: cents(cardMessages.spendAmount, CARD_MAX_CENTS, '单笔消费金额不能超过5000元'),
});

export const CardRefundBody = z.object({
  movementCode: z
    .string({ error: '缺少消费流水号' })
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, '消费流水号格式不正确'),
  /** Cents to refund (part of the spend); without it, all that is left of the spend. */
  amount: cents(cardMessages.refundAmount, CARD_MAX_CENTS, cardMessages.refundTooMuch).optional(),
});

export const CardRow = z.object({
  cardNo: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  holderName: z.string(),
  holderPhone: z.string(),
  /** Cents issued. */
  faceAmount: z.number(),
  /** Cents left. */
  balance: z.number(),
  approveState: z.number(),
  approveStateName: z.string(),
  remark: z.string().nullable(),
  issueTime: z.string().nullable(),
  approveTime: z.string().nullable(),
});
export type CardRow = z.infer<typeof CardRow>;

export const CardMovement = z.object({
  movementCode: z.string(),
  kind: z.string(),
  kindName: z.string(),
  /** Cents, signed: + into the card, − out of it. */
  amount: z.number(),
  balanceAfter: z.number(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  /** A spend refunded whole. */
  refunded: z.boolean(),
  /** Cents of a spend refunded so far (partial refunds add up); 0 for other movements. */
  refundedAmount: z.number(),
  time: z.string().nullable(),
  operator: z.string().nullable(),
});
export type CardMovement = z.infer<typeof CardMovement>;

/** Shops (商户) that accept the cards and withdraw their bills. */
export const ShopBody = z.object({
  shopCode: ShopCode.optional(),
  shopName: text('商户名称', 50),
  contactName: text('联系人', 20),
  contactPhone: Phone,
  address: text('经营地址', 100),
  bankAccountName: text('收款户名', 50),
  bankAccount: z
    .string({ error: '请输入收款账号' })
    .trim()
    .regex(/^\d{12,25}$/, '收款账号必须是12到25位数字'),
});

export const ShopRow = z.object({
  shopCode: z.string(),
  shopName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  bankAccountName: z.string(),
  /** Masked except the last four digits. */
  bankAccountMasked: z.string(),
  /** Cents the shop may still withdraw (spends − refunds − withdrawals held or paid). */
  available: z.number(),
});
export type ShopRow = z.infer<typeof ShopRow>;

export const maskAccount = (account: string) => `**** **** ${account.slice(-4)}`;
