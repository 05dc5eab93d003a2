import {
  advertLimits,
  CourseApproveType,
  courseLifecycle,
  JobState,
  jobLifecycle,
  type RecommendCandidate,
  type RecommendKind,
} from '@hr/contract';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { containsText, fetchPage } from '../../platform/query.ts';
import { cmpy } from '../cmpy/company/tables.ts';
import { mediaByCode } from '../common/material/media-by-code.ts';
import { announcement } from '../common/msg/tables.ts';
import { jobInfo } from '../recruit/job/tables.ts';
import { trainCourse } from '../train/course/tables.ts';

/**
 * What advertising points at — training courses, jobs and notices — read the same way for banners' links
 * and for recommendations: a name, a company, a state and whether it is online now.
 */
export interface Target {
  code: string;
  name: string;
  cmpyCode: string | null;
  cmpyName: string | null;
  coverCode: string | null;
  state: number;
  stateName: string;
  online: boolean;
}

const courseStates = courseLifecycle.states as Record<number, string>;
const jobStates = jobLifecycle.states as Record<number, string>;

/** Live (not deleted) courses by code. */
async function coursesByCode(db: DbOrTx, codes: string[]): Promise<Target[]> {
  const rows = await db
    .select({
      code: trainCourse.courseCode,
      name: trainCourse.courseName,
      cmpyCode: trainCourse.cmpyCode,
      cmpyName: cmpy.cmpyName,
      covers: trainCourse.coverCodes,
      state: trainCourse.approveType,
    })
    .from(trainCourse)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, trainCourse.cmpyCode))
    .where(
      and(inArray(trainCourse.courseCode, codes), ne(trainCourse.approveType, CourseApproveType.deleted)),
    );
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    cmpyCode: r.cmpyCode,
    cmpyName: r.cmpyName,
    coverCode: r.covers[0] ?? null,
    state: r.state,
    stateName: courseStates[r.state] ?? '',
    online: r.state === CourseApproveType.online,
  }));
}

/** Live (not deleted) jobs by code. */
async function jobsByCode(db: DbOrTx, codes: string[]): Promise<Target[]> {
  const rows = await db
    .select({
      code: jobInfo.jobCode,
      name: jobInfo.jobName,
      cmpyCode: jobInfo.cmpyCode,
      cmpyName: cmpy.cmpyName,
      state: jobInfo.approveType,
    })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .where(and(inArray(jobInfo.jobCode, codes), ne(jobInfo.approveType, JobState.deleted)));
  return rows.map((r) => ({
    ...r,
    coverCode: null,
    stateName: jobStates[r.state] ?? '',
    online: r.state === JobState.online,
  }));
}

/** Courses or jobs by code, keyed by code; deleted ones are missing. */
export async function targetsByCode(
  db: DbOrTx,
  kind: RecommendKind,
  codes: string[],
): Promise<Map<string, Target>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  const rows = kind === 'course' ? await coursesByCode(db, unique) : await jobsByCode(db, unique);
  return new Map(rows.map((row) => [row.code, row]));
}

/** Titles of live notices by code. */
export async function noticeTitles(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ code: announcement.annoCode, title: announcement.annoTitle })
    .from(announcement)
    .where(and(inArray(announcement.annoCode, unique), eq(announcement.deleted, false)));
  return new Map(rows.map((r) => [r.code, r.title]));
}

const yuan = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

/**
 * The picker's page: online courses or jobs, by company and name, newest first, each marked when it is
 * already recommended. Uses the lists' (state, sort) indexes; the name is a contains-search over them.
 */
export async function candidatePage(
  db: DbOrTx,
  config: Config,
  kind: RecommendKind,
  query: { pageNum: number; pageSize: number; keyword?: string | undefined; cmpyCode?: string | undefined },
  recommended: Set<string>,
): Promise<{ records: RecommendCandidate[]; total: number }> {
  const page = {
    pageNum: query.pageNum,
    pageSize: Math.min(query.pageSize, advertLimits.candidatePageSize * 5),
  };
  if (kind === 'course') {
    const where: SQL[] = [eq(trainCourse.approveType, CourseApproveType.online)];
    if (query.cmpyCode) where.push(eq(trainCourse.cmpyCode, query.cmpyCode));
    if (query.keyword) where.push(containsText(trainCourse.courseName, query.keyword));
    const result = await fetchPage(db, page, trainCourse, and(...where), (limit, offset) =>
      db
        .select({
          code: trainCourse.courseCode,
          name: trainCourse.courseName,
          cmpyCode: trainCourse.cmpyCode,
          cmpyName: cmpy.cmpyName,
          covers: trainCourse.coverCodes,
          isFree: trainCourse.isFree,
          price: trainCourse.price,
        })
        .from(trainCourse)
        .leftJoin(cmpy, eq(cmpy.cmpyCode, trainCourse.cmpyCode))
        .where(and(...where))
        .orderBy(desc(trainCourse.sortAt), desc(trainCourse.id))
        .limit(limit)
        .offset(offset),
    );
    const media = await mediaByCode(
      db,
      config,
      result.records.flatMap((r) => r.covers.slice(0, 1)),
    );
    return {
      total: result.total,
      records: result.records.map((r) => ({
        targetCode: r.code,
        targetName: r.name,
        cmpyCode: r.cmpyCode,
        cmpyName: r.cmpyName,
        coverUrl: (r.covers[0] && media.get(r.covers[0])?.url) || null,
        detail: r.isFree ? '免费' : `¥${yuan(r.price)}`,
        recommended: recommended.has(r.code),
      })),
    };
  }
  const where: SQL[] = [eq(jobInfo.approveType, JobState.online)];
  if (query.cmpyCode) where.push(eq(jobInfo.cmpyCode, query.cmpyCode));
  if (query.keyword) where.push(containsText(jobInfo.jobName, query.keyword));
  const result = await fetchPage(db, page, jobInfo, and(...where), (limit, offset) =>
    db
      .select({
        code: jobInfo.jobCode,
        name: jobInfo.jobName,
        cmpyCode: jobInfo.cmpyCode,
        cmpyName: cmpy.cmpyName,
        flag: jobInfo.flag,
        min: jobInfo.jobMinSalary,
        max: jobInfo.jobMaxSalary,
        text: jobInfo.salaryDescribe,
      })
      .from(jobInfo)
      .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
      .where(and(...where))
      .orderBy(desc(jobInfo.refreshTime), desc(jobInfo.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    total: result.total,
    records: result.records.map((r) => ({
      targetCode: r.code,
      targetName: r.name,
      cmpyCode: r.cmpyCode,
      cmpyName: r.cmpyName,
      coverUrl: null,
      detail:
        r.flag === 2 && r.min !== null && r.max !== null
          ? `${yuan(r.min)}-${yuan(r.max)}元`
          : r.flag === 3
            ? (r.text ?? '')
            : '面议',
      recommended: recommended.has(r.code),
    })),
  };
}
