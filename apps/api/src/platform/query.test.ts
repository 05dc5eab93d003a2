import { asc, count, eq, sql } from 'drizzle-orm';
import { integer, PgDialect, type PgSelect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/db-template.ts';
import { containsText, fetchPage, nameBigrams } from './query.ts';

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

const named = pgTable('name_item', { id: serial('id').primaryKey(), name: text('name').notNull() });

/** The names searched: Chinese, ASCII in both cases, mixed, and the LIKE wildcards and escape as text. */
const NAMES = [
  '王伟',
  '王伟强',
  '张王伟',
  '王小伟',
  '王',
  '伟王',
  '货车司机',
  '司机（急招）',
  '司',
  'Wang Wei',
  'WANG',
  'wangwei',
  'ab',
  'AB司机',
  '100%纯棉',
  '1000纯棉',
  '50_50',
  '50-50',
  'a\\b',
  'ab\\',
];

/** Search text → the names containing it (case-insensitive; %, _ and \ literal). */
const SEARCHES: [string, string[]][] = [
  ['王', ['王伟', '王伟强', '张王伟', '王小伟', '王', '伟王']],
  ['司', ['货车司机', '司机（急招）', '司', 'AB司机']],
  ['w', ['Wang Wei', 'WANG', 'wangwei']],
  ['%', ['100%纯棉']],
  ['_', ['50_50']],
  ['\\', ['a\\b', 'ab\\']],
  ['王伟', ['王伟', '王伟强', '张王伟']],
  ['伟王', ['伟王']],
  ['司机', ['货车司机', '司机（急招）', 'AB司机']],
  ['ab', ['ab', 'AB司机', 'ab\\']],
  ['AB', ['ab', 'AB司机', 'ab\\']],
  ['b司', ['AB司机']],
  ['g ', ['Wang Wei']],
  ['0%', ['100%纯棉']],
  ['0_', ['50_50']],
  ['%%', []],
  ['b\\', ['ab\\']],
  ['王伟强', ['王伟强']],
  ['车司机', ['货车司机']],
  ['WANG', ['Wang Wei', 'WANG', 'wangwei']],
  ['ang w', ['Wang Wei']],
  ['0%纯', ['100%纯棉']],
  ['50_5', ['50_50']],
  ['王小伟强', []],
];

describe('containsText', () => {
  it('answers exactly the names containing the search, for one, two and more characters', async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    try {
      const { db } = database;
      await db.execute(sql`create table name_item (id serial primary key, name text not null)`);
      await db.insert(named).values(NAMES.map((name) => ({ name })));
      for (const [search, expected] of SEARCHES) {
        const rows = await db.select().from(named).where(containsText(named.name, search)).orderBy(named.id);
        expect(
          rows.map((r) => r.name),
          search,
        ).toEqual(expected);
        // The same as the JavaScript reading of "contains, ignoring case".
        expect(expected).toEqual(NAMES.filter((n) => n.toLowerCase().includes(search.toLowerCase())));
      }
    } finally {
      await database.close();
      await drop();
    }
  });

  it('adds the bigram condition for two characters only', () => {
    const dialect = new PgDialect();
    const text = (search: string) => dialect.sqlToQuery(containsText(named.name, search)).sql;
    expect(text('司机')).toContain('name_bigrams("name_item"."name") @> name_bigrams($2::text)');
    // One and two characters never as ILIKE, which a generic plan would give to the trigram index.
    expect(text('司机')).not.toContain('ilike');
    expect(text('司')).not.toContain('ilike');
    expect(text('货车司机')).toContain('ilike');
    expect(text('司')).not.toContain('name_bigrams');
    expect(text('货车司机')).not.toContain('name_bigrams');
  });

  it('name_bigrams gives the distinct lower-cased two-character pieces', async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    try {
      const { db } = database;
      const pieces = async (t: string) => {
        const r = (await db.execute(sql`select ${nameBigrams(t)} as b`)) as unknown as {
          rows: { b: string[] }[];
        };
        return [...r.rows[0]!.b].sort();
      };
      expect(await pieces('王伟王伟')).toEqual(['伟王', '王伟'].sort());
      expect(await pieces('AbC')).toEqual(['ab', 'bc']);
      expect(await pieces('王')).toEqual([]);
      expect(await pieces('')).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});

// The plans at a realistic size: 200,000 names of surname + given name, as the applications have.
describe.skipIf(!process.env.DATABASE_URL)('containsText on PostgreSQL at 200,000 names', () => {
  it('reads the bigram index for two characters and the trigram index for three', async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    try {
      const { db } = database;
      await db.execute(sql`create table name_item (id serial primary key, name text not null)`);
      await db.execute(sql`
        insert into name_item (name)
        select (array['王','李','张','刘','陈','杨','赵','黄','周','吴','徐','孙','胡','朱','高','林'])[1 + g % 16]
            || (array['伟','芳','娜','秀英','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛'])[1 + (g / 16) % 16]
            || case when g % 7 = 0 then '明' else '' end
        from generate_series(1, 200000) g`);
      await db.execute(sql`create index name_item_name_trgm on name_item using gin (name gin_trgm_ops)`);
      await db.execute(sql`create index name_item_name_bigram on name_item using gin (name_bigrams(name))`);
      await db.execute(sql`analyze name_item`);
      const plan = async (search: string) => {
        const query = db.select({ n: count() }).from(named).where(containsText(named.name, search));
        const r = (await db.execute(sql`explain ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return r.rows.map((x) => x['QUERY PLAN']).join('\n');
      };
      expect(await plan('王伟')).toContain('Bitmap Index Scan on name_item_name_bigram');
      expect(await plan('王秀英')).toContain('Bitmap Index Scan on name_item_name_trgm');
      // And the answers are the plain ILIKE's.
      for (const search of ['王伟', '秀英', '王秀英', '伟明']) {
        const [viaIndex] = await db
          .select({ n: count() })
          .from(named)
          .where(containsText(named.name, search));
        const [plain] = await db
          .select({ n: count() })
          .from(named)
          .where(sql`position(${search} in ${named.name}) > 0`);
        expect(viaIndex!.n, search).toBe(plain!.n);
        expect(plain!.n, search).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
