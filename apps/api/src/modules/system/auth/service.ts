import { randomUUID } from 'node:crypto';
import {
  type CurrentUser,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  type LoginBody,
  ResourceType,
  type SlideInput,
  SUPER_PERMISSION,
} from '@hr/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../../platform/password.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { createSession, hashToken, newToken } from '../../../platform/session.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysResource } from '../resources/tables.ts';
import { sysRole, sysRoleResource } from '../roles/tables.ts';
import { sysUser, sysUserRole } from '../users/tables.ts';
import { isPassingTrack } from './slide-verify.ts';
import { sysLoginAttempt, sysLoginChallenge } from './tables.ts';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_REQUIRED = '请拖动滑动条';

export async function createChallenge(db: Db): Promise<string> {
  const id = randomUUID();
  // Old challenges are useless after their TTL; clear them as new ones are made.
  await db
    .delete(sysLoginChallenge)
    .where(lt(sysLoginChallenge.createdAt, new Date(Date.now() - 2 * CHALLENGE_TTL_MS)));
  await db.insert(sysLoginChallenge).values({ id });
  return id;
}

/**
 * Judges the track against one open challenge and closes it either way: a pass hands out the one-time token
 * login consumes, a failure spends the challenge, so every further try needs a new one.
 */
export async function verifyChallenge(
  db: Db,
  challengeId: string,
  track: [number, number][],
  input: SlideInput = 'pointer',
): Promise<string> {
  const passed = isPassingTrack(track, input);
  const token = newToken();
  const now = new Date();
  const updated = await db
    .update(sysLoginChallenge)
    .set(passed ? { passedAt: now, passTokenHash: hashToken(token) } : { usedAt: now })
    .where(
      and(
        eq(sysLoginChallenge.id, challengeId),
        isNull(sysLoginChallenge.passedAt),
        isNull(sysLoginChallenge.usedAt),
        gt(sysLoginChallenge.createdAt, new Date(Date.now() - CHALLENGE_TTL_MS)),
      ),
    )
    .returning({ id: sysLoginChallenge.id });
  if (updated.length === 0) throw badRequest('验证已失效，请重新拖动滑动条');
  if (!passed) throw badRequest('验证未通过，请重新拖动滑动条');
  return token;
}

async function consumeCaptchaToken(db: Db, token: string | undefined): Promise<void> {
  if (!token) throw badRequest(CAPTCHA_REQUIRED);
  const used = await db
    .update(sysLoginChallenge)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(sysLoginChallenge.passTokenHash, hashToken(token)),
        isNotNull(sysLoginChallenge.passedAt),
        isNull(sysLoginChallenge.usedAt),
        gt(sysLoginChallenge.createdAt, new Date(Date.now() - CHALLENGE_TTL_MS)),
      ),
    )
    .returning({ id: sysLoginChallenge.id });
  if (used.length === 0) throw badRequest('验证已失效，请重新拖动滑动条');
}

export interface LoginOptions {
  captcha: boolean;
  ip: string;
  userAgent: string;
}

const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;
export const loginMessages = {
  wrong: (left: number) => `账号或密码错误，还可尝试${left}次`,
  lockedNow: `密码错误次数过多，账号已锁定${LOGIN_LOCK_MINUTES}分钟`,
  locked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
};

/**
 * Reserves one password check for a username, known or not, in one statement (so parallel guesses are
 * counted one by one): a lock whose time is over starts a fresh count; the attempt that reaches the limit
 * sets the lock at once (a crash mid-check cannot leave the count full without a lock). Answers the attempt's
 * number, or the minutes left when the name is locked (no check then).
 */
async function reserveAttempt(
  db: Db,
  username: string,
): Promise<{ attempt: number } | { lockedMinutes: number }> {
  const a = sysLoginAttempt;
  const expired = sql`(${a.lockedUntil} is not null and ${a.lockedUntil} <= now())`;
  const count = sql`case when ${expired} then 1 else ${a.failedCount} + 1 end`;
  const lockAt = sql`now() + make_interval(secs => ${LOCK_MS / 1000})`;
  const [reserved] = await db
    .insert(a)
    // A first failure never locks (LOGIN_MAX_FAILURES is 5).
    .values({ username, failedCount: 1, lockedUntil: null, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: a.username,
      set: {
        failedCount: sql`${count}`,
        lockedUntil: sql`case when ${count} >= ${LOGIN_MAX_FAILURES} then ${lockAt} else null end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${a.lockedUntil} is null or ${a.lockedUntil} <= now()`,
    })
    .returning({ attempt: a.failedCount });
  if (reserved) return { attempt: reserved.attempt };
  const [row] = await db.select({ lockedUntil: a.lockedUntil }).from(a).where(eq(a.username, username));
  const left = (row?.lockedUntil?.getTime() ?? Date.now()) - Date.now();
  return { lockedMinutes: Math.max(1, Math.ceil(left / 60_000)) };
}

/** Forgets a username's failed attempts (a successful login, a password set by an administrator). */
export async function clearLoginAttempts(db: DbOrTx, username: string): Promise<void> {
  await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.username, username));
}

let lastSweep = 0;
/** Rows of names not tried for a day go (unknown names would otherwise pile up); at most once a minute. */
async function sweepOldAttempts(db: Db) {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  await db
    .delete(sysLoginAttempt)
    .where(lt(sysLoginAttempt.updatedAt, new Date(Date.now() - 24 * 60 * 60_000)));
}

/**
 * Checks captcha, lockout, password and status; on success opens a session and returns its token. Every
 * failure answers the same way whether the name is unknown, the account disabled or the password wrong, with
 * the same argon2 work: the answer tells nothing about which accounts exist or which password is right.
 */
export async function login(
  db: Db,
  input: LoginBody,
  options: LoginOptions,
): Promise<{ token: string; username: string }> {
  if (options.captcha) await consumeCaptchaToken(db, input.captchaToken);
  await sweepOldAttempts(db);
  const reserved = await reserveAttempt(db, input.username);
  if ('lockedMinutes' in reserved) throw badRequest(loginMessages.locked(reserved.lockedMinutes));
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, input.username), eq(sysUser.deleted, false)))
    .limit(1);
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !passwordOk || user.status !== 1) {
    throw badRequest(
      reserved.attempt >= LOGIN_MAX_FAILURES
        ? loginMessages.lockedNow
        : loginMessages.wrong(LOGIN_MAX_FAILURES - reserved.attempt),
    );
  }
  await clearLoginAttempts(db, user.username);
  await db.update(sysUser).set({ lastLoginTime: new Date() }).where(eq(sysUser.id, user.id));
  const token = await createSession(db, user.id, options.ip, options.userAgent);
  return { token, username: user.username };
}

/** The caller's profile, permission codes and the directories and menus its roles open. */
export async function currentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  const [company] = actor.cmpyCode
    ? await db
        .select({ cmpyName: cmpy.cmpyName })
        .from(cmpy)
        .where(eq(cmpy.cmpyCode, actor.cmpyCode))
        .limit(1)
    : [];
  const roles = await db
    .select({ roleName: sysRole.roleName })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.deleted, false)))
    .where(eq(sysUserRole.userId, actor.userId));
  const superAdmin = actor.permissions.has(SUPER_PERMISSION);
  const menuTypes = inArray(sysResource.type, [ResourceType.directory, ResourceType.menu]);
  const menuColumns = {
    resourceCode: sysResource.resourceCode,
    parentCode: sysResource.parentCode,
    name: sysResource.name,
    type: sysResource.type,
    path: sysResource.path,
    icon: sysResource.icon,
    sort: sysResource.sort,
  };
  const menus = superAdmin
    ? await db
        .select(menuColumns)
        .from(sysResource)
        .where(and(menuTypes, eq(sysResource.visible, true)))
    : await db
        .selectDistinct(menuColumns)
        .from(sysUserRole)
        .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.deleted, false)))
        .innerJoin(sysRoleResource, eq(sysRoleResource.roleId, sysRole.id))
        .innerJoin(sysResource, eq(sysResource.id, sysRoleResource.resourceId))
        .where(and(eq(sysUserRole.userId, actor.userId), menuTypes, eq(sysResource.visible, true)));
  menus.sort((a, b) => a.sort - b.sort || a.resourceCode.localeCompare(b.resourceCode));
  return {
    userCode: actor.userCode,
    username: actor.username,
    realName: actor.realName,
    cmpyCode: actor.cmpyCode,
    cmpyName: company?.cmpyName ?? null,
    roleNames: roles.map((r) => r.roleName),
    permissions: [...actor.permissions].sort(),
    menus,
  };
}
