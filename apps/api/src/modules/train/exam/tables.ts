import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { timestamps } from '../../../platform/columns.ts';

/**
 * A question of the bank (contract `train/exam/topic.ts`). cmpyCode: the owning school, null for the
 * platform's bank. `contentText` is the stem without markup, searched through a trigram index.
 */
export const examTopic = pgTable(
  'exam_topic',
  {
    id: serial('id').primaryKey(),
    topicCode: text('topic_code').notNull().unique(),
    cmpyCode: text('cmpy_code'),
    topicType: smallint('topic_type').notNull(),
    /** Sanitised HTML of the stem, file links unsigned. */
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    options: text('options').array().notNull(),
    answer: text('answer').array().notNull(),
    score: integer('score').notNull(),
    analysis: text('analysis').notNull().default(''),
    difficulty: smallint('difficulty').notNull(),
    labelCodes: text('label_codes').array().notNull(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('exam_topic_list').on(t.cmpyCode, t.createdAt.desc(), t.id.desc()),
    // The platform's bank (no school): `cmpy_code IS NULL` fixes no leading key, so only a partial index gives
    // its pages newest first without sorting the whole bank (docs/benchmarks.md, exams).
    index('exam_topic_platform_list').on(t.createdAt.desc(), t.id.desc()).where(sql`cmpy_code is null`),
    index('exam_topic_type').on(t.cmpyCode, t.topicType, t.difficulty),
    index('exam_topic_labels').using('gin', t.labelCodes),
    index('exam_topic_text').using('gin', sql`${t.contentText} gin_trgm_ops`),
  ],
);

/**
 * A paper of a course. composeMode 1 manual, 2 random (drawRules kept to show and to tell whether a save
 * changes the composition). openStatus / resitStatus 0 or 1.
 */
export const examPaper = pgTable(
  'exam_paper',
  {
    id: serial('id').primaryKey(),
    paperCode: text('paper_code').notNull().unique(),
    cmpyCode: text('cmpy_code'),
    paperName: text('paper_name').notNull(),
    courseId: integer('course_id').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    passScore: integer('pass_score').notNull(),
    totalScore: integer('total_score').notNull(),
    topicCount: integer('topic_count').notNull(),
    composeMode: smallint('compose_mode').notNull(),
    drawRules: jsonb('draw_rules').notNull().default(sql`'[]'::jsonb`),
    openStatus: smallint('open_status').notNull().default(0),
    resitStatus: smallint('resit_status').notNull().default(0),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('exam_paper_list').on(t.cmpyCode, t.createdAt.desc(), t.id.desc()),
    index('exam_paper_platform_list').on(t.createdAt.desc(), t.id.desc()).where(sql`cmpy_code is null`),
    index('exam_paper_course').on(t.courseId),
    index('exam_paper_open').on(t.openStatus),
    index('exam_paper_name').using('gin', sql`${t.paperName} gin_trgm_ops`),
  ],
);

/** A paper's copy of one question, in paper order; a question appears once per paper. */
export const examPaperTopic = pgTable(
  'exam_paper_topic',
  {
    id: serial('id').primaryKey(),
    paperTopicCode: text('paper_topic_code').notNull().unique(),
    paperId: integer('paper_id').notNull(),
    topicId: integer('topic_id').notNull(),
    sort: integer('sort').notNull(),
    topicType: smallint('topic_type').notNull(),
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    options: text('options').array().notNull(),
    answer: text('answer').array().notNull(),
    analysis: text('analysis').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    uniqueIndex('exam_paper_topic_once').on(t.paperId, t.topicId),
    index('exam_paper_topic_order').on(t.paperId, t.sort),
  ],
);

/**
 * One sitting of a paper by a course's student. state 0 answering, 1 waiting for marking, 2 done,
 * 3 timed out. One unfinished attempt per person and paper; attempt numbers are unique per person.
 */
export const examAttempt = pgTable(
  'exam_attempt',
  {
    id: serial('id').primaryKey(),
    attemptCode: text('attempt_code').notNull().unique(),
    paperId: integer('paper_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    studentName: text('student_name').notNull(),
    studentPhone: text('student_phone').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    state: smallint('state').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    objectiveScore: integer('objective_score').notNull().default(0),
    /** Null until every answer has a score. */
    score: integer('score'),
    passed: boolean('passed'),
    markedBy: integer('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('exam_attempt_number').on(t.paperId, t.studentPhone, t.attemptNo),
    uniqueIndex('exam_attempt_open').on(t.paperId, t.studentPhone).where(sql`state = 0`),
    index('exam_attempt_paper').on(t.paperId, t.state, t.startedAt.desc()),
    index('exam_attempt_deadline').on(t.deadlineAt).where(sql`state = 0`),
  ],
);

/** A candidate's answer to one question of the paper: score null while waiting for marking. */
export const examAttemptAnswer = pgTable(
  'exam_attempt_answer',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id').notNull(),
    paperTopicId: integer('paper_topic_id').notNull(),
    paperId: integer('paper_id').notNull(),
    answer: text('answer').array().notNull(),
    score: integer('score'),
    correct: boolean('correct'),
  },
  (t) => [
    uniqueIndex('exam_attempt_answer_once').on(t.attemptId, t.paperTopicId),
    index('exam_attempt_answer_topic').on(t.paperId, t.paperTopicId),
  ],
);
