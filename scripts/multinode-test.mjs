// @ts-check
/**
 * Multi-node end-to-end test (`.ci/run`; alone: `node scripts/multinode-test.mjs` after `npm run build -w apps/api`).
 * Two API processes (apps/api/dist/main.js), each with a DATA_DIR of its own, on one fresh PostgreSQL database and
 * one S3-compatible storage (s3rver, the storage tests' double, served from this process on 127.0.0.1), behind
 * Debian's haproxy with round-robin and no sticky sessions (scripts/haproxy.mjs); every request goes through it
 * and consecutive requests land on different nodes (checked by the `x-upstream` header haproxy adds). The flow:
 * the slide check (challenge, verify and login each on another node), signed-in reads on both nodes, a chunked
 * video whose chunks land on both nodes and are assembled by either, the video read back, a job saved as a
 * draft, submitted, approved and online across both, the activity clock moved once with both nodes reading, an
 * applicant moved on one node and read on the other, an export, and a logout on one node refused on the other.
 * Exits non-zero on failure.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_PASSWORD,
  freePort,
  makeTempDir,
  removeTempDirs,
  startServer,
  stopServer,
  withPostgres,
  withTempPostgres,
} from '../bench/server.mjs';
import { startBalancer } from './haproxy.mjs';
import { startS3Double } from './s3-double.mjs';

const CHUNK = 2 * 1024 * 1024;
const SLIDER_END = 295 - 40; // the slider's width minus its handle (contract SLIDER_HANDLE_WIDTH)

/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  if (!ok) throw new Error(`multi-node: ${what}`);
  console.log(`  ok  ${what}`);
}

/** A client of the balancer that remembers which node served each call. */
function client(base) {
  /** @type {string[]} */
  const served = [];
  /** @param {string} method @param {string} path @param {{ token?: string, json?: unknown, form?: FormData }} [o] */
  async function call(method, path, o = {}) {
    const headers = /** @type {Record<string, string>} */ ({});
    if (o.token) headers.authorization = o.token;
    if (o.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(base + path, {
      method,
      headers,
      body: o.form ?? (o.json !== undefined ? JSON.stringify(o.json) : undefined),
    });
    served.push(res.headers.get('x-upstream') ?? '?');
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
    };
  }
  return { call, served };
}

/**
 * Two nodes with DATA_DIRs of their own on one database and one S3 bucket behind haproxy; `fn` gets the
 * balancer's address, the database URL, the nodes' ports and their DATA_DIRs.
 */
async function withCluster(fn) {
  const { s3, close: closeS3 } = await startS3Double(makeTempDir());
  try {
    await withTempPostgres(async (databaseUrl) => {
      // What every node needs (README, deployment): the database, the storage and the file-link key.
      const env = {
        LOGIN_CAPTCHA: 'on',
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
        FILE_URL_SECRET: randomBytes(32).toString('hex'),
      };
      const dataDirs = [makeTempDir(), makeTempDir()];
      // The first node migrates and seeds; the second starts on the ready database, as a deployment adds nodes.
      const a = await startServer(dataDirs[0], { databaseUrl, env, timeoutMs: 180_000 });
      const b = await startServer(dataDirs[1], { databaseUrl, env, timeoutMs: 120_000 });
      const port = await freePort();
      const ports = [a, b].map((s) => Number(new URL(s.base).port));
      try {
        const balancer = await startBalancer(port, ports);
        try {
          await fn(`http://127.0.0.1:${port}`, databaseUrl, ports, dataDirs);
        } finally {
          await balancer.close();
        }
      } finally {
        await Promise.all([stopServer(a), stopServer(b)]);
      }
    });
  } finally {
    await closeS3();
  }
}

/** The files under `dir`, relative to it (empty when it does not exist). */
const filesUnder = (/** @type {string} */ dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    : [];

async function flow(base, databaseUrl, ports, dataDirs) {
  const { call, served } = client(base);
  const alternates = (from) => served.slice(from).every((node, i, all) => i === 0 || node !== all[i - 1]);

  // The slide check: challenge, verify and login, each answered by the other node than the call before.
  const start = served.length;
  const challenge = await call('GET', '/api/pclogin/userauth/captcha');
  const track = Array.from({ length: 11 }, (_, i) => [(SLIDER_END * i) / 10, i * 60]);
  const verified = await call('POST', '/api/pclogin/userauth/captcha/verify', {
    json: { challengeId: challenge.body.data.challengeId, track },
  });
  check(
    verified.body.code === 200,
    'slide check passed on the other node than the one that made the challenge',
  );
  const login = await call('POST', '/api/pclogin/userauth/login', {
    json: { username: 'admin', password: ADMIN_PASSWORD, captchaToken: verified.body.data.captchaToken },
  });
  check(login.body.code === 200, 'login with the pass made on the other node');
  const token = login.body.data;
  const me = [await call('GET', '/api/pclogin/userauth/currentUser', { token })];
  me.push(await call('GET', '/api/pclogin/userauth/currentUser', { token }));
  check(
    me.every((r) => r.body.code === 200) && new Set(served.slice(-2)).size === 2,
    'the session is known on both nodes',
  );
  check(
    alternates(start) && new Set(served).size === ports.length,
    'consecutive requests landed on different nodes',
  );

  // A chunked video: three chunks, on alternating nodes, assembled by whichever node takes the report.
  const header = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');
  const bytes = Buffer.concat([header, randomBytes(2 * CHUNK + 4096 - header.length)]);
  const md5 = (/** @type {Buffer} */ b) => createHash('md5').update(b).digest('hex');
  const form = new FormData();
  for (const [k, v] of Object.entries({
    materialType: '2',
    materialName: '两节点上传的视频',
    fileName: 'nodes.mp4',
    fileSize: String(bytes.length),
    md5: md5(bytes),
  }))
    form.append(k, v);
  const task = (await call('POST', '/api/backend-common/material/uploadMaterial', { token, form })).body.data;
  check(typeof task?.task_id === 'string', 'video upload task created');
  const chunkNodes = [];
  for (let block = 0; block * CHUNK < bytes.length; block++) {
    const chunk = bytes.subarray(block * CHUNK, (block + 1) * CHUNK);
    const part = new FormData();
    part.append('file', new Blob([chunk]), 'blob');
    const query = new URLSearchParams({
      task_id: task.task_id,
      user_id: task.uid,
      block: String(block),
      md5: md5(chunk),
    });
    const sent = await call('POST', `/api/backend-common/video/uploadBlock?${query}`, { token, form: part });
    check(sent.body.code === 200, `chunk ${block} accepted`);
    chunkNodes.push(served.at(-1));
  }
  check(new Set(chunkNodes).size === 2, `the chunks landed on both nodes (${chunkNodes.join(', ')})`);
  const done = await call('POST', '/api/backend-common/material/updateVideoState', {
    token,
    json: { materialCode: task.materialCode, taskId: task.task_id, state: 2 },
  });
  check(done.body.code === 200, `the video assembled on node ${served.at(-1)}`);
  const urls = await call('GET', `/api/backend-common/video/queryVideoUrl?fileCodeList=${task.vid}`, {
    token,
  });
  const url = urls.body.data?.[0]?.url;
  const video = await call('GET', url);
  const video2 = await call('GET', url);
  check(
    [video, video2].every((v) => v.status === 200 && md5(/** @type {Buffer} */ (v.body)) === md5(bytes)) &&
      served.at(-1) !== served.at(-2),
    'the stored video reads back whole from both nodes',
  );
  const local = dataDirs.flatMap((dir) => [
    ...filesUnder(path.join(dir, 'files')),
    ...filesUnder(path.join(dir, 'tmp')),
  ]);
  check(
    local.length === 0,
    `neither node kept a chunk or a file on its own disk (${local.join(', ') || 'none'})`,
  );

  // A job saved as a draft, submitted for review, approved online and read: each step on the other node.
  const JOB = '/api/recruit/job-info';
  // The API tests' complete job (a 恒达 welder in 新郑市).
  const jobBody = JSON.parse(
    fs.readFileSync(new URL('../apps/api/src/modules/recruit/job/sample-job.json', import.meta.url), 'utf8'),
  );
  jobBody.jobName = '多节点焊工';

  const jobStart = served.length;
  const draft = await call('POST', `${JOB}/saveJobInfo`, { token, json: { ...jobBody, approveType: 6 } });
  const jobCode = draft.body.data?.jobCode;
  check(
    draft.body.code === 200 && typeof jobCode === 'string',
    `job saved as a draft on node ${served.at(-1)}`,
  );
  const submitted = await call('POST', `${JOB}/editJobInfo`, {
    token,
    json: { ...jobBody, jobCode, approveType: 0 },
  });
  check(submitted.body.code === 200, `the draft submitted for review on node ${served.at(-1)}`);
  const approved = await call('POST', `${JOB}/checkJobInfo`, { token, json: { jobCode, approveType: 2 } });
  check(
    approved.body.code === 200 && approved.body.data?.approveType === 3,
    `approved and published on node ${served.at(-1)}: ${JSON.stringify(approved.body.msg)}`,
  );
  const job = await call('POST', `${JOB}/queryJobInfoDetail/${jobCode}`, { token, json: {} });
  check(job.body.data?.approveType === 3 && alternates(jobStart), 'the job reads online on the other node');

  // The activity clock, moved once while both nodes read: one history row per move.
  await withPostgres(databaseUrl, (db) =>
    db.query(`insert into activity (activity_code, activity_name, type, status, begin_time, end_time, activity_budget,
        per_reward, activity_desc, created_at, updated_at)
      select 'MN' || g, '多节点时钟' || g, 0, 0, now() - interval '1 hour', now() + interval '1 day', 1000, 10, '', now(), now()
      from generate_series(1, 50) g`),
  );
  const counts = await Promise.all(
    Array.from({ length: 6 }, () => call('POST', '/api/recruit/station/activity/queryStateCount', { token })),
  );
  check(
    counts.every(
      (c) => c.body.code === 200 && JSON.stringify(c.body.data) === JSON.stringify(counts[0].body.data),
    ),
    'both nodes count the started activities',
  );
  const history = await withPostgres(databaseUrl, (db) =>
    db.query(`select count(*)::int as n from state_change where entity = 'activity' and code like 'MN%'`),
  );
  check(history.rows[0].n === 50, 'each activity start written once (50 history rows for 50 activities)');

  // An applicant moved on one node (new → passed screening) is seen moved on the other; the export, on either.
  const APPLY = '/api/recruit/applyInfo';
  const fresh = await call('GET', `${APPLY}/queryPageJobApplyInfo?state=0&pageNum=1&pageSize=1`, { token });
  const applyCode = fresh.body.data?.records?.[0]?.applyCode;
  check(typeof applyCode === 'string', 'a new application listed');
  const moved = await call('GET', `${APPLY}/updateState?applyCode=${applyCode}&operateType=3`, { token });
  check(
    moved.body.code === 200 && moved.body.data.state === 3,
    `the applicant moved on node ${served.at(-1)}`,
  );
  const seen = await call('GET', `${APPLY}/queryResumeDetail?applyCode=${applyCode}`, { token });
  check(
    seen.body.data?.jobApplyInfoVO?.state === 3 && served.at(-1) !== served.at(-2),
    'the other node reads the move',
  );
  const exported = await call('GET', `${APPLY}/exportJobApplyInfos?state=3`, { token });
  const xlsx = /** @type {Buffer} */ (exported.body);
  check(exported.status === 200 && xlsx.subarray(0, 2).toString() === 'PK', 'the export streams an xlsx');

  // Logout on one node; the next request, on the other, is refused.
  await call('POST', '/api/pclogin/userauth/logout', { token });
  const after = await call('GET', '/api/pclogin/userauth/currentUser', { token });
  check(
    after.body.code === 401 && served.at(-1) !== served.at(-2),
    'logout on one node is refused on the other',
  );
}

const t0 = performance.now();
console.log(
  'multi-node test: two API nodes (own DATA_DIRs) on one PostgreSQL and one S3 bucket behind haproxy (round-robin)',
);
try {
  await withCluster(flow);
  console.log(`multi-node test passed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  removeTempDirs();
}
