import { createHash } from 'node:crypto';
import { type AnyColumn, and, count, ilike, type SQL, sql } from 'drizzle-orm';
import { index, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The distinct two-character pieces of a text, lower-cased (SQL function `name_bigrams`, migration 0037_h20bigram).
 * A text contains a two-character search only if its pieces contain the search's, so a GIN index on a name's
 * pieces (`nameBigramIndex`) answers the contains-searches too short for a trigram: two Chinese characters
 * (王伟, 司机, 保洁), which is most Chinese name searches.
 */
export const nameBigrams = (text: AnyColumn | string) =>
  typeof text === 'string' ? sql`name_bigrams(${text}::text)` : sql`name_bigrams(${text})`;

/**
 * The two GIN indexes a `containsText` search of a large table needs: `<name>_trgm` (pg_trgm, created by the
 * migrations: searches of three or more characters) and `<name>_bigram` (`name_bigrams`: two characters).
 */
export const nameSearchIndexes = (name: string, column: AnyColumn) => [
  index(`${name}_trgm`).using('gin', sql`${column} gin_trgm_ops`),
  index(`${name}_bigram`).using('gin', nameBigrams(column)),
];

/**
 * "`column` contains `text`", case-insensitive, the user's `%`, `_` and `\` literal; what is added to the exact
 * test only lets an index find the rows. By the search's length in characters:
 * - one: `strpos(lower(column), lower(text)) > 0` alone (the same test as ILIKE, which lower-cases both sides).
 *   No index narrows one character cheaply (a surname matches a large share of the rows), so a list reads its
 *   order's index and stops after the page.
 * - two: the same, and the name's bigrams contain the search's, which the GIN index on `name_bigrams(column)`
 *   answers.
 * - three or more: ILIKE (`containsPattern`), which the pg_trgm GIN index answers.
 * Not ILIKE for one or two: a named statement's generic plan cannot see the pattern, takes the trigram index
 * for `ILIKE $1`, and for a pattern with no trigram that reads every entry (432 ms against 6 ms on 100,000
 * names; docs/decisions.md, issue 20 h20bigram). Each searched column has both indexes (`nameSearchIndexes`).
 */
export function containsText(column: AnyColumn, text: string): SQL {
  const chars = [...text].length;
  if (chars > 2) return ilike(column, containsPattern(text));
  const found = sql`strpos(lower(${column}), lower(${text}::text)) > 0`;
  return chars === 2 ? (and(found, sql`${nameBigrams(column)} @> ${nameBigrams(text)}`) as SQL) : found;
}

/**
 * Newest first in the order the list indexes keep: drizzle-kit writes an index's `.desc()` as DESC NULLS LAST,
 * while a bare `desc()` in a query means NULLS FIRST, which such an index cannot give, so every page sorted
 * all matching rows. The columns ordered by are NOT NULL, so the rows come in the same order either way.
 */
export const newestFirst = (...columns: AnyColumn[]) => columns.map((c) => sql`${c} desc nulls last`);

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** A query builder drizzle can prepare (every `db.select()…` chain). */
export interface Preparable<Row> {
  prepare(name: string): { execute(): Promise<Row[]> };
}

const isPreparable = <Row>(q: unknown): q is Preparable<Row> =>
  typeof (q as { prepare?: unknown } | null)?.prepare === 'function';

/**
 * Runs a built query as a named prepared statement whose name is the hash of its SQL text, so each shape of a
 * list (which filters are set) is parsed and planned once per pooled connection, not on every call: PostgreSQL
 * plans the first five executions with the values and then keeps a generic plan when it costs no more. On
 * 100,000 jobs planning the job page took 1.5 ms of a 2 ms statement (docs/decisions.md, issue 20 h20rps).
 * drizzle builds the query once (`prepare`), and the name is set from the text it built; PGlite's driver has
 * no named statements and runs the same query unnamed.
 */
export function runNamed<Row>(query: Preparable<Row>): Promise<Row[]> {
  const prepared = query.prepare('');
  const configs = prepared as unknown as {
    queryString?: string;
    queryConfig?: { name?: string };
    rawQueryConfig?: { name?: string };
  };
  if (configs.queryString !== undefined && configs.queryConfig && 'name' in configs.queryConfig) {
    const name = `q_${createHash('sha1').update(configs.queryString).digest('base64url')}`;
    configs.queryConfig.name = name;
    if (configs.rawQueryConfig) configs.rawQueryConfig.name = name;
  }
  return prepared.execute();
}

/**
 * One page of a list as the API answers it (`{records, total}`): the rows of the page and the count of
 * all rows matching the same condition, side by side. When `rows` answers a drizzle query builder (not yet
 * awaited), it and the count run as named prepared statements (`runNamed`).
 */
export async function fetchPage<Row>(
  db: DbOrTx,
  page: PageRequest,
  from: PgTable,
  where: SQL | undefined,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<{ records: Row[]; total: number }> {
  const pageQuery = rows(page.pageSize, (page.pageNum - 1) * page.pageSize);
  const [records, [total]] = await Promise.all([
    isPreparable<Row>(pageQuery) ? runNamed(pageQuery) : pageQuery,
    runNamed(db.select({ value: count() }).from(from).where(where)),
  ]);
  return { records, total: total?.value ?? 0 };
}
