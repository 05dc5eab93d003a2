import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tracked events (埋点): append-only. Who triggered it is copied from the session at the time, so the
 * record keeps what was true then.
 */
export const buriedPointEvent = pgTable(
  'buried_point_event',
  {
    id: serial('id').primaryKey(),
    eventCode: text('event_code').notNull(),
    eventName: text('event_name').notNull(),
    pagePath: text('page_path').notNull().default(''),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    userCode: text('user_code').notNull(),
    username: text('username').notNull(),
    realName: text('real_name').notNull(),
    /** The user's company, for company staff holding the list permission; null for operators. */
    cmpyCode: text('cmpy_code'),
    clientIp: text('client_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buried_point_event_time').on(t.eventTime),
    index('buried_point_event_code_time').on(t.eventCode, t.eventTime),
    index('buried_point_event_name').on(t.eventName),
    index('buried_point_event_username_time').on(t.username, t.eventTime),
    index('buried_point_event_cmpy_time').on(t.cmpyCode, t.eventTime),
  ],
);
