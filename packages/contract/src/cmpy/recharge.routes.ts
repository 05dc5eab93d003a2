import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { StateHistoryItem } from './company.ts';
import { ApplyCode, RechargeApplyBody, RechargeRejectBody, RechargeRow } from './recharge.ts';

const BASE = '/cmpy/card-cmpy-recharge-apply';

const rechargeFilters = {
  cmpyName: z.string().trim().max(50, '企业名称最多50个字符').optional(),
  applyCode: z.string().trim().max(40, '充值申请编号最多40个字符').optional(),
};

export const RechargeStatusCount = z.object({
  statues: z.number(),
  statuesName: z.string(),
  count: z.number(),
});
export const RechargeDetail = RechargeRow.extend({ history: z.array(StateHistoryItem) });
export type RechargeDetail = z.infer<typeof RechargeDetail>;

export const rechargeRoutes = {
  queryRechargeApplyList: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRechargeApplyList`,
    summary: '充值申请分页列表（statues：0 待充值，1 充值成功，2 充值失败；企业人员仅本企业）',
    access: perm('recharge:list'),
    changesData: false,
    query: z.object({
      ...pageParams,
      ...rechargeFilters,
      statues: z.coerce
        .number({ error: '充值状态必须是数字' })
        .int('充值状态必须是整数')
        .refine((value) => [0, 1, 2].includes(value), '充值状态只能是0、1或2')
        .optional(),
    }),
    response: pageOf(RechargeRow),
  }),
  queryRechargeApplyStatus: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRechargeApplyStatus`,
    summary: '各标签页的申请数：每个充值状态一行 {statues, statuesName, count}',
    access: perm('recharge:list'),
    changesData: false,
    query: z.object(rechargeFilters),
    response: z.array(RechargeStatusCount),
  }),
  queryRechargeStatus: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRechargeStatus`,
    summary: '充值状态字典：[{value, label}]（筛选项与标签页）',
    access: perm('recharge:list'),
    changesData: false,
    response: z.array(z.object({ value: z.number(), label: z.string() })),
  }),
  queryRechargeApplyInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRechargeApplyInfo`,
    summary: '充值申请详情（含处理记录）',
    access: perm('recharge:list'),
    changesData: false,
    query: z.object({ applyCode: ApplyCode }),
    response: RechargeDetail,
  }),
  checkRechargeApplyInfo: defineRoute({
    method: 'POST',
    path: `${BASE}/checkRechargeApplyInfo`,
    summary: '提交充值申请（企业人员为本企业；金额单位为分），进入待充值',
    access: perm('recharge:apply'),
    changesData: true,
    body: RechargeApplyBody,
    response: RechargeRow,
  }),
  rechargeApply: defineRoute({
    method: 'POST',
    path: `${BASE}/rechargeApply/{id}`,
    summary: '确认充值：id 为充值申请编号；企业余额只增加一次',
    access: perm('recharge:check'),
    changesData: true,
    params: z.object({ id: ApplyCode }),
    response: RechargeRow,
  }),
  rejectRecharge: defineRoute({
    method: 'POST',
    path: `${BASE}/rejectRecharge/`,
    summary: '驳回充值申请（须填驳回原因 remark）',
    access: perm('recharge:check'),
    changesData: true,
    body: RechargeRejectBody,
    response: RechargeRow,
  }),
};
