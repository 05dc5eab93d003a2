// @ts-check
/**
 * The hiring pipeline at volume, on embedded PGlite and on the machine's PostgreSQL: the application list
 * (all jobs page 1 and page 500, one job filtered by a custom form field) and the tab counts (all jobs, one
 * job) on 1,000,000 applications over 100,000 jobs — p50/p99, requests per second, each beside the same SQL
 * alone — and the export of 100,000 applications (exportJobApplyInfos): time, file, the server's peak memory.
 * Targets on PostgreSQL: list and counts p99 < 50 ms; the export under 10 s and 250 MB of server memory.
 *
 * For each database: start the built API once (migrations, region table, seed), stop it, insert the jobs and
 * applications of bench/job-data.mjs, give the busiest online job a custom form (班次, 户籍所在地) and its
 * applications answers, then VACUUM (ANALYZE) on PostgreSQL or ANALYZE on PGlite. Restart, log in as admin
 * (an operator: every company), check each call's answer against plain counts, warm up, time N calls one
 * after the other on one keep-alive connection, load it with autocannon; download the export once while the
 * server's memory is sampled and another client pings it, and read the file back. Stop the server; run each
 * handler once in this process on the same database with its statements recorded (bench/handler-sql.ts, with
 * the calls' handlers of bench/apply-sql.ts loaded through tsx: the SQL is drizzle's own, not written out
 * again), check its answer equals the API's, and time the recorded statements replayed N times, with
 * EXPLAIN ANALYZE of each.
 *
 *   node bench/applications.mjs [--n 200] [--duration 8] [--connections 10] [--json <file>]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust auth; PG_SERVER_URL overrides the server). Its temp database `bench_<timestamp>` is dropped at the end.
 */
import {
  APPLICATIONS,
  checkCategories,
  countQuery,
  insertRows,
  JOB_PREFIX,
  JOBS,
  TABLE_ROWS,
} from './job-data.mjs';
import {
  callNotes,
  callStepVerdict,
  callTable,
  downloadTable,
  exportAfter,
  exportVerdict,
  fmt,
  measureCallStep,
  mib,
  readXlsxBack,
  runCallStepIfMain,
  seconds,
} from './measure.mjs';

const WARMUP = 20;
const TARGET_P99_MS = 50;
const EXPORT_ROWS = 100_000;
const EXPORT_TARGET_MS = 10_000;
/** Decimal megabytes, as the target is written (250 MB = 238.4 MiB). */
const EXPORT_TARGET_MB = 250;
const APPLY = '/recruit/applyInfo';
const LIST_PATH = `${APPLY}/queryPageJobApplyInfo`;
const COUNT_PATH = `${APPLY}/queryStateCount`;
const EXPORT_PATH = `${APPLY}/exportJobApplyInfos`;
/** The export's columns (apps/api/src/modules/recruit/apply/export-columns.ts). */
const EXPORT_HEADER = ['姓名', '手机号', '年龄', '性别', '报名职位', '报名时间', '状态', '服务站', '备注'];
/** The custom form given to the busiest online job: a choice and a region, as an employer would ask. */
const FORM_RULES = [
  {
    type: 'radio',
    field: 'shift',
    title: '班次',
    options: [
      { label: '白班', value: '1' },
      { label: '夜班', value: '2' },
    ],
  },
  { type: 'AreaSelect', field: 'hukou', title: '户籍所在地' },
];

/**
 * @typedef {{ name: string, kind: 'list' | 'counts', query: Record<string, string>, minTotal?: number }} ApplyCall
 */

/** The calls, once the form job is known. @param {string} formJob @returns {ApplyCall[]} */
export const callsOf = (formJob) => [
  {
    name: 'list, all jobs, 新简历 page 1',
    kind: 'list',
    query: { state: '0', pageNum: '1', pageSize: '10' },
  },
  {
    name: 'list, all jobs, 新简历 page 500',
    kind: 'list',
    query: { state: '0', pageNum: '500', pageSize: '10' },
    minTotal: 5000,
  },
  {
    name: 'list, one job, 新简历, 班次 = 夜班 (custom field)',
    kind: 'list',
    query: {
      state: '0',
      jobCode: formJob,
      queryMap: JSON.stringify({ shift: '2' }),
      pageNum: '1',
      pageSize: '10',
    },
  },
  {
    // Two characters, as most Chinese name searches are: no trigram; the applicant-name bigram index answers it.
    name: 'list, all jobs, 新简历, 姓名含「王伟」',
    kind: 'list',
    query: { state: '0', usrName: '王伟', pageNum: '1', pageSize: '10' },
  },
  { name: 'tab counts, all jobs', kind: 'counts', query: {} },
  { name: 'tab counts, one job', kind: 'counts', query: { jobCode: formJob } },
];

/**
 * The same condition as each call, for an independent `count(*)` (on `state`, not the generated `tab`).
 * @param {ApplyCall} call
 */
function checkSql(call) {
  const parts = [];
  if (call.kind === 'list') parts.push('state in (0, 2)');
  if (call.query.jobCode) parts.push(`job_code = '${call.query.jobCode}'`);
  if (call.query.queryMap) parts.push(`form_value->>'shift' = '2'`);
  if (call.query.usrName) parts.push(`usr_name like '%${call.query.usrName}%'`);
  return parts.length ? parts.join(' and ') : 'true';
}

// ---------------------------------------------------------------------------------------------------------
// Filling a database

/**
 * Inserts the jobs and applications, gives the busiest online job its form and answers, runs the maintenance,
 * counts what each call must find, finds the export's time window.
 * @param {import('./measure.mjs').Queryable} db
 * @param {boolean} postgres
 */
async function fill(db, postgres) {
  const one = countQuery(db);
  await checkCategories(one);
  if ((await one(`select count(*)::int as n from region where code in ('41', '4101', '410184')`)) !== 3)
    throw new Error('the region table lacks Henan; was the full region table loaded?');

  const insertSeconds = await insertRows(db, ['job_info', 'job_apply_info']);
  for (const table of Object.keys(insertSeconds)) {
    const n = await one(`select count(*)::int as n from ${table} where job_code like $1`, [`${JOB_PREFIX}%`]);
    if (n !== TABLE_ROWS[table]) throw new Error(`${table}: ${n} bench rows, expected ${TABLE_ROWS[table]}`);
  }
  if (
    (await one(
      `select count(*)::int as n from job_apply_info a join job_info j using (job_code) where a.cmpy_code <> j.cmpy_code`,
    )) !== 0
  )
    throw new Error('applications whose company is not their job’s');

  // The busiest online job gets the custom form; its applications answer it (half 夜班, regions of 郑州).
  const busiest = (
    await db.query(
      `select a.job_code, count(*)::int as n from job_apply_info a join job_info j using (job_code)
       where j.approve_type = 3 and a.job_code like $1 group by a.job_code order by n desc, a.job_code limit 1`,
      [`${JOB_PREFIX}%`],
    )
  ).rows[0];
  const formJob = String(busiest.job_code);
  let t0 = performance.now();
  await db.query(`update job_info set form_content = $1 where job_code = $2`, [
    JSON.stringify(FORM_RULES),
    formJob,
  ]);
  await db.query(
    `update job_apply_info set form_value = jsonb_build_object(
       'shift', case when abs(hashint4extended(id, 7)) % 2 = 0 then '1' else '2' end,
       'hukou', jsonb_build_array('41', '4101', (array['410102', '410103', '410105', '410184'])[1 + abs(hashint4extended(id, 8)) % 4]))
     where job_code = $1`,
    [formJob],
  );
  const formSeconds = seconds(t0);

  t0 = performance.now();
  const maintenance = postgres ? 'VACUUM (ANALYZE)' : 'ANALYZE';
  await db.query(`${maintenance} job_info, job_apply_info`);
  const maintenanceSeconds = seconds(t0);

  const calls = callsOf(formJob);
  /** @type {number[]} */
  const expected = [];
  for (const call of calls)
    expected.push(await one(`select count(*)::int as n from job_apply_info where ${checkSql(call)}`));

  // The export: the newest 100,000 new resumes (tab 新简历) and the few made in the same second as the last.
  const edge = (
    await db.query(
      `select floor(extract(epoch from created_at))::bigint as s from job_apply_info where state in (0, 2)
       order by created_at desc, id desc offset $1 limit 1`,
      [EXPORT_ROWS - 1],
    )
  ).rows[0];
  const edgeSeconds = Number(edge.s);
  const exportStart = new Date(edgeSeconds * 1000 + 8 * 3600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const exportRows = await one(
    `select count(*)::int as n from job_apply_info where state in (0, 2) and created_at >= to_timestamp($1)`,
    [edgeSeconds],
  );
  const size = (
    await db.query(
      `select pg_total_relation_size('job_apply_info')::bigint as total, pg_relation_size('job_apply_info')::bigint as heap`,
    )
  ).rows[0];
  return {
    insertSeconds,
    formJob,
    formJobApplications: Number(busiest.n),
    formSeconds,
    maintenance,
    maintenanceSeconds,
    calls,
    expected,
    exportQuery: { state: '0', startTime: exportStart },
    exportRows,
    sizeMiB: { applications: mib(Number(size.total)), applicationsHeap: mib(Number(size.heap)) },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Checks

/** @param {ApplyCall} call @returns {import('./server.mjs').ApiCall} */
const apiCall = (call) => ({
  method: 'GET',
  path: call.kind === 'list' ? LIST_PATH : COUNT_PATH,
  query: call.query,
});

/** The tab counts under a list's filters. @param {ApplyCall} call @returns {import('./server.mjs').ApiCall} */
function countsOf(call) {
  const { state: _tab, pageNum: _n, pageSize: _s, ...filters } = call.query;
  return { method: 'GET', path: COUNT_PATH, query: filters };
}

/**
 * The total against the plain count, page 500 a real page, every row in the tab and the filters, newest
 * first, the list's total equal to its tab's count under the same filters.
 * @param {ApplyCall} call
 * @param {any} data
 * @param {number} expected
 * @param {Record<string, number> | null} tabCounts
 */
function checkAnswer(call, data, expected, tabCounts) {
  if (call.kind === 'counts') {
    const sum = Object.values(data).reduce((s, n) => s + Number(n), 0);
    if (Object.keys(data).sort().join() !== '0,1,3,4,5')
      throw new Error(`${call.name}: keys ${Object.keys(data)}`);
    if (sum !== expected) throw new Error(`${call.name}: counts add up to ${sum}, counted ${expected}`);
    return sum;
  }
  const total = Number(data?.total);
  if (total !== expected) throw new Error(`${call.name}: total ${total}, counted ${expected}`);
  if (total <= (call.minTotal ?? 0)) throw new Error(`${call.name}: total ${total} ≤ ${call.minTotal}`);
  const records = /** @type {any[]} */ (data.records ?? []);
  const offset = (Number(call.query.pageNum) - 1) * Number(call.query.pageSize);
  if (records.length !== Math.min(Number(call.query.pageSize), total - offset) || !records.length)
    throw new Error(`${call.name}: ${records.length} records for total ${total} at offset ${offset}`);
  for (const r of records) {
    const ok =
      [0, 2].includes(r.state) &&
      (!call.query.jobCode || r.jobCode === call.query.jobCode) &&
      (!call.query.queryMap || r.formValue?.shift === '2') &&
      (!call.query.usrName || String(r.usrName).includes(call.query.usrName)) &&
      typeof r.jobName === 'string' &&
      r.jobName.length > 0;
    if (!ok)
      throw new Error(`${call.name}: a record outside the filters: ${JSON.stringify(r).slice(0, 300)}`);
  }
  for (let i = 1; i < records.length; i++)
    if (String(records[i - 1].createTime) < String(records[i].createTime))
      throw new Error(`${call.name}: records not newest first`);
  if (tabCounts?.['0'] !== total)
    throw new Error(`${call.name}: list total ${total}, its tab counts ${tabCounts?.['0']}`);
  return total;
}

/** What of an answer the SQL alone must reproduce. @param {{ kind: string }} call @param {any} data */
const fingerprint = (call, data) =>
  JSON.stringify(
    call.kind === 'list'
      ? { total: data.total, page: data.records.map((/** @type {any} */ r) => r.applyCode) }
      : data,
  );

/**
 * Reads the export back (streaming): header, row count, every row's cells in shape.
 * @param {string} file
 * @param {number} expectedRows
 */
const readBack = (file, expectedRows) =>
  readXlsxBack(file, EXPORT_HEADER, expectedRows, ([name, phone, age, gender, job, time, state]) =>
    Boolean(
      name &&
        /^1\d{10}$/.test(phone ?? '') &&
        /^\d+$/.test(age ?? '') &&
        ['男', '女'].includes(gender ?? '') &&
        job &&
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(time ?? '') &&
        ['新简历', '已查看'].includes(state ?? ''),
    ),
  );

// ---------------------------------------------------------------------------------------------------------
// The SQL alone

/** Names a recorded statement of the pipeline's calls. @param {string} text */
const statementName = (text) =>
  /tab_count/.test(text)
    ? 'counters'
    : !/job_apply_info/.test(text)
      ? 'job lookup'
      : /group by/i.test(text)
        ? 'group by'
        : /^select count\(\*\)/i.test(text)
          ? 'count'
          : 'page';

// ---------------------------------------------------------------------------------------------------------
// Measuring (the flow on each database: measureCallStep in measure.mjs)

/**
 * How the pipeline's calls are measured.
 * @type {import('./measure.mjs').CallStep<ApplyCall>}
 */
export const STEP = {
  mapping: './apply-sql.ts',
  warmup: WARMUP,
  http: apiCall,
  tabs: countsOf,
  check: checkAnswer,
  request: (call) => call.query,
  fingerprint,
  label: statementName,
};

/** After the calls, the export, on a server restarted for it. */
const exportAfterCalls = exportAfter('applications', EXPORT_PATH, readBack);

/**
 * Both databases, one after the other.
 * @param {import('./measure.mjs').CallStepOptions} [options]
 */
export async function measureApplications(options = {}) {
  const { o, ...both } = await measureCallStep(options, STEP, {
    inserting: `    inserting ${JOBS.toLocaleString('en')} jobs and ${APPLICATIONS.toLocaleString('en')} applications`,
    fill,
    filled: (data) =>
      `form job ${data.formJob} (${data.formJobApplications} applications) ${data.formSeconds} s;` +
      ` ${data.maintenance} ${data.maintenanceSeconds} s; job_apply_info ${data.sizeMiB.applications} MiB`,
    after: exportAfterCalls,
  });
  const targets = { p99Ms: TARGET_P99_MS, exportMs: EXPORT_TARGET_MS, exportMB: EXPORT_TARGET_MB };
  const pass = callStepVerdict(both, o, targets);
  return {
    jobs: JOBS,
    applications: APPLICATIONS,
    exportRows: EXPORT_ROWS,
    n: o.n,
    warmup: WARMUP,
    load: o.load,
    targets,
    pass,
    ...both,
  };
}

/** @param {Awaited<ReturnType<typeof measureApplications>>} r */
export function renderApplications(r) {
  /** @param {typeof r.pglite} x */
  const volume = (x) =>
    `the form job's ${x.formJobApplications.toLocaleString('en')} answers ${x.formSeconds} s; \`${x.maintenance}\` ${x.maintenanceSeconds} s;` +
    ` job_apply_info with indexes ${x.sizeMiB.applications} MiB (heap ${x.sizeMiB.applicationsHeap} MiB); cold start ${fmt(x.coldMs)}, restart ${fmt(x.restartMs)}`;
  return [
    `## Applications: lists, tab counts and the export at ${r.applications.toLocaleString('en')} applications`,
    '',
    `The ${r.jobs.toLocaleString('en')} jobs and ${r.applications.toLocaleString('en')} applications of the jobs step (bench/job-data.mjs; each application`,
    "carries its job's company and the time it entered its state), and the busiest online job given a custom form",
    `(班次 radio, 户籍所在地 region) whose ${r.pglite.formJobApplications.toLocaleString('en')} applications answer it (half 夜班). Then \`VACUUM (ANALYZE)\` on`,
    'PostgreSQL and `ANALYZE` on PGlite. As admin (an operator: every company), each answer checked first (the total',
    'against a plain `count(*)` on `state`, not the generated `tab`; page 500 a real page; every row in the tab and the',
    "filters, newest first; a list's total equal to its tab's count), then",
    `${r.n} sequential calls on one keep-alive connection after ${r.warmup} warm-up calls, then autocannon at ${r.load.connections} connections`,
    `for ${r.load.duration} s. "SQL alone" is not written out again: with the server stopped, bench/handler-sql.ts (through tsx) runs`,
    "the handler once in process with drizzle set up as the server's, records every statement it sends and which ones",
    "it sends side by side, checks its answer equals the API's (total and the page's application codes, or the counts),",
    'and replays the recording the same number of times (in process on PGlite, over a pool of two connections on',
    'PostgreSQL); the ratio is HTTP p50 / SQL p50.',
    '',
    ...callTable('query', r.pglite.calls, r.postgres.calls, r.targets.p99Ms),
    '',
    `\`GET ${EXPORT_PATH}\` (报名表.xlsx) of the newest ${r.exportRows.toLocaleString('en')} applications of the 新简历 tab`,
    `(\`${JSON.stringify(r.postgres.exportQuery)}\`: the tab and a delivery-time filter), downloaded whole once to a file and read`,
    "back with exceljs's streaming reader (header, row count, every row's cells in shape). The server is restarted for it",
    '(after the load runs above its idle resident set had grown, by about 130 MiB on PostgreSQL in one run, which V8 keeps),',
    'then its VmRSS is sampled',
    'every 50 ms during the download against the idle server just before, VmHWM reset first; meanwhile another client',
    'calls the public platform-info route every 100 ms.',
    '',
    ...downloadTable('platform info meanwhile p50 / max (calls)', r.pglite.export, r.postgres.export),
    '',
    exportVerdict(r.postgres.export, r.targets).line,
    '',
    ...callNotes(r, volume),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Standalone

await runCallStepIfMain(import.meta.url, measureApplications, renderApplications);
