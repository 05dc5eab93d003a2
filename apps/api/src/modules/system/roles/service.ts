import { formatApiTime, type RoleAction, type RoleBody, type RoleRow, rolePolicy } from '@hr/contract';
import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { markAuthChange } from '../../../platform/auth-cache.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { sysResource } from '../resources/tables.ts';
import { sysUserRole } from '../users/tables.ts';
import { rolesWithPerms } from './lookup.ts';
import { sysRole, sysRoleResource } from './tables.ts';

type RoleRecord = typeof sysRole.$inferSelect;

async function toRows(db: DbOrTx, roles: RoleRecord[]): Promise<RoleRow[]> {
  const ids = roles.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ roleId: sysUserRole.roleId, n: count() })
        .from(sysUserRole)
        .where(inArray(sysUserRole.roleId, ids))
        .groupBy(sysUserRole.roleId)
    : [];
  return roles.map((r) => ({
    roleCode: r.roleCode,
    roleName: r.roleName,
    roleKey: r.roleKey,
    remark: r.remark,
    sort: r.sort,
    superAdmin: r.superAdmin,
    userCount: counts.find((c) => c.roleId === r.id)?.n ?? 0,
    createTime: formatApiTime(r.createdAt),
  }));
}

export async function listRoles(
  db: Db,
  q: { pageNum: number; pageSize: number; roleName?: string | undefined },
) {
  const where: SQL[] = [eq(sysRole.deleted, false)];
  if (q.roleName) where.push(ilike(sysRole.roleName, containsPattern(q.roleName)));
  const condition = and(...where);
  const page = await fetchPage(db, q, sysRole, condition, (limit, offset) =>
    db
      .select()
      .from(sysRole)
      .where(condition)
      .orderBy(asc(sysRole.sort), asc(sysRole.id))
      .limit(limit)
      .offset(offset),
  );
  return { records: await toRows(db, page.records), total: page.total };
}

async function liveRole(db: DbOrTx, roleCode: string, lock = false): Promise<RoleRecord> {
  const query = db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.roleCode, roleCode), eq(sysRole.deleted, false)))
    .limit(1);
  const [role] = lock ? await query.for('update') : await query;
  if (!role) throw notFound('角色不存在');
  return role;
}

export async function queryRole(db: Db, roleCode: string) {
  const role = await liveRole(db, roleCode);
  const resources = await db
    .select({ resourceCode: sysResource.resourceCode })
    .from(sysRoleResource)
    .innerJoin(sysResource, eq(sysResource.id, sysRoleResource.resourceId))
    .where(eq(sysRoleResource.roleId, role.id));
  const [row] = await toRows(db, [role]);
  return { ...row!, resourceCodes: resources.map((r) => r.resourceCode) };
}

/** Locks a live role the caller may change (rolePolicy: not the super-admin role, nothing above the caller). */
async function roleForChange(tx: DbOrTx, actor: Actor, roleCode: string, action: RoleAction) {
  const role = await liveRole(tx, roleCode, true);
  const [grant] = await rolesWithPerms(tx, [roleCode]);
  const refusal = rolePolicy.changeRefusal(actor, grant!, action);
  if (refusal) throw forbidden(refusal);
  return role;
}

async function assertKeyFree(db: DbOrTx, roleKey: string, exceptId?: number) {
  const where = [eq(sysRole.roleKey, roleKey), eq(sysRole.deleted, false)];
  if (exceptId !== undefined) where.push(ne(sysRole.id, exceptId));
  const [taken] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(...where))
    .limit(1);
  if (taken) throw conflict('权限字符已存在');
}

export async function addRole(db: Db, input: z.output<typeof RoleBody>, audit: AuditFn) {
  return db.transaction(async (tx) => {
    await assertKeyFree(tx, input.roleKey);
    const roleCode = newCode('R');
    await markAuthChange(tx);
    await tx.insert(sysRole).values({ roleCode, ...input });
    await audit({ action: 'role.add', target: roleCode, detail: input }, tx);
    return { roleCode };
  });
}

export async function editRole(
  db: Db,
  actor: Actor,
  input: z.output<typeof RoleBody> & { roleCode: string },
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const role = await roleForChange(tx, actor, input.roleCode, 'edit');
    await assertKeyFree(tx, input.roleKey, role.id);
    const { roleCode, ...fields } = input;
    await markAuthChange(tx);
    await tx
      .update(sysRole)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(sysRole.id, role.id));
    await audit({ action: 'role.edit', target: roleCode, detail: fields }, tx);
  });
}

export async function removeRole(db: Db, actor: Actor, roleCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const role = await roleForChange(tx, actor, roleCode, 'remove');
    const [used] = await tx.select({ n: count() }).from(sysUserRole).where(eq(sysUserRole.roleId, role.id));
    if ((used?.n ?? 0) > 0) throw badRequest(`该角色已分配给${used!.n}个用户，不能删除`);
    await markAuthChange(tx);
    await tx.update(sysRole).set({ deleted: true, updatedAt: new Date() }).where(eq(sysRole.id, role.id));
    await tx.delete(sysRoleResource).where(eq(sysRoleResource.roleId, role.id));
    await audit({ action: 'role.remove', target: roleCode }, tx);
  });
}

/** Replaces a role's resources; takes effect on its users' next request. */
export async function saveRoleResources(
  db: Db,
  actor: Actor,
  input: { roleCode: string; resourceCodes: string[] },
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const role = await roleForChange(tx, actor, input.roleCode, 'grant');
    const codes = [...new Set(input.resourceCodes)];
    const resources = codes.length
      ? await tx
          .select({ id: sysResource.id, perms: sysResource.perms })
          .from(sysResource)
          .where(inArray(sysResource.resourceCode, codes))
      : [];
    if (resources.length !== codes.length) throw badRequest('所选资源不存在');
    const refusal = resources.map((r) => rolePolicy.grantRefusal(actor, r.perms)).find(Boolean);
    if (refusal) throw forbidden(refusal);
    await markAuthChange(tx);
    await tx.delete(sysRoleResource).where(eq(sysRoleResource.roleId, role.id));
    if (resources.length) {
      await tx.insert(sysRoleResource).values(resources.map((r) => ({ roleId: role.id, resourceId: r.id })));
    }
    await audit({ action: 'role.grant', target: input.roleCode, detail: { resourceCodes: codes } }, tx);
  });
}
