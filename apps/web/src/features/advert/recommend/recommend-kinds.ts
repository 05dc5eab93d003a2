import {
  api,
  type RecommendCandidate,
  type RecommendKind,
  type RecommendRow,
  recommendKinds,
} from '@hr/contract';
import { call } from '../../../app/request.ts';

/**
 * What differs between recommended courses and recommended jobs: the calls with the spec's names and the
 * words the screen uses. The page and picker are one implementation over this.
 */
export interface RecommendApi {
  kind: RecommendKind;
  perm: string;
  label: string;
  target: string;
  list: () => Promise<RecommendRow[]>;
  candidates: (query: { pageNum: number; pageSize: number; keyword?: string; cmpyCode?: string }) => Promise<{
    records: RecommendCandidate[];
    total: number;
  }>;
  save: (targetCode: string) => Promise<unknown>;
  setAvailable: (row: { recommendCode: string; targetCode: string }, available: 0 | 1) => Promise<unknown>;
  /** Swaps the recommendation's course or job for another online one (keeps its place and switch). */
  replace: (row: RecommendRow, targetCode: string) => Promise<unknown>;
  remove: (recommendCode: string) => Promise<unknown>;
  sort: (codes: string[]) => Promise<unknown>;
}

const course = api.recommendCourse;
const job = api.recommendJob;

export const recommendApis: Record<RecommendKind, RecommendApi> = {
  course: {
    kind: 'course',
    ...recommendKinds.course,
    list: () => call(course.queryRecommendCourse, {}),
    candidates: (query) => call(course.queryOnlineCourse, { query }),
    save: (courseCode) => call(course.saveRecommendCourse, { body: { courseCode } }),
    setAvailable: (row, available) =>
      call(course.editRecommendCourse, {
        body: { recommendCode: row.recommendCode, courseCode: row.targetCode, available },
      }),
    replace: (row, courseCode) =>
      call(course.editRecommendCourse, {
        body: { recommendCode: row.recommendCode, courseCode, available: row.available === 1 ? 1 : 0 },
      }),
    remove: (recommendCode) => call(course.removeRecourse, { body: { recommendCode } }),
    sort: (codes) => call(course.sortRecommendCourse, { body: { codes } }),
  },
  job: {
    kind: 'job',
    ...recommendKinds.job,
    list: () => call(job.queryRecommendJob, {}),
    candidates: (query) => call(job.queryOnlineJob, { query }),
    save: (jobCode) => call(job.saveRecommendJob, { body: { jobCode } }),
    setAvailable: (row, available) =>
      call(job.editAvailable, { body: { recommendCode: row.recommendCode, available } }),
    replace: (row, jobCode) =>
      call(job.editRecommendJob, { body: { recommendCode: row.recommendCode, jobCode } }),
    remove: (recommendCode) => call(job.removeRecJob, { body: { recommendCode } }),
    sort: (codes) => call(job.sortRecommendJob, { body: { codes } }),
  },
};
