import { defineLifecycle } from '../platform/lifecycle.ts';

/** Kinds of job fair (the spec names jobfairType/jobfairTypeName only; this dictionary is ours). */
export const JobfairType = { general: 1, special: 2, online: 3, campus: 4 } as const;
export type JobfairType = (typeof JobfairType)[keyof typeof JobfairType];
export const JOBFAIR_TYPES = Object.values(JobfairType);
export const jobfairTypeNames: Record<JobfairType, string> = {
  1: '综合招聘会',
  2: '专场招聘会',
  3: '网络招聘会',
  4: '校园招聘会',
};

/** approveState of a job fair: 0 pending review, 1 passed, 2 rejected. */
export const JobfairApproveState = { pending: 0, passed: 1, rejected: 2 } as const;
export const jobfairApproveStateNames: Record<number, string> = { 0: '待审核', 1: '审核通过', 2: '审核驳回' };

/** onlineState of a job fair: 0 not online (never or taken offline), 1 online. */
export const JobfairOnlineState = { offline: 0, online: 1 } as const;
export const jobfairOnlineStateNames: Record<number, string> = { 0: '未上线', 1: '已上线' };

/**
 * The one state a job fair is in; approveState and onlineState are derived from it, so no impossible pair
 * (online but not approved) can be stored. 9 is the soft delete.
 */
export const JobfairState = { pending: 0, approved: 1, rejected: 2, online: 3, deleted: 9 } as const;
export type JobfairState = (typeof JobfairState)[keyof typeof JobfairState];

/**
 * Who may do what to a job fair, and from which state:
 * - saving an existing fair (edit) sends it back to review; an online fair must go offline first;
 * - reviewers (jobfair:approve) pass or reject a pending fair (rejecting needs a reason);
 * - only a passed fair goes online (jobfair:edit publishes), and offline brings it back to passed;
 * - an online fair cannot be deleted (soft delete).
 */
export const jobfairLifecycle = defineLifecycle({
  entity: 'jobfair',
  states: { 0: '待审核', 1: '待上线', 2: '审核驳回', 3: '已上线', 9: '已删除' },
  actions: {
    edit: { from: [0, 1, 2], to: 0, permission: 'jobfair:edit', label: '编辑', success: '更新成功' },
    pass: { from: [0], to: 1, permission: 'jobfair:approve', label: '审核通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'jobfair:approve', label: '审核驳回', success: '操作成功' },
    online: { from: [1], to: 3, permission: 'jobfair:edit', label: '上线', success: '上线成功' },
    offline: { from: [3], to: 1, permission: 'jobfair:edit', label: '下线', success: '下线成功' },
    remove: { from: [0, 1, 2], to: 9, permission: 'jobfair:remove', label: '删除', success: '删除成功' },
  },
});
export type JobfairAction = keyof typeof jobfairLifecycle.actions;

/** The states a list may show (everything but deleted). */
export const JOBFAIR_LIVE_STATES = [0, 1, 2, 3] as const;

export const approveStateOf = (state: number): number =>
  state === JobfairState.pending ? 0 : state === JobfairState.rejected ? 2 : 1;
export const onlineStateOf = (state: number): number => (state === JobfairState.online ? 1 : 0);

/** The live states matching the list filters approveState / onlineState. */
export function jobfairStatesMatching(filter: { approveState?: number; onlineState?: number }): number[] {
  return JOBFAIR_LIVE_STATES.filter(
    (state) =>
      (filter.approveState === undefined || approveStateOf(state) === filter.approveState) &&
      (filter.onlineState === undefined || onlineStateOf(state) === filter.onlineState),
  );
}

/** List tabs: key, label and the filter each sends; counts are keyed alike ('all' plus the states). */
export const jobfairTabs = [
  { key: 'all', label: '全部', filter: {} },
  { key: '0', label: '待审核', filter: { approveState: 0 } },
  { key: '1', label: '待上线', filter: { approveState: 1, onlineState: 0 } },
  { key: '3', label: '已上线', filter: { onlineState: 1 } },
  { key: '2', label: '审核驳回', filter: { approveState: 2 } },
] as const;
export type JobfairTabKey = (typeof jobfairTabs)[number]['key'];

export const JOBFAIR_NAME_MAX = 50;
export const JOBFAIR_ADDRESS_MAX = 100;
export const JOBFAIR_REMARK_MAX = 200;

export const jobfairMessages = {
  notFound: '招聘会不存在',
  rejectReason: '请输入驳回原因',
  posterMissing: '海报图片不存在，请重新上传',
  posterFailed: '海报图片未审核通过，请重新上传',
  regionMissing: '所选地区不存在',
  regionChain: '所选省、市、区县、街道、社区不属于同一地区',
  endBeforeBegin: '结束时间必须晚于开始时间',
} as const;
