import { z } from 'zod';
import { StateHistoryItem } from '../cmpy/company.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import {
  WithdrawalApplyBody,
  WithdrawalApproveBody,
  WithdrawalCode,
  WithdrawalRow,
} from './bill-withdrawal.ts';
import { ShopCode } from './card.ts';

const BASE = '/consume/bill-withdrawal/pc';

const filters = {
  shopName: z.string().trim().max(50, '商户名称最多50个字符').optional(),
  applyCode: z.string().trim().max(40, '提现申请编号最多40个字符').optional(),
};
const Month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM');

export const WithdrawalStatusCount = z.object({
  status: z.number(),
  statusName: z.string(),
  num: z.number(),
});
export const WithdrawalDetail = WithdrawalRow.extend({ history: z.array(StateHistoryItem) });
export const BillReportRow = z.object({
  shopCode: z.string(),
  shopName: z.string(),
  month: z.string(),
  /** Spends at the shop that month (count, cents) and refunds of them (cents). */
  spendCount: z.number(),
  spendAmount: z.number(),
  refundAmount: z.number(),
  /** Withdrawals applied that month and not rejected (cents), and of them paid. */
  withdrawAmount: z.number(),
  paidAmount: z.number(),
});
export type BillReportRow = z.infer<typeof BillReportRow>;

export const billWithdrawalRoutes = {
  billList: defineRoute({
    method: 'GET',
    path: `${BASE}/billList`,
    summary: '提现申请分页列表（status：0 审批中，1 审批通过，5 待支付，3 已支付，4 支付失败，2 审批失败）',
    access: perm('bill:list'),
    changesData: false,
    query: z.object({
      ...pageParams,
      ...filters,
      status: z.coerce
        .number({ error: '状态必须是数字' })
        .int('状态必须是整数')
        .refine((v) => [0, 1, 2, 3, 4, 5].includes(v), '状态只能是0到5')
        .optional(),
    }),
    response: pageOf(WithdrawalRow),
  }),
  billCount: defineRoute({
    method: 'GET',
    path: `${BASE}/billCount`,
    summary: '各状态的提现申请数（支付类计数列表）：[{status, statusName, num}]',
    access: perm('bill:list'),
    changesData: false,
    chosenPath: true,
    query: z.object(filters),
    response: z.array(WithdrawalStatusCount),
  }),
  billInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/billInfo`,
    summary: '提现申请详情（含审批与支付记录）',
    access: perm('bill:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ applyCode: WithdrawalCode }),
    response: WithdrawalDetail,
  }),
  billReport: defineRoute({
    method: 'GET',
    path: `${BASE}/billReport`,
    summary:
      '按商户和月份汇总：消费笔数与金额、退款、提现与已支付金额（分）；beginMonth 到 endMonth 最多12个月',
    access: perm('bill:list'),
    changesData: false,
    query: z.object({
      beginMonth: Month,
      endMonth: Month,
      shopName: z.string().trim().max(50, '商户名称最多50个字符').optional(),
    }),
    response: z.array(BillReportRow),
  }),
  remainingTimes: defineRoute({
    method: 'GET',
    path: `${BASE}/remainingTimes`,
    summary: '商户本月剩余提现次数：{period, limit, used, remaining, available}',
    access: perm('bill:list'),
    changesData: false,
    query: z.object({ shopCode: ShopCode }),
    response: z.object({
      shopCode: z.string(),
      period: z.string(),
      limit: z.number(),
      used: z.number(),
      remaining: z.number(),
      /** Cents the shop may withdraw. */
      available: z.number(),
    }),
  }),
  applyWithdrawal: defineRoute({
    method: 'POST',
    path: `${BASE}/apply`,
    summary: '为商户提交提现申请（分）：从可提现余额扣出，占用本月一次提现次数，进入审批中',
    access: perm('bill:apply'),
    changesData: true,
    chosenPath: true,
    body: WithdrawalApplyBody,
    response: WithdrawalRow,
  }),
  approve: defineRoute({
    method: 'POST',
    path: `${BASE}/approve`,
    summary: '审批提现：status 1 通过，2 驳回（须填 remark，金额退回商户可提现余额）',
    access: perm('bill:approve'),
    changesData: true,
    body: WithdrawalApproveBody,
    response: WithdrawalRow,
  }),
  toPayStore: defineRoute({
    method: 'POST',
    path: `${BASE}/toPayStore`,
    summary: '支付到店：通过支付服务转账给商户；已支付的不再支付，支付失败可重新支付',
    access: perm('bill:pay'),
    changesData: true,
    body: z.object({ applyCode: WithdrawalCode }),
    response: WithdrawalRow,
  }),
};
