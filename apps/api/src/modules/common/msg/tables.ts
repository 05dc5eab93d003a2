import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/** An attachment: a stored file (signed URL made on each read) and its URL-encoded display name. */
export interface AttachmentRecord {
  objectKey: string;
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
    /** Whose text it is: a recruit notice's company; null for the platform's own announcements. */
    cmpyCode: text('cmpy_code'),
    materialList: jsonb('material_list').$type<AttachmentRecord[]>().notNull().default([]),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('announcement_publish_time').on(t.publishTime)],
);
