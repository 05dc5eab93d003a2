import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/columns.ts';

/**
 * Banners of the public apps (contract `bannerKinds`): one table for the three kinds. A banner shows a
 * passed picture of the platform's material library, opens its link (linkType: 0 none, 1 job, 2 course,
 * 3 notice, 4 URL) and is shown while now is in [beginAt, endAt). Rows of a kind are shown by sortNo
 * (1-based, rewritten by each drag), then id. Removal deletes the row (the audit log keeps who did it).
 */
export const advertBanner = pgTable(
  'advert_banner',
  {
    id: serial('id').primaryKey(),
    bannerCode: text('banner_code').notNull().unique(),
    /** banner, jobBanner or authBanner. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    materialCode: text('material_code').notNull(),
    linkType: smallint('link_type').notNull(),
    /** jobCode, courseCode, annoCode or the URL; null for no link. */
    linkTarget: text('link_target'),
    sortNo: integer('sort_no').notNull(),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [index('advert_banner_kind_order').on(t.kind, t.sortNo, t.id)],
);

/**
 * Recommended courses and jobs (contract `recommendKinds`): one table, kind 'course' (targetCode a training
 * course's courseCode) or 'job' (a jobCode). A target is recommended at most once per kind. The public sees
 * an enabled recommendation while its target is online; a target that goes offline keeps its row here.
 */
export const advertRecommend = pgTable(
  'advert_recommend',
  {
    id: serial('id').primaryKey(),
    recommendCode: text('recommend_code').notNull().unique(),
    kind: text('kind').notNull(),
    targetCode: text('target_code').notNull(),
    available: boolean('available').notNull().default(true),
    sortNo: integer('sort_no').notNull(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('advert_recommend_target').on(t.kind, t.targetCode),
    index('advert_recommend_kind_order').on(t.kind, t.sortNo, t.id),
  ],
);
