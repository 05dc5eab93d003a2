// @ts-check
/**
 * Red-packet users (issue 15): the import of a 100,000-row xlsx file (time from the upload to the job's end,
 * the server's peak memory) and the list, tab counts and statistics at 1,000,000 users, on embedded PGlite and
 * on the machine's PostgreSQL (the deployment the targets are set for: < 20 s and < 300 MB).
 *
 * Per database: start the built API once (migrations, region table, demo data) and stop it; start it again,
 * log in, create a campaign, upload the file while sampling the server's resident memory every 50 ms and
 * polling the job every 200 ms; check all 100,000 landed. Stop the server, insert 1,000,000 users into a second
 * campaign (one `insert … select generate_series`, states spread), ANALYZE, restart and time each call N times
 * one after the other on one connection.
 *
 *   node bench/red-packets.mjs [--n 50] [--doc] [--postgres-only] [--import-only --json out.json]
 *
 * `--postgres-only` skips PGlite (its import and fill take many minutes on a busy machine); its column then
 * says so.
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (PG_SERVER_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  apiData,
  fmt,
  loadAverage,
  memory,
  mib,
  onBothDatabases,
  onDatabase,
  runIfMain,
  seconds,
  timeSequential,
} from './measure.mjs';
import { latencyStats, login, sleep, withTempPostgres } from './server.mjs';

const ROWS = 100_000;
const BIG = 1_000_000;
const BASE = '/consume/user-red-pkg23';

/** GB 11643 check character (the contract's idCardCheckChar; Node 20 runs no .ts). @param {string} first17 */
const idCardCheckChar = (first17) => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return '10X98765432'[sum % 11];
};

/** @param {number} i */
const idCardOf = (i) => {
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(i / 1000) * 86_400_000);
  const head = `410184${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(i % 1000).padStart(3, '0')}`;
  return head + idCardCheckChar(head);
};

/** @param {string} file */
async function writeFile(file) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('红包用户');
  sheet.addRow(['姓名', '身份证号', '手机号', '红包金额（元）']).commit();
  for (let i = 0; i < ROWS; i++)
    sheet.addRow([`测试${i}`, idCardOf(i), `139${String(10_000_000 + i).slice(-8)}`, '88.80']).commit();
  sheet.commit();
  await book.commit();
}

const FILL = `
  insert into red_pkg_user (user_code, batch_code, real_name, id_card, phone, amount, check_type, source, created_at)
  select 'RUB' || g, 'RB_BENCH', '测试' || g, lpad(g::text, 18, '0'), '139' || lpad(g::text, 8, '0'),
    100 + g % 500 * 100, (g % 4)::smallint, 2, now() - (g || ' seconds')::interval
  from generate_series(1, ${BIG}) g`;

/** First starts load the region table; stops may checkpoint a million rows. */
const TIMEOUTS = { startMs: 300_000, stopMs: 120_000 };

/**
 * The import on a server that has started once before (so the region table and the demo data are loaded
 * already, as on any day after the first): RSS idle (median of 10 samples) and its peak (samples every 50 ms,
 * and VmHWM reset at the start where the kernel allows), the job polled every 200 ms, the public platform-info
 * route called between polls.
 * @param {import('./server.mjs').Server} server @param {import('node:http').Agent} agent @param {string} file
 */
async function importFile(server, agent, file) {
  const token = await login(server.base, agent);
  const ok = apiData(server.base, token, agent);
  const batch = await ok({
    method: 'POST',
    path: `${BASE}/addRedPkgBatch`,
    body: { batchName: '基准测试', areaName: '新郑市' },
  });
  const pid = /** @type {number} */ (server.child.pid);
  /** @type {number[]} */
  const idle = [];
  for (let i = 0; i < 10; i++) {
    idle.push(memory(pid).rss);
    await sleep(50);
  }
  const baseline = idle.sort((a, b) => a - b)[5] ?? 0;
  let hwmReset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 50);
  const t0 = performance.now();
  const form = new FormData();
  form.append('batchCode', batch.batchCode);
  form.append('file', new Blob([fs.readFileSync(file)]), 'users.xlsx');
  const started = await fetch(`${server.base}/api${BASE}/impRedPkgUsers`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  }).then((r) => /** @type {Promise<any>} */ (r.json()));
  if (started.code !== 200) throw new Error(`import answered ${JSON.stringify(started)}`);
  const uploadMs = performance.now() - t0;
  /** @type {any} */
  let job = started.data;
  // With no client timeout: on PGlite a call may wait for the whole final move.
  const get = async (/** @type {string} */ call) => {
    const answer = await fetch(`${server.base}/api${BASE}/${call}`, { headers: { authorization: token } });
    const json = /** @type {any} */ (await answer.json());
    if (json.code !== 200) throw new Error(`${call} answered ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  // Another operator meanwhile: the red-packet list (page 1 of every campaign) asked again 100 ms after each
  // answer until the import ends; each call's time is how long that user waited.
  let importing = true;
  /** @type {number[]} */
  const listWaits = [];
  const lister = (async () => {
    while (importing) {
      const l0 = performance.now();
      await get('queryRedPkgUserList?pageNum=1&pageSize=10');
      listWaits.push(performance.now() - l0);
      await sleep(100);
    }
  })();
  while (job.state < 3) {
    await sleep(200);
    job = await get(`queryImportJob?jobCode=${job.jobCode}`);
  }
  const totalMs = performance.now() - t0;
  importing = false;
  await lister;
  clearInterval(sampler);
  if (hwmReset) peak = Math.max(peak, memory(pid).hwm);
  if (job.state !== 3 || job.importedRows !== ROWS) throw new Error(`import ended ${JSON.stringify(job)}`);
  return {
    uploadMs,
    totalMs,
    baselineMiB: mib(baseline),
    peakMiB: mib(peak),
    importMiB: mib(peak - baseline),
    hwmReset,
    listCalls: listWaits.length,
    listP50: latencyStats(listWaits).p50,
    listMax: Math.max(...listWaits),
  };
}

/**
 * @param {string | undefined} databaseUrl undefined: embedded PGlite
 * @param {string} file @param {number} n
 */
function measureOne(databaseUrl, file, n, importOnly = false) {
  return onDatabase(
    databaseUrl,
    async (d) => {
      await d.serve(async () => {}); // the first start: migrations, region table, demo data
      const imported = await d.serve((server) => importFile(server, d.agent, file));
      if (importOnly) return { imported, fillSeconds: 0, calls: [] };
      const f0 = performance.now();
      await d.fill(async (db) => {
        await db.query(FILL);
        await db.query(
          `insert into red_pkg_batch (batch_code, batch_name, area_name) values ('RB_BENCH', '百万', '新郑市')`,
        );
        await db.query('analyze');
      });
      const fillSeconds = seconds(f0);
      const calls = await d.serve(async (server) => {
        const token = await login(server.base, d.agent);
        const ok = apiData(server.base, token, d.agent);
        const list = (/** @type {Record<string, string>} */ query) => ({
          method: /** @type {const} */ ('GET'),
          path: `${BASE}/queryRedPkgUserList`,
          query: { batchCode: 'RB_BENCH', ...query },
        });
        const named = [
          ['list 待提交 page 1', list({ checkType: '0' })],
          ['list 审核通过 page 500', list({ checkType: '2', pageNum: '500' })],
          ['list by ID number', list({ idCard: String(123_456).padStart(18, '0') })],
          [
            'tab counts (people and money)',
            { method: 'POST', path: `${BASE}/queryCheckTypeCount`, body: { batchCode: 'RB_BENCH' } },
          ],
          ['statistics per campaign', { method: 'POST', path: `${BASE}/queryRedPkgStatisCount`, body: {} }],
        ];
        const counts = await ok(/** @type {any} */ (named[3]?.[1]));
        const sum = counts.reduce((/** @type {number} */ a, /** @type {any} */ c) => a + c.count, 0);
        if (sum !== BIG) throw new Error(`counts add up to ${sum}`);
        const statis = await ok(/** @type {any} */ (named[4]?.[1]));
        const bench = statis.find((/** @type {any} */ b) => b.batchCode === 'RB_BENCH');
        if (bench?.totalCount !== BIG) throw new Error(`statistics count ${bench?.totalCount}`);
        /** @type {{ call: string, p50: number, p99: number }[]} */
        const timed = [];
        for (const [name, call] of named) {
          const s = await timeSequential(() => ok(/** @type {any} */ (call)), 5, n);
          timed.push({ call: /** @type {string} */ (name), p50: s.p50, p99: s.p99 });
        }
        return timed;
      });
      return { imported, fillSeconds, calls };
    },
    TIMEOUTS,
  );
}

/**
 * The import and the calls on PGlite and on PostgreSQL, each on a database of its own (`importOnly`: the
 * import alone, printed, not written to the doc).
 * @param {{ n?: number, importOnly?: boolean, postgresOnly?: boolean, log?: (line: string) => void }} [options]
 */
export async function measureRedPackets(options = {}) {
  const n = options.n ?? 50;
  const dir = fs.mkdtempSync('/tmp/redpkg-bench-');
  const file = path.join(dir, 'users.xlsx');
  const log = options.log ?? (() => {});
  try {
    await writeFile(file);
    const bytes = fs.statSync(file).size;
    if (options.postgresOnly) {
      const start = loadAverage();
      const postgres = await withTempPostgres((url, name) => {
        log(`  PostgreSQL only (database ${name})`);
        return measureOne(url, file, n, options.importOnly);
      });
      const loadAvg = { start, end: loadAverage(), nproc: os.availableParallelism() };
      return { rows: ROWS, bytes, big: BIG, n, pglite: undefined, postgres, loadAverage: loadAvg };
    }
    const both = await onBothDatabases(
      log,
      `  PGlite: import of ${ROWS.toLocaleString('en')} rows, then ${BIG.toLocaleString('en')} users, ${n} timed calls each`,
      (url) => measureOne(url, file, n, options.importOnly),
    );
    return { rows: ROWS, bytes, big: BIG, n, ...both };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureRedPackets>>} r */
export function renderRedPackets(r) {
  const a = r.pglite?.imported;
  const b = r.postgres.imported;
  const notRun = 'not run';
  const both = (/** @type {(x: typeof b) => string} */ f) => `| ${a ? f(a) : notRun} | ${f(b)} |`;
  const fill = r.pglite ? `PGlite ${r.pglite.fillSeconds} s, ` : '';
  return [
    '## Red-packet users: import of 100,000 rows, lists and counts at 1,000,000',
    '',
    `The built server${r.pglite ? ' on PGlite and' : ''} on PostgreSQL${r.pglite ? '' : ' (run with `--postgres-only`: PGlite not measured)'}. Import: an xlsx file of ${r.rows.toLocaleString('en')} good rows (${mib(r.bytes)} MiB)`,
    'uploaded to `impRedPkgUsers` on a server started once before (the region table and demo data loaded, as on any',
    "day after the first), the job polled every 200 ms until 导入成功 and the rows counted; the server's resident",
    'memory idle (median of 10 samples) and at its peak (samples every 50 ms and VmHWM reset before the upload).',
    'Meanwhile another signed-in user asks for the red-packet list (page 1, every campaign) 100 ms after each answer',
    'until the import ends: its time is how long that user waited. On PGlite the database runs inside the server',
    "process, so its RSS holds the database's memory too.",
    '',
    '| figure | PGlite | PostgreSQL |',
    '| --- | --- | --- |',
    `| upload answered (job created) ${both((x) => fmt(x.uploadMs))}`,
    `| upload to 导入成功 (target < 20 s on PostgreSQL) ${both((x) => `${(x.totalMs / 1000).toFixed(1)} s`)}`,
    `| server RSS idle → peak (target < 300 MB on PostgreSQL) ${both((x) => `${x.baselineMiB} → ${x.peakMiB} MiB`)}`,
    `| the import's own share (peak − idle) ${both((x) => `${x.importMiB} MiB`)}`,
    `| list calls meanwhile ${both((x) => String(x.listCalls))}`,
    `| list wait meanwhile p50 / longest ${both((x) => `${fmt(x.listP50)} / ${fmt(x.listMax)}`)}`,
    '',
    `Then ${r.big.toLocaleString('en')} users inserted into one campaign (states spread over the four tabs;`,
    `${fill}PostgreSQL ${r.postgres.fillSeconds} s), ANALYZE, restart; each call ${r.n} times one after the other on one`,
    "keep-alive connection after 5 warm-up calls. The campaign's tab counts, the statistics and the totals of lists filtered by",
    'campaign and tab alone read the counters the triggers keep (red_pkg_batch_count); the list by ID number counts',
    'its rows (one probe of the campaign × ID-number unique index).',
    '',
    '| call | PGlite p50 / p99 | PostgreSQL p50 / p99 |',
    '| --- | --- | --- |',
    ...r.postgres.calls.map((p, i) => {
      const c = r.pglite?.calls[i];
      return `| ${p.call} | ${c ? `${fmt(c.p50)} / ${fmt(c.p99)}` : notRun} | ${fmt(p.p50)} / ${fmt(p.p99)} |`;
    }),
    '',
    `Load average (1 min) at the start / end: ${r.loadAverage.start} / ${r.loadAverage.end} on ${r.loadAverage.nproc} cores.`,
    '',
  ].join('\n');
}

await runIfMain(
  import.meta.url,
  (arg) =>
    measureRedPackets({
      n: Number(arg('--n') ?? 50),
      importOnly: process.argv.includes('--import-only'),
      postgresOnly: process.argv.includes('--postgres-only'),
      log: (line) => console.log(line),
    }),
  renderRedPackets,
);
