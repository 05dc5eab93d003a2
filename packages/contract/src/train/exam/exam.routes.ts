import { z } from 'zod';
import { pageOf, pageParams } from '../../platform/envelope.ts';
import { defineRoute, PUBLIC, perm } from '../../platform/route.ts';
import {
  AttemptCode,
  AttemptDetail,
  AttemptRow,
  ExamResult,
  MarkAttemptBody,
  PaperIntro,
  PaperStatis,
  StartExamBody,
  StartedExam,
  SubmitExamBody,
} from './attempt.ts';
import {
  PaperCode,
  PaperDetail,
  PaperFilters,
  PaperInput,
  PaperLabelStock,
  PaperRow,
  PaperStatusQuery,
} from './paper.ts';
import { TopicCode, TopicDetail, TopicFilters, TopicInput, TopicRow } from './topic.ts';

const TOPIC = '/train/examination-topic';
const PAPER = '/train/examination-paper';

/** The question bank (spec §7 Exams). Company staff see and change only their own company's questions. */
export const examTopicRoutes = {
  queryETopicList: defineRoute({
    method: 'GET',
    path: `${TOPIC}/queryETopicList`,
    summary: '试题列表：按题型、课程标签、难度、题干关键词筛选，新的在前',
    access: perm('exam:topic:list'),
    changesData: false,
    query: z.object({ ...pageParams, ...TopicFilters }),
    response: pageOf(TopicRow),
  }),
  queryTopicInfo: defineRoute({
    method: 'GET',
    path: `${TOPIC}/queryTopicInfo`,
    summary: '试题详情：题干、选项、答案、解析、标签',
    access: perm('exam:topic:list'),
    changesData: false,
    query: z.object({ topicCode: TopicCode }),
    response: TopicDetail,
  }),
  saveETopic: defineRoute({
    method: 'POST',
    path: `${TOPIC}/saveETopic`,
    summary: '新增（不带 topicCode）或修改试题；答案须与题型、选项、题干空位相符',
    access: perm('exam:topic:save'),
    changesData: true,
    body: TopicInput,
    response: z.object({ topicCode: z.string() }),
  }),
};

/** Papers (spec §7 Exams). Company staff see and change only their own company's papers. */
export const examPaperRoutes = {
  queryEPaperList: defineRoute({
    method: 'GET',
    path: `${PAPER}/queryEPaperList`,
    summary: '试卷列表：按名称、课程、开放状态筛选',
    access: perm('exam:paper:list'),
    changesData: false,
    query: z.object({ ...pageParams, ...PaperFilters }),
    response: pageOf(PaperRow),
  }),
  queryEPaperInfo: defineRoute({
    method: 'GET',
    path: `${PAPER}/queryEPaperInfo`,
    summary: '试卷详情：抽题规则与试卷所存的试题（含答案）',
    access: perm('exam:paper:list'),
    changesData: false,
    query: z.object({ paperCode: PaperCode }),
    response: PaperDetail,
  }),
  queryEPaperLabel: defineRoute({
    method: 'GET',
    path: `${PAPER}/queryEPaperLabel`,
    summary: '组卷用的课程标签及其在本题库中各题型的试题数',
    access: perm('exam:paper:list'),
    changesData: false,
    response: z.array(PaperLabelStock),
  }),
  saveEPaper: defineRoute({
    method: 'POST',
    path: `${PAPER}/saveEPaper`,
    summary: '新增或修改试卷；随机组卷在保存时抽题且不重复；已有考试记录的试卷不能更换课程或试题',
    access: perm('exam:paper:save'),
    changesData: true,
    body: PaperInput,
    response: z.object({ paperCode: z.string() }),
  }),
  updateOpenStatus: defineRoute({
    method: 'GET',
    path: `${PAPER}/updateOpenStatus`,
    summary: '开放（status 1）或关闭（0）试卷；开放的试卷可由链接或二维码进入考试',
    access: perm('exam:paper:status'),
    changesData: true,
    query: z.object(PaperStatusQuery),
    response: z.null(),
  }),
  updateResitStatus: defineRoute({
    method: 'GET',
    path: `${PAPER}/updateResitStatus`,
    summary: '允许（status 1）或不允许（0）补考',
    access: perm('exam:paper:status'),
    changesData: true,
    query: z.object(PaperStatusQuery),
    response: z.null(),
  }),
};

/** A paper's attempts, marking and results (paths of ours, in the papers' style). */
export const examResultRoutes = {
  queryAttemptList: defineRoute({
    method: 'GET',
    path: `${PAPER}/queryAttemptList`,
    summary: '一张试卷的考试记录（得分、是否及格、状态），可按状态与姓名或手机号筛选',
    access: perm('exam:paper:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({
      ...pageParams,
      paperCode: PaperCode,
      state: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce
          .number({ error: '状态只能是0、1、2、3' })
          .pipe(z.literal([0, 1, 2, 3], { error: '状态只能是0、1、2、3' }))
          .optional(),
      ),
      keyword: z.string().trim().max(20).optional(),
    }),
    response: pageOf(AttemptRow),
  }),
  queryAttemptInfo: defineRoute({
    method: 'GET',
    path: `${PAPER}/queryAttemptInfo`,
    summary: '一份答卷：每题的作答、正确答案与得分',
    access: perm('exam:paper:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ attemptCode: AttemptCode }),
    response: AttemptDetail,
  }),
  markAttempt: defineRoute({
    method: 'POST',
    path: `${PAPER}/markAttempt`,
    summary: '阅卷：为答卷的每道简答题打分，算出总分与是否及格',
    access: perm('exam:paper:mark'),
    changesData: true,
    chosenPath: true,
    body: MarkAttemptBody,
    response: ExamResult,
  }),
  queryEPaperStatis: defineRoute({
    method: 'GET',
    path: `${PAPER}/queryEPaperStatis`,
    summary: '试卷成绩统计：考试人次、及格率、平均分、每题正确率',
    access: perm('exam:paper:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ paperCode: PaperCode }),
    response: PaperStatis,
  }),
  exportAttempts: defineRoute({
    method: 'GET',
    path: `${PAPER}/exportAttempts`,
    summary: '导出一张试卷的考试记录，流式 xlsx',
    access: perm('exam:paper:export'),
    changesData: false,
    chosenPath: true,
    query: z.object({ paperCode: PaperCode }),
    response: z.null(),
    file: true,
  }),
};

/** The candidate's public page: no login; a course's student identified by name and mobile number. */
export const examSitRoutes = {
  paperIntro: defineRoute({
    method: 'GET',
    path: `${PAPER}/public/paperIntro`,
    summary: '考试页：开放试卷的名称、课程、时长、总分与及格分',
    access: PUBLIC,
    changesData: false,
    chosenPath: true,
    query: z.object({ paperCode: PaperCode }),
    response: PaperIntro,
    rateLimit: 'examSit',
  }),
  startExam: defineRoute({
    method: 'POST',
    path: `${PAPER}/public/startExam`,
    summary: '开始（或继续未交的）考试：核对课程学员身份，服务器计时，返回不含答案的试题',
    access: PUBLIC,
    changesData: true,
    chosenPath: true,
    body: StartExamBody,
    response: StartedExam,
    rateLimit: 'examSit',
  }),
  submitExam: defineRoute({
    method: 'POST',
    path: `${PAPER}/public/submitExam`,
    summary: '交卷：客观题立即判分，简答题待阅卷；超过考试时间的答卷不收',
    access: PUBLIC,
    changesData: true,
    chosenPath: true,
    body: SubmitExamBody,
    response: ExamResult,
    rateLimit: 'examSit',
  }),
};
