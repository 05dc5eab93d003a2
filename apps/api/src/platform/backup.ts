import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

/**
 * Backup and restore of one installation (`npm run backup`, `npm run restore`): a gzipped tar archive with
 * - `manifest.json` (format, when, which database);
 * - the database: PGlite's data folder `pgdata/` copied while no server holds the data directory (the backup
 *   takes the server's lock itself, so no server can start half-way), or, with DATABASE_URL, `database.dump`
 *   from `pg_dump --format=custom` (consistent while servers run);
 * - the uploaded files `files/` and the keys generated in DATA_DIR (`file-url-secret`…), so signed links and
 *   test-payment tickets stay valid after a restore.
 * The upload spool `tmp/` and the lock are left out.
 */
export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The archive to write (`.tar.gz`). */
  out: string;
}

export interface RestoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  archive: string;
  /** Replace an existing installation (its database and files are moved aside, never deleted). */
  force?: boolean;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
}

export class BackupError extends Error {}

const skipped = new Set(['server.lock', 'tmp']);

/** Entries of DATA_DIR that go into an archive (the database folder only for PGlite). */
function dataEntries(dataDir: string, withPgdata: boolean): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name) && !entry.name.startsWith('before-restore-'))
    .filter((entry) =>
      entry.isDirectory()
        ? entry.name === 'files' || (withPgdata && entry.name === 'pgdata')
        : entry.isFile(),
    )
    .map((entry) => entry.name)
    .sort();
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: env ?? process.env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`找不到命令 ${command}，请先安装（${command} not found）`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} 失败（exit ${code}）：${stderr.trim()}`)),
    );
  });
}

/** Holds the data directory's lock for the duration of `work`, refusing while a server holds it. */
async function withLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new BackupError(
        `${error.message}\n备份与恢复 PGlite 数据前请先停止服务。Stop the server before backing up or restoring PGlite data.`,
      );
    throw error;
  }
  try {
    return await work();
  } finally {
    release();
  }
}

export async function backup(options: BackupOptions): Promise<Manifest> {
  const dataDir = path.resolve(options.dataDir);
  const out = path.resolve(options.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(out), '.backup-'));
  try {
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: options.databaseUrl ? 'postgres' : 'pglite',
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const archive = async (entries: string[]) => {
      const temporary = `${out}.part`;
      await run('tar', [
        '-czf',
        temporary,
        '-C',
        staging,
        ...fs.readdirSync(staging),
        ...(entries.length ? ['-C', dataDir, ...entries] : []),
      ]);
      fs.renameSync(temporary, out);
    };
    if (options.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(staging, 'database.dump'),
        '--dbname',
        options.databaseUrl,
      ]);
      await archive(dataEntries(dataDir, false));
    } else {
      if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION')))
        throw new BackupError(`${dataDir} 中没有数据库（no pgdata/ in ${dataDir}）`);
      await withLock(dataDir, () => archive(dataEntries(dataDir, true)));
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Whether the PostgreSQL database already holds the application's tables. */
async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

export async function restore(options: RestoreOptions): Promise<Manifest> {
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  if (!fs.existsSync(archive)) throw new BackupError(`找不到备份文件 ${archive}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', staging]);
    let manifest: Manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new BackupError(`${archive} 不是本系统的备份文件（no manifest.json）`);
    }
    if (manifest.format !== 1) throw new BackupError(`不支持的备份格式 ${manifest.format}`);
    if (manifest.database === 'postgres' && !options.databaseUrl)
      throw new BackupError(
        '该备份来自 PostgreSQL，恢复时请设置 DATABASE_URL（the archive holds a pg_dump）',
      );
    if (manifest.database === 'pglite' && options.databaseUrl)
      throw new BackupError('该备份来自内置数据库 PGlite，恢复时请不要设置 DATABASE_URL');

    const incoming = fs
      .readdirSync(staging)
      .filter((name) => name !== 'manifest.json' && name !== 'database.dump');
    const existing = incoming.filter((name) => fs.existsSync(path.join(dataDir, name)));
    const occupied = existing.filter((name) => name === 'pgdata' || name === 'files');
    if (occupied.length && !options.force)
      throw new BackupError(
        `${dataDir} 中已有数据（${occupied.join('、')}）；确认覆盖请加 --force，原数据会移到 before-restore-…/ 目录`,
      );
    const place = () => {
      if (existing.length) {
        const aside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
        fs.mkdirSync(aside);
        for (const name of existing) fs.renameSync(path.join(dataDir, name), path.join(aside, name));
      }
      for (const name of incoming) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    };

    if (manifest.database === 'postgres') {
      const databaseUrl = options.databaseUrl as string;
      if (!options.force && (await postgresHasTables(databaseUrl)))
        throw new BackupError('目标 PostgreSQL 数据库中已有数据；确认覆盖请加 --force');
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        databaseUrl,
        path.join(staging, 'database.dump'),
      ]);
      place();
    } else {
      await withLock(dataDir, async () => place());
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
