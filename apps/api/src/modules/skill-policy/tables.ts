import { sql } from 'drizzle-orm';
import {
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
import type { AttachmentRecord } from '../common/msg/tables.ts';

/**
 * Skill organisations (技能机构) filed by operators. `status` follows the contract's `organLifecycle`
 * (0 draft, 1 submitted, 2 cancelled, 9 deleted). Region names are copied from the region table when saved.
 * A live (draft or submitted) organisation's credit code is its own; a cancelled or deleted one frees it.
 */
export const skillOrgan = pgTable(
  'skill_organ',
  {
    id: serial('id').primaryKey(),
    businessCode: text('business_code').notNull().unique(),
    organName: text('organ_name').notNull(),
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    countyCode: text('county_code').notNull(),
    countyName: text('county_name').notNull(),
    address: text('address').notNull(),
    /** GCJ-02. */
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** Training scope: course labels (training labels of type 1). */
    labelCodes: text('label_codes').array().notNull().default(sql`'{}'::text[]`),
    attachments: jsonb('attachments').$type<AttachmentRecord[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    /** The company whose staff filed it; null: filed by the platform. */
    cmpyCode: text('cmpy_code'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('skill_organ_status_created').on(t.status, t.createdAt),
    uniqueIndex('skill_organ_credit_code_live').on(t.creditCode).where(sql`${t.status} in (0, 1)`),
    index('skill_organ_credit_code').on(t.creditCode),
    index('skill_organ_name_trgm').using('gin', sql`${t.organName} gin_trgm_ops`),
    index('skill_organ_cmpy').on(t.cmpyCode),
  ],
);

/**
 * Promulgation filings (公示备案) of a skill organisation: title, rich-text body (sanitised, file links
 * unsigned) and attachments. `status` follows `promulgationLifecycle`; the history is keyed by the id.
 */
export const skillPromulgation = pgTable(
  'skill_promulgation',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<AttachmentRecord[]>().notNull().default([]),
    businessCode: text('business_code').notNull(),
    status: smallint('status').notNull().default(0),
    /** The organisation's company when filed (scopes company staff like the organisation). */
    cmpyCode: text('cmpy_code'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('skill_promulgation_status_created').on(t.status, t.createdAt),
    index('skill_promulgation_organ').on(t.businessCode, t.createdAt),
    index('skill_promulgation_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('skill_promulgation_cmpy').on(t.cmpyCode),
  ],
);
