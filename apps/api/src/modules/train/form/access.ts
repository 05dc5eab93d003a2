import { formMessages } from '@hr/contract';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { trainFormInfo } from './tables.ts';

/**
 * Who sees which form. Operators: all. Company staff manage (page, edit, delete, answers) their company's
 * forms and may also use (list, info) the platform's forms. Deleted forms are nobody's.
 */
export type FormRecord = typeof trainFormInfo.$inferSelect;

/** Forms the caller may use: its company's and the platform's (all for operators). */
export function usableForms(actor: Actor): SQL | undefined {
  const scope = companyScope(actor);
  return scope === null ? undefined : or(eq(trainFormInfo.cmpyCode, scope), isNull(trainFormInfo.cmpyCode));
}

/** Forms the caller manages: its company's (all for operators). */
export function managedForms(actor: Actor): SQL | undefined {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(trainFormInfo.cmpyCode, scope);
}

async function liveForm(db: DbOrTx, where: SQL, lock = false): Promise<FormRecord> {
  const query = db
    .select()
    .from(trainFormInfo)
    .where(and(where, eq(trainFormInfo.deleted, false)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(formMessages.notFound);
  return row;
}

/** A live form by code, whoever asks (the public answer page). */
export const formByCode = (db: DbOrTx, bizCode: string) => liveForm(db, eq(trainFormInfo.bizCode, bizCode));

/** A live form the caller may use; 404 otherwise. */
export async function usableForm(db: DbOrTx, actor: Actor, id: number): Promise<FormRecord> {
  const row = await liveForm(db, eq(trainFormInfo.id, id));
  if (row.cmpyCode !== null && !canTouchCompanyRecord(actor, row.cmpyCode))
    throw notFound(formMessages.notFound);
  return row;
}

/**
 * A live form the caller manages, by id or code: another company's is 404; a platform form shown to company
 * staff is 403 (they can see it, not change it or read its answers).
 */
export async function managedForm(
  db: DbOrTx,
  actor: Actor,
  key: { id: number } | { bizCode: string },
  lock = false,
): Promise<FormRecord> {
  const where = 'id' in key ? eq(trainFormInfo.id, key.id) : eq(trainFormInfo.bizCode, key.bizCode);
  const row = await liveForm(db, where, lock);
  if (canTouchCompanyRecord(actor, row.cmpyCode)) return row;
  if (row.cmpyCode === null) throw forbidden(formMessages.ownFormsOnly);
  throw notFound(formMessages.notFound);
}
