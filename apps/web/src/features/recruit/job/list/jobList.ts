import type { JobTypeQuery } from '@hr/contract';
import type { DateTimeRange } from '../../../../components';
import { jobDetailKey } from '../detail/jobDetailKey.ts';

/** Query keys of the job pages: one root, so an action refreshes the list, the counts and an open detail. */
export const jobKeys = {
  all: ['recruit', 'job'] as const,
  list: ['recruit', 'job', 'list'] as const,
  counts: ['recruit', 'job', 'counts'] as const,
  detail: jobDetailKey,
};

/** The back office's source marker in the list's filters (spec §7: source "2"). */
export const JOB_LIST_SOURCE = '2';

/** The filter form's values as the controls hold them. */
export interface JobFilterValues {
  /** Category path from the cascader: a parent, or a parent and a child; [''] is 全部. */
  category?: string[];
  jobName?: string;
  /** Submit time range. */
  time?: DateTimeRange | null;
  workType?: number;
  /** Region path: province, city, county codes. */
  region?: string[];
}

const last = (path: readonly string[] | undefined): string | undefined =>
  path?.[path.length - 1] || undefined;

/** The filters the list and its tab counts are asked with (blank controls send nothing). */
export function toJobFilters(values: JobFilterValues): JobTypeQuery {
  return {
    source: JOB_LIST_SOURCE,
    jobCategoryCode: last(values.category),
    jobName: values.jobName?.trim() || undefined,
    beginTime: values.time?.[0],
    endTime: values.time?.[1],
    workType: values.workType,
    regionCode: last(values.region),
  };
}

/** queryJobInfoType's answer as StatusTabs counts, keyed by approveType. */
export const countsByType = (rows: readonly { approveType: number; num: number }[] | undefined) =>
  rows ? Object.fromEntries(rows.map((row) => [String(row.approveType), row.num])) : undefined;
