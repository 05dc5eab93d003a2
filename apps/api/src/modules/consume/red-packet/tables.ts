import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/** Red-packet campaigns (红包批次): a named round of subsidy red packets for an area. */
export const redPkgBatch = pgTable('red_pkg_batch', {
  id: serial('id').primaryKey(),
  batchCode: text('batch_code').notNull().unique(),
  batchName: text('batch_name').notNull(),
  /** Where it is paid out (新郑市). */
  areaName: text('area_name').notNull(),
  remark: text('remark'),
  createUserId: integer('create_user_id'),
  ...timestamps,
});

/**
 * Red-packet users (红包用户): one person of a campaign with the amount to receive, moved through
 * 待提交 → 待审核 → 审核通过 / 审核驳回 (contract `redPkgLifecycle`). Removed users are soft-deleted (their
 * history stays); an ID number appears once among a campaign's users that are not removed.
 */
export const redPkgUser = pgTable(
  'red_pkg_user',
  {
    id: serial('id').primaryKey(),
    userCode: text('user_code').notNull().unique(),
    batchCode: text('batch_code').notNull(),
    realName: text('real_name').notNull(),
    /** 18 characters, X upper-case. */
    idCard: text('id_card').notNull(),
    /** 11 digits, no country prefix. */
    phone: text('phone').notNull(),
    /** Cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 0 待提交, 1 待审核, 2 审核通过, 3 审核驳回. */
    checkType: smallint('check_type').notNull().default(0),
    checkRemark: text('check_remark'),
    remark: text('remark'),
    /** 1 added by hand, 2 imported. */
    source: smallint('source').notNull().default(1),
    /** The import job that brought it. */
    importJobCode: text('import_job_code'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    checkTime: timestamp('check_time', { withTimezone: true }),
    checkUserId: integer('check_user_id'),
    createUserId: integer('create_user_id'),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('red_pkg_user_batch_id_card').on(t.batchCode, t.idCard).where(sql`${t.deleted} = false`),
    // The list: by campaign and tab, newest first; the tab counts group the same index.
    index('red_pkg_user_batch_check').on(t.batchCode, t.checkType, t.id),
    index('red_pkg_user_check').on(t.checkType, t.id),
    index('red_pkg_user_id_card').on(t.idCard),
    index('red_pkg_user_phone').on(t.phone),
    index('red_pkg_user_name').on(t.realName),
    index('red_pkg_user_source').on(t.source, t.id),
  ],
);

/**
 * People and money per campaign and review state among users not removed: what the statistics and the
 * campaign's unfiltered tab counts read instead of grouping up to a million rows. Kept by statement-level
 * triggers on `red_pkg_user` (migration 0018, `red_pkg_batch_count_sync`) in the transaction of every insert,
 * update and delete, whoever writes; each statement locks its counter rows in key order.
 */
export const redPkgBatchCount = pgTable(
  'red_pkg_batch_count',
  {
    batchCode: text('batch_code').notNull(),
    checkType: smallint('check_type').notNull(),
    num: integer('num').notNull().default(0),
    /** Cents. */
    money: bigint('money', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.batchCode, t.checkType] })],
);

/**
 * An import (导入任务): the uploaded file in object storage, its progress while it is checked and written,
 * and the outcome. The page polls it.
 */
export const redPkgImportJob = pgTable(
  'red_pkg_import_job',
  {
    id: serial('id').primaryKey(),
    jobCode: text('job_code').notNull().unique(),
    batchCode: text('batch_code').notNull(),
    fileName: text('file_name').notNull(),
    /** Object storage key of the uploaded file (kept for the error file). */
    objectKey: text('object_key').notNull(),
    /** 0 queued, 1 checking, 2 writing, 3 done, 4 failed (contract `RedPkgImportState`). */
    state: smallint('state').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    totalRows: integer('total_rows'),
    importedRows: integer('imported_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    message: text('message'),
    userId: integer('user_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('red_pkg_import_job_state').on(t.state)],
);

/** The bad rows of a failed import: the row's number in the file and what is wrong, in Chinese. */
export const redPkgImportError = pgTable(
  'red_pkg_import_error',
  {
    id: serial('id').primaryKey(),
    jobCode: text('job_code').notNull(),
    rowNo: integer('row_no').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('red_pkg_import_error_job').on(t.jobCode, t.rowNo)],
);

/**
 * Rows of an import on their way in: written in batches (other requests run between them), then moved into
 * red_pkg_user by one INSERT … SELECT in one transaction, and removed. Rows of an import the server did not
 * finish (killed) are removed at the next start; red_pkg_user never sees them.
 */
export const redPkgImportStaging = pgTable(
  'red_pkg_import_staging',
  {
    jobCode: text('job_code').notNull(),
    rowNo: integer('row_no').notNull(),
    /** The user's code, drawn while the file is read (not in the final transaction). */
    userCode: text('user_code').notNull(),
    realName: text('real_name').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('red_pkg_import_staging_job').on(t.jobCode, t.rowNo)],
);
