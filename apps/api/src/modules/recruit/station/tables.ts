import { sql } from 'drizzle-orm';
import {
  doublePrecision,
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
 * Service stations: an application to run a station (`applyName` is its name), reviewed by operators.
 * approveState follows the contract's `stationLifecycle` (0 pending, 1 running, 3 rejected, 9 deleted).
 * Region names are copied from the region tables when saved, so a list needs no joins.
 */
export const station = pgTable(
  'station',
  {
    id: serial('id').primaryKey(),
    stationCode: text('station_code').notNull().unique(),
    applyName: text('apply_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    countyCode: text('county_code').notNull(),
    countyName: text('county_name').notNull(),
    streetCode: text('street_code'),
    streetName: text('street_name'),
    committeeCode: text('committee_code'),
    committeeName: text('committee_name'),
    address: text('address').notNull(),
    /** GCJ-02. */
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    approveState: smallint('approve_state').notNull().default(0),
    /** Reason of the last rejection; cleared when it is resubmitted. */
    approveRemark: text('approve_remark'),
    /** The company running the station; null: a platform station. */
    cmpyCode: text('cmpy_code'),
    createdBy: integer('created_by'),
    checkTime: timestamp('check_time', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('station_state_created').on(t.approveState, t.createdAt),
    // A live station's name and phone are its own (deleted ones, state 9, free them again).
    uniqueIndex('station_apply_name_live').on(t.applyName).where(sql`${t.approveState} <> 9`),
    uniqueIndex('station_contact_phone_live').on(t.contactPhone).where(sql`${t.approveState} <> 9`),
    index('station_cmpy').on(t.cmpyCode),
  ],
);

/**
 * Applicants who joined a station (jobjoinStation): one row per application (`applyCode`); joining again
 * moves the application to the new station. `statues` is the resume tab it was joined from.
 */
export const stationMember = pgTable(
  'station_member',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull().unique(),
    stationCode: text('station_code').notNull(),
    usrCode: text('usr_code').notNull(),
    jobCode: text('job_code').notNull(),
    statues: smallint('statues').notNull(),
    joinedBy: integer('joined_by'),
    ...timestamps,
  },
  (t) => [index('station_member_station').on(t.stationCode), index('station_member_job').on(t.jobCode)],
);
