// @ts-check
/**
 * Lifecycle lists and counts at 100,000 records (issue 7), on embedded PGlite and on the machine's PostgreSQL.
 *
 * For each database: start the built API once (migrations + seed), stop it, insert 100,000 rows into each
 * lifecycle table with one `insert … select … generate_series` statement per table, ANALYZE, restart, log in as
 * admin, warm up, then time every list and count call N times one after the other on one connection.
 *
 *   node bench/lifecycles.mjs [--n 200] [--only courses] [--json <file>]
 *
 * `--only <name>`: the lifecycles whose name starts with it, and only their tables filled.
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust auth; PG_SERVER_URL overrides the server). Its temp database `bench_<timestamp>` is dropped at the end.
 */
import { countSum, INSERTS, LIFECYCLES, ROWS, TABLES } from './lifecycle-data.mjs';
import { apiData, onBothDatabases, onDatabase, runIfMain, timeSequential } from './measure.mjs';
import { login } from './server.mjs';

const WARMUP = 20;
/** First starts on PostgreSQL load the region table over the network; shutdowns may checkpoint. */
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 15_000;

/** @param {number} ms */
const fmt = (ms) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

// ---------------------------------------------------------------------------------------------------------
// The databases

/**
 * Runs the inserts of `tables` and ANALYZE on a client with `query(sql)`; returns the seconds per table.
 * @param {{ query: (sql: string) => Promise<unknown> }} db
 * @param {Set<string>} tables
 */
async function fill(db, tables) {
  /** @type {Record<string, number>} */
  const seconds = {};
  for (const [i, sql] of INSERTS.entries()) {
    if (!tables.has(TABLES[i] ?? '')) continue;
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
 * @param {typeof LIFECYCLES} lifecycles
 */
function measureOne(databaseUrl, n, lifecycles) {
  return onDatabase(
    databaseUrl,
    async (d) => {
      await d.serve(async () => {});
      const insertSeconds = await d.fill((db) => fill(db, new Set(lifecycles.map((l) => l.table))));
      return d.serve(async (server) => {
        const token = await login(server.base, d.agent);
        const ok = apiData(server.base, token, d.agent);
        /** @type {{ lifecycle: string, call: string, kind: 'list' | 'count', total: number, p50: number, p99: number, n: number }[]} */
        const calls = [];
        for (const l of lifecycles) {
          const counts = await ok(l.count);
          const page = await ok(l.list);
          const sum = countSum(counts);
          const expected = l.list.total?.(counts);
          const min = l.minSum ?? ROWS;
          if (sum < min) throw new Error(`${l.lifecycle}: counts add up to ${sum} < ${min}`);
          if (page.total !== expected || page.records?.length !== Math.min(10, expected ?? 0)) {
            throw new Error(
              `${l.lifecycle}: list total ${page.total} (${page.records?.length} rows), count ${expected}`,
            );
          }
          for (const [kind, call] of /** @type {const} */ ([
            ['list', l.list],
            ['count', l.count],
          ])) {
            const s = await timeSequential(() => ok(call), WARMUP, n);
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
      });
    },
    { startMs: START_TIMEOUT_MS, stopMs: STOP_TIMEOUT_MS },
  );
}

/**
 * Both databases, one after the other.
 * @param {{ n?: number, only?: string, log?: (line: string) => void }} [options]
 */
export async function measureLifecycles(options = {}) {
  const n = options.n ?? 200;
  const lifecycles = LIFECYCLES.filter((l) => !options.only || l.lifecycle.startsWith(options.only));
  if (!lifecycles.length) throw new Error(`no lifecycle named ${options.only}`);
  const { pglite, postgres } = await onBothDatabases(
    options.log ?? (() => {}),
    `  PGlite: ${ROWS.toLocaleString('en')} rows per table, ${n} timed calls each`,
    (url) => measureOne(url, n, lifecycles),
  );
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

await runIfMain(
  import.meta.url,
  (arg) =>
    measureLifecycles({
      n: Number(arg('--n') ?? 200),
      only: arg('--only'),
      log: (line) => console.log(line),
    }),
  (r) =>
    `  insert seconds: PGlite ${JSON.stringify(r.pglite.insertSeconds)}; PostgreSQL ${JSON.stringify(r.postgres.insertSeconds)}\n\n` +
    renderLifecycles(r),
);
