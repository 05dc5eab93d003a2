// @ts-check
/**
 * What the volume steps (jobs.mjs, forms.mjs, applications.mjs) measure with: number formats, EXPLAIN
 * summaries, the SQL alone of a recorded handler, the SQL drivers set up as drizzle-orm's, autocannon runs,
 * and a file download timed while the server's resident memory is sampled and another client pings it.
 * Servers, temp dirs and databases live in server.mjs.
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
import { INFO_PATH, keepAlive, latencyStats, request, sleep, withDatabase } from './server.mjs';

const MIB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------
// Running a step on its own

/**
 * Runs a step when its own file is the command (`node bench/jobs.mjs --n 100 --json out.json`): measures with
 * the flags, prints the rendered section and writes the results when `--json` names a file.
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
  process.exit(0);
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

/**
 * @typedef {{ name: string, request: unknown, total: number, p50: number, p99: number, ratio: number,
 *   load: { p50: number, p99: number, ok: number, reqPerSec: number },
 *   sql: { p50: number, p99: number, plans: { statement: string, nodes: string, executionMs: number }[] } }} CallFigures
 */

/**
 * The table rows of calls measured on both databases: HTTP p50 / p99, req/s, SQL alone and their ratio on
 * each, and whether PostgreSQL's p99 meets the target.
 * @param {CallFigures[]} pglite @param {CallFigures[]} postgres @param {number} targetP99Ms
 */
export function callRows(pglite, postgres, targetP99Ms) {
  return pglite.map((a, i) => {
    const b = postgres[i];
    const request = `\`${JSON.stringify(a.request)}\``;
    const pgCells = b
      ? `${pair(b)} | ${fmtRate(b.load.reqPerSec)} | ${pair(b.sql)} | ${ratio(b)} | ${b.p99 < targetP99Ms ? 'PASS' : 'MISS'}`
      : 'n/a | n/a | n/a | n/a | n/a';
    return `| ${a.name} ${request} | ${a.total.toLocaleString('en')} | ${pair(a)} | ${fmtRate(a.load.reqPerSec)} | ${pair(a.sql)} | ${ratio(a)} | ${pgCells} |`;
  });
}

/** One line per call: its statements' plans. @param {CallFigures[]} calls */
export const planLines = (calls) =>
  calls.map(
    (c) =>
      `  - ${c.name}: ${c.sql.plans.map((p) => `${p.statement} ${p.nodes} (${fmt(p.executionMs)})`).join('; ')}`,
  );

/** Each call's latency under load. @param {CallFigures[]} calls */
export const loadedText = (calls) =>
  calls.map((c) => `${c.name} ${pair(c.load)} (${c.load.ok.toLocaleString('en')} calls)`).join('; ');

/** @param {number} n */
export const fmtRate = (n) => `${n.toFixed(n < 100 ? 1 : 0)}`;
/** @param {number} bytes */
export const mib = (bytes) => Number((bytes / MIB).toFixed(1));
/** Seconds since `t0` (a performance.now()), one decimal. @param {number} t0 */
export const seconds = (t0) => Number(((performance.now() - t0) / 1000).toFixed(1));

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
 * @param {'./apply-sql.ts' | './job-sql.ts'} mapping the bench's calls to their handlers, with the recorder it
 *   re-exports (one tsx import: the handlers and the recorder share their drizzle-orm)
 * @param {string | undefined} databaseUrl undefined: the PGlite in `dataDir`
 * @param {string} dataDir
 * @param {C[]} calls
 * @param {{ n: number, warmup: number, label: (text: string) => string,
 *   fingerprint: (call: C, answer: any) => string, log: (line: string) => void }} o
 */
export async function sqlBeside(mapping, databaseUrl, dataDir, calls, o) {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {typeof import('./apply-sql.ts') | typeof import('./job-sql.ts')} */
  const m = await tsImport(mapping, import.meta.url);
  /** @param {any} client @param {'pglite' | 'postgres'} driver */
  const timeAll = async (client, driver) => {
    const out = [];
    for (const call of calls) {
      const { answer, recording } = await m.recordCall(
        client,
        driver,
        m.handlerOf(/** @type {any} */ ({ kind: call.kind, request: call.request })),
      );
      const got = o.fingerprint(call, answer);
      if (got !== call.fingerprint)
        throw new Error(
          `${call.name}: the handler in process answered ${got.slice(0, 200)}, the API ${call.fingerprint.slice(0, 200)}`,
        );
      for (let w = 0; w < o.warmup; w++) await m.replay(client, recording);
      /** @type {number[]} */
      const samples = [];
      for (let k = 0; k < o.n; k++) {
        const t0 = performance.now();
        await m.replay(client, recording);
        samples.push(performance.now() - t0);
      }
      const plans = [];
      for (const args of recording.flat()) {
        const st = m.statementOf(args);
        const r = /** @type {{ rows: any[] }} */ (
          await client.query(`explain (analyze, buffers) ${st.text}`, st.values)
        );
        const lines = r.rows.map((row) => String(Array.isArray(row) ? row[0] : Object.values(row)[0]));
        plans.push({ statement: o.label(st.text), ...planSummary(lines), text: lines.join('\n') });
      }
      const slowest = plans.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
      const x = {
        ...latencyStats(samples),
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
