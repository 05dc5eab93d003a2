import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';
import { nameSearchIndexes } from '../../../platform/query.ts';

/**
 * Training courses (线下培训课程). approveType: 0 审核中, 2 审核驳回, 5 审核通过, 9 强制下线, 1 已上线,
 * 4 已下线, 99 deleted (contract `courseLifecycle`). cmpyCode null: a platform course. Money in cents.
 * Lists order by `sort_at` (creation, moved forward by refreshCourse).
 */
export const trainCourse = pgTable(
  'train_course',
  {
    id: serial('id').primaryKey(),
    courseCode: text('course_code').notNull().unique(),
    courseName: text('course_name').notNull(),
    /** 1 skill, 2 education. */
    courseType: smallint('course_type').notNull(),
    /** 1 就业技能, 2 岗位技能提升, 3 创业, 4 新型学徒制, 5 专项职业能力. */
    courseNature: smallint('course_nature').notNull(),
    isFree: boolean('is_free').notNull(),
    /** Cents; 0 when free. What an application of the course will pay. */
    price: integer('price').notNull(),
    cmpyCode: text('cmpy_code'),
    labelCodes: text('label_codes').array().notNull().default(sql`'{}'::text[]`),
    coverCodes: text('cover_codes').array().notNull(),
    videoCode: text('video_code'),
    /** Sanitised HTML. */
    courseIntro: text('course_intro').notNull(),
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
    /** Places in total; the classes' capacities add up to at most this. */
    capacity: integer('capacity').notNull(),
    applyBeginAt: timestamp('apply_begin_at', { withTimezone: true }).notNull(),
    applyEndAt: timestamp('apply_end_at', { withTimezone: true }).notNull(),
    /** bizCode of the custom application form (train_form_info). */
    formCode: text('form_code'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    approveType: smallint('approve_type').notNull().default(0),
    /** The reason of the last reject or forced offline. */
    approveRemark: text('approve_remark'),
    onlineAt: timestamp('online_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    sortAt: timestamp('sort_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('train_course_state_list').on(t.approveType, t.sortAt.desc(), t.id.desc()),
    index('train_course_cmpy_list').on(t.cmpyCode, t.approveType, t.sortAt.desc(), t.id.desc()),
    index('train_course_type').on(t.courseType, t.approveType),
    index('train_course_nature').on(t.courseNature, t.approveType),
    index('train_course_price').on(t.price),
    // courseName contains-search (containsText): train_course_name_trgm and train_course_name_bigram.
    ...nameSearchIndexes('train_course_name', t.courseName),
  ],
);

/**
 * Courses per school and approveType (cmpy_code '' for platform courses): what the unfiltered tab counts read
 * instead of grouping 100,000 courses. Kept by statement-level triggers on `train_course` (migration 0018,
 * `train_course_count_sync`) in the transaction of every insert, update and delete.
 */
export const trainCourseCount = pgTable(
  'train_course_count',
  {
    cmpyCode: text('cmpy_code').notNull(),
    approveType: smallint('approve_type').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cmpyCode, t.approveType] })],
);

/**
 * A class (班级/班次) a course runs as: its days, daily times, place, teacher and capacity. One session a
 * day is written with it (train_class_session). `deleted` hides it (only an empty class can go).
 */
export const trainCourseClass = pgTable(
  'train_course_class',
  {
    id: serial('id').primaryKey(),
    classCode: text('class_code').notNull().unique(),
    courseId: integer('course_id').notNull(),
    className: text('class_name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** HH:mm, Beijing time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    place: text('place').notNull(),
    teacherName: text('teacher_name').notNull().default(''),
    capacity: integer('capacity').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('train_course_class_course').on(t.courseId, t.startDate),
    index('train_course_class_dates').on(t.startDate, t.endDate),
  ],
);

/** A session (课次) of a class: one lesson on one day, the unit of sign-in. */
export const trainClassSession = pgTable(
  'train_class_session',
  {
    id: serial('id').primaryKey(),
    sessionCode: text('session_code').notNull().unique(),
    classId: integer('class_id').notNull(),
    courseId: integer('course_id').notNull(),
    sessionDate: date('session_date').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('train_class_session_day').on(t.classId, t.sessionDate),
    index('train_class_session_date').on(t.sessionDate),
  ],
);

/**
 * A student placed in a class of a course (the enrolment, Moodle's user_enrolments / Open edX's
 * CourseEnrollment). applyCode links the course application it came from (course applications issue);
 * null for a student registered at the school's office. Removing sets removedAt (sign-ins stay).
 */
export const trainEnrolment = pgTable(
  'train_enrolment',
  {
    id: serial('id').primaryKey(),
    enrolmentCode: text('enrolment_code').notNull().unique(),
    courseId: integer('course_id').notNull(),
    classId: integer('class_id').notNull(),
    applyCode: text('apply_code'),
    studentName: text('student_name').notNull(),
    studentPhone: text('student_phone').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    placedBy: integer('placed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('train_enrolment_class').on(t.classId),
    index('train_enrolment_apply').on(t.applyCode),
    /** One live place per person and course. */
    uniqueIndex('train_enrolment_course_phone').on(t.courseId, t.studentPhone).where(sql`removed_at is null`),
  ],
);

/** A sign-in (签到) of an enrolled student at one session: when, and who recorded it. */
export const trainSignIn = pgTable(
  'train_sign_in',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    classId: integer('class_id').notNull(),
    courseId: integer('course_id').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by'),
  },
  (t) => [
    uniqueIndex('train_sign_in_once').on(t.sessionId, t.enrolmentId),
    index('train_sign_in_class').on(t.classId),
    index('train_sign_in_enrolment').on(t.enrolmentId),
  ],
);
