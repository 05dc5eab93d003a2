import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './db.ts';

/**
 * Keys of the PostgreSQL advisory locks that order time-driven work across API nodes, in one place so no
 * two jobs share a key. PGlite (one process owns the data) takes them too: they cost nothing there.
 */
export const LOCKS = {
  regionLoad: 7_301_184,
  activityClock: 7_301_185,
  uploadSweep: 7_301_186,
  videoTaskSweep: 7_301_187,
  recruitReport: 7_301_188,
} as const;

type LockKey = (typeof LOCKS)[keyof typeof LOCKS];

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Runs `work` in a transaction holding the lock `key`, or not at all when another node (or request) holds it
 * right now: for sweeps, where the node holding the lock does the whole round and the others skip theirs.
 * Answers the work's result, or `skipped` when another holder had it.
 */
export async function runOnceAcrossNodes<T>(
  db: DbOrTx,
  key: LockKey,
  work: (tx: Tx) => Promise<T>,
): Promise<T | typeof skipped> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as got`));
    if (!row?.got) return skipped;
    return work(tx);
  });
}
export const skipped = Symbol('skipped: another node holds the lock');

/**
 * Runs `work` in a transaction holding the lock `key`, waiting for it when another node holds it: for work
 * a reader must see done before it reads (the activity clock), so a node that finds the work being done
 * elsewhere waits for it to commit instead of reading the old state. The work then finds nothing left.
 */
export async function inTurnAcrossNodes<T>(
  db: DbOrTx,
  key: LockKey,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return work(tx);
  });
}
