// @ts-check
/**
 * What every bench step shares: the built API as a child process (start, stop, free port), a small HTTP
 * client, login, the databases (PGlite opened in process on a stopped server's data dir, a temp PostgreSQL
 * database) and percentiles. Servers and temp dirs made here are killed and removed when the process exits,
 * even on error.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_DIR = path.join(ROOT, 'apps/api');
export const API_MAIN = path.join(API_DIR, 'dist/main.js');
export const HOST = '127.0.0.1';
export const ADMIN_PASSWORD = 'Bench-admin-pass-7a';
export const INFO_PATH = '/api/backend-common/platform/info';
export const LOGIN_PATH = '/api/pclogin/userauth/login';
/** The PostgreSQL server the PostgreSQL runs use (a temp database is made on it per run). */
export const PG_SERVER = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PORT_MIN = 3900;
const PORT_MAX = 3999;
export const POLL_MS = 25;
const TEMP_PREFIX = 'hr-bench-';

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Percentiles

/**
 * Nearest-rank percentile of an ascending array.
 * @param {number[]} sorted
 * @param {number} q 0..1
 */
export function percentile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** @param {number[]} values */
export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** @param {number[]} samples */
export function latencyStats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

// ---------------------------------------------------------------------------------------------------------
// Processes and temp dirs this module made; all are cleaned up on exit

/** @type {Set<import('node:child_process').ChildProcess>} */
const liveChildren = new Set();
/** @type {Set<string>} */
const tempDirs = new Set();

process.on('exit', () => {
  for (const child of liveChildren) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  liveChildren.clear();
  removeTempDirs();
});

/** A fresh dir under the system temp dir, removed at exit at the latest. */
export function makeTempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_PREFIX));
  tempDirs.add(dir);
  return dir;
}

/** Removes one dir `makeTempDir` made. @param {string} dir */
export function removeTempDir(dir) {
  if (!tempDirs.delete(dir)) return;
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Removes every dir `makeTempDir` made. */
export function removeTempDirs() {
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

/** A port in 3900–3999 that nothing listens on at 127.0.0.1 now. */
export async function freePort() {
  const span = PORT_MAX - PORT_MIN + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORT_MIN + ((start + i) % span);
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORT_MIN}-${PORT_MAX}`);
}

// ---------------------------------------------------------------------------------------------------------
// HTTP client (node:http, so nothing else sits between the bench and the server)

/**
 * @param {string} method
 * @param {string} url
 * @param {{ body?: string, headers?: Record<string, string>, agent?: http.Agent | false, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, text: string }>}
 */
export function request(method, url, options = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: options.agent ?? false,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 5000,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * @typedef {object} ApiCall
 * @property {'GET' | 'POST'} method
 * @property {string} path below /api
 * @property {Record<string, string | number>} [query]
 * @property {object} [body]
 */

/** One keep-alive connection, for calls timed one after the other. */
export const keepAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Calls the API and parses the JSON answer (30 s timeout).
 * @param {string} base
 * @param {ApiCall} call
 * @param {string} [token]
 * @param {http.Agent | false} [agent]
 * @returns {Promise<{ status: number, json: any }>}
 */
export async function send(base, call, token, agent = false) {
  const url = new URL(`/api${call.path}`, base);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const res = await request(call.method, url.toString(), {
    body: call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined,
    headers: token ? { authorization: token } : {},
    agent,
    timeoutMs: 30_000,
  });
  try {
    return { status: res.status, json: JSON.parse(res.text) };
  } catch {
    throw new Error(`${call.path} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
}

/**
 * Logs in as admin, or as another user given the admin's password (the server runs with LOGIN_CAPTCHA=off),
 * and returns the session token.
 * @param {string} base
 * @param {http.Agent | false} [agent]
 * @param {string} [username]
 */
export async function login(base, agent = false, username = 'admin') {
  const res = await request('POST', base + LOGIN_PATH, {
    body: JSON.stringify({ username, password: ADMIN_PASSWORD }),
    agent,
  });
  /** @type {any} */
  let json = null;
  try {
    json = JSON.parse(res.text);
  } catch {
    // reported below
  }
  const token = json?.data;
  if (res.status !== 200 || json?.code !== 200 || typeof token !== 'string') {
    throw new Error(`login failed (${res.status}): ${res.text.slice(0, 300)}`);
  }
  return token;
}

// ---------------------------------------------------------------------------------------------------------
// The API server

/**
 * @typedef {object} Server
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} base
 * @property {string[]} output last lines of stdout/stderr, for error messages
 * @property {Promise<{ code: number | null, signal: string | null }>} exited
 * @property {number} readyMs spawn to first 200
 * @property {number} selfReportedMs the server's own "ready in" (main() start to listening), NaN if not printed
 */

/**
 * Spawns the built API on `dataDir` (demo data, LOGIN_CAPTCHA=off, RATE_LIMIT=off, LOG_LEVEL=warn, production)
 * and resolves once the platform-info route answers 200 (polled every 25 ms).
 * @param {string} dataDir
 * @param {{ databaseUrl?: string, timeoutMs?: number, env?: Record<string, string>, script?: string }} [options]
 *   script: what node runs (default apps/api/dist/main.js; bench/start-script.mjs runs scripts/start.mjs); databaseUrl:
 *   PostgreSQL; without it the embedded PGlite (DATABASE_URL of the environment is ignored); env: settings
 *   over the defaults
 * @returns {Promise<Server>}
 */
export async function startServer(dataDir, options = {}) {
  const timeoutMs = options.timeoutMs ?? 60_000;
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
    // The load runs send hundreds of logins a second from one address; the login step sets its own.
    RATE_LIMIT: 'off',
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  Object.assign(env, options.env ?? {});
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  /** @type {string[]} */
  const output = [];
  const t0 = performance.now();
  const child = spawn(process.execPath, [options.script ?? API_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > 60) output.splice(0, output.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Server['exited']} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      liveChildren.delete(child);
      resolve({ code, signal });
    });
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  /** @type {Server} */
  const server = { child, base, output, exited, readyMs: Number.NaN, selfReportedMs: Number.NaN };
  const maxPolls = Math.ceil(timeoutMs / POLL_MS);
  for (let poll = 0; poll < maxPolls && performance.now() - t0 < timeoutMs; poll++) {
    if (gone) break;
    try {
      const res = await request('GET', base + INFO_PATH, { timeoutMs: 2000 });
      if (res.status === 200) {
        server.readyMs = performance.now() - t0;
        await sleep(POLL_MS); // let the startup banner arrive
        const banner = output.map((line) => /ready in (\d+) ms/.exec(line)).find(Boolean);
        server.selfReportedMs = banner ? Number(banner[1]) : Number.NaN;
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  await stopServer(server).catch(() => undefined);
  throw new Error(
    `server did not answer 200 on ${INFO_PATH} (${gone ? 'it exited' : 'timeout'});` +
      ` last output:\n  ${output.slice(-20).join('\n  ')}`,
  );
}

/**
 * SIGTERM, wait for the exit (SIGKILL after `timeoutMs`, default 10 s, and an error: a database killed
 * mid-shutdown is not one to measure on). Returns the time it took.
 * @param {Server} server
 * @param {{ timeoutMs?: number }} [options]
 */
export async function stopServer(server, options = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const t0 = performance.now();
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const first = await Promise.race([server.exited, timedOut]);
  clearTimeout(timer);
  if (first === 'timeout') {
    child.kill('SIGKILL');
    await Promise.race([server.exited, sleep(5000)]);
    throw new Error(`server did not exit within ${timeoutMs / 1000} s of SIGTERM (killed)`);
  }
  return performance.now() - t0;
}

// ---------------------------------------------------------------------------------------------------------
// The databases

/** @returns {Promise<any>} the `@electric-sql/pglite` module as apps/api resolves it */
export async function loadPGlite() {
  let dir = API_DIR;
  for (let depth = 0; depth < 10; depth++) {
    const pkgDir = path.join(dir, 'node_modules/@electric-sql/pglite');
    const pkgJson = path.join(pkgDir, 'package.json');
    if (fs.existsSync(pkgJson)) {
      const pkg = JSON.parse(fs.readFileSync(pkgJson, 'utf8'));
      const entry = pkg.exports?.['.']?.import?.default ?? pkg.module ?? pkg.main;
      const module = await import(pathToFileURL(path.join(pkgDir, entry)).href);
      // The API opens PGlite with btree_gist (the rentals' exclusion constraint) and pg_trgm (contains-search
      // indexes); so must the bench.
      const contrib = (/** @type {string} */ name) =>
        import(pathToFileURL(path.join(pkgDir, `dist/contrib/${name}.js`)).href);
      const { btree_gist } = await contrib('btree_gist');
      const { pg_trgm } = await contrib('pg_trgm');
      return { ...module, extensions: { btree_gist, pg_trgm } };
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('@electric-sql/pglite not found from apps/api; run npm install');
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Opens the data dir's database in this process, holding the server's lock file meanwhile so that no server
 * can open it at the same time (PGlite must have a single opener).
 * @template T
 * @param {string} dataDir
 * @param {(db: any, openMs: number) => Promise<T>} fn  openMs: time to open the database (`waitReady`)
 * @returns {Promise<T>}
 */
export async function withDatabase(dataDir, fn) {
  const lockPath = path.join(dataDir, 'server.lock');
  if (fs.existsSync(lockPath)) {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`${dataDir} is in use by process ${holder}`);
    }
    fs.rmSync(lockPath, { force: true });
  }
  fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  try {
    const { PGlite, extensions } = await loadPGlite();
    const t0 = performance.now();
    const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions });
    await db.waitReady;
    const openMs = performance.now() - t0;
    try {
      return await fn(db, openMs);
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

/**
 * A `pg` client on `url` for the length of `fn`.
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withPostgres(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `fn` on a fresh database `bench_<timestamp>` of the PostgreSQL server (PG_SERVER_URL), dropped after.
 * @template T
 * @param {(url: string, name: string) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withTempPostgres(fn) {
  const name = `bench_${Date.now()}`;
  pgDatabase('create', name);
  try {
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    return await fn(url.toString(), name);
  } finally {
    pgDatabase('drop', name);
  }
}

/** @param {'create' | 'drop'} action @param {string} name */
function pgDatabase(action, name) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/pg-database.mjs'), action, name], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pg-database ${action} ${name}: ${run.stderr || run.stdout}`);
}
