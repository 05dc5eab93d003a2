import { AREA_CODES, permissionAreas, SUPER_PERMISSION } from './resource-tree.ts';

/**
 * Who may manage which user, role and resource: the one place of these rules (line-by-line tests beside it),
 * used by the server's services and, through the verdicts the user list carries, by the web. They stop a
 * user with some rights from reaching rights it does not hold: nobody acts on a user or a role holding a
 * permission the caller lacks (a super admin above all), and nobody hands out a permission it lacks.
 */

/** Someone or something holding permission codes (through roles). `*:*:*` holds them all. */
export interface Holder {
  permissions: ReadonlySet<string>;
}

/** The caller, as the server knows it on each request. */
export interface PolicyActor extends Holder {
  userId: number;
  /** Company staff act only within this company; null for platform operators. */
  cmpyCode: string | null;
}

/** A user acted upon: its id, company and the permission codes its roles give it now. */
export interface PolicyTargetUser extends Holder {
  userId: number;
}

/** A role acted upon or handed out: the built-in super-admin flag and the codes its resources carry. */
export interface PolicyRole {
  superAdmin: boolean;
  perms: readonly string[];
}

export const policyMessages = {
  editSuperAdmin: '不能修改超级管理员',
  editAbove: '不能修改拥有自身没有的权限的用户',
  disableSelf: '不能停用或删除自己',
  disableSuperAdmin: '不能停用或删除超级管理员',
  disableAbove: '不能停用或删除拥有自身没有的权限的用户',
  dropOwnSuperAdmin: '不能取消自己的超级管理员角色',
  assignRole: '不能分配超出自身权限的角色',
  changeRoleAbove: '不能修改拥有自身没有的权限的角色',
  editSuperRole: '超级管理员角色不能修改',
  removeSuperRole: '超级管理员角色不能删除',
  grantSuperRole: '超级管理员角色拥有全部权限，无需分配',
  grantResource: (code: string) => `不能分配自身没有的权限：${code}`,
  resourceCode: (code: string) => `不能设置自身没有的权限标识：${code}`,
} as const;

export const isSuperAdmin = (holder: Holder) => holder.permissions.has(SUPER_PERMISSION);

/**
 * Holds a permission code: `*:*:*` holds all; any other code of the resource tree also needs its area's
 * `plateform:*` code, so that a user without `plateform:train` is refused every training call.
 */
export function holdsPermission(holder: Holder, code: string): boolean {
  if (isSuperAdmin(holder)) return true;
  if (!holder.permissions.has(code)) return false;
  const area = permissionAreas.get(code);
  return !area || holder.permissions.has(AREA_CODES[area]);
}

/** The first code of `codes` the caller does not hold, or null when it holds them all. */
export function firstMissing(actor: Holder, codes: Iterable<string>): string | null {
  for (const code of codes) if (!holdsPermission(actor, code)) return code;
  return null;
}

/** Whether `target` holds a permission the caller does not: such a user or role is beyond the caller's reach. */
const outranks = (actor: Holder, target: Holder) => firstMissing(actor, target.permissions) !== null;

export const userPolicy = {
  /** The company a new or edited user belongs to: company staff can only place users in their own. */
  companyFor(actor: PolicyActor, requested: string | null | undefined): string | null {
    return actor.cmpyCode ?? (requested || null);
  },

  /** Why the caller may not edit the target (profile, password, roles), or null when it may. */
  editRefusal(actor: PolicyActor, target: PolicyTargetUser): string | null {
    if (isSuperAdmin(target) && !isSuperAdmin(actor)) return policyMessages.editSuperAdmin;
    if (outranks(actor, target)) return policyMessages.editAbove;
    return null;
  },

  /**
   * Why the caller may not disable, enable or remove the target, or null when it may: nobody does it to
   * itself (the platform must never lose its last operator by accident), nor to a user holding more.
   */
  disableRefusal(actor: PolicyActor, target: PolicyTargetUser): string | null {
    if (target.userId === actor.userId) return policyMessages.disableSelf;
    if (isSuperAdmin(target) && !isSuperAdmin(actor)) return policyMessages.disableSuperAdmin;
    if (outranks(actor, target)) return policyMessages.disableAbove;
    return null;
  },

  /** A super admin editing itself must keep a super-admin role. */
  ownRolesRefusal(
    actor: PolicyActor,
    target: PolicyTargetUser,
    newRoles: readonly PolicyRole[],
  ): string | null {
    if (target.userId !== actor.userId || !isSuperAdmin(target)) return null;
    return newRoles.some((r) => r.superAdmin) ? null : policyMessages.dropOwnSuperAdmin;
  },

  /** A role can be given only by someone holding every permission it carries (super-admin roles by a super admin). */
  assignRefusal(actor: PolicyActor, role: PolicyRole): string | null {
    if (isSuperAdmin(actor)) return null;
    if (role.superAdmin || firstMissing(actor, role.perms) !== null) return policyMessages.assignRole;
    return null;
  },
};

export type RoleAction = 'edit' | 'remove' | 'grant';

export const rolePolicy = {
  /**
   * Why the caller may not edit, remove or re-grant a role, or null: the built-in super-admin role is fixed,
   * and a role carrying a permission the caller lacks is beyond its reach (it could otherwise strip or rename
   * the rights of users above it).
   */
  changeRefusal(actor: PolicyActor, role: PolicyRole, action: RoleAction): string | null {
    if (role.superAdmin) {
      return action === 'edit'
        ? policyMessages.editSuperRole
        : action === 'remove'
          ? policyMessages.removeSuperRole
          : policyMessages.grantSuperRole;
    }
    if (firstMissing(actor, role.perms) !== null) return policyMessages.changeRoleAbove;
    return null;
  },

  /** A resource can be granted to a role only by someone holding its permission code; `*:*:*` never. */
  grantRefusal(actor: PolicyActor, perms: string | null): string | null {
    if (!perms) return null;
    if (perms === SUPER_PERMISSION || !holdsPermission(actor, perms))
      return policyMessages.grantResource(perms);
    return null;
  },
};

export const resourcePolicy = {
  /**
   * Why the caller may not give a resource this permission code (add, or edit from `previous`), or null:
   * whoever holds the resource would hold the code, so the caller must hold it, and must hold the code it
   * replaces (else it could take a right away from users above it).
   */
  codeRefusal(actor: PolicyActor, perms: string | null, previous: string | null = null): string | null {
    if (perms === previous) return null;
    const missing = firstMissing(
      actor,
      [previous, perms].filter((c): c is string => !!c),
    );
    return missing === null ? null : policyMessages.resourceCode(missing);
  },
};
