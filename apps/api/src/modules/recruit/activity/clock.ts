import { activityClock } from '@hr/contract';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { activity } from './tables.ts';

/**
 * Applies the clock's moves of the contract (`activityClock`): approved activities whose begin time has come
 * start (0 → 3), running ones whose end time has come wait for settlement (3 → 4). Each move is one UPDATE
 * (row locks taken by PostgreSQL, so a concurrent action sees the new state) plus its history rows with no
 * user. Runs before every read and action, so no scheduler is needed and every node agrees.
 */
export async function advanceClock(db: DbOrTx, now = new Date()): Promise<void> {
  for (const step of activityClock) {
    const column = step.when === 'beginTime' ? activity.beginTime : activity.endTime;
    const moved = await db
      .update(activity)
      .set({ status: step.to, updatedAt: now })
      .where(and(eq(activity.deleted, false), inArray(activity.status, [...step.from]), lte(column, now)))
      .returning({ code: activity.activityCode });
    if (moved.length === 0) continue;
    await db.insert(stateChange).values(
      moved.map(({ code }) => ({
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
