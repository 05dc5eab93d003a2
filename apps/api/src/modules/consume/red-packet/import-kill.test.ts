import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../platform/db.ts';
import { databaseUrlOf, migrationsFolder } from '../../../test/db-template.ts';
import { goodRow, importFile } from './test-kit.ts';

/**
 * The built server, killed with SIGKILL in the middle of a 100,000-row import, then started again on the
 * same data: nothing of the file is in red_pkg_user or the staging table, and the job says it was
 * interrupted. PGlite by default; the PostgreSQL server of DATABASE_URL (a database of its own) when set.
 */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Kill@12345';
const serverUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-redpkg-kill-'));
const dbName = `kill_${randomBytes(5).toString('hex')}`;
const databaseUrl = serverUrl ? databaseUrlOf(serverUrl, dbName) : undefined;
let child: ChildProcess | null = null;
let port = 0;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });

async function startServer() {
  port = await freePort();
  const { DATABASE_URL: _testServer, ...env } = process.env;
  child = spawn(process.execPath, [path.join(apiDir, 'dist/main.js')], {
    env: {
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOGIN_CAPTCHA: 'off',
      RATE_LIMIT: 'off',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    started.stdout?.on('data', onData);
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

const stop = (signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

let token = '';
async function call(method: string, url: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}
const login = async () => {
  token = '';
  token = (await call('POST', '/pclogin/userauth/login', { username: 'admin', password: PASSWORD })).data;
};

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'ignore' });
  if (serverUrl) await adminQuery(`CREATE DATABASE ${dbName}`);
}, 120_000);

afterAll(async () => {
  await stop('SIGTERM');
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an import killed half-way', () => {
  it('leaves nothing half-imported after a restart', async () => {
    await startServer();
    await login();
    const batchCode = (
      await call('POST', '/consume/user-red-pkg23/addRedPkgBatch', {
        batchName: '中断测试',
        areaName: '新郑市',
      })
    ).data.batchCode as string;
    const rows = function* () {
      for (let i = 0; i < 100_000; i++) yield goodRow(i);
    };
    const form = new FormData();
    form.append('batchCode', batchCode);
    form.append('file', new Blob([new Uint8Array(await importFile(rows()))]), '红包用户.xlsx');
    const started = await fetch(`http://127.0.0.1:${port}/api/consume/user-red-pkg23/impRedPkgUsers`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    }).then((r) => r.json() as Promise<{ data: { jobCode: string } }>);
    const { jobCode } = started.data;
    // Kill it once rows are on their way in (checked and staged, not yet moved).
    for (;;) {
      const job = (await call('GET', `/consume/user-red-pkg23/queryImportJob?jobCode=${jobCode}`)).data;
      expect(job.state, job.message).toBeLessThan(3);
      if (job.processedRows >= 20_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop('SIGKILL');

    await startServer();
    await login();
    // PGlite: the start itself marks it (one process owns the data). PostgreSQL: other nodes may be
    // running imports, so a job is called interrupted once it made no progress for 30 s.
    let job = (await call('GET', `/consume/user-red-pkg23/queryImportJob?jobCode=${jobCode}`)).data;
    for (let waited = 0; job.state < 3 && waited < 90_000; waited += 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      job = (await call('GET', `/consume/user-red-pkg23/queryImportJob?jobCode=${jobCode}`)).data;
    }
    expect(job).toMatchObject({
      state: 4,
      importedRows: 0,
      message: '服务重启，导入已中断，未导入任何数据，请重新导入',
    });
    const list = await call('GET', `/consume/user-red-pkg23/queryRedPkgUserList?batchCode=${batchCode}`);
    expect(list.data.total).toBe(0);
    await stop('SIGTERM');

    const database = await openDatabase({
      databaseUrl,
      pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pgdata'),
      migrationsFolder,
    });
    const counts = (await database.db.execute(
      sql`select (select count(*) from red_pkg_user) as users, (select count(*) from red_pkg_import_staging) as staged`,
    )) as unknown as { rows: { users: string | number; staged: string | number }[] };
    const row = counts.rows[0]!;
    expect([Number(row.users), Number(row.staged)]).toEqual([0, 0]);
    await database.close();
  }, 600_000);
});
