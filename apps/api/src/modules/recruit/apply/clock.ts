import { ApplyState } from '@hr/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { anyOf } from './filters.ts';
import { applyOperationRecord, jobApplyInfo } from './tables.ts';

/**
 * The interview clock (state 6, 面试已过期): an invitation still at 5 whose interview time has passed
 * expires. Expiring never changes the resume tab (5 and 6 are both 面试) nor what any action allows (every
 * action from 5 is allowed from 6), so it is applied lazily, to the rows about to be shown or changed:
 * the rows of a list page, the opened detail, the locked rows of an action. No scheduler, no sweep over
 * a million rows, and nobody ever sees an invitation whose time has passed still at 5. The move is
 * recorded with no user, at the interview time (when it really expired).
 */

type Due = Pick<typeof jobApplyInfo.$inferSelect, 'state' | 'interviewTime'>;

/** Whether a row read at `now` is an invitation whose interview time has passed. */
export const isDue = (row: Due, now = new Date()): boolean =>
  row.state === ApplyState.interviewInvited && row.interviewTime !== null && row.interviewTime <= now;

/**
 * Expires the given applications that are due by the database clock, in one transaction (a savepoint
 * inside the caller's); answers the codes moved with the time they expired. Rows another transaction
 * moved first are left alone (the UPDATE re-checks the state after waiting for their lock).
 */
export async function expireInterviews(db: DbOrTx, applyCodes: string[]): Promise<Map<string, Date>> {
  if (!applyCodes.length) return new Map();
  return db.transaction(async (tx) => {
    const due: SQL = and(
      anyOf(jobApplyInfo.applyCode, applyCodes),
      eq(jobApplyInfo.state, ApplyState.interviewInvited),
      sql`${jobApplyInfo.interviewTime} <= clock_timestamp()`,
    )!;
    const moved = await tx
      .update(jobApplyInfo)
      .set({
        state: ApplyState.interviewExpired,
        stateTime: sql`${jobApplyInfo.interviewTime}`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(due)
      .returning({ applyCode: jobApplyInfo.applyCode, at: jobApplyInfo.interviewTime });
    if (moved.length)
      await tx.insert(applyOperationRecord).values(
        moved.map((m) => ({
          applyCode: m.applyCode,
          operateType: ApplyState.interviewExpired,
          fromState: ApplyState.interviewInvited,
          userId: null,
          createdAt: m.at!,
        })),
      );
    return new Map(moved.map((m) => [m.applyCode, m.at!]));
  });
}

/** Rows as they are after the clock: the due ones expired (in the database and in the answer). */
export async function withClock<R extends Due & { applyCode: string; stateTime: Date }>(
  db: DbOrTx,
  rows: R[],
): Promise<R[]> {
  const now = new Date();
  const due = rows.filter((r) => isDue(r, now)).map((r) => r.applyCode);
  if (!due.length) return rows;
  const moved = await expireInterviews(db, due);
  return rows.map((r) => {
    const at = moved.get(r.applyCode);
    return at ? { ...r, state: ApplyState.interviewExpired, stateTime: at } : r;
  });
}
