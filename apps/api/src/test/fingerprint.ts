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
