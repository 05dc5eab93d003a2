import {
  formatApiTime,
  ONLINE_COURSE_LIVE_STATES,
  type OnlineCourseDetail,
  type OnlineCourseRow,
  OnlineCourseState,
  type OnlineCourseStateCount,
  type OnlineMedia,
  onlineCourseLifecycle,
  onlineCourseMessages,
  onlineCourseTypeNames,
} from '@hr/contract';
import { and, arrayContains, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage, newestFirst } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { signStoredText } from '../../common/files/service.ts';
import { mediaByCode } from '../../common/material/media-by-code.ts';
import { labelNames } from '../label/names.ts';
import { onlineCourse, onlineCourseChapter, onlineCourseLesson } from './tables.ts';

type CourseRecord = typeof onlineCourse.$inferSelect;
const stateNames = onlineCourseLifecycle.states as Record<number, string>;

export interface CourseFilters {
  courseName?: string | undefined;
  courseType?: number | undefined;
  cmpyCode?: string | undefined;
  labelCode?: string | undefined;
}

/** Conditions every read shares: live states, the caller's school for staff, and the filters. */
function filtersWhere(actor: Actor, f: CourseFilters): SQL[] {
  const scope = companyScope(actor);
  if (scope !== null && f.cmpyCode && f.cmpyCode !== scope)
    throw forbidden(onlineCourseMessages.companyNotOwn);
  const where: SQL[] = [];
  const school = scope ?? f.cmpyCode;
  if (school) where.push(eq(onlineCourse.cmpyCode, school));
  if (f.courseName) where.push(ilike(onlineCourse.courseName, containsPattern(f.courseName)));
  if (f.courseType !== undefined) where.push(eq(onlineCourse.courseType, f.courseType));
  if (f.labelCode) where.push(arrayContains(onlineCourse.labelCodes, [f.labelCode]));
  return where;
}

/** A live course the caller may see (staff: their school's); 404 otherwise. Locks it inside a transaction. */
export async function liveCourse(db: DbOrTx, actor: Actor, courseCode: string, lock = false) {
  const query = db
    .select()
    .from(onlineCourse)
    .where(
      and(
        eq(onlineCourse.courseCode, courseCode),
        inArray(onlineCourse.state, [...ONLINE_COURSE_LIVE_STATES]),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canTouchCompanyRecord(actor, row.cmpyCode)) throw notFound(onlineCourseMessages.notFound);
  return row;
}

function toRow(
  r: CourseRecord,
  cmpyName: string | null,
  labels: Map<string, string>,
  media: Map<string, OnlineMedia>,
): OnlineCourseRow {
  return {
    courseCode: r.courseCode,
    courseName: r.courseName,
    courseType: r.courseType,
    courseTypeName: onlineCourseTypeNames[r.courseType] ?? '',
    cmpyCode: r.cmpyCode,
    cmpyName,
    teacherName: r.teacherName,
    coverUrl: media.get(r.coverCode)?.url ?? null,
    labelNames: r.labelCodes.flatMap((code) => labels.get(code) ?? []),
    chapterCount: r.chapterCount,
    lessonCount: r.lessonCount,
    state: r.state,
    stateName: stateNames[r.state] ?? '',
    rejectReason: r.state === OnlineCourseState.rejected ? r.rejectReason : null,
    onlineTime: formatApiTime(r.onlineAt),
    createTime: formatApiTime(r.createdAt),
    updateTime: formatApiTime(r.updatedAt),
  };
}

/** One page of live courses, newest first; the page's labels and covers are read in one query each. */
export async function listOnlineCourses(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: CourseFilters & { pageNum: number; pageSize: number; state?: number | undefined },
) {
  const where = filtersWhere(actor, q);
  where.push(
    q.state === undefined
      ? inArray(onlineCourse.state, [...ONLINE_COURSE_LIVE_STATES])
      : eq(onlineCourse.state, q.state),
  );
  const condition = and(...where);
  const page = await fetchPage(db, q, onlineCourse, condition, (limit, offset) =>
    db
      .select({ row: onlineCourse, cmpyName: cmpy.cmpyName })
      .from(onlineCourse)
      .leftJoin(cmpy, eq(cmpy.cmpyCode, onlineCourse.cmpyCode))
      .where(condition)
      .orderBy(...newestFirst(onlineCourse.createdAt, onlineCourse.id))
      .limit(limit)
      .offset(offset),
  );
  const rows = page.records;
  const [labels, media] = await Promise.all([
    labelNames(
      db,
      rows.flatMap(({ row }) => row.labelCodes),
    ),
    mediaByCode(
      db,
      config,
      rows.map(({ row }) => row.coverCode),
    ),
  ]);
  return {
    total: page.total,
    records: rows.map(({ row, cmpyName }) => toRow(row, cmpyName ?? null, labels, media)),
  };
}

/** Tab counts: one GROUP BY over the live states under the list's filters; every state answers. */
export async function countOnlineCourses(
  db: DbOrTx,
  actor: Actor,
  f: CourseFilters,
): Promise<OnlineCourseStateCount[]> {
  const rows = await db
    .select({ state: onlineCourse.state, n: count() })
    .from(onlineCourse)
    .where(and(...filtersWhere(actor, f), inArray(onlineCourse.state, [...ONLINE_COURSE_LIVE_STATES])))
    .groupBy(onlineCourse.state);
  return ONLINE_COURSE_LIVE_STATES.map((state) => ({
    state,
    stateName: stateNames[state]!,
    num: rows.find((row) => row.state === state)?.n ?? 0,
  }));
}

/** A course with its outline (chapters and lessons in order, media signed), labels and history. */
export async function onlineCourseDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  courseCode: string,
): Promise<OnlineCourseDetail> {
  const row = await liveCourse(db, actor, courseCode);
  const [company] = row.cmpyCode
    ? await db.select({ name: cmpy.cmpyName }).from(cmpy).where(eq(cmpy.cmpyCode, row.cmpyCode)).limit(1)
    : [];
  const chapters = await db
    .select()
    .from(onlineCourseChapter)
    .where(eq(onlineCourseChapter.courseId, row.id))
    .orderBy(asc(onlineCourseChapter.sort));
  const lessons = await db
    .select()
    .from(onlineCourseLesson)
    .where(eq(onlineCourseLesson.courseId, row.id))
    .orderBy(asc(onlineCourseLesson.sort));
  const [labels, media] = await Promise.all([
    labelNames(db, row.labelCodes),
    mediaByCode(db, config, [
      row.coverCode,
      ...lessons.flatMap((l) => [...(l.videoCode ? [l.videoCode] : []), ...l.pictureCodes]),
    ]),
  ]);
  const mediaOf = (code: string): OnlineMedia =>
    media.get(code) ?? { materialCode: code, materialName: '', url: null };
  return {
    ...toRow(row, company?.name ?? null, labels, media),
    cover: mediaOf(row.coverCode),
    courseIntro: await signStoredText({ db, config }, row.courseIntro, row.cmpyCode),
    labels: row.labelCodes.flatMap((code) => {
      const name = labels.get(code);
      return name ? [{ labelCode: code, labelName: name }] : [];
    }),
    chapters: chapters.map((chapter) => ({
      chapterCode: chapter.chapterCode,
      chapterName: chapter.chapterName,
      lessons: lessons
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => ({
          lessonCode: lesson.lessonCode,
          lessonName: lesson.lessonName,
          lessonIntro: lesson.lessonIntro,
          video: lesson.videoCode ? mediaOf(lesson.videoCode) : null,
          pictures: lesson.pictureCodes.map(mediaOf),
        })),
    })),
    history: await historyOf(db, onlineCourseLifecycle, row.courseCode),
  };
}
