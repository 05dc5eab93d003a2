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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { countSum, INSERTS, LIFECYCLES, ROWS, TABLES } from './lifecycle-data.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.join(ROOT, 'apps/api');
const API_MAIN = path.join(API_DIR, 'dist/main.js');
const HOST = '127.0.0.1';
const ADMIN_PASSWORD = 'Bench-admin-pass-7a';
const WARMUP = 20;
const PG_SERVER = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Servers this module started; killed if the process exits while they run. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const live = new Set();
/** Temp data dirs this module made; removed on exit. */
/** @type {Set<string>} */
const dirs = new Set();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {number[]} samples
 */
function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  /** @param {number} q */
  const at = (q) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
  return { n: s.length, p50: at(0.5), p99: at(0.99) };
}

/** @param {number} ms */
const fmt = (ms) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

// ---------------------------------------------------------------------------------------------------------
// HTTP and the server

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * @param {string} base
 * @param {import('./lifecycle-data.mjs').Call | { method: 'GET' | 'POST', path: string, query?: Record<string, string | number>, body?: object }} call
 * @param {string} [token]
 * @returns {Promise<{ status: number, json: any }>}
 */
function send(base, call, token) {
  const url = new URL(`/api${call.path}`, base);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const body = call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: call.method,
        agent,
        timeout: 30_000,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
          } catch {
            reject(new Error(`${call.path} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${call.path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: HOST }, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @param {string} dataDir
 * @param {string | undefined} databaseUrl
 */
async function startServer(dataDir, databaseUrl) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  /** @type {string[]} */
  const output = [];
  const child = spawn(process.execPath, [API_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @param {Buffer} chunk */
  const keep = (chunk) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean).slice(-40));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  live.add(child);
  const exited = new Promise((resolve) =>
    child.once('exit', () => {
      live.delete(child);
      resolve(undefined);
    }),
  );
  const t0 = performance.now();
  while (performance.now() - t0 < 120_000 && child.exitCode === null) {
    try {
      const res = await send(base, { method: 'GET', path: '/backend-common/platform/info' });
      if (res.status === 200) return { child, base, exited };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start; last output:\n  ${output.slice(-20).join('\n  ')}`);
}

/** @param {{ child: import('node:child_process').ChildProcess, exited: Promise<unknown> }} server */
async function stopServer(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  const done = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!done) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The databases

/** @returns {Promise<any>} `@electric-sql/pglite` as apps/api resolves it (as bench/run.mjs loads it) */
async function loadPGlite() {
  let dir = API_DIR;
  for (let depth = 0; depth < 10; depth++) {
    const pkgDir = path.join(dir, 'node_modules/@electric-sql/pglite');
    const pkgJson = path.join(pkgDir, 'package.json');
    if (fs.existsSync(pkgJson)) {
      const pkg = JSON.parse(fs.readFileSync(pkgJson, 'utf8'));
      const entry = pkg.exports?.['.']?.import?.default ?? pkg.module ?? pkg.main;
      return import(pathToFileURL(path.join(pkgDir, entry)).href);
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('@electric-sql/pglite not found from apps/api; run npm install');
}

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

/** @param {string} dataDir */
async function fillPGlite(dataDir) {
  const lockPath = path.join(dataDir, 'server.lock');
  fs.rmSync(lockPath, { force: true });
  fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  try {
    const { PGlite } = await loadPGlite();
    const db = new PGlite(path.join(dataDir, 'pgdata'));
    await db.waitReady;
    try {
      return await fill(db);
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

/** @param {string} url */
async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fill(client);
  } finally {
    await client.end();
  }
}

/** @param {'create' | 'drop'} action @param {string} name */
function pgDatabase(action, name) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/pg-database.mjs'), action, name], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pg-database ${action} ${name}: ${run.stderr || run.stdout}`);
}

// ---------------------------------------------------------------------------------------------------------
// One database: fill, restart, check, time

/**
 * @param {string | undefined} databaseUrl  undefined: embedded PGlite
 * @param {number} n
 */
async function measureOne(databaseUrl, n) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-lc-'));
  dirs.add(dataDir);
  try {
    let server = await startServer(dataDir, databaseUrl);
    await stopServer(server);
    const insertSeconds = databaseUrl ? await fillPostgres(databaseUrl) : await fillPGlite(dataDir);
    server = await startServer(dataDir, databaseUrl);
    try {
      const login = await send(server.base, {
        method: 'POST',
        path: '/pclogin/userauth/login',
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });
      const token = login.json?.data;
      if (login.json?.code !== 200 || typeof token !== 'string') {
        throw new Error(`login failed: ${JSON.stringify(login.json).slice(0, 300)}`);
      }
      /** @type {{ lifecycle: string, call: string, kind: 'list' | 'count', total: number, p50: number, p99: number, n: number }[]} */
      const calls = [];
      for (const l of LIFECYCLES) {
        /** @param {import('./lifecycle-data.mjs').Call} call */
        const ok = async (call) => {
          const res = await send(server.base, call, token);
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
          const s = stats(samples);
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
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    dirs.delete(dataDir);
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
  const name = `bench_${Date.now()}`;
  pgDatabase('create', name);
  /** @type {Awaited<ReturnType<typeof measureOne>>} */
  let postgres;
  try {
    log(`  PostgreSQL (database ${name})`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    postgres = await measureOne(url.toString(), n);
  } finally {
    pgDatabase('drop', name);
  }
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
