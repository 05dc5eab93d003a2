import { z } from 'zod';
import { labelCodeSchema, labelNameSchema } from '../common/label-rules.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';

/**
 * Training labels (platform §3, §7): skill and education labels of courses, shown as an alphabetical index
 * (by the pinyin initial of the name) with a hot list. Type labels: 0 all, 1 skill, 2 education.
 */
export const TrainLabelType = { all: 0, skill: 1, education: 2 } as const;
export type TrainLabelType = (typeof TrainLabelType)[keyof typeof TrainLabelType];
export const trainLabelTypeNames: Record<TrainLabelType, string> = { 0: '全部', 1: '技能', 2: '学历' };

/** labelHot: 1 hot, 0 not. */
export const TrainLabelHot = { no: 0, yes: 1 } as const;

/** Names longer than a custom tag's six characters exist (家用电子产品维修工): at most 20. */
export const TRAIN_LABEL_NAME_MAX = 20;
export const TRAIN_LABEL_DESC_MAX = 200;
/** Initial of a name that does not start with a Chinese character or a Latin letter. */
export const OTHER_INITIAL = '#';

export const TrainLabel = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  labelHot: z.number(),
  labelDesc: z.string(),
  /** Order in the hot list: smaller first, 0 (no set order) last; equal ones in pinyin order. */
  labelSort: z.number(),
  labelType: z.number(),
  /** A–Z from the pinyin of the name's first character, or `#`. */
  labelInitial: z.string(),
  createTime: z.string().nullable(),
});
export type TrainLabel = z.infer<typeof TrainLabel>;

export const TrainLabelIndex = z.object({
  /** labelHot 1, by labelSort (0 last) then pinyin. */
  hot: z.array(TrainLabel),
  /** Non-empty initials in order A–Z then `#`, each with its labels in pinyin order. */
  groups: z.array(z.object({ letter: z.string(), labels: z.array(TrainLabel) })),
  total: z.number(),
});
export type TrainLabelIndex = z.infer<typeof TrainLabelIndex>;

const hotSchema = z.coerce
  .number({ error: '热门标识只能是0或1' })
  .pipe(z.literal([0, 1], { error: '热门标识只能是0或1' }));

export const TrainLabelBody = z.object({
  labelName: labelNameSchema(TRAIN_LABEL_NAME_MAX),
  labelType: z.coerce
    .number({ error: '请选择标签类型' })
    .pipe(
      z.literal([TrainLabelType.skill, TrainLabelType.education], { error: '标签类型只能是1技能、2学历' }),
    ),
  labelHot: hotSchema.optional().default(0),
  labelDesc: z
    .string()
    .trim()
    .max(TRAIN_LABEL_DESC_MAX, `标签描述最多${TRAIN_LABEL_DESC_MAX}个字符`)
    .optional()
    .default(''),
  labelSort: z.coerce
    .number({ error: '排序必须是数字' })
    .int('排序必须是整数')
    .min(0, '排序最小为0')
    .max(9999, '排序最大为9999')
    .optional()
    .default(0),
});
export type TrainLabelBody = z.input<typeof TrainLabelBody>;

const labelCode = labelCodeSchema('标签');

export const trainLabelRoutes = {
  addLabel: defineRoute({
    method: 'POST',
    path: '/train/labels/addLabel',
    summary: '新增培训标签；同类型下名称唯一',
    access: perm('trainLabel:add'),
    changesData: true,
    body: TrainLabelBody,
    response: z.object({ labelCode: z.string() }),
  }),
  editLabel: defineRoute({
    method: 'POST',
    path: '/train/labels/editLabel',
    summary: '修改培训标签',
    access: perm('trainLabel:edit'),
    changesData: true,
    body: TrainLabelBody.extend({ labelCode }),
    response: z.null(),
  }),
  delLabel: defineRoute({
    method: 'POST',
    path: '/train/labels/delLabel',
    summary: '删除培训标签',
    access: perm('trainLabel:remove'),
    changesData: true,
    body: z.object({ labelCode }),
    response: z.null(),
  }),
  getLabels: defineRoute({
    method: 'GET',
    path: '/train/labels/getLabels',
    summary: '培训标签按首字母分组及热门列表（labelType 1 技能，课程用；0 或不传为全部）；登录用户均可读取',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({
      labelType: z.coerce
        .number({ error: '标签类型只能是0全部、1技能、2学历' })
        .pipe(z.literal([0, 1, 2], { error: '标签类型只能是0全部、1技能、2学历' }))
        .optional(),
      labelName: z
        .string()
        .trim()
        .max(TRAIN_LABEL_NAME_MAX, `标签名称最多${TRAIN_LABEL_NAME_MAX}个字符`)
        .optional(),
    }),
    response: TrainLabelIndex,
  }),
  skillsToHot: defineRoute({
    method: 'GET',
    path: '/train/labels/skillsToHot',
    summary: '设为热门（labelHot 1）或取消热门（labelHot 0）',
    access: perm('trainLabel:hot'),
    changesData: true,
    query: z.object({ labelCode, labelHot: hotSchema }),
    response: z.null(),
  }),
};
