/** Every table, for drizzle's relational queries and drizzle-kit. Each feature owns its `tables.ts`. */
export * from '../modules/cmpy/company/tables.ts';
export * from '../modules/common/msg/tables.ts';
export * from '../modules/system/auth/tables.ts';
export * from '../modules/system/resources/tables.ts';
export * from '../modules/system/roles/tables.ts';
export * from '../modules/system/users/tables.ts';
export * from './audit.tables.ts';
