// @ts-check
/**
 * Runs the region and video-upload benches (bench/regions.mjs, bench/upload.mjs) against a server the main
 * bench started, and renders their figures for docs/benchmarks.md. Each runs as its own process, so its
 * client work never shares an event loop with the other measurements.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {string} script
 * @param {string[]} args
 */
function runJson(script, args) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-')), 'result.json');
  const run = spawnSync(process.execPath, [path.join(HERE, script), ...args, '--json', out], {
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr || run.stdout}`.slice(0, 2000));
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return result;
}

/**
 * @param {{ base: string, token: string, pid: number | undefined }} server
 */
export function measureCommonServices(server) {
  const auth = ['--base', server.base, '--token', server.token];
  const regions = runJson('regions.mjs', [...auth, '--requests', '300', '--concurrency', '10']);
  const upload = runJson('upload.mjs', [
    ...auth,
    '--size',
    '100',
    ...(server.pid ? ['--pid', String(server.pid)] : []),
  ]);
  return { regions, upload };
}

/** @param {number} ms */
const ms = (ms) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

/**
 * @param {ReturnType<typeof measureCommonServices>} r
 */
export function renderCommonServices(r) {
  /** @type {{ route: string, single: { p50: number, p99: number }, concurrent: { clients: number, p50: number, p99: number, rps: number } }[]} */
  const routes = r.regions.results;
  const memory = r.upload.serverMemoryMiB;
  const lines = [
    '## Regions and uploads',
    '',
    `Region lookups on the full national table (665,276 rows), ${r.regions.requests} requests per route on inputs drawn`,
    `from the real hierarchy: one client at a time, then ${r.regions.concurrency} clients at once.`,
    '',
    '| route | p50 | p99 | p50 / p99 under load | req/s under load |',
    '| --- | --- | --- | --- | --- |',
    ...routes.map(
      (x) =>
        `| ${x.route} | ${ms(x.single.p50)} | ${ms(x.single.p99)} | ${ms(x.concurrent.p50)} / ${ms(x.concurrent.p99)} | ${Math.round(x.concurrent.rps)} |`,
    ),
    '',
    `Chunked video upload of ${r.upload.sizeMiB} MiB in ${r.upload.chunks} chunks of 2 MiB, one at a time as the browser`,
    'sends them, then the status update (the server assembles in one streaming pass, checks md5 and magic',
    'bytes, stores) and a read-back through the signed URL:',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| upload throughput | ${r.upload.throughputMiBps} MiB/s (${r.upload.uploadSeconds} s; chunk p50 ${r.upload.chunkMs.p50} ms, p95 ${r.upload.chunkMs.p95} ms) |`,
    `| assembly and verification | ${r.upload.assemblySeconds} s |`,
    `| range read-back | HTTP ${r.upload.rangeStatus}; whole file md5 ${r.upload.readBackMd5Matches ? 'matches' : 'DIFFERS'} |`,
    typeof memory === 'string'
      ? `| server memory | ${memory} |`
      : `| server resident memory | ${memory.rssBefore} MiB before; peak ${memory.peakDuringChunks} MiB during chunks, ${memory.peakDuringAssembly} MiB during assembly, ${memory.peakDuringReadBack} MiB during read-back (never near the file's ${r.upload.sizeMiB} MiB above the baseline) |`,
    '',
  ];
  return lines.join('\n');
}
