import { APPLY_MESSAGES as M } from '@hr/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { applyScope } from './scope.ts';
import { jobApplyInfo } from './tables.ts';

/**
 * updateRemark: replaces the application's remark (trimmed, 1 to 500 characters by the contract); another
 * company's application is 404 and nothing changes. The remark is not a state change: no record.
 */
export async function updateRemark(
  db: Db,
  actor: Actor,
  body: { applyCode: string; remark: string },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobApplyInfo)
      .set({ remark: body.remark, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(jobApplyInfo.applyCode, body.applyCode), applyScope(actor)))
      .returning({ applyCode: jobApplyInfo.applyCode });
    if (!row) throw notFound(M.notFound);
    await audit({ action: 'apply.remark', target: body.applyCode, detail: { remark: body.remark } }, tx);
  });
  return null;
}
