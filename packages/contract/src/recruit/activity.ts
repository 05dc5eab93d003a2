import { defineLifecycle } from '../platform/lifecycle.ts';

/** Activity kinds (queryActivityInfo's `type`): 0 recruitment, 1 training. */
export const ActivityType = { recruit: 0, train: 1 } as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];
export const activityTypeNames: Record<ActivityType, string> = { 0: '招聘活动', 1: '培训活动' };

/** Spec §4: activity status. */
export const ActivityStatus = {
  pendingStart: 0,
  underReview: 1,
  rejected: 2,
  inProgress: 3,
  pendingSettlement: 4,
  settlementReview: 5,
  ended: 6,
} as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/**
 * The activity lifecycle. Creating (and editing, which resubmits) puts an activity under review (1); the
 * approver passes it (0 pending start) or rejects it (2, with a reason; edit resubmits). The clock then moves
 * it (see `activityClock`): its begin time starts it (3), its end time ends it (4 pending settlement); 停止活动
 * stops it early from 0 or 3. The organiser submits the settlement amount (5), the settlement approver agrees
 * (6 ended), and 结算 pays it out once on an ended activity (recorded in its balance info, state stays 6).
 */
export const activityLifecycle = defineLifecycle({
  entity: 'activity',
  states: {
    0: '待开始',
    1: '审核中',
    2: '审核驳回',
    3: '进行中',
    4: '待结算',
    5: '结算审核中',
    6: '已结束',
  },
  actions: {
    edit: { from: [0, 1, 2], to: 1, permission: 'activity:edit', label: '编辑', success: '更新成功' },
    pass: { from: [1], to: 0, permission: 'activity:audit', label: '审核通过', success: '操作成功' },
    reject: { from: [1], to: 2, permission: 'activity:audit', label: '审核驳回', success: '操作成功' },
    stop: { from: [0, 3], to: 4, permission: 'activity:stop', label: '停止活动', success: '已停止活动' },
    submitSettle: {
      from: [4],
      to: 5,
      permission: 'activity:submitSettle',
      label: '提交结算',
      success: '提交成功',
    },
    agreeSettle: {
      from: [5],
      to: 6,
      permission: 'activity:agreeSettle',
      label: '同意结算',
      success: '操作成功',
    },
    settle: { from: [6], to: 6, permission: 'activity:settle', label: '结算', success: '结算成功' },
  },
});
export type ActivityAction = keyof typeof activityLifecycle.actions;

/** States an activity may be deleted in (it has not started): soft delete, recorded in the history. */
export const ACTIVITY_REMOVABLE_STATES: readonly number[] = [0, 1, 2];
export const ACTIVITY_FIRST_STATE = ActivityStatus.underReview;
export const ACTIVITY_SETTLED_ALREADY = '该活动已结算';

/** Moves made by the clock, in this order, on every read and before every action (history user empty). */
export const activityClock = [
  { action: 'start', from: [0], to: 3, when: 'beginTime' },
  { action: 'finish', from: [3], to: 4, when: 'endTime' },
] as const;

/**
 * Tabs group states: 待开始 also lists the activities not yet approved (1, 2), 待结算 those whose settlement
 * is under review (5). The list's `status` filter and the count keys are these tab keys.
 */
export const activityTabs = {
  0: { label: '待开始', states: [0, 1, 2] },
  3: { label: '进行中', states: [3] },
  4: { label: '待结算', states: [4, 5] },
  6: { label: '已结束', states: [6] },
} as const;
export type ActivityTab = keyof typeof activityTabs;
export const ACTIVITY_TAB_KEYS = [0, 3, 4, 6] as const satisfies readonly ActivityTab[];

export interface ActivityViewConfig {
  title: string;
  tabs: readonly ActivityTab[];
  defaultTab: ActivityTab;
  /** Shows 新增活动. */
  canAdd: boolean;
  /** Row actions of the lifecycle this screen offers (where the row's state allows them). */
  actions: readonly ActivityAction[];
  /** Shows 删除 on rows that allow it. */
  canRemove: boolean;
  /** Shows the row's export (招聘信息 or 培训信息). */
  canExport: boolean;
}

/** The three screens of spec §2: their tabs, default tab and the row actions they offer. */
export const activityViews = {
  manage: {
    title: '活动管理',
    tabs: [0, 3, 4, 6],
    defaultTab: 0,
    canAdd: true,
    actions: ['edit', 'stop', 'submitSettle'],
    canRemove: true,
    canExport: true,
  },
  approve: {
    title: '活动审批',
    tabs: [0, 3],
    defaultTab: 0,
    canAdd: false,
    actions: ['pass', 'reject'],
    canRemove: false,
    canExport: false,
  },
  settle: {
    title: '结算审批',
    tabs: [4, 6],
    defaultTab: 4,
    canAdd: false,
    actions: ['agreeSettle', 'settle'],
    canRemove: false,
    canExport: false,
  },
} as const satisfies Record<string, ActivityViewConfig>;
export type ActivityView = keyof typeof activityViews;

/** The tab an activity in `state` is listed under. */
export const tabOfState = (state: number): ActivityTab | null => {
  for (const key of ACTIVITY_TAB_KEYS) {
    if ((activityTabs[key].states as readonly number[]).includes(state)) return key;
  }
  return null;
};

/** The largest amount accepted (cents): 100 million yuan. */
export const ACTIVITY_MAX_CENTS = 10_000_000_000;

/**
 * The recruitment / training information exports: one row per participating company with the activity's
 * facts (jobs and courses of an activity are not recorded yet, so these are what the activity knows).
 */
export const ACTIVITY_EXPORT_COLUMNS = [
  { header: '序号', key: 'index', width: 8 },
  { header: '活动编号', key: 'activityCode', width: 24 },
  { header: '活动名称', key: 'activityName', width: 28 },
  { header: '活动类型', key: 'typeName', width: 12 },
  { header: '活动状态', key: 'statusName', width: 12 },
  { header: '开始时间', key: 'beginTime', width: 20 },
  { header: '结束时间', key: 'endTime', width: 20 },
  { header: '每人奖励（元）', key: 'perReward', width: 16 },
  { header: '企业编号', key: 'cmpyCode', width: 24 },
  { header: '企业名称', key: 'cmpyName', width: 32 },
  { header: '加入时间', key: 'joinTime', width: 20 },
] as const;

/** Export file name of an activity: `<活动名称>-招聘信息.xlsx` or `-培训信息.xlsx`. */
export const activityExportFileName = (activityName: string, type: number) =>
  `${activityName}-${type === ActivityType.train ? '培训信息' : '招聘信息'}.xlsx`;
export const ACTIVITY_EXPORT_WRONG_TYPE: Record<ActivityType, string> = {
  0: '该活动不是招聘活动',
  1: '该活动不是培训活动',
};
