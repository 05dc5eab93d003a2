/**
 * Job labels (recruitment §3, platform §3): each belongs to one sort — 1 work description, 2 interview
 * requirements, 3 welfare — and a welfare label also to one kind: meals, lodging or other benefits.
 * The label dialog shows five content lists keyed 1 description, 2 interview, 3 food, 4 lodging, 5 other;
 * a welfare label's kind is stored as its content key (3, 4 or 5).
 */
export const JobLabelSort = { description: 1, interview: 2, welfare: 3 } as const;
export type JobLabelSort = (typeof JobLabelSort)[keyof typeof JobLabelSort];

export const jobLabelSortNames: Record<JobLabelSort, string> = {
  1: '工作描述',
  2: '面试要求',
  3: '福利待遇',
};

export const JobLabelContent = { description: 1, interview: 2, food: 3, lodging: 4, other: 5 } as const;
export type JobLabelContent = (typeof JobLabelContent)[keyof typeof JobLabelContent];
export const JOB_LABEL_CONTENT_KEYS = [1, 2, 3, 4, 5] as const satisfies readonly JobLabelContent[];

/** The kinds a welfare label may have: its content key. */
export const WELFARE_TYPES = [3, 4, 5] as const satisfies readonly JobLabelContent[];
export type WelfareType = (typeof WELFARE_TYPES)[number];

export const jobLabelContentNames: Record<JobLabelContent, string> = {
  1: '工作描述',
  2: '面试要求',
  3: '餐饮',
  4: '住宿',
  5: '其他福利',
};

/** The content list a label appears in: its sort, or for welfare its kind. */
export const contentKeyOf = (labelSort: JobLabelSort, welfareType: WelfareType | null): JobLabelContent =>
  labelSort === JobLabelSort.welfare ? (welfareType ?? JobLabelContent.other) : labelSort;

/** The sort a content list belongs to (3, 4 and 5 are all welfare). */
export const sortOfContentKey = (key: JobLabelContent): JobLabelSort =>
  key >= JobLabelContent.food ? JobLabelSort.welfare : (key as JobLabelSort);
