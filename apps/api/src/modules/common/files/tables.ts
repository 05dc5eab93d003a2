import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every file the server stored, by object key: who uploaded it, for which company and purpose. URLs are
 * handed out only for keys listed here and only to callers who may see the file (see `canSeeFile`).
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: serial('id').primaryKey(),
    objectKey: text('object_key').notNull().unique(),
    /** The name the uploader gave. */
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    md5: text('md5').notNull(),
    /** material, video, file, third, avatar, editor, licence … (the first segment of the key). */
    purpose: text('purpose').notNull(),
    ownerUserId: integer('owner_user_id'),
    /** The uploader's company; null for platform staff. */
    cmpyCode: text('cmpy_code'),
    /**
     * An upload without a session (a public apply or form page) that no submission has named yet. The
     * submission that names it clears the flag (`filedFiles`); one still pending after a day is removed with
     * its object (`sweepUnusedUploads`).
     */
    pending: boolean('pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_file_cmpy').on(t.cmpyCode),
    index('stored_file_pending').on(t.createdAt).where(sql`${t.pending}`),
  ],
);
