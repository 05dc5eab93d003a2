import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what: one row per accepted change. */
export const sysAuditLog = pgTable(
  'sys_audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail'),
    requestId: text('request_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_audit_log_created').on(t.createdAt), index('sys_audit_log_user').on(t.userId)],
);
