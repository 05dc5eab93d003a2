import type { TrainHomeFigures } from '@hr/contract';
import { and, asc, count, eq, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { type Actor, companyScope, hasPermission } from '../../../platform/permissions.ts';
import { countOnlineCourses } from '../online-course/queries.ts';
import { beijingToday, runningToday } from './classes.ts';
import { countCourses } from './queries.ts';
import { trainClassSession, trainCourse, trainCourseClass, trainEnrolment, trainSignIn } from './tables.ts';

const DAY = 86_400_000;

/**
 * The training home's figures for today, each one SQL over the rows (staff: their school's): courses by
 * approveType, new this week, classes running today with their students and today's sign-ins, the last 30
 * days' attendance, online courses by state, and today's sessions.
 */
export async function trainHomeFigures(db: DbOrTx, actor: Actor): Promise<TrainHomeFigures> {
  const today = beijingToday();
  const scope = companyScope(actor);
  const school: SQL | undefined = scope === null ? undefined : eq(trainCourse.cmpyCode, scope);
  const liveCourse = and(ne(trainCourse.approveType, 99), school);
  const weekAgo = new Date(Date.now() - 7 * DAY);
  const monthAgoDay = beijingToday(new Date(Date.now() - 30 * DAY));
  const canCourses = hasPermission(actor, 'course:list');

  const [weekCourses] = await db
    .select({ n: count() })
    .from(trainCourse)
    .where(and(liveCourse, gte(trainCourse.createdAt, weekAgo)));
  const [running] = await db
    .select({
      classes: sql<number>`count(distinct ${trainCourseClass.id})::int`,
      students: sql<number>`count(${trainEnrolment.id})::int`,
    })
    .from(trainCourseClass)
    .innerJoin(trainCourse, eq(trainCourse.id, trainCourseClass.courseId))
    .leftJoin(
      trainEnrolment,
      and(eq(trainEnrolment.classId, trainCourseClass.id), isNull(trainEnrolment.removedAt)),
    )
    .where(and(runningToday(today), liveCourse));
  const [signedToday] = await db
    .select({ n: count() })
    .from(trainSignIn)
    .innerJoin(trainClassSession, eq(trainClassSession.id, trainSignIn.sessionId))
    .innerJoin(trainCourse, eq(trainCourse.id, trainSignIn.courseId))
    .where(and(eq(trainClassSession.sessionDate, today), liveCourse));
  const [weekEnrolments] = await db
    .select({ n: count() })
    .from(trainEnrolment)
    .innerJoin(trainCourse, eq(trainCourse.id, trainEnrolment.courseId))
    .where(and(gte(trainEnrolment.placedAt, weekAgo), isNull(trainEnrolment.removedAt), liveCourse));
  // Expected sign-ins: each held session of the last 30 days × the students of its class.
  const [attendance] = await db
    .select({
      expected: sql<number>`coalesce(sum((select count(*) from train_enrolment e where e.class_id = ${trainClassSession}.class_id and e.removed_at is null)), 0)::int`,
      signed: sql<number>`coalesce(sum((select count(*) from train_sign_in s join train_enrolment e on e.id = s.enrolment_id where s.session_id = ${trainClassSession}.id and e.removed_at is null)), 0)::int`,
    })
    .from(trainClassSession)
    .innerJoin(trainCourseClass, eq(trainCourseClass.id, trainClassSession.classId))
    .innerJoin(trainCourse, eq(trainCourse.id, trainClassSession.courseId))
    .where(
      and(
        gte(trainClassSession.sessionDate, monthAgoDay),
        lte(trainClassSession.sessionDate, today),
        eq(trainCourseClass.deleted, false),
        liveCourse,
      ),
    );
  const sessions = await db
    .select({
      courseCode: trainCourse.courseCode,
      courseName: trainCourse.courseName,
      className: trainCourseClass.className,
      startTime: trainCourseClass.startTime,
      endTime: trainCourseClass.endTime,
      place: trainCourseClass.place,
      teacherName: trainCourseClass.teacherName,
      studentCount: sql<number>`(select count(*) from train_enrolment e where e.class_id = ${trainCourseClass}.id and e.removed_at is null)::int`,
      signInCount: sql<number>`(select count(*) from train_sign_in s where s.session_id = ${trainClassSession}.id)::int`,
    })
    .from(trainClassSession)
    .innerJoin(trainCourseClass, eq(trainCourseClass.id, trainClassSession.classId))
    .innerJoin(trainCourse, eq(trainCourse.id, trainClassSession.courseId))
    .where(and(eq(trainClassSession.sessionDate, today), eq(trainCourseClass.deleted, false), liveCourse))
    .orderBy(asc(trainCourseClass.startTime), asc(trainCourseClass.id))
    .limit(20);
  const expected = Number(attendance?.expected ?? 0);
  return {
    today,
    courses: canCourses
      ? (await countCourses(db, actor, {})).map((c) => ({
          state: c.approveType,
          stateName: c.approveTypeName,
          num: c.num,
        }))
      : [],
    coursesThisWeek: weekCourses?.n ?? 0,
    classesToday: Number(running?.classes ?? 0),
    studentsInClassToday: Number(running?.students ?? 0),
    signInsToday: signedToday?.n ?? 0,
    enrolmentsThisWeek: weekEnrolments?.n ?? 0,
    attendanceRate30d: expected
      ? Math.round((Number(attendance?.signed ?? 0) / expected) * 1000) / 1000
      : null,
    onlineCourses: hasPermission(actor, 'onlineCourse:list') ? await countOnlineCourses(db, actor, {}) : [],
    sessionsToday: sessions.map((s) => ({
      ...s,
      studentCount: Number(s.studentCount),
      signInCount: Number(s.signInCount),
    })),
  };
}
