import { activityClock } from '@hr/contract';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { inTurnAcrossNodes, LOCKS } from '../../../platform/once.ts';
import { activity } from './tables.ts';

/** History rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const HISTORY_BATCH = 1000;

const dueOf = (step: (typeof activityClock)[number], now: Date) =>
  and(
    eq(activity.deleted, false),
    inArray(activity.status, [...step.from]),
    lte(step.when === 'beginTime' ? activity.beginTime : activity.endTime, now),
  );

/**
 * Applies the clock's moves of the contract (`activityClock`): approved activities whose begin time has come
 * start (0 → 3), running ones whose end time has come wait for settlement (3 → 4). Runs before every read
 * and action, so no scheduler is needed and every node agrees.
 *
 * Once across nodes: one indexed look (no lock) finds whether anything is due, the usual answer being no.
 * When something is, the moves run under the clock's advisory lock: a node that finds another moving the
 * clock waits for it to commit (so it never reads the old state), then finds nothing left to move. Each
 * move is one UPDATE plus its history rows with no user, in one transaction, however many fall due at once.
 */
export async function advanceClock(db: DbOrTx, now = new Date()): Promise<void> {
  const [due] = await db
    .select({ id: activity.id })
    .from(activity)
    .where(or(...activityClock.map((step) => dueOf(step, now))))
    .limit(1);
  if (!due) return;
  await inTurnAcrossNodes(db, LOCKS.activityClock, async (tx) => {
    for (const step of activityClock) {
      const moved = await tx
        .update(activity)
        .set({ status: step.to, updatedAt: now })
        .where(dueOf(step, now))
        .returning({ code: activity.activityCode });
      for (let start = 0; start < moved.length; start += HISTORY_BATCH) {
        await tx.insert(stateChange).values(
          moved.slice(start, start + HISTORY_BATCH).map(({ code }) => ({
            entity: 'activity',
            code,
            action: step.action,
            fromState: step.from[0],
            toState: step.to,
            userId: null,
          })),
        );
      }
    }
  });
}
