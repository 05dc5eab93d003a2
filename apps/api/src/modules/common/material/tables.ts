import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/** Folders of the material library, per company (cmpyCode null: the platform's own library) and type. */
export const materialGroup = pgTable(
  'material_group',
  {
    id: serial('id').primaryKey(),
    groupCode: text('group_code').notNull().unique(),
    groupName: text('group_name').notNull(),
    cmpyCode: text('cmpy_code'),
    /** 0 recruitment (listed by the common paths), 1 training (the /train/course paths). */
    groupType: smallint('group_type').notNull().default(0),
    ...timestamps,
  },
  (t) => [unique('material_group_name').on(t.cmpyCode, t.groupType, t.groupName).nullsNotDistinct()],
);

/**
 * Images and videos in the library. applyState: 1 passed (selectable), 2 failed (auditJson holds the
 * reason), anything else under review. A video has no objectKey until its chunks are assembled.
 */
export const material = pgTable(
  'material',
  {
    id: serial('id').primaryKey(),
    materialCode: text('material_code').notNull().unique(),
    cmpyCode: text('cmpy_code'),
    groupCode: text('group_code'),
    /** 1 image, 2 video. */
    materialType: smallint('material_type').notNull(),
    materialName: text('material_name').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    md5: text('md5').notNull(),
    objectKey: text('object_key'),
    applyState: smallint('apply_state').notNull().default(0),
    /** JSON: { reason, auditor, auditTime } of the last review. */
    auditJson: text('audit_json'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('material_cmpy_type').on(t.cmpyCode, t.materialType, t.createdAt),
    index('material_group_idx').on(t.groupCode),
    index('material_apply_state').on(t.applyState),
    index('material_md5').on(t.md5),
    // Serving a file looks up whether it is a deleted material's.
    index('material_object_key').on(t.objectKey),
  ],
);
