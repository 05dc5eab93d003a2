import {
  attemptMessages as A,
  AttemptState,
  attemptStateNames,
  countBlanks,
  type ExamResult,
  formatApiTime,
  markAnswer,
  type PaperIntro,
  type StartedExam,
  SUBMIT_GRACE_SECONDS,
  TopicType,
} from '@hr/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { signStoredText } from '../../common/files/service.ts';
import { trainCourse, trainEnrolment } from '../course/tables.ts';
import { paperTopics } from './papers.ts';
import { examAttempt, examAttemptAnswer, examPaper } from './tables.ts';

type PaperRecord = typeof examPaper.$inferSelect;
type AttemptRecord = typeof examAttempt.$inferSelect;

const GRACE_MS = SUBMIT_GRACE_SECONDS * 1000;

async function openPaper(db: DbOrTx, paperCode: string): Promise<PaperRecord> {
  const [paper] = await db
    .select()
    .from(examPaper)
    .where(and(eq(examPaper.paperCode, paperCode), eq(examPaper.openStatus, 1)))
    .limit(1);
  if (!paper) throw notFound(A.paperClosed);
  return paper;
}

/** paperIntro: what the public page shows of an open paper before the candidate starts. */
export async function paperIntro(db: DbOrTx, paperCode: string): Promise<PaperIntro> {
  const paper = await openPaper(db, paperCode);
  const [course] = await db
    .select({ name: trainCourse.courseName })
    .from(trainCourse)
    .where(eq(trainCourse.id, paper.courseId));
  return {
    paperCode: paper.paperCode,
    paperName: paper.paperName,
    courseName: course?.name ?? '',
    duration: paper.durationMinutes,
    totalScore: paper.totalScore,
    passScore: paper.passScore,
    topicCount: paper.topicCount,
    resitStatus: paper.resitStatus,
  };
}

/**
 * Closes the unfinished attempts whose time ran out more than the grace ago (of one paper, or of one person
 * on it): timed out, score 0, nothing they never sent counted. Run before attempts are read or started.
 */
export async function closeExpired(db: DbOrTx, paperId: number, phone?: string) {
  await db
    .update(examAttempt)
    .set({ state: AttemptState.timedOut, score: 0, objectiveScore: 0, passed: false })
    .where(
      and(
        eq(examAttempt.paperId, paperId),
        eq(examAttempt.state, AttemptState.answering),
        lt(examAttempt.deadlineAt, new Date(Date.now() - GRACE_MS)),
        phone ? eq(examAttempt.studentPhone, phone) : undefined,
      ),
    );
}

async function questionsOf(
  db: DbOrTx,
  config: Config,
  paper: PaperRecord,
): Promise<StartedExam['questions']> {
  const topics = await paperTopics(db, paper.id);
  return Promise.all(
    topics.map(async (t) => ({
      paperTopicCode: t.paperTopicCode,
      topicType: t.topicType,
      topicContent: await signStoredText({ db, config }, t.content, paper.cmpyCode),
      options: t.options,
      blanks: t.topicType === TopicType.blank ? countBlanks(t.content) : 0,
      score: t.score,
    })),
  );
}

const started = (paper: PaperRecord, a: AttemptRecord, questions: StartedExam['questions']): StartedExam => ({
  attemptCode: a.attemptCode,
  attemptNo: a.attemptNo,
  paperName: paper.paperName,
  startTime: formatApiTime(a.startedAt)!,
  deadline: formatApiTime(a.deadlineAt)!,
  serverTime: formatApiTime(new Date())!,
  questions,
});

/**
 * startExam: a student of the paper's course (live enrolment with this mobile number and name) starts an
 * attempt, or gets back the unfinished one. A further attempt needs resits allowed, no attempt passed and
 * none waiting for marking. The enrolment row is locked, so two starts at once make one attempt.
 */
export async function startExam(
  db: Db,
  config: Config,
  body: { paperCode: string; studentName: string; studentPhone: string },
): Promise<StartedExam> {
  const { paper, attempt } = await db.transaction(async (tx) => {
    const paper = await openPaper(tx, body.paperCode);
    const [enrolment] = await tx
      .select({ id: trainEnrolment.id, name: trainEnrolment.studentName })
      .from(trainEnrolment)
      .where(
        and(
          eq(trainEnrolment.courseId, paper.courseId),
          eq(trainEnrolment.studentPhone, body.studentPhone),
          isNull(trainEnrolment.removedAt),
        ),
      )
      .limit(1)
      .for('update');
    if (!enrolment || enrolment.name.trim() !== body.studentName) throw badRequest(A.notStudent);
    await closeExpired(tx, paper.id, body.studentPhone);
    const earlier = await tx
      .select()
      .from(examAttempt)
      .where(and(eq(examAttempt.paperId, paper.id), eq(examAttempt.studentPhone, body.studentPhone)));
    const open = earlier.find((a) => a.state === AttemptState.answering);
    if (open) return { paper, attempt: open };
    if (earlier.length) {
      if (earlier.some((a) => a.passed)) throw conflict(A.alreadyPassed);
      if (!paper.resitStatus) throw conflict(A.alreadyDone);
      if (earlier.some((a) => a.state === AttemptState.marking)) throw conflict(A.waitMarking);
    }
    const now = new Date();
    const [attempt] = await tx
      .insert(examAttempt)
      .values({
        attemptCode: newCode('EA'),
        paperId: paper.id,
        enrolmentId: enrolment.id,
        studentName: enrolment.name,
        studentPhone: body.studentPhone,
        attemptNo: Math.max(0, ...earlier.map((a) => a.attemptNo)) + 1,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + paper.durationMinutes * 60_000),
      })
      .returning();
    return { paper, attempt: attempt! };
  });
  return started(paper, attempt, await questionsOf(db, config, paper));
}

export const resultOf = (a: AttemptRecord, paper: PaperRecord): ExamResult => ({
  attemptCode: a.attemptCode,
  state: a.state,
  stateName: attemptStateNames[a.state] ?? '',
  score: a.score,
  objectiveScore: a.objectiveScore,
  totalScore: paper.totalScore,
  passScore: paper.passScore,
  passed: a.passed,
});

async function lockedAttempt(tx: Tx, attemptCode: string) {
  const [attempt] = await tx
    .select()
    .from(examAttempt)
    .where(eq(examAttempt.attemptCode, attemptCode))
    .limit(1)
    .for('update');
  if (!attempt) throw notFound(A.notFound);
  const [paper] = await tx.select().from(examPaper).where(eq(examPaper.id, attempt.paperId));
  return { attempt, paper: paper! };
}

/**
 * submitExam: marks the objective answers at once and keeps every answer; short answers wait for an
 * operator (state 1), otherwise the attempt is done (state 2) with its score and pass. After the deadline
 * (plus the grace) nothing is taken: the attempt is closed as timed out and the candidate told so.
 */
export async function submitExam(
  db: Db,
  body: { attemptCode: string; answers: { paperTopicCode: string; answer: string[] }[] },
): Promise<ExamResult> {
  const outcome = await db.transaction(async (tx) => {
    const { attempt, paper } = await lockedAttempt(tx, body.attemptCode);
    if (attempt.state === AttemptState.timedOut) return { late: true as const };
    if (attempt.state !== AttemptState.answering) throw conflict(A.submitted);
    if (Date.now() > attempt.deadlineAt.getTime() + GRACE_MS) {
      await tx
        .update(examAttempt)
        .set({ state: AttemptState.timedOut, score: 0, objectiveScore: 0, passed: false })
        .where(eq(examAttempt.id, attempt.id));
      return { late: true as const };
    }
    const topics = await paperTopics(tx, paper.id);
    const given = new Map(body.answers.map((a) => [a.paperTopicCode, a.answer]));
    const known = new Set(topics.map((t) => t.paperTopicCode));
    if ([...given.keys()].some((code) => !known.has(code))) throw badRequest(A.answerForeign);
    const rows = topics.map((t) => {
      const answer = (given.get(t.paperTopicCode) ?? []).map((a) => a.trim());
      return { topic: t, answer, mark: markAnswer(t, answer) };
    });
    await tx.insert(examAttemptAnswer).values(
      rows.map((r) => ({
        attemptId: attempt.id,
        paperTopicId: r.topic.id,
        paperId: paper.id,
        answer: r.answer,
        score: r.mark.score,
        correct: r.mark.correct,
      })),
    );
    const objective = rows.reduce((sum, r) => sum + (r.mark.score ?? 0), 0);
    const waiting = rows.some((r) => r.mark.score === null);
    const [saved] = await tx
      .update(examAttempt)
      .set({
        state: waiting ? AttemptState.marking : AttemptState.done,
        submittedAt: new Date(),
        objectiveScore: objective,
        score: waiting ? null : objective,
        passed: waiting ? null : objective >= paper.passScore,
      })
      .where(eq(examAttempt.id, attempt.id))
      .returning();
    return { late: false as const, result: resultOf(saved!, paper) };
  });
  if (outcome.late) throw badRequest(A.tooLate);
  return outcome.result;
}
