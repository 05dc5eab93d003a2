import { AttemptState, ComposeMode, markAnswer, optionKey, TopicType } from '@hr/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { sysUser } from '../modules/system/users/tables.ts';
import { trainCourse, trainEnrolment } from '../modules/train/course/tables.ts';
import { writeTopics } from '../modules/train/exam/papers.ts';
import {
  examAttempt,
  examAttemptAnswer,
  examPaper,
  examPaperTopic,
  examTopic,
} from '../modules/train/exam/tables.ts';
import { plainText } from '../modules/train/exam/topics.ts';
import { trainLabel } from '../modules/train/label/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { type DemoTopic, ELECTRIC_TOPICS, HOUSEKEEPING_TOPICS } from './demo-exam-topics.ts';

const DAY = 86_400_000;
const JINQIAO = 'C_JINQIAO';

type Topic = typeof examTopic.$inferSelect;

async function insertTopics(
  tx: DbOrTx,
  list: readonly DemoTopic[],
  label: string,
  owner: string | null,
  prefix: string,
) {
  return tx
    .insert(examTopic)
    .values(
      list.map(([topicType, stem, options, answer, score, difficulty, analysis], i) => {
        const content = `<p>${stem}</p>`;
        return {
          topicCode: `${prefix}${String(i + 1).padStart(2, '0')}`,
          cmpyCode: owner,
          topicType,
          content,
          contentText: plainText(content),
          options: topicType === TopicType.judge ? ['正确', '错误'] : [...options],
          answer: [...answer],
          score,
          difficulty,
          analysis,
          labelCodes: [label],
        };
      }),
    )
    .returning();
}

/** A demo candidate's answer: the right one, or a typical mistake of its type. */
function answerFor(t: { topicType: number; answer: string[]; options: string[] }, right: boolean): string[] {
  switch (t.topicType) {
    case TopicType.single:
      return right ? t.answer : [optionKey((t.answer[0]!.charCodeAt(0) - 64) % t.options.length)];
    case TopicType.multiple:
      return right ? t.answer : t.answer.slice(0, 1);
    case TopicType.judge:
      return right ? t.answer : [t.answer[0] === 'A' ? 'B' : 'A'];
    case TopicType.blank:
      return t.answer.map((a, i) => (right || i > 0 ? a.split('|')[0]! : '24'));
    default:
      return [right ? t.answer[0]!.slice(0, 40) : '先把人拉开，再打电话。'];
  }
}

interface DemoSitting {
  /** Index of the student among the course's enrolments. */
  student: number;
  daysAgo: number;
  /** Questions answered right: index % 10 < skill. */
  skill: number;
  /** Short answers: the marker's share of the full score, or null (still waiting). */
  marked: number | null;
  timedOut?: boolean;
}

async function seedAttempts(
  tx: DbOrTx,
  paper: { id: number; passScore: number; durationMinutes: number },
  courseId: number,
  sittings: DemoSitting[],
  markerId: number | null,
  now: number,
) {
  const students = await tx
    .select()
    .from(trainEnrolment)
    .where(and(eq(trainEnrolment.courseId, courseId), isNull(trainEnrolment.removedAt)))
    .orderBy(asc(trainEnrolment.id));
  const topics = await tx
    .select()
    .from(examPaperTopic)
    .where(eq(examPaperTopic.paperId, paper.id))
    .orderBy(asc(examPaperTopic.sort));
  const numbers = new Map<string, number>();
  for (const [n, s] of sittings.entries()) {
    const student = students[s.student];
    if (!student) continue;
    const attemptNo = (numbers.get(student.studentPhone) ?? 0) + 1;
    numbers.set(student.studentPhone, attemptNo);
    const startedAt = new Date(now - s.daysAgo * DAY - 3 * 3_600_000);
    const deadlineAt = new Date(startedAt.getTime() + paper.durationMinutes * 60_000);
    const base = {
      attemptCode: `EA_DEMO_${String(n + 1).padStart(2, '0')}`,
      paperId: paper.id,
      enrolmentId: student.id,
      studentName: student.studentName,
      studentPhone: student.studentPhone,
      attemptNo,
      startedAt,
      deadlineAt,
    };
    if (s.timedOut) {
      await tx.insert(examAttempt).values({ ...base, state: AttemptState.timedOut, score: 0, passed: false });
      continue;
    }
    const marks = topics.map((t, i) => {
      const answer = answerFor(t, (i * 3 + s.student) % 10 < s.skill);
      const mark = markAnswer(t, answer);
      const score = mark.score ?? (s.marked === null ? null : Math.round(t.score * s.marked));
      return {
        t,
        answer,
        score,
        correct: mark.score === null && score !== null ? score === t.score : mark.correct,
      };
    });
    const objective = marks.reduce(
      (sum, m) => sum + (m.t.topicType === TopicType.short ? 0 : (m.score ?? 0)),
      0,
    );
    const waiting = marks.some((m) => m.score === null);
    const total = marks.reduce((sum, m) => sum + (m.score ?? 0), 0);
    const submittedAt = new Date(startedAt.getTime() + (20 + s.student) * 60_000);
    const [row] = await tx
      .insert(examAttempt)
      .values({
        ...base,
        state: waiting ? AttemptState.marking : AttemptState.done,
        submittedAt,
        objectiveScore: objective,
        score: waiting ? null : total,
        passed: waiting ? null : total >= paper.passScore,
        markedBy: waiting ? null : markerId,
        markedAt: waiting ? null : new Date(submittedAt.getTime() + DAY / 2),
      })
      .returning({ id: examAttempt.id });
    await tx.insert(examAttemptAnswer).values(
      marks.map((m) => ({
        attemptId: row!.id,
        paperTopicId: m.t.id,
        paperId: paper.id,
        answer: m.answer,
        score: m.score,
        correct: m.score === null ? null : m.correct,
      })),
    );
  }
}

/**
 * The demo's exams, seeded once (also into an existing demo database): the platform's electrician-safety
 * bank and 金桥's domestic-service bank, a hand-picked open paper with attempts in every state, a random
 * paper of 金桥 and a closed random draft.
 */
export async function seedDemoExams(tx: DbOrTx, now = Date.now()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(examTopic);
  if ((existing?.n ?? 0) > 0) return;
  const courses = await tx
    .select({ id: trainCourse.id, code: trainCourse.courseCode })
    .from(trainCourse)
    .where(inArray(trainCourse.courseCode, ['TC_DEMO_01', 'TC_DEMO_07']));
  const labels = await tx
    .select({ code: trainLabel.labelCode })
    .from(trainLabel)
    .where(and(inArray(trainLabel.labelCode, ['TL101', 'TL114']), eq(trainLabel.deleted, false)));
  const electricCourse = courses.find((c) => c.code === 'TC_DEMO_01');
  const houseCourse = courses.find((c) => c.code === 'TC_DEMO_07');
  if (!electricCourse || !houseCourse || labels.length !== 2) return;
  const [operator] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'yunying01'));
  const electric = await insertTopics(tx, ELECTRIC_TOPICS, 'TL101', null, 'ET_DEMO_E');
  const house = await insertTopics(tx, HOUSEKEEPING_TOPICS, 'TL114', JINQIAO, 'ET_DEMO_H');
  const sum = (list: Topic[]) => list.reduce((s, t) => s + t.score, 0);
  const paper = async (
    values: Omit<typeof examPaper.$inferInsert, 'totalScore' | 'topicCount'>,
    topics: Topic[],
  ) => {
    const [row] = await tx
      .insert(examPaper)
      .values({ ...values, totalScore: sum(topics), topicCount: topics.length })
      .returning();
    await writeTopics(tx, row!.id, topics);
    return row!;
  };
  const created = new Date(now - 12 * DAY);
  const final = await paper(
    {
      paperCode: 'EP_DEMO_01',
      paperName: '低压电工作业安全知识结业考试',
      courseId: electricCourse.id,
      durationMinutes: 45,
      passScore: 25,
      composeMode: ComposeMode.manual,
      openStatus: 1,
      resitStatus: 1,
      createdBy: operator?.id ?? null,
      createdAt: created,
      updatedAt: created,
    },
    electric,
  );
  const byType = (list: Topic[], type: number, n: number) =>
    list.filter((t) => t.topicType === type).slice(0, n);
  await paper(
    {
      paperCode: 'EP_DEMO_02',
      paperName: '家政服务员岗前培训考核',
      cmpyCode: JINQIAO,
      courseId: houseCourse.id,
      durationMinutes: 30,
      passScore: 16,
      composeMode: ComposeMode.random,
      drawRules: [1, 2, 3, 4, 5].map((topicType) => ({
        labelCode: 'TL114',
        topicType,
        difficulty: 0,
        count: topicType <= 3 ? 2 : 1,
      })),
      openStatus: 1,
      resitStatus: 0,
    },
    [1, 2, 3, 4, 5].flatMap((type) => byType(house, type, type <= 3 ? 2 : 1)),
  );
  await paper(
    {
      paperCode: 'EP_DEMO_03',
      paperName: '低压电工模拟测试（练习卷）',
      courseId: electricCourse.id,
      durationMinutes: 20,
      passScore: 12,
      composeMode: ComposeMode.random,
      drawRules: [
        { labelCode: 'TL101', topicType: 1, difficulty: 0, count: 4 },
        { labelCode: 'TL101', topicType: 3, difficulty: 0, count: 3 },
      ],
      openStatus: 0,
      resitStatus: 1,
    },
    [...byType(electric, 1, 4), ...byType(electric, 3, 3)],
  );
  await seedAttempts(
    tx,
    final,
    electricCourse.id,
    [
      { student: 0, daysAgo: 6, skill: 9, marked: 0.9 },
      { student: 1, daysAgo: 6, skill: 7, marked: 0.7 },
      { student: 2, daysAgo: 6, skill: 4, marked: 0.3 },
      { student: 2, daysAgo: 3, skill: 8, marked: 0.8 },
      { student: 3, daysAgo: 5, skill: 6, marked: 0.6 },
      { student: 4, daysAgo: 5, skill: 8, marked: null },
      { student: 5, daysAgo: 4, skill: 5, marked: null },
      { student: 6, daysAgo: 4, skill: 0, marked: null, timedOut: true },
      { student: 7, daysAgo: 2, skill: 10, marked: 1 },
    ],
    operator?.id ?? null,
    now,
  );
}
