import { type JobfairAction, jobfairLifecycle } from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { liveJobfair } from './service.ts';
import { jobfair } from './tables.ts';

/**
 * Runs one lifecycle action on a fair in one transaction: lock the row, check and record the transition
 * (permission, allowed state, who and when), write the new state. A refused action changes nothing.
 */
async function transition(
  db: Db,
  actor: Actor,
  input: { code: string; action: JobfairAction; remark?: string | null; setRemark?: boolean },
  audit: AuditFn,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await liveJobfair(tx, actor, input.code, true);
    const state = await recordTransition(tx, jobfairLifecycle, {
      action: input.action,
      code: row.jobfairCode,
      state: row.state,
      actor,
      remark: input.remark ?? null,
    });
    await tx
      .update(jobfair)
      .set({
        state,
        ...(input.setRemark ? { approveRemark: input.remark ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(jobfair.id, row.id));
    await audit({ action: `jobfair.${input.action}`, target: row.jobfairCode, detail: input }, tx);
  });
}

/** toApproveInfo: 1 passes, 2 rejects (with its reason as approveRemark). */
export const approveJobfair = (
  db: Db,
  actor: Actor,
  body: { jobfairCode: string; approveState: 1 | 2; approveRemark?: string | undefined },
  audit: AuditFn,
) =>
  transition(
    db,
    actor,
    {
      code: body.jobfairCode,
      action: body.approveState === 1 ? 'pass' : 'reject',
      remark: body.approveRemark ?? null,
      setRemark: true,
    },
    audit,
  );

/** toOnlineInfo: 1 puts a passed fair online, 0 takes an online one offline. */
export const setJobfairOnline = (
  db: Db,
  actor: Actor,
  body: { jobfairCode: string; onlineState: 0 | 1 },
  audit: AuditFn,
) =>
  transition(
    db,
    actor,
    { code: body.jobfairCode, action: body.onlineState === 1 ? 'online' : 'offline' },
    audit,
  );

/** toDeleteInfo: a soft delete (state 9), refused while online. */
export const removeJobfair = (db: Db, actor: Actor, code: string, audit: AuditFn) =>
  transition(db, actor, { code, action: 'remove' }, audit);
