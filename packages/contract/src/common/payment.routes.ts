import { z } from 'zod';
import { defineRoute, PUBLIC } from '../platform/route.ts';
import { NOTICE_STATUSES, OutNo, PAYMENT_KINDS, PAYMENT_MAX_CENTS } from './payment.ts';

const apiTime = z
  .string({ error: '时间格式应为 YYYY-MM-DD HH:mm:ss' })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');

/**
 * A payment notification as the test provider sends it (a real provider brings its own route and body, e.g.
 * WeChat Pay v3's encrypted `resource`): what happened, signed with the provider's key over the other fields.
 */
export const TestPaymentNotice = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: '通知类型只能是 charge 或 transfer' }),
  outNo: OutNo,
  providerRef: z.string({ error: '缺少支付流水号' }).regex(/^[A-Za-z0-9_-]{4,64}$/, '支付流水号格式不正确'),
  amountCents: z
    .number({ error: '支付金额必须是整数（单位：分）' })
    .int('支付金额必须是整数（单位：分）')
    .min(1, '支付金额必须大于0')
    .max(PAYMENT_MAX_CENTS, '支付金额过大'),
  status: z.enum(NOTICE_STATUSES, { error: '支付状态只能是 succeeded 或 failed' }),
  failReason: z.string().max(200, '失败原因最多200个字符').optional(),
  occurredAt: apiTime,
  signature: z.string({ error: '缺少签名' }).regex(/^[0-9a-f]{64}$/, '签名格式不正确'),
});
export type TestPaymentNotice = z.infer<typeof TestPaymentNotice>;

/** A payer's ticket for the test cashier: what is to be paid, signed by the server, valid for a while. */
export const PaymentTicket = z
  .string({ error: '缺少支付凭证' })
  .regex(/^[A-Za-z0-9_-]{8,600}\.[0-9a-f]{64}$/, '支付链接无效或已过期');

export const TestCashierInfo = z.object({
  outNo: z.string(),
  subject: z.string(),
  amountCents: z.number().int(),
  expireTime: z.string(),
});

export const paymentRoutes = {
  testNotify: defineRoute({
    method: 'POST',
    path: '/backend-common/payment/test/notify',
    summary: '测试支付服务的支付结果通知（验签，同一流水号只入账一次）',
    access: PUBLIC,
    chosenPath: true,
    changesData: true,
    body: TestPaymentNotice,
    response: z.object({ outcome: z.enum(['applied', 'duplicate']) }),
  }),
  testCashier: defineRoute({
    method: 'GET',
    path: '/backend-common/payment/test/cashier',
    summary: '测试收银台：支付凭证对应的单号、内容与金额',
    access: PUBLIC,
    chosenPath: true,
    changesData: false,
    query: z.object({ ticket: PaymentTicket }),
    response: TestCashierInfo,
  }),
  testPay: defineRoute({
    method: 'POST',
    path: '/backend-common/payment/test/pay',
    summary: '测试收银台付款：模拟付款人支付成功或失败，由测试支付服务发出通知',
    access: PUBLIC,
    chosenPath: true,
    changesData: true,
    body: z.object({
      ticket: PaymentTicket,
      result: z.enum(NOTICE_STATUSES, { error: '支付结果只能是 succeeded 或 failed' }),
    }),
    response: z.object({ outNo: z.string(), outcome: z.enum(['applied', 'duplicate']) }),
  }),
};
