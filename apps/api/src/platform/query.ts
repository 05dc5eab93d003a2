import { createHash } from 'node:crypto';
import { type AnyColumn, and, count, ilike, type SQL, sql } from 'drizzle-orm';
import { index, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/**
 * How a filter's value enters a query: as itself (`literal`: drizzle binds it as a parameter), or as a named
 * placeholder of a prepared query shape (`QueryShape.bind`, platform/query-shape.ts), filled on each call. The
 * answer only goes into a drizzle condition, where a placeholder stands as the value would.
 */
export type Bind = <T>(name: string, value: T) => T;
export const literal: Bind = (_name, value) => value;

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The distinct two-character pieces of a text, lower-cased (SQL function `name_bigrams`, migration 0039_h20bigram).
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
 * `bind` gives the search to the query (a placeholder of a prepared shape, platform/query-shape.ts, under `name`).
 * Not ILIKE for one or two: a named statement's generic plan cannot see the pattern, takes the trigram index
 * for `ILIKE $1`, and for a pattern with no trigram that reads every entry (432 ms against 6 ms on 100,000
 * names; docs/decisions.md, issue 20 h20bigram). Each searched column has both indexes (`nameSearchIndexes`).
 */
export function containsText(column: AnyColumn, text: string, bind: Bind = literal, name = 'contains'): SQL {
  const chars = [...text].length;
  if (chars > 2) return ilike(column, bind(name, containsPattern(text)));
  const value = bind(name, text);
  const found = sql`strpos(lower(${column}), lower(${value}::text)) > 0`;
  return chars === 2
    ? (and(found, sql`${nameBigrams(column)} @> name_bigrams(${value}::text)`) as SQL)
    : found;
}

/** Whether `containsText(…, text)` is answered by an index (two characters or more). */
export const indexedSearch = (text: string | undefined): boolean => !!text && [...text].length > 1;

/**
 * `column` as an ORDER BY key that no index gives, for a page filtered by an indexed contains-search
 * (`indexedSearch`). Ordered by the column itself, the planner, expecting the matches spread evenly, walks the
 * list's index in order and tests each row until the page is full; where the newest rows hold no match it
 * reads most of the table (391 ms for 姓名含「王伟」 on 1,000,000 applications, against 8 ms from the name
 * index and a sort of its 3,831 matches). The page's total reads every match anyway, so taking the page from
 * the matches costs no more than the total. The same order: adding nothing keeps the values and the nulls.
 */
export const unindexedOrder = (column: AnyColumn): SQL => sql`(${column} + interval '0 s')`;

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

/** The key of the total added to a page's rows by `pageWithTotal` (taken off before they are answered). */
const TOTAL = '__pageTotal';

interface SelectConfig {
  fields?: Record<string, unknown>;
  setOperators?: unknown[];
}

/**
 * Adds `total` (a scalar SQL expression, e.g. a parenthesised `count(*)` query) to a drizzle select builder as
 * one more column, so the page and its total come back in one statement and one round trip instead of two:
 * an uncorrelated scalar subquery is evaluated once per statement (an InitPlan), whatever the page's plan.
 * Answers false when the query cannot take the column (not a drizzle select builder, or a UNION).
 */
export function addTotalColumn(query: unknown, total: SQL): boolean {
  const config = (query as { config?: SelectConfig } | null)?.config;
  if (!isPreparable(query) || !config?.fields || config.setOperators?.length || TOTAL in config.fields)
    return false;
  config.fields = { ...config.fields, [TOTAL]: total.mapWith(Number) };
  return true;
}

/** The rows of a query given `addTotalColumn`, and the total they carry (`null` when no row came back). */
export function takeTotal<Row>(rows: unknown[]): { records: Row[]; total: number | null } {
  const withTotal = rows as (Row & { [TOTAL]?: number })[];
  if (!withTotal.length) return { records: [], total: null };
  const total = withTotal[0]?.[TOTAL] ?? 0;
  return { records: withTotal.map(({ [TOTAL]: _, ...row }) => row as Row), total };
}

/**
 * Runs a page query with `total` as one more column (`addTotalColumn`), as a named prepared statement.
 * Answers `null` when the query cannot take the column; `total` is `null` when the page has no rows (no row
 * carries it: the caller counts on its own). The total and the page read one snapshot.
 */
export async function pageWithTotal<Row>(
  query: unknown,
  total: SQL,
): Promise<{ records: Row[]; total: number | null } | null> {
  if (!addTotalColumn(query, total)) return null;
  return takeTotal<Row>(await runNamed(query as Preparable<Row>));
}

/**
 * A page and its total: in one statement when `query` is a drizzle select builder (`pageWithTotal`, the
 * `total` expression as a column), else, or when the page is empty, `countAlone` runs for the total.
 */
export async function withTotal<Row>(
  query: Promise<Row[]>,
  total: SQL,
  countAlone: () => Promise<number>,
): Promise<{ records: Row[]; total: number }> {
  const together = await pageWithTotal<Row>(query, total);
  if (together?.total != null) return { records: together.records, total: together.total };
  if (together) return { records: together.records, total: await countAlone() };
  const [records, n] = await Promise.all([isPreparable<Row>(query) ? runNamed(query) : query, countAlone()]);
  return { records, total: n };
}

/**
 * One page of a list as the API answers it (`{records, total}`): the rows of the page and the count of
 * all rows matching the same condition. When `rows` answers a drizzle select builder (not yet awaited), the
 * count is a column of the page's statement (`withTotal`), run as a named prepared statement (`runNamed`);
 * an empty page counts on its own (a page past the end still answers the total). Anything else (an awaited
 * promise) runs beside the count as two statements.
 */
export function fetchPage<Row>(
  db: DbOrTx,
  page: PageRequest,
  from: PgTable,
  where: SQL | undefined,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<{ records: Row[]; total: number }> {
  const countQuery = () => db.select({ value: count() }).from(from).where(where);
  return withTotal(
    rows(page.pageSize, (page.pageNum - 1) * page.pageSize),
    sql`${countQuery()}`,
    async () => (await runNamed(countQuery()))[0]?.value ?? 0,
  );
}
