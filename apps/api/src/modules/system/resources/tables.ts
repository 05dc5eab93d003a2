import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

export const sysResource = pgTable(
  'sys_resource',
  {
    id: serial('id').primaryKey(),
    resourceCode: text('resource_code').notNull().unique(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    /** 0 directory, 1 menu, 2 button. */
    type: smallint('type').notNull(),
    path: text('path'),
    icon: text('icon'),
    perms: text('perms'),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** Seeded from the contract's resource tree. */
    builtin: boolean('builtin').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('sys_resource_parent').on(t.parentCode), index('sys_resource_perms').on(t.perms)],
);
