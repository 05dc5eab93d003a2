import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every genuine payment notification accepted from a provider, once: the unique key is the provider's own
 * reference, so the same notification delivered twice (providers retry until answered) is recorded and
 * applied once. Kept for reconciliation with the provider's statements.
 */
export const paymentNotice = pgTable(
  'payment_notice',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** 'charge' (money in) or 'transfer' (money out). */
    kind: text('kind').notNull(),
    /** Our number (out_trade_no): its prefix names the business record it belongs to. */
    outNo: text('out_no').notNull(),
    /** The provider's number of the payment (transaction_id). */
    providerRef: text('provider_ref').notNull(),
    /** Cents, as the provider reports them. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'succeeded' or 'failed'. */
    status: text('status').notNull(),
    failReason: text('fail_reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The notification as received (no card or account numbers: providers do not send them). */
    raw: jsonb('raw'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notice_provider_ref').on(t.provider, t.kind, t.providerRef),
    index('payment_notice_out_no').on(t.outNo),
  ],
);

/**
 * The test provider's own ledger of transfers (a real provider keeps this on its side): one row per out number,
 * which is what makes a repeated transfer request answer the first result instead of paying twice.
 */
export const paymentTestTransfer = pgTable('payment_test_transfer', {
  outNo: text('out_no').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  payeeName: text('payee_name').notNull(),
  payeeAccount: text('payee_account').notNull(),
  status: text('status').notNull(),
  failReason: text('fail_reason'),
  /** How many times it was asked for (the first one pays, the rest answer the same result). */
  requests: integer('requests').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
