import { z } from 'zod';
import { labelCodeSchema, labelNameSchema } from '../common/label-rules.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';
import { JOB_LABEL_CONTENT_KEYS, JobLabelSort, WELFARE_TYPES } from './job-label.ts';

const labelSortSchema = z.coerce
  .number({ error: '请选择标签分类' })
  .pipe(z.literal(Object.values(JobLabelSort), { error: '标签分类只能是1工作描述、2面试要求、3福利待遇' }));

export const JobLabel = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  /** 1 work description, 2 interview requirements, 3 welfare. */
  labelSort: z.number(),
  /** Welfare labels only: 3 meals, 4 lodging, 5 other benefits (their content key); null otherwise. */
  welfareType: z.number().nullable(),
  /** The content list the label is in: 1 description, 2 interview, 3 food, 4 lodging, 5 other. */
  contentKey: z.number(),
  createTime: z.string().nullable(),
});
export type JobLabel = z.infer<typeof JobLabel>;

/** The five content lists, keyed 1 description, 2 interview, 3 food, 4 lodging, 5 other. */
export const JobLabelContents = z.object(
  Object.fromEntries(JOB_LABEL_CONTENT_KEYS.map((key) => [String(key), z.array(JobLabel)])) as Record<
    '1' | '2' | '3' | '4' | '5',
    z.ZodArray<typeof JobLabel>
  >,
);
export type JobLabelContents = z.infer<typeof JobLabelContents>;

export const JobLabelBody = z
  .object({
    /** Present: edit this label; absent: add one. */
    labelCode: labelCodeSchema('标签').optional(),
    labelName: labelNameSchema(),
    labelSort: labelSortSchema,
    welfareType: z.coerce
      .number()
      .pipe(z.literal(WELFARE_TYPES, { error: '福利类别只能是3餐饮、4住宿、5其他' }))
      .nullable()
      .optional(),
  })
  .refine((b) => b.labelSort !== JobLabelSort.welfare || b.welfareType != null, {
    message: '请选择福利类别',
    path: ['welfareType'],
  });
export type JobLabelBody = z.input<typeof JobLabelBody>;

export const jobLabelRoutes = {
  queryJobLabel: defineRoute({
    method: 'GET',
    path: '/recruit/job-label/queryJobLabel',
    summary:
      '职位标签：五个内容列表（1工作描述、2面试要求、3餐饮、4住宿、5其他福利）；labelSort 只取一类。发布职位者均可读取',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ labelSort: labelSortSchema.optional() }),
    response: JobLabelContents,
  }),
  saveJobLabel: defineRoute({
    method: 'POST',
    path: '/recruit/job-label/saveJobLabel',
    summary:
      '新增（无 labelCode，另需 label:add）或修改（有 labelCode，另需 label:edit）职位标签；同类下名称唯一',
    access: perm('label:list'),
    changesData: true,
    body: JobLabelBody,
    response: z.object({ labelCode: z.string() }),
  }),
  delJobLabel: defineRoute({
    method: 'POST',
    path: '/recruit/job-label/delJobLabel/{labelCode}',
    summary: '删除职位标签',
    access: perm('label:remove'),
    changesData: true,
    params: z.object({ labelCode: labelCodeSchema('标签') }),
    response: z.null(),
  }),
};
