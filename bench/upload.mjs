// @ts-check
/**
 * Chunked video upload bench: uploads one video (100 MB by default) to a RUNNING server in 2 MB chunks, one
 * at a time as the browser does, then reports it complete (the server assembles, checks md5 and magic bytes,
 * stores it) and reads it back through its signed URL (a 206 range and the whole file's md5).
 *
 *   node bench/upload.mjs --base http://127.0.0.1:3000 --token <Authorization token> --pid <server pid>
 *   node bench/upload.mjs --base … --username admin --password … --pid …   (logs in; needs LOGIN_CAPTCHA=off)
 *   options: --size <MB> (default 100), --json <file> (also write the results as JSON)
 *
 * Reports upload throughput, assembly time and the server's memory: resident set size sampled every 20 ms
 * (from /proc/<pid>/status) before, during the chunks and during assembly, and VmHWM (the kernel's peak,
 * reset at the start through /proc/<pid>/clear_refs when permitted). The server must never hold a whole
 * file in memory: its peak should stay far below the video's size.
 * The video is an ISO-BMFF `ftyp` header followed by random bytes: the server sniffs the type, it does not
 * decode video. The file is written and hashed piece by piece; the bench holds one chunk at a time too.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const CHUNK = 2097152;
const MB = 1024 * 1024;
const SAMPLE_MS = 20;

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    token: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    pid: { type: 'string' },
    size: { type: 'string', default: '100' },
    json: { type: 'string' },
  },
});

const base = String(args.base).replace(/\/$/, '');
const size = Math.round(Number(args.size) * MB);
if (!Number.isFinite(size) || size <= 0) throw new Error('--size must be a positive number of MB');
const pid = args.pid ? Number(args.pid) : null;

/** Resident memory of the server, in bytes, from /proc (null without a pid). */
function memory() {
  if (!pid) return null;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (/** @type {string} */ name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Samples RSS in the background; `phase` labels what the client is doing. */
function sampler() {
  const peaks = /** @type {Record<string, number>} */ ({});
  let phase = 'idle';
  const timer = pid
    ? setInterval(() => {
        const m = memory();
        if (m) peaks[phase] = Math.max(peaks[phase] ?? 0, m.rss);
      }, SAMPLE_MS)
    : null;
  return {
    /** @param {string} value */
    set phase(value) {
      phase = value;
    },
    peaks,
    stop: () => timer && clearInterval(timer),
  };
}

/** @param {Response} response @returns {Promise<any>} */
async function envelope(response) {
  const body = /** @type {{ code: number; msg: string; data: any }} */ (await response.json());
  if (body.code !== 200) throw new Error(`${response.url}: ${body.code} ${body.msg}`);
  return body.data;
}

async function login() {
  if (args.token) return args.token;
  if (!args.username || !args.password) throw new Error('give --token, or --username and --password');
  const response = await fetch(`${base}/api/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.username, password: args.password }),
  });
  return envelope(response);
}

/** Writes the test video piece by piece, hashing the whole file and each chunk on the way. */
/** @param {string} file */
function writeVideo(file) {
  const out = fs.openSync(file, 'w');
  const whole = createHash('md5');
  const blockMd5s = /** @type {string[]} */ ([]);
  try {
    const header = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');
    for (let offset = 0; offset < size; offset += CHUNK) {
      const length = Math.min(CHUNK, size - offset);
      const chunk = randomBytes(length);
      if (offset === 0) header.copy(chunk, 0, 0, Math.min(header.length, length));
      fs.writeSync(out, chunk);
      whole.update(chunk);
      blockMd5s.push(createHash('md5').update(chunk).digest('hex'));
    }
  } finally {
    fs.closeSync(out);
  }
  return { md5: whole.digest('hex'), blockMd5s };
}

/** @param {number} fd @param {number} block */
function readChunk(fd, block) {
  const length = Math.min(CHUNK, size - block * CHUNK);
  const buffer = Buffer.alloc(length);
  fs.readSync(fd, buffer, 0, length, block * CHUNK);
  return buffer;
}

async function main() {
  const token = await login();
  const headers = { authorization: token };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-upload-bench-'));
  const file = path.join(dir, 'bench.mp4');
  const memory0 = memory();
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // reset VmHWM to the current RSS
  } catch {
    // not our process to reset (other user): VmHWM then covers the server's whole life
  }
  const { md5, blockMd5s } = writeVideo(file);
  const samples = sampler();

  const form = new FormData();
  for (const [key, value] of Object.entries({
    materialType: '2',
    materialName: `上传压测-${Date.now()}`,
    fileName: 'bench.mp4',
    fileSize: String(size),
    md5,
  }))
    form.append(key, value);
  const task = await envelope(
    await fetch(`${base}/api/backend-common/material/uploadMaterial`, {
      method: 'POST',
      headers,
      body: form,
    }),
  );
  if (task === '0') throw new Error('the server already has this video (random bytes should never repeat)');

  samples.phase = 'chunks';
  const fd = fs.openSync(file, 'r');
  const started = performance.now();
  const chunkMs = /** @type {number[]} */ ([]);
  try {
    for (let block = 0; block < task.total_block; block++) {
      const body = new FormData();
      body.append('file', new Blob([readChunk(fd, block)]), String(block));
      const query = new URLSearchParams({
        task_id: task.task_id,
        user_id: task.uid,
        block: String(block),
        md5: blockMd5s[block] ?? '',
      });
      const t0 = performance.now();
      await envelope(
        await fetch(`${base}/api/backend-common/video/uploadBlock?${query}`, {
          method: 'POST',
          headers,
          body,
        }),
      );
      chunkMs.push(performance.now() - t0);
    }
  } finally {
    fs.closeSync(fd);
  }
  const uploadMs = performance.now() - started;

  samples.phase = 'assembly';
  const t1 = performance.now();
  const done = await envelope(
    await fetch(`${base}/api/backend-common/material/updateVideoState`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ materialCode: task.materialCode, taskId: task.task_id, state: 2 }),
    }),
  );
  const assemblyMs = performance.now() - t1;

  samples.phase = 'readback';
  const range = await fetch(`${base}${done.url}`, { headers: { range: 'bytes=0-1048575' } });
  await range.arrayBuffer();
  const whole = await fetch(`${base}${done.url}`);
  const back = createHash('md5');
  for await (const piece of /** @type {AsyncIterable<Uint8Array>} */ (whole.body)) back.update(piece);
  samples.stop();
  const memory1 = memory();
  fs.rmSync(dir, { recursive: true, force: true });

  const sorted = [...chunkMs].sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const mib = (/** @type {number | undefined} */ bytes) =>
    bytes == null ? null : Math.round((bytes / MB) * 10) / 10;
  const results = {
    sizeMiB: mib(size),
    chunks: task.total_block,
    uploadSeconds: Math.round(uploadMs) / 1000,
    throughputMiBps: Math.round((size / MB / (uploadMs / 1000)) * 10) / 10,
    chunkMs: { p50: Math.round(pct(50)), p95: Math.round(pct(95)), max: Math.round(pct(100)) },
    assemblySeconds: Math.round(assemblyMs) / 1000,
    rangeStatus: range.status,
    readBackMd5Matches: back.digest('hex') === md5,
    serverMemoryMiB: pid
      ? {
          rssBefore: mib(memory0?.rss),
          peakDuringChunks: mib(samples.peaks.chunks),
          peakDuringAssembly: mib(samples.peaks.assembly),
          peakDuringReadBack: mib(samples.peaks.readback),
          rssAfter: mib(memory1?.rss),
          vmHWM: mib(memory1?.hwm),
        }
      : 'no --pid given',
  };
  console.log(JSON.stringify(results, null, 2));
  if (args.json) fs.writeFileSync(String(args.json), `${JSON.stringify(results, null, 2)}\n`);
  if (range.status !== 206 || !results.readBackMd5Matches) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
