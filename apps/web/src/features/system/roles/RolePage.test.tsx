import type { RoleRow } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../../components';
import RolePage from './RolePage.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });
const role = (over: Partial<RoleRow>): RoleRow => ({
  roleCode: 'R1',
  roleName: '超级管理员',
  roleKey: 'admin',
  remark: '',
  sort: 0,
  superAdmin: true,
  userCount: 1,
  createTime: '2026-11-22 11:06:54',
  ...over,
});
const roles = [
  role({}),
  role({ roleCode: 'R2', roleName: '平台运营', roleKey: 'operator', superAdmin: false }),
];

describe('RolePage', () => {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/pclogin/role/list'
      ? new Response(JSON.stringify(envelope({ records: roles, total: 2 })))
      : new Response(JSON.stringify(envelope(null))),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = () =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={['*:*:*']}>
              <RolePage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const rowOf = (roleKey: string) => screen.getByText(roleKey).closest('tr') as HTMLElement;

  it('marks the super-admin role and gives it no edit, assign or delete action', async () => {
    renderPage();
    await screen.findByText('operator');
    const admin = rowOf('admin');
    expect(within(admin).getByText('超级管理员 (*:*:*)')).toBeTruthy();
    expect(within(admin).queryAllByRole('button')).toEqual([]);
    const operator = rowOf('operator');
    for (const name of [/编\s*辑/, '分配资源', /删\s*除/])
      expect(within(operator).getByRole('button', { name })).toBeTruthy();
  });

  it('deletes a role after the confirmation and says 删除成功', async () => {
    renderPage();
    await screen.findByText('operator');
    await userEvent.click(within(rowOf('operator')).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/pclogin/role/remove');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ roleCode: 'R2' });
    });
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('shows 已取消删除 when the delete is cancelled', async () => {
    renderPage();
    await screen.findByText('operator');
    await userEvent.click(within(rowOf('operator')).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/pclogin/role/remove')).toBe(false);
  });
});
