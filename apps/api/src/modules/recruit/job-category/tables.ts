import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Job categories (工种), two levels: a top-level category has no parent code. Jobs refer to a category by
 * code, so a removed one is only marked deleted.
 */
export const jobCategory = pgTable(
  'job_category',
  {
    id: serial('id').primaryKey(),
    categorieCode: text('categorie_code').notNull().unique(),
    categorieName: text('categorie_name').notNull(),
    categorieParentCode: text('categorie_parent_code'),
    categorieSort: integer('categorie_sort').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // A name once among the live children of one parent (or among the top level).
    uniqueIndex('job_category_sibling_name_live')
      .on(sql`coalesce(${t.categorieParentCode}, '')`, t.categorieName)
      .where(sql`${t.deleted} = false`),
    index('job_category_parent').on(t.categorieParentCode),
  ],
);
