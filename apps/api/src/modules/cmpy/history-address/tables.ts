import {
  doublePrecision,
  index,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Addresses a company has used (job work addresses, job fairs…), offered again by the address picker.
 * One row per company, type, county and detail address; saving it again moves it to the top
 * (`updated_at`) and keeps the latest coordinates.
 */
export const cmpyHistoryAddress = pgTable(
  'cmpy_history_address',
  {
    id: serial('id').primaryKey(),
    cmpyCode: text('cmpy_code').notNull(),
    /** 1 company address, 2 work address (the job form's picker), 3 job fair address. */
    type: smallint('type').notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: varchar('city_code', { length: 12 }).notNull(),
    cityName: text('city_name').notNull(),
    countyCode: varchar('county_code', { length: 12 }).notNull(),
    countyName: text('county_name').notNull(),
    address: text('address').notNull(),
    gcj02Lng: doublePrecision('gcj02_lng').notNull(),
    gcj02Lat: doublePrecision('gcj02_lat').notNull(),
    bd09Lng: doublePrecision('bd09_lng').notNull(),
    bd09Lat: doublePrecision('bd09_lat').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cmpy_history_address_unique').on(t.cmpyCode, t.type, t.countyCode, t.address),
    index('cmpy_history_address_recent').on(t.cmpyCode, t.type, t.updatedAt),
    index('cmpy_history_address_updated').on(t.updatedAt),
  ],
);
