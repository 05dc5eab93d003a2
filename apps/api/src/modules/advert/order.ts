import { advertMessages } from '@hr/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';

/** An ordered list of one kind in one table: banners of a kind, recommendations of a kind. */
export interface OrderedList {
  table: PgTable;
  id: PgColumn;
  code: PgColumn;
  kind: PgColumn;
  sortNo: PgColumn;
}

/** Both tables name the column `sortNo`. */
const position = (index: number) => ({ sortNo: index + 1 }) as Record<string, unknown>;

/**
 * The rows of one kind in their order, locked until the transaction ends: every save, drag and removal of
 * the kind takes this lock first, so positions are handed out and rewritten one change at a time.
 */
export async function lockedRows(tx: Tx, list: OrderedList, kind: string) {
  return (await tx
    .select({ id: list.id, code: list.code })
    .from(list.table)
    .where(eq(list.kind, kind))
    .orderBy(asc(list.sortNo), asc(list.id))
    .for('update')) as { id: number; code: string }[];
}

/** The position a new row takes (last), refusing past the kind's cap. */
export async function nextPosition(tx: Tx, list: OrderedList, kind: string, cap: number, tooMany: string) {
  const rows = await lockedRows(tx, list, kind);
  if (rows.length >= cap) throw badRequest(tooMany);
  return rows.length + 1;
}

/**
 * Rewrites the kind's positions to the order given (1..n). The codes must be exactly the kind's rows: a
 * list that changed since the screen loaded it (a row added or removed) is refused with 409.
 */
export async function applyOrder(tx: Tx, list: OrderedList, kind: string, codes: string[]) {
  const rows = await lockedRows(tx, list, kind);
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  if (codes.length !== rows.length || codes.some((code) => !idOf.has(code)))
    throw conflict(advertMessages.orderChanged);
  for (const [i, code] of codes.entries())
    await tx
      .update(list.table)
      .set(position(i))
      .where(and(eq(list.id, idOf.get(code)!), eq(list.kind, kind)));
}

/** After a removal: positions 1..n again, in the same order. */
export async function closeGaps(tx: Tx, list: OrderedList, kind: string) {
  const rows = await lockedRows(tx, list, kind);
  for (const [i, row] of rows.entries())
    await tx.update(list.table).set(position(i)).where(eq(list.id, row.id));
}
