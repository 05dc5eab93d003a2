import { defineLifecycle } from '../../platform/lifecycle.ts';

/**
 * Job postings (职位, spec recruitment §3–§5, §9): the approveType lifecycle, the list's tabs and the
 * actions each tab offers, the dictionaries of the job form and its messages.
 */

/** approveType of a job (spec §4); 9 is our soft delete (no tab). */
export const JobState = {
  pending: 0,
  rejected: 1,
  approved: 2,
  online: 3,
  offline: 4,
  forcedEnd: 5,
  draft: 6,
  deleted: 9,
} as const;
export type JobState = (typeof JobState)[keyof typeof JobState];

/**
 * Who may do what to a job, from which approveType. The server refuses any other start state (with the
 * Chinese reason) and records each accepted action in the job's history; the list shows buttons from
 * JOB_TAB_ACTIONS, which the tests hold to this table.
 * - a saved job is 0 (published) or 6 (draft); editing a draft, a rejected or an approved job resubmits it
 *   for review (0) or keeps it as a draft (6);
 * - review (checkJobInfo) passes a pending job to online (automaticalPublish 0) or approved (1), or
 *   rejects it with a reason;
 * - an approved job goes online; an online job goes offline, is ended by its company or forced to end by
 *   an operator; offline and ended jobs are copied, not revived;
 * - rejected, offline, ended and draft jobs may be deleted (soft delete, history kept).
 */
export const jobLifecycle = defineLifecycle({
  entity: 'job',
  states: {
    0: '待审核',
    1: '审核驳回',
    2: '审核通过',
    3: '已上线',
    4: '已下线',
    5: '强制结束',
    6: '草稿',
    9: '已删除',
  },
  actions: {
    resubmit: {
      from: [1, 2, 6],
      to: 0,
      permission: 'recruit:edit',
      label: '编辑并提交',
      success: '提交成功',
    },
    saveDraft: { from: [1, 2, 6], to: 6, permission: 'recruit:edit', label: '保存草稿', success: '更新成功' },
    passAndPublish: { from: [0], to: 3, permission: 'recruit:check', label: '审核通过', success: '操作成功' },
    pass: { from: [0], to: 2, permission: 'recruit:check', label: '审核通过', success: '操作成功' },
    reject: { from: [0], to: 1, permission: 'recruit:check', label: '审核驳回', success: '操作成功' },
    online: { from: [2], to: 3, permission: 'recruit:online', label: '上线', success: '上线成功' },
    offline: { from: [3], to: 4, permission: 'recruit:downline', label: '下线', success: '下线成功' },
    refresh: { from: [3], to: 3, permission: 'recruit:refresh', label: '刷新', success: '刷新成功' },
    end: { from: [2, 3], to: 4, permission: 'recruit:end', label: '结束招聘', success: '操作成功' },
    forcedEnd: {
      from: [2, 3],
      to: 5,
      permission: 'recruit:forcedOffline',
      label: '强制下线',
      success: '操作成功',
    },
    sendNotice: {
      from: [3],
      to: 3,
      permission: 'recruit:notice',
      label: '发送招聘通知',
      success: '操作成功',
    },
    remove: { from: [1, 4, 5, 6], to: 9, permission: 'recruit:delete', label: '删除', success: '删除成功' },
  },
});
export type JobAction = keyof typeof jobLifecycle.actions;

/** The list's tabs in the spec's order; default 3 (online). */
export const JOB_TABS = [
  { key: 3, label: '已上线' },
  { key: 2, label: '审核通过' },
  { key: 0, label: '待审核' },
  { key: 1, label: '审核驳回' },
  { key: 4, label: '已下线' },
  { key: 5, label: '强制结束' },
  { key: 6, label: '草稿' },
] as const;
export type JobTabState = (typeof JOB_TABS)[number]['key'];
export const JOB_TAB_STATES = JOB_TABS.map((tab) => tab.key) as JobTabState[];
export const JOB_DEFAULT_TAB: JobTabState = 3;

/** The five modes of the job form (spec §2). */
export type JobFormMode = 'add' | 'edit' | 'copy' | 'editDraft' | 'editRefuse';
export const jobFormModeTitles: Record<JobFormMode, string> = {
  add: '发布职位',
  edit: '编辑职位',
  copy: '复制职位',
  editDraft: '编辑草稿',
  editRefuse: '编辑驳回职位',
};

/** A row button of the job list. `action` names the lifecycle action it runs, if any. */
export interface JobRowAction {
  key: 'refresh' | 'queryResume' | 'preview' | 'offline' | 'online' | 'edit' | 'delete' | 'copy';
  label: string;
  /** Permission code gating the button (spec §6); preview needs only the list. */
  permission: string;
  action?: JobAction;
  /** The job form mode the button opens. */
  mode?: JobFormMode;
  /** Confirmation asked first (spec §8). */
  confirm?: string;
}

const rowAction = {
  refresh: { key: 'refresh', label: '刷新', permission: 'recruit:refresh', action: 'refresh' },
  queryResume: { key: 'queryResume', label: '查看简历', permission: 'recruit:queryResume' },
  preview: { key: 'preview', label: '预览', permission: 'recruit:list' },
  offline: {
    key: 'offline',
    label: '下线',
    permission: 'recruit:downline',
    action: 'offline',
    confirm: '请确认是否下线？',
  },
  online: {
    key: 'online',
    label: '上线',
    permission: 'recruit:online',
    action: 'online',
    confirm: '请确认是否上线？',
  },
  delete: {
    key: 'delete',
    label: '删除',
    permission: 'recruit:delete',
    action: 'remove',
    confirm: '此操作将删除当前招聘信息, 是否继续?',
  },
  copy: { key: 'copy', label: '复制', permission: 'recruit:copyEdit', mode: 'copy' },
} as const satisfies Record<string, JobRowAction>;

const edit = (mode: JobFormMode): JobRowAction => ({
  key: 'edit',
  label: '编辑',
  permission: 'recruit:edit',
  mode,
});

/** Spec §4 "Actions per tab", in the spec's order within each tab. */
export const JOB_TAB_ACTIONS: Record<JobTabState, readonly JobRowAction[]> = {
  3: [rowAction.refresh, rowAction.queryResume, rowAction.preview, rowAction.offline],
  2: [rowAction.queryResume, rowAction.preview, edit('edit'), rowAction.online],
  0: [rowAction.preview],
  1: [rowAction.preview, edit('editRefuse'), rowAction.delete],
  4: [rowAction.queryResume, rowAction.preview, rowAction.delete, rowAction.copy],
  5: [rowAction.queryResume, rowAction.preview, rowAction.delete, rowAction.copy],
  6: [edit('editDraft'), rowAction.delete],
};

/**
 * Operator actions, beyond the spec's per-tab table (the issue's review and publishing calls): review a
 * pending job, end or force-end an approved or online one, send an online job's recruitment notice.
 */
export interface JobOperatorAction {
  key: 'check' | 'end' | 'forcedEnd' | 'sendNotice';
  label: string;
  permission: string;
  /** Tabs that show the button. */
  tabs: readonly JobTabState[];
  confirm?: string;
}
export const JOB_OPERATOR_ACTIONS: readonly JobOperatorAction[] = [
  { key: 'check', label: '审核', permission: 'recruit:check', tabs: [0] },
  { key: 'end', label: '结束招聘', permission: 'recruit:end', tabs: [2, 3], confirm: '请确认是否结束招聘？' },
  { key: 'forcedEnd', label: '强制下线', permission: 'recruit:forcedOffline', tabs: [2, 3] },
  {
    key: 'sendNotice',
    label: '发送招聘通知',
    permission: 'recruit:notice',
    tabs: [3],
    confirm: '请确认是否发送招聘通知？',
  },
];

/** Salary flag (glossary decision 1): 1 negotiable, 2 range, 3 free text; any other value shows the range. */
export const SalaryFlag = { negotiable: 1, range: 2, text: 3 } as const;
export const salaryFlagNames: Record<number, string> = { 1: '面议', 2: '指定范围', 3: '其他' };
export const payCycleNames: Record<number, string> = { 1: '日', 2: '周', 3: '月', 4: '年' };
export const payCycleLabels: Record<number, string> = { 1: '按日', 2: '按周', 3: '按月', 4: '按年' };
export const workTypeNames: Record<number, string> = {
  0: '不限',
  1: '全职',
  2: '兼职',
  3: '日结',
  4: '实习',
  5: '短期',
};
export const workYearsNames: Record<number, string> = {
  0: '不限',
  1: '1年',
  2: '2年',
  3: '3年',
  4: '4年',
  5: '5年以上',
};
export const genderRequirementNames: Record<number, string> = { 0: '不限', 1: '男', 2: '女' };
/** Education on a job: code 1 reads 不限 (glossary decision 5). */
export const jobEducationNames: Record<number, string> = {
  1: '不限',
  2: '小学',
  3: '初中',
  4: '普通高中',
  5: '技工学校',
  6: '职业高中',
  7: '中等专科',
  8: '大专',
  9: '本科',
  10: '硕士',
  11: '博士',
};
export const socialRecruitmentNames: Record<number, string> = { 1: '社会招聘', 2: '校园招聘' };
export const automaticalPublishNames: Record<number, string> = { 0: '是', 1: '否' };

/** Spec §5 and §9 limits. */
export const JOB_LIMITS = {
  nameMax: 126,
  introductionMax: 1024,
  headcountDigits: 4,
  /** 99,999,999 cents. */
  salaryMaxCents: 99_999_999,
  salaryInputChars: 6,
  salaryTextMax: 8,
  rebateDigits: 6,
  ruleMax: 128,
  ageMin: 16,
  ageMax: 65,
  ageInputChars: 3,
  contactNameMax: 10,
  otherRequirementsMax: 128,
  addressMax: 100,
  images: 5,
  videos: 1,
  autoTags: 8,
  tagMax: 10,
  welfareMax: 20,
  interviewMax: 20,
  formPopoverWidth: 380,
  companyPageSize: 10,
} as const;

export const JOB_MESSAGES = {
  nameRequired: '请输入职位名称',
  nameTooLong: `职位名称不能超过${JOB_LIMITS.nameMax}个字符`,
  introductionRequired: '请输入职位描述',
  introductionTooLong: `职位描述不能超过${JOB_LIMITS.introductionMax}个字符`,
  categoryRequired: '请选择职位工种',
  categoryMissing: '所选职位工种不存在',
  addressRequired: '请输入工作地址',
  regionRequired: '请选择省市县',
  regionMissing: '所选省市县不存在',
  detailRequired: '请输入详细地址',
  coordinateRequired: '请选择坐标位置',
  confirmNewCoordinate: '请确认是否保存新坐标',
  companyRequired: '请选择招聘企业',
  companyMissing: '所选招聘企业不存在',
  companyNotCertified: '该企业尚未通过认证，不能发布职位',
  companyNotOwn: '只能为本企业发布职位',
  headcountRequired: '请输入招聘人数',
  positiveInteger: '请输入正整数',
  headcountTooLong: `招聘人数不能超过${JOB_LIMITS.headcountDigits}位`,
  flagRequired: '请选择薪资类型',
  minSalaryRequired: '请输入最低薪资',
  maxSalaryRequired: '请输入最高薪资',
  salaryOverCap: '超过最大金额，请重新输入',
  salaryOrder: '最低薪资应低于最高薪资',
  salaryTextRequired: '请输入薪资',
  salaryTextTooLong: `薪资不能超过${JOB_LIMITS.salaryTextMax}个字符`,
  payCycleRequired: '请选择结算周期',
  rebateRequired: '请输入入职返佣',
  rebateTooLong: `入职返佣不能超过${JOB_LIMITS.rebateDigits}位`,
  ruleRequired: '请输入返佣规则',
  ruleTooLong: `返佣规则不能超过${JOB_LIMITS.ruleMax}个字符`,
  welfareRequired: '请选择职位福利',
  ageMinRequired: '请输入最低年龄',
  ageMaxRequired: '请输入最高年龄',
  ageMinTooLow: '最低年龄不得小于16岁',
  ageMaxTooHigh: '最高年龄不得高于65岁',
  ageOrder: '最低年龄应低于最高年龄',
  workYearsRequired: '请选择工作年限',
  genderRequired: '请选择性别要求',
  educationRequired: '请选择学历要求',
  recruitmentTypeRequired: '请选择招聘类型',
  workTypeRequired: '请选择工作性质',
  contactNameRequired: '请输入联系人',
  contactNameTooLong: `联系人不能超过${JOB_LIMITS.contactNameMax}个字符`,
  contactPhoneRequired: '请输入联系电话',
  contactPhoneInvalid: '请输入手机号或者固话，仅支持输入数字',
  otherTooLong: `其他要求不能超过${JOB_LIMITS.otherRequirementsMax}个字符`,
  tooManyImages: `文件总数量不能超过 ${JOB_LIMITS.images} 个`,
  tooManyVideos: `文件总数量不能超过 ${JOB_LIMITS.videos} 个`,
  materialMissing: '所选素材不存在或未审核通过',
  tooManyTags: `工作描述标签最多${JOB_LIMITS.autoTags}个`,
  formMissing: '所选报名表单不存在',
  rejectRemarkRequired: '请输入驳回原因',
  rejectRemarkTooLong: '驳回原因不能超过200个字符',
  checkStateInvalid: '审核结果只能是2通过或1驳回',
  onlineTypeInvalid: '上下线类型只能是1上线或0下线',
  notFound: '职位不存在',
  copySourceState: '只能复制已下线或强制结束的职位',
  noticeTooSoon: '该职位24小时内已发送过招聘通知',
  unsavedChanges: '直接关闭将不会保存您所做的更改，请确认是否关闭？',
  deleteConfirm: '此操作将删除当前招聘信息, 是否继续?',
} as const;

/** Whole yuan of an amount in cents, rounded (spec §9: salaries display rounded to integer yuan). */
export const centsToWholeYuan = (cents: number): number => Math.round(cents / 100);

/** The salary as the flag says: 面议, the free text, or the range in whole yuan per pay cycle. */
export function salaryText(job: {
  flag: number | null;
  jobMinSalary: number | null;
  jobMaxSalary: number | null;
  salaryDescribe: string | null;
  payCycle: number | null;
}): string {
  if (job.flag === SalaryFlag.negotiable) return '面议';
  if (job.flag === SalaryFlag.text) return job.salaryDescribe ?? '';
  const min = job.jobMinSalary === null ? '' : centsToWholeYuan(job.jobMinSalary);
  const max = job.jobMaxSalary === null ? '' : centsToWholeYuan(job.jobMaxSalary);
  // A draft may have no salary yet: nothing to show.
  if (!min && !max) return '';
  const cycle = job.payCycle ? payCycleNames[job.payCycle] : undefined;
  return `${min}-${max}元${cycle ? `/${cycle}` : ''}`;
}

/** 'min-max' of ageRequirement → the two ages; null when it is not that shape. */
export function parseAgeRequirement(text: string | null | undefined): { min: number; max: number } | null {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(text?.trim() ?? '');
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/**
 * Work-description tags found in the introduction (spec §5: up to 8, extracted on blur): the given label
 * names that occur in the text, in the order they first occur, longest first where two start together.
 */
export function extractWorkTags(introduction: string, labelNames: readonly string[]): string[] {
  const found = labelNames
    .filter((name) => name && introduction.includes(name))
    .map((name) => ({ name, at: introduction.indexOf(name) }))
    .sort((a, b) => a.at - b.at || b.name.length - a.name.length);
  return [...new Set(found.map((f) => f.name))].slice(0, JOB_LIMITS.autoTags);
}

/** The form mode a tab's edit button opens (spec §2). */
export const editModeOfState = (state: number): JobFormMode =>
  state === JobState.draft ? 'editDraft' : state === JobState.rejected ? 'editRefuse' : 'edit';

/** Public apply page of a job, the target of its registration QR code (censusCode path). */
export const jobApplyPagePath = (jobCode: string) => `apply/job?jobCode=${jobCode}`;
