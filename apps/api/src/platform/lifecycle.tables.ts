import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Every accepted lifecycle action: what, from which state to which, by whom, when, and why. */
export const stateChange = pgTable(
  'state_change',
  {
    id: serial('id').primaryKey(),
    /** The lifecycle's entity ('cmpy', 'station', 'activity', …). */
    entity: text('entity').notNull(),
    /** The record's business code (cmpyCode, stationCode, …). */
    code: text('code').notNull(),
    action: text('action').notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state').notNull(),
    userId: integer('user_id'),
    /** Reason or remark given with the action (rejections). */
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('state_change_record').on(t.entity, t.code, t.createdAt)],
);
