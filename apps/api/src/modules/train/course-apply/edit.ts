import {
  CourseApplyState,
  courseApplyLifecycle,
  type EditApplyBody,
  courseApplyMessages as M,
} from '@hr/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, canTouchCompanyRecord } from '../../../platform/permissions.ts';
import { placeStudent } from '../course/classes.ts';
import { trainCourse, trainCourseClass, trainEnrolment } from '../course/tables.ts';
import { createOrder } from './orders.ts';
import { trainCourseApply as a } from './tables.ts';

type EditInput = z.output<typeof EditApplyBody>;

/**
 * editApplyInfo, in one transaction under the application's row lock: the remark; applyState 1 turns an
 * intention of a paid course into an online sign-up with its order (the lifecycle's `online`; 2 only comes
 * from a payment, 0 cannot be returned to); classCode places the person in a class of the course, or moves
 * them (the old place is left, the new class's capacity holds under its lock). An unpaid online sign-up is
 * not placed. Anything refused changes nothing.
 */
export async function editApplication(db: Db, actor: Actor, input: EditInput, audit: AuditFn): Promise<null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ apply: a, course: trainCourse })
      .from(a)
      .innerJoin(trainCourse, eq(trainCourse.id, a.courseId))
      .where(eq(a.applyCode, input.applyCode))
      .for('update', { of: a });
    if (!found || !canTouchCompanyRecord(actor, found.apply.cmpyCode)) throw notFound(M.notFound);
    const { apply, course } = found;
    let state = apply.applyState;
    if (input.applyState !== undefined && input.applyState !== state) {
      if (input.applyState !== CourseApplyState.unpaid) throw badRequest(M.stateInvalid);
      state = await recordTransition(tx, courseApplyLifecycle, {
        action: 'online',
        code: apply.applyCode,
        state,
        actor,
      });
      if (course.isFree) throw badRequest(M.onlineNeedsPrice);
      await createOrder(tx, apply, course.price, actor);
    }
    if (input.classCode !== undefined) {
      if (state === CourseApplyState.unpaid) throw badRequest(M.unpaidNoClass);
      await place(tx, actor, apply, input.classCode, audit);
    }
    await tx
      .update(a)
      .set({
        applyState: state,
        ...(input.remark !== undefined ? { remark: input.remark || null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(a.id, apply.id));
    await audit({ action: 'courseApply.edit', target: apply.applyCode, detail: { ...input } }, tx);
    return null;
  });
}

/** Places the person in the class, leaving their current place in another class of the course first. */
async function place(tx: Tx, actor: Actor, apply: typeof a.$inferSelect, classCode: string, audit: AuditFn) {
  const [current] = await tx
    .select({ id: trainEnrolment.id, classCode: trainCourseClass.classCode })
    .from(trainEnrolment)
    .innerJoin(trainCourseClass, eq(trainCourseClass.id, trainEnrolment.classId))
    .where(and(eq(trainEnrolment.applyCode, apply.applyCode), isNull(trainEnrolment.removedAt)))
    .for('update', { of: trainEnrolment });
  if (current?.classCode === classCode) return;
  if (current)
    await tx.update(trainEnrolment).set({ removedAt: sql`now()` }).where(eq(trainEnrolment.id, current.id));
  await placeStudent(
    tx,
    actor,
    {
      classCode,
      studentName: apply.usrName,
      studentPhone: apply.usrPhe,
      applyCode: apply.applyCode,
      courseId: { id: apply.courseId, otherCourse: M.classOfOtherCourse },
    },
    audit,
  );
}
