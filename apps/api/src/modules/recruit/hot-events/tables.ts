import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Hot events (热点事件): a title, a rich-text body (sanitised, file links unsigned), a cover from the platform's
 * material library, an open window and the platform form people fill. Its answers are the forms module's
 * (`train_form_value` with ref_type 'hotEvent' and ref_code the event's code). Its status (未开始, 进行中,
 * 已结束) is derived from the window.
 */
export const hotEvent = pgTable(
  'hot_event',
  {
    id: serial('id').primaryKey(),
    eventCode: text('event_code').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    coverCode: text('cover_code').notNull(),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    formCode: text('form_code').notNull(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('hot_event_created').on(t.createdAt),
    index('hot_event_window').on(t.beginAt, t.endAt),
    index('hot_event_end').on(t.endAt),
    index('hot_event_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
