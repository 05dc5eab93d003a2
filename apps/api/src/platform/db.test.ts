import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

const serverUrl = process.env.DATABASE_URL;
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Only a PostgreSQL server has a pool whose connections can die under it.
describe.skipIf(!serverUrl)('PostgreSQL pool', () => {
  it('survives its idle connections being killed and answers the next query on a new one', async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
    try {
      await database.db.execute(sql`select 1`);
      const killed = await admin((c) =>
        c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
      expect(rows.rows[0]).toEqual({ two: 2 });
    } finally {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
