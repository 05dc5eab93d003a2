import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/db-template.ts';
import type { Bind } from './query.ts';
import { countOf, fetchShaped, fetchShapedPage } from './query-shape.ts';

const item = pgTable('shape_item', {
  id: serial('id').primaryKey(),
  k: integer('k').notNull(),
  owner: text('owner').notNull(),
});

// On both engines: a list prepared once per shape answers each call with that call's values.
describe('fetchShapedPage', () => {
  it('answers each call with its own values, and never one shape for another', async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    try {
      const { db } = database;
      await db.execute(
        sql`create table shape_item (id serial primary key, k integer not null, owner text not null)`,
      );
      await db.execute(
        sql`insert into shape_item (k, owner) select g % 3, case when g <= 20 then 'a' else 'b' end from generate_series(1, 30) g`,
      );
      const page = (filter: (bind: Bind) => SQL | undefined, pageNum = 1, pageSize = 4) =>
        fetchShapedPage<{ id: number }>(db, 'items', { pageNum, pageSize }, (bind) => {
          const where = filter(bind);
          return {
            where,
            ...countOf(db, item, where),
            rows: (limit, offset) =>
              db
                .select({ id: item.id })
                .from(item)
                .where(where)
                .orderBy(asc(item.id))
                .limit(limit)
                .offset(offset),
          };
        });
      const ids = async (f: (bind: Bind) => SQL | undefined, pageNum = 1, pageSize = 4) => {
        const { total, records } = await page(f, pageNum, pageSize);
        return { total, ids: records.map((r) => r.id) };
      };
      const ofK = (k: number) => (bind: Bind) => eq(item.k, bind('k', k));
      expect(await ids(ofK(1))).toEqual({ total: 10, ids: [1, 4, 7, 10] });
      // The same shape again, other values: the prepared query takes them.
      expect(await ids(ofK(2), 2)).toEqual({ total: 10, ids: [14, 17, 20, 23] });
      expect(await ids(ofK(0), 4)).toEqual({ total: 10, ids: [] });
      // The page size is written into the statement: another size is another shape, never the first one's rows.
      expect(await ids(ofK(1), 1, 3)).toEqual({ total: 10, ids: [1, 4, 7] });
      expect(await ids(ofK(1), 2, 3)).toEqual({ total: 10, ids: [10, 13, 16] });
      expect(await ids(ofK(1), 1, 4)).toEqual({ total: 10, ids: [1, 4, 7, 10] });
      // Two filters with the same text (`owner = $1`) under different placeholders: two shapes.
      const byScope = (owner: string) => (bind: Bind) => eq(item.owner, bind('scope', owner));
      const byOwner = (owner: string) => (bind: Bind) => eq(item.owner, bind('owner', owner));
      expect((await ids(byScope('a'))).total).toBe(20);
      expect((await ids(byOwner('b'))).total).toBe(10);
      // A value bound as itself is part of the shape: another value is not answered from the first.
      const literal = (owner: string) => () => eq(item.owner, owner);
      expect((await ids(literal('a'))).total).toBe(20);
      expect((await ids(literal('b'))).total).toBe(10);
      // Without a page (`fetchShaped`): each call's values, the same shape prepared once; null answers nothing.
      const perOwner = (k: number) =>
        fetchShaped<{ owner: string; n: number }>(db, 'owners', (bind) => {
          const where = eq(item.k, bind('k', k));
          return {
            where,
            query: () =>
              db
                .select({ owner: item.owner, n: sql<number>`count(*)::int` })
                .from(item)
                .where(where)
                .groupBy(item.owner)
                .orderBy(item.owner),
          };
        });
      expect(await perOwner(0)).toEqual([
        { owner: 'a', n: 6 },
        { owner: 'b', n: 4 },
      ]);
      expect(await perOwner(1)).toEqual([
        { owner: 'a', n: 7 },
        { owner: 'b', n: 3 },
      ]);
      expect(await fetchShaped(db, 'owners', () => null)).toEqual([]);
      // A value bound only while the queries are built would be missing from later calls: refused at once.
      await expect(
        fetchShapedPage(db, 'late', { pageNum: 1, pageSize: 4 }, (bind) => ({
          where: undefined,
          ...countOf(db, item, undefined),
          rows: (limit, offset) =>
            db
              .select({ id: item.id })
              .from(item)
              .where(eq(item.k, bind('late', 1)))
              .limit(limit)
              .offset(offset),
        })),
      ).rejects.toThrow('late: late bound after the shape was built');
    } finally {
      await drop();
    }
  });
});
