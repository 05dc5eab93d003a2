import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/** Typed dictionaries, flat or nested: one row per entry, `parentCode` pointing at an entry of the same type. */
export const treeData = pgTable(
  'tree_data',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tree_data_type_code').on(t.type, t.code),
    index('tree_data_type_sort').on(t.type, t.sort),
  ],
);
