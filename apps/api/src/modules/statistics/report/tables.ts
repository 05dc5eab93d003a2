import { date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The daily recruitment report (docs/decisions.md, "Daily recruitment report"): per Beijing day, kind
 * (1 application, 4 offer 录用, 10 hire 入职), company (the application's; '' = every company, the only
 * company rows being of region '': docs/decisions.md, "Company figures from the report"), region (every level
 * of the job's region, '' = all) and one
 * dimension (`total`, `industry` k = top-level job category code, `county` k = county code with its name in
 * `label`, `age` k = age band index), the number of rows counted. Filled for whole past days by
 * `refreshRecruitReport` under a PostgreSQL advisory lock; days after `stat_report_state.filled_through`
 * are counted live.
 */
export const statRecruitDay = pgTable(
  'stat_recruit_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: smallint('kind').notNull(),
    cmpyCode: varchar('cmpy_code', { length: 64 }).notNull().default(''),
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    dim: varchar('dim', { length: 8 }).notNull(),
    k: varchar('k', { length: 64 }).notNull(),
    label: text('label'),
    n: integer('n').notNull(),
  },
  // INCLUDE (k, label, n) in the h19cmp migration (drizzle has no INCLUDE): a read is an index-only scan.
  (t) => [index('stat_recruit_day_read').on(t.kind, t.dim, t.cmpyCode, t.regionCode, t.day)],
);

/** How far each report is filled: whole Beijing days up to and including `filled_through`. */
export const statReportState = pgTable('stat_report_state', {
  report: varchar('report', { length: 32 }).primaryKey(),
  filledThrough: date('filled_through', { mode: 'string' }),
});

/**
 * Distinct people of the daily report (docs/decisions.md, "Distinct people from the report"): for every whole
 * Beijing day `upto` and every day `day` in [upto - 365, upto], how many people applied on `day` and not again
 * on a later day up to `upto`, by `dim`: `industry` (k = top-level job category code; one chain per person and
 * industry), `age` (k = AGE_BANDS index) and `gender` (k = usr_gender, '' without) of the person's latest
 * application of `day`. People who applied in [a, b] (b - a <= 365) are then exactly the sum of the rows with
 * upto = b and day in [a, b]: each counts once, on the last day in the range they applied (by their latest
 * application, as the live figures take it). Platform-wide only (no region, no company).
 */
export const statPeopleDay = pgTable(
  'stat_people_day',
  {
    dim: varchar('dim', { length: 8 }).notNull(),
    k: varchar('k', { length: 64 }).notNull(),
    upto: date('upto', { mode: 'string' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  // INCLUDE (k, n) in the branch migration (drizzle has no INCLUDE): a read is an index-only scan.
  (t) => [index('stat_people_day_read').on(t.dim, t.upto, t.day)],
);
