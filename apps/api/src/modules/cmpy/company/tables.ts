import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';
import { nameSearchIndexes } from '../../../platform/query.ts';

/**
 * Companies and their certification: the licence and what it says, the contact, the company address
 * (region codes and GCJ-02/BD-09 coordinates), the balance recharges credit (cents), and the review.
 * Users belong to a company by `sys_user.cmpy_code`.
 */
export const cmpy = pgTable(
  'cmpy',
  {
    id: serial('id').primaryKey(),
    cmpyCode: text('cmpy_code').notNull().unique(),
    cmpyName: text('cmpy_name').notNull(),
    /** 10: recruiting company (the company picker's type). */
    cmpyType: smallint('cmpy_type').notNull().default(10),
    /** Certification: 1 certified, 0 under review, 2 rejected (contract `companyLifecycle`). */
    status: smallint('status').notNull().default(0),
    /** 统一社会信用代码, unique among companies that have one. */
    creditCode: text('credit_code'),
    /** The business licence image (stored_file key). */
    licenceObjectKey: text('licence_object_key'),
    legalPerson: text('legal_person'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    countyCode: text('county_code'),
    countyName: text('county_name'),
    address: text('address'),
    gcj02Lng: doublePrecision('gcj02_lng'),
    gcj02Lat: doublePrecision('gcj02_lat'),
    bd09Lng: doublePrecision('bd09_lng'),
    bd09Lat: doublePrecision('bd09_lat'),
    /** Balance in cents, changed only by a confirmed recharge. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** The reviewer's reason of the last rejection. */
    remark: text('remark'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    checkTime: timestamp('check_time', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('cmpy_status').on(t.status),
    index('cmpy_name').on(t.cmpyName),
    // The company-name search (containsText): cmpy_cmpy_name_trgm and _bigram.
    ...nameSearchIndexes('cmpy_cmpy_name', t.cmpyName),
    uniqueIndex('cmpy_credit_code').on(t.creditCode),
    index('cmpy_submit_time').on(t.submitTime),
    // The list, latest changed first (`newestFirst`): one status tab, and all statuses (the company picker).
    index('cmpy_list').on(t.status, t.updatedAt.desc(), t.id.desc()).where(sql`deleted = false`),
    index('cmpy_list_all').on(t.updatedAt.desc(), t.id.desc()).where(sql`deleted = false`),
  ],
);
