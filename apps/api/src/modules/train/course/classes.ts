import {
  type ClassSession,
  ClassState,
  type ClassStudent,
  CourseApproveType,
  type CourseClass,
  classStateNames,
  formatApiTime,
  courseMessages as M,
  maskPhone,
  type SessionSignIn,
} from '@hr/contract';
import { and, asc, count, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord } from '../../../platform/permissions.ts';
import { sysUser } from '../../system/users/tables.ts';
import { liveCourse } from './queries.ts';
import { trainClassSession, trainCourse, trainCourseClass, trainEnrolment, trainSignIn } from './tables.ts';

/** Courses that may run classes and take students: reviewed and not forced offline. */
const OPEN_STATES: number[] = [
  CourseApproveType.approved,
  CourseApproveType.online,
  CourseApproveType.offline,
];

const DAY = 86_400_000;

/** Today's date in Beijing (YYYY-MM-DD). */
export const beijingToday = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The instant of a Beijing date and clock time. */
const beijingInstant = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`);

export function classStateOf(startDate: string, endDate: string, today = beijingToday()): number {
  if (today < startDate) return ClassState.notStarted;
  if (today > endDate) return ClassState.finished;
  return ClassState.running;
}

/** The days from start to end inclusive. */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += DAY)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** Sum of the live classes' capacities of a course (one class left out when editing it). */
export async function classCapacityTotal(db: DbOrTx, courseId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${trainCourseClass.capacity}), 0)::int` })
    .from(trainCourseClass)
    .where(
      and(
        eq(trainCourseClass.courseId, courseId),
        eq(trainCourseClass.deleted, false),
        except === undefined ? undefined : ne(trainCourseClass.id, except),
      ),
    );
  return Number(row?.total ?? 0);
}

/** A live class of a course the caller may see; 404 otherwise. Locks the class inside a transaction. */
async function classOf(db: DbOrTx, actor: Actor, classCode: string, lock = false) {
  const query = db
    .select({ cls: trainCourseClass, course: trainCourse })
    .from(trainCourseClass)
    .innerJoin(trainCourse, eq(trainCourse.id, trainCourseClass.courseId))
    .where(
      and(
        eq(trainCourseClass.classCode, classCode),
        eq(trainCourseClass.deleted, false),
        ne(trainCourse.approveType, CourseApproveType.deleted),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: trainCourseClass }) : await query;
  if (!row || !canTouchCompanyRecord(actor, row.course.cmpyCode)) throw notFound(M.classNotFound);
  return row;
}

async function liveStudentCount(db: DbOrTx, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trainEnrolment)
    .where(and(eq(trainEnrolment.classId, classId), isNull(trainEnrolment.removedAt)));
  return row?.n ?? 0;
}

/** One session a day at the class's times. */
async function writeSessions(tx: Tx, cls: { id: number; courseId: number }, input: ClassTimes) {
  await tx.insert(trainClassSession).values(
    daysOf(input.startDate, input.endDate).map((day) => ({
      sessionCode: newCode('SS'),
      classId: cls.id,
      courseId: cls.courseId,
      sessionDate: day,
      startAt: beijingInstant(day, input.startTime),
      endAt: beijingInstant(day, input.endTime),
    })),
  );
}

interface ClassTimes {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/** Classes of a course with students, sessions held and attendance, as SQL over the rows. */
export async function listClasses(db: DbOrTx, actor: Actor, courseCode: string): Promise<CourseClass[]> {
  const course = await liveCourse(db, actor, courseCode);
  const today = beijingToday();
  const classes = await db
    .select()
    .from(trainCourseClass)
    .where(and(eq(trainCourseClass.courseId, course.id), eq(trainCourseClass.deleted, false)))
    .orderBy(asc(trainCourseClass.startDate), asc(trainCourseClass.id));
  if (!classes.length) return [];
  const ids = classes.map((c) => c.id);
  const [students, sessions, signIns] = await Promise.all([
    db
      .select({ id: trainEnrolment.classId, n: count() })
      .from(trainEnrolment)
      .where(and(inArray(trainEnrolment.classId, ids), isNull(trainEnrolment.removedAt)))
      .groupBy(trainEnrolment.classId),
    db
      .select({
        id: trainClassSession.classId,
        n: count(),
        held: sql<number>`count(*) filter (where ${trainClassSession.sessionDate} <= ${today})::int`,
      })
      .from(trainClassSession)
      .where(inArray(trainClassSession.classId, ids))
      .groupBy(trainClassSession.classId),
    db
      .select({ id: trainSignIn.classId, n: count() })
      .from(trainSignIn)
      .innerJoin(trainEnrolment, eq(trainEnrolment.id, trainSignIn.enrolmentId))
      .where(and(inArray(trainSignIn.classId, ids), isNull(trainEnrolment.removedAt)))
      .groupBy(trainSignIn.classId),
  ]);
  return classes.map((c) => {
    const studentCount = students.find((s) => s.id === c.id)?.n ?? 0;
    const session = sessions.find((s) => s.id === c.id);
    const held = Number(session?.held ?? 0);
    const signed = signIns.find((s) => s.id === c.id)?.n ?? 0;
    const state = classStateOf(c.startDate, c.endDate, today);
    return {
      classCode: c.classCode,
      courseCode: course.courseCode,
      className: c.className,
      startDate: c.startDate,
      endDate: c.endDate,
      startTime: c.startTime,
      endTime: c.endTime,
      place: c.place,
      teacherName: c.teacherName,
      capacity: c.capacity,
      studentCount,
      sessionCount: session?.n ?? 0,
      heldCount: held,
      attendanceRate:
        held && studentCount ? Math.round((signed / (held * studentCount)) * 1000) / 1000 : null,
      classState: state,
      classStateName: classStateNames[state]!,
    };
  });
}

export interface ClassInput extends ClassTimes {
  courseCode: string;
  classCode?: string | undefined;
  className: string;
  place: string;
  teacherName: string;
  capacity: number;
}

/**
 * Adds or edits a class under the course's row lock (so two classes saved at once cannot together exceed
 * the course's places): the course must be reviewed (not under review, rejected or forced offline); the
 * classes' capacities add up to at most the course's; an edit keeps at least the students placed, and
 * changes days or times only while nobody has signed in (its sessions are then written anew).
 */
export async function saveClass(db: Db, actor: Actor, input: ClassInput, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const course = await liveCourse(tx, actor, input.courseCode, true);
    if (!OPEN_STATES.includes(course.approveType)) throw badRequest(M.courseNotOpen);
    const existing = input.classCode ? await classOf(tx, actor, input.classCode, true) : null;
    if (existing && existing.course.id !== course.id) throw notFound(M.classNotFound);
    const others = await classCapacityTotal(tx, course.id, existing?.cls.id);
    if (others + input.capacity > course.capacity) throw badRequest(M.classCapacityOverCourse);
    const columns = {
      className: input.className,
      startDate: input.startDate,
      endDate: input.endDate,
      startTime: input.startTime,
      endTime: input.endTime,
      place: input.place,
      teacherName: input.teacherName,
      capacity: input.capacity,
    };
    if (!existing) {
      const classCode = newCode('CL');
      const [row] = await tx
        .insert(trainCourseClass)
        .values({ classCode, courseId: course.id, ...columns, createdBy: actor.userId })
        .returning({ id: trainCourseClass.id, courseId: trainCourseClass.courseId });
      await writeSessions(tx, row!, input);
      await audit(
        { action: 'course.class.add', target: classCode, detail: { courseCode: course.courseCode } },
        tx,
      );
      return { classCode };
    }
    const cls = existing.cls;
    if (input.capacity < (await liveStudentCount(tx, cls.id))) throw badRequest(M.classCapacityBelowStudents);
    const timesChanged =
      cls.startDate !== input.startDate ||
      cls.endDate !== input.endDate ||
      cls.startTime !== input.startTime ||
      cls.endTime !== input.endTime;
    if (timesChanged) {
      const [signed] = await tx
        .select({ n: count() })
        .from(trainSignIn)
        .where(eq(trainSignIn.classId, cls.id));
      if ((signed?.n ?? 0) > 0) throw badRequest(M.classDatesLocked);
      await tx.delete(trainClassSession).where(eq(trainClassSession.classId, cls.id));
      await writeSessions(tx, cls, input);
    }
    await tx
      .update(trainCourseClass)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(trainCourseClass.id, cls.id));
    await audit(
      { action: 'course.class.edit', target: cls.classCode, detail: { courseCode: course.courseCode } },
      tx,
    );
    return { classCode: cls.classCode };
  });
}

/** Deletes an empty class (its sessions and past sign-ins stay for the record). */
export async function deleteClass(db: Db, actor: Actor, classCode: string, audit: AuditFn): Promise<null> {
  await db.transaction(async (tx) => {
    const { cls } = await classOf(tx, actor, classCode, true);
    if ((await liveStudentCount(tx, cls.id)) > 0) throw badRequest(M.classHasStudents);
    await tx
      .update(trainCourseClass)
      .set({ deleted: true, updatedAt: new Date() })
      .where(eq(trainCourseClass.id, cls.id));
    await audit({ action: 'course.class.remove', target: classCode, detail: {} }, tx);
  });
  return null;
}

export async function classStudents(db: DbOrTx, actor: Actor, classCode: string): Promise<ClassStudent[]> {
  const { cls } = await classOf(db, actor, classCode);
  const rows = await db
    .select({
      e: trainEnrolment,
      signIns: sql<number>`(select count(*) from train_sign_in s where s.enrolment_id = ${trainEnrolment}.id)::int`,
    })
    .from(trainEnrolment)
    .where(and(eq(trainEnrolment.classId, cls.id), isNull(trainEnrolment.removedAt)))
    .orderBy(asc(trainEnrolment.placedAt), asc(trainEnrolment.id));
  return rows.map(({ e, signIns }) => ({
    enrolmentCode: e.enrolmentCode,
    studentName: e.studentName,
    studentPhone: maskPhone(e.studentPhone),
    applyCode: e.applyCode,
    placedTime: formatApiTime(e.placedAt),
    signInCount: Number(signIns),
  }));
}

/**
 * Places a student in a class. Under the class's row lock: the course must be open, the class not full,
 * and the person (by phone) not already placed in a class of this course.
 */
export function addStudent(
  db: Db,
  actor: Actor,
  input: PlaceInput,
  audit: AuditFn,
): Promise<{ enrolmentCode: string }> {
  return db.transaction((tx) => placeStudent(tx, actor, input, audit));
}

interface PlaceInput {
  classCode: string;
  studentName: string;
  studentPhone: string;
  applyCode?: string | null;
  /** Refuse (with this message) a class of another course than this one. */
  courseId?: { id: number; otherCourse: string };
}

/**
 * Places a student in a class inside the caller's transaction: locks the class, refuses a full class and a
 * second live place in the same course (a course application's placement goes through here too).
 */
export async function placeStudent(
  tx: Tx,
  actor: Actor,
  input: PlaceInput,
  audit: AuditFn,
): Promise<{ enrolmentCode: string }> {
  const { cls, course } = await classOf(tx, actor, input.classCode, true);
  if (input.courseId && input.courseId.id !== course.id) throw badRequest(input.courseId.otherCourse);
  if (!OPEN_STATES.includes(course.approveType)) throw badRequest(M.courseNotOpen);
  if ((await liveStudentCount(tx, cls.id)) >= cls.capacity) throw badRequest(M.classFull);
  const [dup] = await tx
    .select({ id: trainEnrolment.id })
    .from(trainEnrolment)
    .where(
      and(
        eq(trainEnrolment.courseId, course.id),
        eq(trainEnrolment.studentPhone, input.studentPhone),
        isNull(trainEnrolment.removedAt),
      ),
    )
    .limit(1);
  if (dup) throw badRequest(M.studentDuplicate);
  const enrolmentCode = newCode('EN');
  await tx.insert(trainEnrolment).values({
    enrolmentCode,
    courseId: course.id,
    classId: cls.id,
    applyCode: input.applyCode ?? null,
    studentName: input.studentName,
    studentPhone: input.studentPhone,
    placedBy: actor.userId,
  });
  await audit(
    { action: 'course.student.add', target: enrolmentCode, detail: { classCode: cls.classCode } },
    tx,
  );
  return { enrolmentCode };
}

async function enrolmentOf(db: DbOrTx, actor: Actor, enrolmentCode: string, lock = false) {
  const query = db
    .select({ e: trainEnrolment, cmpyCode: trainCourse.cmpyCode })
    .from(trainEnrolment)
    .innerJoin(trainCourse, eq(trainCourse.id, trainEnrolment.courseId))
    .where(and(eq(trainEnrolment.enrolmentCode, enrolmentCode), isNull(trainEnrolment.removedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: trainEnrolment }) : await query;
  if (!row || !canTouchCompanyRecord(actor, row.cmpyCode)) throw notFound(M.enrolmentNotFound);
  return row.e;
}

export async function removeStudent(
  db: Db,
  actor: Actor,
  enrolmentCode: string,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const e = await enrolmentOf(tx, actor, enrolmentCode, true);
    await tx.update(trainEnrolment).set({ removedAt: new Date() }).where(eq(trainEnrolment.id, e.id));
    await audit({ action: 'course.student.remove', target: enrolmentCode, detail: {} }, tx);
  });
  return null;
}

export async function classSessions(db: DbOrTx, actor: Actor, classCode: string): Promise<ClassSession[]> {
  const { cls } = await classOf(db, actor, classCode);
  const studentCount = await liveStudentCount(db, cls.id);
  const rows = await db
    .select({
      s: trainClassSession,
      signed: sql<number>`(select count(*) from train_sign_in s where s.session_id = ${trainClassSession}.id)::int`,
    })
    .from(trainClassSession)
    .where(eq(trainClassSession.classId, cls.id))
    .orderBy(asc(trainClassSession.sessionDate));
  return rows.map(({ s, signed }) => ({
    sessionCode: s.sessionCode,
    sessionDate: s.sessionDate,
    startTime: cls.startTime,
    endTime: cls.endTime,
    signInCount: Number(signed),
    studentCount,
  }));
}

async function sessionOf(db: DbOrTx, actor: Actor, sessionCode: string) {
  const [row] = await db
    .select({ s: trainClassSession, cls: trainCourseClass, cmpyCode: trainCourse.cmpyCode })
    .from(trainClassSession)
    .innerJoin(trainCourseClass, eq(trainCourseClass.id, trainClassSession.classId))
    .innerJoin(trainCourse, eq(trainCourse.id, trainClassSession.courseId))
    .where(
      and(
        eq(trainClassSession.sessionCode, sessionCode),
        eq(trainCourseClass.deleted, false),
        ne(trainCourse.approveType, CourseApproveType.deleted),
      ),
    )
    .limit(1);
  if (!row || !canTouchCompanyRecord(actor, row.cmpyCode)) throw notFound(M.sessionNotFound);
  return row;
}

/** The class's students at one session: signed or not, when and by whom (students removed but signed too). */
export async function sessionSignIns(
  db: DbOrTx,
  actor: Actor,
  sessionCode: string,
): Promise<SessionSignIn[]> {
  const { s } = await sessionOf(db, actor, sessionCode);
  const rows = await db
    .select({ e: trainEnrolment, signedAt: trainSignIn.signedAt, recorder: sysUser.realName })
    .from(trainEnrolment)
    .leftJoin(
      trainSignIn,
      and(eq(trainSignIn.enrolmentId, trainEnrolment.id), eq(trainSignIn.sessionId, s.id)),
    )
    .leftJoin(sysUser, eq(sysUser.id, trainSignIn.recordedBy))
    .where(
      and(
        eq(trainEnrolment.classId, s.classId),
        or(isNull(trainEnrolment.removedAt), sql`${trainSignIn.id} is not null`),
      ),
    )
    .orderBy(asc(trainEnrolment.placedAt), asc(trainEnrolment.id));
  return rows.map(({ e, signedAt, recorder }) => ({
    enrolmentCode: e.enrolmentCode,
    studentName: e.studentName,
    studentPhone: maskPhone(e.studentPhone),
    signed: signedAt !== null,
    signTime: formatApiTime(signedAt),
    recorder: signedAt ? (recorder ?? null) : null,
  }));
}

/**
 * Records sign-ins at a session (from its day on) for students placed in its class, now, by the caller; a
 * student already signed stays as first recorded. All named students must be in the class, or nothing is
 * written.
 */
export async function signIn(
  db: Db,
  actor: Actor,
  input: { sessionCode: string; enrolmentCodes: string[] },
  audit: AuditFn,
): Promise<{ signed: number }> {
  return db.transaction(async (tx) => {
    const { s } = await sessionOf(tx, actor, input.sessionCode);
    if (s.sessionDate > beijingToday()) throw badRequest(M.sessionNotStarted);
    const codes = [...new Set(input.enrolmentCodes)];
    const students = await tx
      .select({ id: trainEnrolment.id })
      .from(trainEnrolment)
      .where(
        and(
          inArray(trainEnrolment.enrolmentCode, codes),
          eq(trainEnrolment.classId, s.classId),
          isNull(trainEnrolment.removedAt),
        ),
      );
    if (students.length !== codes.length) throw badRequest(M.signInStudentMissing);
    const inserted = await tx
      .insert(trainSignIn)
      .values(
        students.map((st) => ({
          sessionId: s.id,
          enrolmentId: st.id,
          classId: s.classId,
          courseId: s.courseId,
          recordedBy: actor.userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: trainSignIn.id });
    await audit({ action: 'course.signIn', target: s.sessionCode, detail: { signed: inserted.length } }, tx);
    return { signed: inserted.length };
  });
}

/** Classes running today (for the training home): their day is between start and end. */
export function runningToday(today = beijingToday()) {
  return and(
    eq(trainCourseClass.deleted, false),
    lte(trainCourseClass.startDate, today),
    sql`${trainCourseClass.endDate} >= ${today}`,
  );
}
