import { createHash } from 'node:crypto';
import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
 * Runs a page query with `total` (a scalar SQL expression, e.g. a parenthesised `count(*)` query) as one more
 * column, so the page and its total come back in one statement and one round trip instead of two: an
 * uncorrelated scalar subquery is evaluated once per statement (an InitPlan), whatever the page's plan.
 * Answers `null` when the query cannot take the column (not a drizzle select builder, or a UNION); `total` is
 * `null` when the page has no rows (no row carries it: the caller counts on its own).
 * The total and the page now read one snapshot (they were two statements before).
 */
export async function pageWithTotal<Row>(
  query: unknown,
  total: SQL,
): Promise<{ records: Row[]; total: number | null } | null> {
  const config = (query as { config?: SelectConfig } | null)?.config;
  if (!isPreparable(query) || !config?.fields || config.setOperators?.length || TOTAL in config.fields)
    return null;
  config.fields = { ...config.fields, [TOTAL]: total.mapWith(Number) };
  const rows = (await runNamed(query)) as (Row & { [TOTAL]?: number })[];
  if (!rows.length) return { records: [], total: null };
  const first = rows[0]?.[TOTAL] ?? 0;
  const records = rows.map(({ [TOTAL]: _, ...row }) => row as Row);
  return { records, total: first };
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
