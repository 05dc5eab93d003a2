import { type OnlineCourseInput, OnlineCourseState, onlineCourseLifecycle } from '@hr/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { textForStorage } from '../../common/files/service.ts';
import { sanitizeAnnouncementHtml } from '../../common/msg/service.ts';
import { liveCourse } from './queries.ts';
import { checkReferences, courseOwner } from './references.ts';
import { onlineCourse, onlineCourseChapter, onlineCourseLesson } from './tables.ts';

type CourseRecord = typeof onlineCourse.$inferSelect;

/** The course's own columns from the input (the outline is written apart). */
const columnsOf = (input: OnlineCourseInput, owner: string | null) => ({
  courseName: input.courseName,
  courseType: input.courseType,
  cmpyCode: owner,
  teacherName: input.teacherName,
  coverCode: input.coverCode,
  courseIntro: sanitizeAnnouncementHtml(input.courseIntro),
  labelCodes: [...new Set(input.labelCodes)],
  chapterCount: input.chapters.length,
  lessonCount: input.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0),
});

/**
 * Replaces a course's chapters and lessons with the outline sent, in its order. A chapter or lesson code
 * that already belonged to this course is kept (its identity survives reordering and renaming); any other
 * gets a new code, so a code of another course can never be taken over.
 */
async function writeOutline(tx: Tx, courseId: number, chapters: OnlineCourseInput['chapters']) {
  const oldChapters = await tx
    .select({ id: onlineCourseChapter.id, code: onlineCourseChapter.chapterCode })
    .from(onlineCourseChapter)
    .where(eq(onlineCourseChapter.courseId, courseId));
  const oldLessons = await tx
    .select({ code: onlineCourseLesson.lessonCode })
    .from(onlineCourseLesson)
    .where(eq(onlineCourseLesson.courseId, courseId));
  const known = new Set([...oldChapters.map((c) => c.code), ...oldLessons.map((l) => l.code)]);
  const keep = (code: string | undefined, prefix: string) =>
    code && known.has(code) ? code : newCode(prefix);
  await tx.delete(onlineCourseLesson).where(eq(onlineCourseLesson.courseId, courseId));
  if (oldChapters.length)
    await tx.delete(onlineCourseChapter).where(
      inArray(
        onlineCourseChapter.id,
        oldChapters.map((c) => c.id),
      ),
    );
  const inserted = await tx
    .insert(onlineCourseChapter)
    .values(
      chapters.map((chapter, sort) => ({
        chapterCode: keep(chapter.chapterCode, 'CH'),
        courseId,
        chapterName: chapter.chapterName,
        sort,
      })),
    )
    .returning({ id: onlineCourseChapter.id, sort: onlineCourseChapter.sort });
  const idOf = new Map(inserted.map((row) => [row.sort, row.id]));
  const lessons = chapters.flatMap((chapter, chapterSort) =>
    chapter.lessons.map((lesson, sort) => ({
      lessonCode: keep(lesson.lessonCode, 'LS'),
      courseId,
      chapterId: idOf.get(chapterSort)!,
      lessonName: lesson.lessonName,
      lessonIntro: lesson.lessonIntro,
      videoCode: lesson.videoCode ?? null,
      pictureCodes: lesson.pictureCodes,
      sort,
    })),
  );
  await tx.insert(onlineCourseLesson).values(lessons);
}

/** addOnlineCourse: a new course under review (0) with its outline, recorded as created. */
export async function addOnlineCourse(
  db: Db,
  actor: Actor,
  input: OnlineCourseInput,
  audit: AuditFn,
  config?: Config,
): Promise<{ courseCode: string }> {
  return db.transaction(async (tx) => {
    const owner = await courseOwner(tx, actor, input.cmpyCode);
    await checkReferences(tx, owner, input);
    if (config)
      input = { ...input, courseIntro: await textForStorage({ db: tx, config }, input.courseIntro, owner) };
    const courseCode = newCode('OC');
    const [row] = await tx
      .insert(onlineCourse)
      .values({
        courseCode,
        ...columnsOf(input, owner),
        state: OnlineCourseState.review,
        createdBy: actor.userId,
      })
      .returning({ id: onlineCourse.id });
    await writeOutline(tx, row!.id, input.chapters);
    await recordCreation(tx, {
      entity: onlineCourseLifecycle.entity,
      code: courseCode,
      state: OnlineCourseState.review,
      actor,
    });
    await audit(
      { action: 'onlineCourse.add', target: courseCode, detail: { courseName: input.courseName } },
      tx,
    );
    return { courseCode };
  });
}

/**
 * editOnlineCourse: under the row lock, the lifecycle's edit (from 审核中, 审核驳回 or 已下线; an online
 * course must be taken offline first) sends the course back to review with its new content and outline.
 */
export async function editOnlineCourse(
  db: Db,
  actor: Actor,
  input: OnlineCourseInput & { courseCode: string },
  audit: AuditFn,
  config?: Config,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row: CourseRecord = await liveCourse(tx, actor, input.courseCode, true);
    const state = await recordTransition(tx, onlineCourseLifecycle, {
      action: 'edit',
      code: row.courseCode,
      state: row.state,
      actor,
    });
    // Staff keep their own school; operators may move a course to another school. Not naming one keeps it.
    const owner = await courseOwner(tx, actor, input.cmpyCode ?? row.cmpyCode ?? undefined);
    await checkReferences(tx, owner, input);
    // The editor's images arrive as signed links: stored unsigned, signed again on each read.
    if (config)
      input = { ...input, courseIntro: await textForStorage({ db: tx, config }, input.courseIntro, owner) };
    await tx
      .update(onlineCourse)
      .set({ ...columnsOf(input, owner), state, rejectReason: null, updatedAt: new Date() })
      .where(eq(onlineCourse.id, row.id));
    await writeOutline(tx, row.id, input.chapters);
    await audit(
      { action: 'onlineCourse.edit', target: row.courseCode, detail: { courseName: input.courseName } },
      tx,
    );
  });
  return null;
}
