import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: embedded PGlite and node-postgres speak the same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle usable inside or outside a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…` for a server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined means in memory (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this dumped data dir (`dumpDataDir`) instead of an empty one (tests). */
  pgliteImage?: Blob | undefined;
  migrationsFolder: string;
}

/**
 * Whether other requests run on other connections (PostgreSQL's pool) while a transaction is open, or wait
 * for it (embedded PGlite: one connection, a transaction holds it whole).
 */
export const hasOwnConnections = (db: Db): boolean =>
  !((db as { $client?: unknown }).$client instanceof PGlite);

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    let closing = false;
    // An idle connection that dies (a server restart, an administrator's kill, a dropped database) emits
    // 'error' on the pool; unheard, it would end the process. The pool opens a new one on the next query.
    pool.on('error', (error) => {
      if (!closing)
        console.error(
          JSON.stringify({ level: 50, msg: 'idle PostgreSQL connection lost', err: error.message }),
        );
    });
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder: options.migrationsFolder });
    const close = async () => {
      closing = true;
      await pool.end();
    };
    return { db: db as unknown as Db, kind: 'postgres', close };
  }
  const client = options.pgliteDir
    ? new PGlite(path.resolve(options.pgliteDir), { extensions: { btree_gist, pg_trgm } })
    : new PGlite({
        extensions: { btree_gist, pg_trgm },
        ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
      });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
