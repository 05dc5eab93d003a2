import {
  COURSE_ORDER_OUT_PREFIX,
  CourseApplyState,
  type CourseOrderRow,
  courseApplyLifecycle,
  courseOrderLifecycle,
  formatApiTime,
  courseApplyMessages as M,
  type OrderFilters,
  type OrderListQuery,
  OrderPayStatus,
  orderPayStatusNames,
  paymentMessages,
} from '@hr/contract';
import { count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { recordCreation, recordSystemTransition } from '../../../platform/lifecycle.ts';
import { paymentProvider } from '../../../platform/payment/index.ts';
import type { PaymentNotice, PaymentTarget } from '../../../platform/payment/provider.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage, newestFirst } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { trainCourse } from '../course/tables.ts';
import { andAll, visibleCourse } from './filters.ts';
import { trainCourseApply as a, trainCourseOrder as o } from './tables.ts';

type ApplyRecord = typeof a.$inferSelect;
type OrderRecord = typeof o.$inferSelect;

/** The order of an online sign-up, to pay (1), for the course's price at this moment. */
export async function createOrder(tx: Tx, apply: ApplyRecord, amount: number, actor: Actor | null) {
  const orderCode = newCode(COURSE_ORDER_OUT_PREFIX);
  const [order] = await tx
    .insert(o)
    .values({
      orderCode,
      applyId: apply.id,
      courseId: apply.courseId,
      cmpyCode: apply.cmpyCode,
      usrName: apply.usrName,
      usrPhe: apply.usrPhe,
      amount,
      payStatus: OrderPayStatus.toPay,
    })
    .returning();
  await recordCreation(tx, {
    entity: courseOrderLifecycle.entity,
    code: orderCode,
    state: OrderPayStatus.toPay,
    actor,
  });
  return order!;
}

/**
 * Starts (or resumes) paying an order: a new attempt from 1 or 4 records a new out number under the row
 * lock (5); an attempt already waiting keeps its number. The provider is asked afterwards, outside the
 * transaction (docs/decisions.md Payments); asking twice with one number is one payment.
 */
export async function startPayment(
  deps: { db: Db; config: Config },
  orderCode: string,
): Promise<{ orderCode: string; amount: number; payUrl: string }> {
  const provider = paymentProvider(deps);
  const { order, courseName } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: o, courseName: trainCourse.courseName })
      .from(o)
      .innerJoin(trainCourse, eq(trainCourse.id, o.courseId))
      .where(eq(o.orderCode, orderCode))
      .for('update', { of: o });
    if (!found) throw notFound(M.orderNotFound);
    const current = found.order;
    if (current.payStatus === OrderPayStatus.succeeded) throw badRequest(M.orderPaid);
    if (current.payStatus === OrderPayStatus.paying && current.outNo) return found;
    await recordSystemTransition(tx, courseOrderLifecycle, {
      action: 'startPay',
      code: current.orderCode,
      state: current.payStatus,
    });
    const attempts = current.attempts + 1;
    const [updated] = await tx
      .update(o)
      .set({
        payStatus: OrderPayStatus.paying,
        attempts,
        outNo: `${current.orderCode}-${attempts}`,
        failReason: null,
        updatedAt: sql`now()`,
      })
      .where(eq(o.id, current.id))
      .returning();
    return { order: updated!, courseName: found.courseName };
  });
  const charge = await provider.createCharge({
    outNo: order.outNo!,
    amountCents: order.amount,
    subject: `${courseName} 报名费`,
  });
  return { orderCode: order.orderCode, amount: order.amount, payUrl: charge.payUrl };
}

/**
 * Applies a charge's outcome to its order: only the current attempt while paying (5) moves, to 3 or 4; a
 * payment moves the application 1 → 2 in the same transaction. Anything else is refused, so the notice is
 * not recorded and nothing is paid twice.
 */
export const courseOrderTarget: PaymentTarget = {
  prefix: COURSE_ORDER_OUT_PREFIX,
  kind: 'charge',
  async apply(tx: Tx, notice: PaymentNotice) {
    const [order] = await tx.select().from(o).where(eq(o.outNo, notice.outNo)).for('update');
    if (!order) throw badRequest(paymentMessages.unknownTarget);
    if (order.amount !== notice.amountCents) throw badRequest(paymentMessages.amountMismatch);
    if (order.payStatus === OrderPayStatus.succeeded) throw badRequest(M.orderPaid);
    const paid = notice.status === 'succeeded';
    const to = await recordSystemTransition(tx, courseOrderLifecycle, {
      action: paid ? 'paid' : 'payFail',
      code: order.orderCode,
      state: order.payStatus,
      remark: notice.failReason,
    });
    await tx
      .update(o)
      .set({
        payStatus: to,
        providerRef: notice.providerRef,
        failReason: notice.failReason,
        ...(paid ? { paidAt: notice.occurredAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(o.id, order.id));
    if (!paid) return;
    const [apply] = await tx.select().from(a).where(eq(a.id, order.applyId)).for('update');
    if (!apply) throw badRequest(paymentMessages.unknownTarget);
    await recordSystemTransition(tx, courseApplyLifecycle, {
      action: 'pay',
      code: apply.applyCode,
      state: apply.applyState,
    });
    await tx
      .update(a)
      .set({ applyState: CourseApplyState.paid, updatedAt: sql`now()` })
      .where(eq(a.id, apply.id));
  },
};

/* ---- the order list ---- */

type OrderFilterInput = z.output<typeof OrderFilters>;

async function orderConditions(db: DbOrTx, actor: Actor, f: OrderFilterInput): Promise<SQL[]> {
  const where: SQL[] = [];
  const scope = companyScope(actor);
  if (scope !== null) where.push(eq(o.cmpyCode, scope));
  else if (f.cmpyCode) where.push(eq(o.cmpyCode, f.cmpyCode));
  if (f.courseCode) where.push(eq(o.courseId, (await visibleCourse(db, actor, f.courseCode)).id));
  if (f.orderCode) where.push(eq(o.orderCode, f.orderCode));
  if (f.usrName) where.push(ilike(o.usrName, containsPattern(f.usrName)));
  if (f.usrPhe)
    where.push(
      /^\d{11}$/.test(f.usrPhe) ? eq(o.usrPhe, f.usrPhe) : ilike(o.usrPhe, containsPattern(f.usrPhe)),
    );
  return where;
}

const selectOrders = (db: DbOrTx) =>
  db
    .select({
      order: o,
      applyCode: a.applyCode,
      applyState: a.applyState,
      courseCode: trainCourse.courseCode,
      courseName: trainCourse.courseName,
      cmpyName: cmpy.cmpyName,
    })
    .from(o)
    .innerJoin(a, eq(a.id, o.applyId))
    .innerJoin(trainCourse, eq(trainCourse.id, o.courseId))
    .leftJoin(cmpy, eq(cmpy.cmpyCode, o.cmpyCode));

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['limit']>>[number];

const toOrderRow = (r: OrderRow): CourseOrderRow => ({
  orderCode: r.order.orderCode,
  applyCode: r.applyCode,
  courseCode: r.courseCode,
  courseName: r.courseName,
  cmpyName: r.cmpyName,
  usrName: r.order.usrName,
  usrPhe: r.order.usrPhe,
  amount: r.order.amount,
  payStatus: r.order.payStatus,
  payStatusName: orderPayStatusNames[r.order.payStatus] ?? '',
  outNo: r.order.outNo,
  providerRef: r.order.providerRef,
  failReason: r.order.failReason,
  payTime: formatApiTime(r.order.paidAt),
  createTime: formatApiTime(r.order.createdAt),
});

export async function listOrders(db: DbOrTx, actor: Actor, q: z.output<typeof OrderListQuery>) {
  const conditions = await orderConditions(db, actor, q);
  if (q.payStatus !== undefined) conditions.push(eq(o.payStatus, q.payStatus));
  const where = andAll(conditions);
  return fetchPage(db, q, o, where, async (limit, offset) =>
    (
      await selectOrders(db)
        .where(where)
        .orderBy(...newestFirst(o.createdAt, o.id))
        .limit(limit)
        .offset(offset)
    ).map(toOrderRow),
  );
}

/** Counts in the spec's order: 1 to pay, 5 paying, 3 succeeded, 4 failed. */
export async function countOrders(db: DbOrTx, actor: Actor, f: OrderFilterInput) {
  const rows = await db
    .select({ status: o.payStatus, n: count() })
    .from(o)
    .where(andAll(await orderConditions(db, actor, f)))
    .groupBy(o.payStatus);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return [1, 5, 3, 4].map((payStatus) => ({
    payStatus,
    payStatusName: orderPayStatusNames[payStatus]!,
    num: byStatus.get(payStatus) ?? 0,
  }));
}

export async function orderDetail(db: DbOrTx, actor: Actor, orderCode: string) {
  const [row] = await selectOrders(db).where(eq(o.orderCode, orderCode)).limit(1);
  if (!row || !canTouchCompanyRecord(actor, row.order.cmpyCode)) throw notFound(M.orderNotFound);
  return {
    ...toOrderRow(row),
    attempts: row.order.attempts,
    applyState: row.applyState,
    applyStateName: courseApplyLifecycle.states[row.applyState as 0 | 1 | 2] ?? '',
    history: await historyOf(db, courseOrderLifecycle, orderCode),
  };
}

export type { OrderRecord };
