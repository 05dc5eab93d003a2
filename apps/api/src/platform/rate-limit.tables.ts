import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per client and bucket for the rate limits (platform/rate-limit.ts). In the database, like
 * sessions and login challenges, so that every API node behind a load balancer counts the same requests.
 */
export const sysRateLimit = pgTable(
  'sys_rate_limit',
  {
    /** `<client address><bucket>` as @fastify/rate-limit builds it. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_rate_limit_reset').on(t.resetAt)],
);
