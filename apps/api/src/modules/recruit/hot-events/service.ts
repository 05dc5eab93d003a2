import {
  formatApiTime,
  HOT_EVENT_REF_TYPE,
  type HotEvent,
  type HotEventInfo,
  type HotEventPageQuery,
  type HotEventSaveBody,
  HotEventStatus,
  hotEventStatusNames,
  HOT_EVENT_MESSAGES as M,
  MaterialType,
  parseApiTime,
} from '@hr/contract';
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { signStoredText, textForStorage } from '../../common/files/service.ts';
import { mediaByCode } from '../../common/material/media-by-code.ts';
import { requireUsableMaterials } from '../../common/material/usable.ts';
import { sanitizeAnnouncementHtml } from '../../common/msg/service.ts';
import { trainFormInfo, trainFormValue } from '../../train/form/tables.ts';
import { hotEvent } from './tables.ts';

type Fields = z.output<typeof HotEventSaveBody>;
type Row = typeof hotEvent.$inferSelect;

export const statusAt = (row: { beginAt: Date; endAt: Date }, now = new Date()) =>
  now < row.beginAt ? HotEventStatus.upcoming : now > row.endAt ? HotEventStatus.ended : HotEventStatus.open;

/** An event by code; 404 otherwise. Hot events are the platform's: operators holding its codes see all. */
export async function findHotEvent(db: DbOrTx, eventCode: string, lock = false): Promise<Row> {
  const query = db.select().from(hotEvent).where(eq(hotEvent.eventCode, eventCode)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

const answersOf = (eventCode: string) =>
  and(eq(trainFormValue.refType, HOT_EVENT_REF_TYPE), eq(trainFormValue.refCode, eventCode));

/** The columns to write: a passed platform picture as cover, a live platform form, the body sanitised. */
async function columnsOf(tx: Tx, config: Config, f: Fields) {
  await requireUsableMaterials(tx, null, [f.coverCode!], MaterialType.image, M.coverMissing);
  const [form] = await tx
    .select({ id: trainFormInfo.id })
    .from(trainFormInfo)
    .where(
      and(
        eq(trainFormInfo.bizCode, f.formCode!),
        eq(trainFormInfo.deleted, false),
        isNull(trainFormInfo.cmpyCode),
      ),
    )
    .limit(1);
  if (!form) throw badRequest(M.formMissing);
  return {
    title: f.title,
    content: await textForStorage({ db: tx, config }, sanitizeAnnouncementHtml(f.content), null),
    coverCode: f.coverCode!,
    beginAt: parseApiTime(f.beginTime)!,
    endAt: parseApiTime(f.endTime)!,
    formCode: f.formCode!,
  };
}

export async function saveHotEvent(db: Db, config: Config, actor: Actor, f: Fields, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const eventCode = newCode('HE');
    await tx
      .insert(hotEvent)
      .values({ eventCode, ...(await columnsOf(tx, config, f)), createdBy: actor.userId });
    await audit({ action: 'hotEvent.save', target: eventCode, detail: { title: f.title } }, tx);
    return { eventCode };
  });
}

/** edit: any field; the form only while nobody has filled it (its answers would lose their columns). */
export async function editHotEvent(
  db: Db,
  config: Config,
  f: Fields & { eventCode: string },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findHotEvent(tx, f.eventCode, true);
    const columns = await columnsOf(tx, config, f);
    if (columns.formCode !== row.formCode) {
      const [answered] = await tx.select({ n: count() }).from(trainFormValue).where(answersOf(row.eventCode));
      if ((answered?.n ?? 0) > 0) throw badRequest(M.formLocked);
    }
    await tx
      .update(hotEvent)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(hotEvent.id, row.id));
    await audit({ action: 'hotEvent.edit', target: row.eventCode, detail: { title: f.title } }, tx);
  });
  return null;
}

function statusCondition(status: number | undefined, now: Date): SQL | undefined {
  if (status === HotEventStatus.upcoming) return gt(hotEvent.beginAt, now);
  if (status === HotEventStatus.open) return and(lte(hotEvent.beginAt, now), gte(hotEvent.endAt, now));
  if (status === HotEventStatus.ended) return lt(hotEvent.endAt, now);
  return undefined;
}

/** Rows as lists show them: cover link, form name, status and how many answered (one query each). */
async function present(db: DbOrTx, config: Config, rows: Row[]): Promise<HotEvent[]> {
  const codes = rows.map((r) => r.eventCode);
  const [covers, forms, counts] = await Promise.all([
    mediaByCode(
      db,
      config,
      rows.map((r) => r.coverCode),
    ),
    rows.length
      ? db
          .select({ bizCode: trainFormInfo.bizCode, formName: trainFormInfo.formName })
          .from(trainFormInfo)
          .where(inArray(trainFormInfo.bizCode, [...new Set(rows.map((r) => r.formCode))]))
      : [],
    codes.length
      ? db
          .select({ code: trainFormValue.refCode, n: count() })
          .from(trainFormValue)
          .where(and(eq(trainFormValue.refType, HOT_EVENT_REF_TYPE), inArray(trainFormValue.refCode, codes)))
          .groupBy(trainFormValue.refCode)
      : [],
  ]);
  const now = new Date();
  return rows.map((r) => {
    const status = statusAt(r, now);
    return {
      eventCode: r.eventCode,
      title: r.title,
      coverCode: r.coverCode,
      coverUrl: covers.get(r.coverCode)?.url ?? null,
      beginTime: formatApiTime(r.beginAt),
      endTime: formatApiTime(r.endAt),
      formCode: r.formCode,
      formName: forms.find((f) => f.bizCode === r.formCode)?.formName ?? null,
      status,
      statusName: hotEventStatusNames[status] ?? '',
      answerCount: counts.find((c) => c.code === r.eventCode)?.n ?? 0,
      fillPath: `/form/fill/${encodeURIComponent(r.formCode)}?refType=${HOT_EVENT_REF_TYPE}&refCode=${r.eventCode}`,
      createTime: formatApiTime(r.createdAt),
      updateTime: formatApiTime(r.updatedAt),
    };
  });
}

export async function pageHotEvents(db: Db, config: Config, q: z.output<typeof HotEventPageQuery>) {
  const where = and(
    statusCondition(q.status, new Date()),
    q.title ? ilike(hotEvent.title, containsPattern(q.title)) : undefined,
  );
  const page = await fetchPage(db, q, hotEvent, where, (limit, offset) =>
    db
      .select()
      .from(hotEvent)
      .where(where)
      .orderBy(desc(hotEvent.createdAt), desc(hotEvent.id))
      .limit(limit)
      .offset(offset),
  );
  return { total: page.total, records: await present(db, config, page.records) };
}

export async function hotEventInfo(db: Db, config: Config, eventCode: string): Promise<HotEventInfo> {
  const row = await findHotEvent(db, eventCode);
  const [shown] = await present(db, config, [row]);
  return { ...shown!, content: await signStoredText({ db, config }, row.content, null) };
}

/**
 * Whether the forms module's public answer page may store an answer for a hot event: the event exists,
 * asks for this form, and is open now. Called before the answer is stored.
 */
export async function requireOpenHotEvent(db: DbOrTx, eventCode: string | undefined, bizCode: string) {
  const [row] = eventCode
    ? await db.select().from(hotEvent).where(eq(hotEvent.eventCode, eventCode)).limit(1)
    : [];
  if (!row) throw badRequest(M.notFound);
  if (row.formCode !== bizCode) throw badRequest(M.formMismatch);
  if (statusAt(row) !== HotEventStatus.open) throw badRequest(M.notOpen);
}
