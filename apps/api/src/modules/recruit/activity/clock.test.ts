import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { advanceClock } from './clock.ts';

const t = useTestApp();

/** One count(*) as a number (PGlite and node-postgres answer execute() in different shapes). */
const count = async (query: SQL): Promise<number> =>
  Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('activity clock', () => {
  it('starts thousands of due activities at once, each with its history row', async () => {
    const db = t.database.db;
    // More than one INSERT's worth of parameters (65,535 / 6 columns) fall due together.
    await db.execute(sql`
      insert into activity (activity_code, activity_name, type, status, begin_time, end_time, activity_budget,
        per_reward, activity_desc, created_at, updated_at)
      select 'AC' || lpad(g::text, 8, '0'), '到点开始的活动' || g, 0, 0, now() - interval '1 hour',
        now() + interval '1 day', 100000, 1000, '', now(), now()
      from generate_series(1, 12000) g`);
    await advanceClock(db);
    const started = sql`select count(*)::int as n from activity where activity_code like 'AC0%' and status = 3`;
    const history = sql`select count(*)::int as n from state_change where entity = 'activity' and code like 'AC0%'`;
    expect(await count(started)).toBe(12000);
    expect(await count(history)).toBe(12000);
    await advanceClock(db); // nothing more is due: no second history row
    expect(await count(history)).toBe(12000);
  });
});
