import { type JobAction, type JobCheckBody, JobState, jobLifecycle } from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { findJob, type JobRecord } from './queries.ts';
import { jobInfo } from './tables.ts';

type Changes = Partial<typeof jobInfo.$inferInsert>;

/** What each action writes besides the state. */
const effects: Partial<Record<JobAction, (now: Date, remark: string | null) => Changes>> = {
  passAndPublish: (now) => ({ checkTime: now, onlineTime: now, refreshTime: now, remark: null }),
  pass: (now) => ({ checkTime: now, remark: null }),
  reject: (now, remark) => ({ checkTime: now, remark }),
  online: (now) => ({ onlineTime: now, refreshTime: now }),
  offline: (now) => ({ downTime: now }),
  refresh: (now) => ({ refreshTime: now }),
  end: (now) => ({ downTime: now }),
  forcedEnd: (now, remark) => ({ downTime: now, remark }),
};

/**
 * Runs one lifecycle action on a job in one transaction: lock the row (another company's job is 404),
 * check and record the transition (permission, allowed state, who, when, why), write the new state and the
 * action's times. A refused action changes nothing.
 */
export async function transition(
  db: Db,
  actor: Actor,
  input: { jobCode: string; action: JobAction | ((row: JobRecord) => JobAction); remark?: string | null },
  audit: AuditFn,
): Promise<{ approveType: number; row: JobRecord }> {
  return db.transaction(async (tx) => {
    const row = await findJob(tx, actor, input.jobCode, true);
    const action = typeof input.action === 'function' ? input.action(row) : input.action;
    const remark = input.remark ?? null;
    const to = await recordTransition(tx, jobLifecycle, {
      action,
      code: row.jobCode,
      state: row.approveType,
      actor,
      remark,
    });
    const now = new Date();
    await tx
      .update(jobInfo)
      .set({ approveType: to, ...effects[action]?.(now, remark), updatedAt: now })
      .where(eq(jobInfo.id, row.id));
    await audit(
      { action: `job.${action}`, target: row.jobCode, detail: input.remark ? { remark } : undefined },
      tx,
    );
    return { approveType: to, row };
  });
}

/**
 * checkJobInfo: 2 passes (online at once when the job publishes automatically, automaticalPublish 0;
 * otherwise it waits in 审核通过), 1 rejects with the reason.
 */
export async function checkJob(db: Db, actor: Actor, body: z.output<typeof JobCheckBody>, audit: AuditFn) {
  const rejecting = body.approveType === JobState.rejected;
  const { approveType } = await transition(
    db,
    actor,
    {
      jobCode: body.jobCode,
      action: (row) => (rejecting ? 'reject' : row.automaticalPublish === 0 ? 'passAndPublish' : 'pass'),
      remark: rejecting ? (body.remark ?? null) : null,
    },
    audit,
  );
  return { approveType };
}

/** onOrOffLineJobInfo: 1 puts an approved job online (recruit:online), 0 takes an online one offline. */
export async function setJobOnline(
  db: Db,
  actor: Actor,
  body: { jobInfoCode: string; onlineType: 0 | 1 },
  audit: AuditFn,
) {
  await transition(
    db,
    actor,
    { jobCode: body.jobInfoCode, action: body.onlineType === 1 ? 'online' : 'offline' },
    audit,
  );
  return null;
}

/** refreshJobInfo, endJobInfo, deleteJobInfo: actions with nothing but the job's code. */
export async function simpleJobAction(
  db: Db,
  actor: Actor,
  jobCode: string,
  action: 'refresh' | 'end' | 'remove',
  audit: AuditFn,
) {
  await transition(db, actor, { jobCode, action }, audit);
  return null;
}

/** forcedOfflineJobInfo: an operator ends an approved or online job; the reason shows on the job. */
export async function forceEndJob(
  db: Db,
  actor: Actor,
  body: { jobCode: string; remark?: string | undefined },
  audit: AuditFn,
) {
  await transition(
    db,
    actor,
    { jobCode: body.jobCode, action: 'forcedEnd', remark: body.remark ?? null },
    audit,
  );
  return null;
}
