import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Training labels (skill 1, education 2). `labelInitial` (A–Z or #) and `labelPinyin` are derived from the
 * name at every save, for the alphabetical index and its order.
 */
export const trainLabel = pgTable(
  'train_label',
  {
    id: serial('id').primaryKey(),
    labelCode: text('label_code').notNull().unique(),
    labelName: text('label_name').notNull(),
    labelType: smallint('label_type').notNull(),
    labelHot: smallint('label_hot').notNull().default(0),
    labelDesc: text('label_desc').notNull().default(''),
    labelSort: integer('label_sort').notNull().default(0),
    labelInitial: text('label_initial').notNull(),
    labelPinyin: text('label_pinyin').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('train_label_type_name_live').on(t.labelType, t.labelName).where(sql`${t.deleted} = false`),
    index('train_label_type').on(t.labelType),
  ],
);
