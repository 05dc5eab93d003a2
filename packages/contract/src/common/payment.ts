import { z } from 'zod';

/**
 * Payments go through a provider (WeChat Pay, Alipay, a bank's payout service…) behind one small interface on
 * the server. None is reachable from here, so the product ships a test provider that settles at once and
 * moves no money; `none` refuses every payment. See docs/decisions.md (Payments).
 */
export const PAYMENT_PROVIDERS = ['none', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProviderLabels: Record<PaymentProviderName, string> = {
  none: '未配置支付服务',
  test: '测试支付（不实际扣款或打款）',
};

/** Money coming in (a payer pays an order) or going out (the platform pays a shop or a person). */
export const PAYMENT_KINDS = ['charge', 'transfer'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** What a provider says happened to one charge or transfer. */
export const NOTICE_STATUSES = ['succeeded', 'failed'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The web page of the test provider's cashier (public, `?ticket=`): its charges' pay URLs point here. */
export const TEST_CASHIER_PAGE_PATH = '/payment/test-cashier';

/** Largest single payment: 10,000,000.00 yuan. */
export const PAYMENT_MAX_CENTS = 1_000_000_000;

/**
 * Our number of a charge or transfer (WeChat's out_trade_no / out_detail_no): a business prefix that says who
 * owns it ('TO' a training order, 'BW' a bill withdrawal…) and letters or digits. A provider is idempotent on it.
 */
export const OutNo = z
  .string({ error: '缺少支付单号' })
  .regex(/^[A-Z]{2}[A-Za-z0-9_-]{2,62}$/, '支付单号格式不正确');

export const paymentMessages = {
  notConfigured: '未配置支付服务，暂不能在线支付',
  badSignature: '支付通知签名无效',
  ticketInvalid: '支付链接无效或已过期',
  unknownTarget: '支付通知对应的业务不存在',
  amountMismatch: '支付金额与应付金额不一致',
  transferConflict: '同一付款单号的金额或收款人不一致',
} as const;
