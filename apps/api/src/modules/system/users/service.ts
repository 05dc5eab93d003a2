import {
  formatApiTime,
  type PolicyTargetUser,
  type UserAddBody,
  type UserEditBody,
  type UserListQuery,
  type UserRow,
  userPolicy,
} from '@hr/contract';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { markAuthChange } from '../../../platform/auth-cache.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { hashPassword } from '../../../platform/password.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { loadPermissions, permissionsOfUsers, revokeUserSessions } from '../../../platform/session.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { clearLoginAttempts } from '../auth/service.ts';
import { rolesWithPerms } from '../roles/lookup.ts';
import { sysRole } from '../roles/tables.ts';
import { sysUser, sysUserRole } from './tables.ts';

/**
 * Users of a page, with company names, roles and what the caller may not do to each (the policy's verdicts,
 * so the web disables what the server would refuse), in the API's row shape.
 */
async function toRows(db: DbOrTx, actor: Actor, users: (typeof sysUser.$inferSelect)[]): Promise<UserRow[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const held = await permissionsOfUsers(db, ids);
  const roles = await db
    .select({
      userId: sysUserRole.userId,
      roleCode: sysRole.roleCode,
      roleName: sysRole.roleName,
      superAdmin: sysRole.superAdmin,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.deleted, false)))
    .where(inArray(sysUserRole.userId, ids));
  const codes = [...new Set(users.map((u) => u.cmpyCode).filter((c): c is string => !!c))];
  const companies = codes.length
    ? await db
        .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
        .from(cmpy)
        .where(inArray(cmpy.cmpyCode, codes))
    : [];
  return users.map((u) => {
    const own = roles.filter((r) => r.userId === u.id);
    const target: PolicyTargetUser = { userId: u.id, permissions: held.get(u.id) ?? new Set() };
    return {
      userCode: u.userCode,
      username: u.username,
      realName: u.realName,
      phone: u.phone,
      cmpyCode: u.cmpyCode,
      cmpyName: companies.find((c) => c.cmpyCode === u.cmpyCode)?.cmpyName ?? null,
      status: u.status,
      roleCodes: own.map((r) => r.roleCode),
      roleNames: own.map((r) => r.roleName),
      superAdmin: own.some((r) => r.superAdmin),
      editRefusal: userPolicy.editRefusal(actor, target),
      disableRefusal: userPolicy.disableRefusal(actor, target),
      lastLoginTime: formatApiTime(u.lastLoginTime),
      createTime: formatApiTime(u.createdAt),
    };
  });
}

export async function listUsers(db: Db, actor: Actor, q: z.output<typeof UserListQuery>) {
  const scope = companyScope(actor);
  const where: SQL[] = [eq(sysUser.deleted, false)];
  if (scope) where.push(eq(sysUser.cmpyCode, scope));
  else if (q.cmpyCode) where.push(eq(sysUser.cmpyCode, q.cmpyCode));
  if (q.username) where.push(ilike(sysUser.username, containsPattern(q.username)));
  if (q.realName) where.push(ilike(sysUser.realName, containsPattern(q.realName)));
  if (q.phone) where.push(ilike(sysUser.phone, containsPattern(q.phone)));
  if (q.status !== undefined) where.push(eq(sysUser.status, q.status));
  const condition = and(...where);
  const page = await fetchPage(db, q, sysUser, condition, (limit, offset) =>
    db
      .select()
      .from(sysUser)
      .where(condition)
      .orderBy(desc(sysUser.createdAt), desc(sysUser.id))
      .limit(limit)
      .offset(offset),
  );
  return { records: await toRows(db, actor, page.records), total: page.total };
}

/** A live user the caller may manage; another company's user is "not found" to company staff. */
async function manageableUser(db: DbOrTx, actor: Actor, userCode: string, lock = false) {
  const query = db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.userCode, userCode), eq(sysUser.deleted, false)))
    .limit(1);
  const [user] = lock ? await query.for('update') : await query;
  if (!user || !canTouchCompanyRecord(actor, user.cmpyCode)) throw notFound('用户不存在');
  return user;
}

/** The user as the policies see it: its id and the permission codes its roles give it now. */
async function asTarget(db: DbOrTx, user: { id: number }): Promise<PolicyTargetUser> {
  return { userId: user.id, permissions: await loadPermissions(db, user.id) };
}

export async function userInfo(db: Db, actor: Actor, userCode: string): Promise<UserRow> {
  const [row] = await toRows(db, actor, [await manageableUser(db, actor, userCode)]);
  return row!;
}

async function assertAssignable(db: DbOrTx, actor: Actor, roleCodes: readonly string[]) {
  const roles = await rolesWithPerms(db, roleCodes);
  for (const role of roles) {
    const refusal = userPolicy.assignRefusal(actor, role);
    if (refusal) throw forbidden(refusal);
  }
  return roles;
}

async function setRoles(tx: Tx, userId: number, roleIds: number[]) {
  await markAuthChange(tx);
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
}

async function assertCompanyExists(db: DbOrTx, cmpyCode: string | null) {
  if (!cmpyCode) return;
  const [found] = await db
    .select({ id: cmpy.id })
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)));
  if (!found) throw badRequest('所属企业不存在');
}

export async function addUser(db: Db, actor: Actor, input: z.output<typeof UserAddBody>, audit: AuditFn) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const roles = await assertAssignable(tx, actor, input.roleCodes);
    const cmpyCode = userPolicy.companyFor(actor, input.cmpyCode);
    await assertCompanyExists(tx, cmpyCode);
    const [taken] = await tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.username, input.username), eq(sysUser.deleted, false)));
    if (taken) throw conflict('账号已存在');
    const userCode = newCode('U');
    const [created] = await tx
      .insert(sysUser)
      .values({
        userCode,
        username: input.username,
        passwordHash,
        realName: input.realName,
        phone: input.phone,
        cmpyCode,
      })
      .returning({ id: sysUser.id });
    await setRoles(
      tx,
      created!.id,
      roles.map((r) => r.id),
    );
    await audit(
      {
        action: 'user.add',
        target: userCode,
        detail: { username: input.username, roleCodes: input.roleCodes },
      },
      tx,
    );
    return { userCode };
  });
}

export async function editUser(db: Db, actor: Actor, input: z.output<typeof UserEditBody>, audit: AuditFn) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await db.transaction(async (tx) => {
    const user = await manageableUser(tx, actor, input.userCode, true);
    const target = await asTarget(tx, user);
    const refusal = userPolicy.editRefusal(actor, target);
    if (refusal) throw forbidden(refusal);
    const roles = await assertAssignable(tx, actor, input.roleCodes);
    const ownRoles = userPolicy.ownRolesRefusal(actor, target, roles);
    if (ownRoles) throw badRequest(ownRoles);
    const cmpyCode = actor.cmpyCode ? user.cmpyCode : input.cmpyCode || null;
    await assertCompanyExists(tx, cmpyCode);
    await markAuthChange(tx);
    await tx
      .update(sysUser)
      .set({
        realName: input.realName,
        phone: input.phone,
        cmpyCode,
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(sysUser.id, user.id));
    await setRoles(
      tx,
      user.id,
      roles.map((r) => r.id),
    );
    if (passwordHash) {
      // A new password ends the user's sessions and lifts a lockout.
      await revokeUserSessions(tx, user.id);
      await clearLoginAttempts(tx, user.username);
    }
    await audit(
      {
        action: 'user.edit',
        target: user.userCode,
        detail: { roleCodes: input.roleCodes, passwordChanged: !!passwordHash },
      },
      tx,
    );
  });
}

async function disableOrRemoveTarget(tx: DbOrTx, actor: Actor, userCode: string) {
  const user = await manageableUser(tx, actor, userCode, true);
  const refusal = userPolicy.disableRefusal(actor, await asTarget(tx, user));
  if (refusal) throw forbidden(refusal);
  return user;
}

export async function setUserStatus(db: Db, actor: Actor, userCode: string, status: 0 | 1, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const user = await disableOrRemoveTarget(tx, actor, userCode);
    await markAuthChange(tx);
    await tx.update(sysUser).set({ status, updatedAt: new Date() }).where(eq(sysUser.id, user.id));
    // A disabled user loses its open sessions at once.
    if (status === 0) await revokeUserSessions(tx, user.id);
    await audit({ action: status === 0 ? 'user.disable' : 'user.enable', target: userCode }, tx);
  });
}

export async function removeUser(db: Db, actor: Actor, userCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const user = await disableOrRemoveTarget(tx, actor, userCode);
    await markAuthChange(tx);
    await tx.update(sysUser).set({ deleted: true, updatedAt: new Date() }).where(eq(sysUser.id, user.id));
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, user.id));
    await revokeUserSessions(tx, user.id);
    await audit({ action: 'user.remove', target: userCode }, tx);
  });
}
