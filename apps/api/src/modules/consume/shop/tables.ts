import { bigint, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Shops (商户) that accept electronic cards. `available` is what the shop may still withdraw, in cents:
 * spends add to it, refunds and withdrawal applications take from it (a rejected withdrawal gives it back),
 * always by a conditional UPDATE, so it never goes below zero.
 */
export const consumeShop = pgTable(
  'consume_shop',
  {
    id: serial('id').primaryKey(),
    shopCode: text('shop_code').notNull().unique(),
    shopName: text('shop_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    /** 1 open, 0 closed. */
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('consume_shop_name').on(t.shopName)],
);
