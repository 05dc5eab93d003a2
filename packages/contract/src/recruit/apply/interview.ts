import { z } from 'zod';
import { recordCode } from '../../platform/codes.ts';
import { formatApiTime, parseApiTime } from '../../platform/time.ts';

/**
 * The dialogs of the pipeline (spec recruitment §5): interview invitation, employee departure (离职) and
 * the resume remark; their limits, messages and zod schemas, shared by the dialogs and the server.
 */

export const INTERVIEW_LIMITS = {
  /** The interview must be at least this far ahead of now. */
  minLeadMinutes: 10,
  /** The dialog proposes this far ahead. */
  defaultLeadMinutes: 12,
  contactPersonMax: 25,
  telMax: 21,
  addressMax: 100,
  precautionsMax: 50,
  remarkMax: 500,
  evaluateMax: 128,
  resumeRemarkMax: 500,
} as const;
const L = INTERVIEW_LIMITS;

export const APPLY_MESSAGES = {
  timeRequired: '请输入面试时间',
  timeTooSoon: '面试时间需晚于当前时间十分钟',
  timeFormat: '面试时间格式应为 YYYY-MM-DD HH:mm:ss',
  contactPersonRequired: '请输入联系人',
  contactPersonTooLong: `联系人不能超过${L.contactPersonMax}个字符`,
  telRequired: '请输入联系电话',
  telTooLong: `联系电话不能超过${L.telMax}个字符`,
  addressRequired: '请输入面试地点',
  addressTooLong: `面试地点不能超过${L.addressMax}个字符`,
  precautionsTooLong: `注意事项不能超过${L.precautionsMax}个字符`,
  remarkTooLong: `备注不能超过${L.remarkMax}个字符`,
  evaluateRequired: '请输入员工评价',
  evaluateTooLong: `员工评价不能超过${L.evaluateMax}个字符`,
  resumeRemarkRequired: '请输入备注',
  resumeRemarkTooLong: `备注不能超过${L.resumeRemarkMax}个字符`,
  stationRequired: '请选择服务站',
  selectFirst: '请先勾选数据',
  selectRowsFirst: '请先选择数据行',
  applyCodesRequired: '请选择要处理的报名',
  tooManyCodes: '一次最多处理300条',
  operateTypeInvalid: '操作类型只能是1、3、4、9、10、11',
  notFound: '报名记录不存在',
  alreadyApplied: '您已报名该职位，请勿重复报名',
  phoneTakenByOther: '该手机号已登记了其他身份证号，请核对后再报名',
  jobNotOnline: '该职位当前不在招聘中',
  resumeRequired: '该职位需要填写简历',
  noHealthRecords: '暂无打卡记录',
} as const;
const M = APPLY_MESSAGES;

/** The earliest interview time allowed at `now`. */
export const earliestInterviewTime = (now: Date): Date => new Date(now.getTime() + L.minLeadMinutes * 60_000);

/** The time the dialog proposes: 12 minutes ahead, whole minute, seconds 00 (spec §5). */
export function defaultInterviewTime(now: Date): Date {
  const at = new Date(now.getTime() + L.defaultLeadMinutes * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** The message for an interview time at `now`, or null when it is acceptable. */
export function interviewTimeProblem(text: string | null | undefined, now: Date): string | null {
  if (!text?.trim()) return M.timeRequired;
  const at = parseApiTime(text);
  if (!at) return M.timeFormat;
  return at.getTime() > earliestInterviewTime(now).getTime() ? null : M.timeTooSoon;
}

/**
 * Days the date picker disables: the spec says "days before yesterday", so yesterday and later stay
 * pickable and the time rule above refuses what is too early.
 */
export function isInterviewDayDisabled(day: Date, now: Date): boolean {
  const dayText = formatApiTime(day)!.slice(0, 10);
  const yesterday = formatApiTime(new Date(now.getTime() - 24 * 60 * 60_000))!.slice(0, 10);
  return dayText < yesterday;
}

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string().trim().max(max, tooLong).optional(),
  );

export const JobApplyCode = recordCode('报名');

/** Comma-joined codes (spec §7 applyCodes) or an array: 1 to 300 of them. */
export const JobApplyCodes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(JobApplyCode, { error: M.applyCodesRequired })
    .min(1, M.applyCodesRequired)
    .max(300, M.tooManyCodes),
);

/**
 * The interview fields (spec §3 interview info). The time is checked against the server's clock when the
 * request arrives (`interviewTimeProblem`), not in the schema, so the schema stays pure.
 */
export const interviewFields = {
  auditionTime: z
    .string({ error: M.timeRequired })
    .trim()
    .min(1, M.timeRequired)
    .refine((text) => parseApiTime(text) !== null, M.timeFormat),
  auditionContactPerson: requiredText(M.contactPersonRequired, L.contactPersonMax, M.contactPersonTooLong),
  auditionTel: requiredText(M.telRequired, L.telMax, M.telTooLong),
  auditionAddress: requiredText(M.addressRequired, L.addressMax, M.addressTooLong),
  auditionPrecautions: optionalText(L.precautionsMax, M.precautionsTooLong),
  remark: optionalText(L.remarkMax, M.remarkTooLong),
};
export const InterviewFields = z.object(interviewFields);
export type InterviewFields = z.input<typeof InterviewFields>;

/** GET inviteInterview: one application. */
export const InviteInterviewQuery = z.object({ applyCode: JobApplyCode, ...interviewFields });
/** POST batchInviteInterview: several. */
export const BatchInviteInterviewBody = z.object({ applyCodes: JobApplyCodes, ...interviewFields });

/** GET updateState: operateType 3, 4, 1, 9, 10, 11; resigning (11) needs the evaluation. */
export const UpdateStateQuery = z
  .object({
    applyCode: JobApplyCode,
    operateType: z.coerce
      .number({ error: M.operateTypeInvalid })
      .pipe(z.literal([1, 3, 4, 9, 10, 11], { error: M.operateTypeInvalid })),
    evaluate: optionalText(L.evaluateMax, M.evaluateTooLong),
  })
  .refine((q) => q.operateType !== 11 || !!q.evaluate, { message: M.evaluateRequired, path: ['evaluate'] });

/** The leave dialog's form (spec §3 leave form). */
export const LeaveForm = z.object({
  evaluate: requiredText(M.evaluateRequired, L.evaluateMax, M.evaluateTooLong),
});

/** POST updateRemark: trimmed, at most 500; an empty remark is refused (the add button is disabled). */
export const UpdateRemarkBody = z.object({
  applyCode: JobApplyCode,
  remark: requiredText(M.resumeRemarkRequired, L.resumeRemarkMax, M.resumeRemarkTooLong),
});

/** Batch calls by codes (batchThroughFirst, batchEmployment, batchOutOfPlace). */
export const JobApplyCodesQuery = z.object({ applyCodes: JobApplyCodes });
