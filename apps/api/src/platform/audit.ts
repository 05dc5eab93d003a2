import { sysAuditLog } from './audit.tables.ts';
import type { Tx } from './db.ts';

export interface AuditEntry {
  action: string;
  target?: string;
  detail?: unknown;
}

/**
 * Writes who changed what, inside the transaction of the change: the handle must be that transaction, so a
 * change is never stored without its record, nor a record without its change (an audit insert that fails
 * rolls the change back).
 */
export async function writeAudit(
  db: Tx,
  userId: number | null,
  requestId: string,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(sysAuditLog).values({
    userId,
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? null,
    requestId,
  });
}

/** The audit writer handed to services by the route layer; `tx` is the transaction of the change. */
export type AuditFn = (entry: AuditEntry, tx: Tx) => Promise<void>;
