import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';

/**
 * Privilege escalation through the user, role and resource calls: nobody edits, resets the password of,
 * disables or removes a user holding a right the caller lacks (a super admin above all), grants a role or a
 * resource beyond their own rights, or changes a role or a resource code beyond them.
 */
const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01'] });

const as = (user: string) => ({ token: t.token(user) });
const post = (user: string, path: string, body: object) => t.call('POST', path, { ...as(user), body });
const userRow = async (username: string, caller = 'admin') =>
  (await post(caller, '/pclogin/user/list', { username })).body.data.records.find(
    (r: { username: string }) => r.username === username,
  );
const codeOf = async (username: string) => (await userRow(username)).userCode as string;
/** user/edit by `caller`: the operator role, and whatever `fields` say (a password among them). */
const editAs = (caller: string, userCode: string, fields: Record<string, string>) =>
  post(caller, '/pclogin/user/edit', { userCode, phone: '', roleCodes: ['R_operator'], ...fields });

const SYSTEM_ROLES = ['area:system', 'system:roles', 'btn:system:role:list', 'btn:system:role:query'];
const ROLE_KEEPER = [
  ...SYSTEM_ROLES,
  'btn:system:role:edit',
  'btn:system:role:remove',
  'btn:system:role:grant',
];
const RESOURCE_KEEPER = [
  'area:system',
  'system:resources',
  'btn:system:resource:list',
  'btn:system:resource:query',
  'btn:system:resource:add',
  'btn:system:resource:edit',
];

/** A role made by admin through the API, holding these resources, and a user holding only it. */
async function roleWithUser(roleKey: string, roleName: string, resourceCodes: string[], username: string) {
  const role = await post('admin', '/pclogin/role/add', { roleName, roleKey });
  const { roleCode } = role.body.data;
  expect(
    (await post('admin', '/pclogin/role/saveRoleResources', { roleCode, resourceCodes })).body.code,
  ).toBe(200);
  const user = await post('admin', '/pclogin/user/add', {
    username,
    realName: roleName,
    password: TEST_PASSWORD,
    roleCodes: [roleCode],
  });
  expect(user.body.code).toBe(200);
  return { roleCode, userCode: user.body.data.userCode as string, token: await t.login(username) };
}

const ABOVE_EDIT = '不能修改拥有自身没有的权限的用户';
const ABOVE_DISABLE = '不能停用或删除拥有自身没有的权限的用户';

describe('user calls against a user holding more rights', () => {
  it('edit: an operator can neither reset the super admin password nor change its roles', async () => {
    const res = await editAs('yunying01', await codeOf('admin'), {
      realName: '系统管理员',
      password: 'Taken0ver1',
    });
    expect(res.body).toMatchObject({ code: 403, msg: '不能修改超级管理员' });
    const login = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'admin', password: 'Taken0ver1' },
    });
    expect(login.body.code).toBe(400);
    const after = await userRow('admin');
    expect(after).toMatchObject({ superAdmin: true, roleCodes: ['R_admin'] });
    expect(await t.login('admin')).toBeTruthy();
  });

  it('edit, enableUser, remove: refused on a user holding a right the caller lacks', async () => {
    const keeper = await roleWithUser('role_keeper', '角色管理员', ROLE_KEEPER, 'juese01');
    const edit = await editAs('yunying01', keeper.userCode, { realName: '改名', password: 'Taken0ver1' });
    expect(edit.body).toMatchObject({ code: 403, msg: ABOVE_EDIT });
    const disable = await post('yunying01', '/pclogin/user/enableUser', {
      userCode: keeper.userCode,
      status: 0,
    });
    expect(disable.body).toMatchObject({ code: 403, msg: ABOVE_DISABLE });
    const remove = await post('yunying01', '/pclogin/user/remove', { userCode: keeper.userCode });
    expect(remove.body).toMatchObject({ code: 403, msg: ABOVE_DISABLE });
    // Nothing changed: the user still signs in with its own password and keeps its role.
    expect(await userRow('juese01')).toMatchObject({ realName: '角色管理员', status: 1 });
    expect(await t.login('juese01')).toBeTruthy();
    // The super admin may.
    expect(
      (await post('admin', '/pclogin/user/enableUser', { userCode: keeper.userCode, status: 0 })).body.code,
    ).toBe(200);
    expect(
      (await post('admin', '/pclogin/user/enableUser', { userCode: keeper.userCode, status: 1 })).body.code,
    ).toBe(200);
  });

  it('still lets a caller manage users with the same or fewer rights', async () => {
    const edit = await editAs('yunying01', await codeOf('yunying02'), {
      realName: '赵建国',
      phone: '13938223302',
    });
    expect(edit.body.code).toBe(200);
    const staff = await codeOf('hengda02');
    expect(
      (await post('hengda01', '/pclogin/user/enableUser', { userCode: staff, status: 0 })).body.code,
    ).toBe(200);
    expect(
      (await post('hengda01', '/pclogin/user/enableUser', { userCode: staff, status: 1 })).body.code,
    ).toBe(200);
  });

  it('list and info: each row says why the caller may not edit or disable that user', async () => {
    const self = await userRow('yunying01', 'yunying01');
    expect(self).toMatchObject({ editRefusal: null, disableRefusal: '不能停用或删除自己' });
    expect(await userRow('admin', 'yunying01')).toMatchObject({
      editRefusal: '不能修改超级管理员',
      disableRefusal: '不能停用或删除超级管理员',
    });
    expect(await userRow('juese01', 'yunying01')).toMatchObject({
      editRefusal: ABOVE_EDIT,
      disableRefusal: ABOVE_DISABLE,
    });
    expect(await userRow('yunying02', 'yunying01')).toMatchObject({
      editRefusal: null,
      disableRefusal: null,
    });
    const info = await post('yunying01', '/pclogin/user/info', { userCode: await codeOf('juese01') });
    expect(info.body.data).toMatchObject({ editRefusal: ABOVE_EDIT, disableRefusal: ABOVE_DISABLE });
    // The super admin may do anything to others, nothing against itself.
    expect(await userRow('juese01')).toMatchObject({ editRefusal: null, disableRefusal: null });
  });

  it('add: a user cannot be created with a role carrying rights the caller lacks', async () => {
    const keeperRole = (await post('admin', '/pclogin/role/list', { roleName: '角色管理员' })).body.data
      .records[0].roleCode;
    const res = await post('yunying01', '/pclogin/user/add', {
      username: 'juese02',
      realName: '越权',
      password: TEST_PASSWORD,
      roleCodes: [keeperRole],
    });
    expect(res.body).toMatchObject({ code: 403, msg: '不能分配超出自身权限的角色' });
    expect(await userRow('juese02')).toBeUndefined();
  });
});

describe('role calls against a role carrying more rights', () => {
  it('saveRoleResources, edit, remove: a role keeper cannot touch a role carrying rights it lacks', async () => {
    const keeper = (await t.login('juese01')) as string;
    const before = (await post('admin', '/pclogin/role/queryRole', { roleCode: 'R_operator' })).body.data;
    const strip = await t.call('POST', '/pclogin/role/saveRoleResources', {
      token: keeper,
      body: { roleCode: 'R_operator', resourceCodes: [] },
    });
    expect(strip.body).toMatchObject({ code: 403, msg: '不能修改拥有自身没有的权限的角色' });
    const rename = await t.call('POST', '/pclogin/role/edit', {
      token: keeper,
      body: { roleCode: 'R_operator', roleName: '被改名', roleKey: 'operator' },
    });
    expect(rename.body).toMatchObject({ code: 403, msg: '不能修改拥有自身没有的权限的角色' });
    const remove = await t.call('POST', '/pclogin/role/remove', {
      token: keeper,
      body: { roleCode: 'R_operator' },
    });
    expect(remove.body).toMatchObject({ code: 403, msg: '不能修改拥有自身没有的权限的角色' });
    const after = (await post('admin', '/pclogin/role/queryRole', { roleCode: 'R_operator' })).body.data;
    expect(after).toEqual(before);
  });

  it('saveRoleResources: a role keeper cannot grant its own role a right it lacks', async () => {
    const keeper = (await t.login('juese01')) as string;
    const ownRole = (await post('admin', '/pclogin/role/list', { roleName: '角色管理员' })).body.data
      .records[0].roleCode;
    const grow = await t.call('POST', '/pclogin/role/saveRoleResources', {
      token: keeper,
      body: { roleCode: ownRole, resourceCodes: [...ROLE_KEEPER, 'system:users', 'btn:system:user:edit'] },
    });
    expect(grow.body).toMatchObject({ code: 403, msg: '不能分配自身没有的权限：system:user:edit' });
  });
});

describe('resource calls', () => {
  it('a resource keeper cannot turn a resource it holds into a right it lacks, nor add one', async () => {
    const keeper = await roleWithUser('resource_keeper', '资源管理员', RESOURCE_KEEPER, 'ziyuan01');
    // A report page the super admin made and granted to the keeper's role.
    const added = await post('admin', '/pclogin/resources/add', {
      parentCode: 'system:resources',
      name: '资源报表',
      type: 2,
      perms: 'resource:report',
    });
    const reportCode = added.body.data.resourceCode as string;
    expect(
      (
        await post('admin', '/pclogin/role/saveRoleResources', {
          roleCode: keeper.roleCode,
          resourceCodes: [...RESOURCE_KEEPER, reportCode],
        })
      ).body.code,
    ).toBe(200);
    const turn = await t.call('POST', '/pclogin/resources/edit', {
      token: keeper.token,
      body: {
        resourceCode: reportCode,
        parentCode: 'system:resources',
        name: '资源报表',
        type: 2,
        perms: 'system:role:grant',
      },
    });
    expect(turn.body).toMatchObject({ code: 403, msg: '不能设置自身没有的权限标识：system:role:grant' });
    const me = await t.call('GET', '/pclogin/userauth/currentUser', { token: keeper.token });
    expect(me.body.data.permissions).not.toContain('system:role:grant');
    const add = await t.call('POST', '/pclogin/resources/add', {
      token: keeper.token,
      body: { parentCode: 'system:resources', name: '用户删除2', type: 2, perms: 'system:user:remove' },
    });
    expect(add.body).toMatchObject({ code: 403, msg: '不能设置自身没有的权限标识：system:user:remove' });
    // Renaming the resource it holds, code unchanged, is fine.
    const rename = await t.call('POST', '/pclogin/resources/edit', {
      token: keeper.token,
      body: {
        resourceCode: reportCode,
        parentCode: 'system:resources',
        name: '报表',
        type: 2,
        perms: 'resource:report',
      },
    });
    expect(rename.body.code).toBe(200);
  });
});
