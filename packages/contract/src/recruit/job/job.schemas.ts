import { z } from 'zod';
import { CityCode, CountyCode, ProvinceCode } from '../../common/region.ts';
import { recordCode } from '../../platform/codes.ts';
import { pageParams } from '../../platform/envelope.ts';
import { parseApiTime } from '../../platform/time.ts';
import {
  genderRequirementNames,
  JOB_TAB_STATES,
  jobEducationNames,
  JOB_LIMITS as L,
  JOB_MESSAGES as M,
  parseAgeRequirement,
  payCycleNames,
  SalaryFlag,
  socialRecruitmentNames,
  workTypeNames,
  workYearsNames,
} from './job.ts';

/**
 * The job form's body (saveJobInfo, editJobInfo) and the list's filters. One schema for the browser (the
 * form validates its values with it, field by field) and the server (which refuses what it refuses).
 */

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
/** Absent, blank or null: undefined. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A choice among a dictionary's codes, sent as a number or its digits. */
const choice = (names: Record<number, string>, required: string) => {
  const codes = Object.keys(names).map(Number);
  return z.preprocess(
    blank,
    z.coerce
      .number({ error: required })
      .pipe(z.literal(codes, { error: `${required}（${codes.join('、')}）` })),
  );
};

/** A positive whole number typed with at most `digits` digits. */
const positiveInteger = (required: string, digits: number, tooLong: string) =>
  z.preprocess(
    blank,
    z
      .union([z.number(), z.string().trim()], { error: required })
      .transform((v) => String(v))
      .pipe(
        z
          .string()
          .regex(/^\d+$/, M.positiveInteger)
          .refine((text) => Number(text) > 0, M.positiveInteger)
          .refine((text) => text.replace(/^0+/, '').length <= digits, tooLong),
      )
      .transform(Number),
  );

/** Cents, a whole number not above the cap (100 × the yuan typed). */
const cents = (required: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: required })
      .int('金额最多两位小数')
      .min(0, '金额不能为负数')
      .max(L.salaryMaxCents, M.salaryOverCap),
  );

/** A list of tags: array, or text joined by commas. */
const tagList = (max: number, tooMany: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? []),
    z
      .array(z.string().trim().min(1, '标签不能为空').max(L.tagMax, `标签不能超过${L.tagMax}个字符`))
      .max(max, tooMany),
  );

/** Material codes: text joined by commas (spec §3 jobPictureCodes) or an array. */
const codeList = (max: number, tooMany: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? []),
    z.array(z.string().max(40, '素材编号不合法')).max(max, tooMany),
  );

const coordinate = (limit: number, range: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: M.coordinateRequired })
      .refine((n) => Number.isFinite(n), M.coordinateRequired)
      .pipe(z.number().min(-limit, range).max(limit, range)),
  );
const lng = coordinate(180, '经度应在-180到180之间');
const lat = coordinate(90, '纬度应在-90到90之间');

export const JobCode = recordCode('职位');

const fields = {
  jobName: requiredText(M.nameRequired, L.nameMax, M.nameTooLong),
  jobIntroduction: requiredText(M.introductionRequired, L.introductionMax, M.introductionTooLong),
  workDescription: tagList(L.autoTags, M.tooManyTags),
  /** The child category's code; its parent is looked up. */
  jobCategory: requiredText(M.categoryRequired, 40, M.categoryRequired),
  cmpyCode: requiredText(M.companyRequired, 40, M.companyRequired),
  provinceCode: z.preprocess(blank, ProvinceCode.optional()),
  cityCode: z.preprocess(blank, CityCode.optional()),
  countyCode: z.preprocess(blank, CountyCode.optional()),
  /** The detail address (the picker's adressDetail). */
  jobAddress: requiredText(M.addressRequired, L.addressMax, `详细地址不能超过${L.addressMax}个字符`),
  /** GCJ-02 as the picker gives it; BD-09 is derived by the server. */
  gcj02Lon: lng,
  gcj02Lat: lat,
  applicationNumber: positiveInteger(M.headcountRequired, L.headcountDigits, M.headcountTooLong),
  flag: choice({ 1: '', 2: '', 3: '' }, M.flagRequired),
  jobMinSalary: optional(cents(M.minSalaryRequired)),
  jobMaxSalary: optional(cents(M.maxSalaryRequired)),
  salaryDescribe: optional(z.string().trim().max(L.salaryTextMax, M.salaryTextTooLong)),
  payCycle: choice(payCycleNames, M.payCycleRequired),
  /** Whole yuan per person hired. */
  entryRebate: optional(positiveInteger(M.rebateRequired, L.rebateDigits, M.rebateTooLong)),
  rebateRule: optional(z.string().trim().max(L.ruleMax, M.ruleTooLong)),
  jobWelfare: tagList(L.welfareMax, `职位福利最多${L.welfareMax}个`).pipe(
    z.array(z.string()).min(1, M.welfareRequired),
  ),
  interviewRequirements: tagList(L.interviewMax, `面试要求最多${L.interviewMax}个`),
  /** 'min-max', ages 16 to 65. */
  ageRequirement: z.string({ error: M.ageMinRequired }).trim(),
  workYears: choice(workYearsNames, M.workYearsRequired),
  genderRequirement: choice(genderRequirementNames, M.genderRequired),
  academicRequirement: choice(jobEducationNames, M.educationRequired),
  socialRecruitment: choice(socialRecruitmentNames, M.recruitmentTypeRequired),
  workType: choice(workTypeNames, M.workTypeRequired),
  contactName: requiredText(M.contactNameRequired, L.contactNameMax, M.contactNameTooLong),
  contactPhone: z
    .string({ error: M.contactPhoneRequired })
    .trim()
    .min(1, M.contactPhoneRequired)
    .regex(/^\d{4,12}$/, M.contactPhoneInvalid),
  otherRequirements: optional(z.string().trim().max(L.otherRequirementsMax, M.otherTooLong)),
  jobPictureCodes: codeList(L.images, M.tooManyImages),
  jobVideoCodes: codeList(L.videos, M.tooManyVideos),
  /** The custom application form (train_form_info id); the server stores its rules as formContent. */
  formId: optional(z.coerce.number({ error: M.formMissing }).int(M.formMissing).positive(M.formMissing)),
  /** Sent by the form for reference; the server keeps its own copy of the chosen form's rules. */
  formContent: optional(z.string().max(512 * 1024, '报名表单过大')),
  automaticalPublish: z.preprocess(
    blank,
    z.coerce
      .number()
      .pipe(z.literal([0, 1], { error: '自动发布只能是0是或1否' }))
      .default(0),
  ),
  needResume: z.preprocess(
    blank,
    z.coerce
      .number()
      .pipe(z.literal([0, 1], { error: '是否需要简历只能是0或1' }))
      .default(1),
  ),
  /** 0 publish (for review), 6 save as a draft (glossary decision 2). */
  approveType: z.preprocess(
    blank,
    z.coerce
      .number()
      .pipe(z.literal([0, 6], { error: '保存类型只能是0发布或6草稿' }))
      .default(0),
  ),
};

type FieldsOut = z.output<z.ZodObject<typeof fields>>;

/** The fields the cross-field rules read. */
export type JobCrossFields = Partial<
  Pick<
    FieldsOut,
    | 'provinceCode'
    | 'cityCode'
    | 'countyCode'
    | 'flag'
    | 'jobMinSalary'
    | 'jobMaxSalary'
    | 'salaryDescribe'
    | 'entryRebate'
    | 'rebateRule'
    | 'ageRequirement'
  >
>;

/**
 * The rules that tie fields together (spec §5), each reported on the field the form shows it under. The
 * schema runs them only once every field has the right type; the job form also runs them on the fields
 * that parsed, so a pair rule shows while other fields are still empty.
 */
export function jobCrossFieldIssues(b: JobCrossFields): { path: keyof FieldsOut; message: string }[] {
  const issues: { path: keyof FieldsOut; message: string }[] = [];
  const issue = (path: keyof FieldsOut, message: string) => issues.push({ path, message });
  if (!b.provinceCode || !b.cityCode || !b.countyCode) issue('provinceCode', M.regionRequired);
  else if (!b.cityCode.startsWith(b.provinceCode) || !b.countyCode.startsWith(b.cityCode))
    issue('provinceCode', M.regionRequired);
  if (b.flag !== SalaryFlag.negotiable && b.flag !== SalaryFlag.text) {
    if (b.jobMinSalary === undefined) issue('jobMinSalary', M.minSalaryRequired);
    if (b.jobMaxSalary === undefined) issue('jobMaxSalary', M.maxSalaryRequired);
    if (b.jobMinSalary !== undefined && b.jobMaxSalary !== undefined && b.jobMinSalary >= b.jobMaxSalary)
      issue('jobMinSalary', M.salaryOrder);
  }
  if (b.flag === SalaryFlag.text && !b.salaryDescribe) issue('salaryDescribe', M.salaryTextRequired);
  if (b.rebateRule && b.entryRebate === undefined) issue('entryRebate', M.rebateRequired);
  if (b.entryRebate !== undefined && !b.rebateRule) issue('rebateRule', M.ruleRequired);
  const age = ageProblem(b.ageRequirement ?? '');
  if (age) issue('ageRequirement', age);
  return issues;
}

function crossFieldRules(b: FieldsOut, ctx: z.RefinementCtx) {
  for (const { path, message } of jobCrossFieldIssues(b))
    ctx.addIssue({ code: 'custom', message, path: [path] });
}

/** The first rule 'min-max' breaks (spec §5), or null. */
export function ageProblem(text: string): string | null {
  const [minText = '', maxText = ''] = text.split('-').map((s) => s.trim());
  if (!minText) return M.ageMinRequired;
  if (!maxText) return M.ageMaxRequired;
  const age = parseAgeRequirement(`${minText}-${maxText}`);
  if (!age) return M.positiveInteger;
  if (age.min < L.ageMin) return M.ageMinTooLow;
  if (age.max > L.ageMax) return M.ageMaxTooHigh;
  if (age.min >= age.max) return M.ageOrder;
  return null;
}

/** The full rules (spec §5): what a job must satisfy to be published (submitted for review). */
export const JobPublishFields = z.object(fields).superRefine(crossFieldRules);
export type JobPublishFields = z.output<typeof JobPublishFields>;

/** What identifies a draft: required even on a draft. */
const DRAFT_REQUIRED = ['jobName', 'cmpyCode', 'approveType', 'automaticalPublish', 'needResume'] as const;
const emptyList = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

/**
 * A draft needs only its name and company (issue 23: an operator parks half a job); every other field is
 * optional but still checked for type and length when present. Publishing (approveType 0) applies the full
 * rules, with their messages, on the same fields.
 */
const draftFields = Object.fromEntries(
  Object.entries(fields).map(([key, schema]) => [
    key,
    (DRAFT_REQUIRED as readonly string[]).includes(key)
      ? schema
      : z.preprocess(emptyList, (schema as z.ZodType).optional()),
  ]),
) as unknown as {
  [K in keyof typeof fields]: K extends (typeof DRAFT_REQUIRED)[number]
    ? (typeof fields)[K]
    : z.ZodType<z.output<(typeof fields)[K]> | undefined, unknown>;
};

/**
 * On publish the full rules, reported on their fields (also when a draft's own rule already failed, so an
 * empty publish lists every required message); a draft only its own.
 */
function publishRules(b: { approveType: number }, ctx: z.RefinementCtx) {
  if (b.approveType !== 0) return;
  const full = JobPublishFields.safeParse(b);
  if (full.success) return;
  for (const issue of full.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

/** Runs the publish rules even after a field failed, on any object body. */
const publishWhen = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const JobSaveBody = z
  .object({
    ...draftFields,
    /** Copy mode: the offline or ended job this one copies (needs recruit:copyEdit). */
    sourceJobCode: optional(JobCode),
  })
  .superRefine(publishRules, publishWhen);
export type JobSaveBody = z.input<typeof JobSaveBody>;
export type JobSaveInput = z.output<typeof JobSaveBody>;

export const JobEditBody = z
  .object({ jobCode: JobCode, ...draftFields })
  .superRefine(publishRules, publishWhen);
export type JobEditBody = z.input<typeof JobEditBody>;

const apiTime = (label: string) =>
  optional(
    z
      .string()
      .trim()
      .refine((text) => parseApiTime(text) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`),
  );

/** Filters of the list and of its tab counts. */
export const jobFilters = {
  /** Source of the call; the back office sends "2". */
  source: optional(z.string().max(4)),
  /** A category or a parent category. */
  jobCategoryCode: optional(z.string().trim().max(40)),
  jobName: optional(z.string().trim().max(L.nameMax, M.nameTooLong)),
  /** Submit time range. */
  beginTime: apiTime('开始时间'),
  endTime: apiTime('结束时间'),
  workType: optional(z.coerce.number().pipe(z.literal([0, 1, 2, 3, 4, 5], { error: '工作性质不合法' }))),
  /** A province, city or county code. */
  regionCode: optional(
    z
      .string()
      .trim()
      .regex(/^(\d{2}|\d{4}|\d{6})$/, '地区代码应为2、4或6位数字'),
  ),
  cmpyCode: optional(z.string().trim().max(40)),
};

export const JobListBody = z.object({
  ...pageParams,
  approveType: z.preprocess(
    blank,
    z.coerce
      .number({ error: '职位状态不合法' })
      .pipe(z.literal(JOB_TAB_STATES, { error: '职位状态只能是0到6' }))
      .default(3),
  ),
  ...jobFilters,
});
export type JobListBody = z.input<typeof JobListBody>;
export const JobTypeQuery = z.object(jobFilters);
export type JobTypeQuery = z.input<typeof JobTypeQuery>;

export const JobCheckBody = z
  .object({
    jobCode: JobCode,
    /** 2 pass (online at once when automaticalPublish is 0), 1 reject. */
    approveType: z.coerce
      .number({ error: M.checkStateInvalid })
      .pipe(z.literal([1, 2], { error: M.checkStateInvalid })),
    remark: optional(z.string().trim().max(200, M.rejectRemarkTooLong)),
  })
  .refine((b) => b.approveType !== 1 || !!b.remark, { message: M.rejectRemarkRequired, path: ['remark'] });
export type JobCheckBody = z.input<typeof JobCheckBody>;

export const JobOnlineBody = z.object({
  onlineType: z.coerce
    .number({ error: M.onlineTypeInvalid })
    .pipe(z.literal([0, 1], { error: M.onlineTypeInvalid })),
  jobInfoCode: JobCode,
});
export const JobCodeBody = z.object({ jobCode: JobCode });
export const JobForcedEndBody = z.object({
  jobCode: JobCode,
  remark: optional(z.string().trim().max(200, '原因不能超过200个字符')),
});
