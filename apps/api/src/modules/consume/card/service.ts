import {
  type api,
  CardApproveState,
  type CardDetail,
  type CardMovement,
  CardMovementKind,
  type CardRow,
  CompanyStatus,
  cardLifecycle,
  cardMessages,
  cardMovementLabels,
  cardStateTabs,
  formatApiTime,
  type RouteParsed,
} from '@hr/contract';
import { and, asc, count, desc, eq, gte, ilike, type SQL, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysUser } from '../../system/users/tables.ts';
import { findShop } from '../shop/service.ts';
import { consumeShop } from '../shop/tables.ts';
import { consumeCard as c, consumeCardMovement as m } from './tables.ts';

type Parsed<K extends keyof typeof api.card> = RouteParsed<(typeof api.card)[K]>;
type CardRecord = typeof c.$inferSelect;
type MovementRecord = typeof m.$inferSelect;

interface Deps {
  db: Db;
  actor: Actor;
  audit: AuditFn;
}

const stateName = (state: number) =>
  (cardLifecycle.states as { [state: number]: string })[state] ?? String(state);

function toRow(row: CardRecord): CardRow {
  return {
    cardNo: row.cardNo,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    holderName: row.holderName,
    holderPhone: row.holderPhone,
    faceAmount: row.faceAmount,
    balance: row.balance,
    approveState: row.approveState,
    approveStateName: stateName(row.approveState),
    remark: row.remark,
    issueTime: formatApiTime(row.issueTime),
    approveTime: formatApiTime(row.approveTime),
  };
}

const toMovement = (row: MovementRecord, operator: string | null = null): CardMovement => ({
  movementCode: row.movementCode,
  kind: row.kind,
  kindName: cardMovementLabels[row.kind as CardMovementKind] ?? row.kind,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  shopCode: row.shopCode,
  shopName: row.shopName,
  refunded: row.refunded,
  refundedAmount: row.refundedAmount,
  time: formatApiTime(row.createdAt),
  operator,
});

function conditions(actor: Actor, q: Parsed<'cardCount'>['query']): SQL[] {
  const where: SQL[] = [];
  const own = companyScope(actor);
  if (own) where.push(eq(c.cmpyCode, own));
  if (q.cmpyName) where.push(ilike(c.cmpyName, containsPattern(q.cmpyName)));
  if (q.holderName) where.push(ilike(c.holderName, containsPattern(q.holderName)));
  if (q.holderPhone) where.push(eq(c.holderPhone, q.holderPhone));
  if (q.cardNo) where.push(eq(c.cardNo, q.cardNo));
  return where;
}

export async function listCards(db: DbOrTx, actor: Actor, q: Parsed<'cardList'>['query']) {
  const where = conditions(actor, q);
  if (q.approveState !== undefined) where.push(eq(c.approveState, q.approveState));
  const condition = where.length ? and(...where) : undefined;
  const page = await fetchPage(db, q, c, condition, (limit, offset) =>
    db.select().from(c).where(condition).orderBy(desc(c.issueTime), desc(c.id)).limit(limit).offset(offset),
  );
  return { total: page.total, records: page.records.map(toRow) };
}

/** One row per tab, in tab order, from one GROUP BY. */
export async function countCards(db: DbOrTx, actor: Actor, q: Parsed<'cardCount'>['query']) {
  const where = conditions(actor, q);
  const rows = await db
    .select({ state: c.approveState, value: count() })
    .from(c)
    .where(where.length ? and(...where) : undefined)
    .groupBy(c.approveState);
  return cardStateTabs.map((tab) => ({
    approveState: tab.key,
    approveStateName: tab.label,
    num: rows.find((row) => row.state === tab.key)?.value ?? 0,
  }));
}

async function findCard(db: DbOrTx, actor: Actor, cardNo: string, lock: boolean): Promise<CardRecord> {
  const query = db.select().from(c).where(eq(c.cardNo, cardNo));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(cardMessages.notFound);
  const own = companyScope(actor);
  if (own && own !== row.cmpyCode) throw forbidden(cardMessages.ownOnly);
  return row;
}

export async function cardInfo(db: DbOrTx, actor: Actor, cardNo: string): Promise<CardDetail> {
  const card = await findCard(db, actor, cardNo, false);
  const movements = await db
    .select({ movement: m, operator: sysUser.realName })
    .from(m)
    .leftJoin(sysUser, eq(sysUser.id, m.userId))
    .where(eq(m.cardNo, cardNo))
    .orderBy(asc(m.createdAt), asc(m.id));
  return {
    ...toRow(card),
    movements: movements.map((row) => toMovement(row.movement, row.operator)),
    history: await historyOf(db, cardLifecycle, cardNo),
  };
}

function ownCompany(actor: Actor, cmpyCode: string | undefined): string {
  const own = companyScope(actor);
  if (own && cmpyCode && cmpyCode !== own) throw forbidden(cardMessages.ownOnly);
  const code = own ?? cmpyCode;
  if (!code) throw badRequest(cardMessages.companyRequired);
  return code;
}

export async function companyBalance(db: DbOrTx, actor: Actor, cmpyCode: string | undefined) {
  const code = ownCompany(actor, cmpyCode);
  const [row] = await db
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName, balance: cmpy.balance })
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, code), eq(cmpy.deleted, false)));
  if (!row) throw notFound('企业不存在');
  return row;
}

/** A card number as printed on a card: 8 digits of date and 8 random (unique by the table's key). */
const newCardNo = () => {
  const day = formatApiTime(new Date())!.slice(0, 10).replaceAll('-', '');
  return `${day}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
};

async function addMovement(
  tx: Tx,
  values: Omit<typeof m.$inferInsert, 'movementCode'>,
): Promise<MovementRecord> {
  const [row] = await tx
    .insert(m)
    .values({ movementCode: newCode('CM'), ...values })
    .returning();
  return row!;
}

/**
 * Issues a card: takes its amount off the company's balance by a conditional UPDATE (`balance >= amount`),
 * which PostgreSQL re-checks after waiting for any other issue holding the row, so simultaneous issues never
 * take more than the company holds. The card waits for approval.
 */
export function issueCard({ db, actor, audit }: Deps, body: Parsed<'issueCard'>['body']) {
  const cmpyCode = ownCompany(actor, body.cmpyCode);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ cmpyName: cmpy.cmpyName, status: cmpy.status })
      .from(cmpy)
      .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)));
    if (!company) throw notFound('企业不存在');
    if (company.status !== CompanyStatus.certified) throw badRequest(cardMessages.companyNotCertified);
    const taken = await tx
      .update(cmpy)
      .set({ balance: sql`${cmpy.balance} - ${body.faceAmount}`, updatedAt: sql`now()` })
      .where(and(eq(cmpy.cmpyCode, cmpyCode), gte(cmpy.balance, body.faceAmount)))
      .returning({ balance: cmpy.balance });
    if (taken.length === 0) throw badRequest(cardMessages.balanceShort);
    const cardNo = newCardNo();
    const [card] = await tx
      .insert(c)
      .values({
        cardNo,
        cmpyCode,
        cmpyName: company.cmpyName,
        holderName: body.holderName,
        holderPhone: body.holderPhone,
        faceAmount: body.faceAmount,
        balance: body.faceAmount,
        approveState: CardApproveState.pending,
        issueUserId: actor.userId,
      })
      .returning();
    await addMovement(tx, {
      cardNo,
      kind: CardMovementKind.issue,
      amount: body.faceAmount,
      balanceAfter: body.faceAmount,
      userId: actor.userId,
    });
    await recordCreation(tx, { entity: cardLifecycle.entity, code: cardNo, state: 0, actor });
    await audit({ action: 'card.issue', target: cardNo, detail: { cmpyCode, amount: body.faceAmount } }, tx);
    return toRow(card!);
  });
}

/** Approves a pending card, or rejects it with a reason and gives what is on it back to the company. */
export function approveCard({ db, actor, audit }: Deps, body: Parsed<'approveCard'>['body']) {
  return db.transaction(async (tx) => {
    const current = await findCard(tx, actor, body.cardNo, true);
    const reject = body.approveState === CardApproveState.rejected;
    const state = await recordTransition(tx, cardLifecycle, {
      action: reject ? 'reject' : 'approve',
      code: body.cardNo,
      state: current.approveState,
      actor,
      remark: body.remark ?? null,
    });
    if (reject && current.balance > 0) {
      await tx
        .update(cmpy)
        .set({ balance: sql`${cmpy.balance} + ${current.balance}`, updatedAt: sql`now()` })
        .where(eq(cmpy.cmpyCode, current.cmpyCode));
      await addMovement(tx, {
        cardNo: body.cardNo,
        kind: CardMovementKind.return,
        amount: -current.balance,
        balanceAfter: 0,
        userId: actor.userId,
      });
    }
    const [row] = await tx
      .update(c)
      .set({
        approveState: state,
        remark: body.remark || null,
        approveTime: sql`now()`,
        ...(reject ? { balance: 0 } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(c.cardNo, body.cardNo))
      .returning();
    await audit(
      {
        action: reject ? 'card.reject' : 'card.approve',
        target: body.cardNo,
        detail: { remark: body.remark },
      },
      tx,
    );
    return toRow(row!);
  });
}

/** A spend at a shop: off the approved card's balance (never below zero), onto the shop's withdrawable bills. */
export function spendCard({ db, actor, audit }: Deps, body: Parsed<'spendCard'>['body']) {
  return db.transaction(async (tx) => {
    const card = await findCard(tx, actor, body.cardNo, true);
    if (card.approveState !== CardApproveState.approved) throw badRequest(cardMessages.notApproved);
    const shop = await findShop(tx, body.shopCode, true);
    if (shop.status !== 1) throw badRequest(cardMessages.shopClosed);
    const [after] = await tx
      .update(c)
      .set({ balance: sql`${c.balance} - ${body.amount}`, updatedAt: sql`now()` })
      .where(and(eq(c.cardNo, body.cardNo), gte(c.balance, body.amount)))
      .returning({ balance: c.balance });
    if (!after) throw badRequest(cardMessages.cardBalanceShort);
    await tx
      .update(consumeShop)
      .set({ available: sql`${consumeShop.available} + ${body.amount}`, updatedAt: sql`now()` })
      .where(eq(consumeShop.shopCode, body.shopCode));
    const movement = await addMovement(tx, {
      cardNo: body.cardNo,
      kind: CardMovementKind.spend,
      amount: -body.amount,
      balanceAfter: after.balance,
      shopCode: shop.shopCode,
      shopName: shop.shopName,
      userId: actor.userId,
    });
    await audit(
      { action: 'card.spend', target: body.cardNo, detail: { shopCode: shop.shopCode, amount: body.amount } },
      tx,
    );
    return toMovement(movement, actor.realName);
  });
}

/**
 * Refunds a spend, whole or in parts (`amount`, default what is left of it): back onto the card, off the
 * shop's withdrawable bills (refused when the shop has already withdrawn them). Under the spend's row lock
 * the refunds of a spend never add up to more than it.
 */
export function refundCard({ db, actor, audit }: Deps, body: Parsed<'refundCard'>['body']) {
  return db.transaction(async (tx) => {
    const [spend] = await tx.select().from(m).where(eq(m.movementCode, body.movementCode)).for('update');
    if (!spend) throw notFound(cardMessages.movementNotFound);
    await findCard(tx, actor, spend.cardNo, true);
    if (spend.kind !== CardMovementKind.spend || !spend.shopCode) throw badRequest(cardMessages.notSpend);
    const left = -spend.amount - spend.refundedAmount;
    if (spend.refunded || left <= 0) throw badRequest(cardMessages.alreadyRefunded);
    const amount = body.amount ?? left;
    if (amount > left) throw badRequest(cardMessages.refundTooMuch);
    const back = await tx
      .update(consumeShop)
      .set({ available: sql`${consumeShop.available} - ${amount}`, updatedAt: sql`now()` })
      .where(and(eq(consumeShop.shopCode, spend.shopCode), gte(consumeShop.available, amount)))
      .returning({ shopCode: consumeShop.shopCode });
    if (back.length === 0) throw badRequest(cardMessages.shopShort);
    const [after] = await tx
      .update(c)
      .set({ balance: sql`${c.balance} + ${amount}`, updatedAt: sql`now()` })
      .where(eq(c.cardNo, spend.cardNo))
      .returning({ balance: c.balance });
    await tx
      .update(m)
      .set({ refundedAmount: spend.refundedAmount + amount, refunded: amount === left })
      .where(eq(m.id, spend.id));
    const movement = await addMovement(tx, {
      cardNo: spend.cardNo,
      kind: CardMovementKind.refund,
      amount,
      balanceAfter: after!.balance,
      shopCode: spend.shopCode,
      shopName: spend.shopName,
      refOf: spend.movementCode,
      userId: actor.userId,
    });
    await audit(
      { action: 'card.refund', target: spend.cardNo, detail: { spend: spend.movementCode, amount } },
      tx,
    );
    return toMovement(movement, actor.realName);
  });
}
