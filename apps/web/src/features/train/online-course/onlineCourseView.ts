import type { OnlineCourseStateCount } from '@hr/contract';

/** Query keys of the online-course page; every action invalidates `all`. */
export const onlineCourseKeys = {
  all: ['train', 'onlineCourse'] as const,
  list: ['train', 'onlineCourse', 'list'] as const,
  counts: ['train', 'onlineCourse', 'counts'] as const,
  detail: ['train', 'onlineCourse', 'detail'] as const,
};

/** Tag colour of a state: 审核中 blue, 已上线 green, 审核驳回 red, 已下线 grey. */
export const stateColor = (state: number) =>
  ({ 0: 'processing', 1: 'success', 2: 'error', 4: 'default' })[state] ?? 'default';

/** getCountByState's rows as StatusTabs counts, with 全部 the sum. */
export function tabCounts(rows: OnlineCourseStateCount[] | undefined): Record<string, number> {
  const counts: Record<string, number> = { all: 0 };
  for (const row of rows ?? []) {
    counts[String(row.state)] = row.num;
    counts.all! += row.num;
  }
  return counts;
}
