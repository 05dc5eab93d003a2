import {
  type ApplyAction,
  applyLifecycle,
  canApply,
  refusedMessage,
  UPDATE_STATE_ACTIONS,
  type UpdateStateQuery,
} from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { type Actor, hasPermission } from '../../../platform/permissions.ts';
import { withClock } from './clock.ts';
import { anyOf } from './filters.ts';
import { type ApplyRecord, findApply } from './scope.ts';
import { applyOperationRecord, jobApplyInfo } from './tables.ts';

/**
 * The pipeline's state changes. Every change runs in one transaction: the application is locked
 * (`SELECT … FOR UPDATE`, another company's is 404), the interview clock is applied to it, the action is
 * checked against the caller's permission (403) and the contract's table (400 `当前状态为“…”，不能…`),
 * then the state, its time and an operation record (who, when, from which state, the evaluation, the
 * interview) are written together. A refused action changes nothing.
 */

/** An application locked for a change, as it is after the interview clock. */
export async function lockApply(tx: Tx, actor: Actor, applyCode: string, also?: SQL): Promise<ApplyRecord> {
  const row = await findApply(tx, actor, applyCode, { lock: true, also });
  return (await withClock(tx, [row]))[0]!;
}

/** 403 without the action's permission. */
export function checkPermission(actor: Actor, action: ApplyAction): void {
  if (!hasPermission(actor, applyLifecycle.actions[action].permission)) throw forbidden();
}

/** Why `action` cannot run on an application in `state`, or null when it can. */
export const refusal = (action: ApplyAction, state: number): string | null =>
  canApply(applyLifecycle, action, state) ? null : refusedMessage(applyLifecycle, action, state);

/** 403 without the permission, 400 with the contract's message when the state does not allow it. */
export function checkMove(actor: Actor, action: ApplyAction, state: number): void {
  checkPermission(actor, action);
  const problem = refusal(action, state);
  if (problem) throw badRequest(problem);
}

export interface Move {
  row: ApplyRecord;
  /** The departure evaluation (11) or another note for the record. */
  remark?: string | null;
  /** The invitation the record sent (5). */
  auditionId?: number | null;
}

/**
 * Writes checked moves of locked rows: one UPDATE of their state (an invitation also sets the interview
 * time) and one INSERT of their records, stamped with the time the state changed. Answers the new state.
 */
export async function writeMoves(
  tx: Tx,
  actor: Actor,
  action: ApplyAction,
  moves: Move[],
  interviewTime?: Date,
): Promise<number> {
  const to = applyLifecycle.actions[action].to;
  if (!moves.length) return to;
  const changed = await tx
    .update(jobApplyInfo)
    .set({
      state: to,
      stateTime: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
      ...(interviewTime ? { interviewTime } : {}),
    })
    .where(
      anyOf(
        jobApplyInfo.applyCode,
        moves.map((m) => m.row.applyCode),
      ),
    )
    .returning({ applyCode: jobApplyInfo.applyCode, stateTime: jobApplyInfo.stateTime });
  const at = new Map(changed.map((c) => [c.applyCode, c.stateTime]));
  await tx.insert(applyOperationRecord).values(
    moves.map((m) => ({
      applyCode: m.row.applyCode,
      operateType: to,
      fromState: m.row.state,
      userId: actor.userId,
      remark: m.remark ?? null,
      auditionId: m.auditionId ?? null,
      createdAt: at.get(m.row.applyCode)!,
    })),
  );
  return to;
}

/** One action on one application, in its own transaction. */
export async function actOn(
  db: Db,
  actor: Actor,
  input: { applyCode: string; action: ApplyAction; remark?: string | null },
  audit: AuditFn,
): Promise<{ state: number }> {
  return db.transaction(async (tx) => {
    const row = await lockApply(tx, actor, input.applyCode);
    checkMove(actor, input.action, row.state);
    const state = await writeMoves(tx, actor, input.action, [{ row, remark: input.remark ?? null }]);
    await audit(
      {
        action: `apply.${input.action}`,
        target: row.applyCode,
        detail: { from: row.state, to: state, ...(input.remark ? { remark: input.remark } : {}) },
      },
      tx,
    );
    return { state };
  });
}

/** updateState: operateType 3, 4, 1, 9, 10, 11 (the contract's UPDATE_STATE_ACTIONS); 11 keeps the evaluation. */
export function updateState(
  db: Db,
  actor: Actor,
  q: z.output<typeof UpdateStateQuery>,
  audit: AuditFn,
): Promise<{ state: number }> {
  const action = UPDATE_STATE_ACTIONS[q.operateType]!;
  return actOn(
    db,
    actor,
    { applyCode: q.applyCode, action, remark: action === 'resign' ? (q.evaluate ?? null) : null },
    audit,
  );
}
