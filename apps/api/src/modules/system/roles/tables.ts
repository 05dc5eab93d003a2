import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

export const sysRole = pgTable(
  'sys_role',
  {
    id: serial('id').primaryKey(),
    roleCode: text('role_code').notNull().unique(),
    roleName: text('role_name').notNull(),
    roleKey: text('role_key').notNull(),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Holds `*:*:*`; built in, cannot be edited or removed. */
    superAdmin: boolean('super_admin').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_role_key_live').on(t.roleKey).where(sql`${t.deleted} = false`)],
);

export const sysRoleResource = pgTable(
  'sys_role_resource',
  {
    roleId: integer('role_id').notNull(),
    resourceId: integer('resource_id').notNull(),
  },
  (t) => [
    uniqueIndex('sys_role_resource_pk').on(t.roleId, t.resourceId),
    index('sys_role_resource_res').on(t.resourceId),
  ],
);
