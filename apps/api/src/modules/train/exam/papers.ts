import {
  ComposeMode,
  CourseApproveType,
  composeModeNames,
  type DrawRule,
  formatApiTime,
  paperMessages as M,
  type PaperDetail,
  type PaperLabelStock,
  type PaperParsed,
  type PaperRow,
  typeNameOf,
} from '@hr/contract';
import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  ilike,
  inArray,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage, newestFirst } from '../../../platform/query.ts';
import { signStoredText } from '../../common/files/service.ts';
import { trainCourse } from '../course/tables.ts';
import { labelNames } from '../label/names.ts';
import { examAttempt, examPaper, examPaperTopic, examTopic } from './tables.ts';
import { bankOf } from './topics.ts';

type PaperRecord = typeof examPaper.$inferSelect;

const attemptCount = sql<number>`(select count(*)::int from ${examAttempt} where ${examAttempt.paperId} = ${examPaper.id})`;

const ownPapers = (actor: Actor) => {
  const owner = companyScope(actor);
  return owner === null ? sql`${examPaper.cmpyCode} is null` : eq(examPaper.cmpyCode, owner);
};

/** A paper of the caller (a school's staff: their school's; operators: the platform's), or 404. */
export async function paperOf(
  db: DbOrTx,
  actor: Actor,
  paperCode: string,
  lock = false,
): Promise<PaperRecord> {
  const query = db
    .select()
    .from(examPaper)
    .where(and(eq(examPaper.paperCode, paperCode), ownPapers(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

const toRow = (
  r: PaperRecord,
  course: { courseCode: string; courseName: string },
  attempts: number,
): PaperRow => ({
  paperCode: r.paperCode,
  paperName: r.paperName,
  courseCode: course.courseCode,
  courseName: course.courseName,
  duration: r.durationMinutes,
  totalScore: r.totalScore,
  passScore: r.passScore,
  topicCount: r.topicCount,
  composeMode: r.composeMode,
  composeModeName: composeModeNames[r.composeMode] ?? '',
  openStatus: r.openStatus,
  resitStatus: r.resitStatus,
  attemptCount: attempts,
  cmpyCode: r.cmpyCode,
  createTime: formatApiTime(r.createdAt),
  updateTime: formatApiTime(r.updatedAt),
});

export interface PaperFilters {
  paperName?: string | undefined;
  courseCode?: string | undefined;
  openStatus?: number | undefined;
}

/** queryEPaperList: the caller's papers, newest first, with their course and attempt count. */
export async function listPapers(
  db: DbOrTx,
  actor: Actor,
  q: PaperFilters & { pageNum: number; pageSize: number },
) {
  const where: SQL[] = [ownPapers(actor)];
  if (q.paperName) where.push(ilike(examPaper.paperName, containsPattern(q.paperName)));
  if (q.openStatus !== undefined) where.push(eq(examPaper.openStatus, q.openStatus));
  if (q.courseCode)
    where.push(
      sql`${examPaper.courseId} = (select ${trainCourse.id} from ${trainCourse} where ${trainCourse.courseCode} = ${q.courseCode})`,
    );
  const condition = and(...where);
  const page = await fetchPage(db, q, examPaper, condition, (limit, offset) =>
    db
      .select({
        row: examPaper,
        courseCode: trainCourse.courseCode,
        courseName: trainCourse.courseName,
        attempts: attemptCount,
      })
      .from(examPaper)
      .innerJoin(trainCourse, eq(trainCourse.id, examPaper.courseId))
      .where(condition)
      .orderBy(...newestFirst(examPaper.createdAt, examPaper.id))
      .limit(limit)
      .offset(offset),
  );
  return { total: page.total, records: page.records.map((r) => toRow(r.row, r, r.attempts)) };
}

async function courseOf(db: DbOrTx, id: number) {
  const [course] = await db
    .select({ courseCode: trainCourse.courseCode, courseName: trainCourse.courseName })
    .from(trainCourse)
    .where(eq(trainCourse.id, id));
  return course ?? { courseCode: '', courseName: '' };
}

export async function attemptsOf(db: DbOrTx, paperId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(examAttempt).where(eq(examAttempt.paperId, paperId));
  return row?.n ?? 0;
}

export async function paperTopics(db: DbOrTx, paperId: number) {
  return db
    .select()
    .from(examPaperTopic)
    .where(eq(examPaperTopic.paperId, paperId))
    .orderBy(asc(examPaperTopic.sort));
}

/** queryEPaperInfo: the paper with its draw rules and its copies of the questions, answers included. */
export async function paperDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  paperCode: string,
): Promise<PaperDetail> {
  const row = await paperOf(db, actor, paperCode);
  const topics = await paperTopics(db, row.id);
  const codes = await db
    .select({ id: examTopic.id, code: examTopic.topicCode })
    .from(examTopic)
    .where(
      inArray(
        examTopic.id,
        topics.map((t) => t.topicId),
      ),
    );
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  return {
    ...toRow(row, await courseOf(db, row.courseId), await attemptsOf(db, row.id)),
    drawRules: row.drawRules as DrawRule[],
    topics: await Promise.all(
      topics.map(async (t) => ({
        paperTopicCode: t.paperTopicCode,
        topicCode: codeOf.get(t.topicId) ?? '',
        topicType: t.topicType,
        topicTypeName: typeNameOf(t.topicType),
        topicContent: await signStoredText({ db, config }, t.content, row.cmpyCode),
        options: t.options,
        answer: t.answer,
        analysis: t.analysis,
        score: t.score,
      })),
    ),
  };
}

/** queryEPaperLabel: each label of the caller's bank with its questions counted per type. */
export async function paperLabels(db: DbOrTx, actor: Actor): Promise<PaperLabelStock[]> {
  const label = sql<string>`unnest(${examTopic.labelCodes})`;
  const rows = await db
    .select({ code: label, topicType: examTopic.topicType, n: count() })
    .from(examTopic)
    .where(bankOf(companyScope(actor)))
    .groupBy(sql`1`, examTopic.topicType);
  const names = await labelNames(
    db,
    rows.map((r) => r.code),
  );
  const stock = new Map<string, PaperLabelStock>();
  for (const r of rows) {
    const name = names.get(r.code);
    if (!name) continue;
    const entry = stock.get(r.code) ?? { labelCode: r.code, labelName: name, counts: {}, total: 0 };
    entry.counts[String(r.topicType)] = r.n;
    entry.total += r.n;
    stock.set(r.code, entry);
  }
  return [...stock.values()].sort(
    (a, b) => b.total - a.total || a.labelName.localeCompare(b.labelName, 'zh'),
  );
}

/** A live course the caller may build papers for (a school's staff: their school's courses). */
async function courseFor(tx: Tx, actor: Actor, courseCode: string) {
  const [course] = await tx
    .select({ id: trainCourse.id, cmpyCode: trainCourse.cmpyCode })
    .from(trainCourse)
    .where(
      and(eq(trainCourse.courseCode, courseCode), ne(trainCourse.approveType, CourseApproveType.deleted)),
    )
    .limit(1);
  if (!course || !canTouchCompanyRecord(actor, course.cmpyCode)) throw badRequest(M.courseNotFound);
  return course;
}

type BankTopic = typeof examTopic.$inferSelect;

/** Manual: the chosen questions of the bank, in the order chosen. */
async function chosenTopics(tx: Tx, owner: string | null, codes: string[]): Promise<BankTopic[]> {
  const rows = await tx
    .select()
    .from(examTopic)
    .where(and(bankOf(owner), inArray(examTopic.topicCode, codes)));
  if (rows.length !== codes.length) throw badRequest(M.topicUnavailable);
  const byCode = new Map(rows.map((r) => [r.topicCode, r]));
  return codes.map((code) => byCode.get(code)!);
}

/** Random: each rule draws its count among questions not drawn yet; too few is refused with what there is. */
async function drawnTopics(tx: Tx, owner: string | null, rules: DrawRule[]): Promise<BankTopic[]> {
  const drawn: BankTopic[] = [];
  const names = await labelNames(
    tx,
    rules.map((r) => r.labelCode),
  );
  for (const rule of rules) {
    const where: SQL[] = [
      bankOf(owner),
      arrayContains(examTopic.labelCodes, [rule.labelCode]),
      eq(examTopic.topicType, rule.topicType),
    ];
    if (rule.difficulty) where.push(eq(examTopic.difficulty, rule.difficulty));
    if (drawn.length)
      where.push(
        notInArray(
          examTopic.id,
          drawn.map((t) => t.id),
        ),
      );
    const rows = await tx
      .select()
      .from(examTopic)
      .where(and(...where))
      .orderBy(sql`random()`)
      .limit(rule.count);
    if (rows.length < rule.count)
      throw badRequest(
        M.notEnough(
          names.get(rule.labelCode) ?? rule.labelCode,
          typeNameOf(rule.topicType),
          rows.length,
          rule.count,
        ),
      );
    drawn.push(...rows);
  }
  return drawn;
}

const sameRules = (a: unknown, b: DrawRule[]) =>
  JSON.stringify((a as DrawRule[]).map((r) => [r.labelCode, r.topicType, r.difficulty ?? 0, r.count])) ===
  JSON.stringify(b.map((r) => [r.labelCode, r.topicType, r.difficulty, r.count]));

/** Whether a save keeps the paper's questions: the same hand-picked list, or the same draw rules. */
async function keepsComposition(tx: Tx, paper: PaperRecord, input: PaperParsed): Promise<boolean> {
  if (paper.composeMode !== input.composeMode) return false;
  if (input.composeMode === ComposeMode.random) return sameRules(paper.drawRules, input.drawRules);
  const current = await tx
    .select({ code: examTopic.topicCode })
    .from(examPaperTopic)
    .innerJoin(examTopic, eq(examTopic.id, examPaperTopic.topicId))
    .where(eq(examPaperTopic.paperId, paper.id))
    .orderBy(asc(examPaperTopic.sort));
  return current.map((c) => c.code).join() === input.topicCodes.join();
}

export async function writeTopics(tx: DbOrTx, paperId: number, topics: BankTopic[]) {
  await tx.delete(examPaperTopic).where(eq(examPaperTopic.paperId, paperId));
  await tx.insert(examPaperTopic).values(
    topics.map((t, sort) => ({
      paperTopicCode: newCode('PT'),
      paperId,
      topicId: t.id,
      sort,
      topicType: t.topicType,
      content: t.content,
      contentText: t.contentText,
      options: t.options,
      answer: t.answer,
      analysis: t.analysis,
      score: t.score,
    })),
  );
}

/**
 * saveEPaper: adds or edits a paper under its row lock. Its questions are (re)composed when the composition
 * changed (or for a new paper) — refused once the paper has attempts; the total is their sum and the pass
 * score may not exceed it. Any refusal rolls back the whole save.
 */
export async function savePaper(db: Db, actor: Actor, input: PaperParsed, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const existing = input.paperCode ? await paperOf(tx, actor, input.paperCode, true) : null;
    const owner = existing ? existing.cmpyCode : companyScope(actor);
    const course = await courseFor(tx, actor, input.courseCode);
    const attempts = existing ? await attemptsOf(tx, existing.id) : 0;
    const keep = existing ? await keepsComposition(tx, existing, input) : false;
    if (attempts && (!keep || course.id !== existing!.courseId)) throw conflict(M.hasAttempts);
    const topics = keep
      ? null
      : input.composeMode === ComposeMode.manual
        ? await chosenTopics(tx, owner, input.topicCodes)
        : await drawnTopics(tx, owner, input.drawRules);
    const total = topics ? topics.reduce((sum, t) => sum + t.score, 0) : existing!.totalScore;
    if (input.passScore > total) throw badRequest(M.passScoreTooHigh(total));
    const columns = {
      paperName: input.paperName,
      courseId: course.id,
      durationMinutes: input.duration,
      passScore: input.passScore,
      composeMode: input.composeMode,
      drawRules: input.composeMode === ComposeMode.random ? input.drawRules : [],
      ...(topics ? { totalScore: total, topicCount: topics.length } : {}),
    };
    let paper: { id: number; paperCode: string };
    if (existing) {
      await tx
        .update(examPaper)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(examPaper.id, existing.id));
      paper = existing;
    } else {
      const [row] = await tx
        .insert(examPaper)
        .values({
          paperCode: newCode('EP'),
          cmpyCode: owner,
          createdBy: actor.userId,
          totalScore: total,
          topicCount: topics!.length,
          ...columns,
        })
        .returning({ id: examPaper.id, paperCode: examPaper.paperCode });
      paper = row!;
    }
    if (topics) await writeTopics(tx, paper.id, topics);
    await audit(
      {
        action: existing ? 'examPaper.edit' : 'examPaper.add',
        target: paper.paperCode,
        detail: { paperName: input.paperName, recomposed: Boolean(topics) },
      },
      tx,
    );
    return { paperCode: paper.paperCode };
  });
}

/** updateOpenStatus / updateResitStatus: sets one switch of a paper under its row lock. */
export async function setPaperStatus(
  db: Db,
  actor: Actor,
  q: { paperCode: string; status: number },
  which: 'openStatus' | 'resitStatus',
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const paper = await paperOf(tx, actor, q.paperCode, true);
    await tx
      .update(examPaper)
      .set({ [which]: q.status, updatedAt: new Date() })
      .where(eq(examPaper.id, paper.id));
    await audit({ action: `examPaper.${which}`, target: paper.paperCode, detail: { status: q.status } }, tx);
  });
  return null;
}
