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
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../../platform/password.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { createSession, hashToken, newToken } from '../../../platform/session.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysResource } from '../resources/tables.ts';
import { sysRole, sysRoleResource } from '../roles/tables.ts';
import { sysUser, sysUserRole } from '../users/tables.ts';
import { isPassingTrack } from './slide-verify.ts';
import { sysLoginChallenge } from './tables.ts';

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

/** Checks captcha, lockout, status and password; on success opens a session and returns its token. */
export async function login(
  db: Db,
  input: LoginBody,
  options: LoginOptions,
): Promise<{ token: string; username: string }> {
  if (options.captcha) await consumeCaptchaToken(db, input.captchaToken);
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, input.username), eq(sysUser.deleted, false)))
    .limit(1);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw badRequest('账号或密码错误');
  }
  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - now) / 60000);
    throw badRequest(`密码错误次数过多，账号已锁定，请${minutes}分钟后再试`);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const failures = user.failedLoginCount + 1;
    const locked = failures >= LOGIN_MAX_FAILURES;
    // Counted in SQL so that parallel wrong guesses cannot undercount.
    await db
      .update(sysUser)
      .set(
        locked
          ? { failedLoginCount: 0, lockedUntil: new Date(now + LOGIN_LOCK_MINUTES * 60000) }
          : { failedLoginCount: sql`${sysUser.failedLoginCount} + 1` },
      )
      .where(eq(sysUser.id, user.id));
    throw badRequest(
      locked
        ? `密码错误次数过多，账号已锁定${LOGIN_LOCK_MINUTES}分钟`
        : `账号或密码错误，还可尝试${LOGIN_MAX_FAILURES - failures}次`,
    );
  }
  if (user.status !== 1) throw badRequest('账号已停用，请联系管理员');
  await db
    .update(sysUser)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginTime: new Date() })
    .where(eq(sysUser.id, user.id));
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
