import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { region } from '../modules/common/region/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import { seed } from '../seed/seed.ts';
import { databaseUrlOf, migrationsFolder } from '../test/db-template.ts';
import { BackupError, backup, restore } from './backup.ts';
import { lockFileContent } from './data-dir-lock.ts';
import { type Db, openDatabase } from './db.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const objectKey = path.join('files', 'objects', 'file', '202611', 'a1b2c3d4-0000-4000-8000-000000000001.txt');

/** An installation's content: a marked user, an uploaded file and the generated signing key. */
async function fill(db: Db, dataDir: string) {
  await seed(db, { adminPassword: 'Test12345', demo: false, regions: 'sample' });
  const mark = `备份测试${randomBytes(3).toString('hex')}`;
  await db.update(sysUser).set({ realName: mark }).where(eq(sysUser.username, 'admin'));
  fs.mkdirSync(path.dirname(path.join(dataDir, objectKey)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, objectKey), `营业执照 ${mark}`);
  fs.writeFileSync(path.join(dataDir, 'file-url-secret'), randomBytes(32).toString('hex'));
  fs.mkdirSync(path.join(dataDir, 'tmp', 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'tmp', 'uploads', 'spool.part'), 'half an upload');
  return mark;
}

async function contentOf(db: Db) {
  const users = await db.select({ username: sysUser.username, realName: sysUser.realName }).from(sysUser);
  const [{ regions }] = (await db.select({ regions: count() }).from(region)) as [{ regions: number }];
  return { users: users.sort((a, b) => a.username.localeCompare(b.username)), regions };
}

describe('backup and restore of a PGlite installation', () => {
  const source = path.join(work, 'source');
  const target = path.join(work, 'target');
  const archive = path.join(work, 'backups', 'one.tar.gz');
  let before: Awaited<ReturnType<typeof contentOf>>;
  let mark: string;

  it('backs up, restores into a fresh data dir and finds the same rows and files', async () => {
    fs.mkdirSync(source, { recursive: true });
    const database = await openDatabase({ pgliteDir: path.join(source, 'pgdata'), migrationsFolder });
    mark = await fill(database.db, source);
    before = await contentOf(database.db);
    await database.close();

    const manifest = await backup({ dataDir: source, out: archive });
    expect(manifest.database).toBe('pglite');
    const listing = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    expect(listing).not.toMatch(/^tmp\//m);
    expect(listing).not.toMatch(/^server\.lock/m);
    expect(listing).toMatch(/^pgdata\/PG_VERSION$/m);

    await restore({ dataDir: target, archive });
    const restored = await openDatabase({ pgliteDir: path.join(target, 'pgdata'), migrationsFolder });
    const after = await contentOf(restored.db);
    await restored.close();
    expect(after).toEqual(before);
    expect(after.users.some((user) => user.realName === mark)).toBe(true);
    expect(fs.readFileSync(path.join(target, objectKey), 'utf8')).toBe(`营业执照 ${mark}`);
    expect(fs.readFileSync(path.join(target, 'file-url-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(source, 'file-url-secret'), 'utf8'),
    );
    expect(fs.existsSync(path.join(target, 'server.lock'))).toBe(false);
  });

  it('refuses to overwrite an installation unless forced, and then keeps the old one aside', async () => {
    await expect(restore({ dataDir: target, archive })).rejects.toThrow('已有数据');
    fs.writeFileSync(path.join(target, objectKey), 'changed after the restore');
    await restore({ dataDir: target, archive, force: true });
    expect(fs.readFileSync(path.join(target, objectKey), 'utf8')).toBe(`营业执照 ${mark}`);
    const aside = fs.readdirSync(target).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(target, aside[0] as string, objectKey), 'utf8')).toBe(
      'changed after the restore',
    );
  });

  describe('while a server holds the data directory', () => {
    let server: ChildProcess;
    afterAll(() => server?.kill());

    it('refuses to back up or restore', async () => {
      // A live process that holds the lock the way a server does.
      server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      await new Promise((resolve) => server.once('spawn', resolve));
      fs.writeFileSync(path.join(source, 'server.lock'), lockFileContent(server.pid as number));
      await expect(backup({ dataDir: source, out: path.join(work, 'refused.tar.gz') })).rejects.toThrow(
        BackupError,
      );
      expect(fs.existsSync(path.join(work, 'refused.tar.gz'))).toBe(false);
      fs.writeFileSync(path.join(target, 'server.lock'), lockFileContent(server.pid as number));
      await expect(restore({ dataDir: target, archive, force: true })).rejects.toThrow('停止服务');
    });
  });

  it('refuses an archive that is not a backup', async () => {
    const other = path.join(work, 'other.tar.gz');
    fs.mkdirSync(path.join(work, 'other'));
    fs.writeFileSync(path.join(work, 'other', 'x.txt'), 'x');
    execFileSync('tar', ['-czf', other, '-C', path.join(work, 'other'), 'x.txt']);
    await expect(restore({ dataDir: path.join(work, 'fresh'), archive: other })).rejects.toThrow(
      '不是本系统的备份文件',
    );
  });
});

const serverUrl =
  process.env.DATABASE_URL ?? process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();
const reachable =
  hasPgDump &&
  (await (async () => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  })());

async function admin(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(reachable)('backup and restore with PostgreSQL (pg_dump / pg_restore)', () => {
  const names = [`bk_src_${randomBytes(4).toString('hex')}`, `bk_dst_${randomBytes(4).toString('hex')}`];
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('dumps the database with the files and restores both into a fresh database and data dir', async () => {
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
    const [sourceUrl, targetUrl] = names.map((name) => databaseUrlOf(serverUrl, name)) as [string, string];
    const source = path.join(work, 'pg-source');
    const target = path.join(work, 'pg-target');
    const database = await openDatabase({ databaseUrl: sourceUrl, migrationsFolder });
    const mark = await fill(database.db, source);
    const before = await contentOf(database.db);
    await database.close();

    const archive = path.join(work, 'pg.tar.gz');
    expect((await backup({ dataDir: source, databaseUrl: sourceUrl, out: archive })).database).toBe(
      'postgres',
    );
    await expect(restore({ dataDir: target, archive })).rejects.toThrow('DATABASE_URL');
    await restore({ dataDir: target, databaseUrl: targetUrl, archive });
    const restored = await openDatabase({ databaseUrl: targetUrl, migrationsFolder });
    expect(await contentOf(restored.db)).toEqual(before);
    await restored.close();
    expect(fs.readFileSync(path.join(target, objectKey), 'utf8')).toBe(`营业执照 ${mark}`);
    // A second restore onto the filled database needs --force.
    await expect(
      restore({ dataDir: path.join(work, 'pg-again'), databaseUrl: targetUrl, archive }),
    ).rejects.toThrow('已有数据');
  });
});
