import { materialMessages } from '@hr/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { materialGroup } from './tables.ts';

/** `column = owner`, with null meaning the platform's own library. */
export const sameOwner = (column: PgColumn, owner: string | null): SQL =>
  owner === null ? isNull(column) : eq(column, owner);

/**
 * The company a list is confined to: company staff always their own (naming another is refused); operators
 * the company they filter on, or undefined for all companies.
 */
export function listScope(actor: Actor, requested: string | undefined): string | undefined {
  const scope = companyScope(actor);
  if (scope === null) return requested;
  if (requested && requested !== scope) throw forbidden(materialMessages.otherCompany);
  return scope;
}

/**
 * The owner of a new material or group: company staff their own company; operators the company they name
 * (which must exist), or null for the platform's own library.
 */
export async function ownerFor(
  db: DbOrTx,
  actor: Actor,
  requested: string | undefined,
): Promise<string | null> {
  const scope = companyScope(actor);
  if (scope !== null) {
    if (requested && requested !== scope) throw forbidden(materialMessages.otherCompany);
    return scope;
  }
  if (!requested) return null;
  const [company] = await db
    .select({ cmpyCode: cmpy.cmpyCode })
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, requested), eq(cmpy.deleted, false)))
    .limit(1);
  if (!company) throw badRequest(materialMessages.companyNotFound);
  return requested;
}

/** A group the owner may file materials in; anything else (another company's, unknown) is refused. */
export async function requireGroup(db: DbOrTx, groupCode: string, owner: string | null): Promise<void> {
  const [group] = await db
    .select({ id: materialGroup.id })
    .from(materialGroup)
    .where(and(eq(materialGroup.groupCode, groupCode), sameOwner(materialGroup.cmpyCode, owner)))
    .limit(1);
  if (!group) throw badRequest(materialMessages.groupNotFound);
}
