import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';

/** A fingerprint of every table's content, to prove that a refused request changed nothing. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(tablename)} x`,
    )) as unknown as { rows: { digest: string }[] };
    parts.push(`${tablename}:${result.rows[0]?.digest}`);
  }
  return parts.join(',');
}

/**
 * A cheaper proof than `databaseFingerprint` for walks of thousands of calls: where the database stood
 * (the next transaction id and each table's row count). `changedSince` then finds any committed change
 * after it: an insert or update leaves a row version made by a newer transaction (its xmin), a delete
 * lowers a count. A transaction that was rolled back leaves neither.
 */
export interface DatabaseMark {
  xid: bigint;
  counts: Map<string, number>;
}

async function tableNames(db: Db): Promise<string[]> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  return tables.rows.map((r) => r.tablename);
}

/** The next transaction id to be handed out (cluster-wide on PostgreSQL: other databases move it too). */
async function nextTransactionId(db: Db): Promise<bigint> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as { rows: { xid: string }[] };
  return BigInt(result.rows[0]!.xid);
}

/**
 * Makes every write to this database's tables count itself: a statement trigger on each table bumps a
 * sequence, which no rollback undoes. Transaction ids cannot say "this database wrote": PostgreSQL hands them
 * out for the whole cluster, so with other test files writing to their own databases beside the walk, every
 * call looked like a write and the walk spent its time proving nothing changed (over 600 s on CI, 15 s alone).
 */
export async function countWrites(db: Db): Promise<void> {
  await db.execute(sql`create sequence if not exists test_write_count`);
  await db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as
      $$ begin perform nextval('test_write_count'); return null; end $$`),
  );
  for (const name of await tableNames(db)) {
    await db.execute(
      sql`create or replace trigger test_count_write after insert or update or delete or truncate on ${sql.identifier(name)} for each statement execute function test_count_write()`,
    );
  }
}

/** How many writing statements this database has seen (after `countWrites`); rolled-back ones count too. */
export async function writeCount(db: Db): Promise<bigint> {
  const result = (await db.execute(
    sql`select case when is_called then last_value else 0 end::text as n from test_write_count`,
  )) as unknown as { rows: { n: string }[] };
  return BigInt(result.rows[0]!.n);
}

async function scan(db: Db, since: bigint) {
  const names = await tableNames(db);
  const parts = names.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows, count(*) filter (where (x.xmin::text)::bigint >= ${String(since % 2n ** 32n)}::bigint)::int as newer from ${sql.identifier(name)} x`,
  );
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; rows: number; newer: number }[];
  };
  return result.rows;
}

export async function markDatabase(db: Db): Promise<DatabaseMark> {
  const xid = await nextTransactionId(db);
  const rows = await scan(db, xid);
  return { xid, counts: new Map(rows.map((r) => [r.name, r.rows])) };
}

/** Tables changed since `mark` (empty when nothing was stored); `ignore` names tables not to look at. */
export async function changedSince(db: Db, mark: DatabaseMark, ignore: string[] = []): Promise<string[]> {
  const rows = await scan(db, mark.xid);
  return rows
    .filter((r) => !ignore.includes(r.name) && (r.newer > 0 || r.rows !== mark.counts.get(r.name)))
    .map((r) => r.name);
}
