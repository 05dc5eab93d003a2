// @ts-check
/**
 * The server's peak memory during licence recognition of the largest image it accepts (issue 14): a
 * 5000×5000 picture of the test licence (25 megapixels, LICENCE_MAX_PIXELS) uploaded to
 * /backend-common/license/disBusiLicense on a server of its own (PGlite, demo data), and then the
 * 20000×20000 PNG that once took the server from 590 MB to 2 GB, which is now refused from its header.
 * Memory is the server's resident set from /proc/<pid>/status, sampled every 20 ms, and VmHWM (the kernel's
 * peak, reset through /proc/<pid>/clear_refs before each upload).
 *
 *   node bench/licence-memory.mjs [--json <file>] [--doc]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and Linux (/proc).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PNG } from 'pngjs';
import { loadAverage, mib, runIfMain } from './measure.mjs';
import { login, makeTempDir, ROOT, removeTempDir, sleep, startServer, stopServer } from './server.mjs';

const SIDE = 5000;
const LICENCE = path.join(ROOT, 'apps/api/src/modules/common/licence/fixtures/licence.png');
const PATH = '/api/backend-common/license/disBusiLicense';

/** The test licence scaled (nearest neighbour) onto a white SIDE×SIDE greyscale picture. */
function largestAccepted() {
  const source = PNG.sync.read(fs.readFileSync(LICENCE));
  const out = new PNG({ width: SIDE, height: SIDE, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  const scale = Math.min(SIDE / source.width, SIDE / source.height);
  const grey = Buffer.alloc(SIDE * SIDE, 0xff);
  for (let y = 0; y < Math.floor(source.height * scale); y++)
    for (let x = 0; x < Math.floor(source.width * scale); x++) {
      const at = (Math.floor(y / scale) * source.width + Math.floor(x / scale)) * 4;
      grey[y * SIDE + x] = Math.round(
        0.299 * (source.data[at] ?? 255) +
          0.587 * (source.data[at + 1] ?? 255) +
          0.114 * (source.data[at + 2] ?? 255),
      );
    }
  out.data = grey;
  return PNG.sync.write(out, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}

/** A valid greyscale PNG declaring 20000×20000 (its first rows only; the rest missing). */
function bomb() {
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20000, 0);
  header.writeUInt32BE(20000, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(20001 * 64, 0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {number} pid */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (/** @type {string} */ name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/**
 * Uploads one image and samples the server's memory meanwhile.
 * @param {{ base: string, token: string, pid: number }} server
 * @param {Buffer} bytes
 */
async function upload(server, bytes) {
  try {
    fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  } catch {
    // not permitted: VmHWM then covers the server's life so far
  }
  const before = memory(server.pid).rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, memory(server.pid).rss);
  }, 20);
  const form = new FormData();
  form.append('licenceFile', new Blob([bytes], { type: 'image/png' }), '营业执照.png');
  const t0 = performance.now();
  const res = await fetch(server.base + PATH, {
    method: 'POST',
    headers: { authorization: server.token },
    body: form,
  });
  const body = /** @type {any} */ (await res.json());
  const ms = performance.now() - t0;
  clearInterval(timer);
  await sleep(1000);
  const after = memory(server.pid);
  return {
    code: body.code,
    msg: String(body.msg),
    creditCode: body.data?.creditCode ?? null,
    ms: Math.round(ms),
    bytes: bytes.length,
    rssBefore: mib(before),
    rssPeak: mib(Math.max(peak, after.hwm)),
    rssAfter: mib(after.rss),
  };
}

export async function measureLicenceMemory(options = /** @type {{ log?: (line: string) => void }} */ ({})) {
  const log = options.log ?? (() => {});
  const loadStart = loadAverage();
  const image = largestAccepted();
  const dataDir = makeTempDir();
  try {
    const server = await startServer(dataDir, { timeoutMs: 180_000 });
    try {
      const pid = /** @type {number} */ (server.child.pid);
      const target = { base: server.base, token: await login(server.base), pid };
      const idle = mib(memory(pid).rss);
      log(`  idle server: ${idle} MiB`);
      const largest = await upload(target, image);
      log(
        `  ${SIDE}×${SIDE}: code ${largest.code}, peak ${largest.rssPeak} MiB in ${largest.ms} ms, after ${largest.rssAfter} MiB`,
      );
      const refused = await upload(target, bomb());
      log(`  20000×20000: code ${refused.code} (${refused.msg}), peak ${refused.rssPeak} MiB`);
      return { side: SIDE, idle, largest, refused, loadAverage: { start: loadStart, end: loadAverage() } };
    } finally {
      await stopServer(server, { timeoutMs: 60_000 });
    }
  } finally {
    removeTempDir(dataDir);
  }
}

/** @param {Awaited<ReturnType<typeof measureLicenceMemory>>} r */
export function renderLicenceMemory(r) {
  const row = (/** @type {string} */ name, /** @type {typeof r.largest} */ x) =>
    `| ${name} | ${(x.bytes / 1024).toFixed(0)} KB | ${x.code}${x.code === 200 ? ` (credit code ${x.creditCode ?? 'not read'})` : `: ${x.msg}`} | ${x.rssBefore} MiB | ${x.rssPeak} MiB | ${x.rssAfter} MiB | ${x.ms} ms |`;
  return [
    '## Licence recognition memory',
    '',
    `The server's resident memory while \`/backend-common/license/disBusiLicense\` reads the largest licence image`,
    `it accepts (${r.side}×${r.side}, the test licence scaled up: 25 megapixels, \`LICENCE_MAX_PIXELS\`), then while it`,
    'refuses the 20000×20000 PNG of the issue (which took the server from 590 MB to 2 GB before the limit). Peak:',
    'RSS sampled every 20 ms and the kernel\'s VmHWM (reset before each upload); "after": one second after the',
    `answer (the recognition worker is ended after an image over 4 megapixels). Idle server ${r.idle} MiB. Load average`,
    `(1 min) ${r.loadAverage.start} / ${r.loadAverage.end}.`,
    '',
    '| image | file | answer | before | peak | after | time |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row(`${r.side}×${r.side}`, r.largest),
    row('20000×20000', r.refused),
    '',
  ].join('\n');
}

await runIfMain(import.meta.url, () => measureLicenceMemory({ log: console.log }), renderLicenceMemory);
