import { SUPER_PERMISSION, userLockReason } from '@hr/contract';
import {
  type Actor,
  canTouchCompanyRecord,
  hasPermission,
  isSuperAdmin,
} from '../../platform/permissions.ts';

/**
 * Who may manage which user, role and resource. One place for these rules (with their own tests), so
 * that no handler restates them: they stop a user with some rights from granting itself more.
 */
export const systemPolicy = {
  /** Company staff manage only users of their own company; operators manage everyone. */
  canManageUser(actor: Actor, target: { userId: number; cmpyCode: string | null }): boolean {
    return canTouchCompanyRecord(actor, target.cmpyCode);
  },

  /** Nobody disables or removes themselves: the platform must never lock out its last operator by accident. */
  /** Why the caller may not disable or remove the target (the contract's rule, shared with the web), or null. */
  disableOrRemoveRefusal(actor: Actor, target: { userId: number; superAdmin: boolean }): string | null {
    return userLockReason(
      { isSelf: target.userId === actor.userId, superAdmin: target.superAdmin },
      isSuperAdmin(actor),
    );
  },

  /** A role can be given only by someone who holds every permission the role carries. */
  canAssignRole(actor: Actor, role: { superAdmin: boolean; perms: readonly string[] }): boolean {
    if (isSuperAdmin(actor)) return true;
    if (role.superAdmin) return false;
    return role.perms.every((code) => hasPermission(actor, code));
  },

  /** A resource can be granted to a role only by someone who holds its permission code. */
  canGrantResource(actor: Actor, perms: string | null): boolean {
    if (!perms) return true;
    if (perms === SUPER_PERMISSION) return false;
    return hasPermission(actor, perms);
  },

  /** The company a new or edited user belongs to: company staff can only place users in their own. */
  companyForUser(actor: Actor, requested: string | null | undefined): string | null {
    return actor.cmpyCode ?? (requested || null);
  },
};
