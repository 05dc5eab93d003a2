import { z } from 'zod';
import { recordCode } from '../platform/codes.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';
import { ACTIVITY_MAX_CENTS, ACTIVITY_TAB_KEYS } from './activity.ts';

const ActivityCode = recordCode('活动');

/** Money in cents: a whole, non-negative number of cents, at most 100 million yuan. */
const cents = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数（单位：分）`)
    .min(0, `${what}不能为负数`)
    .max(ACTIVITY_MAX_CENTS, `${what}不能超过1亿元`);
const centsQuery = (what: string) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .pipe(z.number({ error: `${what}必须是数字` }))
    .pipe(cents(what));

const apiTime = (what: string) =>
  z
    .string({ error: `请选择${what}` })
    .trim()
    .min(1, `请选择${what}`)
    .refine((text) => parseApiTime(text) !== null, `${what}格式应为YYYY-MM-DD HH:mm:ss`);

const activityTypeSchema = z.coerce
  .number({ error: '请选择活动类型' })
  .pipe(z.literal([0, 1], { error: '活动类型只能是0招聘活动、1培训活动' }));

const ActivityFields = z.object({
  activityName: z
    .string({ error: '请输入活动名称' })
    .trim()
    .min(1, '请输入活动名称')
    .max(50, '活动名称最多50个字符'),
  type: activityTypeSchema,
  beginTime: apiTime('开始时间'),
  endTime: apiTime('结束时间'),
  /** Budget in cents. */
  activityBudget: cents('活动预算'),
  /** Reward per participant in cents. */
  perReward: cents('每人奖励'),
  stationCode: z.string().trim().max(40, '驿站编号格式不正确').nullish(),
  /** Participating companies (their codes); names are kept as they are now. */
  cmpyCodes: z
    .array(recordCode('企业'), { error: '参与企业格式不正确' })
    .max(200, '参与企业最多200家')
    .refine((list) => new Set(list).size === list.length, '参与企业不能重复')
    .default([]),
  activityDesc: z.string().trim().max(500, '活动说明最多500个字符').nullish(),
});

/** Rules across fields: the end after the beginning, a reward within the budget. */
const crossChecked = <T extends z.ZodType<z.output<typeof ActivityFields>>>(schema: T) =>
  schema
    .refine((b) => parseApiTime(b.endTime)! > parseApiTime(b.beginTime)!, {
      message: '结束时间必须晚于开始时间',
      path: ['endTime'],
    })
    .refine((b) => b.perReward <= b.activityBudget, {
      message: '每人奖励不能超过活动预算',
      path: ['perReward'],
    });

export const ActivityBody = crossChecked(ActivityFields);
export type ActivityBody = z.input<typeof ActivityBody>;
export const ActivityEditBody = crossChecked(ActivityFields.extend({ activityCode: ActivityCode }));
export type ActivityEditBody = z.input<typeof ActivityEditBody>;

export const ActivityCmpy = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  joinTime: z.string().nullable(),
});
export type ActivityCmpy = z.infer<typeof ActivityCmpy>;

export const Activity = z.object({
  activityCode: z.string(),
  activityName: z.string(),
  type: z.number(),
  status: z.number(),
  beginTime: z.string().nullable(),
  endTime: z.string().nullable(),
  activityBudget: z.number(),
  perReward: z.number(),
  stationCode: z.string().nullable(),
  activityDesc: z.string().nullable(),
  cmpyCount: z.number(),
  /** Why the review rejected it (status 2). */
  auditReason: z.string().nullable(),
  /** Balance info: the amount submitted for settlement (cents), when it was paid out and by whom. */
  settleAmount: z.number().nullable(),
  settleTime: z.string().nullable(),
  settleUser: z.string().nullable(),
  createUser: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type Activity = z.infer<typeof Activity>;

export const ActivityHistoryEntry = z.object({
  action: z.string(),
  fromState: z.number().nullable(),
  toState: z.number(),
  userName: z.string().nullable(),
  remark: z.string().nullable(),
  time: z.string().nullable(),
});

export const ActivityInfo = Activity.extend({
  cmpyList: z.array(ActivityCmpy),
  history: z.array(ActivityHistoryEntry),
});
export type ActivityInfo = z.infer<typeof ActivityInfo>;

const tabSchema = z.coerce
  .number({ error: '活动状态必须是数字' })
  .pipe(z.literal(ACTIVITY_TAB_KEYS, { error: '活动状态只能是0待开始、3进行中、4待结算、6已结束' }));

export const ActivityPageQuery = z.object({
  ...pageParams,
  status: tabSchema.optional(),
  activityName: z.string().trim().max(50, '活动名称最多50个字符').optional(),
});

const byCode = z.object({ activityCode: ActivityCode });
const ok = z.null();

export const activityRoutes = {
  addActivity: defineRoute({
    method: 'POST',
    path: '/recruit/station/activity/addActivity',
    summary: '新增活动（提交后为审核中；金额单位为分）',
    access: perm('activity:add'),
    changesData: true,
    body: ActivityBody,
    response: z.object({ activityCode: z.string() }),
  }),
  editActivity: defineRoute({
    method: 'POST',
    path: '/recruit/station/activity/editActivity',
    summary: '修改活动（待开始、审核中、审核驳回时可改，保存后重新审核）',
    access: perm('activity:edit'),
    changesData: true,
    body: ActivityEditBody,
    response: ok,
  }),
  queryPageActivity: defineRoute({
    method: 'POST',
    path: '/recruit/station/activity/queryPageActivity',
    summary:
      '活动分页列表；status 为页签：0待开始（含审核中、驳回）、3进行中、4待结算（含结算审核中）、6已结束',
    access: perm('activity:list'),
    changesData: false,
    body: ActivityPageQuery,
    response: pageOf(Activity),
  }),
  queryStateCount: defineRoute({
    method: 'POST',
    path: '/recruit/station/activity/queryStateCount',
    summary: '各页签活动数量（键为 status：0、3、4、6）',
    access: perm('activity:list'),
    changesData: false,
    response: z.record(z.string(), z.number()),
  }),
  queryActivityInfo: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/queryActivityInfo',
    summary: '活动详情（type 0 招聘活动、1 培训活动），含参与企业与状态记录',
    access: perm('activity:list'),
    changesData: false,
    query: byCode.extend({ type: activityTypeSchema }),
    response: ActivityInfo,
  }),
  deleteActivity: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/deleteActivity',
    summary: '删除活动（未开始的活动）',
    access: perm('activity:remove'),
    changesData: true,
    query: byCode,
    response: ok,
  }),
  getAllCmpyByCode: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/getAllCmpyByCode',
    summary: '活动的全部参与企业',
    access: perm('activity:list'),
    changesData: false,
    query: byCode,
    response: z.array(ActivityCmpy),
  }),
  queryCmpyOptions: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/queryCmpyOptions',
    summary: '可选参与企业（按名称搜索，最多20家）',
    access: perm('activity:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ cmpyName: z.string().trim().max(50, '企业名称最多50个字符').optional() }),
    response: z.array(ActivityCmpy.omit({ joinTime: true })),
  }),
  auditActivity: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/auditActivity',
    summary: '审核活动：result=pass 通过（待开始），reject 驳回（须填 reason）',
    access: perm('activity:audit'),
    changesData: true,
    query: byCode
      .extend({
        result: z.enum(['pass', 'reject'], { error: '审核结果只能是pass通过或reject驳回' }),
        reason: z.string().trim().max(200, '驳回原因最多200个字符').optional(),
      })
      .refine((q) => q.result === 'pass' || !!q.reason, { message: '请填写驳回原因', path: ['reason'] }),
    response: ok,
  }),
  stopActivity: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/stopActivity',
    summary: '停止活动（待开始或进行中 → 待结算）',
    access: perm('activity:stop'),
    changesData: true,
    chosenPath: true,
    query: byCode,
    response: ok,
  }),
  submitSettleActivity: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/submitSettleActivity',
    summary: '提交结算（settleAmount 单位为分，不超过预算）',
    access: perm('activity:submitSettle'),
    changesData: true,
    query: byCode.extend({ settleAmount: centsQuery('结算金额') }),
    response: ok,
  }),
  agreeSettleActivity: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/agreeSettleActivity',
    summary: '同意结算（结算审核中 → 已结束）',
    access: perm('activity:agreeSettle'),
    changesData: true,
    query: byCode,
    response: ok,
  }),
  settleActivity: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/settleActivity',
    summary: '结算（已结束的活动发放结算金额，仅一次）',
    access: perm('activity:settle'),
    changesData: true,
    query: byCode,
    response: ok,
  }),
  exportRecruitInfos: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/exportRecruitInfos',
    summary: '导出招聘活动信息（xlsx：活动与参与企业）',
    access: perm('activity:export'),
    changesData: false,
    file: true,
    query: byCode,
    response: z.null(),
  }),
  exportTrainInfos: defineRoute({
    method: 'GET',
    path: '/recruit/station/activity/exportTrainInfos',
    summary: '导出培训活动信息（xlsx：活动与参与企业）',
    access: perm('activity:export'),
    changesData: false,
    file: true,
    query: byCode,
    response: z.null(),
  }),
};
