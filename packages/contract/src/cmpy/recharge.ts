import { z } from 'zod';
import { defineLifecycle } from '../platform/lifecycle.ts';
import { CmpyCode, MobilePhone } from './company.ts';

/** Recharge application states, the list's tabs (spec §4 approveType): 0 pending, 1 success, 2 failed. */
export const RechargeStatus = { pending: 0, success: 1, failed: 2 } as const;
export type RechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];

/**
 * Company staff apply (state 0); an operator either confirms the recharge, which credits the company's
 * balance once, or rejects it with a reason. Both end the application.
 */
export const rechargeLifecycle = defineLifecycle({
  entity: 'recharge',
  states: { 0: '待充值', 1: '充值成功', 2: '充值失败' },
  actions: {
    recharge: { from: [0], to: 1, permission: 'recharge:check', label: '确认充值', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'recharge:check', label: '驳回充值', success: '操作成功' },
  },
});
export type RechargeAction = keyof typeof rechargeLifecycle.actions;

export const rechargeStatusTabs = [
  { key: RechargeStatus.pending, label: '待充值' },
  { key: RechargeStatus.success, label: '充值成功' },
  { key: RechargeStatus.failed, label: '充值失败' },
] as const;

/** Whether the money has reached the company's balance (`rechargeStatues`): 0 not yet, 1 credited. */
export const RechargeCredited = { no: 0, yes: 1 } as const;
export const rechargeCreditedLabels: Record<number, string> = { 0: '未到账', 1: '已到账' };

/** Largest single recharge: 10,000,000.00 yuan. */
export const RECHARGE_MAX_CENTS = 1_000_000_000;
export const RECHARGE_MAX_PEOPLE = 100_000;

export const rechargeMessages = {
  money: '充值金额必须是大于0的整数（单位：分）',
  moneyTooLarge: '单次充值金额不能超过10000000元',
  people: '充值人数必须是大于0的整数',
  rejectReasonRequired: '请输入驳回原因',
  notFound: '充值申请不存在',
  ownOnly: '只能查看本企业的充值申请',
  companyRequired: '请选择充值企业',
  companyNotCertified: '企业未认证，不能申请充值',
} as const;

const positiveInt = (message: string, max: number, maxMessage: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, maxMessage);

const text = (name: string, max: number) =>
  z
    .string({ error: `请输入${name}` })
    .trim()
    .min(1, `请输入${name}`)
    .max(max, `${name}最多${max}个字符`);

/** A recharge application as company staff submit it (money in cents). */
export const RechargeApplyBody = z.object({
  /** Operators apply for a company; staff always for their own (may be omitted). */
  cmpyCode: CmpyCode.optional(),
  contactPerson: text('联系人', 30),
  contactTell: MobilePhone,
  explainRemark: z.string().trim().max(200, '充值说明最多200个字符').optional(),
  rechargeTotalPeople: positiveInt(rechargeMessages.people, RECHARGE_MAX_PEOPLE, '充值人数不能超过100000'),
  rechargeTotalMoney: positiveInt(rechargeMessages.money, RECHARGE_MAX_CENTS, rechargeMessages.moneyTooLarge),
});
export type RechargeApplyBody = z.infer<typeof RechargeApplyBody>;

/** An application's code: `RA` and hex digits (also guards the path parameter). */
export const ApplyCode = z
  .string({ error: '缺少充值申请编号' })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,40}$/, '充值申请编号格式不正确');

export const RechargeRejectBody = z.object({
  applyCode: ApplyCode,
  remark: z
    .string({ error: rechargeMessages.rejectReasonRequired })
    .trim()
    .min(1, rechargeMessages.rejectReasonRequired)
    .max(200, '驳回原因最多200个字符'),
});

export const RechargeRow = z.object({
  applyCode: z.string(),
  cmpyCode: z.string(),
  cmpyName: z.string(),
  contactPerson: z.string(),
  contactTell: z.string(),
  explainRemark: z.string().nullable(),
  rechargeTotalPeople: z.number(),
  /** Cents. */
  rechargeTotalMoney: z.number(),
  statues: z.number(),
  statuesName: z.string(),
  rechargeStatues: z.number(),
  rechargeTime: z.string().nullable(),
  /** The operator's reason when rejected. */
  remark: z.string().nullable(),
  submitTime: z.string().nullable(),
  checkTime: z.string().nullable(),
  /** userCode of the operator who last reviewed it. */
  latestRevieEmployCode: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type RechargeRow = z.infer<typeof RechargeRow>;
