import {
  answerConditions,
  type CourseApplyFilters,
  courseMessages,
  type FormRule,
  courseApplyMessages as M,
  parseApiTime,
  parseFormRules,
} from '@hr/contract';
import { and, eq, gte, ilike, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, containsText, newestFirst } from '../../../platform/query.ts';
import { trainCourse } from '../course/tables.ts';
import { queryMapSql } from '../form/answer-query.ts';
import { trainFormInfo } from '../form/tables.ts';
import { trainCourseApply as a } from './tables.ts';

export type ApplyFilters = z.output<typeof CourseApplyFilters>;

/** A course of any state but deleted that the caller may see (its applications stay listed when offline). */
export async function visibleCourse(db: DbOrTx, actor: Actor, courseCode: string) {
  const [course] = await db
    .select()
    .from(trainCourse)
    .where(and(eq(trainCourse.courseCode, courseCode), ne(trainCourse.approveType, 99)))
    .limit(1);
  if (!course || !canTouchCompanyRecord(actor, course.cmpyCode)) throw notFound(courseMessages.notFound);
  return course;
}

/** The course's custom form (deleted or not: answers given to it stay readable), or null. */
export async function courseForm(db: DbOrTx, formCode: string | null) {
  if (!formCode) return null;
  const [form] = await db.select().from(trainFormInfo).where(eq(trainFormInfo.bizCode, formCode)).limit(1);
  return form ?? null;
}

export async function courseFormRules(db: DbOrTx, formCode: string | null): Promise<FormRule[]> {
  const form = await courseForm(db, formCode);
  return form ? parseFormRules(form.formContent) : [];
}

/** The end of a time range: a bare date includes its whole day. */
function endCondition(text: string): SQL {
  const at = parseApiTime(text)!;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim())
    ? lt(a.createdAt, new Date(at.getTime() + 86_400_000))
    : lte(a.createdAt, at);
}

/** Whether a queryMap asks for anything (blank values ask for nothing). */
export const asksSomething = (queryMap: ApplyFilters['queryMap']) =>
  answerConditions([], queryMap).problem !== null;

/**
 * The conditions of a list, its counts and the filtered export (everything but the state): the caller's
 * company, the course, person, remark, time range and the course's custom form fields (the forms module's
 * condition builder on `form_value`). 400 for a custom-field filter without its course. `answers(keyed)` gives
 * the custom-field conditions: keyed by the course (the GIN index, for counting the matches) or on the bare
 * answers (no index: what a page walking the course's list index filters on, see `listApplications`).
 */
export async function applyFilterParts(
  db: DbOrTx,
  actor: Actor,
  f: ApplyFilters,
): Promise<{ where: SQL[]; answers: (keyed: boolean) => SQL[] }> {
  const where: SQL[] = [];
  const scope = companyScope(actor);
  if (scope !== null) where.push(eq(a.cmpyCode, scope));
  else if (f.cmpyCode) where.push(eq(a.cmpyCode, f.cmpyCode));
  let rules: FormRule[] | null = null;
  let courseId: number | null = null;
  if (f.courseCode) {
    const course = await visibleCourse(db, actor, f.courseCode);
    courseId = course.id;
    where.push(eq(a.courseId, course.id));
    if (asksSomething(f.queryMap)) rules = await courseFormRules(db, course.formCode);
  } else if (asksSomething(f.queryMap)) throw badRequest(M.queryMapNeedsCourse);
  if (f.usrName) where.push(containsText(a.usrName, f.usrName));
  if (f.usrPhe)
    where.push(
      /^\d{11}$/.test(f.usrPhe) ? eq(a.usrPhe, f.usrPhe) : ilike(a.usrPhe, containsPattern(f.usrPhe)),
    );
  if (f.remark) where.push(ilike(a.remark, containsPattern(f.remark)));
  if (f.applyBeginTime) where.push(gte(a.createdAt, parseApiTime(f.applyBeginTime)!));
  if (f.applyEndTime) where.push(endCondition(f.applyEndTime));
  const answers = (keyed: boolean) =>
    rules && courseId !== null
      ? queryMapSql(
          a.formValue,
          rules,
          f.queryMap,
          keyed ? { column: a.courseId, value: courseId } : undefined,
        )
      : [];
  return { where, answers };
}

/** The conditions of `applyFilterParts`, custom fields keyed by the course. */
export async function applyConditions(db: DbOrTx, actor: Actor, f: ApplyFilters): Promise<SQL[]> {
  const { where, answers } = await applyFilterParts(db, actor, f);
  return [...where, ...answers(true)];
}

/** Newest first, in the order of the list indexes. */
export const applyNewestFirst = newestFirst(a.createdAt, a.id);

export const andAll = (conditions: SQL[]) => (conditions.length ? and(...conditions) : undefined);
