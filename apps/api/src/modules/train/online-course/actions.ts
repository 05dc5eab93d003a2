import { type OnlineCourseAction, onlineCourseLifecycle } from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { liveCourse } from './queries.ts';
import { onlineCourse } from './tables.ts';

/**
 * Runs one lifecycle action in one transaction: lock the course (another school's is 404), check and record
 * the transition (permission, allowed state, who, when, why), write the new state. A refusal changes nothing.
 */
async function transition(
  db: Db,
  actor: Actor,
  input: { courseCode: string; action: Exclude<OnlineCourseAction, 'edit'>; remark?: string | null },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await liveCourse(tx, actor, input.courseCode, true);
    const state = await recordTransition(tx, onlineCourseLifecycle, {
      action: input.action,
      code: row.courseCode,
      state: row.state,
      actor,
      remark: input.remark ?? null,
    });
    const now = new Date();
    await tx
      .update(onlineCourse)
      .set({
        state,
        ...(input.action === 'reject' ? { rejectReason: input.remark ?? null } : {}),
        ...(input.action === 'pass' ? { rejectReason: null, onlineAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(onlineCourse.id, row.id));
    await audit(
      { action: `onlineCourse.${input.action}`, target: row.courseCode, detail: { remark: input.remark } },
      tx,
    );
  });
  return null;
}

/** checkOnlineCourse: 1 passes (the course goes online at once), 2 rejects with the reason. */
export const checkOnlineCourse = (
  db: Db,
  actor: Actor,
  q: { courseCode: string; checkState: 1 | 2; remark?: string | undefined },
  audit: AuditFn,
) =>
  transition(
    db,
    actor,
    { courseCode: q.courseCode, action: q.checkState === 1 ? 'pass' : 'reject', remark: q.remark ?? null },
    audit,
  );

export const downLineCourse = (db: Db, actor: Actor, courseCode: string, audit: AuditFn) =>
  transition(db, actor, { courseCode, action: 'downLine' }, audit);

/** Soft delete (state 9): the course leaves every list; its history stays. */
export const deleteOnlineCourse = (db: Db, actor: Actor, courseCode: string, audit: AuditFn) =>
  transition(db, actor, { courseCode, action: 'remove' }, audit);
