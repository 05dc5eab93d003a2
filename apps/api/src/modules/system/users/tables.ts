import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

export const sysUser = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    userCode: text('user_code').notNull().unique(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull().default(''),
    /** Company staff are scoped to this company's data; null for platform operators. */
    cmpyCode: text('cmpy_code'),
    status: smallint('status').notNull().default(1),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // A removed user's name may be taken again.
    uniqueIndex('sys_user_username_live').on(t.username).where(sql`${t.deleted} = false`),
    index('sys_user_cmpy_code').on(t.cmpyCode),
    index('sys_user_created_at').on(t.createdAt),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [uniqueIndex('sys_user_role_pk').on(t.userId, t.roleId), index('sys_user_role_role').on(t.roleId)],
);
