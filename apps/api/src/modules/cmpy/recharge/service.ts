import {
  type api,
  CompanyStatus,
  formatApiTime,
  RechargeCredited,
  type RechargeDetail,
  type RechargeRow,
  RechargeStatus,
  type RouteParsed,
  rechargeLifecycle,
  rechargeMessages,
  rechargeStatusTabs,
} from '@hr/contract';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { historyOf } from '../company/history.ts';
import { cmpy } from '../company/tables.ts';
import { cmpyRechargeApply as t } from './tables.ts';

type Parsed<K extends keyof typeof api.recharge> = RouteParsed<(typeof api.recharge)[K]>;
type ApplyRecord = typeof t.$inferSelect;

const stateName = (state: number) =>
  (rechargeLifecycle.states as { [state: number]: string })[state] ?? String(state);

function toRow(row: ApplyRecord): RechargeRow {
  const {
    id: _id,
    submitUserId: _user,
    createdAt,
    updatedAt,
    submitTime,
    checkTime,
    rechargeTime,
    ...rest
  } = row;
  return {
    ...rest,
    statuesName: stateName(row.statues),
    submitTime: formatApiTime(submitTime),
    checkTime: formatApiTime(checkTime),
    rechargeTime: formatApiTime(rechargeTime),
    createTime: formatApiTime(createdAt),
    updateTime: formatApiTime(updatedAt),
  };
}

function conditions(
  actor: Actor,
  q: { cmpyName?: string | undefined; applyCode?: string | undefined },
): SQL[] {
  const where: SQL[] = [];
  const own = companyScope(actor);
  if (own) where.push(eq(t.cmpyCode, own));
  if (q.cmpyName) where.push(ilike(t.cmpyName, containsPattern(q.cmpyName)));
  if (q.applyCode) where.push(eq(t.applyCode, q.applyCode));
  return where;
}

export async function listApplications(
  db: DbOrTx,
  actor: Actor,
  q: Parsed<'queryRechargeApplyList'>['query'],
) {
  const where = conditions(actor, q);
  if (q.statues !== undefined) where.push(eq(t.statues, q.statues));
  const condition = where.length ? and(...where) : undefined;
  const page = await fetchPage(db, q, t, condition, (limit, offset) =>
    db.select().from(t).where(condition).orderBy(desc(t.submitTime), desc(t.id)).limit(limit).offset(offset),
  );
  return { total: page.total, records: page.records.map(toRow) };
}

/** One row per tab, in tab order, from one GROUP BY. */
export async function countApplications(
  db: DbOrTx,
  actor: Actor,
  q: Parsed<'queryRechargeApplyStatus'>['query'],
) {
  const where = conditions(actor, q);
  const rows = await db
    .select({ statues: t.statues, value: count() })
    .from(t)
    .where(where.length ? and(...where) : undefined)
    .groupBy(t.statues);
  return rechargeStatusTabs.map((tab) => ({
    statues: tab.key,
    statuesName: tab.label,
    count: rows.find((row) => row.statues === tab.key)?.value ?? 0,
  }));
}

export const statusDictionary = () => rechargeStatusTabs.map((tab) => ({ value: tab.key, label: tab.label }));

async function findApplication(
  db: DbOrTx,
  actor: Actor,
  applyCode: string,
  lock: boolean,
): Promise<ApplyRecord> {
  const query = db.select().from(t).where(eq(t.applyCode, applyCode));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(rechargeMessages.notFound);
  const own = companyScope(actor);
  if (own && own !== row.cmpyCode) throw forbidden(rechargeMessages.ownOnly);
  return row;
}

export async function applicationInfo(db: DbOrTx, actor: Actor, applyCode: string): Promise<RechargeDetail> {
  const row = await findApplication(db, actor, applyCode, false);
  return { ...toRow(row), history: await historyOf(db, rechargeLifecycle, applyCode) };
}

interface Deps {
  db: Db;
  actor: Actor;
  audit: AuditFn;
}

/** Company staff apply for their own company; an operator names the company. It must be certified. */
export function applyRecharge({ db, actor, audit }: Deps, body: Parsed<'checkRechargeApplyInfo'>['body']) {
  const own = companyScope(actor);
  if (own && body.cmpyCode && body.cmpyCode !== own) throw forbidden(rechargeMessages.ownOnly);
  const cmpyCode = own ?? body.cmpyCode;
  if (!cmpyCode) throw badRequest(rechargeMessages.companyRequired);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ cmpyName: cmpy.cmpyName, status: cmpy.status })
      .from(cmpy)
      .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)));
    if (!company) throw notFound('企业不存在');
    if (company.status !== CompanyStatus.certified) throw badRequest(rechargeMessages.companyNotCertified);
    const applyCode = newCode('RA');
    const [row] = await tx
      .insert(t)
      .values({
        applyCode,
        cmpyCode,
        cmpyName: company.cmpyName,
        contactPerson: body.contactPerson,
        contactTell: body.contactTell,
        explainRemark: body.explainRemark || null,
        rechargeTotalPeople: body.rechargeTotalPeople,
        rechargeTotalMoney: body.rechargeTotalMoney,
        statues: RechargeStatus.pending,
        submitUserId: actor.userId,
      })
      .returning();
    await recordCreation(tx, {
      entity: rechargeLifecycle.entity,
      code: applyCode,
      state: RechargeStatus.pending,
      actor,
    });
    await audit(
      { action: 'recharge.apply', target: applyCode, detail: { cmpyCode, money: body.rechargeTotalMoney } },
      tx,
    );
    return toRow(row!);
  });
}

/**
 * Confirms a pending application and credits the company's balance, in one transaction under the
 * application's row lock: a second confirmation (even at the same moment) finds it no longer pending and
 * is refused, so the balance grows once.
 */
export function confirmRecharge({ db, actor, audit }: Deps, applyCode: string) {
  return db.transaction(async (tx) => {
    const current = await findApplication(tx, actor, applyCode, true);
    const state = await recordTransition(tx, rechargeLifecycle, {
      action: 'recharge',
      code: applyCode,
      state: current.statues,
      actor,
    });
    const [row] = await tx
      .update(t)
      .set({
        statues: state,
        rechargeStatues: RechargeCredited.yes,
        rechargeTime: sql`now()`,
        checkTime: sql`now()`,
        latestRevieEmployCode: actor.userCode,
        updatedAt: sql`now()`,
      })
      .where(eq(t.applyCode, applyCode))
      .returning();
    await tx
      .update(cmpy)
      .set({ balance: sql`${cmpy.balance} + ${current.rechargeTotalMoney}`, updatedAt: sql`now()` })
      .where(eq(cmpy.cmpyCode, current.cmpyCode));
    await audit(
      {
        action: 'recharge.confirm',
        target: applyCode,
        detail: { cmpyCode: current.cmpyCode, money: current.rechargeTotalMoney },
      },
      tx,
    );
    return toRow(row!);
  });
}

export function rejectRecharge({ db, actor, audit }: Deps, body: Parsed<'rejectRecharge'>['body']) {
  return db.transaction(async (tx) => {
    const current = await findApplication(tx, actor, body.applyCode, true);
    const state = await recordTransition(tx, rechargeLifecycle, {
      action: 'reject',
      code: body.applyCode,
      state: current.statues,
      actor,
      remark: body.remark,
    });
    const [row] = await tx
      .update(t)
      .set({
        statues: state,
        remark: body.remark,
        checkTime: sql`now()`,
        latestRevieEmployCode: actor.userCode,
        updatedAt: sql`now()`,
      })
      .where(eq(t.applyCode, body.applyCode))
      .returning();
    await audit({ action: 'recharge.reject', target: body.applyCode, detail: { remark: body.remark } }, tx);
    return toRow(row!);
  });
}
