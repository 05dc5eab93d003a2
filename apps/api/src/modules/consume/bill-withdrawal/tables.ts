import { bigint, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Bill withdrawals (账单提现): a shop asks for what cards spent with it; approved, then paid to the store by
 * a transfer. `outNo` is our number of the latest payment attempt (`BW…-n`), `attempt` its n: a failed
 * payment asked for again gets a new number, a repeated request of the same attempt the provider's first
 * answer. `period` (YYYY-MM, Asia/Shanghai) counts the shop's withdrawals per month.
 */
export const billWithdrawal = pgTable(
  'consume_bill_withdrawal',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull().unique(),
    shopCode: text('shop_code').notNull(),
    shopName: text('shop_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 0 approving, 1 approved, 5 to pay, 3 paid, 4 payment failed, 2 approval failed. */
    status: smallint('status').notNull().default(0),
    period: text('period').notNull(),
    approveRemark: text('approve_remark'),
    failReason: text('fail_reason'),
    outNo: text('out_no').unique(),
    attempt: integer('attempt').notNull().default(0),
    providerRef: text('provider_ref'),
    payeeName: text('payee_name'),
    payeeAccount: text('payee_account'),
    applyTime: timestamp('apply_time', { withTimezone: true }).notNull().defaultNow(),
    approveTime: timestamp('approve_time', { withTimezone: true }),
    payTime: timestamp('pay_time', { withTimezone: true }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    applyUserId: integer('apply_user_id'),
    ...timestamps,
  },
  (t) => [
    index('consume_bill_withdrawal_status').on(t.status, t.applyTime),
    index('consume_bill_withdrawal_shop_period').on(t.shopCode, t.period),
    index('consume_bill_withdrawal_shop_name').on(t.shopName),
    index('consume_bill_withdrawal_period').on(t.period),
  ],
);
