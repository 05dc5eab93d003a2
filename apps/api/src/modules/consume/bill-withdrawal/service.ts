import {
  type api,
  type BillReportRow,
  formatApiTime,
  maskAccount,
  type RouteParsed,
  WITHDRAWAL_TIMES_PER_MONTH,
  type WithdrawalRow,
  WithdrawalStatus,
  withdrawalLifecycle,
  withdrawalMessages,
  withdrawalStatusTabs,
} from '@hr/contract';
import { and, count, desc, eq, gte, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { paymentProvider } from '../../../platform/payment/index.ts';
import { acceptNotice } from '../../../platform/payment/notices.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { paymentTargets } from '../../payment-targets.ts';
import { consumeCardMovement } from '../card/tables.ts';
import { findShop } from '../shop/service.ts';
import { consumeShop } from '../shop/tables.ts';
import { billWithdrawal as w } from './tables.ts';
import { WITHDRAWAL_OUT_PREFIX } from './target.ts';

type Parsed<K extends keyof typeof api.billWithdrawal> = RouteParsed<(typeof api.billWithdrawal)[K]>;
type WithdrawalRecord = typeof w.$inferSelect;

interface Deps {
  db: Db;
  actor: Actor;
  audit: AuditFn;
}

const stateName = (state: number) =>
  (withdrawalLifecycle.states as { [state: number]: string })[state] ?? String(state);

function toRow(row: WithdrawalRecord): WithdrawalRow {
  return {
    applyCode: row.applyCode,
    shopCode: row.shopCode,
    shopName: row.shopName,
    amount: row.amount,
    status: row.status,
    statusName: stateName(row.status),
    approveRemark: row.approveRemark,
    failReason: row.failReason,
    outNo: row.outNo,
    providerRef: row.providerRef,
    payeeName: row.payeeName,
    payeeAccountMasked: row.payeeAccount ? maskAccount(row.payeeAccount) : null,
    applyTime: formatApiTime(row.applyTime),
    approveTime: formatApiTime(row.approveTime),
    payTime: formatApiTime(row.payTime),
    paidTime: formatApiTime(row.paidTime),
  };
}

/** The month (YYYY-MM) of a moment in Asia/Shanghai. */
export const periodOf = (date: Date) => formatApiTime(date)!.slice(0, 7);

function conditions(q: { shopName?: string | undefined; applyCode?: string | undefined }): SQL[] {
  const where: SQL[] = [];
  if (q.shopName) where.push(ilike(w.shopName, containsPattern(q.shopName)));
  if (q.applyCode) where.push(eq(w.applyCode, q.applyCode));
  return where;
}

export async function listWithdrawals(db: DbOrTx, q: Parsed<'billList'>['query']) {
  const where = conditions(q);
  if (q.status !== undefined) where.push(eq(w.status, q.status));
  const condition = where.length ? and(...where) : undefined;
  const page = await fetchPage(db, q, w, condition, (limit, offset) =>
    db.select().from(w).where(condition).orderBy(desc(w.applyTime), desc(w.id)).limit(limit).offset(offset),
  );
  return { total: page.total, records: page.records.map(toRow) };
}

/** The counts list: `num` per status, in tab order, from one GROUP BY. */
export async function countWithdrawals(db: DbOrTx, q: Parsed<'billCount'>['query']) {
  const where = conditions(q);
  const rows = await db
    .select({ status: w.status, value: count() })
    .from(w)
    .where(where.length ? and(...where) : undefined)
    .groupBy(w.status);
  return withdrawalStatusTabs.map((tab) => ({
    status: tab.key,
    statusName: tab.label,
    num: rows.find((row) => row.status === tab.key)?.value ?? 0,
  }));
}

async function findWithdrawal(db: DbOrTx, applyCode: string, lock: boolean): Promise<WithdrawalRecord> {
  const query = db.select().from(w).where(eq(w.applyCode, applyCode));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(withdrawalMessages.notFound);
  return row;
}

export async function withdrawalInfo(db: DbOrTx, applyCode: string) {
  const row = await findWithdrawal(db, applyCode, false);
  return { ...toRow(row), history: await historyOf(db, withdrawalLifecycle, applyCode) };
}

/** Withdrawals of the shop this month that still count (a rejected one gives its turn back). */
async function usedTimes(db: DbOrTx, shopCode: string, period: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(w)
    .where(
      and(eq(w.shopCode, shopCode), eq(w.period, period), ne(w.status, WithdrawalStatus.approvalFailed)),
    );
  return row?.n ?? 0;
}

export async function remainingTimes(db: DbOrTx, shopCode: string) {
  const shop = await findShop(db, shopCode);
  const period = periodOf(new Date());
  const used = await usedTimes(db, shopCode, period);
  return {
    shopCode,
    period,
    limit: WITHDRAWAL_TIMES_PER_MONTH,
    used,
    remaining: Math.max(0, WITHDRAWAL_TIMES_PER_MONTH - used),
    available: shop.available,
  };
}

/**
 * A shop's withdrawal: under the shop's row lock, checks this month's turns and takes the amount off its
 * withdrawable bills (never below zero), so two applications at once cannot pass the limit or the balance.
 */
export function applyWithdrawal({ db, actor, audit }: Deps, body: Parsed<'applyWithdrawal'>['body']) {
  return db.transaction(async (tx) => {
    const shop = await findShop(tx, body.shopCode, true);
    const period = periodOf(new Date());
    if ((await usedTimes(tx, shop.shopCode, period)) >= WITHDRAWAL_TIMES_PER_MONTH) {
      throw badRequest(withdrawalMessages.noTimesLeft);
    }
    const taken = await tx
      .update(consumeShop)
      .set({ available: sql`${consumeShop.available} - ${body.amount}`, updatedAt: sql`now()` })
      .where(and(eq(consumeShop.shopCode, shop.shopCode), gte(consumeShop.available, body.amount)))
      .returning({ available: consumeShop.available });
    if (taken.length === 0) throw badRequest(withdrawalMessages.shopShort);
    const applyCode = newCode(WITHDRAWAL_OUT_PREFIX);
    const [row] = await tx
      .insert(w)
      .values({
        applyCode,
        shopCode: shop.shopCode,
        shopName: shop.shopName,
        amount: body.amount,
        period,
        applyUserId: actor.userId,
      })
      .returning();
    await recordCreation(tx, { entity: withdrawalLifecycle.entity, code: applyCode, state: 0, actor });
    await audit({ action: 'bill.apply', target: applyCode, detail: { ...body } }, tx);
    return toRow(row!);
  });
}

/** Approves, or rejects with a reason and gives the amount back to the shop's withdrawable bills. */
export function approveWithdrawal({ db, actor, audit }: Deps, body: Parsed<'approve'>['body']) {
  return db.transaction(async (tx) => {
    const current = await findWithdrawal(tx, body.applyCode, true);
    const reject = body.status === WithdrawalStatus.approvalFailed;
    const state = await recordTransition(tx, withdrawalLifecycle, {
      action: reject ? 'reject' : 'approve',
      code: body.applyCode,
      state: current.status,
      actor,
      remark: body.remark ?? null,
    });
    if (reject) {
      await tx
        .update(consumeShop)
        .set({ available: sql`${consumeShop.available} + ${current.amount}`, updatedAt: sql`now()` })
        .where(eq(consumeShop.shopCode, current.shopCode));
    }
    const [row] = await tx
      .update(w)
      .set({
        status: state,
        approveRemark: body.remark || null,
        approveTime: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(w.applyCode, body.applyCode))
      .returning();
    await audit({ action: reject ? 'bill.reject' : 'bill.approve', target: body.applyCode }, tx);
    return toRow(row!);
  });
}

/**
 * Pays an approved (or failed) withdrawal to the store: first records a new out number and moves it to 5 待支付
 * (one transaction, under the row lock: a second request at the same moment finds it 5 and only asks the
 * provider again with the same number, which answers the first transfer); then asks the provider outside any
 * transaction; then applies the answer as a notification would, so the answer and a later notification of
 * the same transfer apply once. A paid withdrawal is refused.
 */
export async function payToStore(deps: Deps & { config: Config }, applyCode: string) {
  const { db, actor, audit } = deps;
  const request = await db.transaction(async (tx) => {
    const current = await findWithdrawal(tx, applyCode, true);
    if (current.status === WithdrawalStatus.paid) throw badRequest(withdrawalMessages.alreadyPaid);
    if (current.status === WithdrawalStatus.toPay && current.outNo) return current;
    const state = await recordTransition(tx, withdrawalLifecycle, {
      action: 'pay',
      code: applyCode,
      state: current.status,
      actor,
    });
    const shop = await findShop(tx, current.shopCode);
    const attempt = current.attempt + 1;
    const [row] = await tx
      .update(w)
      .set({
        status: state,
        attempt,
        outNo: `${applyCode}${String(attempt).padStart(2, '0')}`,
        providerRef: null,
        failReason: null,
        payeeName: shop.bankAccountName,
        payeeAccount: shop.bankAccount,
        payTime: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(w.applyCode, applyCode))
      .returning();
    await audit({ action: 'bill.pay', target: applyCode, detail: { outNo: row!.outNo, attempt } }, tx);
    return row!;
  });
  const provider = paymentProvider(deps);
  const answer = await provider.transfer({
    outNo: request.outNo!,
    amountCents: request.amount,
    payeeName: request.payeeName!,
    payeeAccount: request.payeeAccount!,
    remark: `账单提现 ${request.applyCode}`,
  });
  if (answer.status !== 'processing') {
    await acceptNotice(
      db,
      {
        provider: provider.name,
        kind: 'transfer',
        outNo: request.outNo!,
        providerRef: answer.providerRef,
        amountCents: request.amount,
        status: answer.status,
        failReason: answer.failReason,
        occurredAt: new Date(),
        raw: { source: 'transfer-answer' },
      },
      paymentTargets,
    );
  }
  return toRow(await findWithdrawal(db, applyCode, false));
}

const monthsBetween = (begin: string, end: string) => {
  const [by, bm] = begin.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return (ey - by) * 12 + (em - bm) + 1;
};

/** Sums by shop and month (Asia/Shanghai): spends, refunds, withdrawals applied and paid. */
export async function billReport(db: DbOrTx, q: Parsed<'billReport'>['query']): Promise<BillReportRow[]> {
  const months = monthsBetween(q.beginMonth, q.endMonth);
  if (months < 1) throw badRequest('结束月份不能早于开始月份');
  if (months > 12) throw badRequest('统计范围最多12个月');
  const from = sql`(${`${q.beginMonth}-01 00:00:00`}::timestamp at time zone 'Asia/Shanghai')`;
  const to = sql`((${`${q.endMonth}-01 00:00:00`}::timestamp + interval '1 month') at time zone 'Asia/Shanghai')`;
  const mv = consumeCardMovement;
  const shopFilter = q.shopName ? sql`and s.shop_name ilike ${containsPattern(q.shopName)}` : sql``;
  const result = (await db.execute(sql`
    with spends as (
      select ${mv.shopCode} as shop_code,
             to_char(${mv.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
             count(*) filter (where ${mv.kind} = 'spend') as spend_count,
             coalesce(sum(-${mv.amount}) filter (where ${mv.kind} = 'spend'), 0) as spend_amount,
             coalesce(sum(${mv.amount}) filter (where ${mv.kind} = 'refund'), 0) as refund_amount
        from ${mv}
       where ${mv.kind} in ('spend', 'refund') and ${mv.createdAt} >= ${from} and ${mv.createdAt} < ${to}
       group by 1, 2
    ), withdrawals as (
      select ${w.shopCode} as shop_code, ${w.period} as month,
             coalesce(sum(${w.amount}) filter (where ${w.status} <> 2), 0) as withdraw_amount,
             coalesce(sum(${w.amount}) filter (where ${w.status} = 3), 0) as paid_amount
        from ${w}
       where ${w.period} >= ${q.beginMonth} and ${w.period} <= ${q.endMonth}
       group by 1, 2
    )
    select s.shop_code, s.shop_name, k.month,
           coalesce(sp.spend_count, 0) as spend_count, coalesce(sp.spend_amount, 0) as spend_amount,
           coalesce(sp.refund_amount, 0) as refund_amount,
           coalesce(wd.withdraw_amount, 0) as withdraw_amount, coalesce(wd.paid_amount, 0) as paid_amount
      from (select shop_code, month from spends union select shop_code, month from withdrawals) k
      join ${consumeShop} s on s.shop_code = k.shop_code
      left join spends sp on sp.shop_code = k.shop_code and sp.month = k.month
      left join withdrawals wd on wd.shop_code = k.shop_code and wd.month = k.month
     where true ${shopFilter}
     order by k.month desc, s.shop_name
  `)) as unknown as { rows: Record<string, string | number>[] };
  return result.rows.map((r) => ({
    shopCode: String(r.shop_code),
    shopName: String(r.shop_name),
    month: String(r.month),
    spendCount: Number(r.spend_count),
    spendAmount: Number(r.spend_amount),
    refundAmount: Number(r.refund_amount),
    withdrawAmount: Number(r.withdraw_amount),
    paidAmount: Number(r.paid_amount),
  }));
}
