import type { ResourceRow } from '@hr/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildResourceTree } from './build-resource-tree.ts';
import ResourceFormModal from './ResourceFormModal.tsx';

const row = (resourceCode: string, parentCode: string | null, name: string, type: number): ResourceRow => ({
  resourceCode,
  parentCode,
  name,
  type,
  path: null,
  icon: null,
  perms: null,
  sort: 0,
  visible: true,
  builtin: false,
});
const tree = buildResourceTree([
  row('area:system', null, '系统管理', 0),
  row('system:users', 'area:system', '用户管理', 1),
]);

describe('ResourceFormModal', () => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify({ code: 200, msg: '操作成功', data: { resourceCode: 'new' }, success: true }),
      ),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderModal = (parentCode: string | null) => {
    const onSaved = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <ResourceFormModal
            open
            resource={null}
            parentCode={parentCode}
            tree={tree}
            onClose={() => {}}
            onSaved={onSaved}
          />
        </App>
      </ConfigProvider>,
    );
    return onSaved;
  };
  const ok = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

  it('defaults a child of a directory to a menu and asks for its path with the contract message', async () => {
    renderModal('area:system');
    expect((screen.getByRole('radio', { name: '菜单' }) as HTMLInputElement).checked).toBe(true);
    await ok();
    expect(await screen.findByText('请输入资源名称')).toBeTruthy();
    expect(await screen.findByText('菜单必须填写路由地址')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('defaults a child of a menu to a button, which needs a perms code, and sends the parent', async () => {
    const onSaved = renderModal('system:users');
    expect((screen.getByRole('radio', { name: '按钮' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(screen.getByLabelText('资源名称'), '用户导出');
    await ok();
    expect(await screen.findByText('按钮必须填写权限标识')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('权限标识'), 'system:user:export');
    await ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/pclogin/resources/add');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      parentCode: 'system:users',
      type: 2,
      name: '用户导出',
      perms: 'system:user:export',
      sort: 0,
      visible: true,
    });
  });
});
