import { z } from 'zod';
import { recordCode } from '../../platform/codes.ts';
import { TOPIC_TYPES, TopicCode, topicTypeNames } from './topic.ts';

/**
 * Papers (试卷管理, platform §7 `/train/examination-paper/*`): a paper belongs to a course, lasts a number of
 * minutes, has a pass score and holds questions chosen by hand or drawn at random from the bank by label,
 * type (and difficulty) and count. The paper keeps a copy of each question as it was when the paper was saved
 * (Moodle's question versions), so later edits in the bank never change a paper that was sat. The total is
 * the sum of its questions' scores.
 */
export const ComposeMode = { manual: 1, random: 2 } as const;
export const composeModeNames: Record<number, string> = { 1: '手工选题', 2: '随机抽题' };

/** openStatus / resitStatus: 1 open / resits allowed, 0 not. */
export const paperOpenNames: Record<number, string> = { 0: '未开放', 1: '已开放' };
export const paperResitNames: Record<number, string> = { 0: '不允许补考', 1: '允许补考' };

export const paperLimits = {
  nameMax: 50,
  durationMin: 5,
  durationMax: 300,
  topicsMax: 200,
  rulesMax: 20,
  ruleCountMax: 100,
} as const;
const L = paperLimits;

export const paperMessages = {
  notFound: '试卷不存在',
  loadFailed: '获取试卷失败！',
  nameRequired: '请输入试卷名称',
  nameTooLong: `试卷名称最多${L.nameMax}个字符`,
  courseRequired: '请选择所属课程',
  courseNotFound: '课程不存在或不属于本机构',
  durationInvalid: `考试时长须为${L.durationMin}到${L.durationMax}分钟的整数`,
  passScoreInvalid: '及格分必须是正整数',
  passScoreTooHigh: (total: number) => `及格分不能高于试卷总分（${total}分）`,
  modeInvalid: '组卷方式只能是1手工选题、2随机抽题',
  topicsRequired: '请至少选择一道试题',
  topicsTooMany: `一张试卷最多${L.topicsMax}道试题`,
  topicDuplicate: '同一道试题不能重复选入试卷',
  topicUnavailable: '所选试题不存在或不属于本机构题库',
  rulesRequired: '请至少添加一条抽题规则',
  rulesTooMany: `抽题规则最多${L.rulesMax}条`,
  ruleDuplicate: '抽题规则重复（标签、题型、难度都相同）',
  ruleCountInvalid: `每条规则抽题数须为1到${L.ruleCountMax}的整数`,
  notEnough: (label: string, type: string, have: number, want: number) =>
    `题库中“${label}”的${type}${have ? `只有${have}道` : '一道也没有'}，不足${want}道（已抽出的题不再重复抽取）`,
  hasAttempts: '试卷已有考试记录，不能更换课程或试题；如需调整请复制试卷后修改',
  statusInvalid: '状态只能是0或1',
} as const;
const M = paperMessages;

export const PaperCode = recordCode('试卷');

export const DrawRule = z.object({
  labelCode: recordCode('标签'),
  topicType: z.coerce
    .number({ error: '题型只能是1单选、2多选、3判断、4填空、5简答' })
    .pipe(z.literal(TOPIC_TYPES, { error: '题型只能是1单选、2多选、3判断、4填空、5简答' })),
  /** 0: any difficulty. */
  difficulty: z.coerce
    .number({ error: '难度只能是0不限、1容易、2中等、3困难' })
    .pipe(z.literal([0, 1, 2, 3], { error: '难度只能是0不限、1容易、2中等、3困难' }))
    .optional()
    .default(0),
  count: z.coerce
    .number({ error: M.ruleCountInvalid })
    .int(M.ruleCountInvalid)
    .min(1, M.ruleCountInvalid)
    .max(L.ruleCountMax, M.ruleCountInvalid),
});
export type DrawRule = z.output<typeof DrawRule>;

export const PaperInput = z
  .object({
    /** Absent: a new paper; present: edits that paper. */
    paperCode: recordCode('试卷').optional(),
    paperName: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(L.nameMax, M.nameTooLong),
    courseCode: recordCode('课程'),
    /** Minutes. */
    duration: z.coerce
      .number({ error: M.durationInvalid })
      .int(M.durationInvalid)
      .min(L.durationMin, M.durationInvalid)
      .max(L.durationMax, M.durationInvalid),
    passScore: z.coerce
      .number({ error: M.passScoreInvalid })
      .int(M.passScoreInvalid)
      .min(1, M.passScoreInvalid),
    composeMode: z.coerce.number({ error: M.modeInvalid }).pipe(z.literal([1, 2], { error: M.modeInvalid })),
    /** Manual: the questions in paper order. */
    topicCodes: z.array(TopicCode).max(L.topicsMax, M.topicsTooMany).optional().default([]),
    /** Random: drawn in rule order when the paper is saved. */
    drawRules: z.array(DrawRule).max(L.rulesMax, M.rulesTooMany).optional().default([]),
  })
  .superRefine((p, ctx) => {
    const error = paperRuleError(p);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
export type PaperInput = z.input<typeof PaperInput>;
export type PaperParsed = z.output<typeof PaperInput>;

/** The first composition rule a paper breaks, or null (the bank's own checks are the server's). */
export function paperRuleError(p: { composeMode: number; topicCodes: string[]; drawRules: DrawRule[] }) {
  if (p.composeMode === ComposeMode.manual) {
    if (!p.topicCodes.length) return M.topicsRequired;
    if (new Set(p.topicCodes).size !== p.topicCodes.length) return M.topicDuplicate;
    return null;
  }
  if (!p.drawRules.length) return M.rulesRequired;
  const keys = p.drawRules.map((r) => `${r.labelCode}/${r.topicType}/${r.difficulty}`);
  if (new Set(keys).size !== keys.length) return M.ruleDuplicate;
  if (p.drawRules.reduce((sum, r) => sum + r.count, 0) > L.topicsMax) return M.topicsTooMany;
  return null;
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());
const status01 = z.coerce
  .number({ error: M.statusInvalid })
  .pipe(z.literal([0, 1], { error: M.statusInvalid }));

export const PaperFilters = {
  paperName: optional(z.string().trim().max(L.nameMax, M.nameTooLong)),
  courseCode: optional(recordCode('课程')),
  openStatus: optional(status01),
};
export const PaperStatusQuery = { paperCode: PaperCode, status: status01 };

export const PaperRow = z.object({
  paperCode: z.string(),
  paperName: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  duration: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  topicCount: z.number(),
  composeMode: z.number(),
  composeModeName: z.string(),
  openStatus: z.number(),
  resitStatus: z.number(),
  /** Attempts made (submitted or not). */
  attemptCount: z.number(),
  cmpyCode: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type PaperRow = z.infer<typeof PaperRow>;

/** A question as the paper holds it (its copy), for the back office. */
export const PaperTopic = z.object({
  paperTopicCode: z.string(),
  topicCode: z.string(),
  topicType: z.number(),
  topicTypeName: z.string(),
  topicContent: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  score: z.number(),
});
export type PaperTopic = z.infer<typeof PaperTopic>;

export const PaperDetail = PaperRow.extend({
  drawRules: z.array(DrawRule),
  topics: z.array(PaperTopic),
});
export type PaperDetail = z.infer<typeof PaperDetail>;

/** queryEPaperLabel: labels of the caller's bank with how many questions each holds per type. */
export const PaperLabelStock = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  /** topicType → count. */
  counts: z.record(z.string(), z.number()),
  total: z.number(),
});
export type PaperLabelStock = z.infer<typeof PaperLabelStock>;

export const typeNameOf = (topicType: number) => topicTypeNames[topicType] ?? '';
