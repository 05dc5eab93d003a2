import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { sysResource } from '../resources/tables.ts';
import { sysRole, sysRoleResource } from './tables.ts';

export interface RoleGrant {
  id: number;
  roleCode: string;
  superAdmin: boolean;
  perms: string[];
}

/** Live roles by code, each with the permission codes it carries; an unknown code is a bad request. */
export async function rolesWithPerms(db: DbOrTx, roleCodes: readonly string[]): Promise<RoleGrant[]> {
  const unique = [...new Set(roleCodes)];
  if (unique.length === 0) return [];
  const roles = await db
    .select({ id: sysRole.id, roleCode: sysRole.roleCode, superAdmin: sysRole.superAdmin })
    .from(sysRole)
    .where(and(inArray(sysRole.roleCode, unique), eq(sysRole.deleted, false)));
  if (roles.length !== unique.length) throw badRequest('所选角色不存在或已删除');
  const perms = await db
    .select({ roleId: sysRoleResource.roleId, perms: sysResource.perms })
    .from(sysRoleResource)
    .innerJoin(sysResource, eq(sysResource.id, sysRoleResource.resourceId))
    .where(
      inArray(
        sysRoleResource.roleId,
        roles.map((r) => r.id),
      ),
    );
  return roles.map((role) => ({
    ...role,
    perms: perms.filter((p) => p.roleId === role.id && p.perms).map((p) => p.perms as string),
  }));
}
