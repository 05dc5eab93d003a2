import {
  COURSE_LIVE_STATES,
  CourseApproveType,
  type CourseDetail,
  type CourseRow,
  type CourseStateCount,
  courseLifecycle,
  courseMessages,
  courseNatureNames,
  courseTypeNames,
  formatApiTime,
} from '@hr/contract';
import { and, count, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsText, fetchPage, newestFirst } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { signStoredText } from '../../common/files/service.ts';
import { type MaterialMedia, mediaByCode } from '../../common/material/media-by-code.ts';
import { trainFormInfo } from '../form/tables.ts';
import { labelNames } from '../label/names.ts';
import { trainCourse, trainCourseClass, trainCourseCount, trainEnrolment } from './tables.ts';

export type CourseRecord = typeof trainCourse.$inferSelect;
const stateNames = courseLifecycle.states as Record<number, string>;
const LIVE = [...COURSE_LIVE_STATES];

export interface CourseFilterInput {
  courseName?: string | undefined;
  beginPrice?: number | undefined;
  endPrice?: number | undefined;
  courseType?: number | undefined;
  courseNature?: number | undefined;
  cmpyCode?: string | undefined;
}

/** The school whose courses the caller reads: staff their own (naming another is 403), operators any. */
function schoolOf(actor: Actor, requested: string | undefined): string | undefined {
  const scope = companyScope(actor);
  if (scope !== null && requested && requested !== scope) throw forbidden(courseMessages.companyNotOwn);
  return scope ?? requested;
}

/** Conditions every read shares: the caller's school and the §7 filters (prices in cents). */
function filtersWhere(actor: Actor, f: CourseFilterInput): SQL[] {
  const where: SQL[] = [];
  const school = schoolOf(actor, f.cmpyCode);
  if (school) where.push(eq(trainCourse.cmpyCode, school));
  if (f.courseName) {
    where.push(containsText(trainCourse.courseName, f.courseName));
  }
  if (f.beginPrice !== undefined) where.push(gte(trainCourse.price, f.beginPrice));
  if (f.endPrice !== undefined) where.push(lte(trainCourse.price, f.endPrice));
  // 0 (全部) filters nothing.
  if (f.courseType) where.push(eq(trainCourse.courseType, f.courseType));
  if (f.courseNature !== undefined) where.push(eq(trainCourse.courseNature, f.courseNature));
  return where;
}

/** A live course the caller may see (staff: their school's); 404 otherwise. Locks it inside a transaction. */
export async function liveCourse(db: DbOrTx, actor: Actor, courseCode: string, lock = false) {
  const query = db
    .select()
    .from(trainCourse)
    .where(and(eq(trainCourse.courseCode, courseCode), inArray(trainCourse.approveType, LIVE)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canTouchCompanyRecord(actor, row.cmpyCode)) throw notFound(courseMessages.notFound);
  return row;
}

/** Students placed and live classes per course, for a page of courses (two grouped queries). */
async function classFigures(db: DbOrTx, courseIds: number[]) {
  if (!courseIds.length) return { students: new Map<number, number>(), classes: new Map<number, number>() };
  const [students, classes] = await Promise.all([
    db
      .select({ id: trainEnrolment.courseId, n: count() })
      .from(trainEnrolment)
      .where(and(inArray(trainEnrolment.courseId, courseIds), isNull(trainEnrolment.removedAt)))
      .groupBy(trainEnrolment.courseId),
    db
      .select({ id: trainCourseClass.courseId, n: count() })
      .from(trainCourseClass)
      .where(and(inArray(trainCourseClass.courseId, courseIds), eq(trainCourseClass.deleted, false)))
      .groupBy(trainCourseClass.courseId),
  ]);
  return {
    students: new Map(students.map((r) => [r.id, r.n])),
    classes: new Map(classes.map((r) => [r.id, r.n])),
  };
}

function toRow(
  r: CourseRecord,
  cmpyName: string | null,
  labels: Map<string, string>,
  media: Map<string, MaterialMedia>,
  figures: { students: Map<number, number>; classes: Map<number, number> },
): CourseRow {
  return {
    courseCode: r.courseCode,
    courseName: r.courseName,
    courseType: r.courseType,
    courseTypeName: courseTypeNames[r.courseType] ?? '',
    courseNature: r.courseNature,
    courseNatureName: courseNatureNames[r.courseNature] ?? '',
    isFree: r.isFree,
    price: r.price,
    cmpyCode: r.cmpyCode,
    cmpyName,
    coverUrl: (r.coverCodes[0] && media.get(r.coverCodes[0])?.url) || null,
    labelNames: r.labelCodes.flatMap((code) => labels.get(code) ?? []),
    capacity: r.capacity,
    studentCount: figures.students.get(r.id) ?? 0,
    classCount: figures.classes.get(r.id) ?? 0,
    applyBeginTime: formatApiTime(r.applyBeginAt),
    applyEndTime: formatApiTime(r.applyEndAt),
    place: `${r.countyName}${r.streetName}${r.address}`,
    approveType: r.approveType,
    approveTypeName: stateNames[r.approveType] ?? '',
    onlineType: r.approveType === CourseApproveType.online ? 1 : 2,
    approveRemark:
      r.approveType === CourseApproveType.rejected || r.approveType === CourseApproveType.forcedOffline
        ? r.approveRemark
        : null,
    onlineTime: formatApiTime(r.onlineAt),
    refreshTime: formatApiTime(r.refreshedAt),
    createTime: formatApiTime(r.createdAt),
    updateTime: formatApiTime(r.updatedAt),
  };
}

/** One page of live courses, latest (created or refreshed) first. */
export async function listCourses(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: CourseFilterInput & { pageNum: number; pageSize: number; approveType?: number | undefined },
) {
  const filters = filtersWhere(actor, q);
  const condition = and(
    ...filters,
    q.approveType === undefined
      ? inArray(trainCourse.approveType, LIVE)
      : eq(trainCourse.approveType, q.approveType),
  );
  const pageRows = (limit: number, offset: number) =>
    db
      .select({ row: trainCourse, cmpyName: cmpy.cmpyName })
      .from(trainCourse)
      .leftJoin(cmpy, eq(cmpy.cmpyCode, trainCourse.cmpyCode))
      .where(condition)
      .orderBy(...newestFirst(trainCourse.sortAt, trainCourse.id))
      .limit(limit)
      .offset(offset);
  // Unfiltered, the total is the tab's count from the counters, as countCourses answers it.
  const school = schoolOf(actor, q.cmpyCode);
  const page = onlySchool(filters, school)
    ? await Promise.all([pageRows(q.pageSize, (q.pageNum - 1) * q.pageSize), counterRows(db, school)]).then(
        ([records, counts]) => ({
          records,
          total: counts
            .filter((c) => q.approveType === undefined || c.state === q.approveType)
            .reduce((sum, c) => sum + c.n, 0),
        }),
      )
    : await fetchPage(db, q, trainCourse, condition, pageRows);
  const rows = page.records;
  const [labels, media, figures] = await Promise.all([
    labelNames(
      db,
      rows.flatMap(({ row }) => row.labelCodes),
    ),
    mediaByCode(
      db,
      config,
      rows.flatMap(({ row }) => row.coverCodes.slice(0, 1)),
    ),
    classFigures(
      db,
      rows.map(({ row }) => row.id),
    ),
  ]);
  return {
    total: page.total,
    records: rows.map(({ row, cmpyName }) => toRow(row, cmpyName ?? null, labels, media, figures)),
  };
}

/** No condition beyond the school's (courseType 0 is 全部): the counters answer the totals. */
const onlySchool = (where: SQL[], school: string | undefined) => where.length === (school ? 1 : 0);

/** The live courses per approveType of every school or one, from the counters the triggers keep. */
const counterRows = (db: DbOrTx, school: string | undefined) =>
  db
    .select({
      state: trainCourseCount.approveType,
      n: sql<number>`sum(${trainCourseCount.num})`.mapWith(Number),
    })
    .from(trainCourseCount)
    .where(
      and(
        inArray(trainCourseCount.approveType, LIVE),
        school ? eq(trainCourseCount.cmpyCode, school) : undefined,
      ),
    )
    .groupBy(trainCourseCount.approveType);

/**
 * Tab counts (countByCompany): unfiltered (all schools or one), from the counters the triggers keep
 * (train_course_count, a few rows); under any other filter, one GROUP BY over the live states.
 */
export async function countCourses(
  db: DbOrTx,
  actor: Actor,
  f: CourseFilterInput,
): Promise<CourseStateCount[]> {
  const where = filtersWhere(actor, f);
  const school = schoolOf(actor, f.cmpyCode);
  const rows = onlySchool(where, school)
    ? await counterRows(db, school)
    : await db
        .select({ state: trainCourse.approveType, n: count() })
        .from(trainCourse)
        .where(and(...where, inArray(trainCourse.approveType, LIVE)))
        .groupBy(trainCourse.approveType);
  return COURSE_LIVE_STATES.map((state) => ({
    approveType: state,
    approveTypeName: stateNames[state]!,
    num: rows.find((row) => row.state === state)?.n ?? 0,
  }));
}

/** getCouseByCmpyCode: a school's live courses as options, newest first. */
export async function courseOptions(db: DbOrTx, actor: Actor, cmpyCode: string | undefined) {
  const school = schoolOf(actor, cmpyCode);
  return db
    .select({
      courseCode: trainCourse.courseCode,
      courseName: trainCourse.courseName,
      approveType: trainCourse.approveType,
    })
    .from(trainCourse)
    .where(
      and(
        school ? eq(trainCourse.cmpyCode, school) : undefined,
        ne(trainCourse.approveType, CourseApproveType.deleted),
      ),
    )
    .orderBy(...newestFirst(trainCourse.sortAt, trainCourse.id))
    .limit(500);
}

export async function courseDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  courseCode: string,
): Promise<CourseDetail> {
  const row = await liveCourse(db, actor, courseCode);
  const [company] = row.cmpyCode
    ? await db.select({ name: cmpy.cmpyName }).from(cmpy).where(eq(cmpy.cmpyCode, row.cmpyCode)).limit(1)
    : [];
  const [form] = row.formCode
    ? await db
        .select({ name: trainFormInfo.formName })
        .from(trainFormInfo)
        .where(eq(trainFormInfo.bizCode, row.formCode))
        .limit(1)
    : [];
  const [labels, media, figures] = await Promise.all([
    labelNames(db, row.labelCodes),
    mediaByCode(db, config, [...row.coverCodes, ...(row.videoCode ? [row.videoCode] : [])]),
    classFigures(db, [row.id]),
  ]);
  const mediaOf = (code: string): MaterialMedia =>
    media.get(code) ?? { materialCode: code, materialName: '', url: null };
  return {
    ...toRow(row, company?.name ?? null, labels, media, figures),
    covers: row.coverCodes.map(mediaOf),
    video: row.videoCode ? mediaOf(row.videoCode) : null,
    courseIntro: await signStoredText({ db, config }, row.courseIntro, row.cmpyCode),
    labels: row.labelCodes.flatMap((code) => {
      const name = labels.get(code);
      return name ? [{ labelCode: code, labelName: name }] : [];
    }),
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    streetCode: row.streetCode,
    streetName: row.streetName,
    committeeCode: row.committeeCode,
    committeeName: row.committeeName,
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    formCode: row.formCode,
    formName: form?.name ?? null,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    history: await historyOf(db, courseLifecycle, row.courseCode),
  };
}
