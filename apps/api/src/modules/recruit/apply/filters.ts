import {
  type ApplyCountQuery,
  answerConditions,
  JOB_MESSAGES,
  JobState,
  parseApiTime,
  parseFormRules,
} from '@hr/contract';
import { type AnyColumn, and, eq, gte, ilike, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import {
  type Bind,
  containsPattern,
  containsText,
  literal,
  unindexedOrder,
} from '../../../platform/query.ts';
import { queryMapSql } from '../../train/form/answer-query.ts';
import { jobInfo } from '../job/tables.ts';
import { applyScope } from './scope.ts';
import { jobApplyInfo } from './tables.ts';

export type ApplyFilters = z.output<typeof ApplyCountQuery>;

/** Shown when custom-field filters come without the job whose form defines them. */
export const QUERY_MAP_NEEDS_JOB = '按自定义字段筛选时须指定职位';

/** `{a,b}` as one text[] parameter (job codes are word characters; quoted anyway). */
const textArray = (items: string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** A column equal to one of `codes`, as one array parameter: thousands of codes stay one parameter. */
export const anyOf = (column: AnyColumn | SQL, codes: string[], bind: Bind = literal, name = 'codes'): SQL =>
  sql`${column} = any(${bind(name, textArray(codes))}::text[])`;

/** The end of a delivery-time range: a bare date includes its whole day. */
function endCondition(text: string, bind: Bind): SQL {
  const at = parseApiTime(text)!;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim())
    ? lt(jobApplyInfo.createdAt, bind('endTime', new Date(at.getTime() + 24 * 60 * 60 * 1000)))
    : lte(jobApplyInfo.createdAt, bind('endTime', at));
}

/**
 * All mode's job-name filter: the codes of the caller's jobs whose name contains the text, looked up first
 * (the job table is small next to the applications), then used as `job_code = any(…)`, which the
 * application indexes answer.
 */
async function jobCodesNamed(db: DbOrTx, actor: Actor, jobName: string): Promise<string[]> {
  const scope = companyScope(actor);
  const rows = await db
    .select({ jobCode: jobInfo.jobCode })
    .from(jobInfo)
    .where(
      and(containsText(jobInfo.jobName, jobName), scope === null ? undefined : eq(jobInfo.cmpyCode, scope)),
    );
  return rows.map((r) => r.jobCode);
}

/** Whether a queryMap asks for anything (blank values ask for nothing). */
const asksSomething = (f: ApplyFilters) => answerConditions([], f.queryMap).problem !== null;

/**
 * Single mode's custom-field filters on the job's own copy of its form: 400 naming a field that is not a
 * filter of that form; 404 when the job is not the caller's to see.
 */
async function customFieldConditions(db: DbOrTx, actor: Actor, f: ApplyFilters): Promise<SQL[]> {
  if (!asksSomething(f)) return [];
  if (!f.jobCode) throw badRequest(QUERY_MAP_NEEDS_JOB);
  const scope = companyScope(actor);
  const [job] = await db
    .select({ formContent: jobInfo.formContent })
    .from(jobInfo)
    .where(
      and(
        eq(jobInfo.jobCode, f.jobCode),
        ne(jobInfo.approveType, JobState.deleted),
        scope === null ? undefined : eq(jobInfo.cmpyCode, scope),
      ),
    )
    .limit(1);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const rules = job.formContent ? parseFormRules(job.formContent) : [];
  return queryMapSql(jobApplyInfo.formValue, rules, f.queryMap);
}

/** The conditions of a list or count, and whether the tab counters can answer its totals. */
export interface ApplyWhere {
  conditions: SQL[];
  /**
   * Set when nothing but the caller's company and job filters apply: the counters per company and tab
   * (`jobCodes` null) or per job and tab answer the totals without counting the applications.
   */
  counters: { cmpyCode: string | null; jobCodes: string[] | null } | null;
  /** How the conditions took their values; the counters' queries take theirs the same way. */
  bind: Bind;
}

/**
 * The conditions the lists, their counts and the exports share (everything but the tab), or null when
 * nothing can match (a job name no job of the caller's has).
 */
export async function filterConditions(db: DbOrTx, actor: Actor, f: ApplyFilters): Promise<SQL[] | null> {
  return (await applyWhere(db, actor, f))?.conditions ?? null;
}

/**
 * The filters' conditions with what the tab counters can answer; null when nothing can match. `bind` gives
 * each value to its condition (placeholders of a prepared list shape; the custom-field conditions keep theirs).
 */
export async function applyWhere(
  db: DbOrTx,
  actor: Actor,
  f: ApplyFilters,
  bind: Bind = literal,
): Promise<ApplyWhere | null> {
  const where: SQL[] = [];
  const scope = applyScope(actor, bind);
  if (scope) where.push(scope);
  let jobCodes: string[] | null = f.jobCode ? [f.jobCode] : null;
  if (f.jobCode) where.push(eq(jobApplyInfo.jobCode, bind('jobCode', f.jobCode)));
  if (f.jobName) {
    const named = await jobCodesNamed(db, actor, f.jobName);
    jobCodes = jobCodes ? jobCodes.filter((code) => named.includes(code)) : named;
    if (!jobCodes.length) return null;
    where.push(anyOf(jobApplyInfo.jobCode, named, bind, 'namedJobCodes'));
  }
  const jobFiltersOnly = where.length;
  if (f.usrName) where.push(containsText(jobApplyInfo.usrName, f.usrName, bind, 'usrName'));
  if (f.usrPhone)
    where.push(
      /^\d{11}$/.test(f.usrPhone)
        ? eq(jobApplyInfo.usrTel, bind('usrPhone', f.usrPhone))
        : ilike(jobApplyInfo.usrTel, bind('usrPhone', containsPattern(f.usrPhone))),
    );
  if (f.startUsrAge !== undefined) where.push(gte(jobApplyInfo.usrAge, bind('startUsrAge', f.startUsrAge)));
  if (f.endUsrAge !== undefined) where.push(lte(jobApplyInfo.usrAge, bind('endUsrAge', f.endUsrAge)));
  if (f.usrGender !== undefined) where.push(eq(jobApplyInfo.usrGender, bind('usrGender', f.usrGender)));
  if (f.startTime) where.push(gte(jobApplyInfo.createdAt, bind('startTime', parseApiTime(f.startTime)!)));
  if (f.endTime) where.push(endCondition(f.endTime, bind));
  where.push(...(await customFieldConditions(db, actor, f)));
  const counters = where.length === jobFiltersOnly ? { cmpyCode: companyScope(actor), jobCodes } : null;
  // Every value is bound now, the counters' too: a prepared list shape builds its total only once.
  if (counters?.jobCodes) anyOf(jobApplyInfo.jobCode, counters.jobCodes, bind, 'counterJobCodes');
  return { conditions: where, counters, bind };
}

/** Newest first, in the order of the list indexes (`… created_at DESC NULLS LAST, id DESC NULLS LAST`). */
export const newestFirst = [
  sql`${jobApplyInfo.createdAt} desc nulls last`,
  sql`${jobApplyInfo.id} desc nulls last`,
];

/** The same order, taken from a name search's matches rather than a list index (`unindexedOrder`). */
export const newestMatchesFirst = [
  sql`${unindexedOrder(jobApplyInfo.createdAt)} desc nulls last`,
  sql`${jobApplyInfo.id} desc nulls last`,
];
