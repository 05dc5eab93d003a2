import { type Access, holdsPermission } from '@hr/contract';

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

/** Holds a permission code, with its area's `plateform:*` code (the contract's rule, system/policy.ts). */
export const hasPermission = (actor: Actor, code: string): boolean => holdsPermission(actor, code);

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
