import { DEFAULT_WARNING_THRESHOLDS, formatApiTime, type WarningThresholds } from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { bigscreenWarningSetting } from './tables.ts';

/** The warning thresholds: the operator's saved row, or the contract's defaults until one is saved. */
const SETTING_ID = 1;

async function savedRow(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(bigscreenWarningSetting)
    .where(eq(bigscreenWarningSetting.id, SETTING_ID));
  return row ?? null;
}

const pick = (t: WarningThresholds): WarningThresholds => ({
  recruitDays: t.recruitDays,
  recruitMinApply: t.recruitMinApply,
  resignNum: t.resignNum,
  vacancyGap: t.vacancyGap,
});

export async function warningThresholds(db: DbOrTx): Promise<WarningThresholds> {
  return pick((await savedRow(db)) ?? DEFAULT_WARNING_THRESHOLDS);
}

export async function thresholdInfo(db: DbOrTx) {
  const row = await savedRow(db);
  return {
    ...pick(row ?? DEFAULT_WARNING_THRESHOLDS),
    saved: !!row,
    updateTime: formatApiTime(row?.updatedAt),
  };
}

export async function saveThresholds(
  ctx: { db: Db; actor: Actor; audit: AuditFn },
  input: WarningThresholds,
) {
  await ctx.db.transaction(async (tx) => {
    const values = { ...pick(input), updatedBy: ctx.actor.userId, updatedAt: new Date() };
    await tx
      .insert(bigscreenWarningSetting)
      .values({ id: SETTING_ID, ...values })
      .onConflictDoUpdate({ target: bigscreenWarningSetting.id, set: values });
    await ctx.audit({ action: 'bigscreen.threshold.save', detail: input }, tx);
  });
  return thresholdInfo(ctx.db);
}
