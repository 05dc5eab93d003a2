// @ts-check
/**
 * Multi-node end-to-end test (`.ci/run`; alone: `node scripts/multinode-test.mjs` after `npm run build -w apps/api`).
 * Two API processes (apps/api/dist/main.js) on one fresh PostgreSQL database and one shared DATA_DIR, behind a
 * round-robin balancer without sticky sessions (scripts/round-robin-proxy.mjs); every request goes through the
 * balancer and consecutive requests land on different nodes (checked by the `x-upstream` header). The flow:
 * the slide check (challenge, verify and login each on another node), signed-in reads on both nodes, a chunked
 * video whose chunks land on both nodes and are assembled by either, the video read back, the activity clock
 * moved once with both nodes reading, an applicant moved on one node and read on the other, an export, and a
 * logout on one node refused on the other. Exits non-zero on failure.
 */
import { createHash, randomBytes } from 'node:crypto';
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
import { startBalancer } from './round-robin-proxy.mjs';

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

/** Two nodes on one database behind the balancer; `fn` gets the balancer's address and the database URL. */
async function withCluster(fn) {
  await withTempPostgres(async (databaseUrl) => {
    const dataDir = makeTempDir();
    const env = { LOGIN_CAPTCHA: 'on', STORAGE: 'local' };
    // The first node migrates and seeds; the second starts on the ready database, as a deployment adds nodes.
    const a = await startServer(dataDir, { databaseUrl, env, timeoutMs: 180_000 });
    const b = await startServer(dataDir, { databaseUrl, env, timeoutMs: 120_000 });
    const port = await freePort();
    const ports = [a, b].map((s) => Number(new URL(s.base).port));
    const balancer = await startBalancer(port, ports);
    try {
      await fn(`http://127.0.0.1:${port}`, databaseUrl, ports);
    } finally {
      await balancer.close();
      await Promise.all([stopServer(a), stopServer(b)]);
    }
  });
}

async function flow(base, databaseUrl, ports) {
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
    [video, video2].every((v) => v.status === 200 && md5(/** @type {Buffer} */ (v.body)) === md5(bytes)),
    'the stored video reads back whole from both nodes',
  );

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
console.log('multi-node test: two API nodes on one PostgreSQL behind a round-robin balancer');
try {
  await withCluster(flow);
  console.log(`multi-node test passed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  removeTempDirs();
}
