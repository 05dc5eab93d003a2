import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/db-template.ts';
import { fetchPage } from './query.ts';

const item = pgTable('page_item', { id: serial('id').primaryKey(), k: integer('k').notNull() });

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
        // The page and its count, each prepared once for all nine calls.
        expect(prepared.rows).toHaveLength(2);
        expect(prepared.rows.map((r) => r.statement).sort()).toEqual([
          'select "id", "k" from "page_item" where "page_item"."k" = $1 order by "page_item"."id" asc limit $2 offset $3',
          'select count(*) from "page_item" where "page_item"."k" = $1',
        ]);
      });
    } finally {
      await database.close();
      await drop();
    }
  });
});
