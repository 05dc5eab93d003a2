import type { ApplyRow, BatchResult } from '@hr/contract';

/**
 * Props of the pipeline's dialogs as the applicant list (apply/list) opens them: types only. The dialogs
 * themselves live in apply/detail and apply/dialogs. Conventions:
 * - null data means closed;
 * - a dialog that changes something calls its route, says the route's success message, then `onDone` /
 *   `onChanged`; the list then reloads its rows and counts by invalidating the query root
 *   `['recruit', 'apply']` (apply/list/applicantQuery.ts `applyKeys.all`), so a dialog that reads data keys
 *   its queries under that root and reloads with the list.
 */

/** The application a dialog works on, as a list row gives it. */
export type ApplyRef = Pick<
  ApplyRow,
  'applyCode' | 'resumeCode' | 'jobCode' | 'usrCode' | 'usrName' | 'state'
>;

/** 详情: the resume detail dialog (spec §2, 1066 wide), with its own action buttons, remark and timeline. */
export interface ResumeDetailDialogProps {
  apply: ApplyRef | null;
  onClose: () => void;
  /** After a change made inside (state, remark, station): the list reloads. */
  onChanged: () => void;
}

/**
 * 邀约面试 for one application (`inviteInterview`) or, from the batch bar, several
 * (`batchInviteInterview`).
 */
export interface InterviewDialogProps {
  /** The applications invited; null: closed. */
  applyCodes: readonly string[] | null;
  /** Batch mode: the batch call, whose outcome goes back through `onDone`. */
  batch?: boolean;
  onClose: () => void;
  /** After the invitation was sent: the batch outcome (the list shows successes and failures), else null. */
  onDone: (result: BatchResult | null) => void;
}

/** 离职: the employee-departure dialog with its evaluation (updateState operateType 11). */
export interface LeaveDialogProps {
  applyCode: string | null;
  onClose: () => void;
  onDone: () => void;
}

/** 查看表单: the applicant's answers to the job's custom form, read-only (queryJobApplyInfo). */
export interface ViewFormDialogProps {
  apply: Pick<ApplyRow, 'applyCode' | 'jobCode'> | null;
  onClose: () => void;
}

/** 疫情打卡: the applicant's check-ins by date (queryHealthProveListUser). */
export interface HealthDrawerProps {
  /** The applicant's user code; null: closed. */
  userCode: string | null;
  /** For the title. */
  userName?: string | undefined;
  onClose: () => void;
}

/** 加入服务站: a paged station select (jobjoinStation). */
export interface JoinStationDialogProps {
  apply: ApplyRef | null;
  onClose: () => void;
  onDone: () => void;
}
