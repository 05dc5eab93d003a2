import {
  type api,
  formatApiTime,
  maskIdCard,
  maskPhone,
  REDPKG_EDITABLE_STATES,
  type RedPkgAction,
  type RedPkgBatchRow,
  RedPkgCheckType,
  RedPkgSource,
  type RedPkgUserRow,
  type RouteParsed,
  redPkgCheckTabs,
  redPkgLifecycle,
  redPkgMessages,
} from '@hr/contract';
import { and, count, desc, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, hasPermission } from '../../../platform/permissions.ts';
import { fetchPage } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { sysUser } from '../../system/users/tables.ts';
import { redPkgBatchCount as n, redPkgBatch, redPkgUser as t } from './tables.ts';

type Parsed<K extends keyof typeof api.redPkg> = RouteParsed<(typeof api.redPkg)[K]>;
export type RedPkgFilters = Parsed<'queryRedPkgUserList'>['query'];

interface Deps {
  db: Db;
  actor: Actor;
  audit: AuditFn;
}

const stateName = (state: number) =>
  (redPkgLifecycle.states as { [state: number]: string })[state] ?? String(state);

/** The columns a list row needs: the user, its campaign's name and the reviewer's name. */
export const rowColumns = {
  id: t.id,
  userCode: t.userCode,
  batchCode: t.batchCode,
  batchName: redPkgBatch.batchName,
  realName: t.realName,
  idCard: t.idCard,
  phone: t.phone,
  amount: t.amount,
  checkType: t.checkType,
  checkRemark: t.checkRemark,
  remark: t.remark,
  source: t.source,
  submitTime: t.submitTime,
  checkTime: t.checkTime,
  checkUserName: sysUser.realName,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};
type Selected = Awaited<ReturnType<typeof selectRows>>[number];

export function toRow(row: Selected): RedPkgUserRow {
  const { id: _id, createdAt, updatedAt, submitTime, checkTime, ...rest } = row;
  return {
    ...rest,
    batchName: rest.batchName ?? '',
    checkTypeName: stateName(row.checkType),
    submitTime: formatApiTime(submitTime),
    checkTime: formatApiTime(checkTime),
    createTime: formatApiTime(createdAt),
    updateTime: formatApiTime(updatedAt),
  };
}

/** Users with their campaign and reviewer, for lists and exports. */
export const selectRows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(t)
    .leftJoin(redPkgBatch, eq(redPkgBatch.batchCode, t.batchCode))
    .leftJoin(sysUser, eq(sysUser.id, t.checkUserId));

/** The list's filters (not its tab). Red packets are the platform's own: no company scope applies. */
export function conditions(q: Omit<RedPkgFilters, 'pageNum' | 'pageSize' | 'checkType'>): SQL[] {
  const where: SQL[] = [eq(t.deleted, false)];
  if (q.batchCode) where.push(eq(t.batchCode, q.batchCode));
  if (q.realName) where.push(eq(t.realName, q.realName));
  if (q.idCard) where.push(eq(t.idCard, q.idCard.toUpperCase()));
  if (q.phone) where.push(eq(t.phone, q.phone.slice(-11)));
  if (q.source !== undefined) where.push(eq(t.source, q.source));
  return where;
}

/** A list row: ID number and mobile masked (the detail, the edit form and the export have them whole). */
const toListRow = (row: Selected): RedPkgUserRow => {
  const full = toRow(row);
  return { ...full, idCard: maskIdCard(full.idCard), phone: maskPhone(full.phone) };
};

/** Whether the filters are a campaign's (or every campaign's) alone: then the counters answer its counts. */
const countedAhead = (q: Omit<RedPkgFilters, 'pageNum' | 'pageSize' | 'checkType'>) =>
  !q.realName && !q.idCard && !q.phone && q.source === undefined;

/** People and money per tab of a campaign (or of every campaign) from the counters the triggers keep. */
const counterSums = (db: DbOrTx, batchCode: string | undefined) =>
  db
    .select({
      checkType: n.checkType,
      value: sql<number>`sum(${n.num})`.mapWith(Number),
      money: sum(n.money),
    })
    .from(n)
    .where(batchCode ? eq(n.batchCode, batchCode) : undefined)
    .groupBy(n.checkType);

/**
 * One page, newest first; the total from the counters when no filter but the campaign and the tab applies
 * (as the tab counts), else counted.
 */
export async function listUsers(db: DbOrTx, q: RedPkgFilters) {
  const where = conditions(q);
  if (q.checkType !== undefined) where.push(eq(t.checkType, q.checkType));
  const condition = and(...where);
  const rows = (limit: number, offset: number) =>
    selectRows(db).where(condition).orderBy(desc(t.id)).limit(limit).offset(offset);
  if (!countedAhead(q)) {
    const page = await fetchPage(db, q, t, condition, rows);
    return { total: page.total, records: page.records.map(toListRow) };
  }
  const [records, sums] = await Promise.all([
    rows(q.pageSize, (q.pageNum - 1) * q.pageSize),
    counterSums(db, q.batchCode),
  ]);
  const total = sums
    .filter((r) => q.checkType === undefined || r.checkType === q.checkType)
    .reduce((all, r) => all + r.value, 0);
  return { total, records: records.map(toListRow) };
}

/**
 * One row per tab, in tab order, with its people and money: a campaign's (or every campaign's) from the
 * counters the triggers keep (red_pkg_batch_count), under any other filter from one GROUP BY.
 */
export async function countByCheckType(db: DbOrTx, q: Parsed<'queryCheckTypeCount'>['body']) {
  const rows = countedAhead(q)
    ? await counterSums(db, q.batchCode)
    : await db
        .select({ checkType: t.checkType, value: count(), money: sum(t.amount) })
        .from(t)
        .where(and(...conditions(q)))
        .groupBy(t.checkType);
  return redPkgCheckTabs.map((tab) => {
    const row = rows.find((r) => r.checkType === tab.key);
    return {
      checkType: tab.key,
      checkTypeName: tab.label,
      count: row?.value ?? 0,
      money: Number(row?.money ?? 0),
    };
  });
}

type Selection = Parsed<'subCheRedPkgUsers'>['body'];

/** The users a selection takes for an action: those chosen (or all of the campaign) in its from-states. */
function selectionCondition(action: RedPkgAction, selection: Selection): SQL {
  const where = [
    eq(t.deleted, false),
    eq(t.batchCode, selection.batchCode),
    inArray(t.checkType, [...redPkgLifecycle.actions[action].from]),
  ];
  if (!selection.all) where.push(inArray(t.userCode, selection.userCodes ?? []));
  return and(...where)!;
}

/** People and money an action would take (shown before submitting or reviewing). */
export async function selectionMoney(db: DbOrTx, action: RedPkgAction, selection: Selection) {
  const [row] = await db
    .select({ value: count(), money: sum(t.amount) })
    .from(t)
    .where(selectionCondition(action, selection));
  return { count: row?.value ?? 0, money: Number(row?.money ?? 0) };
}

/** Per campaign: people and money in total and per state, from the counters (a few rows per campaign). */
export async function statistics(db: DbOrTx, q: Parsed<'queryRedPkgStatisCount'>['body']) {
  const by = (state: number) =>
    sql<number>`coalesce(sum(${n.num}) filter (where ${n.checkType} = ${state}), 0)`.mapWith(Number);
  const moneyOf = (state: number) =>
    sql<number>`coalesce(sum(${n.money}) filter (where ${n.checkType} = ${state}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      batchCode: redPkgBatch.batchCode,
      batchName: redPkgBatch.batchName,
      areaName: redPkgBatch.areaName,
      totalCount: sql<number>`coalesce(sum(${n.num}), 0)`.mapWith(Number),
      totalMoney: sql<number>`coalesce(sum(${n.money}), 0)`.mapWith(Number),
      draftCount: by(RedPkgCheckType.draft),
      pendingCount: by(RedPkgCheckType.pending),
      pendingMoney: moneyOf(RedPkgCheckType.pending),
      passedCount: by(RedPkgCheckType.passed),
      passedMoney: moneyOf(RedPkgCheckType.passed),
      rejectedCount: by(RedPkgCheckType.rejected),
    })
    .from(redPkgBatch)
    .leftJoin(n, eq(n.batchCode, redPkgBatch.batchCode))
    .where(q.batchCode ? eq(redPkgBatch.batchCode, q.batchCode) : undefined)
    .groupBy(redPkgBatch.id)
    .orderBy(desc(redPkgBatch.id));
  return rows;
}

async function findUser(db: DbOrTx, userCode: string, lock: boolean) {
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.userCode, userCode), eq(t.deleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(redPkgMessages.notFound);
  return row;
}

async function rowOf(db: DbOrTx, userCode: string) {
  const [row] = await selectRows(db).where(eq(t.userCode, userCode));
  if (!row) throw notFound(redPkgMessages.notFound);
  return toRow(row);
}

export async function userInfo(db: DbOrTx, userCode: string) {
  await findUser(db, userCode, false);
  return { ...(await rowOf(db, userCode)), history: await historyOf(db, redPkgLifecycle, userCode) };
}

export async function requireBatch(db: DbOrTx, batchCode: string) {
  const [batch] = await db.select().from(redPkgBatch).where(eq(redPkgBatch.batchCode, batchCode));
  if (!batch) throw notFound(redPkgMessages.batchNotFound);
  return batch;
}

async function refuseDuplicate(tx: Tx, batchCode: string, idCard: string, except?: string) {
  const [taken] = await tx
    .select({ userCode: t.userCode })
    .from(t)
    .where(and(eq(t.batchCode, batchCode), eq(t.idCard, idCard), eq(t.deleted, false)));
  if (taken && taken.userCode !== except) throw conflict(redPkgMessages.duplicateInBatch);
}

/** Two operators adding the same person at once: the partial unique index refuses the second. */
async function duplicateAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(redPkgMessages.duplicateInBatch);
    throw error;
  }
}

export function addUser({ db, actor, audit }: Deps, body: Parsed<'addRedPkgUser'>['body']) {
  return duplicateAsConflict(() =>
    db.transaction(async (tx) => {
      await requireBatch(tx, body.batchCode);
      await refuseDuplicate(tx, body.batchCode, body.idCard);
      const userCode = newCode('RU');
      await tx.insert(t).values({
        userCode,
        batchCode: body.batchCode,
        realName: body.realName,
        idCard: body.idCard,
        phone: body.phone,
        amount: body.amount,
        remark: body.remark || null,
        checkType: RedPkgCheckType.draft,
        source: RedPkgSource.manual,
        createUserId: actor.userId,
      });
      await recordCreation(tx, {
        entity: redPkgLifecycle.entity,
        code: userCode,
        state: RedPkgCheckType.draft,
        actor,
      });
      await audit({ action: 'redPkg.add', target: userCode, detail: { amount: body.amount } }, tx);
      return rowOf(tx, userCode);
    }),
  );
}

export function editUser({ db, audit }: Deps, body: Parsed<'editRedPkgUser'>['body']) {
  return duplicateAsConflict(() =>
    db.transaction(async (tx) => {
      const current = await findUser(tx, body.userCode, true);
      if (!REDPKG_EDITABLE_STATES.includes(current.checkType)) throw badRequest(redPkgMessages.notEditable);
      await refuseDuplicate(tx, current.batchCode, body.idCard, body.userCode);
      await tx
        .update(t)
        .set({
          realName: body.realName,
          idCard: body.idCard,
          phone: body.phone,
          amount: body.amount,
          remark: body.remark || null,
          updatedAt: sql`now()`,
        })
        .where(eq(t.id, current.id));
      await audit(
        {
          action: 'redPkg.edit',
          target: body.userCode,
          detail: { amount: [current.amount, body.amount] },
        },
        tx,
      );
      return rowOf(tx, body.userCode);
    }),
  );
}

export function removeUsers({ db, audit }: Deps, body: Parsed<'removeRedPkgUser'>['body']) {
  return db.transaction(async (tx) => {
    const codes = [...new Set(body.userCodes)];
    const rows = await tx
      .select({ id: t.id, checkType: t.checkType })
      .from(t)
      .where(and(inArray(t.userCode, codes), eq(t.deleted, false)))
      .for('update');
    if (rows.length !== codes.length) throw notFound(redPkgMessages.notFound);
    if (rows.some((row) => !REDPKG_EDITABLE_STATES.includes(row.checkType)))
      throw badRequest(redPkgMessages.notEditable);
    await tx
      .update(t)
      .set({ deleted: true, updatedAt: sql`now()` })
      .where(
        inArray(
          t.id,
          rows.map((row) => row.id),
        ),
      );
    await audit({ action: 'redPkg.remove', detail: { userCodes: codes } }, tx);
    return { count: rows.length };
  });
}

/**
 * Moves users along the lifecycle. Chosen users (at most 1,000) are each locked and checked by
 * recordTransition: one that may not take the action refuses the whole call, nothing changes. With `all`,
 * the campaign's users in the action's from-states move in one statement (UPDATE … FROM a locked SELECT),
 * their history written by INSERT … SELECT from the same rows: the lifecycle table still decides which
 * states move, and a campaign of 100,000 users takes one round trip instead of 200,000.
 */
async function transition(
  { db, actor, audit }: Deps,
  action: RedPkgAction,
  selection: Selection,
  remark: string | null,
) {
  const def = redPkgLifecycle.actions[action];
  const set =
    action === 'submit'
      ? { checkType: def.to, submitTime: sql`now()`, checkRemark: null, updatedAt: sql`now()` }
      : {
          checkType: def.to,
          checkTime: sql`now()`,
          checkUserId: actor.userId,
          checkRemark: action === 'reject' ? remark : null,
          updatedAt: sql`now()`,
        };
  return db.transaction(async (tx) => {
    await requireBatch(tx, selection.batchCode);
    let result: { count: number; money: number };
    if (!selection.all) {
      const codes = [...new Set(selection.userCodes ?? [])];
      const rows = await tx
        .select({ id: t.id, userCode: t.userCode, checkType: t.checkType, amount: t.amount })
        .from(t)
        .where(and(inArray(t.userCode, codes), eq(t.batchCode, selection.batchCode), eq(t.deleted, false)))
        .orderBy(t.id)
        .for('update');
      if (rows.length !== codes.length) throw notFound(redPkgMessages.notFound);
      for (const row of rows)
        await recordTransition(tx, redPkgLifecycle, {
          action,
          code: row.userCode,
          state: row.checkType,
          actor,
          remark,
        });
      await tx
        .update(t)
        .set(set)
        .where(
          inArray(
            t.id,
            rows.map((row) => row.id),
          ),
        );
      result = { count: rows.length, money: rows.reduce((total, row) => total + row.amount, 0) };
    } else {
      if (!hasPermission(actor, def.permission)) throw forbidden();
      const picked = tx
        .select({ id: t.id, fromState: sql<number>`${t.checkType}`.as('from_state') })
        .from(t)
        .where(selectionCondition(action, selection))
        .for('update');
      const moved = await tx.execute(sql`
        with picked as (${picked}),
        moved as (
          update ${t} set ${sql.raw('check_type')} = ${def.to},
            submit_time = ${action === 'submit' ? sql`now()` : sql`${t.submitTime}`},
            check_time = ${action === 'submit' ? sql`${t.checkTime}` : sql`now()`},
            check_user_id = ${action === 'submit' ? sql`${t.checkUserId}` : actor.userId},
            check_remark = ${action === 'reject' ? remark : null},
            updated_at = now()
          from picked where ${t.id} = picked.id
          returning ${t.userCode} as user_code, picked.from_state, ${t.amount} as amount
        ),
        history as (
          insert into state_change (entity, code, action, from_state, to_state, user_id, remark)
          select ${redPkgLifecycle.entity}, user_code, ${action}, from_state, ${def.to}, ${actor.userId}, ${remark}
          from moved
        )
        select count(*)::int as n, coalesce(sum(amount), 0)::bigint as money from moved`);
      const row = (moved as unknown as { rows: { n: number | string; money: number | string }[] }).rows[0];
      result = { count: Number(row?.n ?? 0), money: Number(row?.money ?? 0) };
    }
    if (result.count === 0)
      throw badRequest(action === 'submit' ? redPkgMessages.nothingToSubmit : redPkgMessages.nothingToCheck);
    await audit(
      {
        action: `redPkg.${action}`,
        target: selection.batchCode,
        detail: { all: selection.all === true, count: result.count, money: result.money, remark },
      },
      tx,
    );
    return result;
  });
}

export const submitUsers = (deps: Deps, body: Selection) => transition(deps, 'submit', body, null);

export const checkUsers = (deps: Deps, body: Parsed<'checkRedPkgUsers'>['body']) =>
  transition(deps, body.pass ? 'pass' : 'reject', body, body.pass ? null : (body.checkRemark ?? null));

const toBatchRow = (row: typeof redPkgBatch.$inferSelect): RedPkgBatchRow => ({
  batchCode: row.batchCode,
  batchName: row.batchName,
  areaName: row.areaName,
  remark: row.remark,
  createTime: formatApiTime(row.createdAt),
});

export async function listBatches(db: DbOrTx) {
  const rows = await db.select().from(redPkgBatch).orderBy(desc(redPkgBatch.id));
  return rows.map(toBatchRow);
}

export async function addBatch({ db, actor, audit }: Deps, body: Parsed<'addRedPkgBatch'>['body']) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(redPkgBatch)
      .values({
        batchCode: newCode('RB'),
        batchName: body.batchName,
        areaName: body.areaName,
        remark: body.remark || null,
        createUserId: actor.userId,
      })
      .returning();
    await audit({ action: 'redPkg.addBatch', target: row!.batchCode }, tx);
    return toBatchRow(row!);
  });
}
