import { AGE_BANDS } from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Frame, inRange, inRegion, ofCompany, whereAll } from './frame.ts';

/**
 * Shared pieces of the recruitment figures. Applications (a) carry their company; their region is their
 * job's (j). A hire is an operation record (o) of operateType 10 (入职) and is dated by it; an offer
 * (录用) is operateType 4. Jobs count once published (onlineTime), deleted ones (9) never.
 */
export const APPLY_FROM = sql`from job_apply_info a join job_info j on j.job_code = a.job_code`;
/**
 * APPLY_FROM when the job (j) is needed (its region filters, or a column of it is read), else the applications
 * alone: an application's job is never deleted (a deleted job keeps its row, approve_type 9), so the join
 * filters nothing, and without it the range is an index-only scan of `job_apply_info_created`.
 */
export const applyFrom = (f: Frame, job: boolean) =>
  job || f.regionCode ? APPLY_FROM : sql`from job_apply_info a`;
export const OPERATION_FROM = sql`from apply_operation_record o join job_apply_info a on a.apply_code = o.apply_code
  join job_info j on j.job_code = a.job_code`;

export const applied = (f: Frame, ...more: (SQL | undefined)[]) =>
  whereAll(ofCompany(f, 'a'), inRegion(f, 'j'), inRange(f, sql`a.created_at`), ...more);

export const operated = (f: Frame, operateType: number, ...more: (SQL | undefined)[]) =>
  whereAll(
    sql`o.operate_type = ${operateType}`,
    inRange(f, sql`o.created_at`),
    ofCompany(f, 'a'),
    inRegion(f, 'j'),
    ...more,
  );

export const HIRE = 10;
export const OFFER = 4;
export const JOB_ONLINE = 3;

/** Jobs published in the range (any state but deleted). */
export const published = (f: Frame, ...more: (SQL | undefined)[]) =>
  whereAll(
    sql`j.approve_type <> 9`,
    inRange(f, sql`j.online_time`),
    ofCompany(f, 'j'),
    inRegion(f, 'j'),
    ...more,
  );

/** The top-level job category's name (the industry, 行业) of job j. */
export const INDUSTRY = sql`coalesce((select g.categorie_name from job_category g
  where g.categorie_code = coalesce(j.job_category_parent, j.job_category)), '未分类')`;
/** The age band index (AGE_BANDS) of application a's applicant, -1 without an age. */
export const AGE_BAND = sql.raw(
  `case ${AGE_BANDS.map((b, i) => `when a.usr_age between ${b.min} and ${b.max} then ${i}`).join(' ')} else -1 end`,
);
