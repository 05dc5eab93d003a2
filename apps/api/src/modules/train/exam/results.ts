import {
  attemptMessages as A,
  ATTEMPT_EXPORT_COLUMNS,
  type AttemptDetail,
  type AttemptRow,
  AttemptState,
  attemptStateNames,
  type ExamResult,
  formatApiTime,
  maskPhone,
  type PaperStatis,
  TopicType,
  typeNameOf,
} from '@hr/contract';
import { and, asc, countDistinct, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { streamSheet } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { signStoredText } from '../../common/files/service.ts';
import { paperOf, paperTopics } from './papers.ts';
import { closeExpired, resultOf } from './sitting.ts';
import { examAttempt, examAttemptAnswer, examPaper, examPaperTopic } from './tables.ts';

type AttemptRecord = typeof examAttempt.$inferSelect;

/** An attempt as operators see it (list, detail, export): the phone masked as in the class roster. */
const toRow = (a: AttemptRecord, paperCode: string): AttemptRow => ({
  attemptCode: a.attemptCode,
  paperCode,
  studentName: a.studentName,
  studentPhone: maskPhone(a.studentPhone),
  attemptNo: a.attemptNo,
  state: a.state,
  stateName: attemptStateNames[a.state] ?? '',
  score: a.score,
  objectiveScore: a.objectiveScore,
  passed: a.passed,
  startTime: formatApiTime(a.startedAt),
  submitTime: formatApiTime(a.submittedAt),
  markTime: formatApiTime(a.markedAt),
});

interface AttemptFilters {
  paperCode: string;
  state?: number | undefined;
  keyword?: string | undefined;
}

async function attemptsWhere(db: DbOrTx, actor: Actor, q: AttemptFilters) {
  const paper = await paperOf(db, actor, q.paperCode);
  await closeExpired(db, paper.id);
  const where: SQL[] = [eq(examAttempt.paperId, paper.id)];
  if (q.state !== undefined) where.push(eq(examAttempt.state, q.state));
  if (q.keyword)
    where.push(
      or(
        ilike(examAttempt.studentName, containsPattern(q.keyword)),
        ilike(examAttempt.studentPhone, containsPattern(q.keyword)),
      )!,
    );
  return { paper, where: and(...where) };
}

const attemptRows = (db: DbOrTx, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select()
    .from(examAttempt)
    .where(where)
    .orderBy(desc(examAttempt.startedAt), desc(examAttempt.id))
    .limit(limit)
    .offset(offset);

/** queryAttemptList: a paper's attempts, latest first (unfinished ones past their time closed first). */
export async function listAttempts(
  db: DbOrTx,
  actor: Actor,
  q: AttemptFilters & { pageNum: number; pageSize: number },
) {
  const { paper, where } = await attemptsWhere(db, actor, q);
  const page = await fetchPage(db, q, examAttempt, where, (limit, offset) =>
    attemptRows(db, where, limit, offset),
  );
  return { total: page.total, records: page.records.map((a) => toRow(a, paper.paperCode)) };
}

async function attemptOf(db: DbOrTx, actor: Actor, attemptCode: string, lock = false) {
  const query = db.select().from(examAttempt).where(eq(examAttempt.attemptCode, attemptCode)).limit(1);
  const [attempt] = lock ? await query.for('update') : await query;
  if (!attempt) throw notFound(A.notFound);
  const [owner] = await db
    .select({ code: examPaper.paperCode })
    .from(examPaper)
    .where(eq(examPaper.id, attempt.paperId));
  // The paper must be the caller's (404 for another school's).
  const paper = await paperOf(db, actor, owner!.code);
  return { attempt, paper };
}

/** queryAttemptInfo: an attempt with every question of its paper, the answer given and its score. */
export async function attemptDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  attemptCode: string,
): Promise<AttemptDetail> {
  const { attempt, paper } = await attemptOf(db, actor, attemptCode);
  const [topics, answers] = await Promise.all([
    paperTopics(db, paper.id),
    db.select().from(examAttemptAnswer).where(eq(examAttemptAnswer.attemptId, attempt.id)),
  ]);
  const answerOf = new Map(answers.map((a) => [a.paperTopicId, a]));
  return {
    ...toRow(attempt, paper.paperCode),
    paperName: paper.paperName,
    totalScore: paper.totalScore,
    passScore: paper.passScore,
    answers: await Promise.all(
      topics.map(async (t) => {
        const given = answerOf.get(t.id);
        return {
          paperTopicCode: t.paperTopicCode,
          topicType: t.topicType,
          topicTypeName: typeNameOf(t.topicType),
          topicContent: await signStoredText({ db, config }, t.content, paper.cmpyCode),
          options: t.options,
          rightAnswer: t.answer,
          analysis: t.analysis,
          fullScore: t.score,
          answer: given?.answer ?? [],
          score: given ? given.score : attempt.state === AttemptState.timedOut ? 0 : null,
          correct: given ? given.correct : attempt.state === AttemptState.timedOut ? false : null,
        };
      }),
    ),
  };
}

/**
 * markAttempt: an operator scores every short answer of an attempt waiting for marking (0 to the question's
 * score); the attempt's score is then the objective part plus these, and its pass is decided. Under the
 * attempt's row lock, so two markers cannot both mark it.
 */
export async function markAttempt(
  db: Db,
  actor: Actor,
  body: { attemptCode: string; marks: { paperTopicCode: string; score: number }[] },
  audit: AuditFn,
): Promise<ExamResult> {
  return db.transaction(async (tx) => {
    const { attempt, paper } = await attemptOf(tx, actor, body.attemptCode, true);
    if (attempt.state !== AttemptState.marking) throw conflict(A.markNotNeeded);
    const pending = await tx
      .select({ id: examAttemptAnswer.id, code: examPaperTopic.paperTopicCode, full: examPaperTopic.score })
      .from(examAttemptAnswer)
      .innerJoin(examPaperTopic, eq(examPaperTopic.id, examAttemptAnswer.paperTopicId))
      .where(
        and(
          eq(examAttemptAnswer.attemptId, attempt.id),
          sql`${examAttemptAnswer.score} is null`,
          eq(examPaperTopic.topicType, TopicType.short),
        ),
      );
    const marks = new Map(body.marks.map((m) => [m.paperTopicCode, m.score]));
    if ([...marks.keys()].some((code) => !pending.some((p) => p.code === code)))
      throw badRequest(A.markForeign);
    if (pending.some((p) => !marks.has(p.code))) throw badRequest(A.markMissing);
    let added = 0;
    for (const p of pending) {
      const score = marks.get(p.code)!;
      if (score > p.full) throw badRequest(A.markTooHigh(p.full));
      added += score;
      await tx
        .update(examAttemptAnswer)
        .set({ score, correct: score === p.full })
        .where(eq(examAttemptAnswer.id, p.id));
    }
    const score = attempt.objectiveScore + added;
    const [saved] = await tx
      .update(examAttempt)
      .set({
        state: AttemptState.done,
        score,
        passed: score >= paper.passScore,
        markedBy: actor.userId,
        markedAt: new Date(),
      })
      .where(eq(examAttempt.id, attempt.id))
      .returning();
    await audit({ action: 'examAttempt.mark', target: attempt.attemptCode, detail: { score } }, tx);
    return resultOf(saved!, paper);
  });
}

/** queryEPaperStatis: attempts, pass rate and average over finished attempts; each question's right rate. */
export async function paperStatis(db: DbOrTx, actor: Actor, paperCode: string): Promise<PaperStatis> {
  const paper = await paperOf(db, actor, paperCode);
  await closeExpired(db, paper.id);
  const finished = sql`${examAttempt.state} in (${AttemptState.done}, ${AttemptState.timedOut})`;
  const [totals] = await db
    .select({
      attempts: sql<number>`count(*)::int`,
      candidates: countDistinct(examAttempt.studentPhone),
      finished: sql<number>`count(*) filter (where ${finished})::int`,
      waiting: sql<number>`count(*) filter (where ${examAttempt.state} = ${AttemptState.marking})::int`,
      passed: sql<number>`count(*) filter (where ${examAttempt.passed})::int`,
      average: sql<number | null>`round(avg(${examAttempt.score}) filter (where ${finished}), 1)::float8`,
    })
    .from(examAttempt)
    .where(eq(examAttempt.paperId, paper.id));
  const perTopic = await db
    .select({
      id: examAttemptAnswer.paperTopicId,
      answered: sql<number>`count(${examAttemptAnswer.score})::int`,
      right: sql<number>`count(*) filter (where ${examAttemptAnswer.correct})::int`,
    })
    .from(examAttemptAnswer)
    .where(eq(examAttemptAnswer.paperId, paper.id))
    .groupBy(examAttemptAnswer.paperTopicId);
  const stat = new Map(perTopic.map((p) => [p.id, p]));
  const topics = await paperTopics(db, paper.id);
  const t = totals!;
  return {
    paperCode: paper.paperCode,
    paperName: paper.paperName,
    totalScore: paper.totalScore,
    passScore: paper.passScore,
    attemptCount: t.attempts,
    candidateCount: t.candidates,
    finishedCount: t.finished,
    waitingCount: t.waiting,
    passCount: t.passed,
    passRate: t.finished ? t.passed / t.finished : null,
    averageScore: t.average,
    topics: topics.map((topic) => {
      const s = stat.get(topic.id);
      const answered = s?.answered ?? 0;
      const right = s?.right ?? 0;
      return {
        paperTopicCode: topic.paperTopicCode,
        sort: topic.sort + 1,
        topicType: topic.topicType,
        topicTypeName: typeNameOf(topic.topicType),
        contentText: topic.contentText,
        score: topic.score,
        answered,
        rightCount: right,
        rightRate: answered ? right / answered : null,
      };
    }),
  };
}

/** exportAttempts: every attempt of a paper as an xlsx sheet, streamed in batches. */
export async function exportAttempts(db: Db, actor: Actor, paperCode: string, reply: FastifyReply) {
  const { paper, where } = await attemptsWhere(db, actor, { paperCode });
  return streamSheet(
    reply,
    `${paper.paperName}-考试记录.xlsx`,
    '考试记录',
    ATTEMPT_EXPORT_COLUMNS,
    (limit, offset) =>
      db.select().from(examAttempt).where(where).orderBy(asc(examAttempt.id)).limit(limit).offset(offset),
    (a) => ({
      ...toRow(a, paper.paperCode),
      passedName: a.passed === null ? '' : a.passed ? '及格' : '不及格',
    }),
  );
}
