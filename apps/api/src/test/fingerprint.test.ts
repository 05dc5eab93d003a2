import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changedSince, countWrites, markDatabase, writeCount } from './fingerprint.ts';
import { useTestApp } from './test-app.ts';

/** The input walk trusts these to see every stored change and to stay quiet when nothing was stored. */
describe('the write counter and the mark', () => {
  const t = useTestApp();

  it('counts a write, not a read or a lock; a rolled-back write counts but changes nothing', async () => {
    const db = t.database.db;
    await db.execute(sql`create table fingerprint_probe (id int primary key, note text)`);
    await db.execute(sql`insert into fingerprint_probe values (1, 'a')`);
    await countWrites(db);
    let writes = await writeCount(db);
    let mark = await markDatabase(db);

    await db.execute(sql`select * from fingerprint_probe for update`);
    expect(await writeCount(db)).toBe(writes);

    await db.execute(sql`update fingerprint_probe set note = 'b' where id = 1`);
    expect(await writeCount(db)).toBeGreaterThan(writes);
    expect(await changedSince(db, mark)).toEqual(['fingerprint_probe']);
    expect(await changedSince(db, mark, ['fingerprint_probe'])).toEqual([]);

    writes = await writeCount(db);
    mark = await markDatabase(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into fingerprint_probe values (2, 'c')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await writeCount(db)).toBeGreaterThan(writes);
    expect(await changedSince(db, mark)).toEqual([]);

    await db.execute(sql`delete from fingerprint_probe where id = 1`);
    expect(await changedSince(db, mark)).toEqual(['fingerprint_probe']);
  });
});
