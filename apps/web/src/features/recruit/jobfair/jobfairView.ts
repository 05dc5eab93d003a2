/** Query keys of the job fair page. */
export const jobfairKeys = {
  list: ['jobfair', 'list'] as const,
  counts: ['jobfair', 'counts'] as const,
  detail: ['jobfair', 'detail'] as const,
};

const colors: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'green' };

/** Tag colour of a lifecycle state (0 待审核, 1 待上线, 2 审核驳回, 3 已上线). */
export const stateColor = (state: number): string => colors[state] ?? 'default';
