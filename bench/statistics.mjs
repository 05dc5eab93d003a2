// @ts-check
/**
 * Statistics at volume (issue 19): every figure call — the ten course statistics, the six company-view and seven
 * government-view statistics and the gig-employment monitor — on PostgreSQL with 100,000 jobs and 1,000,000
 * applications (bench/job-data.mjs), an offer record for each application that reached 待入职 or later and a
 * hire record for each that reached 已入职 or 已离职 (dated at their state time). Each call is timed over the
 * default range (the last 30 days) and over the longest range (366 days). Target: p99 under 200 ms.
 *
 * Start the built API once (migrations, region table, seed), stop it, insert the rows, VACUUM ANALYZE, restart,
 * log in as admin (every company), warm up, then time N calls of each one after the other on one connection.
 *
 *   node bench/statistics.mjs [--n 20] [--db <name>] [--doc]
 *
 * Needs apps/api/dist/main.js and PostgreSQL on 127.0.0.1:5432; `--db` names a database of yours to use (it is
 * emptied first: created fresh with scripts/pg-database.mjs), else a temp database `bench_<timestamp>`.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { insertRows, JOB_PREFIX } from './job-data.mjs';
import { apiData, fmt, loadAverage, onDatabase, runIfMain, seconds, timeSequential } from './measure.mjs';
import { login, PG_SERVER, ROOT, withTempPostgres } from './server.mjs';

const WARMUP = 3;
const TARGET_P99_MS = 200;
const day = (/** @type {number} */ offset) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const RANGES = /** @type {const} */ ([
  ['30 days', {}],
  ['366 days', { beginDate: day(-365), endDate: day(0) }],
]);

const TRAIN = [
  'classStatis',
  'classUseRate',
  'cmpyCourse',
  'courseClassMon',
  'courseClassStudent',
  'courseInfoMon',
  'courseInfoStatis',
  'courseSignIn',
  'courseStudentMon',
  'studentStatis',
].map((name) => ({ name, method: 'POST', path: `/train/statis/yj/${name}`, body: true }));
const CMPY = [
  'queryCmpyDayStatistics',
  'queryCmpyStatistics',
  'queryStatisticsApplyDay',
  'queryStatisticsCourse',
  'queryStatisticsJobApplyDay',
  'queryStatisticsRecruit',
].map((name) => ({ name, method: 'POST', path: `/statistics/statistics-cmpy/${name}`, body: true }));
const ZF = [
  ...[
    'queryCmpyCount',
    'queryCmpyStaffIndustryCount',
    'queryIndustryCmpyCount',
    'queryProvideNeedCount',
    'querySpecialtyIndustryCmpyCount',
    'queryStudentAndTalents',
  ].map((name) => ({ name, path: `/cmpy/statis/zf/${name}` })),
  { name: 'queryZfStaffIndustryCount', path: '/userinfo/statis/zf/queryZfStaffIndustryCount' },
].map((c) => ({ ...c, method: 'GET', body: false }));
const CALLS = [...TRAIN, ...CMPY, ...ZF];

/** Offers and hires of the bench applications, as the pipeline records them. */
const OPERATIONS = `insert into apply_operation_record (apply_code, operate_type, created_at)
  select apply_code, 4, state_time - interval '1 hour' from job_apply_info
    where apply_code like 'AP%' and state in (4, 9, 10, 11)
  union all
  select apply_code, 10, state_time from job_apply_info where apply_code like 'AP%' and state in (10, 11)`;

/** @param {import('./measure.mjs').Queryable} db */
async function fill(db) {
  const t0 = performance.now();
  await insertRows(db, ['job_info', 'job_apply_info']);
  await db.query(OPERATIONS);
  await db.query('VACUUM (ANALYZE) job_info, job_apply_info, apply_operation_record');
  const counts = (
    await db.query(
      `select (select count(*) from job_info where job_code like $1)::int as jobs,
        (select count(*) from job_apply_info where apply_code like 'AP%')::int as applications,
        (select count(*) from apply_operation_record where operate_type = 10)::int as hires`,
      [`${JOB_PREFIX}%`],
    )
  ).rows[0];
  return { seconds: seconds(t0), jobs: counts.jobs, applications: counts.applications, hires: counts.hires };
}

const yesterday = day(-1);

/**
 * Waits for the server's daily-report job (started 1 s after boot, advisory lock) to fill every past day of
 * the rows just inserted, and answers how long that took from now and how many report rows it wrote.
 * @param {string} url
 */
async function reportFilled(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(
        `select filled_through::text as d, (select count(*)::int from stat_recruit_day) as n
          from stat_report_state where report = 'recruit_day'`,
      );
      if (rows[0]?.d === yesterday) return { seconds: seconds(t0), rows: rows[0].n };
      if (performance.now() - t0 > 30 * 60_000) throw new Error('the daily report was not filled in 30 min');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
}

/** @param {string} url @param {number} n */
function measureOn(url, n) {
  return onDatabase(url, async (d) => {
    await d.serve(async () => {});
    const rows = await d.fill(fill);
    return d.serve(async (server) => {
      const report = await reportFilled(url);
      const token = await login(server.base, d.agent);
      const ok = apiData(server.base, token, d.agent);
      /** @type {{ call: string, range: string, p50: number, p99: number, n: number }[]} */
      const calls = [];
      /** @type {import('./server.mjs').ApiCall} */
      const monitor = { method: 'GET', path: '/oddjobMarket/monitor/figures' };
      const figures = await ok(monitor);
      const online = figures.figures.find((/** @type {{ key: string }} */ f) => f.key === 'onlineJobs').value;
      if (online < 10_000) throw new Error(`monitor counts ${online} online jobs`);
      calls.push({
        call: 'monitor figures',
        range: 'today/week/month',
        ...(await timeSequential(() => ok(monitor), WARMUP, n)),
      });
      for (const [range, filter] of RANGES)
        for (const c of CALLS) {
          /** @type {import('./server.mjs').ApiCall} */
          const call = c.body
            ? { method: 'POST', path: c.path, body: filter }
            : { method: 'GET', path: c.path, query: filter };
          calls.push({ call: c.name, range, ...(await timeSequential(() => ok(call), WARMUP, n)) });
        }
      return { rows, report, calls };
    });
  });
}

/** @param {string} action @param {string} name */
const pgDatabase = (action, name) => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/pg-database.mjs'), action, name], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pg-database ${action} ${name}: ${run.stderr}`);
};

/** @param {{ n?: number, db?: string, log?: (line: string) => void }} [options] */
export async function measureStatistics(options = {}) {
  const n = options.n ?? 20;
  const log = options.log ?? (() => {});
  const t0 = performance.now();
  const loadStart = loadAverage();
  let result;
  if (options.db) {
    pgDatabase('drop', options.db);
    pgDatabase('create', options.db);
    const url = new URL(PG_SERVER);
    url.pathname = `/${options.db}`;
    log(`  PostgreSQL (database ${options.db})`);
    try {
      result = await measureOn(url.toString(), n);
    } finally {
      pgDatabase('drop', options.db);
    }
  } else
    result = await withTempPostgres((url, name) => {
      log(`  PostgreSQL (database ${name})`);
      return measureOn(url, n);
    });
  return {
    n,
    warmup: WARMUP,
    seconds: seconds(t0),
    load: { start: loadStart, end: loadAverage() },
    ...result,
  };
}

/** @param {Awaited<ReturnType<typeof measureStatistics>>} r */
export function renderStatistics(r) {
  const worst = Math.max(...r.calls.map((c) => c.p99));
  const met = r.calls.filter((c) => c.p99 < TARGET_P99_MS).length;
  return [
    '## Statistics and the monitor at 1,000,000 applications',
    '',
    `PostgreSQL, ${r.rows.jobs.toLocaleString('en')} jobs, ${r.rows.applications.toLocaleString('en')} applications and`,
    `${r.rows.hires.toLocaleString('en')} hires (with their offer records; inserted in ${r.rows.seconds} s with VACUUM ANALYZE).`,
    `As admin (every company, every region), ${r.n} sequential calls each on one keep-alive connection after ${r.warmup}`,
    `warm-up calls, over the default range (30 days) and the longest (366 days). Target p99 < ${TARGET_P99_MS} ms;`,
    `worst p99 ${fmt(worst)} (${worst < TARGET_P99_MS ? 'met' : 'missed'}); ${met} of ${r.calls.length} calls met it.`,
    `The daily recruitment report (stat_recruit_day, docs/decisions.md) was filled by the server's job from`,
    `scratch for all ${r.rows.applications.toLocaleString('en')} applications in ${r.report.seconds} s after the restart (${r.report.rows.toLocaleString('en')} report rows)`,
    `before the calls were timed. Load average (1 min) ${r.load.start} at the start, ${r.load.end} at the end, on ${os.cpus().length} cores.`,
    '',
    '| call | range | p50 / p99 |',
    '| --- | --- | --- |',
    ...r.calls.map((c) => `| ${c.call} | ${c.range} | ${fmt(c.p50)} / ${fmt(c.p99)} |`),
    '',
  ].join('\n');
}

await runIfMain(
  import.meta.url,
  (arg) =>
    measureStatistics({ n: Number(arg('--n') ?? 20), db: arg('--db'), log: (line) => console.log(line) }),
  renderStatistics,
);
