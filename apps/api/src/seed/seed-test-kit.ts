import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../platform/db.ts';
import { seed } from './seed.ts';

/** A later start (seed again on the same database) adds no row to any of `tables`. */
export async function expectSeededOnce(db: Db, tables: PgTable[]): Promise<void> {
  const totals = () =>
    Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
  const before = await totals();
  await seed(db, { demo: true, regions: 'sample' });
  expect(await totals()).toEqual(before);
}
