import { type JobCrossFields, JobPublishFields, JobSaveBody, jobCrossFieldIssues } from '@hr/contract';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { type JobFormField, type JobFormValues, rawBodyOf } from './jobFormValues.ts';

/**
 * The job form's rules are the contract's (JobSaveBody, the schema the server parses with): each form field
 * is checked by the schema of the body fields it fills, then by the contract's cross-field rules (salary
 * range, rebate and rule, age), so the form shows the server's very message.
 */

type BodyKey = keyof typeof JobPublishFields.shape;

/** The body fields each form field fills, in the order their messages are shown. */
export const JOB_FIELD_KEYS: Record<JobFormField, readonly BodyKey[]> = {
  jobName: ['jobName'],
  jobIntroduction: ['jobIntroduction'],
  workDescription: ['workDescription'],
  category: ['jobCategory'],
  cmpyCode: ['cmpyCode'],
  // Empty: 请输入工作地址 first; then the region and the coordinate.
  address: ['jobAddress', 'provinceCode', 'cityCode', 'countyCode', 'gcj02Lon', 'gcj02Lat'],
  applicationNumber: ['applicationNumber'],
  flag: ['flag'],
  salary: ['jobMinSalary', 'jobMaxSalary'],
  salaryDescribe: ['salaryDescribe'],
  payCycle: ['payCycle'],
  entryRebate: ['entryRebate'],
  rebateRule: ['rebateRule'],
  jobWelfare: ['jobWelfare'],
  interviewRequirements: ['interviewRequirements'],
  age: ['ageRequirement'],
  workYears: ['workYears'],
  genderRequirement: ['genderRequirement'],
  academicRequirement: ['academicRequirement'],
  socialRecruitment: ['socialRecruitment'],
  workType: ['workType'],
  contactName: ['contactName'],
  contactPhone: ['contactPhone'],
  otherRequirements: ['otherRequirements'],
  pictures: ['jobPictureCodes'],
  video: ['jobVideoCodes'],
  formId: ['formId'],
  automaticalPublish: ['automaticalPublish'],
};

export const JOB_FORM_FIELDS = Object.keys(JOB_FIELD_KEYS) as JobFormField[];

const fieldOfKey = new Map<string, JobFormField>(
  JOB_FORM_FIELDS.flatMap((field) => JOB_FIELD_KEYS[field].map((key) => [key, field] as const)),
);

/** Each field's full (publish) rule: the form shows what publishing needs; a draft needs less. */
const shape = JobPublishFields.shape as Record<BodyKey, z.ZodType>;

/** Each body field parsed alone: its first message, or its parsed value. */
function parseFields(raw: Record<string, unknown>) {
  const parsed: Record<string, unknown> = {};
  const problems = new Map<string, string>();
  for (const key of Object.keys(shape) as BodyKey[]) {
    const result = shape[key].safeParse(raw[key]);
    if (result.success) parsed[key] = result.data;
    else problems.set(key, result.error.issues[0]?.message ?? '');
  }
  return { parsed, problems };
}

/**
 * Every form field's first problem (none: not listed): a field's own rule first, then the pair rules
 * on what parsed (a pair rule needs its fields to parse, like the server).
 */
export function jobFormProblems(values: JobFormValues): Partial<Record<JobFormField, string>> {
  const { parsed, problems } = parseFields(rawBodyOf(values));
  const out: Partial<Record<JobFormField, string>> = {};
  for (const field of JOB_FORM_FIELDS) {
    const key = JOB_FIELD_KEYS[field].find((k) => problems.has(k));
    if (key) out[field] = problems.get(key);
  }
  for (const { path, message } of jobCrossFieldIssues(parsed as JobCrossFields)) {
    const field = fieldOfKey.get(path);
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/** One field's first problem, or null. */
export const jobFieldProblem = (values: JobFormValues, field: JobFormField): string | null =>
  jobFormProblems(values)[field] ?? null;

/** Whether the values can be published: the schema the server parses with accepts them. */
export const isSubmittable = (values: JobFormValues): boolean =>
  JobSaveBody.safeParse(rawBodyOf(values)).success;

/** The form fields a draft must have (issue 23): what identifies it. */
export const DRAFT_FIELDS: JobFormField[] = ['jobName', 'cmpyCode'];

/**
 * Whether the values can be kept as a draft: the server's schema for approveType 6 accepts them (the name
 * and company, and whatever else is filled checked for type and length).
 */
export const isDraftable = (values: JobFormValues): boolean =>
  JobSaveBody.safeParse(rawBodyOf(values, 6)).success;

/** The antd rule of a form field: the contract's message for the whole form's current values. */
export const jobRule = (field: JobFormField): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: async (_rule, value) => {
      const values = { ...(getFieldsValue(true) as JobFormValues), [field]: value };
      const problem = jobFieldProblem(values, field);
      if (problem) throw new Error(problem);
    },
  }),
];

/** Fields whose message depends on another field: revalidated when that one changes. */
export const JOB_FIELD_DEPENDENCIES: Partial<Record<JobFormField, JobFormField[]>> = {
  salary: ['flag'],
  salaryDescribe: ['flag'],
  entryRebate: ['rebateRule'],
  rebateRule: ['entryRebate'],
};
