// @ts-check
/**
 * `npm start` with no change since the last build (issue 23): it must start without building. Times
 * `node scripts/start.mjs` (what `npm start` runs) from spawn to the first 200, beside `node
 * apps/api/dist/main.js` on the same data dir, and checks that its output has no build line.
 *
 *   node bench/start-script.mjs [--json <file>] [--doc]
 *
 * Builds first when the sources changed since the last build (`node scripts/start.mjs --build`), so the
 * timed starts are the no-change case.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fmt, loadAverage, runIfMain } from './measure.mjs';
import { makeTempDir, median, ROOT, removeTempDir, startServer, stopServer } from './server.mjs';

const RUNS = 3;
const START_SCRIPT = path.join(ROOT, 'scripts/start.mjs');

/** @param {{ log?: (line: string) => void }} [options] */
export async function measureStartScript(options = {}) {
  const log = options.log ?? (() => {});
  const loadStart = loadAverage();
  const prepared = spawnSync(process.execPath, [START_SCRIPT, '--build'], { cwd: ROOT, encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`build failed:\n${prepared.stdout}${prepared.stderr}`);
  const dataDir = makeTempDir();
  try {
    log('  first start (fresh data dir, not timed)');
    await stopServer(await startServer(dataDir, { timeoutMs: 180_000 }));
    /** @type {number[]} */
    const script = [];
    /** @type {number[]} */
    const direct = [];
    /** @type {string[]} */
    let output = [];
    let built = false;
    for (let run = 0; run < RUNS; run++) {
      const viaScript = await startServer(dataDir, { script: START_SCRIPT });
      script.push(viaScript.readyMs);
      output = [...viaScript.output];
      built ||= output.some((line) => line.includes('Building'));
      await stopServer(viaScript);
      const viaMain = await startServer(dataDir);
      direct.push(viaMain.readyMs);
      await stopServer(viaMain);
      log(
        `    run ${run + 1}: npm start ${fmt(script.at(-1) ?? Number.NaN)}, main.js ${fmt(direct.at(-1) ?? Number.NaN)}`,
      );
    }
    return {
      runs: RUNS,
      script,
      direct,
      built,
      output,
      loadAverage: { start: loadStart, end: loadAverage() },
    };
  } finally {
    removeTempDir(dataDir);
  }
}

/** @param {Awaited<ReturnType<typeof measureStartScript>>} r */
export function renderStartScript(r) {
  const overhead = median(r.script) - median(r.direct);
  return [
    '## npm start with no change',
    '',
    '`npm start` runs scripts/start.mjs: it hashes the sources (web app, API, contract, lock file, build',
    "settings; tests left out) and builds only when the hash differs from the last build's stamp. Here, after",
    `a build and a first start, ${r.runs} starts with no change, spawn to the first 200 of the platform-info route,`,
    `beside the built server started directly on the same data dir. Load average (1 min) ${r.loadAverage.start} / ${r.loadAverage.end}.`,
    '',
    '| start | median | runs | rebuilt |',
    '| --- | --- | --- | --- |',
    `| \`node scripts/start.mjs\` (npm start) | ${fmt(median(r.script))} | ${r.script.map(fmt).join(', ')} | ${r.built ? 'YES (MISS)' : 'no (PASS)'} |`,
    `| \`node apps/api/dist/main.js\` | ${fmt(median(r.direct))} | ${r.direct.map(fmt).join(', ')} | – |`,
    '',
    `The check costs ${fmt(overhead)} at the median (hashing about 2,000 source files). Before (issue 23)`,
    'every `npm start` rebuilt both apps, about 40 s and a page of bundle listing.',
    '',
    'Its output, the last start:',
    '',
    '```',
    ...r.output.filter((line) => !line.startsWith('{')).slice(0, 12),
    '```',
    '',
  ].join('\n');
}

await runIfMain(import.meta.url, () => measureStartScript({ log: console.log }), renderStartScript);
