import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

export interface AttachmentRecord {
  url: string;
  materialName: string;
}

/** Announcements shown on the notice detail page; `annoContent` is stored already sanitised. */
export const announcement = pgTable(
  'announcement',
  {
    id: serial('id').primaryKey(),
    annoCode: text('anno_code').notNull().unique(),
    annoTitle: text('anno_title').notNull(),
    annoContent: text('anno_content').notNull(),
    materialList: jsonb('material_list').$type<AttachmentRecord[]>().notNull().default([]),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('announcement_publish_time').on(t.publishTime)],
);
