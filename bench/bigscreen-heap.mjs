// @ts-check
/**
 * The big screen left refreshing: is the browser's JavaScript heap the same at the end as at the start?
 *
 *   node bench/bigscreen-heap.mjs [--minutes 10] [--refresh 2] [--json <file>] [--doc]
 *
 * Against the built server (apps/api/dist/main.js, demo data, PGlite in a temp DATA_DIR), Debian's Chromium
 * opens /oddjobMarket/bigScreen?refresh=N (every panel reloaded every N seconds instead of once a minute, so
 * a few minutes stand for hours of a wall screen), lets the first round settle, then for `--minutes` reads the
 * heap after a forced garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage) once a
 * minute. It counts the refresh rounds by the company-overview calls answered. Run it after
 * `npm run build`; `--doc` writes its section into docs/benchmarks.md.
 */
import { chromium } from 'playwright-core';
import { loadAverage, runIfMain } from './measure.mjs';
import { ADMIN_PASSWORD, makeTempDir, removeTempDir, sleep, startServer, stopServer } from './server.mjs';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MIB = 1024 * 1024;
const mib = (/** @type {number} */ bytes) => Number((bytes / MIB).toFixed(2));

/** @param {{ minutes: number, refreshSeconds: number, log?: (line: string) => void }} options */
export async function measureBigScreenHeap({ minutes, refreshSeconds, log = () => {} }) {
  const loadStart = loadAverage();
  const dataDir = makeTempDir();
  // A new data dir loads the national region table first: slow on a busy machine.
  const server = await startServer(dataDir, { timeoutMs: 600_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    const login = await context.request.post(`${server.base}/api/pclogin/userauth/login`, {
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    if ((await login.json()).code !== 200) throw new Error('login failed');
    const page = await context.newPage();
    let rounds = 0;
    page.on('response', (response) => {
      if (response.url().includes('/hrbd-bigscreen/report-cmpy/info')) rounds += 1;
    });
    await page.goto(`${server.base}/oddjobMarket/bigScreen?refresh=${refreshSeconds}`);
    await page.locator('[data-figure="企业总数"]').filter({ hasText: /\d/ }).waitFor({ timeout: 120_000 });
    await sleep(5000);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = /** @type {{ usedSize: number, totalSize: number }} */ (
        await cdp.send('Runtime.getHeapUsage')
      );
      const dom = /** @type {{ metrics: { name: string, value: number }[] }} */ (
        await cdp.send('Performance.getMetrics')
      );
      const metric = (/** @type {string} */ name) => dom.metrics.find((m) => m.name === name)?.value ?? 0;
      return { usedMiB: mib(usage.usedSize), nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
    };
    await cdp.send('Performance.enable');
    const start = { ...(await heap()), rounds };
    log(`  start: ${start.usedMiB} MiB, ${start.nodes} DOM nodes after ${rounds} rounds`);
    /** @type {{ minute: number, usedMiB: number, nodes: number, listeners: number, rounds: number }[]} */
    const samples = [];
    for (let minute = 1; minute <= minutes; minute++) {
      await sleep(60_000);
      const sample = { minute, ...(await heap()), rounds };
      samples.push(sample);
      log(`  minute ${minute}: ${sample.usedMiB} MiB, ${sample.nodes} DOM nodes, ${rounds} rounds`);
    }
    const end = samples.at(-1) ?? { ...start, minute: 0 };
    return {
      minutes,
      refreshSeconds,
      start,
      end,
      maxMiB: Math.max(start.usedMiB, ...samples.map((s) => s.usedMiB)),
      samples,
      loadAverage: { start: loadStart, end: loadAverage() },
    };
  } finally {
    await browser.close();
    await stopServer(server, { timeoutMs: 60_000 });
    removeTempDir(dataDir);
  }
}

/** @param {Awaited<ReturnType<typeof measureBigScreenHeap>>} r */
export function renderBigScreenHeap(r) {
  const growth = r.end.usedMiB - r.start.usedMiB;
  return [
    '## Big screen left refreshing (browser JS heap)',
    '',
    `\`node bench/bigscreen-heap.mjs --minutes ${r.minutes} --refresh ${r.refreshSeconds}\`: the big screen at 1920×1080 in Chromium, every panel reloaded every ${r.refreshSeconds} s (${r.end.rounds - r.start.rounds} refresh rounds in ${r.minutes} min, as many as ${((r.end.rounds - r.start.rounds) / 60).toFixed(1)} hours of the default once-a-minute refresh), lists and charts moving every 3 s; the heap read after a forced garbage collection. Load average ${r.loadAverage.start} → ${r.loadAverage.end}.`,
    '',
    '| when | JS heap used | DOM nodes | JS event listeners | refresh rounds |',
    '| --- | --- | --- | --- | --- |',
    `| start | ${r.start.usedMiB} MiB | ${r.start.nodes} | ${r.start.listeners} | ${r.start.rounds} |`,
    ...r.samples.map(
      (s) => `| minute ${s.minute} | ${s.usedMiB} MiB | ${s.nodes} | ${s.listeners} | ${s.rounds} |`,
    ),
    '',
    `End minus start: ${growth >= 0 ? '+' : ''}${growth.toFixed(2)} MiB (largest ${r.maxMiB} MiB); DOM nodes ${r.start.nodes} → ${r.end.nodes}, JS event listeners ${r.start.listeners} → ${r.end.listeners}.`,
  ].join('\n');
}

runIfMain(
  import.meta.url,
  (arg) =>
    measureBigScreenHeap({
      minutes: Number(arg('--minutes') ?? 10),
      refreshSeconds: Number(arg('--refresh') ?? 2),
      log: console.log,
    }),
  renderBigScreenHeap,
);
