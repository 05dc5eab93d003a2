import { type CourseAction, CourseOnlineType, courseLifecycle } from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { liveCourse } from './queries.ts';
import { trainCourse } from './tables.ts';

/**
 * Runs one lifecycle action in one transaction: lock the course (another school's is 404), check and record
 * the transition (permission, allowed state, who, when, why), write the new state. A refusal changes nothing.
 */
async function transition(
  db: Db,
  actor: Actor,
  input: { courseCode: string; action: Exclude<CourseAction, 'edit'>; remark?: string | null },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await liveCourse(tx, actor, input.courseCode, true);
    const state = await recordTransition(tx, courseLifecycle, {
      action: input.action,
      code: row.courseCode,
      state: row.approveType,
      actor,
      remark: input.remark ?? null,
    });
    const now = new Date();
    const a = input.action;
    await tx
      .update(trainCourse)
      .set({
        approveType: state,
        ...(a === 'reject' || a === 'forcedOffline' ? { approveRemark: input.remark ?? null } : {}),
        ...(a === 'pass' ? { approveRemark: null } : {}),
        ...(a === 'online' ? { onlineAt: now, sortAt: now } : {}),
        ...(a === 'refresh' ? { refreshedAt: now, sortAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(trainCourse.id, row.id));
    await audit({ action: `course.${a}`, target: row.courseCode, detail: { remark: input.remark } }, tx);
  });
  return null;
}

/** updateBDCourseState: 5 passes, 2 rejects, 9 forces offline (the last two with the reason). */
export const reviewCourse = (
  db: Db,
  actor: Actor,
  b: { courseCode: string; approveType: 5 | 2 | 9; approveRemark?: string | undefined },
  audit: AuditFn,
) =>
  transition(
    db,
    actor,
    {
      courseCode: b.courseCode,
      action: b.approveType === 5 ? 'pass' : b.approveType === 2 ? 'reject' : 'forcedOffline',
      remark: b.approveRemark ?? null,
    },
    audit,
  );

/** changeOnlineType: 2 takes the course offline, anything else puts it online. */
export const changeOnlineType = (
  db: Db,
  actor: Actor,
  q: { courseCode: string; onlineType: number },
  audit: AuditFn,
) =>
  transition(
    db,
    actor,
    { courseCode: q.courseCode, action: q.onlineType === CourseOnlineType.offline ? 'offline' : 'online' },
    audit,
  );

export const refreshCourse = (db: Db, actor: Actor, courseCode: string, audit: AuditFn) =>
  transition(db, actor, { courseCode, action: 'refresh' }, audit);

/** Soft delete (99): the course leaves every list; its classes, sign-ins and history stay. */
export const deleteCourse = (db: Db, actor: Actor, courseCode: string, audit: AuditFn) =>
  transition(db, actor, { courseCode, action: 'remove' }, audit);
