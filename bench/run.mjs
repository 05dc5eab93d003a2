// @ts-check
/**
 * Performance bench (`npm run bench`, or `node bench/run.mjs` after `npm run build -w apps/api`).
 *
 * Measures, against the built API (apps/api/dist/main.js, PGlite in a temp data dir):
 *   1. cold start and restart time to the first 200 of the platform-info route;
 *   2. login latency and throughput (argon2id, LOGIN_CAPTCHA=off);
 *   3. the authenticated user list over HTTP, 50 connections and 1 connection, on 20,000 extra users;
 *   4. the same list's SQL alone, in process against PGlite, and the HTTP / SQL ratio;
 *   5. gzipped JS of the login route of the built web app (reports "not built" without apps/web/dist);
 *   6. region lookups and a chunked video upload (bench/common-services.mjs);
 *   7. the lifecycle lists and tab counts at 100,000 records on PGlite and PostgreSQL (bench/lifecycles.mjs);
 *   8. form answers on PGlite and PostgreSQL: lists filtered by custom fields on 1,000,000 answers, and the xlsx
 *      export of 100,000 with the server's peak memory (bench/forms.mjs);
 *   9. jobs on PGlite and PostgreSQL: the job list (filtered page 1, page 500) and the tab counts on 100,000 jobs
 *      with 1,000,000 applications, p50/p99, requests per second and the SQL alone (bench/jobs.mjs);
 *  10. applications on PGlite and PostgreSQL: the application list (all jobs page 1 and 500, one job filtered by a
 *      custom field) and the tab counts on 1,000,000 applications beside their SQL alone, and the xlsx export of
 *      100,000 with the server's peak memory (bench/applications.mjs);
 *  11. login under 20 parallel wrong passwords for one user on PGlite and PostgreSQL: how many were checked before
 *      the lockout held (bench/login-guessing.mjs);
 *  12. the server's peak memory while it recognises the largest licence image it accepts, and a refused
 *      20000×20000 PNG (bench/licence-memory.mjs);
 *  13. rentals on PGlite and PostgreSQL: the house list and the occupancy report at 100,000 houses
 *      (bench/rentals.mjs);
 *  14. in Chromium: the JavaScript each page transfers before its first row, and the Lighthouse performance
 *      score of the login page and the job list (bench/pages.mjs; alone: `npm run bench:pages`);
 *  15. red-packet users on PGlite and PostgreSQL: the import of 100,000 rows (time, the server's peak memory) and
 *      the lists, tab counts and statistics at 1,000,000 users (bench/red-packets.mjs);
 *  16. scale-out on PostgreSQL at 1,000,000 applications: the job and application lists and tab counts on one API
 *      node and on two behind a round-robin balancer, beside their SQL alone (bench/scale.mjs);
 *  17. exams on PGlite and PostgreSQL: question search at 100,000 questions and the paper list beside their SQL
 *      alone, and 200 candidates submitting at once on PostgreSQL (bench/exams.mjs);
 *  18. every statistics and monitor call on PostgreSQL at 100,000 jobs and 1,000,000 applications, served from
 *      the daily recruitment report (bench/statistics.mjs);
 *  19. the big screen left refreshing for 10 minutes in Chromium, the JS heap at start and end
 *      (bench/bigscreen-heap.mjs);
 *  20. course applications on PGlite and PostgreSQL: the list (page 1 and 500, one course, one course by a custom
 *      form field) and the applyState counts on 1,000,000 applications beside their SQL alone, and the xlsx export of
 *      100,000 with the server's peak memory (bench/course-applies.mjs).
 * Prints the figures, writes docs/benchmarks.md and bench/results/latest.json. On failure it leaves
 * docs/benchmarks.md untouched and exits non-zero. Every server it starts is stopped, even on error.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { measureApplications, renderApplications } from './applications.mjs';
import { measureBigScreenHeap, renderBigScreenHeap } from './bigscreen-heap.mjs';
import { measureCommonServices, renderCommonServices } from './common-services.mjs';
import { measureCourseApplies, renderCourseApplies } from './course-applies.mjs';
import { measureExams, renderExams } from './exams.mjs';
import { measureForms, renderForms } from './forms.mjs';
import { measureJobs, renderJobs } from './jobs.mjs';
import { measureLicenceMemory, renderLicenceMemory } from './licence-memory.mjs';
import { measureLifecycles, renderLifecycles } from './lifecycles.mjs';
import { measureLoginGuessing, renderLoginGuessing } from './login-guessing.mjs';
import { drizzlePGliteOptions } from './measure.mjs';
import { measurePages, renderPages } from './pages.mjs';
import { measureRedPackets, renderRedPackets } from './red-packets.mjs';
import { measureRentals, renderRentals } from './rentals.mjs';
import { measureScale, renderScale } from './scale.mjs';
import {
  ADMIN_PASSWORD,
  API_MAIN,
  login as adminToken,
  INFO_PATH,
  LOGIN_PATH,
  latencyStats,
  loadPGlite,
  makeTempDir,
  median,
  POLL_MS,
  ROOT,
  removeTempDirs,
  request,
  startServer,
  stopServer,
  withDatabase,
} from './server.mjs';
import { measureStatistics, renderStatistics } from './statistics.mjs';

const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const DOC_FILE = path.join(ROOT, 'docs/benchmarks.md');
const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json');

const LIST_PATH = '/api/pclogin/user/list';
const LIST_BODY = JSON.stringify({ pageNum: 1, pageSize: 10 });
const PAGE_SIZE = 10;

const BULK_USERS = 20_000;
const RESTARTS = 3;
const RESTART_TARGET_MS = 2000;
const LOGIN_JS_TARGET_KB = 300;
const LOGIN_RUN = { connections: 10, duration: 10 };
const LIST_WARMUP = { connections: 50, duration: 3 };
const LIST_RUN = { connections: 50, duration: 15 };
const LIST_SINGLE = { connections: 1, duration: 8 };
const SQL_WARMUP = 200;
const SQL_ITERATIONS = 2000;

const SQL_LOOP_BUDGET_MS = 25_000;
const MAX_SAMPLES = 1_000_000;
/** The whole run (without the build) is killed after this. */
const RUN_DEADLINE_MS = 90 * 60_000;

// ---------------------------------------------------------------------------------------------------------
// Small helpers

/** @param {number} ms */
function fmtMs(ms) {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  return `${Math.round(ms)} ms`;
}

/** @param {number} bytes */
const kb = (bytes) => bytes / 1024;
/** @param {number} bytes */
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
/** @param {number} n */
const fmtRate = (n) => `${n.toFixed(n < 100 ? 1 : 0)} req/s`;
/** @param {boolean} ok */
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** @param {string} msg */
const log = (msg) => console.log(msg);

// Servers and temp dirs are cleaned up by bench/server.mjs on exit, error or signal.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping servers`);
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`bench: still running after ${RUN_DEADLINE_MS / 1000} s, giving up`);
  process.exit(2);
}, RUN_DEADLINE_MS).unref();

/**
 * 20,000 users like the ones operators create: a third are company staff of the demo companies, the rest
 * platform operators; every 25th disabled; half have logged in; created over the past months. One
 * statement inserts them and their roles.
 * @param {any} db
 * @param {number} n
 */
async function insertUsers(db, n) {
  const admin = await db.query(`select password_hash from sys_user where username = 'admin' and not deleted`);
  if (admin.rows.length !== 1) throw new Error('admin user missing after the first start');
  const t0 = performance.now();
  await db.query(
    `with src as (
       select (select password_hash from sys_user where username = 'admin' and not deleted) as hash,
              (select coalesce(array_agg(cmpy_code order by id), '{}') from cmpy where not deleted) as codes
     ),
     users as (
       insert into sys_user (user_code, username, password_hash, real_name, phone, cmpy_code, status,
                             last_login_time, created_at, updated_at)
       select 'U' || left(md5('bench-user-' || g), 16),
              'bench' || lpad(g::text, 6, '0'),
              src.hash,
              '压测用户' || g,
              '139' || lpad(g::text, 8, '0'),
              case when g % 3 = 0 and cardinality(src.codes) > 0
                   then src.codes[1 + g % cardinality(src.codes)] end,
              case when g % 25 = 0 then 0 else 1 end,
              case when g % 2 = 0 then now() - g * interval '2 minutes' end,
              now() - g * interval '7 minutes',
              now() - g * interval '7 minutes'
       from src, generate_series(1, $1::int) as g
       returning id, cmpy_code
     )
     insert into sys_user_role (user_id, role_id)
     select users.id, r.id
     from users
     join sys_role r on not r.deleted
                    and r.role_key = case when users.cmpy_code is null then 'operator' else 'company_staff' end`,
    [n],
  );
  const ms = performance.now() - t0;
  const total = await db.query(`select count(*)::int as n from sys_user where not deleted`);
  const roles = await db.query(`select count(*)::int as n from sys_user_role`);
  return { ms, users: Number(total.rows[0].n), userRoles: Number(roles.rows[0].n) };
}

// The statements the API runs for `POST /api/pclogin/user/list` {pageNum:1,pageSize:10} as an operator
// (modules/system/users/service.ts listUsers + toRows), as drizzle-orm renders them.
const SQL_PAGE =
  'select "id", "user_code", "username", "password_hash", "real_name", "phone", "cmpy_code", "status", ' +
  '"last_login_time", "deleted", "created_at", "updated_at" ' +
  'from "sys_user" where "sys_user"."deleted" = $1 ' +
  'order by "sys_user"."created_at" desc, "sys_user"."id" desc limit $2';
const SQL_COUNT = 'select count(*) from "sys_user" where "sys_user"."deleted" = $1';
/** @param {number} n */
const sqlRoles = (n) =>
  'select "sys_user_role"."user_id", "sys_role"."role_code", "sys_role"."role_name", "sys_role"."super_admin" ' +
  'from "sys_user_role" ' +
  'inner join "sys_role" on ("sys_role"."id" = "sys_user_role"."role_id" and "sys_role"."deleted" = $1) ' +
  `where "sys_user_role"."user_id" in (${Array.from({ length: n }, (_, i) => `$${i + 2}`).join(', ')})`;
/** @param {number} n */
const sqlCompanies = (n) =>
  'select "cmpy_code", "cmpy_name" from "cmpy" ' +
  `where "cmpy"."cmpy_code" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;
// What every authenticated request runs first (platform/session.ts resolveActor + loadPermissions).
const SQL_SESSION =
  'select "sys_session"."id", "sys_user"."id", "sys_user"."user_code", "sys_user"."username", ' +
  '"sys_user"."real_name", "sys_user"."cmpy_code" from "sys_session" ' +
  'inner join "sys_user" on "sys_user"."id" = "sys_session"."user_id" ' +
  'where ("sys_session"."token_hash" = $1 and "sys_session"."revoked_at" is null and ' +
  '"sys_session"."expires_at" > now() and "sys_user"."status" = $2 and "sys_user"."deleted" = $3) limit $4';
// The permission codes of users (platform/session.ts permissionsOfUsers): one user for every request, the
// page's users for the list's policy verdicts.
/** @param {number} n */
const sqlPermissions = (n) =>
  'select "sys_user_role"."user_id", "sys_resource"."perms", "sys_role"."super_admin" from "sys_user_role" ' +
  'inner join "sys_role" on ("sys_role"."id" = "sys_user_role"."role_id" and "sys_role"."deleted" = $1) ' +
  'left join "sys_role_resource" on "sys_role_resource"."role_id" = "sys_role"."id" ' +
  'left join "sys_resource" on "sys_resource"."id" = "sys_role_resource"."resource_id" ' +
  `where "sys_user_role"."user_id" in (${Array.from({ length: n }, (_, i) => `$${i + 2}`).join(', ')})`;

/**
 * One list call's SQL, in the service's order: page and count together, then the page's roles and companies.
 * @param {any} db
 * @param {object} options
 */
async function listSql(db, options) {
  const [page, total] = await Promise.all([
    db.query(SQL_PAGE, [false, PAGE_SIZE], options),
    db.query(SQL_COUNT, [false], options),
  ]);
  /** @type {any[][]} */
  const rows = page.rows;
  if (rows.length === 0) return { rows: 0, total: Number(total.rows[0]?.[0] ?? 0) };
  const ids = rows.map((r) => r[0]);
  await db.query(sqlPermissions(ids.length), [false, ...ids], options);
  await db.query(sqlRoles(ids.length), [false, ...ids], options);
  const codes = [...new Set(rows.map((r) => r[6]).filter(Boolean))];
  if (codes.length) await db.query(sqlCompanies(codes.length), codes, options);
  return { rows: rows.length, total: Number(total.rows[0]?.[0] ?? 0) };
}

/**
 * Runs `fn` `SQL_WARMUP` times, then up to `SQL_ITERATIONS` times (or until the time budget), timing each.
 * @param {() => Promise<unknown>} fn
 */
async function timeLoop(fn) {
  for (let i = 0; i < SQL_WARMUP; i++) await fn();
  /** @type {number[]} */
  const samples = [];
  const t0 = performance.now();
  for (let i = 0; i < SQL_ITERATIONS && performance.now() - t0 < SQL_LOOP_BUDGET_MS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return latencyStats(samples);
}

/**
 * @param {string} dataDir
 * @param {string} token
 */
async function measureSql(dataDir, token) {
  return withDatabase(dataDir, async (db, openMs) => {
    const { types } = await loadPGlite();
    const options = drizzlePGliteOptions(types);
    const check = await listSql(db, options);
    if (check.rows !== PAGE_SIZE) throw new Error(`list SQL returned ${check.rows} rows`);
    const list = await timeLoop(() => listSql(db, options));
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const session = await db.query(SQL_SESSION, [tokenHash, 1, false, 1], options);
    if (session.rows.length !== 1) throw new Error('session of the bench token not found');
    const userId = session.rows[0][1];
    const auth = await timeLoop(async () => {
      await db.query(SQL_SESSION, [tokenHash, 1, false, 1], options);
      await db.query(sqlPermissions(1), [false, userId], options);
    });
    return { list, auth, total: check.total, openMs };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Load runs with autocannon; latencies are taken from its per-response event (sub-ms precision; its own
// histogram keeps whole milliseconds).

/**
 * @param {{ url: string, headers: Record<string, string>, body: string, connections: number, duration: number }} opts
 */
async function load(opts) {
  /** @type {number[]} */
  const samples = [];
  const instance = autocannon({
    url: opts.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: opts.body,
    connections: opts.connections,
    duration: opts.duration,
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
      if (status >= 200 && status < 300 && samples.length < MAX_SAMPLES) samples.push(ms);
    },
  );
  const result = await instance;
  const ok = result['2xx'] ?? samples.length;
  const stats = latencyStats(samples);
  return {
    connections: opts.connections,
    durationS: result.duration,
    p50: stats.p50,
    p99: stats.p99,
    ok,
    reqPerSec: ok / result.duration,
    non2xx: result.non2xx ?? 0,
    errors: result.errors ?? 0,
    timeouts: result.timeouts ?? 0,
  };
}

/** @param {Awaited<ReturnType<typeof load>>} run @param {string} what */
function assertClean(run, what) {
  if (run.ok === 0) throw new Error(`${what}: no successful response`);
  if (run.non2xx || run.errors || run.timeouts) {
    console.warn(`  warning: ${what}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Web bundle: gzipped JS that the login route loads

/** @param {string} dir @returns {string[]} */
function walkJs(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walkJs(full));
    else if (/\.m?js$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** @param {string} tag @returns {Record<string, string>} */
function attributes(tag) {
  /** @type {Record<string, string>} */
  const attrs = {};
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[(m[1] ?? '').toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * Static import specifiers (import declarations and `export … from`) of every file, as V8 parses the module;
 * dynamic `import()` is not among them. Uses vm.SourceTextModule in a child node with
 * --experimental-vm-modules. Falls back to a regular-expression scan when that is not available.
 * @param {string[]} files
 * @returns {{ method: string, deps: Map<string, string[]> }}
 */
function staticImports(files) {
  const child = `
    import fs from 'node:fs';
    import vm from 'node:vm';
    const out = {};
    for (const file of JSON.parse(fs.readFileSync(0, 'utf8'))) {
      const m = new vm.SourceTextModule(fs.readFileSync(file, 'utf8'), { identifier: file });
      out[file] = m.moduleRequests ? m.moduleRequests.map((r) => r.specifier) : m.dependencySpecifiers;
    }
    process.stdout.write(JSON.stringify(out));`;
  const res = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', '--input-type=module', '-e', child],
    { input: JSON.stringify(files), encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (res.status === 0) {
    try {
      /** @type {Record<string, string[]>} */
      const parsed = JSON.parse(res.stdout);
      if (files.every((f) => Array.isArray(parsed[f]))) {
        return { method: 'V8 module parse', deps: new Map(Object.entries(parsed)) };
      }
    } catch {
      // fall through
    }
  }
  console.warn(
    `  warning: V8 module parse unavailable (${res.stderr?.trim().split('\n')[0] ?? res.error}); using a regex scan`,
  );
  const pattern =
    /(?:^|[;}\n])\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)(["'])([^"'\n]+)\1/g;
  return {
    method: 'regex scan (approximate)',
    deps: new Map(
      files.map((f) => [f, [...fs.readFileSync(f, 'utf8').matchAll(pattern)].map((m) => m[2] ?? '')]),
    ),
  };
}

/**
 * @param {string} spec
 * @param {string} fromDir
 * @returns {string | null} a file path, or null for external / bare specifiers
 */
function resolveAsset(spec, fromDir) {
  const clean = spec.replace(/[?#].*$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('//')) return null;
  if (clean.startsWith('/')) return path.join(WEB_DIST, clean);
  if (clean.startsWith('.')) return path.resolve(fromDir, clean);
  return null;
}

function measureWeb() {
  const indexHtml = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(indexHtml)) return { built: /** @type {const} */ (false) };
  const html = fs.readFileSync(indexHtml, 'utf8');
  /** @type {string[]} */
  const entries = [];
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(m[0]);
    const url =
      (m[1] ?? '').toLowerCase() === 'script'
        ? attrs.type === 'module'
          ? attrs.src
          : undefined
        : (attrs.rel ?? '').split(/\s+/).includes('modulepreload')
          ? attrs.href
          : undefined;
    if (url) entries.push(url);
  }
  const allJs = walkJs(WEB_DIST);
  const { method, deps } = staticImports(allJs);
  /** @type {string[]} */
  const warnings = [];
  /** @type {string[]} */
  const queue = [];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} spec @param {string} fromDir @param {string} from */
  const enqueue = (spec, fromDir, from) => {
    const file = resolveAsset(spec, fromDir);
    if (!file) warnings.push(`not followed: ${spec} (in ${from})`);
    else if (!fs.existsSync(file)) warnings.push(`missing: ${spec} (in ${from})`);
    else if (!seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  for (const url of entries) enqueue(url, WEB_DIST, 'index.html');
  for (let i = 0; i < queue.length && i < 10_000; i++) {
    const file = /** @type {string} */ (queue[i]);
    const specs = deps.get(file) ?? staticImports([file]).deps.get(file) ?? [];
    for (const spec of specs) enqueue(spec, path.dirname(file), path.relative(WEB_DIST, file));
  }
  /** @param {string} file */
  const sizes = (file) => {
    const raw = fs.readFileSync(file);
    return {
      file: path.relative(WEB_DIST, file),
      raw: raw.length,
      gzip: zlib.gzipSync(raw, { level: 9 }).length,
    };
  };
  const loginFiles = queue.map(sizes).sort((a, b) => b.gzip - a.gzip);
  const distFiles = allJs.map(sizes);
  const loginGzip = loginFiles.reduce((sum, f) => sum + f.gzip, 0);
  return {
    built: /** @type {const} */ (true),
    builtAt: fs.statSync(indexHtml).mtime.toISOString(),
    method,
    entries,
    loginFiles,
    loginGzip,
    loginRaw: loginFiles.reduce((sum, f) => sum + f.raw, 0),
    distGzip: distFiles.reduce((sum, f) => sum + f.gzip, 0),
    distRaw: distFiles.reduce((sum, f) => sum + f.raw, 0),
    distCount: distFiles.length,
    pass: kb(loginGzip) < LOGIN_JS_TARGET_KB,
    warnings,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Machine and report

function machine() {
  let nproc = String(os.availableParallelism());
  try {
    nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // not on this system; availableParallelism is the same figure
  }
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (dirty) commit += ' + uncommitted changes';
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    nproc,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    commit,
    loadStart: loadAverage(),
    loadEnd: '',
  };
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);

/** @param {any} r */
function renderDoc(r) {
  const m = r.machine;
  const restart = r.start.restartMedianMs;
  const web = r.web;
  /** @type {string[][]} */
  const rows = [
    [
      'Cold start to first 200 (fresh data dir: migrations, the 665k-row region table, seed, argon2 hash)',
      fmtMs(r.start.coldMs),
      '',
      '',
    ],
    [
      `Restart to first 200 on existing data (median of ${RESTARTS}: ${r.start.restartsMs.map(fmtMs).join(', ')})`,
      fmtMs(restart),
      `< ${RESTART_TARGET_MS / 1000} s`,
      verdict(restart < RESTART_TARGET_MS),
    ],
    [
      `Restart to first 200 with ${BULK_USERS.toLocaleString('en')} extra users (one run)`,
      fmtMs(r.start.restartBulkMs),
      '',
      '',
    ],
    [
      `Login p50 / p99 (${LOGIN_RUN.connections} connections, ${LOGIN_RUN.duration} s)`,
      `${fmtMs(r.login.p50)} / ${fmtMs(r.login.p99)}`,
      '',
      '',
    ],
    ['Login throughput', fmtRate(r.login.reqPerSec), '', ''],
    [
      `User list p50 / p99 (${LIST_RUN.connections} connections, ${LIST_RUN.duration} s)`,
      `${fmtMs(r.list.p50)} / ${fmtMs(r.list.p99)}`,
      '',
      '',
    ],
    ['User list throughput (50 connections)', fmtRate(r.list.reqPerSec), '', ''],
    [
      `User list p50 / p99 (1 connection, ${LIST_SINGLE.duration} s)`,
      `${fmtMs(r.listSingle.p50)} / ${fmtMs(r.listSingle.p99)}`,
      '',
      '',
    ],
    ['User list throughput (1 connection)', fmtRate(r.listSingle.reqPerSec), '', ''],
    [
      `User list SQL alone p50 / p99 (5 statements, ${r.sql.list.n} sequential calls in process)`,
      `${fmtMs(r.sql.list.p50)} / ${fmtMs(r.sql.list.p99)}`,
      '',
      '',
    ],
    [
      'Session + permissions SQL p50 / p99 (2 statements every signed-in request runs first)',
      `${fmtMs(r.sql.auth.p50)} / ${fmtMs(r.sql.auth.p99)}`,
      '',
      '',
    ],
    [
      'HTTP p50 / SQL p50, like for like (1 connection vs. sequential SQL)',
      `${r.ratio.single.toFixed(1)}×`,
      '',
      '',
    ],
    ['HTTP p50 / SQL p50 at 50 connections (includes queueing)', `${r.ratio.fifty.toFixed(1)}×`, '', ''],
    web.built
      ? [
          `Login route JS, gzip -9 (${web.loginFiles.length} files)`,
          fmtKb(web.loginGzip),
          `< ${LOGIN_JS_TARGET_KB} KB`,
          verdict(web.pass),
        ]
      : ['Login route JS, gzip -9', 'not built', `< ${LOGIN_JS_TARGET_KB} KB`, '—'],
    web.built
      ? [`All JS in apps/web/dist, gzip -9 (${web.distCount} files)`, fmtKb(web.distGzip), '', '']
      : ['All JS in apps/web/dist, gzip -9', 'not built', '', ''],
  ];
  const table = [
    '| Measure | Result | Target | Verdict |',
    '| --- | --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ];
  const loginTable = web.built
    ? [
        '',
        `Login route JS files (from ${web.entries.length} entries of index.html, static imports followed by ${web.method}; web built ${web.builtAt}):`,
        '',
        '| File | Raw | gzip -9 |',
        '| --- | --- | --- |',
        ...web.loginFiles.map(
          (/** @type {{file: string, raw: number, gzip: number}} */ f) =>
            `| ${f.file} | ${fmtKb(f.raw)} | ${fmtKb(f.gzip)} |`,
        ),
        ...(web.warnings.length ? ['', ...web.warnings.map((/** @type {string} */ w) => `- ${w}`)] : []),
      ]
    : ['', '`apps/web/dist` was not built when this was measured, so the bundle figures are missing.'];
  const loadNote =
    Number(m.loadStart) > Number(m.nproc) / 2
      ? ' — the machine was busy with other work, which inflates every figure'
      : '';
  const fmtList = (/** @type {number[]} */ xs) => xs.map(fmtMs).join(', ');
  return `# Benchmarks

Written by \`npm run bench\` (\`bench/run.mjs\`); run it again to refresh. One run on one machine: compare
figures only with runs on the same machine.

- Date: ${m.date}
- Machine: nproc ${m.nproc}, ${m.cpu}, ${m.memGiB} GiB RAM, ${m.os}
- Node: ${m.node}
- Code: ${m.commit}
- Load average (1 min) at start / end: ${m.loadStart} / ${m.loadEnd}${loadNote}

${table.join('\n')}
${loginTable.join('\n')}

## Run details

- Start times, spawn → first 200: cold ${fmtMs(r.start.coldMs)}, restarts ${fmtList(r.start.restartsMs)}; the
  server's own "ready in" (from \`main()\`, so without loading Node and the bundle): cold
  ${fmtMs(r.start.coldSelfMs)}, restarts ${fmtList(r.start.restartsSelfMs)}.
- Volume: ${r.bulk.users.toLocaleString('en')} live users, ${r.bulk.userRoles.toLocaleString('en')} user-role rows; the
  one-statement insert of ${BULK_USERS.toLocaleString('en')} users with their roles took ${fmtMs(r.bulk.ms)}.
- Opening this data dir with PGlite in the bench process (\`new PGlite(dir)\` to \`waitReady\`, after the load runs):
  ${fmtMs(r.sql.openMs)}; it is part of every restart.
- Login: ${r.login.ok} successful logins, so as many new session rows before the list was measured.
- User list: ${r.list.ok} calls at ${LIST_RUN.connections} connections, ${r.listSingle.ok} at 1 connection.
- Failures (non-2xx / socket errors / timeouts at 10 s): login ${r.login.non2xx} / ${r.login.errors} / ${r.login.timeouts},
  list at ${LIST_RUN.connections} connections ${r.list.non2xx} / ${r.list.errors} / ${r.list.timeouts}, at 1 connection
  ${r.listSingle.non2xx} / ${r.listSingle.errors} / ${r.listSingle.timeouts}.

## How measured

Client and server share this machine's ${m.nproc} cores and talk over 127.0.0.1. \`node apps/api/dist/main.js\` runs
with a fresh temp \`DATA_DIR\` (embedded PGlite, demo data, \`LOGIN_CAPTCHA=off\`, \`LOG_LEVEL=warn\`). Start times
run from \`spawn\` to the first 200 of \`GET ${INFO_PATH}\`, polled every ${POLL_MS} ms; between starts the
server gets SIGTERM and the bench waits for its exit. With the server stopped, ${BULK_USERS.toLocaleString('en')} users
(a third staff of the demo companies, the rest operators, each with its role) go straight into the data dir with
one \`insert … select generate_series\` statement (no ANALYZE). Login and list run under autocannon, latencies
taken per response: login ${LOGIN_RUN.connections} connections for ${LOGIN_RUN.duration} s; the list (\`{"pageNum":1,"pageSize":10}\`,
\`authorization\` header) ${LIST_WARMUP.duration} s warm-up, ${LIST_RUN.duration} s at ${LIST_RUN.connections} connections, then
${LIST_SINGLE.duration} s at 1 connection; throughput counts 2xx responses. "SQL alone" stops the server and runs, in
process with the same \`@electric-sql/pglite\` and the options of drizzle's driver, the five statements the
service runs for one page (page select \`order by created_at desc, id desc limit 10\` with \`count(*)\`, then the
page's permission codes (for the edit and disable verdicts), roles and companies), exactly as drizzle renders them: ${SQL_WARMUP} warm-up calls, then up to ${SQL_ITERATIONS}
sequential timed calls within ${SQL_LOOP_BUDGET_MS / 1000} s (the table gives the count). The bundle figure follows \`apps/web/dist/index.html\`'s \`<script type="module" src>\` and
\`<link rel="modulepreload">\` files and their static imports, recursively (not \`import()\`), gzip level 9 each,
summed; 1 KB = 1024 bytes.

**Basis of the ratios.** The like-for-like ratio sets the 1-connection HTTP p50 against the SQL p50, one call at a
time on both sides; the difference is the HTTP layer: the session and permission lookup (its two statements are
timed separately above), zod validation, drizzle's query building and row mapping, Fastify, JSON and headers. At
${LIST_RUN.connections} connections the p50 mostly measures waiting, since one PGlite instance runs one statement at a time,
so that ratio describes load, not overhead.

${renderCommonServices(r.common)}
${renderLifecycles(r.lifecycles)}
${renderForms(r.forms)}
${renderJobs(r.jobs)}
${renderApplications(r.applications)}
${renderLoginGuessing(r.loginGuessing)}
${renderLicenceMemory(r.licenceMemory)}
${renderRentals(r.rentals)}
${renderRedPackets(r.redPackets)}
${renderScale(r.scale)}
${renderExams(r.exams)}
${renderStatistics(r.statistics)}
${renderBigScreenHeap(r.bigScreenHeap)}
${renderCourseApplies(r.courseApplies)}
${renderPages(r.pages)}

Raw figures of the last run: \`bench/results/latest.json\` (ignored by git).
`;
}

// ---------------------------------------------------------------------------------------------------------
// Main

async function main() {
  if (!fs.existsSync(API_MAIN)) {
    throw new Error(`${path.relative(ROOT, API_MAIN)} is missing; run \`npm run build -w apps/api\` first`);
  }
  const runStarted = performance.now();
  const info = machine();
  log(`bench: ${info.date}, nproc ${info.nproc}, node ${info.node}, ${info.commit}, load ${info.loadStart}`);
  if (Number(info.loadStart) > Number(info.nproc) / 2) {
    console.warn(
      `  warning: load average ${info.loadStart} on ${info.nproc} cores; other work will skew the figures`,
    );
  }
  const dataDir = makeTempDir();

  // 1. Cold start, restarts
  log('\n1. Start time (spawn → first 200 of platform info)');
  let server = await startServer(dataDir);
  const coldMs = server.readyMs;
  const coldSelfMs = server.selfReportedMs;
  log(`  cold start (fresh data dir): ${fmtMs(coldMs)} (server's own "ready in": ${fmtMs(coldSelfMs)})`);
  await stopServer(server);
  /** @type {number[]} */
  const restartsMs = [];
  /** @type {number[]} */
  const restartsSelfMs = [];
  for (let i = 0; i < RESTARTS; i++) {
    server = await startServer(dataDir);
    restartsMs.push(server.readyMs);
    restartsSelfMs.push(server.selfReportedMs);
    const stopMs = await stopServer(server);
    log(
      `  restart ${i + 1}: ${fmtMs(server.readyMs)} (server's own "ready in": ${fmtMs(server.selfReportedMs)};` +
        ` stop took ${fmtMs(stopMs)})`,
    );
  }
  const restartMedianMs = median(restartsMs);
  log(
    `  restart median: ${fmtMs(restartMedianMs)}  target < ${RESTART_TARGET_MS / 1000} s: ${verdict(restartMedianMs < RESTART_TARGET_MS)}`,
  );

  // Volume for the list, straight into the database while no server runs
  log(`\n   inserting ${BULK_USERS.toLocaleString('en')} users with roles`);
  const bulk = await withDatabase(dataDir, (db) => insertUsers(db, BULK_USERS));
  log(`  ${bulk.users} live users, ${bulk.userRoles} user roles (insert took ${fmtMs(bulk.ms)})`);

  server = await startServer(dataDir);
  const restartBulkMs = server.readyMs;
  log(`  restart with the extra users: ${fmtMs(restartBulkMs)}`);
  /** @type {string} */
  let token;
  /** @type {Awaited<ReturnType<typeof load>>} */
  let login;
  /** @type {Awaited<ReturnType<typeof load>>} */
  let list;
  /** @type {Awaited<ReturnType<typeof load>>} */
  let listSingle;
  /** @type {ReturnType<typeof measureCommonServices>} */
  let common;
  try {
    // 2. Login
    log(`\n2. Login (${LOGIN_RUN.connections} connections, ${LOGIN_RUN.duration} s)`);
    const loginBody = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
    const probe = await request('POST', server.base + LOGIN_PATH, { body: loginBody });
    if (probe.status !== 200) throw new Error(`login answered ${probe.status}: ${probe.text.slice(0, 300)}`);
    login = await load({ url: server.base + LOGIN_PATH, headers: {}, body: loginBody, ...LOGIN_RUN });
    assertClean(login, 'login');
    log(
      `  p50 ${fmtMs(login.p50)}, p99 ${fmtMs(login.p99)}, ${fmtRate(login.reqPerSec)} (${login.ok} sessions created)`,
    );

    // 3. Authenticated list
    token = await adminToken(server.base);
    const headers = { authorization: token };
    const check = await request('POST', server.base + LIST_PATH, { body: LIST_BODY, headers });
    const checked = JSON.parse(check.text);
    if (check.status !== 200 || checked.data?.records?.length !== PAGE_SIZE) {
      throw new Error(`user list answered ${check.status}: ${check.text.slice(0, 300)}`);
    }
    log(`\n3. User list over HTTP (total ${checked.data.total} users)`);
    await load({ url: server.base + LIST_PATH, headers, body: LIST_BODY, ...LIST_WARMUP });
    list = await load({ url: server.base + LIST_PATH, headers, body: LIST_BODY, ...LIST_RUN });
    assertClean(list, 'user list');
    log(`  50 connections: p50 ${fmtMs(list.p50)}, p99 ${fmtMs(list.p99)}, ${fmtRate(list.reqPerSec)}`);
    listSingle = await load({ url: server.base + LIST_PATH, headers, body: LIST_BODY, ...LIST_SINGLE });
    assertClean(listSingle, 'user list (1 connection)');
    log(
      `  1 connection:   p50 ${fmtMs(listSingle.p50)}, p99 ${fmtMs(listSingle.p99)}, ${fmtRate(listSingle.reqPerSec)}`,
    );

    // 6 (run here, while the server is up). Region lookups and a 100 MB chunked video upload
    log('\n6. Region lookups and a 100 MB chunked video upload');
    common = measureCommonServices({ base: server.base, token, pid: server.child.pid });
    for (const x of common.regions.results) {
      log(`  ${x.route.padEnd(30)} p50 ${fmtMs(x.single.p50)}, p99 ${fmtMs(x.single.p99)}`);
    }
    log(
      `  upload ${common.upload.throughputMiBps} MiB/s, assembly ${common.upload.assemblySeconds} s, server peak ${JSON.stringify(common.upload.serverMemoryMiB)}`,
    );
  } finally {
    await stopServer(server);
  }

  // 7. Lifecycle lists and counts at 100,000 records, on PGlite and PostgreSQL (their own servers)
  log('\n7. Lifecycle lists and counts at 100,000 records (PGlite and PostgreSQL)');
  const lifecycles = await measureLifecycles({ log });
  for (const [i, x] of lifecycles.pglite.calls.entries()) {
    const other = lifecycles.postgres.calls[i];
    log(
      `  ${x.call.padEnd(48)} PGlite ${fmtMs(x.p50)} / ${fmtMs(x.p99)}, PostgreSQL ${other ? `${fmtMs(other.p50)} / ${fmtMs(other.p99)}` : 'n/a'}`,
    );
  }

  // 8. Form answers: filters on 1,000,000, export of 100,000, on PGlite and PostgreSQL (their own servers)
  log('\n8. Form answers: lists filtered by custom fields, xlsx export (PGlite and PostgreSQL)');
  const forms = await measureForms({ log });

  // 9. Jobs: lists and tab counts on 100,000 jobs and 1,000,000 applications, on PGlite and PostgreSQL
  log('\n9. Jobs: lists and tab counts at 100,000 jobs and 1,000,000 applications (PGlite and PostgreSQL)');
  const jobs = await measureJobs({ log });

  // 10. Applications: lists and tab counts on 1,000,000 applications, export of 100,000, on PGlite and PostgreSQL
  log(
    '\n10. Applications: lists, tab counts and the export at 1,000,000 applications (PGlite and PostgreSQL)',
  );
  const applications = await measureApplications({ log });

  // 11. Login under 20 parallel wrong passwords for one user, on PGlite and PostgreSQL (their own servers)
  log('\n11. Login under 20 parallel wrong passwords for one user (PGlite and PostgreSQL)');
  const loginGuessing = await measureLoginGuessing({ log });

  // 12. The server's peak memory while it recognises the largest licence image it accepts
  log(
    '\n12. Licence recognition: peak memory at the largest accepted image (5000×5000) and a refused 20000×20000',
  );
  const licenceMemory = await measureLicenceMemory({ log });
  // 13. Rentals: the house list and the occupancy report at 100,000 houses, on PGlite and PostgreSQL
  log('\n13. Rentals: house list and occupancy report at 100,000 houses (PGlite and PostgreSQL)');
  const rentals = await measureRentals({ log });
  // 15. Red-packet users: the import of 100,000 rows, lists and counts at 1,000,000, on PGlite and PostgreSQL
  log(
    '\n15. Red-packet users: import of 100,000 rows, lists and counts at 1,000,000 (PGlite and PostgreSQL)',
  );
  const redPackets = await measureRedPackets({ log });
  // 16. Scale-out: one API node against two behind a round-robin balancer, on PostgreSQL at the job bench's rows
  log('\n16. Scale-out: one node against two behind a balancer at 1,000,000 applications (PostgreSQL)');
  const scale = await measureScale({ log });
  // 17. Exams: question search and paper list at 100,000 questions, 200 candidates submitting at once
  log('\n17. Exams: question search at 100,000 questions, paper list, 200 candidates submitting at once');
  const exams = await measureExams({ log });
  // 18. Statistics and the monitor at 1,000,000 applications on PostgreSQL
  log('\n18. Statistics and the monitor at 100,000 jobs and 1,000,000 applications (PostgreSQL)');
  const statistics = await measureStatistics({ log });
  // 19. The big screen left refreshing in Chromium: the JS heap at start and end
  log('\n19. Big screen left refreshing for 10 minutes (Chromium JS heap)');
  const bigScreenHeap = await measureBigScreenHeap({ minutes: 10, refreshSeconds: 2, log });
  // 20. Course applications: lists and counts on 1,000,000 applications, export of 100,000, on PGlite and PostgreSQL
  log(
    '\n20. Course applications: lists, counts and the export at 1,000,000 applications (PGlite and PostgreSQL)',
  );
  const courseApplies = await measureCourseApplies({ log });

  // 4. The list's SQL alone
  log(
    `\n4. User list SQL alone (in process, up to ${SQL_ITERATIONS} sequential calls in ${SQL_LOOP_BUDGET_MS / 1000} s, after ${SQL_WARMUP} warm-up)`,
  );
  const sql = await measureSql(dataDir, token);
  const ratio = { single: listSingle.p50 / sql.list.p50, fifty: list.p50 / sql.list.p50 };
  log(`  PGlite open of the data dir in process: ${fmtMs(sql.openMs)}`);
  log(
    `  list SQL (5 statements, ${sql.list.n} calls): p50 ${fmtMs(sql.list.p50)}, p99 ${fmtMs(sql.list.p99)}`,
  );
  log(`  session + permissions SQL: p50 ${fmtMs(sql.auth.p50)}, p99 ${fmtMs(sql.auth.p99)}`);
  log(
    `  HTTP p50 / SQL p50: ${ratio.single.toFixed(1)}× at 1 connection, ${ratio.fifty.toFixed(1)}× at 50 connections`,
  );
  removeTempDirs();

  // 5. Web bundle
  log('\n5. Login route JS (gzip -9)');
  const web = measureWeb();
  if (!web.built) log(`  not built (${path.relative(ROOT, WEB_DIST)}/index.html missing)`);
  else {
    for (const f of web.loginFiles) log(`  ${f.file.padEnd(40)} ${fmtKb(f.gzip).padStart(10)}`);
    for (const w of web.warnings) log(`  warning: ${w}`);
    log(
      `  login route: ${fmtKb(web.loginGzip)}  target < ${LOGIN_JS_TARGET_KB} KB: ${verdict(web.pass)}` +
        `   (whole dist: ${fmtKb(web.distGzip)} in ${web.distCount} files)`,
    );
  }

  // 14. Page weight and Lighthouse in Chromium
  log('\n14. JavaScript before the first row, per page, and Lighthouse (Chromium)');
  const pages = await measurePages({ log });

  info.loadEnd = loadAverage();
  const results = {
    machine: info,
    start: {
      coldMs,
      coldSelfMs,
      restartsMs,
      restartsSelfMs,
      restartMedianMs,
      restartBulkMs,
      pass: restartMedianMs < RESTART_TARGET_MS,
    },
    bulk,
    login,
    list,
    listSingle,
    sql,
    ratio,
    web,
    common,
    lifecycles,
    forms,
    jobs,
    applications,
    loginGuessing,
    licenceMemory,
    rentals,
    redPackets,
    scale,
    exams,
    statistics,
    bigScreenHeap,
    courseApplies,
    pages,
    benchSeconds: (performance.now() - runStarted) / 1000,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(DOC_FILE, renderDoc(results));
  log(
    `\nWrote ${path.relative(ROOT, DOC_FILE)} and ${path.relative(ROOT, RESULTS_FILE)} (${results.benchSeconds.toFixed(0)} s)`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`${path.relative(ROOT, DOC_FILE)} was not changed.`);
    process.exit(1);
  },
);
