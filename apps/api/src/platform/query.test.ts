import { asc, eq, sql } from 'drizzle-orm';
import { integer, type PgSelect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/db-template.ts';
import { fetchPage } from './query.ts';

const item = pgTable('page_item', { id: serial('id').primaryKey(), k: integer('k').notNull() });
/** Rows of `k`, by id, one page. */
const ofK = <T extends PgSelect>(query: T, k: number, limit: number, offset: number) =>
  query.where(eq(item.k, k)).orderBy(asc(item.id)).limit(limit).offset(offset);
const label = pgTable('page_label', { k: integer('k').primaryKey(), name: text('name').notNull() });

// On both engines: the page and its total from one statement answer what two statements answered.
describe('fetchPage', () => {
  it('answers the page and the total of the condition, past the end and through joins too', async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    try {
      const { db } = database;
      await db.execute(sql`create table page_item (id serial primary key, k integer not null)`);
      await db.execute(sql`create table page_label (k integer primary key, name text not null)`);
      await db.execute(
        sql`insert into page_item (k) select case when g <= 30 then 0 when g <= 50 then 1 else 2 end from generate_series(1, 60) g`,
      );
      await db.execute(sql`insert into page_label values (0, 'zero'), (1, 'one')`);
      const flat = (k: number, pageNum: number) =>
        fetchPage(db, { pageNum, pageSize: 7 }, item, eq(item.k, k), (limit, offset) =>
          db.select().from(item).where(eq(item.k, k)).orderBy(asc(item.id)).limit(limit).offset(offset),
        );
      expect(await flat(1, 3)).toEqual({
        total: 20,
        records: [15, 16, 17, 18, 19, 20].map((i) => ({ id: 30 + i, k: 1 })),
      });
      // The rows carry no more keys than the query selected.
      expect(Object.keys((await flat(0, 1)).records[0]!)).toEqual(['id', 'k']);
      // A page past the end and a condition matching nothing still answer the total.
      expect(await flat(2, 3)).toEqual({ total: 10, records: [] });
      expect(await flat(9, 1)).toEqual({ total: 0, records: [] });
      // A whole-table selection with a join (nested rows), and a partial one with a left join's nulls.
      const joined = await fetchPage(db, { pageNum: 2, pageSize: 2 }, item, eq(item.k, 2), (limit, offset) =>
        ofK(db.select().from(item).leftJoin(label, eq(label.k, item.k)).$dynamic(), 2, limit, offset),
      );
      expect(joined).toEqual({
        total: 10,
        records: [
          { page_item: { id: 53, k: 2 }, page_label: null },
          { page_item: { id: 54, k: 2 }, page_label: null },
        ],
      });
      const named = await fetchPage(db, { pageNum: 1, pageSize: 1 }, item, eq(item.k, 1), (limit, offset) =>
        ofK(
          db
            .select({ id: item.id, name: label.name })
            .from(item)
            .leftJoin(label, eq(label.k, item.k))
            .$dynamic(),
          1,
          limit,
          offset,
        ),
      );
      expect(named).toEqual({ total: 20, records: [{ id: 31, name: 'one' }] });
      // An awaited page (not a builder) runs beside its count as before.
      const awaited = await fetchPage(db, { pageNum: 1, pageSize: 2 }, item, eq(item.k, 0), async (limit) =>
        (await db.select({ id: item.id }).from(item).where(eq(item.k, 0)).orderBy(asc(item.id))).slice(
          0,
          limit,
        ),
      );
      expect(awaited).toEqual({ total: 30, records: [{ id: 1 }, { id: 2 }] });
    } finally {
      await database.close();
      await drop();
    }
  });
});

// Named statements live per connection of a PostgreSQL server (PGlite's driver runs the same queries unnamed).
describe.skipIf(!process.env.DATABASE_URL)('fetchPage on PostgreSQL', () => {
  it('runs each list shape as one named prepared statement per connection, answering every value right', async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    try {
      const { db } = database;
      await db.execute(sql`create table page_item (id serial primary key, k integer not null)`);
      // k = 0 for 30 rows, 1 for 20, 2 for 10.
      await db.execute(
        sql`insert into page_item (k) select case when g <= 30 then 0 when g <= 50 then 1 else 2 end from generate_series(1, 60) g`,
      );
      const list = (tx: typeof db, k: number, pageNum: number) =>
        fetchPage(tx, { pageNum, pageSize: 7 }, item, eq(item.k, k), (limit, offset) =>
          tx.select().from(item).where(eq(item.k, k)).orderBy(asc(item.id)).limit(limit).offset(offset),
        );
      // One transaction: one connection, whose prepared statements are readable.
      await db.transaction(async (tx) => {
        const t = tx as unknown as typeof db;
        for (let round = 0; round < 3; round++) {
          for (const [k, total] of [
            [0, 30],
            [1, 20],
            [2, 10],
          ] as const) {
            const page = await list(t, k, 2);
            expect(page.total).toBe(total);
            expect(page.records.map((r) => r.k)).toEqual(Array(Math.min(7, total - 7)).fill(k));
            expect(page.records[0]!.id).toBe({ 0: 8, 1: 38, 2: 58 }[k]);
          }
        }
        const prepared = (await tx.execute(
          sql`select name, statement from pg_prepared_statements where name like 'q\\_%'`,
        )) as unknown as { rows: { name: string; statement: string }[] };
        // The page with its count as a column: one statement, prepared once for all nine calls.
        expect(prepared.rows.map((r) => r.statement)).toEqual([
          'select "id", "k", (select count(*) from "page_item" where "page_item"."k" = $1) from "page_item" where "page_item"."k" = $2 order by "page_item"."id" asc limit $3 offset $4',
        ]);
      });
    } finally {
      await database.close();
      await drop();
    }
  });
});
