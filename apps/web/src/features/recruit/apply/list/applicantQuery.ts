import {
  type ApplyCountQuery,
  type ApplyRow,
  api,
  type FormQueryMap,
  type FormRule,
  type JobDetail,
  parseFormRules,
  type ResumeTab,
} from '@hr/contract';
import { call } from '../../../../app/request.ts';
import type { DateTimeRange, PageRequest, PageResult, RangeValue } from '../../../../components';
import { answerFileKeys } from '../dialogs/answerFileKeys.ts';

/** all: every job's applicants (报名管理, 简历管理); single: one job's (spec §2 applyList/{jobCode}). */
export type ApplicantMode = 'all' | 'single';
/** What the list's export produces: applications (报名表.xlsx) or resumes (简历表.xlsx), spec §2, §7. */
export type ApplicantVariant = 'applications' | 'resumes';

/**
 * Query keys. Everything of the pipeline lives under `applyKeys.all`: after a state change the list
 * invalidates that root, which refetches the shown page, the tab counts and an open resume detail
 * (the detail dialog keys its query under the same root).
 */
export const applyKeys = {
  all: ['recruit', 'apply'] as const,
  list: ['recruit', 'apply', 'list'] as const,
  counts: ['recruit', 'apply', 'counts'] as const,
  /** The job of single mode (name and custom form); outside the root, a state change leaves it be. */
  job: (jobCode: string) => ['recruit', 'apply-job', jobCode] as const,
};

/** What the filter card holds (spec §2 filter). */
export interface ApplicantFilterValues {
  usrName?: string;
  usrPhone?: string;
  age?: RangeValue;
  usrGender?: 1 | 2;
  jobName?: string;
  deliveryTime?: DateTimeRange | null;
  queryMap?: FormQueryMap;
}

/** The filters the list, the counts and 导出全部 send (the tab is added per call). */
export type ApplicantFilters = Omit<ApplyCountQuery, 'startUsrAge' | 'endUsrAge' | 'usrGender'> & {
  startUsrAge?: number;
  endUsrAge?: number;
  usrGender?: 1 | 2;
};

const text = (value: string | undefined) => value?.trim() || undefined;
const whole = (value: string | undefined) => (value ? Number(value) : undefined);

/** Filter card values → request filters: blanks dropped, ages as numbers, an empty queryMap left out. */
export function toApplicantFilters(values: ApplicantFilterValues, jobCode?: string): ApplicantFilters {
  const filters: ApplicantFilters = {
    jobCode,
    jobName: jobCode ? undefined : text(values.jobName),
    usrName: text(values.usrName),
    usrPhone: text(values.usrPhone),
    startUsrAge: whole(values.age?.[0]),
    endUsrAge: whole(values.age?.[1]),
    usrGender: values.usrGender,
    startTime: values.deliveryTime?.[0],
    endTime: values.deliveryTime?.[1],
    queryMap: jobCode && values.queryMap && Object.keys(values.queryMap).length ? values.queryMap : undefined,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as ApplicantFilters;
}

/** Custom-field filters go through the POST (ByForm) calls: a queryMap does not fit a query string. */
export const usesForm = (filters: ApplicantFilters): boolean =>
  !!filters.queryMap && Object.keys(filters.queryMap).length > 0;

/** A row with signed links of the files its custom-form answers name (objectKey → url). */
export type ApplicantRow = ApplyRow & { fileUrls: Record<string, string> };

/**
 * One page of a tab under the filters. With the job's form rules, the files the page's answers name are
 * signed in one batchQueryUrl, so picture answers show as thumbnails.
 */
export async function fetchApplicants(
  filters: ApplicantFilters,
  tab: ResumeTab,
  page: PageRequest,
  rules: readonly FormRule[] = [],
): Promise<PageResult<ApplicantRow>> {
  const input = { ...filters, ...page, state: tab };
  const result = usesForm(filters)
    ? await call(api.apply.queryPageJobApplyInfoByForm, { body: input })
    : await call(api.apply.queryPageJobApplyInfo, { query: input });
  const keys = [...new Set(result.records.flatMap((row) => answerFileKeys(rules, row.formValue ?? {})))];
  const files = keys.length
    ? await call(api.fileManage.batchQueryUrl, { query: { objectKeyList: keys.join(',') } }).catch(() => [])
    : [];
  const fileUrls = Object.fromEntries(files.map((file) => [file.objectKey, file.url]));
  return { ...result, records: result.records.map((row) => ({ ...row, fileUrls })) };
}

/** Counts per resume tab under the same filters (keys are the tabs' states). */
export function fetchCounts(filters: ApplicantFilters): Promise<Record<string, number>> {
  return usesForm(filters)
    ? call(api.apply.queryStateCountByForm, { body: filters })
    : call(api.apply.queryStateCount, { query: filters });
}

/** The job of single mode: its name and its copy of the custom form (queryJobInfoDetail). */
export const fetchJob = (jobCode: string): Promise<JobDetail> =>
  call(api.job.queryJobInfoDetail, { params: { jobCode } });

/** The job's copy of its form rules; none when it has no form or the text does not parse. */
export function readFormRules(text: string | null | undefined): FormRule[] {
  if (!text) return [];
  try {
    const rules = parseFormRules(text);
    return Array.isArray(rules) ? rules : [];
  } catch {
    return [];
  }
}

/** Whether an application carries answers to the job's custom form (查看表单 shows then). */
export const hasAnswers = (row: Pick<ApplyRow, 'formValue'>): boolean =>
  !!row.formValue && Object.keys(row.formValue).length > 0;
