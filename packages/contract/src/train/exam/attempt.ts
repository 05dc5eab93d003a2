import { z } from 'zod';
import { recordCode } from '../../platform/codes.ts';
import { MOBILE_PATTERN } from '../../recruit/station.ts';
import { PaperCode } from './paper.ts';
import { EXAM_SIT_PAGE_PATH } from './sit-path.ts';

/**
 * Sitting a paper (the candidate's public page) and its attempts (Moodle's quiz attempts). A candidate is a
 * student of the paper's course: identified, as the public apply page identifies people, by the mobile number
 * (with the name as enrolled). The server holds the clock: an attempt ends at startedAt + the paper's
 * duration; answers sent later than that (plus a short grace for the network) are refused and the attempt is
 * closed as timed out with what was never sent counting 0.
 */
export const AttemptState = { answering: 0, marking: 1, done: 2, timedOut: 3 } as const;
export const attemptStateNames: Record<number, string> = {
  0: '作答中',
  1: '待阅卷',
  2: '已完成',
  3: '超时未交卷',
};

/** Seconds after the deadline during which a submission still counts (it was sent in time). */
export const SUBMIT_GRACE_SECONDS = 30;

export const attemptMessages = {
  paperClosed: '该试卷未开放或不存在',
  notStudent: '未找到您在该课程的学员信息，请核对姓名和手机号',
  nameRequired: '请输入姓名',
  phoneInvalid: '手机号码格式不正确',
  alreadyDone: '您已参加过本次考试，该试卷不允许补考',
  alreadyPassed: '您已通过本次考试，无需补考',
  waitMarking: '您上次的答卷正在阅卷，请等待阅卷完成后再补考',
  notFound: '考试记录不存在',
  submitted: '该答卷已交卷，不能重复提交',
  tooLate: '考试时间已到，答卷未能提交',
  answerForeign: '答案中有不属于本试卷的试题',
  markNotNeeded: '该答卷没有待阅的简答题',
  markMissing: '请为每道简答题打分',
  markTooHigh: (max: number) => `得分须为0到${max}的整数`,
  markForeign: '打分的试题不是该答卷的简答题',
} as const;
const M = attemptMessages;

export const AttemptCode = recordCode('考试记录');

export const StartExamBody = z.object({
  paperCode: PaperCode,
  studentName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(20, '姓名最多20个字符'),
  studentPhone: z.string({ error: M.phoneInvalid }).trim().regex(MOBILE_PATTERN, M.phoneInvalid),
});
export type StartExamBody = z.input<typeof StartExamBody>;

/** A question as the candidate sees it: no answer, no analysis. */
export const ExamQuestion = z.object({
  paperTopicCode: z.string(),
  topicType: z.number(),
  topicContent: z.string(),
  options: z.array(z.string()),
  /** Fill-in: how many blanks to type. */
  blanks: z.number(),
  score: z.number(),
});
export type ExamQuestion = z.infer<typeof ExamQuestion>;

/** What the public page shows before the candidate starts. */
export const PaperIntro = z.object({
  paperCode: z.string(),
  paperName: z.string(),
  courseName: z.string(),
  duration: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  topicCount: z.number(),
  resitStatus: z.number(),
});
export type PaperIntro = z.infer<typeof PaperIntro>;

export const StartedExam = z.object({
  /** The attempt's secret code: the candidate's page sends it back with the answers. */
  attemptCode: z.string(),
  attemptNo: z.number(),
  paperName: z.string(),
  startTime: z.string(),
  deadline: z.string(),
  /** Server time now, so the page's countdown follows the server's clock. */
  serverTime: z.string(),
  questions: z.array(ExamQuestion),
});
export type StartedExam = z.infer<typeof StartedExam>;

const answerText = z.string().max(2000, '答案最多2000个字符');
export const SubmitExamBody = z.object({
  attemptCode: AttemptCode,
  answers: z
    .array(
      z.object({
        paperTopicCode: recordCode('试题'),
        /** Choice keys; blanks in order; a short answer's text as one entry. */
        answer: z.array(answerText).max(10, '答案格式不正确'),
      }),
    )
    .max(200, '答案格式不正确'),
});
export type SubmitExamBody = z.input<typeof SubmitExamBody>;

export const ExamResult = z.object({
  attemptCode: z.string(),
  state: z.number(),
  stateName: z.string(),
  /** Null while short answers wait for marking. */
  score: z.number().nullable(),
  objectiveScore: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  passed: z.boolean().nullable(),
});
export type ExamResult = z.infer<typeof ExamResult>;

export const AttemptRow = z.object({
  attemptCode: z.string(),
  paperCode: z.string(),
  studentName: z.string(),
  studentPhone: z.string(),
  attemptNo: z.number(),
  state: z.number(),
  stateName: z.string(),
  score: z.number().nullable(),
  objectiveScore: z.number(),
  passed: z.boolean().nullable(),
  startTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  markTime: z.string().nullable(),
});
export type AttemptRow = z.infer<typeof AttemptRow>;

export const AttemptAnswer = z.object({
  paperTopicCode: z.string(),
  topicType: z.number(),
  topicTypeName: z.string(),
  topicContent: z.string(),
  options: z.array(z.string()),
  rightAnswer: z.array(z.string()),
  analysis: z.string(),
  fullScore: z.number(),
  answer: z.array(z.string()),
  score: z.number().nullable(),
  correct: z.boolean().nullable(),
});
export type AttemptAnswer = z.infer<typeof AttemptAnswer>;

export const AttemptDetail = AttemptRow.extend({
  paperName: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  answers: z.array(AttemptAnswer),
});
export type AttemptDetail = z.infer<typeof AttemptDetail>;

export const MarkAttemptBody = z.object({
  attemptCode: AttemptCode,
  marks: z
    .array(
      z.object({
        paperTopicCode: recordCode('试题'),
        score: z.coerce.number({ error: '得分必须是整数' }).int('得分必须是整数').min(0, '得分不能为负数'),
      }),
    )
    .min(1, M.markMissing)
    .max(200),
});
export type MarkAttemptBody = z.input<typeof MarkAttemptBody>;

export const PaperStatis = z.object({
  paperCode: z.string(),
  paperName: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  /** Attempts started. */
  attemptCount: z.number(),
  /** Candidates who sat at least once. */
  candidateCount: z.number(),
  /** Attempts with a final score (marked or objective only). */
  finishedCount: z.number(),
  waitingCount: z.number(),
  passCount: z.number(),
  /** passCount / finishedCount, 0–1; null when nothing is finished. */
  passRate: z.number().nullable(),
  averageScore: z.number().nullable(),
  topics: z.array(
    z.object({
      paperTopicCode: z.string(),
      sort: z.number(),
      topicType: z.number(),
      topicTypeName: z.string(),
      contentText: z.string(),
      score: z.number(),
      /** Answers marked. */
      answered: z.number(),
      /** Answers that earned the full score. */
      rightCount: z.number(),
      /** rightCount / answered, 0–1; null when none was marked. */
      rightRate: z.number().nullable(),
    }),
  ),
});
export type PaperStatis = z.infer<typeof PaperStatis>;

export const ATTEMPT_EXPORT_COLUMNS = [
  { key: 'studentName', header: '姓名', width: 12 },
  { key: 'studentPhone', header: '手机号', width: 14 },
  { key: 'attemptNo', header: '第几次', width: 8 },
  { key: 'stateName', header: '状态', width: 12 },
  { key: 'score', header: '得分', width: 8 },
  { key: 'passedName', header: '是否及格', width: 10 },
  { key: 'startTime', header: '开始时间', width: 20 },
  { key: 'submitTime', header: '交卷时间', width: 20 },
] as const;

export { EXAM_SIT_PAGE_PATH };
export const examSitPagePath = (paperCode: string) =>
  `${EXAM_SIT_PAGE_PATH}?paperCode=${encodeURIComponent(paperCode)}`;
