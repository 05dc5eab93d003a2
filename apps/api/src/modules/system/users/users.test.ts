import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ loginAs: ['admin', 'hengda01'] });

const list = (token: string, body: object = {}) => t.call('POST', '/pclogin/user/list', { token, body });
const codeOf = async (username: string) =>
  (await list(t.token('admin'), { username })).body.data.records[0].userCode as string;

describe('users', () => {
  it('lists, filters and pages users for an operator', async () => {
    const all = await list(t.token('admin'), { pageSize: 2 });
    // admin, two operators, three recruitment staff and two training-school staff.
    expect(all.body.data.total).toBe(8);
    expect(all.body.data.records).toHaveLength(2);
    const filtered = await list(t.token('admin'), { realName: '李' });
    expect(filtered.body.data.records.map((r: { username: string }) => r.username)).toEqual(['hengda01']);
  });

  it('shows company staff only the users of their own company', async () => {
    const mine = await list(t.token('hengda01'), { pageSize: 100 });
    expect(mine.body.data.records.map((r: { cmpyCode: string }) => r.cmpyCode)).toEqual([
      'C_HENGDA',
      'C_HENGDA',
    ]);
    // Asking for another company does not widen the scope.
    const other = await list(t.token('hengda01'), { cmpyCode: 'C_YUNFAN' });
    expect(other.body.data.records.every((r: { cmpyCode: string }) => r.cmpyCode === 'C_HENGDA')).toBe(true);
    const foreign = await codeOf('yunfan01');
    expect(
      (
        await t.call('POST', '/pclogin/user/info', {
          token: t.token('hengda01'),
          body: { userCode: foreign },
        })
      ).body.code,
    ).toBe(404);
  });

  it('adds a user; a duplicate username is a conflict and changes nothing', async () => {
    const body = {
      username: 'xinyuan01',
      realName: '陈新',
      phone: '13700001111',
      password: 'Welcome123',
      roleCodes: ['R_operator'],
    };
    const added = await t.call('POST', '/pclogin/user/add', { token: t.token('admin'), body });
    expect(added.body.code).toBe(200);
    const dup = await t.call('POST', '/pclogin/user/add', { token: t.token('admin'), body });
    expect(dup.body).toMatchObject({ code: 409, msg: '账号已存在' });
    expect(await t.login('xinyuan01', 'Welcome123')).toBeTruthy();
  });

  it('gives validation messages in Chinese', async () => {
    const weak = await t.call('POST', '/pclogin/user/add', {
      token: t.token('admin'),
      body: { username: 'abc', realName: '张三', password: 'short', roleCodes: ['R_operator'] },
    });
    expect(weak.body).toMatchObject({ code: 400, msg: '密码至少8位' });
    const noRole = await t.call('POST', '/pclogin/user/add', {
      token: t.token('admin'),
      body: { username: 'abc', realName: '张三', password: 'Welcome123', roleCodes: [] },
    });
    expect(noRole.body.msg).toBe('请选择角色');
  });

  it('places company staff users in their own company and refuses granting more than they hold', async () => {
    // Company staff hold system:user:add? The seeded role does; a super-t.token('admin') role is out of reach.
    const escalate = await t.call('POST', '/pclogin/user/add', {
      token: t.token('hengda01'),
      body: { username: 'hd_boss', realName: '越权', password: 'Welcome123', roleCodes: ['R_admin'] },
    });
    expect(escalate.body.code).toBe(403);
    const ok = await t.call('POST', '/pclogin/user/add', {
      token: t.token('hengda01'),
      body: {
        username: 'hd_new',
        realName: '新员工',
        password: 'Welcome123',
        roleCodes: ['R_company_staff'],
        cmpyCode: 'C_YUNFAN',
      },
    });
    expect(ok.body.code).toBe(200);
    const info = await t.call('POST', '/pclogin/user/info', {
      token: t.token('admin'),
      body: { userCode: ok.body.data.userCode },
    });
    expect(info.body.data.cmpyCode).toBe('C_HENGDA');
  });

  it('edits roles and password; a new password ends the user sessions', async () => {
    const userCode = await codeOf('yunying02');
    const token = await t.login('yunying02');
    const edited = await t.call('POST', '/pclogin/user/edit', {
      token: t.token('admin'),
      body: {
        userCode,
        realName: '赵建国',
        phone: '13938223302',
        roleCodes: ['R_operator'],
        password: 'Changed123',
      },
    });
    expect(edited.body.code).toBe(200);
    expect((await t.call('GET', '/pclogin/userauth/currentUser', { token })).body.code).toBe(401);
    expect(await t.login('yunying02', 'Changed123')).toBeTruthy();
  });

  it('refuses removing oneself or the super admin, and removes others softly', async () => {
    const self = await codeOf('admin');
    expect(
      (await t.call('POST', '/pclogin/user/remove', { token: t.token('admin'), body: { userCode: self } }))
        .body.msg,
    ).toBe('不能停用或删除自己');
    const target = await codeOf('xinyuan01');
    expect(
      (await t.call('POST', '/pclogin/user/remove', { token: t.token('admin'), body: { userCode: target } }))
        .body.code,
    ).toBe(200);
    expect((await list(t.token('admin'), { username: 'xinyuan01' })).body.data.total).toBe(0);
    const login = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'xinyuan01', password: 'Welcome123' },
    });
    expect(login.body.code).toBe(400);
  });
});
