import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DAYS, SUPER_PERMISSION } from '@hr/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sysSession } from '../modules/system/auth/tables.ts';
import { sysResource } from '../modules/system/resources/tables.ts';
import { sysRole, sysRoleResource } from '../modules/system/roles/tables.ts';
import { sysUser, sysUserRole } from '../modules/system/users/tables.ts';
import { type AuthCache, markAuthChange } from './auth-cache.ts';
import type { Db, DbOrTx, Tx } from './db.ts';
import type { Actor } from './permissions.ts';

export const AUTH_COOKIE = 'Authorization';
export const USERNAME_COOKIE = 'username';
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** The token from the `Authorization` cookie, or the header (bare or `Bearer …`). */
export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || null;
  return req.cookies?.[AUTH_COOKIE] || null;
}

export async function createSession(
  db: DbOrTx,
  userId: number,
  ip: string,
  userAgent: string,
): Promise<string> {
  const token = newToken();
  await db.insert(sysSession).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MS),
    ip,
    userAgent: userAgent.slice(0, 300),
  });
  return token;
}

export async function revokeSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    await markAuthChange(tx);
    await tx
      .update(sysSession)
      .set({ revokedAt: new Date() })
      .where(and(eq(sysSession.tokenHash, hashToken(token)), isNull(sysSession.revokedAt)));
  });
}

/** Ends every open session of a user (disable, remove, password change), inside the caller's transaction. */
export async function revokeUserSessions(tx: Tx, userId: number): Promise<void> {
  await markAuthChange(tx);
  await tx
    .update(sysSession)
    .set({ revokedAt: new Date() })
    .where(and(eq(sysSession.userId, userId), isNull(sysSession.revokedAt)));
}

/** The permission codes a user holds now, through its roles; `*:*:*` for a super-admin role. */
export async function loadPermissions(db: DbOrTx, userId: number): Promise<Set<string>> {
  return (await permissionsOfUsers(db, [userId])).get(userId) ?? new Set();
}

/** The permission codes each of these users holds now (one query), for the policies that compare rights. */
export async function permissionsOfUsers(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const permissions = new Map<number, Set<string>>(userIds.map((id) => [id, new Set<string>()]));
  if (userIds.length === 0) return permissions;
  const rows = await db
    .select({ userId: sysUserRole.userId, perms: sysResource.perms, superAdmin: sysRole.superAdmin })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.deleted, false)))
    .leftJoin(sysRoleResource, eq(sysRoleResource.roleId, sysRole.id))
    .leftJoin(sysResource, eq(sysResource.id, sysRoleResource.resourceId))
    .where(inArray(sysUserRole.userId, [...userIds]));
  for (const row of rows) {
    const held = permissions.get(row.userId)!;
    if (row.superAdmin) held.add(SUPER_PERMISSION);
    if (row.perms) held.add(row.perms);
  }
  return permissions;
}

/**
 * The permission codes of the user in the outer query, as one array column: `*:*:*` for a super-admin
 * role, else the codes of its roles' resources. The same rule as permissionsOfUsers, inside the session
 * query, so a signed-in request costs one round trip before its own work.
 */
const heldPermissions = sql<string[]>`array(
  select ${sql.raw(`'${SUPER_PERMISSION}'`)} from ${sysUserRole}
    join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} and ${sysRole.deleted} = false
    where ${sysUserRole.userId} = ${sysUser.id} and ${sysRole.superAdmin}
  union
  select ${sysResource.perms} from ${sysUserRole}
    join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} and ${sysRole.deleted} = false
    join ${sysRoleResource} on ${sysRoleResource.roleId} = ${sysRole.id}
    join ${sysResource} on ${sysResource.id} = ${sysRoleResource.resourceId}
    where ${sysUserRole.userId} = ${sysUser.id} and ${sysResource.perms} <> ''
)`;

/**
 * The session look-up, prepared once per database handle: every signed-in request runs it first, so neither
 * drizzle's query building nor PostgreSQL's parsing and planning is repeated per request (a named statement,
 * prepared on each pooled connection at its first use).
 */
const actorQueries = new WeakMap<Db, ReturnType<typeof prepareActorQuery>>();
const prepareActorQuery = (db: Db) =>
  db
    .select({
      sessionId: sysSession.id,
      expiresAt: sysSession.expiresAt,
      userId: sysUser.id,
      userCode: sysUser.userCode,
      username: sysUser.username,
      realName: sysUser.realName,
      cmpyCode: sysUser.cmpyCode,
      permissions: heldPermissions,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(
      and(
        eq(sysSession.tokenHash, sql.placeholder('tokenHash')),
        isNull(sysSession.revokedAt),
        gt(sysSession.expiresAt, sql`now()`),
        eq(sysUser.status, 1),
        eq(sysUser.deleted, false),
      ),
    )
    .limit(1)
    .prepare('resolve_actor');

/**
 * The caller behind a token: a live session of an enabled, not removed user; null otherwise. From the node's
 * session cache while it holds its lease (auth-cache.ts), else from the database, stored for the next request
 * unless a change was heard while the read ran. A token that finds nothing is not cached.
 */
export async function resolveActor(db: Db, token: string | null, cache?: AuthCache): Promise<Actor | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const generation = cache?.begin() ?? 0;
  let query = actorQueries.get(db);
  if (!query) {
    query = prepareActorQuery(db);
    actorQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return null;
  const { expiresAt, ...actor } = row;
  const found = { ...actor, permissions: new Set(row.permissions) };
  cache?.store(tokenHash, found, expiresAt, generation);
  return found;
}
