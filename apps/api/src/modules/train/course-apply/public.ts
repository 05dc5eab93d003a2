import {
  CourseApplyState,
  CourseApproveType,
  courseApplyLifecycle,
  courseMessages,
  courseNatureNames,
  courseTypeNames,
  formatApiTime,
  courseApplyMessages as M,
  parseFormRules,
  type SignUpBody,
} from '@hr/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { recordCreation } from '../../../platform/lifecycle.ts';
import { paymentProvider } from '../../../platform/payment/index.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { trainCourse } from '../course/tables.ts';
import { formByCode } from '../form/access.ts';
import { checkedAnswers } from '../form/answer-checks.ts';
import { removeSpooled, storeSignatures } from '../form/signature.ts';
import { courseForm } from './filters.ts';
import { createOrder, startPayment } from './orders.ts';
import { trainCourseApply as a, trainCourseOrder as o } from './tables.ts';

/**
 * The public sign-up page of a course (its QR code), like the job apply page: no login, the person is
 * identified by mobile number (one application per course and number), the answers go through the forms
 * module's checks against the course's custom form. A free course's sign-up is an intention (0); a paid
 * course's is an online sign-up (1) with its order, and the answer carries the cashier link.
 */

type Deps = { db: Db; config: Config; storage: ObjectStorage };

/** Courses the page shows: reviewed ones that were or are online; only an online one takes sign-ups. */
const SHOWN: number[] = [CourseApproveType.approved, CourseApproveType.online, CourseApproveType.offline];

async function shownCourse(db: DbOrTx, courseCode: string) {
  const [found] = await db
    .select({ course: trainCourse, cmpyName: cmpy.cmpyName })
    .from(trainCourse)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, trainCourse.cmpyCode))
    .where(and(eq(trainCourse.courseCode, courseCode), inArray(trainCourse.approveType, SHOWN)))
    .limit(1);
  if (!found) throw notFound(courseMessages.notFound);
  return found;
}

const isOpen = (course: typeof trainCourse.$inferSelect, now = new Date()) =>
  course.approveType === CourseApproveType.online && course.applyBeginAt <= now && now <= course.applyEndAt;

export async function publicCourseInfo(db: DbOrTx, courseCode: string) {
  const { course, cmpyName } = await shownCourse(db, courseCode);
  const form = await courseForm(db, course.formCode);
  const live = form && !form.deleted ? form : null;
  return {
    courseCode: course.courseCode,
    courseName: course.courseName,
    cmpyName,
    courseTypeName: courseTypeNames[course.courseType] ?? '',
    courseNatureName: courseNatureNames[course.courseNature] ?? '',
    isFree: course.isFree,
    price: course.price,
    address: `${course.countyName}${course.streetName}${course.address}`,
    applyBeginTime: formatApiTime(course.applyBeginAt),
    applyEndTime: formatApiTime(course.applyEndAt),
    open: isOpen(course),
    formName: live?.formName ?? null,
    formCode: live?.bizCode ?? null,
    formContent: live?.formContent ?? null,
  };
}

/** publicSignUp: checked first, stored in one transaction (application, its order), then the cashier link. */
export async function signUp(deps: Deps, input: z.output<typeof SignUpBody>) {
  const { db } = deps;
  const { course } = await shownCourse(db, input.courseCode);
  if (course.approveType !== CourseApproveType.online) throw badRequest(M.courseNotOpen);
  if (!isOpen(course)) throw badRequest(M.outsideWindow);
  // No payment service: refuse before anything is stored.
  if (!course.isFree) paymentProvider(deps);
  const [before] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.courseId, course.id), eq(a.usrPhe, input.usrPhe)))
    .limit(1);
  if (before) throw conflict(M.alreadyApplied);
  const form = course.formCode ? await formByCode(db, course.formCode) : null;
  const rules = form ? parseFormRules(form.formContent) : [];
  const cmpyCode = form?.cmpyCode ?? null;
  const { answers, pending } = await checkedAnswers(deps, { cmpyCode }, rules, input.formValue);
  const stored: string[] = [];
  let created: { applyCode: string; applyState: number; orderCode: string | null; amount: number | null };
  try {
    created = await db.transaction(async (tx) => {
      await storeSignatures({ ...deps, db: tx }, pending, answers, cmpyCode, stored);
      const applyState = course.isFree ? CourseApplyState.intention : CourseApplyState.unpaid;
      const [apply] = await tx
        .insert(a)
        .values({
          applyCode: newCode('CA'),
          courseId: course.id,
          cmpyCode: course.cmpyCode,
          usrName: input.usrName,
          usrPhe: input.usrPhe,
          applyState,
          formValue: form ? answers : null,
        })
        .onConflictDoNothing({ target: [a.courseId, a.usrPhe] })
        .returning();
      // Signed up meanwhile (two submits at once): nothing of this one stays.
      if (!apply) throw conflict(M.alreadyApplied);
      await recordCreation(tx, {
        entity: courseApplyLifecycle.entity,
        code: apply.applyCode,
        state: applyState,
        actor: null,
        action: 'create',
      });
      const order = course.isFree ? null : await createOrder(tx, apply, course.price, null);
      return {
        applyCode: apply.applyCode,
        applyState,
        orderCode: order?.orderCode ?? null,
        amount: order?.amount ?? null,
      };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await removeSpooled(pending);
  }
  const payUrl = created.orderCode ? (await startPayment(deps, created.orderCode)).payUrl : null;
  return { ...created, payUrl };
}

/** publicPay: the person (application code and the same mobile number) pays or retries their order. */
export async function payAgain(deps: Deps, input: { applyCode: string; usrPhe: string }) {
  const [row] = await deps.db
    .select({ orderCode: o.orderCode })
    .from(a)
    .leftJoin(o, eq(o.applyId, a.id))
    .where(and(eq(a.applyCode, input.applyCode), eq(a.usrPhe, input.usrPhe)))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  if (!row.orderCode) throw notFound(M.orderNotFound);
  return startPayment(deps, row.orderCode);
}
