import { bigint, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Recharge applications (充值申请): a company asks to top up its balance for a number of people; an
 * operator confirms (the balance is credited once, `recharge_statues` 1) or rejects with a reason.
 */
export const cmpyRechargeApply = pgTable(
  'cmpy_recharge_apply',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull().unique(),
    cmpyCode: text('cmpy_code').notNull(),
    /** The company's name when it applied. */
    cmpyName: text('cmpy_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactTell: text('contact_tell').notNull(),
    explainRemark: text('explain_remark'),
    rechargeTotalPeople: integer('recharge_total_people').notNull(),
    /** Cents. */
    rechargeTotalMoney: bigint('recharge_total_money', { mode: 'number' }).notNull(),
    /** 0 pending, 1 success, 2 failed (contract `rechargeLifecycle`); spelling kept from the API. */
    statues: smallint('statues').notNull().default(0),
    /** 0 not credited, 1 credited to the balance. */
    rechargeStatues: smallint('recharge_statues').notNull().default(0),
    rechargeTime: timestamp('recharge_time', { withTimezone: true }),
    remark: text('remark'),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull().defaultNow(),
    checkTime: timestamp('check_time', { withTimezone: true }),
    latestRevieEmployCode: text('latest_revie_employ_code'),
    submitUserId: integer('submit_user_id'),
    ...timestamps,
  },
  (t) => [
    index('cmpy_recharge_apply_statues').on(t.statues, t.submitTime),
    index('cmpy_recharge_apply_cmpy').on(t.cmpyCode, t.statues),
  ],
);
