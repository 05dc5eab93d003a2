import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Electronic cards (电子卡) a company issued to its people. The face amount left the company's balance when
 * the card was issued; `balance` is what is left on the card (spendable once approved).
 */
export const consumeCard = pgTable(
  'consume_card',
  {
    id: serial('id').primaryKey(),
    cardNo: text('card_no').notNull().unique(),
    cmpyCode: text('cmpy_code').notNull(),
    cmpyName: text('cmpy_name').notNull(),
    holderName: text('holder_name').notNull(),
    holderPhone: text('holder_phone').notNull(),
    faceAmount: bigint('face_amount', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    /** 0 pending, 1 approved, 2 rejected (contract `cardLifecycle`). */
    approveState: smallint('approve_state').notNull().default(0),
    remark: text('remark'),
    issueTime: timestamp('issue_time', { withTimezone: true }).notNull().defaultNow(),
    approveTime: timestamp('approve_time', { withTimezone: true }),
    issueUserId: integer('issue_user_id'),
    ...timestamps,
  },
  (t) => [
    index('consume_card_state').on(t.approveState, t.issueTime),
    index('consume_card_cmpy').on(t.cmpyCode, t.approveState),
    index('consume_card_holder_name').on(t.holderName),
    index('consume_card_holder_phone').on(t.holderPhone),
    index('consume_card_cmpy_name').on(t.cmpyName),
  ],
);

/**
 * Every change of a card's balance, with the balance after it: issue (+), spend at a shop (−), refund of a
 * spend or of a part of it (+, `refunded_amount` of the spend counts them, never past the spend; `refunded`
 * marks a spend refunded whole), return to the company when the card is rejected (−).
 */
export const consumeCardMovement = pgTable(
  'consume_card_movement',
  {
    id: serial('id').primaryKey(),
    movementCode: text('movement_code').notNull().unique(),
    cardNo: text('card_no').notNull(),
    kind: text('kind').notNull(),
    /** Cents, signed. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    shopCode: text('shop_code'),
    shopName: text('shop_name'),
    /** A refund names the spend it returns. */
    refOf: text('ref_of'),
    /** A spend wholly refunded (its refunds add up to it). */
    refunded: boolean('refunded').notNull().default(false),
    /** Cents of a spend refunded so far (one or more partial refunds), at most what was spent. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consume_card_movement_card').on(t.cardNo, t.createdAt),
    index('consume_card_movement_shop').on(t.shopCode, t.createdAt),
    index('consume_card_movement_time').on(t.createdAt).where(sql`${t.kind} in ('spend', 'refund')`),
  ],
);
