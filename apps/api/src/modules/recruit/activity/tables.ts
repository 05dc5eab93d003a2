import {
  bigint,
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

/**
 * Activities of service stations (招聘活动 type 0, 培训活动 type 1). Money in cents. `status` follows the
 * contract's `activityLifecycle`; every change is in `state_change` (entity 'activity'). The station is kept
 * by its code only.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    activityCode: text('activity_code').notNull().unique(),
    activityName: text('activity_name').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    beginTime: timestamp('begin_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    activityBudget: bigint('activity_budget', { mode: 'number' }).notNull(),
    perReward: bigint('per_reward', { mode: 'number' }).notNull(),
    stationCode: text('station_code'),
    activityDesc: text('activity_desc'),
    auditReason: text('audit_reason'),
    /** Balance info: amount submitted for settlement, and when and by whom it was paid out. */
    settleAmount: bigint('settle_amount', { mode: 'number' }),
    settleTime: timestamp('settle_time', { withTimezone: true }),
    settleUserId: integer('settle_user_id'),
    createUserId: integer('create_user_id'),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('activity_status').on(t.deleted, t.status, t.createdAt),
    index('activity_clock').on(t.status, t.beginTime),
    index('activity_name').on(t.activityName),
  ],
);

/** Companies taking part in an activity, with their name as it was when they joined. */
export const activityCmpy = pgTable(
  'activity_cmpy',
  {
    id: serial('id').primaryKey(),
    activityCode: text('activity_code').notNull(),
    cmpyCode: text('cmpy_code').notNull(),
    cmpyName: text('cmpy_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_cmpy_pair').on(t.activityCode, t.cmpyCode)],
);
