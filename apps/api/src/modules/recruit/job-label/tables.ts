import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Job labels: `labelSort` 1 work description, 2 interview requirements, 3 welfare; a welfare label's
 * kind in `welfareType` (3 meals, 4 lodging, 5 other benefits), null for the other sorts. Jobs store the
 * chosen names comma-joined, so a removed label is only marked deleted and old jobs keep their text.
 */
export const jobLabel = pgTable(
  'job_label',
  {
    id: serial('id').primaryKey(),
    labelCode: text('label_code').notNull().unique(),
    labelName: text('label_name').notNull(),
    labelSort: smallint('label_sort').notNull(),
    welfareType: smallint('welfare_type'),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // One name once per sort among live labels.
    uniqueIndex('job_label_sort_name_live').on(t.labelSort, t.labelName).where(sql`${t.deleted} = false`),
    index('job_label_sort').on(t.labelSort),
  ],
);
