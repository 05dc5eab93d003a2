import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/columns.ts';

/**
 * Companies renting rooms for their staff; linked to the platform's company where there is one. The
 * contract period bounds the allocations it may get.
 */
export const rentCompany = pgTable(
  'rent_company',
  {
    id: serial('id').primaryKey(),
    rentCmpyCode: text('rent_cmpy_code').notNull().unique(),
    cmpyName: text('cmpy_name').notNull(),
    cmpyCode: text('cmpy_code'),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contractBegin: date('contract_begin', { mode: 'string' }).notNull(),
    contractEnd: date('contract_end', { mode: 'string' }).notNull(),
    remark: text('remark'),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rent_company_name').on(t.cmpyName),
    uniqueIndex('rent_company_cmpy').on(t.cmpyCode).where(sql`${t.cmpyCode} is not null`),
    index('rent_company_contract_end').on(t.contractEnd),
  ],
);

/** Communities (小区) the operator manages; region names copied from the region table at save. */
export const rentCommunity = pgTable(
  'rent_community',
  {
    id: serial('id').primaryKey(),
    communityCode: text('community_code').notNull().unique(),
    communityName: text('community_name').notNull(),
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
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    managerName: text('manager_name').notNull(),
    managerPhone: text('manager_phone').notNull(),
    /** Material codes of its photos, in order. */
    photoCodes: jsonb('photo_codes').$type<string[]>().notNull().default([]),
    remark: text('remark'),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rent_community_name').on(t.communityName),
    index('rent_community_county').on(t.countyCode),
    index('rent_community_created').on(t.createdAt),
  ],
);

/** A unit (单元) of a building (楼栋) of a community. */
export const rentUnit = pgTable(
  'rent_unit',
  {
    id: serial('id').primaryKey(),
    unitCode: text('unit_code').notNull().unique(),
    communityId: integer('community_id')
      .notNull()
      .references(() => rentCommunity.id),
    buildingName: text('building_name').notNull(),
    unitName: text('unit_name').notNull(),
    floorCount: smallint('floor_count').notNull(),
    remark: text('remark'),
    ...timestamps,
  },
  (t) => [uniqueIndex('rent_unit_name').on(t.communityId, t.buildingName, t.unitName)],
);

/**
 * A house (房屋) of a unit. `state` (0 free, 1 allocated, 2 occupied) is kept by distribute, toEmpty and
 * move-in/out in the same transaction; `livingCount` is the residents living now.
 */
export const rentHouse = pgTable(
  'rent_house',
  {
    id: serial('id').primaryKey(),
    houseCode: text('house_code').notNull().unique(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentUnit.id),
    communityId: integer('community_id')
      .notNull()
      .references(() => rentCommunity.id),
    houseNumber: text('house_number').notNull(),
    floor: smallint('floor').notNull(),
    layout: text('layout').notNull(),
    /** Square metres × 100. */
    areaHundredths: integer('area_hundredths').notNull(),
    beds: smallint('beds').notNull(),
    rentCents: integer('rent_cents').notNull(),
    remark: text('remark'),
    state: smallint('state').notNull().default(0),
    livingCount: smallint('living_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rent_house_number').on(t.unitId, t.houseNumber),
    index('rent_house_community_state').on(t.communityId, t.state),
    index('rent_house_state').on(t.state),
  ],
);

/**
 * Allocations of a house to a rental company for a period (dates inclusive). Live ones (state 1) of one
 * house never overlap: an exclusion constraint (btree_gist, custom migration) backs the row lock taken by
 * distribute. toEmpty ends them (state 2) with who and when.
 */
export const rentAllocation = pgTable(
  'rent_allocation',
  {
    id: serial('id').primaryKey(),
    allocationCode: text('allocation_code').notNull().unique(),
    houseId: integer('house_id')
      .notNull()
      .references(() => rentHouse.id),
    rentCompanyId: integer('rent_company_id')
      .notNull()
      .references(() => rentCompany.id),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    state: smallint('state').notNull().default(1),
    remark: text('remark'),
    allocatedBy: integer('allocated_by'),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull().defaultNow(),
    vacatedBy: integer('vacated_by'),
    vacatedAt: timestamp('vacated_at', { withTimezone: true }),
  },
  (t) => [
    index('rent_allocation_house').on(t.houseId, t.state, t.beginDate),
    index('rent_allocation_company').on(t.rentCompanyId, t.state),
    index('rent_allocation_end').on(t.state, t.endDate),
  ],
);

/** People living in a house, from the allocation's company; moved out or deleted ones stay as history. */
export const rentResident = pgTable(
  'rent_resident',
  {
    id: serial('id').primaryKey(),
    bizCode: text('biz_code').notNull().unique(),
    houseId: integer('house_id')
      .notNull()
      .references(() => rentHouse.id),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => rentAllocation.id),
    rentCompanyId: integer('rent_company_id')
      .notNull()
      .references(() => rentCompany.id),
    communityId: integer('community_id')
      .notNull()
      .references(() => rentCommunity.id),
    staffName: text('staff_name').notNull(),
    gender: smallint('gender').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    moveOutDate: date('move_out_date', { mode: 'string' }),
    state: smallint('state').notNull().default(1),
    remark: text('remark'),
    createdBy: integer('created_by'),
    movedOutBy: integer('moved_out_by'),
    ...timestamps,
  },
  (t) => [
    index('rent_resident_house').on(t.houseId, t.state),
    index('rent_resident_community').on(t.communityId, t.state),
    index('rent_resident_company').on(t.rentCompanyId, t.state),
    index('rent_resident_name').on(t.staffName),
    index('rent_resident_created').on(t.createdAt),
    // One person lives in one place at a time.
    uniqueIndex('rent_resident_living').on(t.idCard).where(sql`${t.state} = 1`),
  ],
);
