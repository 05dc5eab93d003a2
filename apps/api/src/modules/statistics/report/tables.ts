import { date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The daily recruitment report (docs/decisions.md, "Daily recruitment report"): per Beijing day, kind
 * (1 application, 4 offer 录用, 10 hire 入职), region (every level of the job's region, '' = all) and one
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
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    dim: varchar('dim', { length: 8 }).notNull(),
    k: varchar('k', { length: 64 }).notNull(),
    label: text('label'),
    n: integer('n').notNull(),
  },
  // INCLUDE (k, label, n) in migration 0029_h19 (drizzle has no INCLUDE): a read is an index-only scan.
  (t) => [index('stat_recruit_day_read').on(t.kind, t.dim, t.regionCode, t.day)],
);

/** How far each report is filled: whole Beijing days up to and including `filled_through`. */
export const statReportState = pgTable('stat_report_state', {
  report: varchar('report', { length: 32 }).primaryKey(),
  filledThrough: date('filled_through', { mode: 'string' }),
});
