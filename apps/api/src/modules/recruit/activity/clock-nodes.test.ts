import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('activity clock with two API nodes on one database', () => {
  it('writes each state change once while both nodes read at the same moment, and neither reads the old state', async () => {
    const db = t.database.db;
    const b = await t.secondNode();
    const tokenB = await b.login('yunying01');
    // 300 approved activities whose begin time has passed, 100 running ones whose end time has passed.
    await db.execute(sql`
      insert into activity (activity_code, activity_name, type, status, begin_time, end_time, activity_budget,
        per_reward, activity_desc, created_at, updated_at)
      select 'NC' || lpad(g::text, 6, '0'), '两节点时钟' || g, 0, case when g <= 300 then 0 else 3 end,
        now() - interval '2 hour', case when g <= 300 then now() + interval '1 day' else now() - interval '1 hour' end,
        100000, 1000, '', now(), now()
      from generate_series(1, 400) g`);

    const counts = (call: typeof b.call, token: string) =>
      call('POST', '/recruit/station/activity/queryStateCount', { token });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? counts(b.call, tokenB) : counts(t.call, t.token('yunying01')),
      ),
    );
    // Every answer, from either node, already counts the moved activities: a node that found the other
    // moving the clock waited for it instead of reading the old state.
    for (const answer of answers) expect(answer.body.data).toEqual(answers[0]!.body.data);

    const [history] = rowsOf(
      await db.execute(sql`
        select count(*)::int as n, count(distinct (code, to_state))::int as distinct_moves,
          count(*) filter (where to_state = 3)::int as started, count(*) filter (where to_state = 4)::int as ended
        from state_change where entity = 'activity' and code like 'NC%'`),
    );
    // 300 starts (0 → 3) and 100 ends (3 → 4), each written once although eight requests on two nodes ran the clock.
    expect(history).toEqual({ n: 400, distinct_moves: 400, started: 300, ended: 100 });
    const [states] = rowsOf(
      await db.execute(sql`
        select count(*) filter (where status = 3)::int as running, count(*) filter (where status = 4)::int as due
        from activity where activity_code like 'NC%'`),
    );
    expect(states).toEqual({ running: 300, due: 100 });
  });
});
