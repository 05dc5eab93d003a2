import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * Online (video) courses. state: 0 审核中, 1 已上线, 2 审核驳回, 4 已下线, 9 deleted (contract
 * `onlineCourseLifecycle`). cmpyCode null: a platform course. chapterCount and lessonCount are written with
 * the outline, so the list needs no join.
 */
export const onlineCourse = pgTable(
  'online_course',
  {
    id: serial('id').primaryKey(),
    courseCode: text('course_code').notNull().unique(),
    courseName: text('course_name').notNull(),
    /** 1 skill, 2 education. */
    courseType: smallint('course_type').notNull(),
    cmpyCode: text('cmpy_code'),
    teacherName: text('teacher_name').notNull().default(''),
    /** Material code of the cover image. */
    coverCode: text('cover_code').notNull(),
    /** Sanitised HTML. */
    courseIntro: text('course_intro').notNull(),
    /** Training label codes (type 1), in the order chosen. */
    labelCodes: text('label_codes').array().notNull().default(sql`'{}'::text[]`),
    state: smallint('state').notNull().default(0),
    rejectReason: text('reject_reason'),
    onlineAt: timestamp('online_at', { withTimezone: true }),
    chapterCount: integer('chapter_count').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    index('online_course_state_list').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('online_course_cmpy_list').on(t.cmpyCode, t.state, t.createdAt.desc(), t.id.desc()),
    index('online_course_type').on(t.courseType),
    index('online_course_labels').using('gin', t.labelCodes),
  ],
);

/** Chapters (章) of a course, in `sort` order. Codes stay the same across edits of the course. */
export const onlineCourseChapter = pgTable(
  'online_course_chapter',
  {
    id: serial('id').primaryKey(),
    chapterCode: text('chapter_code').notNull().unique(),
    courseId: integer('course_id').notNull(),
    chapterName: text('chapter_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('online_course_chapter_course').on(t.courseId, t.sort)],
);

/** Lessons (节/课时) of a chapter, in `sort` order: a video and/or pictures of the material library. */
export const onlineCourseLesson = pgTable(
  'online_course_lesson',
  {
    id: serial('id').primaryKey(),
    lessonCode: text('lesson_code').notNull().unique(),
    courseId: integer('course_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    lessonName: text('lesson_name').notNull(),
    lessonIntro: text('lesson_intro').notNull().default(''),
    videoCode: text('video_code'),
    pictureCodes: text('picture_codes').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('online_course_lesson_chapter').on(t.chapterId, t.sort),
    index('online_course_lesson_course').on(t.courseId),
  ],
);
