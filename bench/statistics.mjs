// @ts-check
/**
 * Statistics at volume (issue 19): every figure call — the ten course statistics, the six company-view and seven
 * government-view statistics and the gig-employment monitor — on PostgreSQL with 100,000 jobs and 1,000,000
 * applications (bench/job-data.mjs), an offer record for each application that reached 待入职 or later and a
 * hire record for each that reached 已入职 or 已离职 (dated at their state time). Each call is timed over the
 * default range (the last 30 days) and over the longest range (366 days). Target: p99 under 200 ms. Then each
 * call again with the region filter on the county holding the most applications, and the company view's calls
 * as a company staff user of the company with the most applications (their company scope): the county's people
 * are counted live (the people report is platform-wide), the company's figures from the company rows of the daily
 * report; they count in the verdict like the others.
 *
 * Start the built API once (migrations, region table, seed), stop it, insert the rows, VACUUM ANALYZE, restart,
 * log in as admin (every company), warm up, then time N calls of each one after the other on one connection.
 *
 *   node bench/statistics.mjs [--n 20] [--db <name> [--keep]] [--timeout <s>] [--doc]
 *
 * Needs apps/api/dist/main.js and PostgreSQL on 127.0.0.1:5432; `--db` names a database of yours to use (it is
 * emptied first: created fresh with scripts/pg-database.mjs), else a temp database `bench_<timestamp>`. With
 * `--keep` the database is kept after the run, and a run that finds it already holding the bench's rows
 * reuses them (the server's start migrates it; VACUUM ANALYZE, no insert), so a second run does not insert 1,000,000 rows
 * again. A call that does not answer within `--timeout` seconds (default 30) is recorded as a timeout at that
 * time and its remaining samples skipped; the run goes on with the next call and still writes its section.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { insertRows, JOB_PREFIX } from './job-data.mjs';
import { fmt, loadAverage, onDatabase, runIfMain, seconds } from './measure.mjs';
import { latencyStats, login, PG_SERVER, ROOT, request, withPostgres, withTempPostgres } from './server.mjs';

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

/** Where each call's figures come from (docs/decisions.md): the daily report or live SQL, and why. */
const REPORT = 'report + today live';
const NOT_SUMMABLE = 'live (not a sum of days)';
const SERVED = /** @type {Record<string, string>} */ ({
  'monitor figures': REPORT,
  queryCmpyStatistics: `${REPORT}; online jobs live`,
  queryStatisticsApplyDay: REPORT,
  queryCmpyStaffIndustryCount: REPORT,
  queryStatisticsRecruit: `${NOT_SUMMABLE}: current stage; hires from the report`,
  queryStatisticsJobApplyDay: `${NOT_SUMMABLE}: top jobs`,
  queryStudentAndTalents: 'people report (stat_people_day) + today live; education live',
  queryZfStaffIndustryCount: 'people report (stat_people_day) + today live',
  queryProvideNeedCount: `${REPORT}; jobs live, index-only`,
});
/**
 * The current stage and the top jobs over a range holding more of the applications' time than lies outside it
 * (the 366 days here), without a region: the all-time counters less the rows outside the range (cmpy-statis.ts).
 */
const COUNTERS = /** @type {Record<string, string>} */ ({
  queryStatisticsRecruit:
    'counters (apply_cmpy_state_count) less the rows outside the range: current stage; hires from the report',
  queryStatisticsJobApplyDay: 'counters (apply_job_tab_count) less the rows outside the range: top jobs',
});
/** @param {string} call @param {Scope} scope @param {string} range */
const servedFrom = (call, scope, range) => {
  if (scope !== 'county' && range === '366 days' && COUNTERS[call]) return COUNTERS[call];
  if (scope === 'county' && (call === 'queryStudentAndTalents' || call === 'queryZfStaffIndustryCount'))
    return 'live (people of a region: the people report is platform-wide)';
  const served = SERVED[call] ?? 'live (training, company or job tables)';
  return scope === 'company' ? served.replace(REPORT, `company's ${REPORT}`) : served;
};

/**
 * Whom and what a call is timed for: admin over every region and company, admin with the government view's
 * region filter on one county, or a company staff user (their company only, the company view's calls).
 * @typedef {'all' | 'county' | 'company'} Scope
 */
const STAFF_USERNAME = 'benchstatcmpy';

/**
 * The county holding the most bench applications (through their jobs' county), with its jobs.
 * @param {import('./measure.mjs').Queryable} db
 */
async function busiestCounty(db) {
  const { rows } = await db.query(
    `select a.county_code as code, a.county_name as name, a.applications::int,
        (select count(*) from job_info j where j.county_code = a.county_code and j.job_code like $1)::int as jobs
      from (select j.county_code, min(j.county_name) as county_name, count(*) as applications
        from job_apply_info x join job_info j on j.job_code = x.job_code
        where x.apply_code like 'AP%' group by 1 order by 3 desc limit 1) a`,
    [`${JOB_PREFIX}%`],
  );
  return /** @type {{ code: string, name: string, applications: number, jobs: number }} */ (rows[0]);
}

/**
 * The company with the most bench applications, and a company staff user of it (the admin's password, the
 * company_staff role given the statistics resources as an operator would, like the statistics tests do).
 * @param {import('./measure.mjs').Queryable} db
 */
async function companyStaff(db) {
  const { rows } = await db.query(
    `select x.cmpy_code as code, (select m.cmpy_name from cmpy m where m.cmpy_code = x.cmpy_code limit 1) as name,
        count(*)::int as applications
      from job_apply_info x where x.apply_code like 'AP%' group by 1 order by 3 desc limit 1`,
  );
  const company = /** @type {{ code: string, name: string, applications: number }} */ (rows[0]);
  await db.query(
    `insert into sys_user (user_code, username, password_hash, real_name, cmpy_code, status)
      select 'UBENCHSTATCMPY', $1, password_hash, '压测企业用户', $2, 1 from sys_user
        where username = 'admin' and not deleted
      on conflict (user_code) do update set cmpy_code = excluded.cmpy_code, deleted = false, status = 1`,
    [STAFF_USERNAME, company.code],
  );
  await db.query(
    `insert into sys_user_role (user_id, role_id)
      select u.id, r.id from sys_user u, sys_role r
        where u.user_code = 'UBENCHSTATCMPY' and r.role_key = 'company_staff' and not r.deleted
      on conflict do nothing`,
  );
  await db.query(
    `insert into sys_role_resource (role_id, resource_id)
      select r.id, s.id from sys_role r, sys_resource s
        where r.role_key = 'company_staff' and s.resource_code in ('area:oddjobMarket', 'oddjob:statistics',
          'btn:statistics:view')
      on conflict do nothing`,
  );
  return company;
}

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
  return { ...(await counted(db)), seconds: seconds(t0), reused: false };
}

/** The bench rows a database holds. @param {import('./measure.mjs').Queryable} db */
async function counted(db) {
  return (
    await db.query(
      `select (select count(*) from job_info where job_code like $1)::int as jobs,
        (select count(*) from job_apply_info where apply_code like 'AP%')::int as applications,
        (select count(*) from apply_operation_record where operate_type = 10)::int as hires`,
      [`${JOB_PREFIX}%`],
    )
  ).rows[0];
}

/** Whether a kept database already holds the bench's rows (a previous `--keep` run). @param {string} url */
async function holdsBenchRows(url) {
  const [name] = new URL(url).pathname.slice(1).split('/');
  const found = await withPostgres(PG_SERVER, (c) =>
    c.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (!found.rows.length) return false;
  return withPostgres(url, async (c) => {
    const table = await c.query(`select to_regclass('public.job_apply_info') is not null as t`);
    if (!table.rows[0].t) return false;
    const r = await counted(c);
    return r.jobs >= 100_000 && r.applications >= 1_000_000;
  });
}

/**
 * Like timeSequential, but a call that throws (timeout, error) ends that call's timing: it is recorded with the
 * time it was cut at and the run goes on with the next call.
 * @param {() => Promise<unknown>} call @param {number} warmup @param {number} n
 */
async function timeOrCut(call, warmup, n) {
  /** @type {number[]} */
  const samples = [];
  for (let k = 0; k < warmup + n; k++) {
    const t0 = performance.now();
    try {
      await call();
    } catch (error) {
      const at = performance.now() - t0;
      return {
        ...latencyStats(samples),
        failed: { at, warmup: k < warmup, error: String(error instanceof Error ? error.message : error) },
      };
    }
    if (k >= warmup) samples.push(performance.now() - t0);
  }
  return latencyStats(samples);
}

/**
 * The `data` of the API's answer, or a throw (a timeout after `timeoutMs`, a status other than 200).
 * @param {string} base @param {string} token @param {import('node:http').Agent} agent @param {number} timeoutMs
 */
const apiCall =
  (base, token, agent, timeoutMs) =>
  /** @param {import('./server.mjs').ApiCall} call @returns {Promise<any>} */
  async (call) => {
    const url = new URL(`/api${call.path}`, base);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
    const res = await request(call.method, url.toString(), {
      body: call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined,
      headers: { authorization: token },
      agent,
      timeoutMs,
    });
    /** @type {any} */
    let json = null;
    try {
      json = JSON.parse(res.text);
    } catch {
      // reported below
    }
    if (res.status !== 200 || json?.code !== 200)
      throw new Error(`${call.path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return json.data;
  };

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

/**
 * @typedef {{ call: string, range: string, scope: Scope, p50: number, p99: number, n: number,
 *   failed?: { at: number, warmup: boolean, error: string } }} CallFigure
 */

/** @param {string} url @param {number} n @param {number} timeoutMs @param {boolean} reuse @param {(line: string) => void} log */
function measureOn(url, n, timeoutMs, reuse, log) {
  return onDatabase(url, async (d) => {
    /** @type {Awaited<ReturnType<typeof fill>>} */
    let rows;
    if (reuse) {
      // As after a fill: the kept tables' visibility and statistics up to date (the report's too; the server's
      // report job vacuums it after a fill, but an earlier build may have filled it).
      await withPostgres(url, (c) =>
        c.query('VACUUM (ANALYZE) job_info, job_apply_info, apply_operation_record, stat_recruit_day'),
      );
      rows = { ...(await withPostgres(url, counted)), seconds: 0, reused: true };
      log(`  reusing the kept bench rows (${rows.applications} applications)`);
    } else {
      await d.serve(async () => {});
      rows = await d.fill(fill);
    }
    return d.serve(async (server) => {
      const report = await reportFilled(url);
      const county = await withPostgres(url, busiestCounty);
      const company = await withPostgres(url, companyStaff);
      log(`  county ${county.code} ${county.name}: ${county.jobs} jobs, ${county.applications} applications`);
      log(`  company ${company.code} ${company.name}: ${company.applications} applications`);
      const token = await login(server.base, d.agent);
      const ok = apiCall(server.base, token, d.agent, timeoutMs);
      const asStaff = apiCall(
        server.base,
        await login(server.base, d.agent, STAFF_USERNAME),
        d.agent,
        timeoutMs,
      );
      /** @type {CallFigure[]} */
      const calls = [];
      /** @param {CallFigure} c */
      const note = (c) => {
        calls.push(c);
        log(
          `    ${c.call.padEnd(34)} ${c.range.padEnd(16)} ${c.scope.padEnd(7)} ${c.failed ? `cut at ${fmt(c.failed.at)} (${c.failed.error.slice(0, 80)})` : `p50 ${fmt(c.p50)}, p99 ${fmt(c.p99)}`} load ${loadAverage()}`,
        );
      };
      /** @type {import('./server.mjs').ApiCall} */
      const monitor = { method: 'GET', path: '/oddjobMarket/monitor/figures' };
      const figures = await ok(monitor);
      const online = figures.figures.find((/** @type {{ key: string }} */ f) => f.key === 'onlineJobs').value;
      if (online < 10_000) throw new Error(`monitor counts ${online} online jobs`);
      note({
        call: 'monitor figures',
        range: 'today/week/month',
        scope: 'all',
        ...(await timeOrCut(() => ok(monitor), WARMUP, n)),
      });
      /** @type {[Scope, typeof CALLS, Record<string, string>, typeof ok][]} */
      const scopes = [
        ['all', CALLS, {}, ok],
        // Every call takes the region filter (StatisFilter); the company view's calls are the staff's.
        ['county', CALLS, { regionCode: county.code }, ok],
        ['company', CMPY, {}, asStaff],
      ];
      for (const [scope, list, extra, caller] of scopes)
        for (const [range, filter] of RANGES)
          for (const c of list) {
            const input = { ...filter, ...extra };
            /** @type {import('./server.mjs').ApiCall} */
            const call = c.body
              ? { method: 'POST', path: c.path, body: input }
              : { method: 'GET', path: c.path, query: input };
            note({ call: c.name, range, scope, ...(await timeOrCut(() => caller(call), WARMUP, n)) });
          }
      return { rows, report, county, company, calls };
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

/**
 * @param {{ n?: number, db?: string, keep?: boolean, timeoutMs?: number, log?: (line: string) => void }} [options]
 */
export async function measureStatistics(options = {}) {
  const n = options.n ?? 20;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? (() => {});
  const t0 = performance.now();
  const loadStart = loadAverage();
  let result;
  if (options.db) {
    const url = new URL(PG_SERVER);
    url.pathname = `/${options.db}`;
    const reuse = options.keep === true && (await holdsBenchRows(url.toString()));
    if (!reuse) {
      pgDatabase('drop', options.db);
      pgDatabase('create', options.db);
    }
    log(`  PostgreSQL (database ${options.db})`);
    try {
      result = await measureOn(url.toString(), n, timeoutMs, reuse, log);
    } finally {
      if (!options.keep) pgDatabase('drop', options.db);
    }
  } else
    result = await withTempPostgres((url, name) => {
      log(`  PostgreSQL (database ${name})`);
      return measureOn(url, n, timeoutMs, false, log);
    });
  return {
    n,
    warmup: WARMUP,
    timeoutMs,
    seconds: seconds(t0),
    load: { start: loadStart, end: loadAverage() },
    ...result,
  };
}

const SCOPE_LABEL = /** @type {Record<Scope, string>} */ ({
  all: 'admin, all',
  county: 'county',
  company: 'company staff',
});

/** @param {Awaited<ReturnType<typeof measureStatistics>>} r */
export function renderStatistics(r) {
  const cut = r.calls.filter((c) => c.failed);
  const worst = Math.max(...r.calls.map((c) => (c.failed ? Number.POSITIVE_INFINITY : c.p99)));
  const met = r.calls.filter((c) => !c.failed && c.p99 < TARGET_P99_MS).length;
  /** @param {CallFigure} c */
  const timing = (c) =>
    c.failed
      ? `**cut at ${fmt(c.failed.at)}** (${c.failed.error.startsWith('timeout') ? 'timeout' : 'error'} in ${c.failed.warmup ? 'a warm-up call' : `timed call ${c.n + 1}`})`
      : `${fmt(c.p50)} / ${fmt(c.p99)}`;
  return [
    '## Statistics and the monitor at 1,000,000 applications',
    '',
    `PostgreSQL, ${r.rows.jobs.toLocaleString('en')} jobs, ${r.rows.applications.toLocaleString('en')} applications and`,
    `${r.rows.hires.toLocaleString('en')} hires (with their offer records; ${r.rows.reused ? 'kept from a previous run of the step (`--keep`)' : `inserted in ${r.rows.seconds} s with VACUUM ANALYZE`}).`,
    `As admin (every company, every region), ${r.n} sequential calls each on one keep-alive connection after ${r.warmup}`,
    `warm-up calls, over the default range (30 days) and the longest (366 days). Target p99 < ${TARGET_P99_MS} ms;`,
    `then each call again with the region filter on the county holding the most applications, ${r.county.code}`,
    `${r.county.name} (${r.county.jobs.toLocaleString('en')} jobs, ${r.county.applications.toLocaleString('en')} applications; rows "county"), and the company view's`,
    `calls as a company staff user of the company with the most applications, ${r.company.name}`,
    `(${r.company.applications.toLocaleString('en')} applications; rows "company staff"). All rows count in the verdict:`,
    `worst p99 ${fmt(worst)} (${worst < TARGET_P99_MS ? 'met' : 'missed'}); ${met} of ${r.calls.length} calls met it.`,
    `A call not answered within ${r.timeoutMs / 1000} s is cut there and shown as such (${cut.length} were).`,
    `The daily recruitment report (stat_recruit_day, docs/decisions.md) was ${r.rows.reused ? 'checked filled through yesterday' : `filled by the server's job from scratch for all ${r.rows.applications.toLocaleString('en')} applications`}`,
    `in ${r.report.seconds} s after the start (${r.report.rows.toLocaleString('en')} report rows) before the calls were timed.`,
    `Load average (1 min) ${r.load.start} at the start, ${r.load.end} at the end, on ${os.cpus().length} cores.`,
    '',
    '| call | scope | range | p50 / p99 | served from |',
    '| --- | --- | --- | --- | --- |',
    ...r.calls.map(
      (c) =>
        `| ${c.call} | ${SCOPE_LABEL[c.scope]} | ${c.range} | ${timing(c)} | ${servedFrom(c.call, c.scope, c.range)} |`,
    ),
    '',
    `The calls served ${NOT_SUMMABLE} are exact counts over the range's own rows, never an estimate: the top jobs`,
    'and the current stage of applications are not sums of daily counts (docs/decisions.md, "Statistics at volume").',
    'They read the range index-only from `job_apply_info_created`, or, over a range holding more of the applications',
    'than lies outside it, the all-time counters less the rows outside the range, as exact (docs/decisions.md,',
    '"Company figures from the report", which also has the company rows of the report). Distinct people are exact',
    'too: each person counts',
    'once, on the last day of the range they applied, which `stat_people_day` holds per (range end, day)',
    '(docs/decisions.md, "Distinct people from the report"). The machine (2 cores) was',
    "shared with other work during the run: the load averages above, not an idle machine's figures.",
    '',
  ].join('\n');
}

await runIfMain(
  import.meta.url,
  (arg) =>
    measureStatistics({
      n: Number(arg('--n') ?? 20),
      db: arg('--db'),
      keep: process.argv.includes('--keep'),
      timeoutMs: Number(arg('--timeout') ?? 30) * 1000,
      log: (line) => console.log(line),
    }),
  renderStatistics,
);
