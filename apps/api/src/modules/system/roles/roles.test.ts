import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ loginAs: ['admin'] });

describe('roles', () => {
  it('lists the seeded roles with user counts; the super admin is flagged', async () => {
    const res = await t.call('POST', '/pclogin/role/list', { token: t.token('admin'), body: {} });
    const rows = res.body.data.records as { roleKey: string; superAdmin: boolean; userCount: number }[];
    // The three seeded roles, then the demo training schools' staff role.
    expect(rows.map((r) => r.roleKey)).toEqual(['admin', 'operator', 'company_staff', 'train_school']);
    expect(rows[0]).toMatchObject({ superAdmin: true, userCount: 1 });
    expect(rows[2]!.userCount).toBe(3);
  });

  it('takes % and _ in a search literally, not as wildcards', async () => {
    const percent = await t.call('POST', '/pclogin/role/list', {
      token: t.token('admin'),
      body: { roleName: '%' },
    });
    expect(percent.body.data.total).toBe(0);
    const name = await t.call('POST', '/pclogin/role/list', {
      token: t.token('admin'),
      body: { roleName: '管理' },
    });
    expect(name.body.data.total).toBe(1);
  });

  it('adds, edits, grants and removes a role', async () => {
    const added = await t.call('POST', '/pclogin/role/add', {
      token: t.token('admin'),
      body: { roleName: '培训专员', roleKey: 'trainer', remark: '负责课程', sort: 5 },
    });
    const { roleCode } = added.body.data;
    expect(
      (
        await t.call('POST', '/pclogin/role/add', {
          token: t.token('admin'),
          body: { roleName: 'x', roleKey: 'trainer' },
        })
      ).body,
    ).toMatchObject({
      code: 409,
      msg: '权限字符已存在',
    });
    const edited = await t.call('POST', '/pclogin/role/edit', {
      token: t.token('admin'),
      body: { roleCode, roleName: '培训主管', roleKey: 'trainer', remark: '', sort: 6 },
    });
    expect(edited.body.code).toBe(200);
    const granted = await t.call('POST', '/pclogin/role/saveRoleResources', {
      token: t.token('admin'),
      body: {
        roleCode,
        resourceCodes: ['area:train', 'train:courses', 'train:courseList', 'btn:course:list'],
      },
    });
    expect(granted.body.code).toBe(200);
    const detail = await t.call('POST', '/pclogin/role/queryRole', {
      token: t.token('admin'),
      body: { roleCode },
    });
    expect(detail.body.data).toMatchObject({ roleName: '培训主管', sort: 6 });
    expect(detail.body.data.resourceCodes.sort()).toEqual([
      'area:train',
      'btn:course:list',
      'train:courseList',
      'train:courses',
    ]);
    expect(
      (await t.call('POST', '/pclogin/role/remove', { token: t.token('admin'), body: { roleCode } })).body
        .code,
    ).toBe(200);
  });

  it('protects the super-admin role and roles still in use', async () => {
    expect(
      (
        await t.call('POST', '/pclogin/role/remove', {
          token: t.token('admin'),
          body: { roleCode: 'R_admin' },
        })
      ).body.code,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/pclogin/role/saveRoleResources', {
          token: t.token('admin'),
          body: { roleCode: 'R_admin', resourceCodes: [] },
        })
      ).body.code,
    ).toBe(403);
    const inUse = await t.call('POST', '/pclogin/role/remove', {
      token: t.token('admin'),
      body: { roleCode: 'R_operator' },
    });
    expect(inUse.body).toMatchObject({ code: 400, msg: '该角色已分配给2个用户，不能删除' });
  });

  it('refuses an unknown resource code and changes nothing', async () => {
    const before = await t.call('POST', '/pclogin/role/queryRole', {
      token: t.token('admin'),
      body: { roleCode: 'R_operator' },
    });
    const res = await t.call('POST', '/pclogin/role/saveRoleResources', {
      token: t.token('admin'),
      body: { roleCode: 'R_operator', resourceCodes: ['area:train', 'no-such-resource'] },
    });
    expect(res.body).toMatchObject({ code: 400, msg: '所选资源不存在' });
    const after = await t.call('POST', '/pclogin/role/queryRole', {
      token: t.token('admin'),
      body: { roleCode: 'R_operator' },
    });
    expect(after.body.data.resourceCodes).toEqual(before.body.data.resourceCodes);
  });
});
