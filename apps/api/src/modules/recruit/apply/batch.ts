import {
  BATCH_CALL_ACTIONS,
  BATCH_PERMISSION,
  type BatchInviteInterviewBody,
  type BatchResult,
  APPLY_MESSAGES as M,
} from '@hr/contract';
import { and, asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { forbidden } from '../../../platform/errors.ts';
import { type Actor, hasPermission } from '../../../platform/permissions.ts';
import { withClock } from './clock.ts';
import { anyOf } from './filters.ts';
import { checkInterviewTime, invite } from './interview.ts';
import { type ApplyRecord, applyScope } from './scope.ts';
import { jobApplyInfo } from './tables.ts';
import { checkPermission, refusal, writeMoves } from './transition.ts';

export type BatchCall = keyof typeof BATCH_CALL_ACTIONS;
type InterviewInput = Omit<z.output<typeof BatchInviteInterviewBody>, 'applyCodes'>;

/**
 * A batch call (batchThroughFirst, batchEmployment, batchOutOfPlace, batchInviteInterview): needs the batch
 * permission and the action's own (403 otherwise, nothing changes). In one transaction the visible
 * applications are locked in code order (`FOR UPDATE`, so two batches over the same rows never deadlock),
 * the interview clock is applied, and only the applications the action allows move; the others are named
 * with the reason: 当前状态为“已入职”，不能录用, or 报名记录不存在 for codes the caller cannot see.
 */
export async function runBatch(
  db: Db,
  actor: Actor,
  call: BatchCall,
  applyCodes: string[],
  audit: AuditFn,
  interview?: InterviewInput,
): Promise<BatchResult> {
  const action = BATCH_CALL_ACTIONS[call];
  if (!hasPermission(actor, BATCH_PERMISSION)) throw forbidden();
  checkPermission(actor, action);
  if (action === 'invite') checkInterviewTime(interview!);
  const codes = [...new Set(applyCodes)];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(jobApplyInfo)
      .where(and(anyOf(jobApplyInfo.applyCode, codes), applyScope(actor)))
      .orderBy(asc(jobApplyInfo.applyCode))
      .for('update');
    const rows = new Map((await withClock(tx, locked)).map((r) => [r.applyCode, r]));
    const allowed: ApplyRecord[] = [];
    const failed: BatchResult['failed'] = [];
    for (const applyCode of codes) {
      const row = rows.get(applyCode);
      const reason = row ? refusal(action, row.state) : M.notFound;
      if (reason) failed.push({ applyCode, usrName: row?.usrName ?? null, reason });
      else allowed.push(row!);
    }
    if (action === 'invite') await invite(tx, actor, allowed, interview!);
    else
      await writeMoves(
        tx,
        actor,
        action,
        allowed.map((row) => ({ row })),
      );
    const succeeded = allowed.map((r) => r.applyCode);
    await audit(
      {
        action: `apply.batch.${action}`,
        target: succeeded.join(',').slice(0, 1000),
        detail: {
          moved: allowed.map((r) => ({ applyCode: r.applyCode, from: r.state })),
          failed,
          ...(interview ? { auditionTime: interview.auditionTime } : {}),
        },
      },
      tx,
    );
    return { succeeded, failed };
  });
}
