// @ts-check
/**
 * What the volume steps (lifecycles.mjs, forms.mjs, jobs.mjs, applications.mjs) measure with: a step run on
 * both databases, one database's temp dir, server and fill, calls timed one after the other, number formats,
 * the call steps' (jobs, applications) HTTP timing, table and notes, EXPLAIN summaries, the SQL alone of a
 * recorded handler, the SQL drivers set up as drizzle-orm's, autocannon runs, and a file download timed while
 * the server's resident memory is sampled and another client pings it. Servers, temp dirs and databases live
 * in server.mjs.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';
import {
  API_MAIN,
  INFO_PATH,
  keepAlive,
  latencyStats,
  login,
  makeTempDir,
  removeTempDir,
  request,
  send,
  sleep,
  startServer,
  stopServer,
  withDatabase,
  withPostgres,
  withTempPostgres,
} from './server.mjs';

const MIB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------
// Running a step on its own

/**
 * Runs a step when its own file is the command (`node bench/jobs.mjs --n 100 --json out.json`): measures with
 * the flags, prints the rendered section, writes the results when `--json` names a file and, with `--doc`,
 * puts the section into docs/benchmarks.md in place of its previous figures.
 * @template R
 * @param {string} moduleUrl the step's import.meta.url
 * @param {(arg: (name: string) => string | undefined) => Promise<R>} measure
 * @param {(result: R) => string} render
 */
export async function runIfMain(moduleUrl, measure, render) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const arg = (/** @type {string} */ name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => process.exit(130));
  const json = arg('--json');
  const result = await measure(arg);
  console.log(`\n${render(result)}`);
  if (json) fs.writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  if (process.argv.includes('--doc')) updateDocSection(render(result));
  process.exit(0);
}

const DOC_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'benchmarks.md');
const DOC_TAIL = 'Raw figures of the last run:';

/**
 * Replaces a section of docs/benchmarks.md (from its `## ` heading to the next one) with `section`, or adds
 * it before the closing line when the document has no such section yet.
 * @param {string} section rendered, starting with its `## ` heading
 */
export function updateDocSection(section) {
  const doc = fs.readFileSync(DOC_FILE, 'utf8');
  const heading = section.split('\n', 1)[0] ?? '';
  if (!heading.startsWith('## ')) throw new Error('a section starts with its ## heading');
  const text = `${section.trimEnd()}\n\n`;
  const start = doc.indexOf(`${heading}\n`);
  if (start >= 0) {
    const after = doc.slice(start + heading.length);
    const rel = after.search(new RegExp(`\n## |\n${DOC_TAIL}`));
    const next = rel < 0 ? doc.length : start + heading.length + rel + 1;
    fs.writeFileSync(DOC_FILE, doc.slice(0, start) + text + doc.slice(next));
  } else {
    const tail = doc.lastIndexOf(DOC_TAIL);
    const at = tail < 0 ? doc.length : tail;
    fs.writeFileSync(DOC_FILE, doc.slice(0, at) + text + doc.slice(at));
  }
  console.log(`Wrote the section "${heading.slice(3)}" into ${path.relative(process.cwd(), DOC_FILE)}`);
}

// ---------------------------------------------------------------------------------------------------------
// Figures

export const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);
/** @param {number} ms */
export const fmt = (ms) =>
  !Number.isFinite(ms) ? 'n/a' : ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
/** `p50 / p99` of a timing. @param {{ p50: number, p99: number }} x */
export const pair = (x) => `${fmt(x.p50)} / ${fmt(x.p99)}`;
/** HTTP p50 over SQL-alone p50. @param {{ ratio: number }} x */
export const ratio = (x) => `${x.ratio.toFixed(1)}×`;

/** @param {number} n */
export const fmtRate = (n) => `${n.toFixed(n < 100 ? 1 : 0)}`;
/** @param {number} bytes */
export const mib = (bytes) => Number((bytes / MIB).toFixed(1));
/** Seconds since `t0` (a performance.now()), one decimal. @param {number} t0 */
export const seconds = (t0) => Number(((performance.now() - t0) / 1000).toFixed(1));
/**
 * The seconds each table's insert took, as `job_info 8.6 s, job_apply_info 67.1 s`.
 * @param {Record<string, number>} insertSeconds
 */
const insertTimes = (insertSeconds) =>
  Object.entries(insertSeconds)
    .map(([t, s]) => `${t} ${s} s`)
    .join(', ');

/**
 * The plan nodes of an EXPLAIN ANALYZE, as `Limit → Sort → Bitmap Heap Scan t …` (a subquery's nodes too), and its
 * execution time.
 * @param {string[]} lines
 */
export function planSummary(lines) {
  /** @type {string[]} */
  const nodes = [];
  for (const line of lines) {
    const m =
      /^\s*(?:->\s+)?([A-Z][A-Za-z -]*?)(?:\s+(?:on|using)\s+(\S+))?(?:\s+on\s+\S+)?(?:\s+[a-z_]\w*)?\s+\(cost/.exec(
        line,
      );
    if (m && /\(cost|\(actual/.test(line)) nodes.push(m[2] ? `${m[1]} ${m[2]}` : (m[1] ?? ''));
  }
  const time = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean);
  return { nodes: nodes.join(' → '), executionMs: time ? Number(time[1]) : Number.NaN };
}

// ---------------------------------------------------------------------------------------------------------
// A step on both databases, one database at a time

/**
 * @typedef {{ query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> }} Queryable
 */

/**
 * Runs a step's `measureOne` on embedded PGlite (`databaseUrl` undefined), then on a temp database of the
 * machine's PostgreSQL; answers both with the seconds they took and the load average (1 min) at the start and
 * the end.
 * @template T
 * @param {(line: string) => void} log
 * @param {string} pgliteLine logged before the PGlite run
 * @param {(databaseUrl: string | undefined) => Promise<T>} measureOne
 */
export async function onBothDatabases(log, pgliteLine, measureOne) {
  if (!fs.existsSync(API_MAIN))
    throw new Error('apps/api/dist/main.js is missing; run `npm run build -w apps/api`');
  const t0 = performance.now();
  const loadStart = loadAverage();
  log(pgliteLine);
  const pglite = await measureOne(undefined);
  const pgliteSeconds = seconds(t0);
  const postgres = await withTempPostgres((url, name) => {
    log(`  PostgreSQL (database ${name})`);
    return measureOne(url);
  });
  const total = seconds(t0);
  return {
    pglite,
    postgres,
    seconds: { total, pglite: pgliteSeconds, postgres: Number((total - pgliteSeconds).toFixed(1)) },
    loadAverage: { start: loadStart, end: loadAverage(), nproc: os.availableParallelism() },
  };
}

/**
 * One database of a step, as onDatabase hands it to the step.
 * @typedef {object} StepDatabase
 * @property {string} dataDir the server's data dir (with PGlite, the database too)
 * @property {import('node:http').Agent} agent one keep-alive connection, for calls timed one after the other
 * @property {<T>(fn: (server: import('./server.mjs').Server) => Promise<T>) => Promise<T>} serve runs `fn` on
 *   the built API started on this database (migrations, region table and seed on the first start), stopped
 *   after
 * @property {<T>(fn: (db: Queryable, postgres: boolean) => Promise<T>) => Promise<T>} fill runs `fn` straight
 *   on the database while no server runs: a `pg` client, or PGlite opened in this process
 */

/**
 * First starts load the region table (under a load of 30 on 2 cores that alone took 190 s); a stop may
 * checkpoint the big tables.
 */
const STEP_TIMEOUTS = { startMs: 480_000, stopMs: 60_000 };

/**
 * Runs `fn` on one database of a step: a fresh temp data dir and keep-alive agent, both gone afterwards.
 * @template T
 * @param {string | undefined} databaseUrl undefined: embedded PGlite
 * @param {(d: StepDatabase) => Promise<T>} fn
 * @param {{ startMs: number, stopMs: number }} [timeouts] of each server start and stop
 */
export async function onDatabase(databaseUrl, fn, timeouts = STEP_TIMEOUTS) {
  const dataDir = makeTempDir();
  const agent = keepAlive();
  try {
    return await fn({
      dataDir,
      agent,
      serve: async (run) => {
        const server = await startServer(dataDir, { databaseUrl, timeoutMs: timeouts.startMs });
        try {
          return await run(server);
        } finally {
          await stopServer(server, { timeoutMs: timeouts.stopMs });
        }
      },
      fill: (run) =>
        databaseUrl
          ? withPostgres(databaseUrl, (client) => run(client, true))
          : withDatabase(dataDir, (db) => run(db, false)),
    });
  } finally {
    agent.destroy();
    removeTempDir(dataDir);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Calls timed one after the other

/**
 * The `data` of the API's answers to calls with `token` on `agent`; a call that does not answer HTTP 200 with
 * code 200 throws.
 * @param {string} base @param {string} token @param {import('node:http').Agent} agent
 */
export const apiData =
  (base, token, agent) =>
  /** @param {import('./server.mjs').ApiCall} call @returns {Promise<any>} */
  async (call) => {
    const res = await send(base, call, token, agent);
    if (res.status !== 200 || res.json?.code !== 200)
      throw new Error(`${call.path} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    return res.json.data;
  };

/**
 * Latency of `call`: `warmup` calls first, then `n` timed one after the other; their n, p50 and p99.
 * @param {() => Promise<unknown>} call
 * @param {number} warmup
 * @param {number} n
 */
export async function timeSequential(call, warmup, n) {
  for (let w = 0; w < warmup; w++) await call();
  /** @type {number[]} */
  const samples = [];
  for (let k = 0; k < n; k++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  return latencyStats(samples);
}

// ---------------------------------------------------------------------------------------------------------
// The call steps (jobs.mjs, applications.mjs): each call over HTTP, under load and as its SQL alone

/** The autocannon load of a call step unless its options say otherwise. */
const CALL_LOAD = { connections: 10, duration: 8 };

/**
 * @typedef {{ n?: number, load?: { connections: number, duration: number }, log?: (line: string) => void }} CallStepOptions
 */

/**
 * How a call step measures its calls, of type C.
 * @template C
 * @typedef {object} CallStep
 * @property {'./apply-sql.ts' | './job-sql.ts' | './exam-sql.ts' | './course-apply-sql.ts'} mapping its calls' handlers, for the SQL alone (sqlBeside)
 * @property {number} warmup calls before the timed ones, over HTTP and as SQL alone
 * @property {(call: C) => import('./server.mjs').ApiCall} http a call as the API takes it
 * @property {(call: C) => import('./server.mjs').ApiCall} tabs the tab counts under a list call's filters
 * @property {(call: C, answer: any, expected: number, tabCounts: any) => number} check checks an answer
 *   against what plain SQL counted (a list's total also against its tab's count); answers the rows it found
 * @property {(call: C, http: import('./server.mjs').ApiCall) => unknown} request what the table shows of a call
 * @property {(call: { kind: string }, answer: any) => string} fingerprint what of an answer the SQL alone must
 *   reproduce
 * @property {(text: string) => string} label names a recorded statement
 */

/**
 * What a call step does on each database besides its calls.
 * @template {{ name: string, kind: string }} C
 * @template {{ insertSeconds: Record<string, number>, calls: C[], expected: number[] }} F
 * @template {object} A
 * @typedef {object} CallStepRun
 * @property {string} inserting logged before `fill`
 * @property {(db: Queryable, postgres: boolean) => Promise<F>} fill puts the step's rows straight into the
 *   database and counts what each of its `calls` must find (`expected`)
 * @property {(data: F) => string} filled what the log line after `fill` tells besides the inserts' times
 * @property {(d: StepDatabase, data: F, log: (line: string) => void) => Promise<A>} after runs after the calls,
 *   before their SQL alone (the applications' export, on a server of its own); its answer joins the figures
 */

/**
 * A call step on both databases (onBothDatabases), each as callStepDatabase measures it: 200 timed calls each
 * and CALL_LOAD unless `options` say otherwise. Answers the options it ran with beside the figures.
 * @template {{ name: string, kind: string }} C
 * @template {{ insertSeconds: Record<string, number>, calls: C[], expected: number[] }} F
 * @template {object} A
 * @param {CallStepOptions} options
 * @param {CallStep<C>} step
 * @param {CallStepRun<C, F, A>} run
 */
export async function measureCallStep(options, step, run) {
  const o = {
    n: options.n ?? 200,
    load: options.load ?? CALL_LOAD,
    log: options.log ?? ((/** @type {string} */ _line) => {}),
  };
  const both = await onBothDatabases(
    o.log,
    `  PGlite: ${o.n} timed calls each, then ${o.load.connections} connections for ${o.load.duration} s`,
    (url) => callStepDatabase(url, o, step, run),
  );
  return { o, ...both };
}

/**
 * Runs a call step when its own file is the command (runIfMain), with `--n`, `--connections` and `--duration`.
 * @template R
 * @param {string} moduleUrl the step's import.meta.url
 * @param {(options: CallStepOptions) => Promise<R>} measure
 * @param {(result: R) => string} render
 */
export const runCallStepIfMain = (moduleUrl, measure, render) =>
  runIfMain(
    moduleUrl,
    (arg) =>
      measure({
        n: Number(arg('--n') ?? 200),
        load: {
          connections: Number(arg('--connections') ?? CALL_LOAD.connections),
          duration: Number(arg('--duration') ?? CALL_LOAD.duration),
        },
        log: (line) => console.log(line),
      }),
    render,
  );

/**
 * One database of a call step: the first start of the built API (migrations, region table and seed; coldMs),
 * `run.fill` straight into the database; a restart (restartMs) on which each call is checked, timed one after
 * the other and loaded; `run.after`; then each call's SQL alone. Answers what `fill` found (its calls left
 * out), the start times, each call's figures, and what `after` answered.
 * @template {{ name: string, kind: string }} C
 * @template {{ insertSeconds: Record<string, number>, calls: C[], expected: number[] }} F
 * @template {object} A
 * @param {string | undefined} databaseUrl undefined: embedded PGlite
 * @param {{ n: number, load: { connections: number, duration: number }, log: (line: string) => void }} o
 * @param {CallStep<C>} step
 * @param {CallStepRun<C, F, A>} run
 */
function callStepDatabase(databaseUrl, o, step, run) {
  return onDatabase(databaseUrl, async (d) => {
    // 1. Migrations, region table and seed
    const coldMs = await d.serve(async (server) => server.readyMs);
    // 2. The rows, straight into the database
    o.log(run.inserting);
    const data = await d.fill(run.fill);
    o.log(`    insert ${insertTimes(data.insertSeconds)}; ${run.filled(data)}`);
    // 3. Restart; check, time and load each call
    const { restartMs, calls } = await d.serve(async (server) => ({
      restartMs: server.readyMs,
      calls: await timeCalls(server, d.agent, data, step, o),
    }));
    // 4. What else the step measures (the applications' export)
    const after = await run.after(d, data, o.log);
    // 5. The same statements alone
    const results = await sqlBeside(step, databaseUrl, d.dataDir, calls, o);
    const { calls: _calls, ...filled } = data;
    return { ...filled, coldMs, restartMs, calls: results, ...after };
  });
}

/**
 * Each call over HTTP on `server`, as admin: its answer checked first, then `warmup` calls and `n` timed one
 * after the other on the keep-alive `agent`, then autocannon. Answers each call's figures with the fingerprint
 * of its answer.
 * @template {{ name: string, kind: string }} C
 * @param {{ base: string }} server
 * @param {import('node:http').Agent} agent
 * @param {{ calls: C[], expected: number[] }} data
 * @param {CallStep<C>} step
 * @param {{ n: number, load: { connections: number, duration: number }, log: (line: string) => void }} o
 */
async function timeCalls(server, agent, data, step, o) {
  const token = await login(server.base, agent);
  const api = apiData(server.base, token, agent);
  const out = [];
  for (const [i, call] of data.calls.entries()) {
    const http = step.http(call);
    const answer = await api(http);
    const tabCounts = call.kind === 'list' ? await api(step.tabs(call)) : null;
    const total = step.check(call, answer, data.expected[i] ?? Number.NaN, tabCounts);
    const s = await timeSequential(() => api(http), step.warmup, o.n);
    const load = await loadRun(server.base, token, http, o.load);
    out.push({
      name: call.name,
      kind: call.kind,
      request: step.request(call, http),
      total,
      ...s,
      load,
      fingerprint: step.fingerprint(call, answer),
    });
    o.log(
      `    ${call.name.padEnd(44)} total ${String(total).padStart(7)}  p50 ${fmt(s.p50)}, p99 ${fmt(s.p99)};` +
        ` ${fmtRate(load.reqPerSec)} req/s at ${load.connections} connections (p99 ${fmt(load.p99)})`,
    );
  }
  return out;
}

/**
 * @typedef {{ name: string, request: unknown, total: number, p50: number, p99: number, ratio: number,
 *   load: { p50: number, p99: number, ok: number, reqPerSec: number },
 *   sql: { p50: number, p99: number, plans: { statement: string, nodes: string, executionMs: number }[] } }} CallFigures
 */

/**
 * A call step's table, the calls measured on both databases side by side (HTTP p50 / p99, req/s, SQL alone
 * and their ratio on each, whether PostgreSQL's p99 meets the target), and the line on that target after it.
 * @param {string} requestHeading what the first column shows of a call beside its name: 'query', 'request'
 * @param {CallFigures[]} pglite @param {CallFigures[]} postgres @param {number} targetP99Ms
 */
export function callTable(requestHeading, pglite, postgres, targetP99Ms) {
  const rows = pglite.map((a, i) => {
    const b = postgres[i];
    const request = `\`${JSON.stringify(a.request)}\``;
    const pgCells = b
      ? `${pair(b)} | ${fmtRate(b.load.reqPerSec)} | ${pair(b.sql)} | ${ratio(b)} | ${b.p99 < targetP99Ms ? 'PASS' : 'MISS'}`
      : 'n/a | n/a | n/a | n/a | n/a';
    return `| ${a.name} ${request} | ${a.total.toLocaleString('en')} | ${pair(a)} | ${fmtRate(a.load.reqPerSec)} | ${pair(a.sql)} | ${ratio(a)} | ${pgCells} |`;
  });
  const misses = postgres.filter((c) => !(c.p99 < targetP99Ms));
  return [
    `| call (${requestHeading}) | rows | PGlite HTTP p50 / p99 | PGlite req/s | PGlite SQL alone | ratio | PostgreSQL HTTP p50 / p99 | PostgreSQL req/s | PostgreSQL SQL alone | ratio | PostgreSQL p99 < ${targetP99Ms} ms |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    misses.length
      ? `Target p99 < ${targetP99Ms} ms on PostgreSQL for every call: **MISS** (${misses.map((c) => `${c.name} ${fmt(c.p99)}`).join('; ')}).`
      : `Target p99 < ${targetP99Ms} ms on PostgreSQL for every call: **PASS**.`,
  ];
}

/**
 * The notes closing a call step's section, on each database: latency under load, volume (the inserts' times,
 * then `volume` of that database's figures), the load average and the minutes the step took, and the plans of
 * the recorded statements.
 * @template {{ calls: CallFigures[], insertSeconds: Record<string, number> }} D
 * @param {{ load: { connections: number }, loadAverage: { start: string, end: string, nproc: number },
 *   seconds: { total: number, pglite: number, postgres: number }, pglite: D, postgres: D }} r
 * @param {(x: D) => string} volume
 */
export function callNotes(r, volume) {
  /** @param {CallFigures[]} calls */
  const loaded = (calls) =>
    calls.map((c) => `${c.name} ${pair(c.load)} (${c.load.ok.toLocaleString('en')} calls)`).join('; ');
  /** @param {CallFigures[]} calls */
  const plans = (calls) =>
    calls.map(
      (c) =>
        `  - ${c.name}: ${c.sql.plans.map((p) => `${p.statement} ${p.nodes} (${fmt(p.executionMs)})`).join('; ')}`,
    );
  return [
    `- Latency under load (${r.load.connections} connections, p50 / p99) on PGlite: ${loaded(r.pglite.calls)}.`,
    `- on PostgreSQL: ${loaded(r.postgres.calls)}.`,
    `- Volume on PGlite: insert ${insertTimes(r.pglite.insertSeconds)}; ${volume(r.pglite)}.`,
    `- Volume on PostgreSQL: insert ${insertTimes(r.postgres.insertSeconds)}; ${volume(r.postgres)}.`,
    `- Load average (1 min) at the start / end of this step: ${r.loadAverage.start} / ${r.loadAverage.end} on ${r.loadAverage.nproc} cores; the step took ${Math.round(r.seconds.total / 60)} min (PGlite ${Math.round(r.seconds.pglite / 60)}, PostgreSQL ${Math.round(r.seconds.postgres / 60)}).`,
    '- Plans (EXPLAIN ANALYZE of the recorded statements; the slowest one of each call in full in the results JSON) on PGlite:',
    ...plans(r.pglite.calls),
    '- on PostgreSQL:',
    ...plans(r.postgres.calls),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The SQL alone of a handler

/**
 * "SQL alone" beside each call's figures over HTTP, taken from the handlers themselves (bench/handler-sql.ts).
 * With the server stopped, on the PGlite in `dataDir` or over a pool of two connections to `databaseUrl` (a
 * page and its count run side by side, as on the server's pool): runs each call's handler once with its
 * statements recorded, checks its answer's fingerprint (what of it the bench compares) equals the API's,
 * replays the recording N times after a warm-up and EXPLAIN ANALYZEs each recorded statement, named by
 * `label`. Answers each call's figures with its SQL alone beside them and their ratio (HTTP p50 / SQL p50);
 * the fingerprint left out.
 * @template {{ name: string, kind: string, request: unknown, p50: number, fingerprint: string }} C
 * @param {Pick<CallStep<unknown>, 'mapping' | 'warmup' | 'label' | 'fingerprint'>} step `mapping`: the bench's
 *   calls to their handlers, with the recorder it re-exports (one tsx import: the handlers and the recorder
 *   share their drizzle-orm)
 * @param {string | undefined} databaseUrl undefined: the PGlite in `dataDir`
 * @param {string} dataDir
 * @param {C[]} calls
 * @param {{ n: number, log: (line: string) => void }} o
 */
export async function sqlBeside(step, databaseUrl, dataDir, calls, o) {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {typeof import('./apply-sql.ts') | typeof import('./job-sql.ts') | typeof import('./exam-sql.ts') | typeof import('./course-apply-sql.ts')} */
  const m = await tsImport(step.mapping, import.meta.url);
  /** @param {any} client @param {'pglite' | 'postgres'} driver */
  const timeAll = async (client, driver) => {
    const out = [];
    for (const call of calls) {
      const { answer, recording } = await m.recordCall(
        client,
        driver,
        m.handlerOf(/** @type {any} */ ({ kind: call.kind, request: call.request })),
      );
      const got = step.fingerprint(call, answer);
      if (got !== call.fingerprint)
        throw new Error(
          `${call.name}: the handler in process answered ${got.slice(0, 200)}, the API ${call.fingerprint.slice(0, 200)}`,
        );
      const timing = await timeSequential(() => m.replay(client, recording), step.warmup, o.n);
      const plans = [];
      for (const args of recording.flat()) {
        const st = m.statementOf(args);
        const r = /** @type {{ rows: any[] }} */ (
          await client.query(`explain (analyze, buffers) ${st.text}`, st.values)
        );
        const lines = r.rows.map((row) => String(Array.isArray(row) ? row[0] : Object.values(row)[0]));
        plans.push({ statement: step.label(st.text), ...planSummary(lines), text: lines.join('\n') });
      }
      const slowest = plans.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
      const x = {
        ...timing,
        statements: recording.map((g) => g.length),
        plans: plans.map(({ text: _text, ...p }) => p),
        slowest: { statement: slowest.statement, executionMs: slowest.executionMs, text: slowest.text },
      };
      o.log(
        `    SQL alone ${call.name.padEnd(44)} p50 ${fmt(x.p50)}, p99 ${fmt(x.p99)}; HTTP/SQL ${(call.p50 / x.p50).toFixed(1)}×;` +
          ` slowest: ${x.slowest.statement} ${fmt(x.slowest.executionMs)}`,
      );
      const { fingerprint: _f, ...figures } = call;
      out.push({ ...figures, ratio: call.p50 / x.p50, sql: x });
    }
    return out;
  };
  if (!databaseUrl) return withDatabase(dataDir, (db) => timeAll(db, 'pglite'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    return await timeAll(pool, 'postgres');
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The SQL drivers as drizzle-orm sets them up

/**
 * Query options as drizzle-orm's PGlite driver passes them (array rows, dates left as text).
 * @param {any} types
 */
export const drizzlePGliteOptions = (types) => ({
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMP]: (/** @type {string} */ v) => v,
    [types.TIMESTAMPTZ]: (/** @type {string} */ v) => v,
    [types.INTERVAL]: (/** @type {string} */ v) => v,
    [types.DATE]: (/** @type {string} */ v) => v,
  },
});

/** Dates left as text, as drizzle-orm's node-postgres driver reads them. */
export const pgTypes = {
  /** @param {number} oid @param {any} format */
  getTypeParser: (oid, format) =>
    [1082, 1114, 1184, 1186].includes(oid)
      ? (/** @type {string} */ v) => v
      : pg.types.getTypeParser(oid, format),
};

/**
 * A pool of two connections (page and count run side by side, as on the server's pool), array rows like
 * drizzle's node-postgres driver.
 * @template T
 * @param {string} url
 * @param {(query: (q: { text: string, values: unknown[] }) => Promise<{ rows: any[] }>, pool: pg.Pool) => Promise<T>} fn
 */
export async function withPool(url, fn) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await fn(
      (q) => pool.query({ text: q.text, values: q.values, rowMode: 'array', types: pgTypes }),
      pool,
    );
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Load

/**
 * autocannon on one call; latencies from its per-response event (sub-ms; its histogram keeps whole ms).
 * @param {string} base
 * @param {string} token
 * @param {import('./server.mjs').ApiCall} call
 * @param {{ connections: number, duration: number }} load
 */
export async function loadRun(base, token, call, load) {
  const url = new URL(`/api${call.path}`, base);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  /** @type {number[]} */
  const samples = [];
  const instance = autocannon({
    url: url.toString(),
    method: call.method,
    headers: {
      authorization: token,
      ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
    connections: load.connections,
    duration: load.duration,
    timeout: 10,
  });
  instance.on(
    'response',
    (
      /** @type {unknown} */ _client,
      /** @type {number} */ status,
      /** @type {number} */ _bytes,
      /** @type {number} */ ms,
    ) => {
      if (status >= 200 && status < 300) samples.push(ms);
    },
  );
  const result = await instance;
  const ok = result['2xx'] ?? samples.length;
  const failed = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0);
  if (ok === 0 || failed > 0)
    throw new Error(
      `${call.path} under load: ${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  const s = latencyStats(samples);
  return {
    connections: load.connections,
    durationS: result.duration,
    ok,
    reqPerSec: ok / result.duration,
    p50: s.p50,
    p99: s.p99,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Server memory and a download

/** @param {number} pid resident set size and its peak (VmHWM), bytes */
export function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (/** @type {string} */ name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/**
 * Downloads one file into `file`, sampling the server's RSS every `sampleMs` meanwhile (the idle baseline
 * first, VmHWM reset where the kernel allows), while another client calls the public platform-info route one
 * call at a time every `pingMs`: how far the download holds up everyone else.
 * @param {{ base: string, child: import('node:child_process').ChildProcess }} server
 * @param {string} token
 * @param {{ method: 'GET' | 'POST', path: string, query?: Record<string, string>, body?: object }} call path below /api
 * @param {string} file
 * @param {{ sampleMs?: number, pingMs?: number, timeoutMs?: number, contentType?: RegExp }} [options]
 */
export async function timedDownload(server, token, call, file, options = {}) {
  const sampleMs = options.sampleMs ?? 50;
  const pingMs = options.pingMs ?? 100;
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const contentType = options.contentType ?? /spreadsheetml/;
  const pid = /** @type {number} */ (server.child.pid);
  // Baseline: the idle server, median of 10 samples over half a second.
  /** @type {number[]} */
  const idle = [];
  for (let i = 0; i < 10; i++) {
    idle.push(memory(pid).rss);
    await sleep(sampleMs);
  }
  idle.sort((a, b) => a - b);
  const baseline = idle[5] ?? 0;
  let hwmReset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // VmHWM := current RSS
  } catch {
    hwmReset = false; // VmHWM then covers the server's whole life; only the samples count
  }
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memory(pid).rss);
      samples++;
    } catch {
      // the server exited; the download reports it
    }
  }, sampleMs);
  /** @type {number[]} */
  const pings = [];
  let downloading = true;
  const pingAgent = keepAlive();
  const pinging = (async () => {
    while (downloading) {
      const p0 = performance.now();
      const res = await request('GET', server.base + INFO_PATH, { agent: pingAgent, timeoutMs });
      if (res.status !== 200) throw new Error(`platform info answered ${res.status} during the download`);
      pings.push(performance.now() - p0);
      await sleep(pingMs);
    }
  })();
  const url = new URL(`/api${call.path}`, server.base);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
  const t0 = performance.now();
  let firstByteMs = Number.NaN;
  try {
    const res = await new Promise(
      /** @param {(res: http.IncomingMessage) => void} resolve */ (resolve, reject) => {
        const req = http.request(url, {
          method: call.method,
          agent: false,
          timeout: timeoutMs,
          headers: {
            authorization: token,
            ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
        });
        req.on('response', resolve);
        req.on('timeout', () => req.destroy(new Error(`${call.path}: timeout`)));
        req.on('error', reject);
        req.end(call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined);
      },
    );
    if (res.statusCode !== 200 || !contentType.test(String(res.headers['content-type']))) {
      /** @type {Buffer[]} */
      const chunks = [];
      for await (const chunk of res) chunks.push(chunk);
      throw new Error(
        `${call.path} answered ${res.statusCode}: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`,
      );
    }
    res.once('data', () => {
      firstByteMs = performance.now() - t0;
    });
    await pipeline(res, fs.createWriteStream(file));
  } finally {
    clearInterval(timer);
    downloading = false;
    await pinging.catch(() => undefined);
    pingAgent.destroy();
  }
  const ms = performance.now() - t0;
  const after = memory(pid);
  const hwm = hwmReset ? after.hwm : Number.NaN;
  return {
    ms,
    firstByteMs,
    bytes: fs.statSync(file).size,
    ping: { n: pings.length, p50: latencyStats(pings).p50, max: Math.max(...pings) },
    memory: {
      samples,
      baselineMiB: mib(baseline),
      peakMiB: mib(Math.max(peak, after.rss)),
      deltaMiB: mib(Math.max(peak, after.rss) - baseline),
      hwmMiB: Number.isFinite(hwm) ? mib(hwm) : null,
      afterMiB: mib(after.rss),
    },
  };
}

/**
 * A timed download read back: its figures and the rows read.
 * @typedef {Awaited<ReturnType<typeof timedDownload>> & { rows: number }} Download
 */

/**
 * The table of a timed download read back, on both databases: the whole download, first byte, size and rows,
 * the server's RSS before, its peak during (with VmHWM where it was reset) and the difference, the pings
 * meanwhile.
 * @param {string} pingHeading the last column's heading
 * @param {Download} pglite @param {Download} postgres
 */
export function downloadTable(pingHeading, pglite, postgres) {
  /** @param {string} name @param {Download} e */
  const row = (name, e) => {
    const m = e.memory;
    const hwm = m.hwmMiB === null ? '' : ` (VmHWM ${m.hwmMiB} MiB)`;
    return `| ${name} | ${(e.ms / 1000).toFixed(1)} s | ${fmt(e.firstByteMs)} | ${mib(e.bytes)} MiB, ${e.rows.toLocaleString('en')} rows | ${m.baselineMiB} MiB | ${m.peakMiB} MiB${hwm} | +${m.deltaMiB} MiB | ${fmt(e.ping.p50)} / ${fmt(e.ping.max)} (${e.ping.n}) |`;
  };
  return [
    `| database | export, whole download | first byte | xlsx | server RSS before | peak during | difference | ${pingHeading} |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('PGlite', pglite),
    row('PostgreSQL', postgres),
  ];
}

/** Decimal megabytes of mebibytes, as the export targets are written (250 MB = 238.4 MiB). @param {number} mibs */
export const megabytes = (mibs) => Number(((mibs * 1024 * 1024) / 1e6).toFixed(1));

/**
 * A call step's `after` (applications, course applications): `GET path` with the fill's `exportQuery`
 * downloaded once on a server restarted for it, so its memory is measured against an idle baseline, not one
 * grown by the load runs before; read back by `readBack` against the fill's `exportRows`, the file removed after.
 * @param {string} what what the export holds, for the log
 * @param {string} exportPath below /api
 * @param {(file: string, expectedRows: number) => Promise<{ rows: number }>} readBack
 * @returns {(d: StepDatabase, data: { exportQuery: Record<string, string>, exportRows: number },
 *   log: (line: string) => void) => Promise<{ export: Download }>}
 */
export const exportAfter = (what, exportPath, readBack) => async (d, data, log) => ({
  export: await d.serve(async (server) => {
    const token = await login(server.base, d.agent);
    const file = path.join(d.dataDir, 'export.xlsx');
    const call = { method: /** @type {const} */ ('GET'), path: exportPath, query: data.exportQuery };
    const download = await timedDownload(server, token, call, file);
    const back = await readBack(file, data.exportRows);
    fs.rmSync(file, { force: true });
    log(
      `    export of ${back.rows.toLocaleString('en')} ${what}: ${(download.ms / 1000).toFixed(1)} s (first byte ${fmt(download.firstByteMs)}),` +
        ` ${mib(download.bytes)} MiB; server RSS ${download.memory.baselineMiB} → peak ${download.memory.peakMiB} MiB`,
    );
    return { ...download, ...back };
  }),
});

/**
 * Whether the export on PostgreSQL met its targets, and the sentence saying so.
 * @param {Download} e @param {{ exportMs: number, exportMB: number }} targets
 */
export function exportVerdict(e, targets) {
  const mb = megabytes(e.memory.peakMiB);
  const pass = e.ms < targets.exportMs && mb < targets.exportMB;
  return {
    pass,
    line: `Target on PostgreSQL, export under ${targets.exportMs / 1000} s and ${targets.exportMB} MB of server memory (peak RSS, decimal MB): ${(e.ms / 1000).toFixed(1)} s, ${mb} MB (${e.memory.peakMiB} MiB) — **${pass ? 'PASS' : 'MISS'}**.`,
  };
}

/**
 * The PostgreSQL verdict of a call step with an export (lists and counts under a p99, the export under a time
 * and memory), logged in one line.
 * @param {{ postgres: { calls: { name: string, p99: number }[], export: any } }} both
 * @param {{ log: (line: string) => void }} o
 * @param {{ p99Ms: number, exportMs: number, exportMB: number }} targets
 */
export function callStepVerdict(both, o, targets) {
  const misses = both.postgres.calls.filter((c) => !(c.p99 < targets.p99Ms)).map((c) => c.name);
  const exportPass = exportVerdict(both.postgres.export, targets).pass;
  o.log(
    `  targets on PostgreSQL: p99 < ${targets.p99Ms} ms ${misses.length ? `MISS (${misses.join('; ')})` : 'PASS'};` +
      ` export < ${targets.exportMs / 1000} s and < ${targets.exportMB} MB ${exportPass ? 'PASS' : 'MISS'}`,
  );
  return misses.length === 0 && exportPass;
}

/**
 * Reads an export back (streaming): its header, its row count and every row's cells through `rowOk`.
 * @param {string} file @param {string[]} header @param {number} expectedRows
 * @param {(cells: string[]) => boolean} rowOk
 */
export async function readXlsxBack(file, header, expectedRows, rowOk) {
  const t0 = performance.now();
  let rows = 0;
  let bad = 0;
  /** @type {unknown[] | null} */
  let firstBad = null;
  /** @type {unknown[]} */
  let got = [];
  /** @type {unknown[]} */
  let sample = [];
  for await (const values of xlsxRows(file)) {
    if (!got.length) {
      got = values;
      continue;
    }
    rows++;
    if (rows === 1) sample = values;
    if (!rowOk(values.map((v) => String(v ?? '')))) {
      bad++;
      firstBad ??= values;
    }
  }
  if (JSON.stringify(got) !== JSON.stringify(header)) throw new Error(`export header ${JSON.stringify(got)}`);
  if (rows !== expectedRows) throw new Error(`export has ${rows} rows, expected ${expectedRows}`);
  if (bad) throw new Error(`export: ${bad} rows with unexpected cells, such as ${JSON.stringify(firstBad)}`);
  return { rows, sample, readSeconds: seconds(t0) };
}

// ---------------------------------------------------------------------------------------------------------
// Reading an xlsx back

/** @param {AsyncIterable<Buffer | string>} chunks */
async function* utf8Text(chunks) {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * exceljs's streaming reader turns each inflated chunk of a sheet into text on its own, so a character split
 * between two chunks reads as U+FFFD (exceljs issues #2063, #2084; 4.4.0 still does it; the file itself is
 * fine). This one hands the sheet's parser text decoded across chunks.
 */
export class WorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  /** @param {AsyncIterable<Buffer | string>} iterator @param {number} sheetNo */
  *_parseWorksheet(iterator, sheetNo) {
    // @ts-expect-error exceljs's own (undeclared) method
    yield* super._parseWorksheet(utf8Text(iterator), sheetNo);
  }
}

/**
 * Streams the rows of an xlsx's sheets (cell values, the first cell first), never holding the file whole.
 * @param {string} file
 * @returns {AsyncGenerator<unknown[]>}
 */
export async function* xlsxRows(file) {
  const reader = new WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield/** @type {unknown[]} */ (row.values).slice(1);
  }
}
