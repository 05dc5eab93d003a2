import { type SQL, sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';
import { nameSearchIndexes } from '../../../platform/query.ts';

/**
 * The resume tab of a state (contract `RESUME_TABS`: new 0 holds 0 and 2, interview 5 holds 5–8, hired 4
 * holds 4 and 9–11), kept by the database so that every list page is one ordered index range.
 */
const tabOfStateSql = (state: SQL): SQL =>
  sql`case when ${state} in (0, 2) then 0 when ${state} in (5, 6, 7, 8) then 5 when ${state} in (4, 9, 10, 11) then 4 else ${state} end`;

/**
 * Applications (报名 / 投递): one person applying to one job. `state` is the hiring stage of spec §4
 * (0 new … 11 resigned); `tab` the resume tab that shows it. The hiring company is copied from the job so
 * that company staff's lists and counts read one index.
 */
export const jobApplyInfo = pgTable(
  'job_apply_info',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull().unique(),
    /** The resume sent with it; null when the job needs none. */
    resumeCode: text('resume_code'),
    jobCode: text('job_code').notNull(),
    /** The job's company, copied when the application is made (jobs never change company). */
    cmpyCode: text('cmpy_code').notNull(),
    usrCode: text('usr_code').notNull(),
    usrName: text('usr_name').notNull(),
    usrTel: text('usr_tel').notNull(),
    usrAge: smallint('usr_age'),
    /** 1 male, 2 female. */
    usrGender: smallint('usr_gender'),
    state: smallint('state').notNull().default(0),
    tab: smallint('tab')
      .notNull()
      .generatedAlwaysAs((): SQL => tabOfStateSql(sql`state`)),
    /** When the application entered its current state (the stage's time column). */
    stateTime: timestamp('state_time', { withTimezone: true }).notNull().defaultNow(),
    /** Answers to the job's custom form (field id → value). */
    formValue: jsonb('form_value').$type<Record<string, unknown>>(),
    remark: text('remark'),
    stationCode: text('station_code'),
    interviewTime: timestamp('interview_time', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // INCLUDE (created_at, usr_code, usr_age, usr_gender) in migration 0036_h19reg (drizzle has no INCLUDE): a
    // region's statistics read each of its jobs' applications index-only.
    index('job_apply_info_job_state').on(t.jobCode, t.state),
    unique('job_apply_info_job_usr').on(t.jobCode, t.usrCode),
    // INCLUDE (job_code, usr_code, state, usr_age, usr_gender, cmpy_code) in migrations 0029_h19 and h19cmp
    // (drizzle has no INCLUDE): the statistics' date ranges, a company's too, read it index-only.
    index('job_apply_info_created').on(t.createdAt),
    // One per list: all companies, one company, one job; each a tab newest first.
    index('job_apply_info_tab').on(t.tab, t.createdAt.desc().nullsLast(), t.id.desc().nullsLast()),
    index('job_apply_info_cmpy_tab').on(
      t.cmpyCode,
      t.tab,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    index('job_apply_info_job_tab').on(
      t.jobCode,
      t.tab,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    // Migration 0033_h19fig keys it (usr_code, created_at) INCLUDE (job_code, usr_age, usr_gender) by hand.
    index('job_apply_info_usr').on(t.usrCode),
    index('job_apply_info_tel').on(t.usrTel),
    index('job_apply_info_form_value').using('gin', sql`${t.formValue} jsonb_path_ops`),
    // The applicant-name search (containsText): job_apply_info_usr_name_trgm and _bigram.
    ...nameSearchIndexes('job_apply_info_usr_name', t.usrName),
  ],
);

/**
 * Applications per company and resume tab, and per job and tab: what the unfiltered tab counts and list
 * totals read instead of counting up to a million rows. Kept by statement-level triggers on
 * `job_apply_info` (migration 0006, `apply_tab_count_sync`) in the same transaction as every insert, state
 * change and delete, whoever writes; each statement locks its counter rows in key order, company rows first.
 */
export const applyCmpyTabCount = pgTable(
  'apply_cmpy_tab_count',
  {
    cmpyCode: text('cmpy_code').notNull(),
    tab: smallint('tab').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cmpyCode, t.tab] })],
);

export const applyJobTabCount = pgTable(
  'apply_job_tab_count',
  {
    jobCode: text('job_code').notNull(),
    tab: smallint('tab').notNull(),
    cmpyCode: text('cmpy_code').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobCode, t.tab] })],
);

/**
 * Applications per company and state (the hiring stage, not the tab): what the statistics' current stage of a
 * range reads when the range holds most of the company's applications (docs/decisions.md, "Company figures
 * from the report"). Kept like the tab counts, by statement-level triggers on `job_apply_info` (migration
 * h19cmp, `apply_state_count_sync`), each statement locking its rows in key order.
 */
export const applyCmpyStateCount = pgTable(
  'apply_cmpy_state_count',
  {
    cmpyCode: text('cmpy_code').notNull(),
    state: smallint('state').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cmpyCode, t.state] })],
);

/**
 * A person's resume (spec §3 resumeVO): one per person, identified on the public apply page by the mobile
 * number; applying again updates it. Lists (work, education, training, certificates) are their own tables.
 */
export const resume = pgTable('resume', {
  id: serial('id').primaryKey(),
  resumeCode: text('resume_code').notNull().unique(),
  usrCode: text('usr_code').notNull().unique(),
  usrName: text('usr_name').notNull(),
  usrTel: text('usr_tel').notNull().unique(),
  usrIdCard: text('usr_id_card').notNull(),
  /** 1 male, 2 female. */
  usrGender: smallint('usr_gender'),
  workingYear: smallint('working_year'),
  /** Resume education (code 1 reads 其他). */
  academicRequirement: smallint('academic_requirement'),
  /** 0 regular, 1 non-regular. */
  recruit: smallint('recruit'),
  usrProvince: text('usr_province'),
  usrCity: text('usr_city'),
  usrCountry: text('usr_country'),
  /** Stored file of the head picture. */
  headPictureKey: text('head_picture_key'),
  expectPosition: text('expect_position'),
  workType: smallint('work_type'),
  /** Skills: job category codes. */
  specialSkills: text('special_skills').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

/** One entry of a resume's lists, in the order the applicant gave (`sort`). */
const resumeEntry = {
  id: serial('id').primaryKey(),
  resumeCode: text('resume_code').notNull(),
  sort: smallint('sort').notNull().default(0),
  /** `YYYY-MM` or `YYYY-MM-DD` as typed. */
  beginTime: text('begin_time'),
  endTime: text('end_time'),
};

export const resumeWork = pgTable(
  'resume_work',
  {
    ...resumeEntry,
    experienceCode: text('experience_code').notNull().unique(),
    compyName: text('compy_name').notNull(),
    jobCategoryName: text('job_category_name'),
    jobName: text('job_name').notNull(),
    workContent: text('work_content'),
  },
  (t) => [index('resume_work_resume').on(t.resumeCode, t.sort)],
);

export const resumeEducation = pgTable(
  'resume_education',
  {
    ...resumeEntry,
    educationCode: text('education_code').notNull().unique(),
    schoolName: text('school_name').notNull(),
    professionName: text('profession_name'),
    academicRequirement: smallint('academic_requirement'),
    recruit: smallint('recruit'),
  },
  (t) => [index('resume_education_resume').on(t.resumeCode, t.sort)],
);

export const resumeTrain = pgTable(
  'resume_train',
  {
    ...resumeEntry,
    trainCode: text('train_code').notNull().unique(),
    trainOrganizaName: text('train_organiza_name').notNull(),
    trainContent: text('train_content'),
  },
  (t) => [index('resume_train_resume').on(t.resumeCode, t.sort)],
);

export const resumeCertificate = pgTable(
  'resume_certificate',
  {
    id: serial('id').primaryKey(),
    resumeCode: text('resume_code').notNull(),
    sort: smallint('sort').notNull().default(0),
    vcName: text('vc_name').notNull(),
    issueTime: text('issue_time'),
    /** Stored files of the certificate's pictures. */
    objectKeys: text('object_keys').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('resume_certificate_resume').on(t.resumeCode, t.sort)],
);

/** An interview invitation (spec §3 interview info); the latest one is the application's interview. */
export const applyAudition = pgTable(
  'apply_audition',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull(),
    auditionTime: timestamp('audition_time', { withTimezone: true }).notNull(),
    auditionAddress: text('audition_address').notNull(),
    auditionContactPerson: text('audition_contact_person').notNull(),
    auditionTel: text('audition_tel').notNull(),
    auditionPrecautions: text('audition_precautions'),
    remark: text('remark'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apply_audition_apply').on(t.applyCode, t.createdAt)],
);

/**
 * The processing record of an application (spec §3 operationRecordList): every state change with who,
 * when, its operateType (= the state it led to), the departure evaluation and the interview it sent.
 */
export const applyOperationRecord = pgTable(
  'apply_operation_record',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull(),
    operateType: smallint('operate_type').notNull(),
    fromState: smallint('from_state'),
    /** Staff user; null for the applicant's own answers and the clock. */
    userId: integer('user_id'),
    remark: text('remark'),
    auditionId: integer('audition_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('apply_operation_record_apply').on(t.applyCode, t.createdAt, t.id),
    // Offers and hires by day (statistics, monitor) and hires and resignations per month (big screen).
    index('apply_operation_record_type_time').on(t.operateType, t.createdAt),
  ],
);

/** Messages to a person (消息中心): interview invitations and other notices about their applications. */
export const usrMessage = pgTable(
  'usr_message',
  {
    id: serial('id').primaryKey(),
    msgCode: text('msg_code').notNull().unique(),
    usrCode: text('usr_code').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** What it is about: 'interview' with the application's code. */
    bizType: text('biz_type').notNull(),
    bizCode: text('biz_code').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usr_message_usr').on(t.usrCode, t.createdAt)],
);

/** Every export of applicant data (privacy record): who, when, what and how many rows. */
export const applyExportRecord = pgTable(
  'apply_export_record',
  {
    id: serial('id').primaryKey(),
    /** 'apply' 报名表, 'resume' 简历表, 'resumePdf' one resume's PDF. */
    exportType: text('export_type').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    userId: integer('user_id'),
    /** The exporting user's company; null for operators. */
    cmpyCode: text('cmpy_code'),
    /** The filters or codes asked for, for an audit. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apply_export_record_created').on(t.createdAt)],
);

/** Epidemic check-ins of a person (spec §3 epidemic record): a health-code picture and a proof picture. */
export const healthProve = pgTable(
  'health_prove',
  {
    id: serial('id').primaryKey(),
    healthCode: text('health_code').notNull().unique(),
    usrCode: text('usr_code').notNull(),
    subDate: date('sub_date', { mode: 'string' }).notNull(),
    healthImgKey: text('health_img_key'),
    proveImgKey: text('prove_img_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_prove_usr').on(t.usrCode, t.subDate, t.createdAt)],
);

/** Favourites (收藏): one row per person and job. */
export const jobCollect = pgTable(
  'job_collect',
  {
    id: serial('id').primaryKey(),
    jobCode: text('job_code').notNull(),
    usrCode: text('usr_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('job_collect_job_usr').on(t.jobCode, t.usrCode)],
);

/** Shares (转发): every share counts; the person is unknown when shared without a login. */
export const jobTranspond = pgTable(
  'job_transpond',
  {
    id: serial('id').primaryKey(),
    jobCode: text('job_code').notNull(),
    usrCode: text('usr_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_transpond_job').on(t.jobCode)],
);
