import { paymentMessages } from '@hr/contract';
import type { Db } from '../db.ts';
import { badRequest } from '../errors.ts';
import type { PaymentNotice, PaymentTarget } from './provider.ts';
import { paymentNotice } from './tables.ts';

/**
 * Records a genuine notification and applies it to the business record it names, in one transaction: the
 * same notification again (providers retry, two may arrive at once) finds its row already there and changes
 * nothing. A notification no target owns, or one its target refuses, is not recorded.
 */
export function acceptNotice(
  db: Db,
  notice: PaymentNotice,
  targets: readonly PaymentTarget[],
): Promise<'applied' | 'duplicate'> {
  const target = targets.find((t) => t.kind === notice.kind && notice.outNo.startsWith(t.prefix));
  if (!target) throw badRequest(paymentMessages.unknownTarget);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentNotice)
      .values({
        provider: notice.provider,
        kind: notice.kind,
        outNo: notice.outNo,
        providerRef: notice.providerRef,
        amountCents: notice.amountCents,
        status: notice.status,
        failReason: notice.failReason,
        occurredAt: notice.occurredAt,
        raw: notice.raw,
      })
      .onConflictDoNothing({
        target: [paymentNotice.provider, paymentNotice.kind, paymentNotice.providerRef],
      })
      .returning({ id: paymentNotice.id });
    if (inserted.length === 0) return 'duplicate';
    await target.apply(tx, notice);
    return 'applied';
  });
}
