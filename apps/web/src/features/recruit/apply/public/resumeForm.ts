import { type FileRef, ResumeInput } from '@hr/contract';
import type { FormRule } from 'antd';

/**
 * The public apply page's resume form: its values (shaped like the contract's ResumeInput, so zod's issue
 * paths name the form's fields), the body they become, and the antd rules, which are the contract's schema
 * run over the whole form so the page shows the server's very messages.
 */

export interface WorkValues {
  compyName?: string;
  jobName?: string;
  jobCategoryName?: string;
  workContent?: string;
  beginTime?: string;
  endTime?: string;
}
export interface EducationValues {
  schoolName?: string;
  professionName?: string;
  academicRequirement?: number;
  recruit?: number;
  beginTime?: string;
  endTime?: string;
}
export interface TrainValues {
  trainOrganizaName?: string;
  trainContent?: string;
  beginTime?: string;
  endTime?: string;
}
export interface CertificateValues {
  vcName?: string;
  issueTime?: string;
  /** Uploaded through the public upload ($certificate); the body keeps their object keys. */
  pictures?: FileRef[];
}

export interface ResumeFormValues {
  usrName?: string;
  usrTel?: string;
  usrIdCard?: string;
  usrGender?: number;
  workingYear?: number | null;
  academicRequirement?: number;
  recruit?: number;
  /** Province, city and county codes. */
  region?: string[];
  expectPosition?: string;
  workType?: number;
  /** Job category codes. */
  specialSkills?: string[];
  /** Uploaded through the public upload ($head). */
  headPicture?: FileRef[];
  workList?: WorkValues[];
  educationList?: EducationValues[];
  trainList?: TrainValues[];
  certificateVOS?: CertificateValues[];
}

export const EMPTY_RESUME: ResumeFormValues = {
  usrName: '',
  usrTel: '',
  usrIdCard: '',
  expectPosition: '',
  headPicture: [],
  workList: [],
  educationList: [],
  trainList: [],
  certificateVOS: [],
};

/** The request's resume (before the contract's parse trims and checks it). */
export function toResumeInput(values: ResumeFormValues): ResumeInput {
  const [usrProvince, usrCity, usrCountry] = values.region ?? [];
  return {
    usrName: values.usrName ?? '',
    usrTel: values.usrTel ?? '',
    usrIdCard: values.usrIdCard ?? '',
    usrGender: values.usrGender,
    workingYear: values.workingYear ?? undefined,
    academicRequirement: values.academicRequirement,
    recruit: values.recruit,
    usrProvince,
    usrCity,
    usrCountry,
    expectPosition: values.expectPosition,
    workType: values.workType,
    specialSkills: values.specialSkills ?? [],
    headPictureKey: values.headPicture?.[0]?.objectKey,
    // Untouched required texts are '' so the schema says 请输入… rather than a type error.
    workList: (values.workList ?? []).map((w) => ({
      ...w,
      compyName: w.compyName ?? '',
      jobName: w.jobName ?? '',
    })),
    educationList: (values.educationList ?? []).map((e) => ({
      ...e,
      schoolName: e.schoolName ?? '',
      academicRequirement: e.academicRequirement,
    })),
    trainList: (values.trainList ?? []).map((t) => ({ ...t, trainOrganizaName: t.trainOrganizaName ?? '' })),
    certificateVOS: (values.certificateVOS ?? []).map(({ pictures, ...certificate }) => ({
      ...certificate,
      vcName: certificate.vcName ?? '',
      objectKeys: (pictures ?? []).map((picture) => picture.objectKey),
    })),
  };
}

export type FieldPath = readonly (string | number)[];

/** The form field a schema issue belongs to. */
export function formPathOf(path: readonly PropertyKey[]): FieldPath {
  const [first] = path;
  if (first === 'usrProvince' || first === 'usrCity' || first === 'usrCountry') return ['region'];
  if (first === 'headPictureKey') return ['headPicture'];
  if (first === 'certificateVOS' && path[2] === 'objectKeys')
    return ['certificateVOS', path[1] as number, 'pictures'];
  return path.slice(0, 3) as (string | number)[];
}

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((part, i) => part === b[i]);

/** The contract's first message for one field of the whole form, or null. */
export function resumeProblem(values: ResumeFormValues, field: FieldPath): string | null {
  const result = ResumeInput.safeParse(toResumeInput(values));
  if (result.success) return null;
  return result.error.issues.find((issue) => samePath(formPathOf(issue.path), field))?.message ?? null;
}

/** The antd rule of a resume field (`name` the full path, also inside a Form.List). */
export const resumeRule = (name: FieldPath): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = resumeProblem(getFieldsValue(true) as ResumeFormValues, name);
      if (problem) throw new Error(problem);
    },
  }),
];
