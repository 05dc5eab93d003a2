import { permissionAreas } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ loginAs: ['admin'] });

describe('resources', () => {
  it('seeds every permission code of the contract tree', async () => {
    const res = await t.call('POST', '/pclogin/resources/list', { token: t.token('admin'), body: {} });
    const perms = new Set((res.body.data as { perms: string | null }[]).map((r) => r.perms));
    for (const code of permissionAreas.keys()) expect(perms.has(code), code).toBe(true);
  });

  it('adds a menu and a button below it, edits, and removes them leaf first', async () => {
    const menu = await t.call('POST', '/pclogin/resources/add', {
      token: t.token('admin'),
      body: {
        parentCode: 'area:system',
        name: '操作日志',
        type: 1,
        path: '/setup/log',
        icon: 'FileSearchOutlined',
        sort: 9,
      },
    });
    expect(menu.body.code).toBe(200);
    const menuCode = menu.body.data.resourceCode;
    const button = await t.call('POST', '/pclogin/resources/add', {
      token: t.token('admin'),
      body: { parentCode: menuCode, name: '日志导出', type: 2, perms: 'system:log:export' },
    });
    expect(button.body.code).toBe(200);
    const blocked = await t.call('POST', '/pclogin/resources/remove', {
      token: t.token('admin'),
      body: { resourceCode: menuCode },
    });
    expect(blocked.body).toMatchObject({ code: 400, msg: '存在下级资源，不允许删除' });
    const cycle = await t.call('POST', '/pclogin/resources/edit', {
      token: t.token('admin'),
      body: {
        resourceCode: menuCode,
        parentCode: button.body.data.resourceCode,
        name: '操作日志',
        type: 1,
        path: '/setup/log',
      },
    });
    expect(cycle.body.code).toBe(400);
    const page = await t.call('POST', '/pclogin/resources/listPage', {
      token: t.token('admin'),
      body: { name: '日志', pageSize: 10 },
    });
    expect(page.body.data.total).toBe(2);
    expect(
      (
        await t.call('POST', '/pclogin/resources/remove', {
          token: t.token('admin'),
          body: { resourceCode: button.body.data.resourceCode },
        })
      ).body.code,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/pclogin/resources/remove', {
          token: t.token('admin'),
          body: { resourceCode: menuCode },
        })
      ).body.code,
    ).toBe(200);
  });

  it('checks type-specific fields and protects built-in resources', async () => {
    const noPath = await t.call('POST', '/pclogin/resources/add', {
      token: t.token('admin'),
      body: { name: '无路由', type: 1 },
    });
    expect(noPath.body.msg).toBe('菜单必须填写路由地址');
    const noPerms = await t.call('POST', '/pclogin/resources/add', {
      token: t.token('admin'),
      body: { name: '无标识', type: 2 },
    });
    expect(noPerms.body.msg).toBe('按钮必须填写权限标识');
    const builtin = await t.call('POST', '/pclogin/resources/remove', {
      token: t.token('admin'),
      body: { resourceCode: 'btn:recruit:add' },
    });
    expect(builtin.body).toMatchObject({ code: 403, msg: '内置资源不能删除' });
    const renamed = await t.call('POST', '/pclogin/resources/edit', {
      token: t.token('admin'),
      body: {
        resourceCode: 'btn:recruit:add',
        parentCode: 'recruit:jobList',
        name: '发布新职位',
        type: 2,
        perms: 'recruit:add',
      },
    });
    expect(renamed.body.code).toBe(200);
    const recoded = await t.call('POST', '/pclogin/resources/edit', {
      token: t.token('admin'),
      body: {
        resourceCode: 'btn:recruit:add',
        parentCode: 'recruit:jobList',
        name: '发布新职位',
        type: 2,
        perms: 'recruit:other',
      },
    });
    expect(recoded.body.msg).toBe('内置资源的权限标识不能修改');
  });
});
