import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../platform/db.ts';
import { LOCKS, runOnceAcrossNodes, skipped } from '../../../platform/once.ts';
import { beijingToday } from '../../train/course/classes.ts';
import { rows } from '../frame.ts';
import { AGE_BAND, HIRE, OFFER } from '../recruit-sql.ts';

export const RECRUIT_REPORT = 'recruit_day';
const DAY = 86_400_000;

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The instant a Beijing day starts. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The last whole Beijing day the report holds, null while it holds none. */
export async function filledThrough(db: DbOrTx): Promise<string | null> {
  const [row] = await rows<{ d: string | null }>(
    db,
    sql`select filled_through::text as d from stat_report_state where report = ${RECRUIT_REPORT}`,
  );
  return row?.d ?? null;
}

/**
 * Every counted row of the days [from, to) with its Beijing day, kind, company, region levels, industry code,
 * county and age band: applications (kind 1, their creation) and the offer (4) and hire (10) operation records;
 * the company is the application's, the region and industry the job's, as in the live figures (recruit-sql.ts).
 */
const source = (from: Date | null, to: Date) => {
  const range = (column: string) =>
    from
      ? sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz and ${sql.raw(column)} < ${to.toISOString()}::timestamptz`
      : sql`${sql.raw(column)} < ${to.toISOString()}::timestamptz`;
  const cols = sql`a.cmpy_code, j.province_code, j.city_code, j.county_code, j.county_name,
    coalesce(j.job_category_parent, j.job_category) as industry, ${AGE_BAND} as band`;
  return sql`select (a.created_at at time zone 'Asia/Shanghai')::date as day, 1 as kind, ${cols}
      from job_apply_info a join job_info j on j.job_code = a.job_code where ${range('a.created_at')}
    union all
    select (o.created_at at time zone 'Asia/Shanghai')::date, o.operate_type, ${cols}
      from apply_operation_record o join job_apply_info a on a.apply_code = o.apply_code
      join job_info j on j.job_code = a.job_code
      where o.operate_type in (${OFFER}, ${HIRE}) and ${range('o.created_at')}`;
};

/** Days apart at most of a range's first and last day (a range is at most 366 days). */
export const PEOPLE_SPAN = 365;

/**
 * The rows of `stat_people_day` (tables.ts) for every `upto` in (before, through]. Each person-day (per
 * person; per person and industry) is taken with the next day the same person (in the same industry) applied,
 * counted over the applications up to `through` only (a later one is after every `upto` filled, so it does not
 * change a row). A person-day on `day` counts in the row of `upto` when its next day is after `upto` or none:
 * the row is the day's person-days less those whose next day is up to `upto` (a running sum over `upto`).
 * Applications older than 365 days before the first `upto` filled are never read.
 */
const fillPeople = (before: string | null, through: string) => {
  const from = before === null ? null : dayStart(addDays(before, 1 - PEOPLE_SPAN));
  const to = dayStart(addDays(through, 1));
  const range = from
    ? sql`a.created_at >= ${from.toISOString()}::timestamptz and a.created_at < ${to.toISOString()}::timestamptz`
    : sql`a.created_at < ${to.toISOString()}::timestamptz`;
  return sql`insert into stat_people_day (dim, k, upto, day, n)
    with app as (
      select a.usr_code, (a.created_at at time zone 'Asia/Shanghai')::date as day, a.created_at, ${AGE_BAND} as band,
        coalesce(a.usr_gender::text, '') as gender, coalesce(j.job_category_parent, j.job_category, '') as industry
      from job_apply_info a join job_info j on j.job_code = a.job_code where ${range}
    ),
    person as (
      select band, gender, day, lead(day) over (partition by usr_code order by day) as next
      from (select distinct on (usr_code, day) usr_code, day, band, gender from app
        order by usr_code, day, created_at desc) x
    ),
    industry as (
      select industry, day, lead(day) over (partition by usr_code, industry order by day) as next
      from (select distinct usr_code, industry, day from app) x
    ),
    counted as materialized (
      select 'age' as dim, band::text as k, day, next, count(*)::int as n from person group by 1, 2, 3, 4
      union all select 'gender', gender, day, next, count(*)::int from person group by 1, 2, 3, 4
      union all select 'industry', industry, day, next, count(*)::int from industry group by 1, 2, 3, 4
    ),
    days as (select dim, k, day, sum(n)::int as total from counted group by 1, 2, 3),
    again as (select dim, k, day, next, sum(n)::int as n from counted where next is not null group by 1, 2, 3, 4)
    select dim, k, upto, day, n from (
      select d.dim, d.k, u.upto::date as upto, d.day,
        (d.total - sum(coalesce(g.n, 0)) over (partition by d.dim, d.k, d.day order by u.upto))::int as n
      from days d cross join lateral generate_series(d.day, d.day + ${sql.raw(String(PEOPLE_SPAN))}, interval '1 day') u(upto)
      left join again g on g.dim = d.dim and g.k = d.k and g.day = d.day and g.next = u.upto::date
    ) c
    where c.n > 0 and c.upto <= ${through}::date ${before === null ? sql`` : sql`and c.upto > ${before}::date`}`;
};

export interface RefreshOutcome {
  /** false when another node holds the lock (it is doing the work). */
  ran: boolean;
  /** Days (re)filled: (before, through]. */
  before: string | null;
  through: string | null;
  rows: number;
}

/**
 * The report job: fills every whole Beijing day after `filled_through` up to yesterday, in one
 * transaction under `pg_try_advisory_xact_lock`, so that of several API nodes one does the work and the
 * others skip it. Idempotent: the days it fills are deleted first, and a second run finds nothing to do.
 * A row written later with a past date (a seed, an import, a job moved to another region or category)
 * lowers `filled_through` by trigger (migration), so the next run refills from there.
 */
export async function refreshRecruitReport(db: DbOrTx, now = new Date()): Promise<RefreshOutcome> {
  const yesterday = addDays(beijingToday(now), -1);
  const done = await runOnceAcrossNodes(db, LOCKS.recruitReport, async (tx) => {
    const before = await filledThrough(tx);
    if (before !== null && before >= yesterday) return { ran: true, before, through: before, rows: 0 };
    await tx.execute(
      before === null
        ? sql`delete from stat_recruit_day`
        : sql`delete from stat_recruit_day where day > ${before}::date`,
    );
    const inserted = await rows<{ n: number }>(
      tx,
      sql`with src as (${source(before === null ? null : dayStart(addDays(before, 1)), dayStart(addDays(yesterday, 1)))}),
        ins as (
          insert into stat_recruit_day (day, kind, cmpy_code, region_code, dim, k, label, n)
          select s.day, s.kind, r.cmpy, r.code, d.dim, d.k, d.label, count(*)::int
          from src s
          cross join lateral (values ('', ''), ('', s.province_code), ('', s.city_code), ('', s.county_code),
            (s.cmpy_code, '')) r(cmpy, code)
          cross join lateral (values ('total', '', null), ('industry', coalesce(s.industry, ''), null),
            ('county', coalesce(s.county_code, ''), s.county_name), ('age', s.band::text, null)) d(dim, k, label)
          where r.code is not null and r.cmpy is not null
          group by 1, 2, 3, 4, 5, 6, 7
          returning 1)
        select count(*)::int as n from ins`,
    );
    await tx.execute(
      before === null
        ? sql`delete from stat_people_day`
        : sql`delete from stat_people_day where upto > ${before}::date`,
    );
    await tx.execute(fillPeople(before, yesterday));
    await tx.execute(sql`insert into stat_report_state (report, filled_through) values (${RECRUIT_REPORT}, ${yesterday})
      on conflict (report) do update set filled_through = excluded.filled_through`);
    return { ran: true, before, through: yesterday, rows: inserted[0]?.n ?? 0 };
  });
  if (done !== skipped) {
    // A fill writes thousands of rows a day (millions from scratch) that reads scan index-only: set their
    // visibility and statistics now rather than whenever autovacuum gets to them (a busy server may take long;
    // on the bench, reads of a fresh 4.9-million-row fill fetched every row from the heap and sorted on disk).
    if (done.rows > 0) await db.execute(sql`vacuum (analyze) stat_recruit_day, stat_people_day`);
    return done;
  }
  const before = await filledThrough(db);
  return { ran: false, before, through: before, rows: 0 };
}

const EVERY_MS = 10 * 60_000;

/**
 * Runs the report job on every API node once the server is ready and every 10 minutes (like the upload
 * sweep); the advisory lock makes one node do the work, the others skip it or find the report filled.
 */
export function scheduleRecruitReport(app: FastifyInstance, db: DbOrTx) {
  const run = () =>
    refreshRecruitReport(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'recruitment report job failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
