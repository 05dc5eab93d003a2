// @ts-check
/**
 * Page weight in a real browser (part of `npm run bench`; alone: `npm run bench:pages`, which builds first).
 *
 * Against the built server (apps/api/dist/main.js serving apps/web/dist, demo data, a temp DATA_DIR):
 *   1. per page — the login page and every menu page of the recruitment and system areas the admin holds —
 *      the JavaScript transferred (compressed bytes on the wire, headers included) before the first table
 *      row shows (or the list's empty placeholder when it has no rows), each page in a fresh browser
 *      context (cold cache), Debian's Chromium at /usr/bin/chromium;
 *   2. the Lighthouse performance score (desktop preset) of the login page and the job list.
 * Alone, it replaces its section of docs/benchmarks.md (between the pages markers) and writes
 * bench/results/pages.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import {
  login as adminToken,
  makeTempDir,
  ROOT,
  removeTempDirs,
  request,
  startServer,
  stopServer,
} from './server.mjs';

export const JS_TARGET_KB = 400;
export const LIGHTHOUSE_TARGET = 90;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Menu paths of the areas measured; a new area joins by adding its path prefix. */
const AREA_PREFIXES = ['/recruit/', '/setup/'];
const LIGHTHOUSE_PAGES = ['/login', '/recruit/job/list'];
/** Pages without a table (labels, materials) count as shown with their first tag, card or "no data". */
const NOT_A_LIST = [
  'main .ant-tag',
  'main .ant-card .ant-card .ant-card-body',
  'main .ant-empty',
  '.ant-result',
].join(', ');
const PAGE_TIMEOUT_MS = 180_000;
const DOC_FILE = path.join(ROOT, 'docs/benchmarks.md');
const RESULTS_FILE = path.join(ROOT, 'bench/results/pages.json');
export const START_MARK = '<!-- bench:pages:start -->';
export const END_MARK = '<!-- bench:pages:end -->';

/** @param {number} bytes */
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The menu paths of the measured areas, as the server gives them to the admin.
 * @param {string} base @param {string} token
 */
async function menuPaths(base, token) {
  const res = await request('GET', `${base}/api/pclogin/userauth/currentUser`, {
    headers: { authorization: token },
  });
  const menus = /** @type {{path: string | null, type: number}[]} */ (JSON.parse(res.text).data.menus);
  return menus
    .filter((m) => m.type === 1 && m.path && AREA_PREFIXES.some((prefix) => m.path?.startsWith(prefix)))
    .map((m) => /** @type {string} */ (m.path));
}

/** @param {string} base @param {string} token */
const sessionCookies = (base, token) => {
  const url = new URL(base);
  return [
    { name: 'Authorization', value: token, domain: url.hostname, path: '/', httpOnly: true },
    { name: 'username', value: 'admin', domain: url.hostname, path: '/' },
  ];
};

/**
 * Opens `pagePath` in a fresh context and sums the JavaScript the page had received when its first row
 * (or empty placeholder) showed, from the browser's own resource timing (transferSize: compressed body
 * plus headers).
 * @param {import('playwright-core').Browser} browser @param {string} base @param {string} token
 * @param {string} pagePath
 */
async function jsBeforeFirstRow(browser, base, token, pagePath) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  if (pagePath !== '/login') await context.addCookies(sessionCookies(base, token));
  const page = await context.newPage();
  try {
    const started = Date.now();
    await page.goto(pagePath);
    // Shown: the login slider; a list's first row; a page of tags or cards its first one. A list with no
    // rows counts as shown once the network has been quiet for 500 ms (its answer came back empty).
    const ready = pagePath === '/login' ? '[role="slider"]' : `main .ant-table-row, ${NOT_A_LIST}`;
    await page
      .locator(pagePath === '/login' ? ready : `main .ant-table, ${NOT_A_LIST}`)
      .first()
      .waitFor({ timeout: PAGE_TIMEOUT_MS });
    const hasTable = pagePath !== '/login' && (await page.locator('main .ant-table').count()) > 0;
    const shownAt = page.locator(hasTable ? 'main .ant-table-row' : ready).first();
    const empty = await Promise.race([
      shownAt.waitFor({ timeout: PAGE_TIMEOUT_MS }).then(() => false),
      hasTable
        ? page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS }).then(async () => {
            await page.waitForTimeout(0);
            return (await page.locator('main .ant-table-row').count()) === 0;
          })
        : new Promise(() => {}),
    ]).catch((/** @type {unknown} */ error) => {
      throw new Error(`${pagePath}: ${error instanceof Error ? error.message : String(error)}`);
    });
    const handle = await page.evaluateHandle(
      ({ selector, emptyList }) => {
        // Runs in the page (no DOM types in this project): the document and the resource timings.
        /** @type {any} */
        const g = globalThis;
        const shown = emptyList ? null : g.document.querySelector(selector);
        /** @type {{name: string, transferSize: number, decodedBodySize: number}[]} */
        const scripts = g.performance
          .getEntriesByType('resource')
          .filter((/** @type {{name: string}} */ e) => /\.m?js(\?|$)/.test(e.name));
        return {
          what: emptyList
            ? 'empty list'
            : shown?.classList.contains('ant-table-row')
              ? 'row'
              : (shown?.getAttribute('role') ??
                String(shown?.className)
                  .split(' ')
                  .find((/** @type {string} */ c) => c.startsWith('ant-'))),
          files: scripts.length,
          transfer: scripts.reduce((sum, e) => sum + e.transferSize, 0),
          decoded: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
        };
      },
      { selector: ready, emptyList: empty },
    );
    const found = await handle.jsonValue();
    if (!found) throw new Error(`${pagePath}: nothing shown`);
    return { page: pagePath, ...found, wallMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse performance (desktop preset) of `url`, in a Chromium of its own; signed in when `token`.
 * @param {string} url @param {string | null} token
 */
async function lighthouseScore(url, token) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  /** @type {import('playwright-core').Browser | null} */
  let cdp = null;
  try {
    if (token) {
      cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await cdp.contexts()[0]?.addCookies(sessionCookies(url, token));
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: !!token,
      },
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    // A page Lighthouse could not measure (no paint, page hung) scores 0 with no metrics: say why instead.
    if (lhr.runtimeError)
      throw new Error(
        `lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const finalUrl = lhr.finalDisplayedUrl;
    if (token && new URL(finalUrl).pathname.startsWith('/login'))
      throw new Error(`${url}: not signed in (${finalUrl})`);
    return {
      url: new URL(url).pathname,
      finalUrl: new URL(finalUrl).pathname,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptBytes:
        /** @type {{resourceType: string, transferSize: number}[]} */ (
          /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? []
        ).find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN,
    };
  } finally {
    await cdp?.close().catch(() => {});
    chrome.kill();
  }
}

/**
 * Starts the built server on a fresh data dir and measures every page, then Lighthouse.
 * @param {{ log: (msg: string) => void }} options
 */
export async function measurePages({ log }) {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is not built; run `npm run build` first');
  }
  // A new data dir loads the national region table first: give the first start time.
  const loadStart = os.loadavg()[0]?.toFixed(2);
  const server = await startServer(makeTempDir(), { timeoutMs: 240_000 });
  try {
    const token = await adminToken(server.base);
    const paths = ['/login', ...(await menuPaths(server.base, token))];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
    /** @type {Awaited<ReturnType<typeof jsBeforeFirstRow>>[]} */
    const pages = [];
    try {
      // One warm-up visit: the server's first answers (cold caches, lazy modules) are not the page's weight.
      await jsBeforeFirstRow(browser, server.base, token, '/login');
      for (const pagePath of paths) {
        const row = await jsBeforeFirstRow(browser, server.base, token, pagePath);
        pages.push(row);
        log(
          `  ${pagePath.padEnd(40)} ${fmtKb(row.transfer).padStart(10)} JS in ${row.files} files before the first ${row.what}`,
        );
      }
    } finally {
      await browser.close();
    }
    /** @type {Awaited<ReturnType<typeof lighthouseScore>>[]} */
    const scores = [];
    for (const pagePath of LIGHTHOUSE_PAGES) {
      const measure = () => lighthouseScore(server.base + pagePath, pagePath === '/login' ? null : token);
      // One retry when Lighthouse could not measure at all (seen once in ten runs on the login page: no metrics);
      // a second failure fails the bench.
      const score = await measure().catch((error) => {
        log(`  Lighthouse ${pagePath}: ${error instanceof Error ? error.message : error}; measuring again`);
        return measure();
      });
      scores.push(score);
      log(
        `  Lighthouse ${pagePath}: ${score.score} (FCP ${Math.round(score.fcpMs)} ms, LCP ${Math.round(score.lcpMs)} ms, TBT ${Math.round(score.tbtMs)} ms)`,
      );
    }
    const heaviest = pages.reduce((a, b) => (b.transfer > a.transfer ? b : a));
    const load = os.loadavg()[0]?.toFixed(2);
    return {
      pages,
      scores,
      heaviest: heaviest.page,
      loadStart,
      loadEnd: load,
      nproc: os.cpus().length,
      jsPass: pages.every((p) => p.transfer <= JS_TARGET_KB * 1024),
      lighthousePass: scores.every((s) => s.score >= LIGHTHOUSE_TARGET),
    };
  } finally {
    await stopServer(server);
  }
}

/** @param {Awaited<ReturnType<typeof measurePages>>} r */
export function renderPages(r) {
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'MISS');
  return `${START_MARK}
## Page weight and Lighthouse

JavaScript transferred before the first row shows (compressed bytes on the wire with their headers, from the
browser's resource timing; each page in a fresh context, so nothing cached; Debian's Chromium, 1440×900).
Target ≤ ${JS_TARGET_KB} KB per page: ${verdict(r.jsPass)} (heaviest: ${r.heaviest}).

| Page | JS transferred | Files | Uncompressed | Shown |
| --- | --- | --- | --- | --- |
${r.pages.map((p) => `| ${p.page} | ${fmtKb(p.transfer)} | ${p.files} | ${fmtKb(p.decoded)} | ${p.what} |`).join('\n')}

Load average (1 min) at start / end: ${r.loadStart} / ${r.loadEnd} on ${r.nproc} cores; Lighthouse measures the
main thread's real work (total blocking time), so a busy machine lowers its score.

Lighthouse ${'`'}lighthouse${'`'} npm package, desktop preset (its simulated throttling), performance category only,
Chromium at ${CHROMIUM} started by chrome-launcher; the job list signed in as admin. Target ≥ ${LIGHTHOUSE_TARGET}:
${verdict(r.lighthousePass)}.

| Page | Score | FCP | LCP | TBT | CLS | Script bytes |
| --- | --- | --- | --- | --- | --- | --- |
${r.scores
  .map(
    (s) =>
      `| ${s.url} | ${s.score} | ${Math.round(s.fcpMs)} ms | ${Math.round(s.lcpMs)} ms | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ${fmtKb(s.scriptBytes)} |`,
  )
  .join('\n')}
${END_MARK}`;
}

/** Replaces the pages section of docs/benchmarks.md (or appends it). @param {string} section */
export function writeSection(section) {
  const doc = fs.existsSync(DOC_FILE) ? fs.readFileSync(DOC_FILE, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(START_MARK);
  const end = doc.indexOf(END_MARK);
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + section + doc.slice(end + END_MARK.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(DOC_FILE, next);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  measurePages({ log: console.log }).then(
    (result) => {
      removeTempDirs();
      fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
      fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
      writeSection(renderPages(result));
      console.log(
        `\nWrote the pages section of ${path.relative(ROOT, DOC_FILE)} and ${path.relative(ROOT, RESULTS_FILE)}`,
      );
      process.exit(0);
    },
    (error) => {
      removeTempDirs();
      console.error(`bench pages failed: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    },
  );
}
