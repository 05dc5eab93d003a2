import { z } from 'zod';
import { defineLifecycle } from '../platform/lifecycle.ts';
import { isIdCardNumber, isMobilePhone } from '../train/form/validate.ts';

/**
 * Red-packet users (红包用户, platform §7 `/consume/user-red-pkg23`): the people of a campaign (批次) who are
 * to receive a subsidy red packet. Operators add them one by one or import a list, submit them for review,
 * and a reviewer passes or rejects them with a reason. Money is in cents.
 *
 * checkType (the list's tabs): 0 待提交 (new or imported), 1 待审核 (submitted), 2 审核通过, 3 审核驳回.
 * A rejected user is corrected and submitted again; a passed user is final.
 */
export const RedPkgCheckType = { draft: 0, pending: 1, passed: 2, rejected: 3 } as const;
export type RedPkgCheckType = (typeof RedPkgCheckType)[keyof typeof RedPkgCheckType];

export const redPkgLifecycle = defineLifecycle({
  entity: 'redPkgUser',
  states: { 0: '待提交', 1: '待审核', 2: '审核通过', 3: '审核驳回' },
  actions: {
    submit: { from: [0, 3], to: 1, permission: 'redPkg:edit', label: '提交审核', success: '提交成功' },
    pass: { from: [1], to: 2, permission: 'redPkg:check', label: '审核通过', success: '审核成功' },
    reject: { from: [1], to: 3, permission: 'redPkg:check', label: '审核驳回', success: '审核成功' },
  },
});
export type RedPkgAction = keyof typeof redPkgLifecycle.actions;

/** States in which a user may still be edited or removed (not under review, not paid out). */
export const REDPKG_EDITABLE_STATES: readonly number[] = [RedPkgCheckType.draft, RedPkgCheckType.rejected];

export const redPkgCheckTabs = [
  { key: RedPkgCheckType.draft, label: '待提交' },
  { key: RedPkgCheckType.pending, label: '待审核' },
  { key: RedPkgCheckType.passed, label: '审核通过' },
  { key: RedPkgCheckType.rejected, label: '审核驳回' },
] as const;

/** The most one red packet may be: 50,000.00 yuan. */
export const REDPKG_MAX_CENTS = 5_000_000;
/** The most rows one import file may hold. */
export const REDPKG_IMPORT_MAX_ROWS = 200_000;
/** Import file size limit: 30 MB (100,000 rows take about 4 MB). */
export const REDPKG_IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** Users one submit or review call may name one by one (beyond it, act on the whole campaign). */
export const REDPKG_BATCH_MAX = 1000;

export const redPkgMessages = {
  nameRequired: '请输入姓名',
  nameTooLong: '姓名最多30个字符',
  idCardRequired: '请输入身份证号',
  idCardInvalid: '身份证号码格式不正确',
  idCardCheckDigit: '身份证号码校验位不正确',
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  amountRequired: '请输入红包金额',
  amount: '红包金额必须大于0，最多两位小数',
  amountCents: '红包金额必须是大于0的整数（单位：分）',
  amountTooLarge: '红包金额不能超过50000元',
  duplicateInFile: '身份证号在文件中重复',
  duplicateInBatch: '身份证号已在本批次中',
  batchRequired: '请选择红包批次',
  batchNotFound: '红包批次不存在',
  batchNameRequired: '请输入批次名称',
  notFound: '红包用户不存在',
  notEditable: '只有待提交或审核驳回的红包用户可以修改或删除',
  rejectReasonRequired: '请输入驳回原因',
  chooseUsers: '请选择红包用户',
  tooManyUsers: `一次最多选择${REDPKG_BATCH_MAX}个红包用户`,
  nothingToSubmit: '没有可提交审核的红包用户',
  nothingToCheck: '没有待审核的红包用户',
  fileRequired: '请选择要导入的文件',
  fileType: '文件格式不正确,请上传xlsx格式文件',
  fileTooLarge: '文件大小不能超过30M',
  fileEmpty: '文件中没有红包用户',
  fileTooManyRows: `一次最多导入${REDPKG_IMPORT_MAX_ROWS}行`,
  fileHeader: '文件表头应为：姓名、身份证号、手机号、红包金额（元），请使用导入模板',
  fileUnreadable: '文件无法读取，请使用导入模板',
  importNotFound: '导入任务不存在',
  importNoErrors: '该导入没有错误数据',
  importInterrupted: '服务重启，导入已中断，未导入任何数据，请重新导入',
} as const;
const M = redPkgMessages;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character (GB 11643) an 18-digit ID number must end with. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/** Why an ID number is refused, or null when it is a valid 18-digit number with its check character. */
export function idCardProblem(text: string, today: Date = new Date()): string | null {
  const value = text.trim().toUpperCase();
  if (!value) return M.idCardRequired;
  if (!isIdCardNumber(value, today)) return M.idCardInvalid;
  if (idCardCheckChar(value.slice(0, 17)) !== value[17]) return M.idCardCheckDigit;
  return null;
}

/** Yuan with at most 2 decimals (as text or as a number cell) → cents, or the reason it is refused. */
export function amountToCents(value: unknown): { cents: number } | { problem: string } {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
    return { problem: M.amountRequired };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: M.amount };
    // A spreadsheet number: 12.5 and 12.50 are the same; 12.345 is refused (not rounded).
    text = String(value);
    if (/e/i.test(text)) return { problem: M.amount };
  } else text = String(value).trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { problem: M.amount };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents <= 0) return { problem: M.amount };
  if (cents > REDPKG_MAX_CENTS) return { problem: M.amountTooLarge };
  return { cents };
}

/** A mainland mobile without its country prefix, or null. */
export const mobileOf = (text: string): string | null => {
  const value = text.trim();
  return isMobilePhone(value) ? value.slice(-11) : null;
};

/** One row of an import file, as read (cells as text or numbers). */
export interface RedPkgImportCells {
  realName: unknown;
  idCard: unknown;
  phone: unknown;
  amount: unknown;
}

export interface RedPkgImportRow {
  realName: string;
  idCard: string;
  phone: string;
  amount: number;
}

const cellText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value);

/**
 * Checks one row of an import file (not duplicates: the importer knows the file and the campaign). Answers
 * the row as it will be stored, or every problem of the row joined by '；'.
 */
export function checkImportRow(
  cells: RedPkgImportCells,
  today: Date = new Date(),
): { row: RedPkgImportRow } | { problem: string } {
  const problems: string[] = [];
  const realName = cellText(cells.realName);
  if (!realName) problems.push(M.nameRequired);
  else if (realName.length > 30) problems.push(M.nameTooLong);
  const idCard = cellText(cells.idCard).toUpperCase();
  const idProblem = idCardProblem(idCard, today);
  if (idProblem) problems.push(idProblem);
  const phoneText = cellText(cells.phone);
  const phone = phoneText ? mobileOf(phoneText) : null;
  if (!phoneText) problems.push(M.phoneRequired);
  else if (!phone) problems.push(M.phoneInvalid);
  const amount = amountToCents(typeof cells.amount === 'number' ? cells.amount : cellText(cells.amount));
  if ('problem' in amount) problems.push(amount.problem);
  if (problems.length || !phone || 'problem' in amount) return { problem: problems.join('；') };
  return { row: { realName, idCard, phone, amount: amount.cents } };
}

/** The import template's columns, in order; an error file adds 错误原因. */
export const REDPKG_IMPORT_HEADERS = ['姓名', '身份证号', '手机号', '红包金额（元）'] as const;
export const REDPKG_ERROR_HEADER = '错误原因';
export const REDPKG_TEMPLATE_FILE_NAME = '红包用户导入模板.xlsx';
export const REDPKG_ERROR_FILE_NAME = '红包用户导入错误数据.xlsx';
export const REDPKG_EXPORT_FILE_NAME = '红包用户.xlsx';

/** Import job states: 0 queued, 1 checking rows, 2 writing, 3 done, 4 failed (bad rows or unreadable). */
export const RedPkgImportState = { queued: 0, checking: 1, writing: 2, done: 3, failed: 4 } as const;
export const redPkgImportStateLabels: Record<number, string> = {
  0: '排队中',
  1: '校验中',
  2: '导入中',
  3: '导入成功',
  4: '导入失败',
};

const requiredText = (name: string, max: number) =>
  z
    .string({ error: `请输入${name}` })
    .trim()
    .min(1, `请输入${name}`)
    .max(max, `${name}最多${max}个字符`);

/** A business code (user, campaign, import job): letters, digits and underscores. */
export const RedPkgCode = (name: string) =>
  z
    .string({ error: `缺少${name}编号` })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,40}$/, `${name}编号格式不正确`);

export const RedPkgIdCard = z
  .string({ error: M.idCardRequired })
  .trim()
  .transform((value) => value.toUpperCase())
  .superRefine((value, ctx) => {
    const problem = idCardProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const RedPkgPhone = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .refine((value) => mobileOf(value) !== null, M.phoneInvalid)
  .transform((value) => mobileOf(value)!);

export const RedPkgAmount = z
  .number({ error: M.amountCents })
  .int(M.amountCents)
  .min(1, M.amountCents)
  .max(REDPKG_MAX_CENTS, M.amountTooLarge);

export const RedPkgUserBody = z.object({
  batchCode: RedPkgCode('批次'),
  realName: requiredText('姓名', 30),
  idCard: RedPkgIdCard,
  phone: RedPkgPhone,
  /** Cents. */
  amount: RedPkgAmount,
  remark: z.string().trim().max(200, '备注最多200个字符').optional(),
});
export type RedPkgUserBody = z.infer<typeof RedPkgUserBody>;

export const RedPkgEditBody = RedPkgUserBody.omit({ batchCode: true }).extend({
  userCode: RedPkgCode('红包用户'),
});

export const RedPkgBatchBody = z.object({
  batchName: requiredText('批次名称', 50),
  areaName: requiredText('发放地区', 50),
  remark: z.string().trim().max(200, '备注最多200个字符').optional(),
});

const userCodes = z
  .array(RedPkgCode('红包用户'), { error: M.chooseUsers })
  .max(REDPKG_BATCH_MAX, M.tooManyUsers)
  .optional();

/**
 * Which users an action takes: the chosen ones (`userCodes`), or, with `all`, every user of the campaign the
 * action applies to (all 待提交 and 审核驳回 for a submit, all 待审核 for a review).
 */
const selection = {
  batchCode: RedPkgCode('批次'),
  userCodes,
  all: z.boolean({ error: 'all 必须是布尔值' }).optional(),
};
const chosen = (value: { userCodes?: string[] | undefined; all?: boolean | undefined }) =>
  value.all === true || (value.userCodes?.length ?? 0) > 0;

export const RedPkgSelectionBody = z.object(selection).refine(chosen, M.chooseUsers);

export const RedPkgCheckBody = z
  .object({
    ...selection,
    /** true passes, false rejects (then `checkRemark` is required). */
    pass: z.boolean({ error: '请选择审核结果' }),
    checkRemark: z.string().trim().max(200, '驳回原因最多200个字符').optional(),
  })
  .refine(chosen, M.chooseUsers)
  .refine((value) => value.pass || !!value.checkRemark, {
    message: M.rejectReasonRequired,
    path: ['checkRemark'],
  });

export const RedPkgUserRow = z.object({
  userCode: z.string(),
  batchCode: z.string(),
  batchName: z.string(),
  realName: z.string(),
  idCard: z.string(),
  phone: z.string(),
  /** Cents. */
  amount: z.number(),
  checkType: z.number(),
  checkTypeName: z.string(),
  /** The reviewer's reason when rejected. */
  checkRemark: z.string().nullable(),
  remark: z.string().nullable(),
  /** How the user came: 1 added by hand, 2 imported. */
  source: z.number(),
  submitTime: z.string().nullable(),
  checkTime: z.string().nullable(),
  checkUserName: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type RedPkgUserRow = z.infer<typeof RedPkgUserRow>;

export const RedPkgBatchRow = z.object({
  batchCode: z.string(),
  batchName: z.string(),
  areaName: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type RedPkgBatchRow = z.infer<typeof RedPkgBatchRow>;

export const RedPkgImportJob = z.object({
  jobCode: z.string(),
  batchCode: z.string(),
  fileName: z.string(),
  state: z.number(),
  stateName: z.string(),
  /** Rows read so far, and the rows of the file once known. */
  processedRows: z.number(),
  totalRows: z.number().nullable(),
  /** 0–100. */
  progress: z.number(),
  importedRows: z.number(),
  errorRows: z.number(),
  /** Why it failed, when the file itself was wrong (not its rows). */
  message: z.string().nullable(),
  createTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  /** The first 50 bad rows of a failed file: the row's number in the file and what is wrong. */
  errors: z.array(z.object({ rowNo: z.number(), reason: z.string() })),
});
export type RedPkgImportJob = z.infer<typeof RedPkgImportJob>;

/** The export's columns, in order (money in yuan with 2 decimals). */
export const REDPKG_EXPORT_COLUMNS = [
  { key: 'batchName', header: '批次', width: 28 },
  { key: 'realName', header: '姓名', width: 12 },
  { key: 'idCard', header: '身份证号', width: 22 },
  { key: 'phone', header: '手机号', width: 14 },
  { key: 'amountYuan', header: '红包金额（元）', width: 14 },
  { key: 'checkTypeName', header: '审核状态', width: 10 },
  { key: 'checkRemark', header: '驳回原因', width: 24 },
  { key: 'sourceName', header: '来源', width: 8 },
  { key: 'submitTime', header: '提交时间', width: 20 },
  { key: 'checkTime', header: '审核时间', width: 20 },
  { key: 'createTime', header: '创建时间', width: 20 },
] as const;

export const RedPkgSource = { manual: 1, imported: 2 } as const;
export const redPkgSourceLabels: Record<number, string> = { 1: '手工添加', 2: '批量导入' };
