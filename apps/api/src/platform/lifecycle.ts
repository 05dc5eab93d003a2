import { canApply, type Lifecycle, refusedMessage } from '@hr/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from './db.ts';
import { badRequest, forbidden } from './errors.ts';
import { stateChange } from './lifecycle.tables.ts';
import { type Actor, hasPermission } from './permissions.ts';

/**
 * Checks one lifecycle action against the record's current state (read under a row lock by the caller, in
 * the same transaction) and the caller's permission, and records it. Throws the Chinese refusal; the caller
 * then writes the new state. Keeping the check and the record here makes every lifecycle behave alike.
 */
export async function recordTransition<S extends number, A extends string>(
  tx: Tx,
  lifecycle: Lifecycle<S, A>,
  input: { action: A; code: string; state: number; actor: Actor; remark?: string | null },
): Promise<S> {
  const action = lifecycle.actions[input.action];
  if (!hasPermission(input.actor, action.permission)) throw forbidden();
  if (!canApply(lifecycle, input.action, input.state)) {
    throw badRequest(refusedMessage(lifecycle, input.action, input.state));
  }
  await tx.insert(stateChange).values({
    entity: lifecycle.entity,
    code: input.code,
    action: input.action,
    fromState: input.state,
    toState: action.to,
    userId: input.actor.userId,
    remark: input.remark ?? null,
  });
  return action.to;
}

/**
 * An action taken by no user (a payment provider's notification, a clock): checked against the table like
 * any other and recorded with no user. Throws the Chinese refusal; the caller then writes the new state.
 */
export async function recordSystemTransition<S extends number, A extends string>(
  tx: Tx,
  lifecycle: Lifecycle<S, A>,
  input: { action: A; code: string; state: number; remark?: string | null },
): Promise<S> {
  if (!canApply(lifecycle, input.action, input.state)) {
    throw badRequest(refusedMessage(lifecycle, input.action, input.state));
  }
  const to = lifecycle.actions[input.action].to;
  await tx.insert(stateChange).values({
    entity: lifecycle.entity,
    code: input.code,
    action: input.action,
    fromState: input.state,
    toState: to,
    userId: null,
    remark: input.remark ?? null,
  });
  return to;
}

/**
 * Records the creation of a record in its first state (no check: creation has its own rules). `action`
 * names how it came to be when that is not a plain creation (a job copied from another: 'copy').
 */
export async function recordCreation(
  db: DbOrTx,
  input: {
    entity: string;
    code: string;
    state: number;
    /** null: created by nobody signed in (a public sign-up page). */
    actor: Actor | null;
    action?: string;
    remark?: string | null;
  },
): Promise<void> {
  await db.insert(stateChange).values({
    entity: input.entity,
    code: input.code,
    action: input.action ?? 'create',
    fromState: null,
    toState: input.state,
    userId: input.actor?.userId ?? null,
    remark: input.remark ?? null,
  });
}

/** A record's history, oldest first. */
export function stateHistory(db: DbOrTx, entity: string, code: string) {
  return db
    .select()
    .from(stateChange)
    .where(and(eq(stateChange.entity, entity), eq(stateChange.code, code)))
    .orderBy(asc(stateChange.createdAt), asc(stateChange.id));
}
