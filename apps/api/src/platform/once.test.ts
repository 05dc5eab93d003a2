import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { inTurnAcrossNodes, LOCKS, runOnceAcrossNodes, skipped } from './once.ts';

const t = useTestApp();

// Two nodes hold two pools only on PostgreSQL; PGlite is one connection that one process owns.
describe.skipIf(!process.env.DATABASE_URL)('work once across nodes (PostgreSQL)', () => {
  it('a sweep another node is running is skipped; work in turn waits for it and runs after', async () => {
    const b = await t.secondNode();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const first = runOnceAcrossNodes(t.database.db, LOCKS.uploadSweep, async () => {
      order.push('A starts');
      await held;
      order.push('A ends');
      return 'A';
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runOnceAcrossNodes(b.database.db, LOCKS.uploadSweep, async () => 'B')).toBe(skipped);
    const inTurn = inTurnAcrossNodes(b.database.db, LOCKS.uploadSweep, async () => {
      order.push('B runs');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await first).toBe('A');
    await inTurn;
    expect(order).toEqual(['A starts', 'A ends', 'B runs']);
    // Free again: the next round runs.
    expect(await runOnceAcrossNodes(b.database.db, LOCKS.uploadSweep, async () => 'B')).toBe('B');
  });
});
