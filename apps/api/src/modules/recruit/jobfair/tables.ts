import { doublePrecision, index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Job fairs. `state` is the lifecycle state (0 pending review, 1 passed, 2 rejected, 3 online, 9 deleted);
 * approveState and onlineState are derived from it. Region names are copied from the region table at save.
 */
export const jobfair = pgTable(
  'jobfair',
  {
    id: serial('id').primaryKey(),
    jobfairCode: text('jobfair_code').notNull().unique(),
    jobfairName: text('jobfair_name').notNull(),
    jobfairType: smallint('jobfair_type').notNull(),
    beginTime: timestamp('begin_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The poster's material and its stored file. */
    posterCode: text('poster_code').notNull(),
    posterKey: text('poster_key').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    countyCode: text('county_code').notNull(),
    countyName: text('county_name').notNull(),
    streetCode: text('street_code').notNull(),
    streetName: text('street_name').notNull(),
    committeeCode: text('committee_code'),
    committeeName: text('committee_name'),
    address: text('address').notNull(),
    /** GCJ-02. */
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    state: smallint('state').notNull().default(0),
    approveRemark: text('approve_remark'),
    /** The company holding the fair (its staff created it); null for the platform's own. */
    cmpyCode: text('cmpy_code'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    index('jobfair_state_created').on(t.state, t.createdAt),
    index('jobfair_cmpy_state').on(t.cmpyCode, t.state),
    index('jobfair_type').on(t.jobfairType),
  ],
);
