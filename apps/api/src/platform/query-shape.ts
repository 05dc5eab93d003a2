import { createHash } from 'node:crypto';
import { count, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';
import { addTotalColumn, type Bind, type PageRequest, type Preparable, takeTotal } from './query.ts';

/** The values of one call's placeholders, collected as its conditions are built with `bind`. */
export class QueryShape {
  readonly values: Record<string, unknown> = {};

  // A placeholder stands where the value would: drizzle binds either the same way (a Param with the column's
  // encoder), so the conditions are written once for both.
  readonly bind: Bind = <T>(name: string, value: T): T => {
    if (name in this.values && this.values[name] !== value)
      throw new Error(`placeholder ${name} bound to two values`);
    this.values[name] = value;
    return sql.placeholder(name) as unknown as T;
  };
}

interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}
type Buildable = Preparable<unknown> & { toSQL(): { sql: string } };

const dialect = new PgDialect();
const MAX_SHAPES = 500;
/** Per database handle (a transaction's handle is dropped with it): list and condition shape → its query. */
const shapes = new WeakMap<object, Map<string, Prepared<unknown>>>();

/** Prepared under the hash of its SQL text (one named statement per text on each pooled connection). */
function prepareNamed<Row>(query: unknown): Prepared<Row> {
  const built = query as Buildable;
  const name = `s_${createHash('sha1').update(built.toSQL().sql).digest('base64url')}`;
  return built.prepare(name) as unknown as Prepared<Row>;
}

/** Runs a query whose conditions hold placeholders with their values, as a named prepared statement. */
export const runPrepared = <Row>(query: unknown, values: Record<string, unknown>): Promise<Row[]> =>
  prepareNamed<Row>(query).execute(values);

/**
 * A condition's text and what stands behind each of its parameters, in order: a placeholder's name, or a value
 * bound as itself (then part of the shape, so a cached query never answers for another value). The text alone
 * is not enough: two filters may give the same text under different placeholders (a company staff member's
 * scope and an operator's company filter are both `cmpy_code = $2`).
 */
function shapeOf(where: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(where);
  const names = params.map((p) => {
    const value = p instanceof Param ? p.value : p;
    return value instanceof Placeholder ? value.name : `=${JSON.stringify(value)}`;
  });
  return `${text}\n${names.join()}`;
}

const OFFSET = '__offset';

/**
 * The page size as text of the statement: drizzle sends a number given to `.limit()` as a parameter, which
 * the planner of a generic plan cannot see. An SQL chunk stands where the number would (drizzle writes either
 * after LIMIT), and only a whole page size is ever written.
 */
function literalLimit(pageSize: number): number {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`page size ${pageSize}`);
  return sql.raw(String(pageSize)) as unknown as number;
}

/** What keys a prepared query beside its list's name: its condition's shape and anything else it depends on. */
export interface ShapeKey {
  where: SQL | undefined;
  /** What the query depends on beyond `where`'s shape. */
  variant?: string;
}

/**
 * A list's page as `fetchShapedPage` builds it, with the condition's values as placeholders. Every value is
 * bound before this is returned: `rows` and `total` run only when the shape is first prepared.
 */
export interface PageShape extends ShapeKey {
  /** The page query (a drizzle select builder): `limit` the page size itself, `offset` a placeholder or 0 (page 1). */
  rows(limit: number, offset: number): unknown;
  /** The total as a scalar expression, a column of the page's statement (`addTotalColumn`). */
  total(): SQL;
  /** The total on its own, when the page has no rows to carry it (`runPrepared` with the values). */
  countAlone(values: Record<string, unknown>): Promise<number>;
}

/** `PageShape.total` and `countAlone` of a plain list: `count(*)` of `from` under `where`. */
export function countOf(db: DbOrTx, from: PgTable, where: SQL | undefined) {
  const query = () => db.select({ value: count() }).from(from).where(where);
  return {
    total: () => sql`${query()}`,
    countAlone: async (values: Record<string, unknown>) =>
      (await runPrepared<{ value: number }>(query(), values))[0]?.value ?? 0,
  };
}

/** The query prepared for `key` on `db`, built by `build` the first time (at most MAX_SHAPES per handle). */
function shaped<Row>(db: DbOrTx, key: string, build: () => unknown): Prepared<Row> {
  let byKey = shapes.get(db);
  if (!byKey) {
    byKey = new Map();
    shapes.set(db, byKey);
  }
  let prepared = byKey.get(key) as Prepared<Row> | undefined;
  if (!prepared) {
    prepared = prepareNamed<Row>(build());
    if (byKey.size >= MAX_SHAPES) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, prepared);
  }
  return prepared;
}

/** A value bound only while the queries are built would be missing from every later call: refused. */
function refuseLateValues(call: QueryShape, list: string, expected: number) {
  const late = Object.keys(call.values).slice(expected);
  if (late.length) throw new Error(`${list}: ${late.join()} bound after the shape was built`);
}

const keyOf = (list: string, { variant, where }: ShapeKey) =>
  `${list}\n${variant ?? ''}\n${where ? shapeOf(where) : ''}`;

/**
 * `fetchPage` for the busiest lists: the page query, with its total as a column (`addTotalColumn`), is built by
 * drizzle and prepared once per shape (the list, the text of its condition and what stands behind each
 * parameter), then only executed with each call's values. Building a wide page query took more of a call's
 * time than running it (docs/decisions.md, issue 20 "Prepared list shapes"). `shape` builds the condition with
 * the `bind` it is given, the rest lazily; null answers an empty page (nothing can match).
 */
export async function fetchShapedPage<Row>(
  db: DbOrTx,
  list: string,
  page: PageRequest,
  shape: (bind: Bind) => PageShape | null | Promise<PageShape | null>,
): Promise<{ records: Row[]; total: number }> {
  const call = new QueryShape();
  const built = await shape(call.bind);
  if (!built) return { records: [], total: 0 };
  // The page size is written into the statement and the first page has no OFFSET at all (drizzle leaves out an
  // offset of 0): a `LIMIT $n` or `OFFSET $n` the planner cannot see makes it assume a tenth of the rows are
  // read, so the generic plan looked dearer than the custom one and PostgreSQL planned every call again (0.8 ms
  // of planning for 0.3 ms of running the application list). Each page size and deeper pages are shapes of their own.
  const offset = (page.pageNum - 1) * page.pageSize;
  const key = keyOf(`${list}\n${page.pageSize}\n${offset > 0 ? 'offset' : ''}`, built);
  const prepared = shaped(db, key, () => {
    const bound = Object.keys(call.values).length;
    const query = built.rows(literalLimit(page.pageSize), offset > 0 ? call.bind(OFFSET, 0) : 0);
    if (!addTotalColumn(query, built.total())) throw new Error(`${list}: not a select builder`);
    refuseLateValues(call, list, bound + (offset > 0 ? 1 : 0));
    return query;
  });
  const values = { ...call.values, [OFFSET]: offset };
  const { records, total } = takeTotal<Row>(await prepared.execute(values));
  return { records, total: total ?? (await built.countAlone(values)) };
}

/** A query whose condition `fetchShaped` prepares once per shape. */
export interface QueryOfShape extends ShapeKey {
  /** The query (a drizzle select builder), built only when the shape is first prepared. */
  query(): unknown;
}

/**
 * `fetchShapedPage` without a page, for the busiest counts: the query is built and prepared once per shape of
 * its condition, then executed with each call's values. Building it (drizzle's SQL text) took more of the node's
 * time than PostgreSQL took to answer it from the counters. `shape` as `fetchShapedPage`'s; null answers no rows.
 */
export async function fetchShaped<Row>(
  db: DbOrTx,
  list: string,
  shape: (bind: Bind) => QueryOfShape | null | Promise<QueryOfShape | null>,
): Promise<Row[]> {
  const call = new QueryShape();
  const built = await shape(call.bind);
  if (!built) return [];
  const prepared = shaped<Row>(db, keyOf(list, built), () => {
    const bound = Object.keys(call.values).length;
    const query = built.query();
    refuseLateValues(call, list, bound);
    return query;
  });
  return prepared.execute(call.values);
}
