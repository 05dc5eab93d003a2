import { activityClock } from '@hr/contract';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { activity } from './tables.ts';

/** History rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const HISTORY_BATCH = 1000;

/**
 * Applies the clock's moves of the contract (`activityClock`): approved activities whose begin time has come
 * start (0 → 3), running ones whose end time has come wait for settlement (3 → 4). Each move is one UPDATE
 * (row locks taken by PostgreSQL, so a concurrent action sees the new state) plus its history rows with no
 * user, all in one transaction, however many activities fall due at once. Runs before every read and
 * action, so no scheduler is needed and every node agrees.
 */
export async function advanceClock(db: DbOrTx, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const step of activityClock) {
      const column = step.when === 'beginTime' ? activity.beginTime : activity.endTime;
      const moved = await tx
        .update(activity)
        .set({ status: step.to, updatedAt: now })
        .where(and(eq(activity.deleted, false), inArray(activity.status, [...step.from]), lte(column, now)))
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
