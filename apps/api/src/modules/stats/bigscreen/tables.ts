import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The big screen's own data: the warning thresholds an operator sets (one row, id 1), and the monthly
 * social-security and flow figures the platform does not hold itself, imported from xlsx (one row a month).
 */
export const bigscreenWarningSetting = pgTable('bigscreen_warning_setting', {
  id: smallint('id').primaryKey(),
  recruitDays: integer('recruit_days').notNull(),
  recruitMinApply: integer('recruit_min_apply').notNull(),
  resignNum: integer('resign_num').notNull(),
  vacancyGap: integer('vacancy_gap').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bigscreenSocialReport = pgTable('bigscreen_social_report', {
  /** `YYYY-MM`. */
  reportTime: text('report_time').primaryKey(),
  insuredNum: integer('insured_num').notNull(),
  pensionNum: integer('pension_num').notNull(),
  medicalNum: integer('medical_num').notNull(),
  unemploymentNum: integer('unemployment_num').notNull(),
  injuryNum: integer('injury_num').notNull(),
  newInsuredNum: integer('new_insured_num').notNull(),
  inflowNum: integer('inflow_num').notNull(),
  outflowNum: integer('outflow_num').notNull(),
  importedBy: integer('imported_by'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
