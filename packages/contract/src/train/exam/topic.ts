import { z } from 'zod';
import { recordCode } from '../../platform/codes.ts';

/**
 * The question bank (试题管理, platform §7 `/train/examination-topic/*`). A question (试题) has a type, a stem
 * in rich text, options for choice questions, a correct answer, a score in whole points, an analysis, a
 * difficulty and the course labels (training labels of type 1) it is filed under. Model: Moodle's question
 * bank (a question with a type, grade and general feedback, filed in categories) with the five types Chinese
 * vocational exam systems use; course labels play the part of Moodle's categories for random draws.
 */
export const TopicType = { single: 1, multiple: 2, judge: 3, blank: 4, short: 5 } as const;
export type TopicType = (typeof TopicType)[keyof typeof TopicType];
export const topicTypeNames: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
  5: '简答题',
};
export const TOPIC_TYPES = [1, 2, 3, 4, 5] as const;

export const TopicDifficulty = { easy: 1, medium: 2, hard: 3 } as const;
export const topicDifficultyNames: Record<number, string> = { 1: '容易', 2: '中等', 3: '困难' };

/** The two fixed options of a true/false question; its answer is `A` (正确) or `B` (错误). */
export const JUDGE_OPTIONS = ['正确', '错误'] as const;

/** A blank in a fill-in-the-blank stem: three or more underscores. */
export const BLANK_MARK = /_{3,}/g;
/** Accepted spellings of one blank are separated by `|` (e.g. `36|36V`). */
export const BLANK_ALTERNATIVES = '|';

export const topicLimits = {
  /** HTML characters of the stem. */
  contentMax: 20000,
  optionsMin: 2,
  optionsMax: 8,
  optionMax: 500,
  blanksMax: 10,
  blankMax: 100,
  shortAnswerMax: 2000,
  analysisMax: 2000,
  scoreMax: 100,
  labelsMax: 8,
  keywordMax: 50,
} as const;
const L = topicLimits;

export const topicMessages = {
  notFound: '试题不存在',
  loadFailed: '获取试题失败！',
  typeInvalid: '试题类型只能是1单选、2多选、3判断、4填空、5简答',
  contentRequired: '请输入题干',
  contentTooLong: `题干最多${L.contentMax}个字符`,
  optionsTooFew: `选择题至少需要${L.optionsMin}个选项`,
  optionsTooMany: `选择题最多${L.optionsMax}个选项`,
  optionEmpty: '选项内容不能为空',
  optionTooLong: `选项内容最多${L.optionMax}个字符`,
  optionDuplicate: '选项内容不能重复',
  answerRequired: '请设置正确答案',
  singleOneAnswer: '单选题只能有一个正确答案',
  multipleTwoAnswers: '多选题至少需要两个正确答案',
  answerNotOption: '正确答案必须是已有的选项',
  answerDuplicate: '正确答案不能重复',
  judgeAnswer: '判断题的答案只能是A正确或B错误',
  blanksMismatch: '填空题题干中的空位（___）数量须与答案数量一致',
  blanksTooMany: `填空题最多${L.blanksMax}个空`,
  blankEmpty: '填空题每个空都要有答案',
  blankTooLong: `每个空的答案最多${L.blankMax}个字符`,
  shortAnswerTooLong: `参考答案最多${L.shortAnswerMax}个字符`,
  scoreInvalid: '分值必须是正整数',
  scoreTooHigh: `分值最多${L.scoreMax}分`,
  analysisTooLong: `解析最多${L.analysisMax}个字符`,
  difficultyInvalid: '难度只能是1容易、2中等、3困难',
  labelsRequired: '请选择至少一个课程标签',
  labelsTooMany: `课程标签最多${L.labelsMax}个`,
  labelInvalid: '课程标签不存在或已删除',
} as const;
const M = topicMessages;

/** Option keys A, B, C… by position. */
export const optionKey = (index: number) => String.fromCharCode(65 + index);

const typeSchema = z.coerce
  .number({ error: M.typeInvalid })
  .pipe(z.literal(TOPIC_TYPES, { error: M.typeInvalid }));
const difficultySchema = z.coerce
  .number({ error: M.difficultyInvalid })
  .pipe(z.literal([1, 2, 3], { error: M.difficultyInvalid }));

/** Counts the blanks of a stem (its HTML as typed). */
export const countBlanks = (content: string) => content.match(BLANK_MARK)?.length ?? 0;

export const TopicInput = z
  .object({
    /** Absent: a new question; present: edits that question. */
    topicCode: recordCode('试题').optional(),
    topicType: typeSchema,
    topicContent: z
      .string({ error: M.contentRequired })
      .trim()
      .min(1, M.contentRequired)
      .max(L.contentMax, M.contentTooLong),
    /** Choice questions' option texts, keyed A, B, C… by position; ignored for other types. */
    options: z
      .array(
        z.string({ error: M.optionEmpty }).trim().min(1, M.optionEmpty).max(L.optionMax, M.optionTooLong),
        {
          error: M.optionsTooFew,
        },
      )
      .max(L.optionsMax, M.optionsTooMany)
      .optional()
      .default([]),
    /**
     * Single: one key; multiple: two or more keys; true/false: `A` or `B`; fill-in: one entry per blank
     * (alternatives joined by `|`); short answer: the reference answer for the marker.
     */
    answer: z.array(z.string({ error: M.answerRequired }).trim(), { error: M.answerRequired }),
    score: z.coerce
      .number({ error: M.scoreInvalid })
      .int(M.scoreInvalid)
      .min(1, M.scoreInvalid)
      .max(L.scoreMax, M.scoreTooHigh),
    analysis: z.string().trim().max(L.analysisMax, M.analysisTooLong).optional().default(''),
    difficulty: difficultySchema,
    labelCodes: z
      .array(recordCode('标签'), { error: M.labelsRequired })
      .min(1, M.labelsRequired)
      .max(L.labelsMax, M.labelsTooMany),
  })
  .superRefine((t, ctx) => {
    const error = topicRuleError(t);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['answer'] });
  })
  .transform((t) => normalizeTopic(t));
export type TopicInput = z.input<typeof TopicInput>;
export type TopicParsed = z.output<typeof TopicInput>;

type TopicShape = { topicType: number; topicContent: string; options: string[]; answer: string[] };

/** The first rule a question breaks, or null: the answer must fit the type, the options and the stem. */
export function topicRuleError(t: TopicShape): string | null {
  const answer = t.answer.filter((a) => a !== '');
  const isChoice = t.topicType === TopicType.single || t.topicType === TopicType.multiple;
  if (isChoice) {
    if (t.options.length < L.optionsMin) return M.optionsTooFew;
    if (new Set(t.options).size !== t.options.length) return M.optionDuplicate;
    if (!answer.length) return M.answerRequired;
    const keys = t.options.map((_, i) => optionKey(i));
    const given = answer.map((a) => a.toUpperCase());
    if (given.some((a) => !keys.includes(a))) return M.answerNotOption;
    if (new Set(given).size !== given.length) return M.answerDuplicate;
    if (t.topicType === TopicType.single && given.length !== 1) return M.singleOneAnswer;
    if (t.topicType === TopicType.multiple && given.length < 2) return M.multipleTwoAnswers;
    return null;
  }
  if (t.topicType === TopicType.judge) {
    if (!answer.length) return M.answerRequired;
    return answer.length === 1 && ['A', 'B'].includes(answer[0]!.toUpperCase()) ? null : M.judgeAnswer;
  }
  if (t.topicType === TopicType.blank) {
    if (!t.answer.length) return M.answerRequired;
    if (t.answer.length > L.blanksMax) return M.blanksTooMany;
    const alternatives = t.answer.map((a) => splitAlternatives(a));
    if (alternatives.some((a) => !a.length)) return M.blankEmpty;
    if (t.answer.some((a) => a.length > L.blankMax)) return M.blankTooLong;
    return countBlanks(t.topicContent) === t.answer.length ? null : M.blanksMismatch;
  }
  // Short answer: the reference answer the marker reads.
  if (!answer.length) return M.answerRequired;
  return answer.join('\n').length > L.shortAnswerMax ? M.shortAnswerTooLong : null;
}

/** Alternatives of one blank's answer, trimmed, empty ones left out. */
export const splitAlternatives = (text: string) =>
  text
    .split(BLANK_ALTERNATIVES)
    .map((a) => a.trim())
    .filter(Boolean);

/** What is stored: choice keys upper-cased in option order, fixed options for true/false, none for the rest. */
export function normalizeTopic<T extends TopicShape & { labelCodes: string[] }>(t: T): T {
  const labelCodes = [...new Set(t.labelCodes)];
  switch (t.topicType) {
    case TopicType.single:
    case TopicType.multiple:
      return {
        ...t,
        labelCodes,
        answer: t.answer
          .filter(Boolean)
          .map((a) => a.toUpperCase())
          .sort(),
      };
    case TopicType.judge:
      return { ...t, labelCodes, options: [...JUDGE_OPTIONS], answer: [t.answer[0]!.toUpperCase()] };
    case TopicType.blank:
      return { ...t, labelCodes, options: [], answer: t.answer.map((a) => splitAlternatives(a).join('|')) };
    default:
      return { ...t, labelCodes, options: [], answer: [t.answer.filter(Boolean).join('\n')] };
  }
}

export const TopicCode = recordCode('试题');

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

/** Filters of the question list (every one has an index; the text uses a trigram index). */
export const TopicFilters = {
  topicType: optional(typeSchema),
  difficulty: optional(difficultySchema),
  labelCode: optional(recordCode('标签')),
  /** Part of the stem's text. */
  keyword: optional(z.string().trim().max(L.keywordMax, `关键词最多${L.keywordMax}个字符`)),
};

export const TopicRow = z.object({
  topicCode: z.string(),
  topicType: z.number(),
  topicTypeName: z.string(),
  /** The stem as plain text (no markup), for the list. */
  contentText: z.string(),
  score: z.number(),
  difficulty: z.number(),
  difficultyName: z.string(),
  labelNames: z.array(z.string()),
  cmpyCode: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type TopicRow = z.infer<typeof TopicRow>;

export const TopicDetail = TopicRow.extend({
  /** The stem's HTML (file links signed). */
  topicContent: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  labels: z.array(z.object({ labelCode: z.string(), labelName: z.string() })),
});
export type TopicDetail = z.infer<typeof TopicDetail>;
