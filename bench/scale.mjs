// @ts-check
/**
 * Scale-out (issue 20): one API node against two behind Debian's haproxy (scripts/haproxy.mjs, round-robin, no
 * sticky sessions), side by side in one run, on PostgreSQL at the job bench's data (100,000 jobs, 1,000,000
 * applications, 200,000 favourites, 300,000 shares: bench/jobs.mjs's fill). For the job list and tab counts and
 * the application list and tab counts: p50 one call after the other on one node, requests per second and p50 at
 * 10 connections on one node and through the balancer onto two, and the SQL alone (the handler's recorded
 * statements replayed, bench/measure.mjs `sqlBeside`, its answer checked against the API's).
 *
 *   node bench/scale.mjs [--n 100] [--duration 6] [--connections 10] [--database <name>] [--doc]
 *
 * --database reuses a database of this PostgreSQL server (`node scripts/pg-database.mjs create <name>`): filled with
 * the job bench's rows on its first run, kept after, so that later runs skip the ten-minute insert.
 * Needs apps/api/dist/main.js, haproxy (scripts/ensure-test-deps.mjs installs it) and PostgreSQL on 127.0.0.1:5432
 * (PG_SERVER_URL overrides the server).
 */

import { startBalancer } from '../scripts/haproxy.mjs';
import { STEP as APPLY_STEP, callsOf } from './applications.mjs';
import { JOB_CALLS, JOB_PREFIX } from './job-data.mjs';
import { fill as fillJobs, STEP as JOB_STEP } from './jobs.mjs';
import {
  apiData,
  fmt,
  fmtRate,
  loadAverage,
  loadRun,
  runIfMain,
  seconds,
  sqlBeside,
  timeSequential,
} from './measure.mjs';
import {
  freePort,
  INFO_PATH,
  keepAlive,
  login,
  makeTempDir,
  PG_SERVER,
  removeTempDir,
  startServer,
  stopServer,
  withPostgres,
  withTempPostgres,
} from './server.mjs';

const WARMUP = 20;
const TARGET_RATE = 1000;
/** The issue's bound on the HTTP overhead: a call one at a time takes at most twice its SQL alone (p50). */
const TARGET_SQL_RATIO = 2;
const TIMEOUTS = { startMs: 180_000, stopMs: 60_000 };

/**
 * @param {{ n?: number, load?: { connections: number, duration: number }, database?: string, log?: (line: string) => void }} [options]
 */
export async function measureScale(options = {}) {
  const o = {
    n: options.n ?? 100,
    load: options.load ?? { connections: 10, duration: 6 },
    log: options.log ?? (() => {}),
  };
  const t0 = performance.now();
  const loadStart = loadAverage();
  return withDatabase(options.database, async (databaseUrl, name) => {
    o.log(`  PostgreSQL (database ${name})`);
    const dataDir = makeTempDir();
    const agent = keepAlive();
    try {
      // Migrations, region table and seed by a first start, then the job bench's rows straight in.
      const first = await startServer(dataDir, { databaseUrl, timeoutMs: TIMEOUTS.startMs });
      await stopServer(first, { timeoutMs: TIMEOUTS.stopMs });
      const filled = await withPostgres(
        databaseUrl,
        async (client) =>
          (
            await client.query(`select exists (select from job_info where job_code like $1) as filled`, [
              `${JOB_PREFIX}%`,
            ])
          ).rows[0].filled,
      );
      if (filled) o.log('    reusing its 100,000 jobs and 1,000,000 applications');
      else {
        o.log('    inserting 100,000 jobs, 1,000,000 applications, 200,000 favourites, 300,000 shares');
        await withPostgres(databaseUrl, (client) => fillJobs(client, true));
      }
      const jobCalls = JOB_CALLS.filter(
        (c) => c.name.startsWith('list page 1') || c.name === 'tab counts, no filter',
      );
      const applyCalls = callsOf('').filter((c) => !('jobCode' in c.query) && c.query.pageNum !== '500');
      const steps = [
        { step: JOB_STEP, calls: jobCalls, area: 'jobs' },
        { step: APPLY_STEP, calls: applyCalls, area: 'applications' },
      ];

      const a = await startServer(dataDir, { databaseUrl, timeoutMs: TIMEOUTS.startMs });
      const b = await startServer(dataDir, { databaseUrl, timeoutMs: TIMEOUTS.startMs });
      const port = await freePort();
      const balancer = await startBalancer(
        port,
        [a, b].map((s) => Number(new URL(s.base).port)),
      );
      const lb = `http://127.0.0.1:${port}`;
      // The rows just inserted carry past dates, so the statistics report job (run by a node once it is ready,
      // then every 10 minutes) refills the report over every one of them: minutes of PostgreSQL's CPU that a
      // deployment spends once after such an import. It is let finish before timing, as VACUUM (ANALYZE) is.
      /** @type {any[]} */
      const measured = [];
      let reportSeconds = 0;
      /** @type {{ reqPerSec: number, p50: number } | null} */
      let reference = null;
      try {
        reportSeconds = await reportCaughtUp(databaseUrl);
        o.log(`    statistics report caught up (${reportSeconds} s)`);
        const token = await login(a.base, agent);
        const api = apiData(a.base, token, agent);
        for (const { step, calls, area } of steps) {
          const figures = [];
          for (const call of /** @type {any[]} */ (calls)) {
            const http = step.http(call);
            const answer = await api(http);
            const one = await loadRun(a.base, token, http, o.load);
            const two = await loadRun(lb, token, http, o.load);
            // One at a time after the load runs: the node has then answered this call thousands of times, so the
            // figure is its steady state, not V8 still compiling the route's code (a cold node's first hundred
            // job-list calls take about twice as long as its thousandth).
            const sequential = await timeSequential(() => api(http), WARMUP, o.n);
            o.log(
              `    ${`${area}: ${call.name}`.padEnd(52)} 1 node ${fmtRate(one.reqPerSec)} req/s p50 ${fmt(one.p50)};` +
                ` 2 nodes ${fmtRate(two.reqPerSec)} req/s p50 ${fmt(two.p50)}; one at a time p50 ${fmt(sequential.p50)}`,
            );
            figures.push({
              name: call.name,
              kind: call.kind,
              request: step.request(call, http),
              fingerprint: step.fingerprint(call, answer),
              ...sequential,
              one,
              two,
            });
          }
          measured.push({ area, step, figures });
        }
        // The ceiling of this machine for any route: a public one that reads no table, sent no session (so no
        // session look-up), timed last, its process warmed up by the calls above.
        reference = await loadRun(
          a.base,
          '',
          { method: 'GET', path: INFO_PATH.replace(/^\/api/, '') },
          o.load,
        );
        o.log(
          `    reference: platform info 1 node ${fmtRate(reference.reqPerSec)} req/s p50 ${fmt(reference.p50)}`,
        );
      } finally {
        await balancer.close();
        await Promise.all([a, b].map((s) => stopServer(s, { timeoutMs: TIMEOUTS.stopMs })));
      }
      /** @type {any[]} */
      const calls = [];
      for (const { area, step, figures } of measured) {
        const withSql = /** @type {any[]} */ (await sqlBeside(step, databaseUrl, dataDir, figures, o));
        for (const c of withSql) calls.push({ area, ...c, sqlRatio: c.one.p50 / c.sql.p50 });
      }
      return {
        jobs: 100_000,
        applications: 1_000_000,
        n: o.n,
        load: o.load,
        reportSeconds,
        reference: reference && { reqPerSec: reference.reqPerSec, p50: reference.p50 },
        calls: calls.map(({ sql, ...c }) => ({
          ...c,
          sql: { p50: sql.p50, p99: sql.p99, statements: sql.statements },
        })),
        seconds: seconds(t0),
        loadAverage: { start: loadStart, end: loadAverage() },
      };
    } finally {
      agent.destroy();
      removeTempDir(dataDir);
    }
  });
}

/**
 * Waits until the recruitment report holds every whole Beijing day up to yesterday (the nodes' report job
 * fills it); answers the seconds waited.
 * @param {string} databaseUrl
 */
async function reportCaughtUp(databaseUrl) {
  const t0 = performance.now();
  return withPostgres(databaseUrl, async (client) => {
    for (;;) {
      const { rows } = await client.query(
        `select coalesce(bool_and(filled_through >= (now() at time zone 'Asia/Shanghai')::date - 1), false) as done
           from stat_report_state where report = 'recruit_day'`,
      );
      if (rows[0].done) return seconds(t0);
      if (performance.now() - t0 > 30 * 60_000)
        throw new Error('the statistics report did not catch up in 30 min');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
}

/**
 * Runs `fn` on the named database (kept) or on a fresh temporary one.
 * @template T
 * @param {string | undefined} name
 * @param {(url: string, name: string) => Promise<T>} fn
 */
function withDatabase(name, fn) {
  if (!name) return withTempPostgres(fn);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return fn(url.toString(), name);
}

/** @param {Awaited<ReturnType<typeof measureScale>>} r */
export function renderScale(r) {
  const rows = r.calls.map(
    (c) =>
      `| ${c.area}: ${c.name} | ${fmt(c.p50)} | ${fmtRate(c.one.reqPerSec)} | ${fmt(c.one.p50)} | ${fmtRate(c.two.reqPerSec)} | ${fmt(c.two.p50)} | ${fmt(c.sql.p50)} | ${(c.p50 / c.sql.p50).toFixed(1)}× | ${(c.one.p50 / c.sql.p50).toFixed(1)}× |`,
  );
  const misses = r.calls.filter(
    (c) => !(c.one.reqPerSec >= TARGET_RATE) && !(c.two.reqPerSec >= TARGET_RATE),
  );
  const overRatio = r.calls.filter((c) => !(c.p50 / c.sql.p50 <= TARGET_SQL_RATIO));
  return `## Scale-out: one API node against two behind a balancer (issue 20)

\`node bench/scale.mjs --doc\` (also step 16 of \`npm run bench\`). PostgreSQL at ${r.jobs.toLocaleString('en')} jobs and
${r.applications.toLocaleString('en')} applications (the job bench's rows), signed in as admin. "1 node": autocannon at
${r.load.connections} connections for ${r.load.duration} s straight to one API process; "2 nodes": the same through a
round-robin haproxy (scripts/haproxy.mjs, no sticky sessions) onto two API processes on the same
database; "one at a time": ${r.n} calls after the load runs and ${WARMUP} warm-up calls, on one keep-alive connection to one node. SQL alone:
the handler's statements recorded in process and replayed one call at a time over a pool of two. Load average
${r.loadAverage.start} at the start, ${r.loadAverage.end} at the end (2 cores shared with the load generator, the balancer,
PostgreSQL and the other sessions on this machine); run took ${r.seconds} s.

| call | one at a time p50 | 1 node req/s | 1 node p50 | 2 nodes req/s | 2 nodes p50 | SQL alone p50 | one at a time / SQL | 1 node at ${r.load.connections} / SQL |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${
  r.reference
    ? `Reference, the ceiling of this machine for any route: the public platform-info route (no table; no session sent, so no session look-up), timed last on one node at ${r.load.connections} connections, serves ${fmtRate(r.reference.reqPerSec)} req/s at p50 ${fmt(r.reference.p50)} with the load generator beside it.

`
    : ''
}${
  r.reportSeconds >= 1
    ? `Before timing, the statistics report job of the nodes caught up over the inserted rows (${r.reportSeconds} s; it runs once
after such an import, then finds nothing to do), as VACUUM (ANALYZE) is let finish.`
    : 'Before timing, the statistics report already held every day of the inserted rows (its job had caught up in an earlier run on this database; it runs once after such an import, then finds nothing to do).'
}

${
  Number(r.loadAverage.start) > 4
    ? `**Measured on a busy machine** (load average ${r.loadAverage.start}–${r.loadAverage.end} on 2 cores: other sessions' tests and benches ran beside it): every figure here is a fraction of what an idle machine gives; compare the columns with each other, and rerun on a quiet machine for absolute ones.

`
    : ''
}Target ${TARGET_RATE} req/s per call at ${r.load.connections} connections: ${misses.length ? `MISS (${misses.map((c) => `${c.area}: ${c.name}`).join('; ')})` : 'PASS'}.
Target HTTP p50 (one at a time) at most ${TARGET_SQL_RATIO}× its SQL alone: ${overRatio.length ? `MISS (${overRatio.map((c) => `${c.area}: ${c.name} ${(c.p50 / c.sql.p50).toFixed(1)}×`).join('; ')})` : 'PASS'}.
On two cores a second node adds no CPU: both processes, PostgreSQL, the balancer and autocannon share the same
two, so the second column shows what the balancer costs and that nodes share nothing but the database, not a
speed-up; on machines with cores per node the node count multiplies the Node.js share of the work.
`;
}

await runIfMain(
  import.meta.url,
  (arg) =>
    measureScale({
      n: Number(arg('--n') ?? 100),
      load: { connections: Number(arg('--connections') ?? 10), duration: Number(arg('--duration') ?? 6) },
      database: arg('--database'),
      log: (line) => console.log(line),
    }),
  renderScale,
);
