import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../platform/db.ts';
import { seed } from '../seed/seed.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);
export const TEST_PASSWORD = 'Test12345';

/**
 * Every API test file starts from the same migrated and seeded database. Making it takes most of a test
 * file's set-up, so the run makes it once (vitest globalSetup) and each file copies it: a PostgreSQL
 * template database (`CREATE DATABASE … TEMPLATE`), or a dumped PGlite data dir loaded into memory.
 */
export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

const seedTestData = (db: Parameters<typeof seed>[0]) =>
  seed(db, { adminPassword: TEST_PASSWORD, demo: true, regions: 'sample' });

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function createTemplate(serverUrl: string | undefined): Promise<DbTemplate> {
  if (serverUrl) {
    const name = `tmpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), migrationsFolder });
    await seedTestData(database.db);
    // A template database can be copied only while nobody is connected to it.
    await database.close();
    return { kind: 'postgres', name };
  }
  const database = await openDatabase({ migrationsFolder });
  await seedTestData(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const image = await client.dumpDataDir('gzip');
  const file = path.join(os.tmpdir(), `hr-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  await database.close();
  return { kind: 'pglite', file };
}

export async function dropTemplate(template: DbTemplate, serverUrl: string | undefined) {
  if (template.kind === 'pglite') fs.rmSync(template.file, { force: true });
  else if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
}

/**
 * A fresh database for one test file, copied from the run's template when there is one (else migrated and
 * seeded here); `drop` removes a PostgreSQL copy afterwards.
 */
export async function openTestDatabase(template: DbTemplate | undefined) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      serverUrl,
      template?.kind === 'postgres'
        ? `CREATE DATABASE ${name} TEMPLATE ${template.name}`
        : `CREATE DATABASE ${name}`,
    );
    const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), migrationsFolder });
    if (template?.kind !== 'postgres') await seedTestData(database.db);
    const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return { database, drop, url: databaseUrlOf(serverUrl, name) };
  }
  if (template?.kind === 'pglite') {
    const pgliteImage = new Blob([fs.readFileSync(template.file)]);
    const database = await openDatabase({ migrationsFolder, pgliteImage });
    return { database, drop: async () => {} };
  }
  const database = await openDatabase({ migrationsFolder });
  await seedTestData(database.db);
  return { database, drop: async () => {} };
}
