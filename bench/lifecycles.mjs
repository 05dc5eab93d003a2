// @ts-check
/**
 * Lifecycle lists and counts at 100,000 records (issue 7), on embedded PGlite and on the machine's PostgreSQL.
 *
 * For each database: start the built API once (migrations + seed), stop it, insert 100,000 rows into each
 * lifecycle table with one `insert … select … generate_series` statement per table, ANALYZE, restart, log in as
 * admin, warm up, then time every list and count call N times one after the other on one connection.
 *
 *   node bench/lifecycles.mjs [--n 200] [--json <file>]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust auth; PG_SERVER_URL overrides the server). Its temp database `bench_<timestamp>` is dropped at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countSum, INSERTS, LIFECYCLES, ROWS, TABLES } from './lifecycle-data.mjs';
import {
  API_MAIN,
  keepAlive,
  latencyStats,
  login,
  makeTempDir,
  removeTempDir,
  send,
  startServer,
  stopServer,
  withDatabase,
  withPostgres,
  withTempPostgres,
} from './server.mjs';

const WARMUP = 20;
/** First starts on PostgreSQL load the region table over the network; shutdowns may checkpoint. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** @param {number} ms */
const fmt = (ms) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

// ---------------------------------------------------------------------------------------------------------
// The databases

/**
 * Runs the inserts and ANALYZE on a client with `query(sql)`; returns the seconds per table.
 * @param {{ query: (sql: string) => Promise<unknown> }} db
 */
async function fill(db) {
  /** @type {Record<string, number>} */
  const seconds = {};
  for (const [i, sql] of INSERTS.entries()) {
    const t0 = performance.now();
    await db.query(sql);
    seconds[TABLES[i] ?? String(i)] = Number(((performance.now() - t0) / 1000).toFixed(1));
  }
  await db.query('analyze');
  return seconds;
}

// ---------------------------------------------------------------------------------------------------------
// One database: fill, restart, check, time

/**
 * @param {string | undefined} databaseUrl  undefined: embedded PGlite
 * @param {number} n
 */
async function measureOne(databaseUrl, n) {
  const dataDir = makeTempDir();
  const agent = keepAlive();
  try {
    const serverOptions = { databaseUrl, timeoutMs: START_TIMEOUT_MS };
    let server = await startServer(dataDir, serverOptions);
    await stopServer(server, { timeoutMs: STOP_TIMEOUT_MS });
    const insertSeconds = databaseUrl
      ? await withPostgres(databaseUrl, fill)
      : await withDatabase(dataDir, fill);
    server = await startServer(dataDir, serverOptions);
    try {
      const token = await login(server.base, agent);
      /** @type {{ lifecycle: string, call: string, kind: 'list' | 'count', total: number, p50: number, p99: number, n: number }[]} */
      const calls = [];
      for (const l of LIFECYCLES) {
        /** @param {import('./lifecycle-data.mjs').Call} call */
        const ok = async (call) => {
          const res = await send(server.base, call, token, agent);
          if (res.status !== 200 || res.json?.code !== 200) {
            throw new Error(`${call.path} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
          }
          return res.json.data;
        };
        const counts = await ok(l.count);
        const page = await ok(l.list);
        const sum = countSum(counts);
        const expected = l.list.total?.(counts);
        if (sum < ROWS) throw new Error(`${l.lifecycle}: counts add up to ${sum} < ${ROWS}`);
        if (page.total !== expected || page.records?.length !== 10) {
          throw new Error(
            `${l.lifecycle}: list total ${page.total} (${page.records?.length} rows), count ${expected}`,
          );
        }
        for (const [kind, call] of /** @type {const} */ ([
          ['list', l.list],
          ['count', l.count],
        ])) {
          for (let i = 0; i < WARMUP; i++) await ok(call);
          /** @type {number[]} */
          const samples = [];
          for (let i = 0; i < n; i++) {
            const t0 = performance.now();
            await ok(call);
            samples.push(performance.now() - t0);
          }
          const s = latencyStats(samples);
          calls.push({
            lifecycle: l.lifecycle,
            call: call.name,
            kind,
            total: kind === 'list' ? page.total : sum,
            ...s,
          });
        }
      }
      return { insertSeconds, calls };
    } finally {
      await stopServer(server, { timeoutMs: STOP_TIMEOUT_MS });
    }
  } finally {
    agent.destroy();
    removeTempDir(dataDir);
  }
}

/**
 * Both databases, one after the other.
 * @param {{ n?: number, log?: (line: string) => void }} [options]
 */
export async function measureLifecycles(options = {}) {
  const n = options.n ?? 200;
  const log = options.log ?? (() => {});
  if (!fs.existsSync(API_MAIN))
    throw new Error('apps/api/dist/main.js is missing; run `npm run build -w apps/api`');
  log(`  PGlite: ${ROWS.toLocaleString('en')} rows per table, ${n} timed calls each`);
  const pglite = await measureOne(undefined, n);
  const postgres = await withTempPostgres((url, name) => {
    log(`  PostgreSQL (database ${name})`);
    return measureOne(url, n);
  });
  return { rows: ROWS, n, warmup: WARMUP, pglite, postgres };
}

/** @param {Awaited<ReturnType<typeof measureLifecycles>>} r */
export function renderLifecycles(r) {
  const rows = r.pglite.calls.map((a, i) => {
    const b = r.postgres.calls[i];
    const pgFig = b ? `${fmt(b.p50)} / ${fmt(b.p99)}` : 'n/a';
    return `| ${a.lifecycle}: ${a.call} | ${a.total.toLocaleString('en')} | ${fmt(a.p50)} / ${fmt(a.p99)} | ${pgFig} |`;
  });
  return [
    `## Lifecycle lists and counts at ${r.rows.toLocaleString('en')} records`,
    '',
    `Each lifecycle table holds ${r.rows.toLocaleString('en')} extra rows (one \`insert … select generate_series\` per table,`,
    'states spread over the lifecycle, creation times over a year, then ANALYZE). Page 1 of 10 rows of one tab and',
    `the tab counts, as admin, ${r.n} sequential calls each on one keep-alive connection after ${r.warmup} warm-up calls;`,
    'every answer checked for code 200, and each list total against its tab count. "rows" is the list total or the',
    'sum of the counts.',
    '',
    '| call | rows | PGlite p50 / p99 | PostgreSQL p50 / p99 |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Standalone

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (/** @type {string} */ name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => process.exit(130));
  const json = arg('--json');
  const n = Number(arg('--n') ?? 200);
  const result = await measureLifecycles({ n, log: (line) => console.log(line) });
  console.log(
    `\n  insert seconds: PGlite ${JSON.stringify(result.pglite.insertSeconds)}; PostgreSQL ${JSON.stringify(result.postgres.insertSeconds)}\n`,
  );
  console.log(renderLifecycles(result));
  if (json) fs.writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  process.exit(0);
}
