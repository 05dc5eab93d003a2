/** Every table, for drizzle's relational queries and drizzle-kit. Each feature owns its `tables.ts`. */
export * from '../modules/cmpy/company/tables.ts';
export * from '../modules/cmpy/history-address/tables.ts';
export * from '../modules/common/buried-point/tables.ts';
export * from '../modules/common/files/tables.ts';
export * from '../modules/common/material/tables.ts';
export * from '../modules/common/msg/tables.ts';
export * from '../modules/common/region/tables.ts';
export * from '../modules/common/tree-data/tables.ts';
export * from '../modules/common/video/tables.ts';
export * from '../modules/recruit/job-category/tables.ts';
export * from '../modules/recruit/job-label/tables.ts';
export * from '../modules/system/auth/tables.ts';
export * from '../modules/system/resources/tables.ts';
export * from '../modules/system/roles/tables.ts';
export * from '../modules/system/users/tables.ts';
export * from '../modules/train/label/tables.ts';
export * from './audit.tables.ts';
