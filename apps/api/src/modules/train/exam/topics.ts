import {
  formatApiTime,
  type TopicDetail,
  type TopicParsed,
  type TopicRow,
  TrainLabelType,
  topicDifficultyNames,
  topicMessages,
  topicTypeNames,
} from '@hr/contract';
import { and, arrayContains, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage, newestFirst } from '../../../platform/query.ts';
import { signStoredText, textForStorage } from '../../common/files/service.ts';
import { sanitizeAnnouncementHtml } from '../../common/msg/service.ts';
import { labelNames } from '../label/names.ts';
import { trainLabel } from '../label/tables.ts';
import { examTopic } from './tables.ts';

type TopicRecord = typeof examTopic.$inferSelect;

/** The stem without markup, entities decoded, spaces collapsed: what the list shows and the search reads. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The bank a caller works in: its school's questions for staff, the platform's (no school) for operators. */
export const bankOf = (owner: string | null) =>
  owner === null ? isNull(examTopic.cmpyCode) : eq(examTopic.cmpyCode, owner);

export interface TopicFilters {
  topicType?: number | undefined;
  difficulty?: number | undefined;
  labelCode?: string | undefined;
  keyword?: string | undefined;
}

function filtersWhere(actor: Actor, f: TopicFilters): SQL | undefined {
  const where: SQL[] = [bankOf(companyScope(actor))];
  if (f.topicType !== undefined) where.push(eq(examTopic.topicType, f.topicType));
  if (f.difficulty !== undefined) where.push(eq(examTopic.difficulty, f.difficulty));
  if (f.labelCode) where.push(arrayContains(examTopic.labelCodes, [f.labelCode]));
  if (f.keyword) where.push(ilike(examTopic.contentText, containsPattern(f.keyword)));
  return and(...where);
}

const toRow = (r: TopicRecord, labels: Map<string, string>): TopicRow => ({
  topicCode: r.topicCode,
  topicType: r.topicType,
  topicTypeName: topicTypeNames[r.topicType] ?? '',
  contentText: r.contentText,
  score: r.score,
  difficulty: r.difficulty,
  difficultyName: topicDifficultyNames[r.difficulty] ?? '',
  labelNames: r.labelCodes.flatMap((code) => labels.get(code) ?? []),
  cmpyCode: r.cmpyCode,
  createTime: formatApiTime(r.createdAt),
  updateTime: formatApiTime(r.updatedAt),
});

/** queryETopicList: newest first within the caller's bank. */
export async function listTopics(
  db: DbOrTx,
  actor: Actor,
  q: TopicFilters & { pageNum: number; pageSize: number },
) {
  const where = filtersWhere(actor, q);
  const page = await fetchPage(db, q, examTopic, where, (limit, offset) =>
    db
      .select()
      .from(examTopic)
      .where(where)
      .orderBy(...newestFirst(examTopic.createdAt, examTopic.id))
      .limit(limit)
      .offset(offset),
  );
  const labels = await labelNames(
    db,
    page.records.flatMap((r) => r.labelCodes),
  );
  return { total: page.total, records: page.records.map((r) => toRow(r, labels)) };
}

/** A question of the caller's bank (a school's staff: their school's; operators: the platform's), or 404. */
export async function topicOf(db: DbOrTx, actor: Actor, topicCode: string, lock = false) {
  const query = db.select().from(examTopic).where(eq(examTopic.topicCode, topicCode)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.cmpyCode !== companyScope(actor)) throw notFound(topicMessages.notFound);
  return row;
}

export async function topicDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  topicCode: string,
): Promise<TopicDetail> {
  const row = await topicOf(db, actor, topicCode);
  const labels = await labelNames(db, row.labelCodes);
  return {
    ...toRow(row, labels),
    topicContent: await signStoredText({ db, config }, row.content, row.cmpyCode),
    options: row.options,
    answer: row.answer,
    analysis: row.analysis,
    labels: row.labelCodes.flatMap((code) => {
      const name = labels.get(code);
      return name ? [{ labelCode: code, labelName: name }] : [];
    }),
  };
}

/** Course labels must be live skill labels (platform §7: labelType 1 for courses). */
export async function checkCourseLabels(db: DbOrTx, codes: string[]) {
  const rows = await db
    .select({ code: trainLabel.labelCode })
    .from(trainLabel)
    .where(
      and(
        inArray(trainLabel.labelCode, codes),
        eq(trainLabel.deleted, false),
        eq(trainLabel.labelType, TrainLabelType.skill),
      ),
    );
  if (rows.length !== new Set(codes).size) throw badRequest(topicMessages.labelInvalid);
}

/** saveETopic: adds a question to the caller's bank, or edits one of it (papers keep their own copies). */
export async function saveTopic(
  db: Db,
  actor: Actor,
  input: TopicParsed,
  audit: AuditFn,
  config: Config,
): Promise<{ topicCode: string }> {
  return db.transaction(async (tx) => {
    const existing = input.topicCode ? await topicOf(tx, actor, input.topicCode, true) : null;
    const owner = existing ? existing.cmpyCode : companyScope(actor);
    await checkCourseLabels(tx, input.labelCodes);
    const content = await textForStorage(
      { db: tx, config },
      sanitizeAnnouncementHtml(input.topicContent),
      owner,
    );
    const text = plainText(content);
    if (!text && !/<img/i.test(content)) throw badRequest(topicMessages.contentRequired);
    const columns = {
      topicType: input.topicType,
      content,
      contentText: text,
      options: input.options,
      answer: input.answer,
      score: input.score,
      analysis: input.analysis,
      difficulty: input.difficulty,
      labelCodes: input.labelCodes,
    };
    if (existing) {
      await tx
        .update(examTopic)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(examTopic.id, existing.id));
      await audit({ action: 'examTopic.edit', target: existing.topicCode }, tx);
      return { topicCode: existing.topicCode };
    }
    const topicCode = newCode('ET');
    await tx.insert(examTopic).values({ topicCode, cmpyCode: owner, createdBy: actor.userId, ...columns });
    await audit({ action: 'examTopic.add', target: topicCode, detail: { topicType: input.topicType } }, tx);
    return { topicCode };
  });
}
