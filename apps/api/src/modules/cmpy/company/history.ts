import { formatApiTime, type Lifecycle } from '@hr/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { sysUser } from '../../system/users/tables.ts';

/** A record's lifecycle history for a detail view: each action with its Chinese name, who and when. */
export async function historyOf<S extends number, A extends string>(
  db: DbOrTx,
  lifecycle: Lifecycle<S, A>,
  code: string,
) {
  const rows = await db
    .select({
      action: stateChange.action,
      fromState: stateChange.fromState,
      toState: stateChange.toState,
      remark: stateChange.remark,
      createdAt: stateChange.createdAt,
      operator: sysUser.realName,
    })
    .from(stateChange)
    .leftJoin(sysUser, eq(sysUser.id, stateChange.userId))
    .where(and(eq(stateChange.entity, lifecycle.entity), eq(stateChange.code, code)))
    .orderBy(asc(stateChange.createdAt), asc(stateChange.id));
  const actions = lifecycle.actions as Record<string, { label: string }>;
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    actionName: row.action === 'create' ? '创建' : (actions[row.action]?.label ?? row.action),
    time: formatApiTime(createdAt),
  }));
}
