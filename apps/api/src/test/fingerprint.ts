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

/** The next transaction id to be handed out; unchanged as long as nothing tried to write. */
export async function nextTransactionId(db: Db): Promise<bigint> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as { rows: { xid: string }[] };
  return BigInt(result.rows[0]!.xid);
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
