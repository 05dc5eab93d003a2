import {
  canApply,
  paymentMessages,
  WithdrawalStatus,
  withdrawalLifecycle,
  withdrawalMessages,
} from '@hr/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import type { PaymentNotice, PaymentTarget } from '../../../platform/payment/provider.ts';
import { billWithdrawal as w } from './tables.ts';

/** Out numbers of withdrawal payments start with this (the payment target's prefix). */
export const WITHDRAWAL_OUT_PREFIX = 'BW';

/**
 * Applies a transfer's outcome to its withdrawal: only the current attempt in 5 待支付 moves (3 paid or
 * 4 payment failed); anything else is refused, so the notice is not recorded and nothing is paid twice.
 */
export const billWithdrawalTarget: PaymentTarget = {
  prefix: WITHDRAWAL_OUT_PREFIX,
  kind: 'transfer',
  async apply(tx: Tx, notice: PaymentNotice) {
    const [current] = await tx.select().from(w).where(eq(w.outNo, notice.outNo)).for('update');
    if (!current) throw badRequest(paymentMessages.unknownTarget);
    if (current.amount !== notice.amountCents) throw badRequest(paymentMessages.amountMismatch);
    const action = notice.status === 'succeeded' ? 'paid' : 'payFail';
    if (!canApply(withdrawalLifecycle, action, current.status)) {
      throw badRequest(
        current.status === WithdrawalStatus.paid
          ? withdrawalMessages.alreadyPaid
          : paymentMessages.unknownTarget,
      );
    }
    const to = withdrawalLifecycle.actions[action].to;
    await tx.insert(stateChange).values({
      entity: withdrawalLifecycle.entity,
      code: current.applyCode,
      action,
      fromState: current.status,
      toState: to,
      userId: null,
      remark: notice.failReason,
    });
    await tx
      .update(w)
      .set({
        status: to,
        providerRef: notice.providerRef,
        failReason: notice.failReason,
        ...(action === 'paid' ? { paidTime: notice.occurredAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(w.id, current.id));
  },
};
