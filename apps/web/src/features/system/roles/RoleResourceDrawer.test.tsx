import type { ResourceRow, RoleRow } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RoleResourceDrawer from './RoleResourceDrawer.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });

const resource = (
  resourceCode: string,
  parentCode: string | null,
  name: string,
  type: number,
  perms: string | null = null,
  sort = 0,
): ResourceRow => ({
  resourceCode,
  parentCode,
  name,
  type,
  path: null,
  icon: null,
  perms,
  sort,
  visible: true,
  builtin: true,
});

// Flat and out of order, as the server may send it.
const resources: ResourceRow[] = [
  resource('btn:system:user:edit', 'system:users', '用户修改', 2, 'system:user:edit', 2),
  resource('area:system', null, '系统管理', 0, 'plateform:system', 2),
  resource('system:users', 'area:system', '用户管理', 1, null, 1),
  resource('btn:system:user:add', 'system:users', '用户新增', 2, 'system:user:add', 1),
  resource('system:notices', 'area:system', '消息公告', 1, null, 2),
  resource('area:train', null, '培训系统', 0, 'plateform:train', 1),
  resource('train:home', 'area:train', '培训首页', 1),
];

const role: RoleRow = {
  roleCode: 'R100',
  roleName: '运营人员',
  roleKey: 'operator',
  remark: '',
  sort: 1,
  superAdmin: false,
  userCount: 0,
  createTime: '2025-01-01 00:00:00',
};

describe('RoleResourceDrawer', () => {
  let held: string[] = [];
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/pclogin/resources/list') return new Response(JSON.stringify(envelope(resources)));
    if (url === '/api/pclogin/role/queryRole')
      return new Response(JSON.stringify(envelope({ ...role, resourceCodes: held })));
    if (url === '/api/pclogin/role/saveRoleResources') return new Response(JSON.stringify(envelope(null)));
    return new Response(JSON.stringify({ code: 404, msg: '资源不存在', data: null, success: false }));
  });
  const savedCodes = () => {
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/pclogin/role/saveRoleResources');
    const body = JSON.parse(String(call?.[1]?.body)) as { roleCode: string; resourceCodes: string[] };
    return { roleCode: body.roleCode, resourceCodes: [...body.resourceCodes].sort() };
  };

  beforeEach(() => {
    held = [];
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const renderDrawer = () => {
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <RoleResourceDrawer open role={role} onClose={onClose} />
        </App>
      </QueryClientProvider>,
    );
    return onClose;
  };
  const treeNode = (name: string) => screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
  const isChecked = (name: string) =>
    treeNode(name).querySelector('.ant-tree-checkbox')?.classList.contains('ant-tree-checkbox-checked');
  const expandAll = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '全部展开' }));
    await screen.findByText('用户新增');
  };
  const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

  it('shows every resource as a tree with the perms code after each button name', async () => {
    renderDrawer();
    await expandAll();
    expect(screen.getByText('system:user:add')).toBeTruthy();
    expect(screen.getByText('plateform:system')).toBeTruthy();
    const names = [...document.querySelectorAll('.ant-tree-title')].map((n) => n.textContent);
    // sorted by sort at each level: 培训系统 (1) before 系统管理 (2), 用户新增 (1) before 用户修改 (2)
    expect(names.map((text) => text?.replace(/[a-z:]+$/i, ''))).toEqual([
      '培训系统',
      '培训首页',
      '系统管理',
      '用户管理',
      '用户新增',
      '用户修改',
      '消息公告',
    ]);
  });

  it('saves a checked button with its half-checked menu and area root', async () => {
    const onClose = renderDrawer();
    await expandAll();
    await userEvent.click(treeNode('用户新增').querySelector('.ant-tree-checkbox') as HTMLElement);
    expect(treeNode('系统管理').querySelector('.ant-tree-checkbox-indeterminate')).toBeTruthy();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedCodes()).toEqual({
      roleCode: 'R100',
      resourceCodes: ['area:system', 'btn:system:user:add', 'system:users'],
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('shows a saved role by its leaves only, and saves it back unchanged', async () => {
    held = ['area:system', 'system:users', 'btn:system:user:add'];
    renderDrawer();
    await expandAll();
    expect(isChecked('用户新增')).toBe(true);
    expect(isChecked('用户修改')).toBe(false);
    expect(isChecked('用户管理')).toBe(false);
    await save();
    await waitFor(() => expect(savedCodes().resourceCodes).toEqual([...held].sort()));
  });

  it('grants the whole area when its root is checked', async () => {
    renderDrawer();
    await expandAll();
    await userEvent.click(treeNode('系统管理').querySelector('.ant-tree-checkbox') as HTMLElement);
    await save();
    await waitFor(() =>
      expect(savedCodes().resourceCodes).toEqual([
        'area:system',
        'btn:system:user:add',
        'btn:system:user:edit',
        'system:notices',
        'system:users',
      ]),
    );
  });
});
