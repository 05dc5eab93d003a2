import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';
import { nameSearchIndexes } from '../../../platform/query.ts';

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Job postings (spec §3 Job). `approve_type` follows the contract's `jobLifecycle` (0 pending … 6 draft,
 * 9 deleted: a soft delete, history kept). Money is in cents. Region, category parent and the chosen form's
 * rules are copied when the job is saved, so the list needs no lookups and a later change of the form does
 * not change what applicants of this job answered. Applications, favourites and shares live in their own
 * tables (`recruit/apply`) and are counted from there. A draft (6) needs only its name and company, so
 * the other form columns are nullable; publishing applies the full rules, so a job past draft has them all.
 */
export const jobInfo = pgTable(
  'job_info',
  {
    id: serial('id').primaryKey(),
    jobCode: text('job_code').notNull().unique(),
    jobName: text('job_name').notNull(),
    /** The child category's code and its parent's. */
    jobCategory: text('job_category'),
    jobCategoryParent: text('job_category_parent'),
    cmpyCode: text('cmpy_code').notNull(),
    /** Salary flag: 1 negotiable, 2 range, 3 free text (glossary decision 1). */
    flag: smallint('flag'),
    jobMinSalary: integer('job_min_salary'),
    jobMaxSalary: integer('job_max_salary'),
    salaryDescribe: text('salary_describe'),
    payCycle: smallint('pay_cycle'),
    applicationNumber: integer('application_number'),
    /** Referral rebate per person hired, in cents (the API speaks whole yuan). */
    entryRebate: integer('entry_rebate'),
    rebateRule: text('rebate_rule'),
    academicRequirement: smallint('academic_requirement'),
    workYears: smallint('work_years'),
    genderRequirement: smallint('gender_requirement'),
    /** 'min-max'. */
    ageRequirement: text('age_requirement'),
    interviewRequirements: textList('interview_requirements'),
    otherRequirements: text('other_requirements'),
    jobIntroduction: text('job_introduction'),
    workDescription: textList('work_description'),
    jobWelfare: textList('job_welfare'),
    /** Material codes (images, at most 5; video, at most 1). */
    jobPictureCodes: textList('job_picture_codes'),
    jobVideoCodes: textList('job_video_codes'),
    socialRecruitment: smallint('social_recruitment'),
    workType: smallint('work_type'),
    /** The application form (train_form_info.id) and a copy of its rules as they were when saved. */
    formId: integer('form_id'),
    formContent: text('form_content'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    countyCode: text('county_code'),
    countyName: text('county_name'),
    jobAddress: text('job_address'),
    gcj02Lon: doublePrecision('gcj02_lon'),
    gcj02Lat: doublePrecision('gcj02_lat'),
    /** Derived from GCJ-02 by the server. */
    bd09Lon: doublePrecision('bd09_lon'),
    bd09Lat: doublePrecision('bd09_lat'),
    /** On approval: 0 online at once, 1 wait to be put online. */
    automaticalPublish: smallint('automatical_publish').notNull().default(0),
    needResume: smallint('need_resume').notNull().default(1),
    approveType: smallint('approve_type').notNull().default(0),
    /** Reason of the last rejection or forced end; cleared when the job is resubmitted. */
    remark: text('remark'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    checkTime: timestamp('check_time', { withTimezone: true }),
    onlineTime: timestamp('online_time', { withTimezone: true }),
    downTime: timestamp('down_time', { withTimezone: true }),
    /** The list's order: set when saved, submitted, put online and refreshed. */
    refreshTime: timestamp('refresh_time', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('job_info_tab').on(t.approveType, t.refreshTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_info_cmpy_tab').on(
      t.cmpyCode,
      t.approveType,
      t.refreshTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Also job_info_category_of (job_code) INCLUDE (job_category_parent, job_category), by hand in migration
    // 0033_h19fig (drizzle has no INCLUDE): a job's industry read index-only.
    index('job_info_category').on(t.jobCategory),
    index('job_info_category_parent').on(t.jobCategoryParent),
    // A region filter with its tab in list order, and the other list filters' columns after the key, so a
    // region's count and its deep pages are read from the index alone (no heap rows to skip over).
    ...(
      [
        ['job_info_province_tab', t.provinceCode],
        ['job_info_city_tab', t.cityCode],
        ['job_info_county_tab', t.countyCode],
      ] as const
    ).map(([name, region]) =>
      index(name).on(
        region,
        t.approveType,
        t.refreshTime.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.workType,
        t.jobCategory,
        t.jobCategoryParent,
      ),
    ),
    // A region's counts (a list's total, its tab counts): the same filter columns without the list order, so
    // the work-type filter bounds the range and each entry is narrower (issue 20, h20rps: the total of 已上线 +
    // 河南省 + 全职 + 生产制造 read 6,669 entries in 0.5 ms instead of 12,053 of the tab index in 1.4 ms).
    ...(
      [
        ['job_info_province_count', t.provinceCode],
        ['job_info_city_count', t.cityCode],
        ['job_info_county_count', t.countyCode],
      ] as const
    ).map(([name, region]) =>
      index(name).on(region, t.approveType, t.workType, t.jobCategoryParent, t.jobCategory),
    ),
    index('job_info_submit_time').on(t.submitTime),
    // The job-name search (containsText): job_info_job_name_trgm and _bigram.
    ...nameSearchIndexes('job_info_job_name', t.jobName),
    // Jobs published in a date range (statistics).
    index('job_info_online_time').on(t.onlineTime),
  ],
);

/**
 * Jobs per company and state, kept by statement triggers on `job_info` (migration 0029, `job_tab_count_sync`)
 * in the transaction of every insert, update and delete, whoever writes: the tab counts with no filter but the
 * caller's company read these few rows instead of every job.
 */
export const jobCmpyTabCount = pgTable(
  'job_cmpy_tab_count',
  {
    cmpyCode: text('cmpy_code').notNull(),
    approveType: smallint('approve_type').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cmpyCode, t.approveType] })],
);
