import { index, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Applications (报名 / 投递): one person applying to one job. `state` is the hiring stage of spec §4
 * (0 new … 11 resigned). The job list counts a job's deliveries from here; the application issue adds the
 * pipeline on top.
 */
export const jobApplyInfo = pgTable(
  'job_apply_info',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull().unique(),
    /** The resume sent with it; null when the job needs none. */
    resumeCode: text('resume_code'),
    jobCode: text('job_code').notNull(),
    usrCode: text('usr_code').notNull(),
    usrName: text('usr_name').notNull(),
    usrTel: text('usr_tel').notNull(),
    usrAge: smallint('usr_age'),
    /** 1 male, 2 female. */
    usrGender: smallint('usr_gender'),
    state: smallint('state').notNull().default(0),
    /** Answers to the job's custom form (field id → value). */
    formValue: jsonb('form_value').$type<Record<string, unknown>>(),
    remark: text('remark'),
    stationCode: text('station_code'),
    interviewTime: timestamp('interview_time', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('job_apply_info_job_state').on(t.jobCode, t.state),
    unique('job_apply_info_job_usr').on(t.jobCode, t.usrCode),
    index('job_apply_info_created').on(t.createdAt),
  ],
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
