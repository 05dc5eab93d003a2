import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Revocable login sessions; the token itself is never stored, only its SHA-256. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sys_session_user').on(t.userId)],
);

/**
 * One-time slide-to-verify challenges. Kept in the database (not memory) so that any API node can check
 * a pass issued by another.
 */
export const sysLoginChallenge = pgTable(
  'sys_login_challenge',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passTokenHash: text('pass_token_hash').unique(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sys_login_challenge_created').on(t.createdAt)],
);

/**
 * Failed logins per username as typed, known or not (an unknown name locks exactly like a real one, so the
 * answers cannot tell them apart). Each attempt is reserved here atomically before the password is checked,
 * so parallel guesses cannot get past the lockout. A success deletes the row.
 */
export const sysLoginAttempt = pgTable(
  'sys_login_attempt',
  {
    username: text('username').primaryKey(),
    failedCount: smallint('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_login_attempt_updated').on(t.updatedAt)],
);
