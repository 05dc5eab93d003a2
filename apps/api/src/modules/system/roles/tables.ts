import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * The resources the seed has offered a built-in role (operator, company staff, training school): each is
 * granted once, the first start that knows it, so a data dir made before a screen existed gets it; an
 * operator's later removal of that grant stands.
 */
export const sysRoleSeedGrant = pgTable(
  'sys_role_seed_grant',
  {
    roleId: integer('role_id').notNull(),
    resourceCode: text('resource_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceCode] })],
);
