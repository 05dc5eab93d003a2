import { APPLY_MESSAGES as M } from '@hr/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { type Bind, literal } from '../../../platform/query.ts';
import { jobApplyInfo } from './tables.ts';

export type ApplyRecord = typeof jobApplyInfo.$inferSelect;

/**
 * Company staff see their own company's applications (the job's company, copied onto the application);
 * operators all.
 */
export function applyScope(actor: Actor, bind: Bind = literal): SQL | undefined {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(jobApplyInfo.cmpyCode, bind('scope', scope));
}

/**
 * An application the caller may see, locked for a change when `lock` (`SELECT … FOR UPDATE`); another
 * company's application is 404, as if it did not exist. `also` narrows further (its job, its person).
 */
export async function findApply(
  db: DbOrTx,
  actor: Actor,
  applyCode: string,
  options: { lock?: boolean; also?: SQL | undefined } = {},
): Promise<ApplyRecord> {
  const query = db
    .select()
    .from(jobApplyInfo)
    .where(and(eq(jobApplyInfo.applyCode, applyCode), applyScope(actor), options.also))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}
