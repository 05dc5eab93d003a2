import { z } from 'zod';
import { CmpyCode } from '../cmpy/company.ts';
import { blankAsUndefined } from '../common/material-rules.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, PUBLIC, perm } from '../platform/route.ts';
import { advertLimits as L, advertMessages as M, type RecommendKind, recommendKinds } from './advert.ts';
import { advertCode, orderBody } from './banner.routes.ts';

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUndefined, schema.optional());

const RecommendCode = advertCode('缺少推荐编号');

/** 1 enabled (shown while its target is online), 0 disabled; booleans accepted. */
export const availableSchema = z.preprocess(
  (v) => (v === true ? 1 : v === false ? 0 : v),
  z.coerce.number({ error: M.availableInvalid }).pipe(z.literal([0, 1], { error: M.availableInvalid })),
);

/** A recommendation as the back office lists it: the target's own figures and whether the public sees it. */
export const RecommendRow = z.object({
  recommendCode: z.string(),
  /** courseCode or jobCode. */
  targetCode: z.string(),
  targetName: z.string().nullable(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  /** The course's cover; null for jobs. */
  coverUrl: z.string().nullable(),
  /** The target's state and its name (已上线, 已下线, …); null when the target was deleted. */
  targetState: z.number().nullable(),
  targetStateName: z.string(),
  targetOnline: z.boolean(),
  /** 1 enabled, 0 disabled. */
  available: z.number(),
  /** Enabled and the target online: what the public query returns. */
  shown: z.boolean(),
  sortNo: z.number(),
  updateTime: z.string().nullable(),
});
export type RecommendRow = z.infer<typeof RecommendRow>;

/** An online course or job that may be recommended (the picker's rows). */
export const RecommendCandidate = z.object({
  targetCode: z.string(),
  targetName: z.string(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  /** Course covers; job: null. */
  coverUrl: z.string().nullable(),
  /** A course's price in cents or a job's salary text, as the picker shows it. */
  detail: z.string(),
  recommended: z.boolean(),
});
export type RecommendCandidate = z.infer<typeof RecommendCandidate>;

export const PublicRecommend = z.object({
  targetCode: z.string(),
  targetName: z.string(),
  cmpyName: z.string().nullable(),
  coverUrl: z.string().nullable(),
});
export type PublicRecommend = z.infer<typeof PublicRecommend>;

export const CandidateQuery = z.object({
  ...pageParams,
  /** Name contains. */
  keyword: optional(z.string().trim().max(50, '搜索词最多50个字符')),
  cmpyCode: optional(CmpyCode),
});

const byCode = z.object({ recommendCode: RecommendCode });

/**
 * The calls both recommendation kinds share: the list, the order after a drag, the picker's candidates and
 * the public query; each kind adds its own save, edit and remove with the spec's names.
 */
function sharedRoutes(kind: RecommendKind) {
  const { base, perm: p, label, target } = recommendKinds[kind];
  const cap = kind === 'course' ? 'Course' : 'Job';
  return {
    list: defineRoute({
      method: 'GET',
      path: `${base}/queryRecommend${cap}`,
      summary: `${label}列表（后台）：按顺序，带${target}状态与是否在公众端展示`,
      access: perm(`${p}:list`),
      response: z.array(RecommendRow),
      changesData: false,
    }),
    sort: defineRoute({
      method: 'POST',
      path: `${base}/sortRecommend${cap}`,
      summary: `${label}排序（拖动后提交全部编号的新顺序；列表已变化时 409）`,
      access: perm(`${p}:edit`),
      body: orderBody(L.recommendsPerKind),
      response: z.null(),
      changesData: true,
      chosenPath: true,
    }),
    candidates: defineRoute({
      method: 'GET',
      path: `${base}/queryOnline${cap}`,
      summary: `可推荐的已上线${target}（按企业、名称搜索；分页，每页10条）`,
      access: perm(`${p}:list`),
      query: CandidateQuery,
      response: pageOf(RecommendCandidate),
      changesData: false,
      chosenPath: true,
    }),
    publicList: defineRoute({
      method: 'GET',
      path: `${base}/public/queryRecommend${cap}`,
      summary: `公众端${label}：只返回已启用且${target}已上线的，按顺序（无需登录）`,
      access: PUBLIC,
      response: z.array(PublicRecommend),
      changesData: false,
      chosenPath: true,
    }),
  };
}

const CourseCode = advertCode('请选择课程');
const JobCode = advertCode('请选择职位');

const course = sharedRoutes('course');
export const recommendCourseRoutes = {
  queryRecommendCourse: course.list,
  saveRecommendCourse: defineRoute({
    method: 'POST',
    path: '/advert/recommend-course/saveRecommendCourse',
    summary: '推荐课程（只能是已上线的课程，不能重复；排在最后，默认启用）',
    access: perm('recommendCourse:add'),
    body: z.object({ courseCode: CourseCode, available: availableSchema.optional().default(1) }),
    response: z.object({ recommendCode: z.string() }),
    changesData: true,
  }),
  editRecommendCourse: defineRoute({
    method: 'POST',
    path: '/advert/recommend-course/editRecommendCourse',
    summary: '编辑推荐课程：换成另一门已上线的课程，或启用、停用',
    access: perm('recommendCourse:edit'),
    body: z.object({ recommendCode: RecommendCode, courseCode: CourseCode, available: availableSchema }),
    response: z.null(),
    changesData: true,
  }),
  removeRecourse: defineRoute({
    method: 'POST',
    path: '/advert/recommend-course/removeRecourse',
    summary: '取消推荐课程',
    access: perm('recommendCourse:remove'),
    body: byCode,
    response: z.null(),
    changesData: true,
  }),
  sortRecommendCourse: course.sort,
  queryOnlineCourse: course.candidates,
  publicRecommendCourse: course.publicList,
};

const job = sharedRoutes('job');
export const recommendJobRoutes = {
  queryRecommendJob: job.list,
  saveRecommendJob: defineRoute({
    method: 'POST',
    path: '/advert/recommend-job/saveRecommendJob',
    summary: '推荐职位（只能是已上线的职位，不能重复；排在最后，默认启用）',
    access: perm('recommendJob:add'),
    body: z.object({ jobCode: JobCode, available: availableSchema.optional().default(1) }),
    response: z.object({ recommendCode: z.string() }),
    changesData: true,
  }),
  editRecommendJob: defineRoute({
    method: 'POST',
    path: '/advert/recommend-job/editRecommendJob',
    summary: '编辑推荐职位：换成另一个已上线的职位',
    access: perm('recommendJob:edit'),
    body: z.object({ recommendCode: RecommendCode, jobCode: JobCode }),
    response: z.null(),
    changesData: true,
  }),
  editAvailable: defineRoute({
    method: 'POST',
    path: '/advert/recommend-job/editAvailable',
    summary: '启用（available 1）或停用（0）推荐职位',
    access: perm('recommendJob:edit'),
    body: z.object({ recommendCode: RecommendCode, available: availableSchema }),
    response: z.null(),
    changesData: true,
  }),
  removeRecJob: defineRoute({
    method: 'POST',
    path: '/advert/recommend-job/removeRecJob',
    summary: '取消推荐职位',
    access: perm('recommendJob:remove'),
    body: byCode,
    response: z.null(),
    changesData: true,
  }),
  sortRecommendJob: job.sort,
  queryOnlineJob: job.candidates,
  publicRecommendJob: job.publicList,
};
