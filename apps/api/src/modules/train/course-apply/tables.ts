import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
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
import { scopedAnswers } from '../form/tables.ts';

/**
 * A course application (课程报名): one person (by mobile number) signing up for one course. applyState 0
 * intention, 1 online unpaid, 2 online paid (contract `courseApplyLifecycle`). `cmpy_code` is the course's
 * school, copied so company scope and the lists are one index range. `form_value` holds the answers to the
 * course's custom form (jsonb; GIN on the answers keyed by the course) for the ByForm filters. Placement in a class is the enrolment
 * (`train_enrolment.apply_code`).
 */
export const trainCourseApply = pgTable(
  'train_course_apply',
  {
    id: serial('id').primaryKey(),
    applyCode: text('apply_code').notNull().unique(),
    courseId: integer('course_id').notNull(),
    cmpyCode: text('cmpy_code'),
    usrName: text('usr_name').notNull(),
    usrPhe: text('usr_phe').notNull(),
    applyState: smallint('apply_state').notNull().default(0),
    remark: text('remark'),
    formValue: jsonb('form_value').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('train_course_apply_person').on(t.courseId, t.usrPhe),
    index('train_course_apply_state_list').on(t.applyState, t.createdAt.desc(), t.id.desc()),
    // The applicant-name search (containsText): train_course_apply_usr_name_trgm and _bigram.
    ...nameSearchIndexes('train_course_apply_usr_name', t.usrName),
    index('train_course_apply_cmpy_list').on(t.cmpyCode, t.applyState, t.createdAt.desc(), t.id.desc()),
    index('train_course_apply_course_list').on(t.courseId, t.applyState, t.createdAt.desc(), t.id.desc()),
    index('train_course_apply_phone').on(t.usrPhe),
    index('train_course_apply_created').on(t.createdAt),
    // The ByForm filters always name the course: its answers keyed by the course (forms' AnswerScope).
    index('train_course_apply_course_answers').using(
      'gin',
      sql`${scopedAnswers(t.courseId, t.formValue)} jsonb_path_ops`,
    ),
  ],
);

/**
 * The applications of each course in each applyState, kept equal to train_course_apply by statement triggers
 * (migration, hand-written) in the writing statement's transaction: the tab counts without a filter but the
 * caller's school or the course read these rows instead of counting the applications. `cmpy_code` is the
 * applications' school ('' for the platform's courses).
 */
export const trainCourseApplyCount = pgTable(
  'train_course_apply_count',
  {
    courseId: integer('course_id').notNull(),
    applyState: smallint('apply_state').notNull(),
    cmpyCode: text('cmpy_code').notNull(),
    num: integer('num').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.applyState] }),
    index('train_course_apply_count_cmpy').on(t.cmpyCode, t.applyState),
  ],
);

/**
 * The order of an online sign-up (课程订单), one per application: the amount in cents fixed at sign-up, its
 * payStatus 1 to pay, 5 paying, 3 paid, 4 failed (contract `courseOrderLifecycle`). Each payment attempt gets
 * a new out number (`out_no`, prefix TO); only a notification of the current attempt settles the order.
 */
export const trainCourseOrder = pgTable(
  'train_course_order',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull().unique(),
    applyId: integer('apply_id').notNull().unique(),
    courseId: integer('course_id').notNull(),
    cmpyCode: text('cmpy_code'),
    usrName: text('usr_name').notNull(),
    usrPhe: text('usr_phe').notNull(),
    amount: integer('amount').notNull(),
    payStatus: smallint('pay_status').notNull().default(1),
    outNo: text('out_no').unique(),
    attempts: integer('attempts').notNull().default(0),
    providerRef: text('provider_ref'),
    failReason: text('fail_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('train_course_order_status_list').on(t.payStatus, t.createdAt.desc(), t.id.desc()),
    index('train_course_order_cmpy_list').on(t.cmpyCode, t.payStatus, t.createdAt.desc(), t.id.desc()),
    index('train_course_order_course').on(t.courseId, t.payStatus),
    index('train_course_order_phone').on(t.usrPhe),
  ],
);
