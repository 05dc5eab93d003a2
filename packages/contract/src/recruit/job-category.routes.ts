import { z } from 'zod';
import { labelCodeSchema } from '../common/label-rules.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';

/**
 * Job categories (工种, recruitment §3): a two-level tree. Top-level categories have
 * `categorieParentCode` null; every node carries `children` (empty for a leaf). The spelling
 * `categorie*` is the API's own.
 */
export interface JobCategoryNode {
  categorieCode: string;
  categorieName: string;
  categorieParentCode: string | null;
  categorieSort: number;
  children: JobCategoryNode[];
}
export const JobCategoryNode: z.ZodType<JobCategoryNode> = z.lazy(() =>
  z.object({
    categorieCode: z.string(),
    categorieName: z.string(),
    categorieParentCode: z.string().nullable(),
    categorieSort: z.number(),
    children: z.array(JobCategoryNode),
  }),
);

/** The 'all' entry queryJobCateSelf puts first: code '' (no filter), name 全部. */
export const ALL_JOB_CATEGORIES: JobCategoryNode = {
  categorieCode: '',
  categorieName: '全部',
  categorieParentCode: null,
  categorieSort: 0,
  children: [],
};

export const JOB_CATEGORY_NAME_MAX = 20;
export const JOB_CATEGORY_DEPTH = 2;

export const JobCategoryBody = z.object({
  categorieName: z
    .string({ error: '请输入工种名称' })
    .trim()
    .min(1, '请输入工种名称')
    .max(JOB_CATEGORY_NAME_MAX, `工种名称最多${JOB_CATEGORY_NAME_MAX}个字符`)
    .regex(/^[^,，]+$/, '工种名称不能包含中英文逗号'),
  /** The top-level category this one belongs to; empty or absent: a top-level category. */
  categorieParentCode: z
    .union([labelCodeSchema('上级工种'), z.literal('')])
    .nullable()
    .optional()
    .transform((code) => code || null),
  categorieSort: z.coerce
    .number({ error: '排序必须是数字' })
    .int('排序必须是整数')
    .min(0, '排序最小为0')
    .max(9999, '排序最大为9999')
    .optional()
    .default(0),
});
export type JobCategoryBody = z.input<typeof JobCategoryBody>;

export const jobCategoryRoutes = {
  queryJobCategories: defineRoute({
    method: 'POST',
    path: '/recruit/job-categories/queryJobCategories',
    summary: '职位工种树（两级，按排序）；发布或筛选职位者均可读取',
    access: LOGGED_IN,
    changesData: false,
    response: z.array(JobCategoryNode),
  }),
  queryJobCateSelf: defineRoute({
    method: 'POST',
    path: '/recruit/job-categories/queryJobCateSelf',
    summary: '职位工种筛选列表：一级工种（含下级），首项为“全部”（categorieCode 为空串）',
    access: LOGGED_IN,
    changesData: false,
    response: z.array(JobCategoryNode),
  }),
  addJobCategory: defineRoute({
    method: 'POST',
    path: '/recruit/job-categories/addJobCategory',
    summary: '新增工种（一级或二级）；同级下名称唯一',
    access: perm('jobCategory:add'),
    changesData: true,
    body: JobCategoryBody,
    response: z.object({ categorieCode: z.string() }),
    chosenPath: true,
  }),
  editJobCategory: defineRoute({
    method: 'POST',
    path: '/recruit/job-categories/editJobCategory',
    summary: '修改工种名称、排序或所属一级工种',
    access: perm('jobCategory:edit'),
    changesData: true,
    body: JobCategoryBody.extend({ categorieCode: labelCodeSchema('工种') }),
    response: z.null(),
    chosenPath: true,
  }),
  delJobCategory: defineRoute({
    method: 'POST',
    path: '/recruit/job-categories/delJobCategory/{categorieCode}',
    summary: '删除工种；有下级工种的一级工种不能删除',
    access: perm('jobCategory:remove'),
    changesData: true,
    params: z.object({ categorieCode: labelCodeSchema('工种') }),
    response: z.null(),
    chosenPath: true,
  }),
};
