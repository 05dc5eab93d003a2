import {
  type AddressPickerValue,
  type JobDetail,
  JobEditBody,
  type JobFormMode,
  JobSaveBody,
  parseAgeRequirement,
  SalaryFlag,
} from '@hr/contract';
import { gcj02ToBd09, moneyToCents } from '../../../../components';

/** A material the job shows: its code and, when known, the signed URL to show it. */
export interface JobMedia {
  materialCode: string;
  url: string | null;
  name?: string;
}

/**
 * The job form's values. Most fields carry the API's name and shape; the rest are what their controls hold:
 * the category cascader's [parent, child], the address picker's output, the salary and age ranges as
 * typed (yuan, years) and the chosen materials.
 */
export interface JobFormValues {
  jobName: string;
  jobIntroduction: string;
  workDescription: string[];
  category: string[];
  cmpyCode?: string | undefined;
  address: AddressPickerValue | null;
  applicationNumber: string;
  flag?: number | undefined;
  /** Lowest and highest salary in yuan as typed (the API takes cents). */
  salary: [string, string];
  salaryDescribe: string;
  payCycle?: number | undefined;
  /** Whole yuan as typed. */
  entryRebate: string;
  rebateRule: string;
  jobWelfare: string[];
  interviewRequirements: string[];
  /** Lowest and highest age as typed; sent as ageRequirement 'min-max'. */
  age: [string, string];
  workYears?: number | undefined;
  genderRequirement?: number | undefined;
  academicRequirement?: number | undefined;
  socialRecruitment?: number | undefined;
  workType?: number | undefined;
  contactName: string;
  contactPhone: string;
  otherRequirements: string;
  pictures: JobMedia[];
  video: JobMedia[];
  formId?: number | undefined;
  automaticalPublish: number;
  /** Not shown: kept from the loaded job (default 1). */
  needResume: number;
}

export type JobFormField = Exclude<keyof JobFormValues, 'needResume'>;

/** A new job: texts empty, nothing chosen, published automatically once approved. */
export const emptyJobForm = (cmpyCode?: string | null): JobFormValues => ({
  jobName: '',
  jobIntroduction: '',
  workDescription: [],
  category: [],
  cmpyCode: cmpyCode ?? undefined,
  address: null,
  applicationNumber: '',
  salary: ['', ''],
  salaryDescribe: '',
  entryRebate: '',
  rebateRule: '',
  jobWelfare: [],
  interviewRequirements: [],
  age: ['', ''],
  contactName: '',
  contactPhone: '',
  otherRequirements: '',
  pictures: [],
  video: [],
  automaticalPublish: 0,
  needResume: 1,
});

/** Cents as the yuan the salary inputs show ('' for none). */
const yuanText = (cents: number | null) => (cents === null ? '' : String(cents / 100));

/** A saved job's complete address as the picker's value; a draft may have none yet (null). */
function addressOf(job: JobDetail): AddressPickerValue | null {
  const { provinceCode, provinceName, cityCode, cityName, countyCode, countyName, gcj02Lon, gcj02Lat } = job;
  if (
    provinceCode === null ||
    provinceName === null ||
    cityCode === null ||
    cityName === null ||
    countyCode === null ||
    countyName === null ||
    gcj02Lon === null ||
    gcj02Lat === null
  )
    return null;
  const bd09 = gcj02ToBd09({ lng: gcj02Lon, lat: gcj02Lat });
  return {
    province: { value: provinceCode, label: provinceName },
    city: { value: cityCode, label: cityName },
    country: { value: countyCode, label: countyName },
    gcj02Lng: gcj02Lon,
    gcj02Lat: gcj02Lat,
    bd09Lng: bd09.lng,
    bd09Lat: bd09.lat,
    adressDetail: job.jobAddress ?? '',
  };
}

/** A saved job as form values (edit modes and copy). A draft's missing fields stay empty. */
export function formValuesOf(job: JobDetail): JobFormValues {
  const age = job.ageRequirement === null ? null : parseAgeRequirement(job.ageRequirement);
  const videoCodes = job.jobVideoCodes.split(',').filter(Boolean);
  const chosen = (code: number | null) => code ?? undefined;
  return {
    jobName: job.jobName,
    jobIntroduction: job.jobIntroduction ?? '',
    workDescription: [...job.workDescription],
    category: job.jobCategoryParent && job.jobCategory ? [job.jobCategoryParent, job.jobCategory] : [],
    cmpyCode: job.cmpyCode,
    address: addressOf(job),
    applicationNumber: job.applicationNumber === null ? '' : String(job.applicationNumber),
    // Glossary decision 1: any flag other than 1 and 3 is a range.
    flag:
      job.flag === null
        ? undefined
        : job.flag === SalaryFlag.negotiable || job.flag === SalaryFlag.text
          ? job.flag
          : SalaryFlag.range,
    salary: [yuanText(job.jobMinSalary), yuanText(job.jobMaxSalary)],
    salaryDescribe: job.salaryDescribe ?? '',
    payCycle: chosen(job.payCycle),
    entryRebate: job.entryRebate === null ? '' : String(job.entryRebate),
    rebateRule: job.rebateRule ?? '',
    jobWelfare: [...job.jobWelfare],
    interviewRequirements: [...job.interviewRequirements],
    age: age ? [String(age.min), String(age.max)] : ['', ''],
    workYears: chosen(job.workYears),
    genderRequirement: chosen(job.genderRequirement),
    academicRequirement: chosen(job.academicRequirement),
    socialRecruitment: chosen(job.socialRecruitment),
    workType: chosen(job.workType),
    contactName: job.contactName ?? '',
    contactPhone: job.contactPhone ?? '',
    otherRequirements: job.otherRequirements ?? '',
    pictures: job.jobPictureUrls.map((media) => ({ materialCode: media.code, url: media.url })),
    video: videoCodes.map((code, i) => ({ materialCode: code, url: i === 0 ? job.jobVideoUrl : null })),
    formId: job.formId ?? undefined,
    automaticalPublish: job.automaticalPublish,
    needResume: job.needResume,
  };
}

/** 0 publish (for review, or resubmit), 6 save as a draft. */
export type JobSaveType = 0 | 6;

/**
 * The values as the save body, before the contract's schema: texts as typed, salary in cents (100 × the
 * yuan typed) only for a range, the free text only for flag 3, age as 'min-max'. The schema then decides.
 */
export function rawBodyOf(values: JobFormValues, approveType: JobSaveType = 0): Record<string, unknown> {
  const range = values.flag !== SalaryFlag.negotiable && values.flag !== SalaryFlag.text;
  const address = values.address;
  const [minAge = '', maxAge = ''] = values.age ?? [];
  return {
    jobName: values.jobName ?? '',
    jobIntroduction: values.jobIntroduction ?? '',
    workDescription: values.workDescription ?? [],
    jobCategory: values.category?.length === 2 ? values.category[1] : '',
    cmpyCode: values.cmpyCode ?? '',
    provinceCode: address?.province.value,
    cityCode: address?.city.value,
    countyCode: address?.country.value,
    jobAddress: address?.adressDetail ?? '',
    gcj02Lon: address?.gcj02Lng,
    gcj02Lat: address?.gcj02Lat,
    applicationNumber: values.applicationNumber ?? '',
    flag: values.flag,
    jobMinSalary: range ? (moneyToCents(values.salary?.[0] ?? '') ?? undefined) : undefined,
    jobMaxSalary: range ? (moneyToCents(values.salary?.[1] ?? '') ?? undefined) : undefined,
    salaryDescribe: values.flag === SalaryFlag.text ? (values.salaryDescribe ?? '') : undefined,
    payCycle: values.payCycle,
    entryRebate: values.entryRebate ?? '',
    rebateRule: values.rebateRule ?? '',
    jobWelfare: values.jobWelfare ?? [],
    interviewRequirements: values.interviewRequirements ?? [],
    ageRequirement: `${minAge.trim()}-${maxAge.trim()}`,
    workYears: values.workYears,
    genderRequirement: values.genderRequirement,
    academicRequirement: values.academicRequirement,
    socialRecruitment: values.socialRecruitment,
    workType: values.workType,
    contactName: values.contactName ?? '',
    contactPhone: values.contactPhone ?? '',
    otherRequirements: values.otherRequirements ?? '',
    jobPictureCodes: (values.pictures ?? []).map((media) => media.materialCode),
    jobVideoCodes: (values.video ?? []).map((media) => media.materialCode),
    formId: values.formId,
    automaticalPublish: values.automaticalPublish,
    needResume: values.needResume,
    approveType,
  };
}

/** What one save sends, and where. */
export type JobSaveRequest =
  | { route: 'saveJobInfo'; body: JobSaveBody }
  | { route: 'editJobInfo'; body: JobEditBody };

/**
 * The request of a save in a mode: add saves a new job, copy saves one naming its source, the edit modes
 * edit the job. The body is the contract schema's output (it throws when the values are not submittable).
 */
export function saveRequestOf(
  values: JobFormValues,
  mode: JobFormMode,
  approveType: JobSaveType,
  jobCode?: string,
): JobSaveRequest {
  const raw = rawBodyOf(values, approveType);
  if (mode === 'add' || mode === 'copy') {
    const sourceJobCode = mode === 'copy' ? jobCode : undefined;
    return { route: 'saveJobInfo', body: JobSaveBody.parse({ ...raw, sourceJobCode }) };
  }
  return { route: 'editJobInfo', body: JobEditBody.parse({ ...raw, jobCode }) };
}
