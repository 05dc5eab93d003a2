// @ts-check
/**
 * Login under 20 parallel wrong passwords for one user (issue 14), on embedded PGlite and on the machine's
 * PostgreSQL: how many guesses reached the password check before the lockout held (must be 5, the lockout's
 * limit), and whether the right password is then refused. Each guess comes from its own client address
 * (X-Forwarded-For, with TRUST_PROXY=on) as a spread-out guesser's would, so the per-client rate limit does
 * not hide the lockout; then one client's logins show where its rate limit starts (429).
 *
 *   node bench/login-guessing.mjs [--json <file>] [--doc]
 *
 * `--doc` writes the section into docs/benchmarks.md (replacing its previous figures). Needs
 * apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (PG_SERVER_URL
 * overrides it).
 */
import { loadAverage, runIfMain } from './measure.mjs';
import {
  ADMIN_PASSWORD,
  LOGIN_PATH,
  makeTempDir,
  removeTempDir,
  request,
  startServer,
  stopServer,
  withTempPostgres,
} from './server.mjs';

export const GUESSES = 20;
/** The lockout's limit (contract LOGIN_MAX_FAILURES). */
export const MAX_FAILURES = 5;
/** The per-client login limit (apps/api/src/platform/rate-limit.ts RATE_LIMITS.login). */
const LOGIN_LIMIT = 20;
const USER = 'yunying01';

/** A wrong password whose check ran (its own lock message included) / refused unchecked while locked. */
const CHECKED = /^账号或密码错误，还可尝试\d次$|^密码错误次数过多，账号已锁定\d+分钟$/;
const LOCKED = /^密码错误次数过多，账号已锁定，请\d+分钟后再试$/;

/**
 * @param {string} base
 * @param {string} password
 * @param {string} client the X-Forwarded-For address
 */
async function attempt(base, password, client) {
  const t0 = performance.now();
  const res = await request('POST', base + LOGIN_PATH, {
    body: JSON.stringify({ username: USER, password }),
    headers: { 'x-forwarded-for': client },
    timeoutMs: 60_000,
  });
  const body = JSON.parse(res.text);
  return { status: res.status, msg: String(body.msg), ms: performance.now() - t0 };
}

/** @param {string | undefined} databaseUrl undefined: embedded PGlite */
async function measureOne(databaseUrl) {
  const dataDir = makeTempDir();
  try {
    const server = await startServer(dataDir, {
      databaseUrl,
      timeoutMs: 180_000,
      env: { RATE_LIMIT: 'on', TRUST_PROXY: 'on' },
    });
    try {
      // The account works before the burst.
      const before = await attempt(server.base, ADMIN_PASSWORD, '198.51.100.200');
      if (before.status !== 200) throw new Error(`${USER} cannot log in: ${before.msg}`);
      const t0 = performance.now();
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) =>
          attempt(server.base, 'Wrong-guess-1', `198.51.100.${i + 1}`),
        ),
      );
      const burstMs = performance.now() - t0;
      const checked = answers.filter((a) => CHECKED.test(a.msg)).length;
      const lockedOut = answers.filter((a) => LOCKED.test(a.msg)).length;
      const right = await attempt(server.base, ADMIN_PASSWORD, '198.51.100.201');
      // One client, unknown name (no lockout in the way of the count): where its limit starts.
      let limitAt = 0;
      for (let i = 1; i <= LOGIN_LIMIT + 5 && !limitAt; i++) {
        const res = await request('POST', server.base + LOGIN_PATH, {
          body: JSON.stringify({ username: 'nobody-here', password: 'x' }),
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        if (res.status === 429) limitAt = i;
      }
      return {
        checked,
        lockedOut,
        other: answers.length - checked - lockedOut,
        otherMessages: [
          ...new Set(answers.filter((a) => !CHECKED.test(a.msg) && !LOCKED.test(a.msg)).map((a) => a.msg)),
        ],
        burstMs: Math.round(burstMs),
        slowestCheckedMs: Math.round(
          Math.max(...answers.filter((a) => CHECKED.test(a.msg)).map((a) => a.ms)),
        ),
        rightPasswordRefused: right.status !== 200 && LOCKED.test(right.msg),
        rightPasswordMessage: right.msg,
        limitAt,
      };
    } finally {
      await stopServer(server, { timeoutMs: 60_000 });
    }
  } finally {
    removeTempDir(dataDir);
  }
}

/** @param {{ log?: (line: string) => void }} [options] */
export async function measureLoginGuessing(options = {}) {
  const log = options.log ?? (() => {});
  const loadStart = loadAverage();
  log('  PGlite');
  const pglite = await measureOne(undefined);
  log(`    checked ${pglite.checked} of ${GUESSES}, locked out ${pglite.lockedOut}`);
  const postgres = await withTempPostgres((url, name) => {
    log(`  PostgreSQL (database ${name})`);
    return measureOne(url);
  });
  log(`    checked ${postgres.checked} of ${GUESSES}, locked out ${postgres.lockedOut}`);
  return {
    guesses: GUESSES,
    limit: MAX_FAILURES,
    pglite,
    postgres,
    loadAverage: { start: loadStart, end: loadAverage() },
  };
}

/** @param {Awaited<ReturnType<typeof measureLoginGuessing>>} r */
export function renderLoginGuessing(r) {
  /** @param {typeof r.pglite} x */
  const row = (x) => [
    `${x.checked} of ${r.guesses}${x.other ? ` (${x.other} other answers: ${x.otherMessages.join('; ')})` : ''}`,
    `${x.lockedOut}`,
    x.rightPasswordRefused ? 'refused (locked)' : `NOT refused: ${x.rightPasswordMessage}`,
    `${x.burstMs} ms`,
    x.limitAt ? `request ${x.limitAt}` : 'none within 25',
    x.checked === r.limit && x.rightPasswordRefused ? 'PASS' : 'MISS',
  ];
  return [
    `## Login under ${r.guesses} parallel wrong passwords`,
    '',
    `${r.guesses} logins with a wrong password for one user (\`yunying01\`) sent at once, each on its own connection`,
    'and from its own client address (X-Forwarded-For, `TRUST_PROXY=on`), as a guesser spread over many machines',
    `would, so the per-client rate limit does not stop them and the lockout is what is measured. "Checked" counts`,
    `the answers of guesses whose password was verified; the others were refused by the lock, unchecked. Target:`,
    `${r.limit} checked (the lockout's limit), and the right password refused afterwards. Then one client's logins`,
    `one after the other show where its rate limit answers 429. Load average (1 min) ${r.loadAverage.start} / ${r.loadAverage.end}.`,
    '',
    '| database | checked | refused unchecked (locked) | right password afterwards | burst time | one client: first 429 | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| PGlite | ${row(r.pglite).join(' | ')} |`,
    `| PostgreSQL | ${row(r.postgres).join(' | ')} |`,
    '',
    'Before the fix (issue 14) every guess read the failure count before any was written, so most or all were',
    'checked (the issue saw up to 17; its API test, login-guessing.test.ts, saw 20 of 20 on PGlite); each attempt',
    'is now reserved in one `insert … on conflict do update` before the password check',
    '(apps/api/src/modules/system/auth/service.ts).',
    '',
  ].join('\n');
}

await runIfMain(import.meta.url, () => measureLoginGuessing({ log: console.log }), renderLoginGuessing);
