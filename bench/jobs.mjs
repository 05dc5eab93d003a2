// @ts-check
/**
 * Jobs at volume (issue 5), on embedded PGlite and on the machine's PostgreSQL: the job list (filtered page 1,
 * and page 500) and the tab counts on 100,000 jobs with 1,000,000 applications, 200,000 favourites and
 * 300,000 shares — latency (p50/p99), requests per second, and the same SQL alone. Target: p99 under 50 ms on
 * PostgreSQL for every call.
 *
 * For each database: start the built API once (migrations, region table, seed), stop it, insert the jobs,
 * applications, favourites and shares with one `insert … select … generate_series` statement per table
 * (bench/job-data.mjs), then VACUUM ANALYZE on PostgreSQL (what its autovacuum does on its own within a minute
 * of such an insert; done here so that it does not run in the middle of the timing) and ANALYZE on PGlite
 * (a standalone backend: no autovacuum ever runs there). Restart, log in as admin (operator: every company),
 * check each call's answer, warm up, time N calls one after the other on one keep-alive connection, then load
 * it with autocannon for requests per second. Stop the server; run each handler once in this process on the
 * same database with its statements recorded (bench/handler-sql.ts, with the calls' handlers of
 * bench/job-sql.ts loaded through tsx: the SQL is drizzle's own, not written out again), check its answer
 * (total, the page's jobs with their counts, or the tab counts) equals the API's, and time the recorded
 * statements replayed N times (in process on PGlite, over a pool of two on PostgreSQL), with EXPLAIN ANALYZE
 * of each.
 *
 *   node bench/jobs.mjs [--n 200] [--duration 8] [--connections 10] [--json <file>]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust auth; PG_SERVER_URL overrides the server). Its temp database `bench_<timestamp>` is dropped at the end.
 */
import {
  APPLICATIONS,
  CITY,
  checkCategories,
  countQuery,
  FAVOURITES,
  insertRows,
  JOB_CALLS,
  JOB_PREFIX,
  JOBS,
  PROVINCE,
  SHARES,
  TABLE_ROWS,
} from './job-data.mjs';
import { callNotes, callTable, fmt, measureCallStep, mib, runCallStepIfMain, seconds } from './measure.mjs';

const WARMUP = 20;
const TARGET_P99_MS = 50;
const LIST_PATH = '/recruit/job-info/queryJobInfoList';
const TYPES_PATH = '/recruit/job-info/queryJobInfoType';
/** How many tabs the tab counts answer (JOB_TAB_STATES: 0 … 6). */
const TABS = 7;

// ---------------------------------------------------------------------------------------------------------
// Filling a database

/**
 * Checks what the data draws on, inserts, runs the maintenance, counts what each call must find.
 * @param {import('./measure.mjs').Queryable} db
 * @param {boolean} postgres
 */
export async function fill(db, postgres) {
  const one = countQuery(db);
  await checkCategories(one);
  if (
    (await one(`select count(*)::int as n from region where code = any($1::text[])`, [[PROVINCE, CITY]])) !==
    2
  )
    throw new Error('the region table lacks Henan or Zhengzhou; was the full region table loaded?');
  if ((await one(`select count(*)::int as n from cmpy where status = 1 and not deleted`)) < 1)
    throw new Error('no certified company to own the jobs');
  const insertSeconds = await insertRows(db);
  // Every table holds exactly its bench rows (besides the demo's).
  const rows = {
    job_info: await one(`select count(*)::int as n from job_info where job_code like $1`, [`${JOB_PREFIX}%`]),
    job_apply_info: await one(
      `select count(*)::int as n from job_apply_info where job_code like $1 and apply_code like 'AP%'`,
      [`${JOB_PREFIX}%`],
    ),
    job_collect: await one(`select count(*)::int as n from job_collect where job_code like $1`, [
      `${JOB_PREFIX}%`,
    ]),
    job_transpond: await one(`select count(*)::int as n from job_transpond where job_code like $1`, [
      `${JOB_PREFIX}%`,
    ]),
  };
  for (const [table, n] of Object.entries(rows)) {
    if (n !== TABLE_ROWS[table]) throw new Error(`${table}: ${n} bench rows, expected ${TABLE_ROWS[table]}`);
  }
  const t0 = performance.now();
  const maintenance = postgres ? 'VACUUM (ANALYZE)' : 'ANALYZE';
  await db.query(`${maintenance} job_info, job_apply_info, job_collect, job_transpond`);
  const maintenanceSeconds = seconds(t0);

  // What each call must find, counted with plain SQL.
  /** @type {number[]} */
  const expected = [];
  for (const call of JOB_CALLS)
    expected.push(await one(`select count(*)::int as n from job_info where ${call.check}`));
  /** Applications per online-or-ended job: how uneven they are. */
  const spread = (
    await db.query(
      `select max(n)::int as max, (percentile_disc(0.5) within group (order by n))::int as median,
              (count(*) filter (where n = 0))::int as none, count(*)::int as jobs
       from (select j.job_code, count(a.id) as n from job_info j left join job_apply_info a on a.job_code = j.job_code
             where j.job_code like $1 and j.approve_type in (3, 4, 5) group by j.job_code) x`,
      [`${JOB_PREFIX}%`],
    )
  ).rows[0];
  const size = (
    await db.query(
      `select pg_total_relation_size('job_info')::bigint as jobs, pg_relation_size('job_info')::bigint as heap,
              pg_total_relation_size('job_apply_info')::bigint as applications,
              (pg_total_relation_size('job_collect') + pg_total_relation_size('job_transpond'))::bigint as others`,
    )
  ).rows[0];
  return {
    insertSeconds,
    maintenance,
    maintenanceSeconds,
    calls: JOB_CALLS,
    expected,
    applicationsPerJob: {
      jobs: Number(spread.jobs),
      none: Number(spread.none),
      median: Number(spread.median),
      max: Number(spread.max),
    },
    sizeMiB: {
      jobs: mib(Number(size.jobs)),
      jobsHeap: mib(Number(size.heap)),
      applications: mib(Number(size.applications)),
      favouritesAndShares: mib(Number(size.others)),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Calls over HTTP

/**
 * @param {import('./job-data.mjs').JobCall} call
 * @returns {import('./server.mjs').ApiCall}
 */
function apiCall(call) {
  if (call.kind === 'types') {
    return {
      method: 'GET',
      path: TYPES_PATH,
      query: /** @type {Record<string, string | number>} */ (call.filters),
    };
  }
  return {
    method: 'POST',
    path: LIST_PATH,
    body: { ...call.filters, pageNum: call.pageNum, pageSize: call.pageSize },
  };
}

/** The tab counts under the list's filters (its tab left out). @param {import('./job-data.mjs').JobCall} call */
function typesOf(call) {
  const { approveType: _tab, ...filters } = call.filters;
  return /** @type {import('./server.mjs').ApiCall} */ ({ method: 'GET', path: TYPES_PATH, query: filters });
}

/**
 * Checks one answer: the total against the plain count, page 500 a real page, every row within the filters and
 * in list order, the list total equal to its tab's count under the same filters.
 * @param {import('./job-data.mjs').JobCall} call
 * @param {any} data
 * @param {number} expected
 * @param {any} tabCounts  the tab counts under the list's filters (lists only)
 */
function checkAnswer(call, data, expected, tabCounts) {
  if (call.kind === 'types') {
    if (!Array.isArray(data) || data.length !== TABS)
      throw new Error(`${call.name}: ${JSON.stringify(data).slice(0, 200)}`);
    const sum = data.reduce((s, x) => s + Number(x.num), 0);
    if (sum !== expected) throw new Error(`${call.name}: counts add up to ${sum}, counted ${expected}`);
    return sum;
  }
  const total = Number(data?.total);
  if (total !== expected) throw new Error(`${call.name}: total ${total}, counted ${expected}`);
  if (total <= (call.minTotal ?? 0)) throw new Error(`${call.name}: total ${total} ≤ ${call.minTotal}`);
  const pageSize = call.pageSize ?? 10;
  const offset = ((call.pageNum ?? 1) - 1) * pageSize;
  const records = /** @type {any[]} */ (data.records ?? []);
  if (records.length !== Math.min(pageSize, Math.max(0, total - offset)) || records.length === 0)
    throw new Error(`${call.name}: ${records.length} records for total ${total} at offset ${offset}`);
  const f = call.filters;
  for (const r of records) {
    const ok =
      r.approveType === f.approveType &&
      (f.workType === undefined || r.workType === f.workType) &&
      (f.jobName === undefined || String(r.jobName).includes(f.jobName)) &&
      (f.regionCode === undefined || [r.provinceCode, r.cityCode, r.countyCode].includes(f.regionCode)) &&
      (f.jobCategoryCode === undefined ||
        r.jobCategory === f.jobCategoryCode ||
        r.jobCategoryParent === f.jobCategoryCode) &&
      typeof r.cmpyName === 'string' &&
      typeof r.jobCategoryName === 'string' &&
      Number.isInteger(r.deliverCount);
    if (!ok)
      throw new Error(`${call.name}: a record outside the filters: ${JSON.stringify(r).slice(0, 300)}`);
  }
  for (let i = 1; i < records.length; i++) {
    if (String(records[i - 1].refreshTime) < String(records[i].refreshTime))
      throw new Error(`${call.name}: records not newest first`);
  }
  const tab = tabCounts.find((/** @type {any} */ x) => x.approveType === f.approveType)?.num;
  if (tab !== total) throw new Error(`${call.name}: list total ${total}, its tab counts ${tab}`);
  return total;
}

// ---------------------------------------------------------------------------------------------------------
// The SQL alone

/**
 * What of an answer the SQL alone must reproduce: the total and the page's jobs with their counts, or the tab
 * counts. @param {{ kind: string }} call @param {any} data
 */
const fingerprint = (call, data) =>
  JSON.stringify(
    call.kind === 'list'
      ? {
          total: data.total,
          page: data.records.map((/** @type {any} */ r) => [
            r.jobCode,
            r.deliverCount,
            r.collectCount,
            r.transpondCount,
          ]),
        }
      : data,
  );

/** Names a recorded statement of the job calls. @param {string} text */
const statementName = (text) =>
  /group by/i.test(text)
    ? 'group by'
    : /^select count\(\*\)/i.test(text)
      ? 'count'
      : /job_apply_info/.test(text)
        ? 'counts of the page'
        : 'page';

// ---------------------------------------------------------------------------------------------------------
// Measuring (the flow on each database: measureCallStep in measure.mjs)

/**
 * How the job calls are measured.
 * @type {import('./measure.mjs').CallStep<import('./job-data.mjs').JobCall>}
 */
export const STEP = {
  mapping: './job-sql.ts',
  warmup: WARMUP,
  http: apiCall,
  tabs: typesOf,
  check: checkAnswer,
  // As the API receives it: the list's JSON body, or the tab counts' query string.
  request: (call, http) =>
    call.kind === 'list'
      ? http.body
      : Object.fromEntries(Object.entries(http.query ?? {}).map(([k, v]) => [k, String(v)])),
  fingerprint,
  label: statementName,
};

/**
 * Both databases, one after the other.
 * @param {import('./measure.mjs').CallStepOptions} [options]
 */
export async function measureJobs(options = {}) {
  const { o, ...both } = await measureCallStep(options, STEP, {
    inserting:
      `    inserting ${JOBS.toLocaleString('en')} jobs, ${APPLICATIONS.toLocaleString('en')} applications,` +
      ` ${FAVOURITES.toLocaleString('en')} favourites, ${SHARES.toLocaleString('en')} shares`,
    fill,
    filled: (data) =>
      `${data.maintenance} ${data.maintenanceSeconds} s;` +
      ` job_info ${data.sizeMiB.jobs} MiB, job_apply_info ${data.sizeMiB.applications} MiB`,
    after: async () => ({}),
  });
  const misses = both.postgres.calls.filter((c) => !(c.p99 < TARGET_P99_MS)).map((c) => c.name);
  o.log(
    `  target p99 < ${TARGET_P99_MS} ms on PostgreSQL: ${misses.length ? `MISS (${misses.join('; ')})` : 'PASS'}`,
  );
  return {
    jobs: JOBS,
    applications: APPLICATIONS,
    favourites: FAVOURITES,
    shares: SHARES,
    n: o.n,
    warmup: WARMUP,
    load: o.load,
    targetP99Ms: TARGET_P99_MS,
    pass: misses.length === 0,
    ...both,
  };
}

/** @param {Awaited<ReturnType<typeof measureJobs>>} r */
export function renderJobs(r) {
  /** @param {typeof r.pglite} x */
  const volume = (x) =>
    `\`${x.maintenance}\` ${x.maintenanceSeconds} s;` +
    ` job_info with indexes ${x.sizeMiB.jobs} MiB (heap ${x.sizeMiB.jobsHeap} MiB), job_apply_info ${x.sizeMiB.applications} MiB,` +
    ` favourites and shares ${x.sizeMiB.favouritesAndShares} MiB; cold start ${fmt(x.coldMs)}, restart ${fmt(x.restartMs)}`;
  const a = r.pglite.applicationsPerJob;
  return [
    `## Jobs: lists and tab counts at ${r.jobs.toLocaleString('en')} jobs and ${r.applications.toLocaleString('en')} applications`,
    '',
    `${r.jobs.toLocaleString('en')} jobs of the certified demo companies (bench/job-data.mjs, one \`insert … select generate_series\` per`,
    'table: a third in the children of 生产制造 (JC01), the rest over every child category; 30 % in 河南省, 70 % of',
    "those in 郑州市, the rest over the country's 2,978 counties; tabs 40 % 已上线, 20 % 已下线, 8 % 审核通过, 8 % 待审核,",
    '6 % 审核驳回, 3 % 强制结束, 15 % 草稿; work types, salaries in cents and times over a year), with',
    `${r.applications.toLocaleString('en')} applications, ${r.favourites.toLocaleString('en')} favourites and ${r.shares.toLocaleString('en')} shares over the jobs that were online`,
    `(unevenly: of ${a.jobs.toLocaleString('en')} such jobs ${a.none.toLocaleString('en')} have no application, the median has ${a.median}, the most ${a.max.toLocaleString('en')}).`,
    'Then `VACUUM (ANALYZE)` on PostgreSQL — what its autovacuum does on its own a minute after such an insert, run',
    'here so that it does not run during the timing — and `ANALYZE` on PGlite, whose standalone backend never',
    `autovacuums. As admin (an operator: every company), ${r.n} sequential calls each on one keep-alive connection after`,
    `${r.warmup} warm-up calls, then autocannon at ${r.load.connections} connections for ${r.load.duration} s (req/s counts 2xx answers; there were no others).`,
    'Each answer is checked first: the total against a plain `count(*)`, page 500 a real page (total > 5,000), every',
    "row within the filters and newest first, a list's total equal to its tab's count from `queryJobInfoType` under",
    'the same filters. "SQL alone" is not written out again: with the server stopped, bench/handler-sql.ts (through',
    "tsx) runs the handler once in process with drizzle set up as the server's, records every statement it sends and",
    'which ones it sends side by side — for a list the page select and `count(*)` side by side, then the counts of',
    "the page's ten jobs (three subqueries per job); for the tab counts the one `group by` — checks its answer equals",
    "the API's (total, the page's jobs with their application, favourite and share counts, or the tab counts), and",
    'replays the recording the same number of times (in process on PGlite, over a pool of two connections on',
    'PostgreSQL); the ratio is HTTP p50 / SQL p50.',
    '',
    ...callTable('request', r.pglite.calls, r.postgres.calls, r.targetP99Ms),
    '',
    ...callNotes(r, volume),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Standalone

await runCallStepIfMain(import.meta.url, measureJobs, renderJobs);
