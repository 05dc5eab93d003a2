import {
  type CourseApplyDetail,
  type CourseApplyListQuery,
  type CourseApplyRow,
  courseApplyLifecycle,
  courseApplyStateNames,
  formatApiTime,
  courseApplyMessages as M,
} from '@hr/contract';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { fetchPage } from '../../../platform/query.ts';
import { historyOf } from '../../cmpy/company/history.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { trainCourse, trainCourseClass, trainEnrolment } from '../course/tables.ts';
import {
  type ApplyFilters,
  andAll,
  applyConditions,
  applyFilterParts,
  applyNewestFirst,
  asksSomething,
  courseForm,
  visibleCourse,
} from './filters.ts';
import { trainCourseApply as a, trainCourseApplyCount as c, trainCourseOrder as o } from './tables.ts';

type ListQuery = z.output<typeof CourseApplyListQuery>;

/** Applications with their course, school, live class placement and order (one row each). */
export const selectApplications = (db: DbOrTx) =>
  db
    .select({
      apply: a,
      courseCode: trainCourse.courseCode,
      courseName: trainCourse.courseName,
      formCode: trainCourse.formCode,
      isFree: trainCourse.isFree,
      price: trainCourse.price,
      cmpyName: cmpy.cmpyName,
      classCode: trainCourseClass.classCode,
      className: trainCourseClass.className,
      orderCode: o.orderCode,
      amount: o.amount,
      payStatus: o.payStatus,
    })
    .from(a)
    .innerJoin(trainCourse, eq(trainCourse.id, a.courseId))
    .leftJoin(cmpy, eq(cmpy.cmpyCode, a.cmpyCode))
    .leftJoin(
      trainEnrolment,
      and(eq(trainEnrolment.applyCode, a.applyCode), isNull(trainEnrolment.removedAt)),
    )
    .leftJoin(trainCourseClass, eq(trainCourseClass.id, trainEnrolment.classId))
    .leftJoin(o, eq(o.applyId, a.id));

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['limit']>>[number];

export const toApplyRow = (r: ApplicationRow): CourseApplyRow => ({
  applyCode: r.apply.applyCode,
  courseCode: r.courseCode,
  courseName: r.courseName,
  cmpyCode: r.apply.cmpyCode,
  cmpyName: r.cmpyName,
  usrName: r.apply.usrName,
  usrPhe: r.apply.usrPhe,
  applyState: r.apply.applyState,
  applyStateName: courseApplyStateNames[r.apply.applyState] ?? '',
  remark: r.apply.remark,
  classCode: r.classCode,
  className: r.className,
  orderCode: r.orderCode,
  amount: r.amount,
  payStatus: r.payStatus,
  applyTime: formatApiTime(r.apply.createdAt),
  updateTime: formatApiTime(r.apply.updatedAt),
});

/**
 * getApplyBDList / getApplyBDListByForm: one page, newest first; the total from the counter when no filter
 * but the school, the course and the state applies (as the counts), else counted.
 */
export async function listApplications(db: DbOrTx, actor: Actor, q: ListQuery) {
  const { where: conditions, answers } = await applyFilterParts(db, actor, q);
  if (q.applyState !== undefined) conditions.push(eq(a.applyState, q.applyState));
  const where = andAll([...conditions, ...answers(true)]);
  const offset = (q.pageNum - 1) * q.pageSize;
  // A deferred join: the page's keys first (one index walk past the offset), then the joins for its rows
  // only; joined before the offset, a deep page (500) joined every row it skipped (docs/benchmarks.md).
  const page = async (keysWhere: SQL | undefined) => {
    const keys = db
      .select({ id: a.id })
      .from(a)
      .where(keysWhere)
      .orderBy(...applyNewestFirst)
      .limit(q.pageSize)
      .offset(offset);
    return (
      await selectApplications(db)
        .where(inArray(a.id, keys))
        .orderBy(...applyNewestFirst)
    ).map(toApplyRow);
  };
  if (asksSomething(q.queryMap)) return pageByForm(db, actor, q, where, conditions, answers, page);
  if (!countedAhead(q)) return fetchPage(db, q, a, where, () => page(where));
  const [records, sums] = await Promise.all([page(where), counterSums(db, actor, q)]);
  const total = sums
    .filter((r) => q.applyState === undefined || r.state === q.applyState)
    .reduce((sum, r) => sum + r.n, 0);
  return { records, total };
}

/**
 * A page filtered by custom fields (always of one course). The matches are counted first through the GIN
 * index on the answers keyed by the course; then the page's keys are found the cheaper of two ways, chosen
 * from that count and the course's rows in the state (the counter): walking the course's list index newest
 * first, the bare answers a filter on each row, expects to read (offset + size) × rows / matches rows; the
 * keyed index reads every match and sorts them. The planner cannot make this choice itself: it multiplies
 * the course and the keyed answers as if independent (55 matches expected of 2,241 at 1,000,000 sign-ups)
 * and always took the matches and the sort, 14–28 ms for page 1 where the walk reads 38 rows (0.2 ms).
 */
async function pageByForm(
  db: DbOrTx,
  actor: Actor,
  q: ListQuery,
  where: SQL | undefined,
  conditions: SQL[],
  answers: (keyed: boolean) => SQL[],
  page: (keysWhere: SQL | undefined) => Promise<CourseApplyRow[]>,
) {
  const [[counted], sums] = await Promise.all([
    db.select({ value: count() }).from(a).where(where),
    counterSums(db, actor, q),
  ]);
  const total = counted?.value ?? 0;
  if (!total) return { records: [], total };
  const inRange = sums
    .filter((r) => q.applyState === undefined || r.state === q.applyState)
    .reduce((sum, r) => sum + r.n, 0);
  const walk = (q.pageNum * q.pageSize * inRange) / total <= total;
  return { records: await page(walk ? andAll([...conditions, ...answers(false)]) : where), total };
}

/** Whether counts under `f` are the counter's: no filter but the school and the course. */
const countedAhead = (f: ApplyFilters) =>
  !f.usrName && !f.usrPhe && !f.remark && !f.applyBeginTime && !f.applyEndTime && !asksSomething(f.queryMap);

/** The counter rows' sums by state for the caller's (or the chosen) school and course. */
async function counterSums(db: DbOrTx, actor: Actor, f: ApplyFilters) {
  const where: SQL[] = [];
  const school = companyScope(actor) ?? f.cmpyCode;
  if (school) where.push(eq(c.cmpyCode, school));
  if (f.courseCode) where.push(eq(c.courseId, (await visibleCourse(db, actor, f.courseCode)).id));
  return db
    .select({ state: c.applyState, n: sql<number>`sum(${c.num})`.mapWith(Number) })
    .from(c)
    .where(andAll(where))
    .groupBy(c.applyState);
}

/**
 * countByApplyState / countApllyBDNumbersByForm: every state with its count under the filters; from the
 * trigger-kept counter when only the school and the course filter, else counted.
 */
export async function countApplications(db: DbOrTx, actor: Actor, f: ApplyFilters) {
  const rows = countedAhead(f)
    ? await counterSums(db, actor, f)
    : await db
        .select({ state: a.applyState, n: count() })
        .from(a)
        .where(andAll(await applyConditions(db, actor, f)))
        .groupBy(a.applyState);
  const byState = new Map(rows.map((r) => [r.state, r.n]));
  return Object.entries(courseApplyStateNames).map(([state, name]) => ({
    applyState: Number(state),
    applyStateName: name,
    num: byState.get(Number(state)) ?? 0,
  }));
}

/** One application the caller may see (staff: their school's courses'); 404 otherwise. */
export async function findApplication(db: DbOrTx, actor: Actor, applyCode: string): Promise<ApplicationRow> {
  const [row] = await selectApplications(db).where(eq(a.applyCode, applyCode)).limit(1);
  if (!row || !canTouchCompanyRecord(actor, row.apply.cmpyCode)) throw notFound(M.notFound);
  return row;
}

/** pc/getApplyInfo: the row, the course's price, the custom form with the answers, and the history. */
export async function applicationDetail(
  db: DbOrTx,
  actor: Actor,
  applyCode: string,
): Promise<CourseApplyDetail> {
  const row = await findApplication(db, actor, applyCode);
  const form = await courseForm(db, row.formCode);
  return {
    ...toApplyRow(row),
    isFree: row.isFree,
    price: row.price,
    formName: form?.formName ?? null,
    formContent: form?.formContent ?? null,
    formValue: row.apply.formValue,
    history: await historyOf(db, courseApplyLifecycle, applyCode),
  };
}
