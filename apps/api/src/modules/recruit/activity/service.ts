import {
  ACTIVITY_FIRST_STATE,
  ACTIVITY_REMOVABLE_STATES,
  ACTIVITY_SETTLED_ALREADY,
  type ActivityAction,
  type ActivityBody,
  activityLifecycle,
  parseApiTime,
} from '@hr/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newCode } from '../../../platform/codes.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { advanceClock } from './clock.ts';
import { activity, activityCmpy } from './tables.ts';

type Fields = z.output<typeof ActivityBody>;
type ActivityRow = typeof activity.$inferSelect;

/** The columns an add or edit writes; the end must still be ahead. */
function columnsOf(body: Fields, now: Date) {
  const beginTime = parseApiTime(body.beginTime)!;
  const endTime = parseApiTime(body.endTime)!;
  if (endTime <= now) throw badRequest('结束时间必须晚于当前时间');
  return {
    activityName: body.activityName,
    type: body.type,
    beginTime,
    endTime,
    activityBudget: body.activityBudget,
    perReward: body.perReward,
    stationCode: body.stationCode || null,
    activityDesc: body.activityDesc || null,
  };
}

/** Replaces the participating companies, keeping each name as it is now; unknown codes are refused. */
async function setCompanies(tx: Tx, activityCode: string, cmpyCodes: string[]) {
  const found = cmpyCodes.length
    ? await tx
        .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
        .from(cmpy)
        .where(and(inArray(cmpy.cmpyCode, cmpyCodes), eq(cmpy.deleted, false)))
    : [];
  const names = new Map(found.map((c) => [c.cmpyCode, c.cmpyName]));
  const missing = cmpyCodes.find((code) => !names.has(code));
  if (missing) throw badRequest(`企业不存在：${missing}`);
  const kept = await tx.select().from(activityCmpy).where(eq(activityCmpy.activityCode, activityCode));
  const keptCodes = new Set(kept.map((k) => k.cmpyCode));
  const gone = kept.filter((k) => !cmpyCodes.includes(k.cmpyCode)).map((k) => k.id);
  if (gone.length) await tx.delete(activityCmpy).where(inArray(activityCmpy.id, gone));
  const added = cmpyCodes.filter((code) => !keptCodes.has(code));
  if (added.length) {
    await tx
      .insert(activityCmpy)
      .values(added.map((cmpyCode) => ({ activityCode, cmpyCode, cmpyName: names.get(cmpyCode)! })));
  }
}

export async function addActivity(db: Db, actor: Actor, body: Fields) {
  const columns = columnsOf(body, new Date());
  const activityCode = newCode('AC');
  await db.transaction(async (tx) => {
    await tx
      .insert(activity)
      .values({ ...columns, activityCode, status: ACTIVITY_FIRST_STATE, createUserId: actor.userId });
    await setCompanies(tx, activityCode, body.cmpyCodes);
    await recordCreation(tx, { entity: 'activity', code: activityCode, state: ACTIVITY_FIRST_STATE, actor });
  });
  return { activityCode };
}

/** Locks a live activity for a change, after the clock has moved it. */
async function lockActivity(tx: Tx, activityCode: string): Promise<ActivityRow> {
  const [row] = await tx
    .select()
    .from(activity)
    .where(and(eq(activity.activityCode, activityCode), eq(activity.deleted, false)))
    .for('update');
  if (!row) throw notFound('活动不存在');
  return row;
}

/**
 * Runs one lifecycle action in one transaction: lock the row, check and record the transition (who, when,
 * why), let `change` add its own checks and columns, then write the new state.
 */
export async function applyAction(
  db: Db,
  actor: Actor,
  activityCode: string,
  action: ActivityAction,
  options: {
    remark?: string | null;
    change?: (row: ActivityRow, tx: Tx) => Promise<Partial<ActivityRow>> | Partial<ActivityRow>;
  } = {},
) {
  await advanceClock(db);
  await db.transaction(async (tx) => {
    const row = await lockActivity(tx, activityCode);
    const to = await recordTransition(tx, activityLifecycle, {
      action,
      code: activityCode,
      state: row.status,
      actor,
      remark: options.remark ?? null,
    });
    const columns = options.change ? await options.change(row, tx) : {};
    await tx
      .update(activity)
      .set({ ...columns, status: to, updatedAt: new Date() })
      .where(eq(activity.id, row.id));
  });
}

export function editActivity(db: Db, actor: Actor, body: Fields & { activityCode: string }) {
  return applyAction(db, actor, body.activityCode, 'edit', {
    change: async (_row, tx) => {
      const columns = columnsOf(body, new Date());
      await setCompanies(tx, body.activityCode, body.cmpyCodes);
      return { ...columns, auditReason: null };
    },
  });
}

export function auditActivity(
  db: Db,
  actor: Actor,
  q: { activityCode: string; result: 'pass' | 'reject'; reason?: string | undefined },
) {
  const reason = q.result === 'reject' ? (q.reason ?? null) : null;
  return applyAction(db, actor, q.activityCode, q.result, {
    remark: reason,
    change: () => ({ auditReason: reason }),
  });
}

export function submitSettle(db: Db, actor: Actor, q: { activityCode: string; settleAmount: number }) {
  return applyAction(db, actor, q.activityCode, 'submitSettle', {
    remark: `结算金额 ${(q.settleAmount / 100).toFixed(2)} 元`,
    change: (row) => {
      if (q.settleAmount > row.activityBudget) throw badRequest('结算金额不能超过活动预算');
      return { settleAmount: q.settleAmount };
    },
  });
}

export function settle(db: Db, actor: Actor, activityCode: string) {
  return applyAction(db, actor, activityCode, 'settle', {
    change: (row) => {
      if (row.settleTime) throw badRequest(ACTIVITY_SETTLED_ALREADY);
      return { settleTime: new Date(), settleUserId: actor.userId };
    },
  });
}

/** Soft delete of an activity that has not started; recorded in its history. */
export async function removeActivity(db: Db, actor: Actor, activityCode: string) {
  await advanceClock(db);
  await db.transaction(async (tx) => {
    const row = await lockActivity(tx, activityCode);
    if (!ACTIVITY_REMOVABLE_STATES.includes(row.status)) {
      const name = (activityLifecycle.states as Record<number, string>)[row.status];
      throw badRequest(`当前状态为“${name}”，不能删除`);
    }
    await tx.update(activity).set({ deleted: true, updatedAt: new Date() }).where(eq(activity.id, row.id));
    await tx.insert(stateChange).values({
      entity: 'activity',
      code: activityCode,
      action: 'remove',
      fromState: row.status,
      toState: row.status,
      userId: actor.userId,
    });
  });
}
