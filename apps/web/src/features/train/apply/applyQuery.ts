import type { FormQueryMap } from '@hr/contract';
import type { DateTimeRange } from '../../../components';

/** Query keys of the course application and order pages: one invalidation reloads rows, counts and detail. */
export const applyKeys = {
  all: ['train', 'apply'] as const,
  list: ['train', 'apply', 'list'] as const,
  counts: ['train', 'apply', 'counts'] as const,
  detail: ['train', 'apply', 'detail'] as const,
  orders: ['train', 'order'] as const,
};

export interface ApplyFilterValues {
  usrName?: string;
  usrPhe?: string;
  remark?: string;
  courseCode?: string;
  applyTime?: DateTimeRange | null;
  queryMap?: FormQueryMap;
}

/** What the list, counts and export send: blanks dropped, the time range split. */
export interface ApplyFilters {
  usrName?: string;
  usrPhe?: string;
  remark?: string;
  courseCode?: string;
  applyBeginTime?: string;
  applyEndTime?: string;
  queryMap?: FormQueryMap;
}

export function toFilters({ applyTime, queryMap, ...values }: ApplyFilterValues): ApplyFilters {
  const filters: ApplyFilters = {};
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string' && value.trim()) filters[key as 'usrName'] = value.trim();
  if (applyTime?.[0]) filters.applyBeginTime = applyTime[0];
  if (applyTime?.[1]) filters.applyEndTime = applyTime[1];
  if (filters.courseCode && queryMap && Object.keys(queryMap).length) filters.queryMap = queryMap;
  return filters;
}

/** Tab counts keyed as the tabs are ('all' and each state), from rows of `{key, num}`. */
export function countsByKey<R extends { num: number }>(rows: R[] | undefined, key: (row: R) => number) {
  const counts: Record<string, number> = { all: 0 };
  for (const row of rows ?? []) {
    counts[String(key(row))] = row.num;
    counts.all! += row.num;
  }
  return counts;
}

/** 13812345678 → 138****5678 (the lists; the detail shows the whole number). */
export const maskedPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
