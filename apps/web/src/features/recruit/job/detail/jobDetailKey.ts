/**
 * Query key root of job details; the list invalidates it after every action. Its own module, so the list
 * page can name it without loading the detail view (which the list opens lazily).
 */
export const jobDetailKey = ['recruit', 'job', 'detail'] as const;
