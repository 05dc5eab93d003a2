import { type Access, AREA_CODES, permissionAreas, SUPER_PERMISSION } from '@hr/contract';

/** What the server knows of the signed-in caller on each request (loaded fresh: role changes apply at once). */
export interface Actor {
  userId: number;
  userCode: string;
  username: string;
  realName: string;
  /** Company staff see only this company's data; null for platform operators. */
  cmpyCode: string | null;
  sessionId: number;
  permissions: ReadonlySet<string>;
}

export const isSuperAdmin = (actor: Actor) => actor.permissions.has(SUPER_PERMISSION);

/**
 * Holds a permission code: `*:*:*` holds all; any other code also needs its area's `plateform:*` code,
 * so that a user without `plateform:train` is refused every training call.
 */
export function hasPermission(actor: Actor, code: string): boolean {
  if (isSuperAdmin(actor)) return true;
  if (!actor.permissions.has(code)) return false;
  const area = permissionAreas.get(code);
  return !area || actor.permissions.has(AREA_CODES[area]);
}

export type AccessVerdict = 'allow' | 'unauthenticated' | 'forbidden';

export function checkAccess(access: Access, actor: Actor | null): AccessVerdict {
  if (access.kind === 'public') return 'allow';
  if (!actor) return 'unauthenticated';
  if (access.kind === 'login') return 'allow';
  return hasPermission(actor, access.code) ? 'allow' : 'forbidden';
}

/**
 * The company a caller's queries are confined to: its own for company staff, none (all companies) for
 * operators. Every list and lookup of company-owned data goes through this.
 */
export function companyScope(actor: Actor): string | null {
  return actor.cmpyCode;
}

/** Whether the caller may see or change a record owned by `cmpyCode` (null: a platform record). */
export function canTouchCompanyRecord(actor: Actor, cmpyCode: string | null): boolean {
  const scope = companyScope(actor);
  return scope === null || scope === cmpyCode;
}
