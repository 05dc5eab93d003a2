import {
  FILING_LIVE_STATES,
  type FilingAction,
  FilingState,
  PROMULGATION_MESSAGES as M,
  type Promulgation,
  type PromulgationAddBody,
  type PromulgationFilters,
  type PromulgationInfo,
  type PromulgationListQuery,
  promulgationLifecycle,
} from '@hr/contract';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../platform/audit.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../platform/lifecycle.ts';
import type { Actor } from '../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { historyOf } from '../cmpy/company/history.ts';
import { signStoredText, textForStorage } from '../common/files/service.ts';
import { sanitizeAnnouncementHtml } from '../common/msg/service.ts';
import { attachmentsOf, checkedAttachments } from './attachments.ts';
import { filingCounts, filingTimes, scopedTo, stateName } from './filing-access.ts';
import { skillOrgan, skillPromulgation } from './tables.ts';

type Fields = z.output<typeof PromulgationAddBody>;
type Row = typeof skillPromulgation.$inferSelect;

const live = inArray(skillPromulgation.status, [...FILING_LIVE_STATES]);

/** A live promulgation the caller may see, locked for a change when `lock`; 404 otherwise. */
async function findPromulgation(db: DbOrTx, actor: Actor, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(skillPromulgation)
    .where(and(eq(skillPromulgation.id, id), live, scopedTo(actor, skillPromulgation.cmpyCode)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * The columns of a promulgation: its organisation must be one the caller sees and filed (submitted; read
 * under a share lock so it cannot be cancelled meanwhile); the body is sanitised and its file links stored
 * unsigned; attachments are files its owner may read.
 */
async function columnsOf(tx: Tx, config: Config, actor: Actor, f: Fields) {
  const [organ] = await tx
    .select({ businessCode: skillOrgan.businessCode, cmpyCode: skillOrgan.cmpyCode })
    .from(skillOrgan)
    .where(
      and(
        eq(skillOrgan.businessCode, f.businessCode),
        eq(skillOrgan.status, FilingState.submitted),
        scopedTo(actor, skillOrgan.cmpyCode),
      ),
    )
    .limit(1)
    .for('share');
  if (!organ) throw badRequest(M.organNotFiled);
  const owner = organ.cmpyCode;
  return {
    title: f.title,
    content: await textForStorage({ db: tx, config }, sanitizeAnnouncementHtml(f.content), owner),
    attachments: await checkedAttachments(tx, owner, f.attachments),
    businessCode: organ.businessCode,
    cmpyCode: owner,
  };
}

export async function addPromulgation(db: Db, config: Config, actor: Actor, f: Fields, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(skillPromulgation)
      .values({
        ...(await columnsOf(tx, config, actor, f)),
        status: FilingState.draft,
        createdBy: actor.userId,
      })
      .returning({ id: skillPromulgation.id });
    const id = row!.id;
    await recordCreation(tx, { entity: promulgationLifecycle.entity, code: String(id), state: 0, actor });
    await audit({ action: 'promulgation.add', target: String(id), detail: { title: f.title } }, tx);
    return { id };
  });
}

export async function editPromulgation(
  db: Db,
  config: Config,
  actor: Actor,
  f: Fields & { id: number },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findPromulgation(tx, actor, f.id, true);
    const to = await recordTransition(tx, promulgationLifecycle, {
      action: 'edit',
      code: String(row.id),
      state: row.status,
      actor,
    });
    const columns = await columnsOf(tx, config, actor, f);
    await tx
      .update(skillPromulgation)
      .set({ ...columns, status: to, updatedAt: new Date() })
      .where(eq(skillPromulgation.id, row.id));
    await audit({ action: 'promulgation.edit', target: String(row.id), detail: { title: f.title } }, tx);
  });
  return null;
}

/** submitPromulgation, canclePromulgation, delPromulgation: one lifecycle action under the row lock. */
export async function promulgationAction(
  db: Db,
  actor: Actor,
  id: number,
  action: Exclude<FilingAction, 'edit'>,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findPromulgation(tx, actor, id, true);
    const to = await recordTransition(tx, promulgationLifecycle, {
      action,
      code: String(id),
      state: row.status,
      actor,
    });
    const now = new Date();
    await tx
      .update(skillPromulgation)
      .set({ status: to, updatedAt: now, ...(action === 'submit' ? { submitTime: now } : {}) })
      .where(eq(skillPromulgation.id, row.id));
    await audit({ action: `promulgation.${action}`, target: String(id) }, tx);
  });
  return null;
}

const toPromulgation = (row: Row, organName: string | null): Promulgation => ({
  id: row.id,
  title: row.title,
  businessCode: row.businessCode,
  organName: organName ?? '',
  status: row.status,
  statusName: stateName(promulgationLifecycle, row.status),
  ...filingTimes(row),
});

const select = (db: DbOrTx) =>
  db
    .select({ row: skillPromulgation, organName: skillOrgan.organName })
    .from(skillPromulgation)
    .leftJoin(skillOrgan, eq(skillOrgan.businessCode, skillPromulgation.businessCode));

/** The list's filters but the state: the caller's scope, title (contains) and organisation. */
const promulgationWhere = (actor: Actor, q: z.output<typeof PromulgationFilters>): SQL | undefined =>
  and(
    scopedTo(actor, skillPromulgation.cmpyCode),
    q.title ? ilike(skillPromulgation.title, containsPattern(q.title)) : undefined,
    q.businessCode ? eq(skillPromulgation.businessCode, q.businessCode) : undefined,
  );

/** getCount: the tabs' counts under the list's filters. */
export const countPromulgations = (db: Db, actor: Actor, q: z.output<typeof PromulgationFilters>) =>
  filingCounts(
    db,
    skillPromulgation,
    skillPromulgation.status,
    promulgationWhere(actor, q),
    promulgationLifecycle,
  );

export async function listPromulgations(db: Db, actor: Actor, q: z.output<typeof PromulgationListQuery>) {
  const where: SQL | undefined = and(
    q.status === undefined ? live : eq(skillPromulgation.status, q.status),
    promulgationWhere(actor, q),
  );
  return fetchPage(db, q, skillPromulgation, where, (limit, offset) =>
    select(db)
      .where(where)
      .orderBy(desc(skillPromulgation.createdAt), desc(skillPromulgation.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map((r) => toPromulgation(r.row, r.organName))),
  );
}

export async function promulgationInfo(
  db: Db,
  config: Config,
  actor: Actor,
  id: number,
): Promise<PromulgationInfo> {
  const row = await findPromulgation(db, actor, id);
  const [organ] = await db
    .select({ organName: skillOrgan.organName })
    .from(skillOrgan)
    .where(eq(skillOrgan.businessCode, row.businessCode))
    .limit(1);
  return {
    ...toPromulgation(row, organ?.organName ?? null),
    content: await signStoredText({ db, config }, row.content, row.cmpyCode),
    attachments: attachmentsOf(config, row.attachments),
    history: await historyOf(db, promulgationLifecycle, String(id)),
  };
}
