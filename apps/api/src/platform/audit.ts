import { sysAuditLog } from './audit.tables.ts';
import type { DbOrTx } from './db.ts';

export interface AuditEntry {
  action: string;
  target?: string;
  detail?: unknown;
}

/** Writes who changed what; call it inside the transaction of the change. */
export async function writeAudit(
  db: DbOrTx,
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

/** The audit writer handed to services by the route layer. */
export type AuditFn = (entry: AuditEntry, db?: DbOrTx) => Promise<void>;
