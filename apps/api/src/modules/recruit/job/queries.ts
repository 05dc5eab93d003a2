import {
  formatApiTime,
  JOB_TAB_STATES,
  type JobListBody,
  type JobRow,
  JobState,
  type JobTypeQuery,
  JOB_MESSAGES as M,
  parseApiTime,
} from '@hr/contract';
import { and, count, desc, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { type Bind, containsText, literal } from '../../../platform/query.ts';
import { countOf, fetchShaped, fetchShapedPage } from '../../../platform/query-shape.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { jobCategory } from '../job-category/tables.ts';
import { jobCmpyTabCount, jobInfo } from './tables.ts';

export type JobRecord = typeof jobInfo.$inferSelect;
type Filters = z.output<typeof JobTypeQuery>;
type ListInput = z.output<typeof JobListBody>;

/** Company staff see their own company's jobs; operators all. */
export function scoped(actor: Actor): SQL | undefined {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(jobInfo.cmpyCode, scope);
}

/** A job the caller may see (not deleted), locked for a state change when `lock`; 404 otherwise. */
export async function findJob(db: DbOrTx, actor: Actor, jobCode: string, lock = false): Promise<JobRecord> {
  const query = db
    .select()
    .from(jobInfo)
    .where(and(eq(jobInfo.jobCode, jobCode), ne(jobInfo.approveType, JobState.deleted), scoped(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The end of a time filter: a bare date includes its whole day. */
function endCondition(text: string, bind: Bind): SQL {
  const at = parseApiTime(text)!;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()))
    return lt(jobInfo.submitTime, bind('endTime', new Date(at.getTime() + 24 * 60 * 60 * 1000)));
  return lte(jobInfo.submitTime, bind('endTime', at));
}

/** The company filters (the caller's scope and a named company) on `column`: the counters can answer these. */
function companyConditions(actor: Actor, f: Filters, column: PgColumn, bind: Bind = literal): SQL[] {
  const where: SQL[] = [];
  const scope = companyScope(actor);
  if (scope !== null) where.push(eq(column, bind('scope', scope)));
  if (f.cmpyCode) where.push(eq(column, bind('cmpyCode', f.cmpyCode)));
  return where;
}

/** The filters only the job rows can answer (category, name, time, work type, region). */
function rowConditions(f: Filters, bind: Bind = literal): SQL[] {
  const where: SQL[] = [];
  if (f.jobCategoryCode) {
    const code = bind('jobCategoryCode', f.jobCategoryCode);
    where.push(or(eq(jobInfo.jobCategory, code), eq(jobInfo.jobCategoryParent, code))!);
  }
  if (f.jobName) where.push(containsText(jobInfo.jobName, f.jobName, bind, 'jobName'));
  if (f.beginTime) where.push(gte(jobInfo.submitTime, bind('beginTime', parseApiTime(f.beginTime)!)));
  if (f.endTime) where.push(endCondition(f.endTime, bind));
  if (f.workType !== undefined) where.push(eq(jobInfo.workType, bind('workType', f.workType)));
  if (f.regionCode) {
    const column =
      f.regionCode.length === 2
        ? jobInfo.provinceCode
        : f.regionCode.length === 4
          ? jobInfo.cityCode
          : jobInfo.countyCode;
    where.push(eq(column, bind('regionCode', f.regionCode)));
  }
  return where;
}

/** The filters the list and its tab counts share (everything but the tab). */
export function filterConditions(actor: Actor, f: Filters, bind: Bind = literal): SQL[] {
  return [...companyConditions(actor, f, jobInfo.cmpyCode, bind), ...rowConditions(f, bind)];
}

export interface JobCounts {
  deliverCount: number;
  collectCount: number;
  transpondCount: number;
}

/** Rows of `table` about the outer job (table and column named in full: drizzle leaves them bare here). */
const countIn = (table: 'job_apply_info' | 'job_collect' | 'job_transpond') =>
  sql<number>`(select count(*)::int from ${sql.identifier(table)} c where c.job_code = ${sql.identifier('job_info')}.job_code)`.mapWith(
    Number,
  );

/**
 * The job columns a list row shows (`toJobRow`). The long texts, media and form the detail adds stay unread
 * by the list: they were most of each row's bytes to send, parse and map.
 */
const JOB_ROW_COLUMNS = {
  jobCode: jobInfo.jobCode,
  jobName: jobInfo.jobName,
  jobCategory: jobInfo.jobCategory,
  jobCategoryParent: jobInfo.jobCategoryParent,
  cmpyCode: jobInfo.cmpyCode,
  flag: jobInfo.flag,
  jobMinSalary: jobInfo.jobMinSalary,
  jobMaxSalary: jobInfo.jobMaxSalary,
  salaryDescribe: jobInfo.salaryDescribe,
  payCycle: jobInfo.payCycle,
  applicationNumber: jobInfo.applicationNumber,
  workType: jobInfo.workType,
  provinceCode: jobInfo.provinceCode,
  provinceName: jobInfo.provinceName,
  cityCode: jobInfo.cityCode,
  cityName: jobInfo.cityName,
  countyCode: jobInfo.countyCode,
  countyName: jobInfo.countyName,
  jobAddress: jobInfo.jobAddress,
  approveType: jobInfo.approveType,
  automaticalPublish: jobInfo.automaticalPublish,
  remark: jobInfo.remark,
  submitTime: jobInfo.submitTime,
  checkTime: jobInfo.checkTime,
  onlineTime: jobInfo.onlineTime,
  downTime: jobInfo.downTime,
  refreshTime: jobInfo.refreshTime,
  updatedAt: jobInfo.updatedAt,
} satisfies { [K in keyof JobRecord]?: PgColumn };

type JobRowFields = Pick<JobRecord, keyof typeof JOB_ROW_COLUMNS>;

export function toJobRow(
  row: JobRowFields,
  names: { cmpyName: string | null; jobCategoryName: string | null },
  counts: JobCounts,
): JobRow {
  return {
    jobCode: row.jobCode,
    jobName: row.jobName,
    jobCategory: row.jobCategory,
    jobCategoryParent: row.jobCategoryParent,
    jobCategoryName: names.jobCategoryName,
    cmpyCode: row.cmpyCode,
    cmpyName: names.cmpyName,
    flag: row.flag,
    jobMinSalary: row.jobMinSalary,
    jobMaxSalary: row.jobMaxSalary,
    salaryDescribe: row.salaryDescribe,
    payCycle: row.payCycle,
    applicationNumber: row.applicationNumber,
    workType: row.workType,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    jobAddress: row.jobAddress,
    approveType: row.approveType,
    automaticalPublish: row.automaticalPublish,
    deliverCount: counts.deliverCount,
    collectCount: counts.collectCount,
    transpondCount: counts.transpondCount,
    remark: row.remark,
    submitTime: formatApiTime(row.submitTime),
    checkTime: formatApiTime(row.checkTime),
    onlineTime: formatApiTime(row.onlineTime),
    downTime: formatApiTime(row.downTime),
    refreshTime: formatApiTime(row.refreshTime),
    updateTime: formatApiTime(row.updatedAt),
  };
}

/**
 * Jobs (`row`: every column, or a list row's) with their company's and category's names and their
 * applications, favourites and shares, counted from those tables in the same query (an index lookup each per
 * job, so a page costs three per row).
 */
function selectJobsWith<Row extends typeof jobInfo | typeof JOB_ROW_COLUMNS>(db: DbOrTx, row: Row) {
  return db
    .select({
      row,
      cmpyName: cmpy.cmpyName,
      jobCategoryName: jobCategory.categorieName,
      deliverCount: countIn('job_apply_info'),
      collectCount: countIn('job_collect'),
      transpondCount: countIn('job_transpond'),
    })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .leftJoin(jobCategory, eq(jobCategory.categorieCode, jobInfo.jobCategory));
}

/** A job with every column (the detail). */
export const selectJobs = (db: DbOrTx) => selectJobsWith(db, jobInfo);
const selectJobRows = (db: DbOrTx) => selectJobsWith(db, JOB_ROW_COLUMNS);

type JobSelection = Awaited<ReturnType<typeof selectJobRows>>[number];

const lastRefreshedFirst = [desc(jobInfo.refreshTime), desc(jobInfo.id)];

/**
 * queryJobInfoList: one tab's page, last refreshed first. The page's ids are found first, from an index
 * alone (the tab index, or a region's tab index that also holds the other filters' columns), and only those
 * ten rows are read and joined, so a deep page skips index entries rather than joined rows. Prepared once per
 * shape of the filters (`fetchShapedPage`): the page query is wide, and drizzle took longer to build it than
 * PostgreSQL to run it.
 */
export async function listJobs(db: DbOrTx, actor: Actor, q: ListInput) {
  const page = await fetchShapedPage<JobSelection>(db, 'jobs', q, (bind) => {
    const where = and(
      eq(jobInfo.approveType, bind('approveType', q.approveType)),
      ...filterConditions(actor, q, bind),
    );
    return {
      where,
      ...countOf(db, jobInfo, where),
      rows: (limit, offset) =>
        selectJobRows(db)
          .where(
            inArray(
              jobInfo.id,
              db
                .select({ id: jobInfo.id })
                .from(jobInfo)
                .where(where)
                .orderBy(...lastRefreshedFirst)
                .limit(limit)
                .offset(offset),
            ),
          )
          .orderBy(...lastRefreshedFirst),
    };
  });
  return { total: page.total, records: page.records.map((r) => toJobRow(r.row, r, r)) };
}

/**
 * queryJobInfoType: every tab state with its count under the same filters. Filtered by company only (or
 * not at all), the counters answer (a few rows per company); any other filter is one GROUP BY on the jobs.
 */
export async function countJobsByType(db: DbOrTx, actor: Actor, f: Filters) {
  const tabs = [...JOB_TAB_STATES];
  const t = jobCmpyTabCount;
  // Built and prepared once per shape of the filters (`fetchShaped`): drizzle took longer to build the
  // statement than PostgreSQL to answer it from the counters.
  const rows = await fetchShaped<{ approveType: number; num: number }>(db, 'job tab counts', (bind) => {
    const byRow = rowConditions(f, bind);
    if (byRow.length) {
      const where = and(
        inArray(jobInfo.approveType, tabs),
        ...companyConditions(actor, f, jobInfo.cmpyCode, bind),
        ...byRow,
      );
      return {
        where,
        variant: 'rows',
        query: () =>
          db
            .select({ approveType: jobInfo.approveType, num: count() })
            .from(jobInfo)
            .where(where)
            .groupBy(jobInfo.approveType),
      };
    }
    const where = and(inArray(t.approveType, tabs), ...companyConditions(actor, f, t.cmpyCode, bind));
    return {
      where,
      variant: 'counters',
      query: () =>
        db
          .select({ approveType: t.approveType, num: sql<number>`coalesce(sum(${t.num}), 0)::int` })
          .from(t)
          .where(where)
          .groupBy(t.approveType),
    };
  });
  return [...JOB_TAB_STATES]
    .sort((a, b) => a - b)
    .map((state) => ({
      approveType: state,
      num: rows.find((r) => r.approveType === state)?.num ?? 0,
    }));
}
