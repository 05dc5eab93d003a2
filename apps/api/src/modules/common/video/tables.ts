import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * A chunked video upload: one per uploader and file md5 until it is complete. Its chunks wait in the object
 * storage (`chunks/<taskId>/<block>`, chunks.ts) until `updateVideoState` assembles them into one stored file.
 * state: 1 uploading, 3 assembling, 2 complete (see VIDEO_STATE in the contract).
 */
export const videoTask = pgTable(
  'video_task',
  {
    id: serial('id').primaryKey(),
    taskId: text('task_id').notNull().unique(),
    uploaderId: integer('uploader_id').notNull(),
    /** The uploader's userCode: `uid` of the answer, sent back as `user_id` with each chunk. */
    uploaderCode: text('uploader_code').notNull(),
    cmpyCode: text('cmpy_code'),
    materialCode: text('material_code').notNull(),
    /** 'material' (mp4 ≤ 100 MB) or 'shared' (ten extensions ≤ 30 MB). */
    flow: text('flow').notNull(),
    md5: text('md5').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    totalBlock: integer('total_block').notNull(),
    state: smallint('state').notNull().default(1),
    objectKey: text('object_key'),
    ...timestamps,
  },
  (t) => [
    index('video_task_uploader_md5').on(t.uploaderId, t.md5),
    index('video_task_updated').on(t.updatedAt),
  ],
);

/** The chunks a task has received (each verified against its own md5 before it was kept). */
export const videoBlock = pgTable(
  'video_block',
  {
    taskId: text('task_id').notNull(),
    block: integer('block').notNull(),
    size: integer('size').notNull(),
    md5: text('md5').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.block] })],
);
