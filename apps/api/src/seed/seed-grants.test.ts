import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysResource } from '../modules/system/resources/tables.ts';
import { sysRole, sysRoleResource, sysRoleSeedGrant } from '../modules/system/roles/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { TRAIN_SCHOOL_ROLE } from './demo-train-schools.ts';
import { grantKeys } from './resources.ts';
import { SEEDED_ROLES, seed } from './seed.ts';

const t = useTestApp();

/** The screens added to the training area after the first demo data dirs were made. */
const LATER_SCREENS = ['train:applyList', 'train:orders', 'train:statis', 'train:exams'];

const roleId = async (roleKey: string) => {
  const [row] = await t.database.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, roleKey), eq(sysRole.deleted, false)));
  return row!.id;
};

/** The resource codes a role holds, of those below `keys`. */
const held = async (roleKey: string, keys: string[]) => {
  const rows = await t.database.db
    .select({ code: sysResource.resourceCode })
    .from(sysRoleResource)
    .innerJoin(sysResource, eq(sysResource.id, sysRoleResource.resourceId))
    .where(
      and(
        eq(sysRoleResource.roleId, await roleId(roleKey)),
        inArray(sysResource.resourceCode, grantKeys(keys)),
      ),
    );
  return rows.map((r) => r.code);
};

/** Makes a role look as an older version left it: without the later screens, nothing offered yet. */
const makeOld = async (roleKey: string) => {
  const { db } = t.database;
  const id = await roleId(roleKey);
  const later = await db
    .select({ id: sysResource.id })
    .from(sysResource)
    .where(inArray(sysResource.resourceCode, grantKeys(LATER_SCREENS)));
  // The area root (area:train, train:courses) stays: the old role had it for its course list.
  const mine = later.map((r) => r.id);
  await db
    .delete(sysRoleResource)
    .where(and(eq(sysRoleResource.roleId, id), inArray(sysRoleResource.resourceId, mine)));
  await db.delete(sysRoleSeedGrant).where(eq(sysRoleSeedGrant.roleId, id));
};

const upgrade = () => seed(t.database.db, { demo: true, regions: 'sample' });
const grantRows = async () => (await t.database.db.select({ n: count() }).from(sysRoleResource))[0]!.n;

describe('built-in role grants on an older data dir', () => {
  it('a fresh data dir: each built-in role holds its whole list', async () => {
    const later = new Set(grantKeys(LATER_SCREENS));
    for (const [roleKey, grants] of [
      ['operator', SEEDED_ROLES.operator.grants],
      ['train_school', TRAIN_SCHOOL_ROLE.grants],
    ] as const)
      expect((await held(roleKey, LATER_SCREENS)).sort()).toEqual(grants.filter((k) => later.has(k)).sort());
  });

  it('the training-school and operator roles get the later screens once, at the next start', async () => {
    await makeOld('train_school');
    await makeOld('operator');
    expect(await held('train_school', LATER_SCREENS)).not.toContain('train:applyList');
    const before = await t.login('huaxin01');
    const refused = await t.call('GET', '/train/apply/countByApplyState', { token: before });
    expect(refused.body.code).toBe(403);

    await upgrade();
    for (const roleKey of ['train_school', 'operator']) {
      const codes = await held(roleKey, LATER_SCREENS);
      for (const key of [
        'train:applyList',
        'btn:courseApply:export',
        'train:orders',
        'btn:order:list',
        'train:statis',
        'train:exams',
        'btn:exam:paper:mark',
      ])
        expect(codes, `${roleKey} ${key}`).toContain(key);
    }
    for (const [user, path] of [
      ['huaxin01', '/train/apply/countByApplyState'],
      ['huaxin01', '/train/order/countByPayStatus'],
      ['yunying01', '/train/apply/countByApplyState'],
      ['yunying01', '/train/order/countByPayStatus'],
    ] as const) {
      const res = await t.call('GET', path, { token: await t.login(user) });
      expect(res.body.code, `${user} ${path}: ${res.body.msg}`).toBe(200);
    }

    // Idempotent: a second start grants nothing more.
    const rows = await grantRows();
    await upgrade();
    expect(await grantRows()).toBe(rows);
  });

  it('a grant an operator has taken away since stays away', async () => {
    const { db } = t.database;
    const [exportButton] = await db
      .select({ id: sysResource.id })
      .from(sysResource)
      .where(eq(sysResource.resourceCode, 'btn:courseApply:export'));
    await db
      .delete(sysRoleResource)
      .where(
        and(
          eq(sysRoleResource.roleId, await roleId('train_school')),
          eq(sysRoleResource.resourceId, exportButton!.id),
        ),
      );
    await upgrade();
    expect(await held('train_school', ['train:applyList'])).not.toContain('btn:courseApply:export');
  });
});
