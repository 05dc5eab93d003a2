import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPermissions, resolveActor } from '../../../platform/session.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const token = await t.login('yunying01');
    expect((await t.call('GET', '/pclogin/userauth/currentUser', { token })).body.code).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/pclogin/userauth/logout',
      headers: { authorization: token },
    });
    expect(out.json().code).toBe(200);
    expect(out.cookies.find((c) => c.name === 'Authorization')?.value).toBe('');
    expect((await t.call('GET', '/pclogin/userauth/currentUser', { token })).body.code).toBe(401);
  });

  it('locks an account for 15 minutes after 5 wrong passwords', async () => {
    const attempt = (password: string) =>
      t.call('POST', '/pclogin/userauth/login', { body: { username: 'yunying02', password } });
    for (let i = 1; i <= 4; i++) {
      expect((await attempt('wrong-password')).body.msg).toBe(`账号或密码错误，还可尝试${5 - i}次`);
    }
    expect((await attempt('wrong-password')).body.msg).toBe('密码错误次数过多，账号已锁定15分钟');
    // Even the right password is refused while locked.
    expect((await attempt(TEST_PASSWORD)).body.msg).toMatch(/账号已锁定，请1[45]分钟后再试/);
  });

  it('a disabled user cannot log in and loses open sessions; enabling lets it back', async () => {
    const admin = await t.login('admin');
    const staffToken = await t.login('hengda02');
    const list = await t.call('POST', '/pclogin/user/list', { token: admin, body: { username: 'hengda02' } });
    const userCode = list.body.data.records[0].userCode;
    const disabled = await t.call('POST', '/pclogin/user/enableUser', {
      token: admin,
      body: { userCode, status: 0 },
    });
    expect(disabled.body.code).toBe(200);
    expect((await t.call('GET', '/pclogin/userauth/currentUser', { token: staffToken })).body.code).toBe(401);
    const refused = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'hengda02', password: TEST_PASSWORD },
    });
    // The same answer as a wrong password: it confirms neither the account nor its password.
    expect(refused.body.msg).toBe('账号或密码错误，还可尝试4次');
    await t.call('POST', '/pclogin/user/enableUser', { token: admin, body: { userCode, status: 1 } });
    expect(await t.login('hengda02')).toBeTruthy();
  });

  it('a role change applies on the next request without a new login', async () => {
    const admin = await t.login('admin');
    const staff = await t.login('yunfan01');
    const before = await t.call('POST', '/pclogin/role/list', { token: staff, body: {} });
    expect(before.body.code).toBe(403);
    const role = await t.call('POST', '/pclogin/role/queryRole', {
      token: admin,
      body: { roleCode: 'R_company_staff' },
    });
    const codes: string[] = role.body.data.resourceCodes;
    const saved = await t.call('POST', '/pclogin/role/saveRoleResources', {
      token: admin,
      body: {
        roleCode: 'R_company_staff',
        resourceCodes: [...codes, 'system:roles', 'btn:system:role:list'],
      },
    });
    expect(saved.body.code).toBe(200);
    const after = await t.call('POST', '/pclogin/role/list', { token: staff, body: {} });
    expect(after.body.code).toBe(200);
  });

  it('the session look-up holds exactly the permissions the roles give, for every seeded user', async () => {
    for (const username of ['admin', 'yunying01', 'hengda01', 'huaxin01']) {
      const actor = await resolveActor(t.database.db, await t.login(username));
      expect(actor?.username).toBe(username);
      const held = await loadPermissions(t.database.db, actor!.userId);
      expect(held.size).toBeGreaterThan(0);
      expect([...actor!.permissions].sort()).toEqual([...held].sort());
    }
  });
});
