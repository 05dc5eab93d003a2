import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { useTestApp } from '../../../test/test-app.ts';
import { trainCourse, trainEnrolment } from '../course/tables.ts';

/** Helpers shared by the exam API tests. */
type T = ReturnType<typeof useTestApp>;

export const OP = 'yunying01';
export const HUAXIN = 'huaxin01';
/** 电工 and 家政服务员 (skill labels of the seed). */
export const ELECTRIC = 'TL101';
export const HOUSEKEEPING = 'TL114';
/** Demo courses: 低压电工 (华信), 家政服务员 (金桥). */
export const ELECTRIC_COURSE = 'TC_DEMO_01';
export const HOUSEKEEPING_COURSE = 'TC_DEMO_07';

export const singleBody = (extra: Record<string, unknown> = {}) => ({
  topicType: 1,
  topicContent: '<p>我国规定的安全电压最高等级是多少伏？</p>',
  options: ['12V', '24V', '36V', '42V'],
  answer: ['D'],
  score: 2,
  difficulty: 1,
  analysis: '安全电压等级为42、36、24、12、6伏，最高42伏。',
  labelCodes: [ELECTRIC],
  ...extra,
});

/** One question of each type (scores 2, 4, 1, 3, 10). */
export const everyType = (label = ELECTRIC) => [
  singleBody({ labelCodes: [label] }),
  singleBody({
    topicType: 2,
    topicContent: '<p>触电急救时，正确的做法有哪些？</p>',
    options: ['立即切断电源', '用手直接拉开触电者', '用干燥木棒挑开电线', '拨打120'],
    answer: ['A', 'C', 'D'],
    score: 4,
    labelCodes: [label],
  }),
  singleBody({
    topicType: 3,
    topicContent: '<p>可以带电更换熔断器。</p>',
    options: [],
    answer: ['B'],
    score: 1,
    labelCodes: [label],
  }),
  singleBody({
    topicType: 4,
    topicContent: '<p>一般环境安全电压不超过____伏，潮湿环境不超过____伏。</p>',
    options: [],
    answer: ['36|36V', '12|12V'],
    score: 3,
    labelCodes: [label],
  }),
  singleBody({
    topicType: 5,
    topicContent: '<p>简述发现有人触电时的处理步骤。</p>',
    options: [],
    answer: ['先切断电源，再使触电者脱离电源，检查呼吸心跳，必要时心肺复苏并拨打120。'],
    score: 10,
    labelCodes: [label],
  }),
];

export async function saveTopic(t: T, body: Record<string, unknown>, user = OP): Promise<string> {
  const res = await t.call('POST', '/train/examination-topic/saveETopic', { token: t.token(user), body });
  if (res.body.code !== 200) throw new Error(`saveETopic: ${res.body.msg}`);
  return res.body.data.topicCode;
}

export async function savePaper(t: T, body: Record<string, unknown>, user = OP) {
  return t.call('POST', '/train/examination-paper/saveEPaper', { token: t.token(user), body });
}

export const paperBody = (extra: Record<string, unknown> = {}) => ({
  paperName: '低压电工作业结业考试',
  courseCode: ELECTRIC_COURSE,
  duration: 30,
  passScore: 12,
  composeMode: 1,
  topicCodes: [],
  ...extra,
});

export async function paperInfo(t: T, paperCode: string, user = OP) {
  const res = await t.call('GET', '/train/examination-paper/queryEPaperInfo', {
    token: t.token(user),
    query: { paperCode },
  });
  return res.body.data;
}

export async function rowCount(t: T, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The n-th live student of a demo course (name and phone as enrolled). */
export async function studentOf(t: T, courseCode: string, n: number) {
  const rows = await t.database.db
    .select({ studentName: trainEnrolment.studentName, studentPhone: trainEnrolment.studentPhone })
    .from(trainEnrolment)
    .innerJoin(trainCourse, eq(trainCourse.id, trainEnrolment.courseId))
    .where(and(eq(trainCourse.courseCode, courseCode), isNull(trainEnrolment.removedAt)))
    .orderBy(asc(trainEnrolment.id));
  return rows[n]!;
}
