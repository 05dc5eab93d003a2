import { defineLifecycle } from '../../platform/lifecycle.ts';

/**
 * The hiring pipeline of an application (报名, spec recruitment §4) as data: its states, the resume tabs
 * that group them, every action with the states it may start from, its operateType, permission,
 * confirmation and where its button shows (row, detail, batch tabs), and the timeline labels. The server
 * refuses what this table does not allow; the web shows exactly the buttons it allows.
 */

/** Application state (spec §4 state / operateType; glossary decision 6: 1 is 不合适, unread is 0). */
export const ApplyState = {
  new: 0,
  notSuitable: 1,
  viewed: 2,
  passedScreening: 3,
  hired: 4,
  interviewInvited: 5,
  interviewExpired: 6,
  interviewDeclined: 7,
  interviewAccepted: 8,
  notJoined: 9,
  joined: 10,
  resigned: 11,
} as const;
export type ApplyState = (typeof ApplyState)[keyof typeof ApplyState];
export const APPLY_STATES = Object.values(ApplyState) as ApplyState[];

export const applyStateNames: Record<ApplyState, string> = {
  0: '新简历',
  1: '不合适',
  2: '已查看',
  3: '通过初筛',
  4: '待入职',
  5: '已邀约',
  6: '已过期',
  7: '已拒绝',
  8: '已接受',
  9: '未入职',
  10: '已入职',
  11: '已离职',
};

/**
 * Resume tabs (spec §4: new resume 0, passed screening 3, interview 5, hired 4, not suitable 1) and the
 * states each holds: a viewed resume is still new; the interview tab holds the invitation and the
 * applicant's answer to it (expired, declined, accepted); the hired tab holds what follows a hire (did not
 * join, joined, resigned). The tab key is the `state` (and `statues`) the list sends.
 */
export const RESUME_TABS = [
  { key: 0, label: '新简历', states: [0, 2] },
  { key: 3, label: '通过初筛', states: [3] },
  { key: 5, label: '面试', states: [5, 6, 7, 8] },
  { key: 4, label: '录用', states: [4, 9, 10, 11] },
  { key: 1, label: '不合适', states: [1] },
] as const satisfies readonly { key: ApplyState; label: string; states: readonly ApplyState[] }[];
export type ResumeTab = (typeof RESUME_TABS)[number]['key'];
export const RESUME_TAB_KEYS = RESUME_TABS.map((tab) => tab.key) as ResumeTab[];
export const RESUME_DEFAULT_TAB: ResumeTab = 0;

/** The tab that shows an application in `state`. */
export function resumeTabOfState(state: number): ResumeTab {
  const tab = RESUME_TABS.find((t) => (t.states as readonly number[]).includes(state));
  if (!tab) throw new Error(`state ${state} has no tab`);
  return tab.key;
}
export const statesOfTab = (tab: ResumeTab): readonly ApplyState[] =>
  RESUME_TABS.find((t) => t.key === tab)!.states;

/** Invite and hire start from the same states (spec §4). */
const BEFORE_HIRE = [0, 1, 2, 3, 5, 6, 7, 8] as const;

/**
 * What staff do to an application. `to` is also the operateType the API sends and the operation record
 * keeps (spec §4: pass screening 3, hire 4, not suitable 1, did not join 9, joined 10, resign 11; the
 * invitation 5; opening a new resume records 2).
 */
export const applyLifecycle = defineLifecycle({
  entity: 'apply',
  states: applyStateNames,
  actions: {
    view: { from: [0], to: 2, permission: 'recruit:resumeDetail', label: '查看', success: '操作成功' },
    passScreening: {
      from: [0, 1, 2],
      to: 3,
      permission: 'recruit:resumePass',
      label: '通过初筛',
      success: '操作成功',
    },
    invite: {
      from: BEFORE_HIRE,
      to: 5,
      permission: 'recruit:resumeInterview',
      label: '邀约面试',
      success: '操作成功',
    },
    hire: {
      from: BEFORE_HIRE,
      to: 4,
      permission: 'recruit:resumeEmploy',
      label: '录用',
      success: '操作成功',
    },
    notSuitable: {
      from: [0, 2, 3, 5, 6, 7, 8, 9],
      to: 1,
      permission: 'recruit:resumeReject',
      label: '不合适',
      success: '操作成功',
      refusedAs: '标记为不合适',
    },
    notJoined: { from: [4], to: 9, permission: 'recruit:noEmployed', label: '未入职', success: '操作成功' },
    joined: { from: [4], to: 10, permission: 'recruit:employed', label: '入职', success: '操作成功' },
    resign: { from: [10], to: 11, permission: 'recruit:quit', label: '离职', success: '操作成功' },
  },
});
export type ApplyAction = keyof typeof applyLifecycle.actions;

/** Actions staff choose from buttons (all but the automatic 查看). */
export type ApplyButtonAction = Exclude<ApplyAction, 'view'>;

export interface ApplyButton {
  action: ApplyButtonAction;
  /** Confirmation asked first (spec §8, glossary decision 7: always the full form); none opens a dialog. */
  confirm?: string;
  /** The dialog the button opens instead of a confirmation. */
  dialog?: 'interview' | 'leave';
  /** Resume tabs whose batch bar shows it (spec §4 batch buttons), with its batch call. */
  batchTabs: readonly ResumeTab[];
}

/** The buttons in the spec's order: row, detail and batch bars show the ones their state or tab allows. */
export const APPLY_BUTTONS: readonly ApplyButton[] = [
  { action: 'passScreening', confirm: '请确认是否通过初筛？', batchTabs: [0, 1] },
  { action: 'invite', dialog: 'interview', batchTabs: [0, 1, 3, 5] },
  { action: 'hire', confirm: '请确认是否录用？', batchTabs: [0, 1, 3, 5] },
  { action: 'notSuitable', confirm: '请确认是否不合适？', batchTabs: [0, 3, 5] },
  { action: 'notJoined', confirm: '请确认是否未入职？', batchTabs: [] },
  { action: 'joined', confirm: '请确认是否入职？', batchTabs: [] },
  { action: 'resign', dialog: 'leave', batchTabs: [] },
];

/** operateType → action, for `updateState` (spec §4: 3, 4, 1, 9, 10, 11; 5 goes through inviteInterview). */
export const UPDATE_STATE_ACTIONS: Readonly<Record<number, ApplyButtonAction>> = {
  3: 'passScreening',
  4: 'hire',
  1: 'notSuitable',
  9: 'notJoined',
  10: 'joined',
  11: 'resign',
};
export const UPDATE_STATE_TYPES = Object.keys(UPDATE_STATE_ACTIONS).map(Number);

/** The buttons a row or the detail dialog shows for an application in `state` (spec §4 visibility). */
export const buttonsForState = (state: number): ApplyButton[] =>
  APPLY_BUTTONS.filter((b) => (applyLifecycle.actions[b.action].from as readonly number[]).includes(state));

/** The batch buttons of a resume tab (spec §4). */
export const batchButtonsForTab = (tab: number): ApplyButton[] =>
  APPLY_BUTTONS.filter((b) => (b.batchTabs as readonly number[]).includes(tab));

/** Download and print of a resume: invited to interview (5) only; print only in the detail view. */
export const RESUME_FILE_STATES: readonly number[] = [ApplyState.interviewInvited];
export const canDownloadResume = (state: number) => RESUME_FILE_STATES.includes(state);
export const canPrintResume = canDownloadResume;

/** Timeline labels of the processing record (spec §4), by operateType. */
export const TIMELINE_LABELS: Readonly<Record<number, string>> = {
  1: '不合适',
  2: '已查看',
  3: '通过初筛',
  4: '录用',
  5: '邀约面试',
  6: '面试已过期',
  7: '拒绝面试',
  8: '接受面试',
  9: '未入职',
  10: '已入职',
  11: '离职',
};

/** Batch calls: which action each runs (spec §7). */
export const BATCH_CALL_ACTIONS = {
  batchThroughFirst: 'passScreening',
  batchEmployment: 'hire',
  batchOutOfPlace: 'notSuitable',
  batchInviteInterview: 'invite',
} as const satisfies Record<string, ApplyButtonAction>;

/** The permission every batch call needs besides its action's own (spec §6 recruit:resumeBatchEdit). */
export const BATCH_PERMISSION = 'recruit:resumeBatchEdit';
