import type { UserRow } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from '../../../components';
import UserPage from './UserPage.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });

const user = (over: Partial<UserRow>): UserRow => ({
  userCode: 'U1',
  username: 'yunying01',
  realName: '王丽',
  phone: '13838112201',
  cmpyCode: null,
  cmpyName: null,
  status: 1,
  roleCodes: ['R_OP'],
  roleNames: ['平台运营'],
  superAdmin: false,
  editRefusal: null,
  disableRefusal: null,
  lastLoginTime: null,
  createTime: '2026-11-22 11:06:54',
  ...over,
});
const users = [
  user({}),
  user({
    userCode: 'U2',
    username: 'hengda01',
    realName: '李强',
    cmpyCode: 'C_HENGDA',
    cmpyName: '新郑市恒达机械制造有限公司',
    roleCodes: ['R_CS'],
    roleNames: ['企业人员'],
    status: 0,
  }),
];
const roles = [
  { roleCode: 'R_OP', roleName: '平台运营' },
  { roleCode: 'R_CS', roleName: '企业人员' },
];

describe('UserPage', () => {
  let rows = users;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/pclogin/userauth/currentUser')
      return new Response(JSON.stringify(envelope({ ...user({}), permissions: [], menus: [] })));
    if (url === '/api/pclogin/user/list')
      return new Response(JSON.stringify(envelope({ records: rows, total: rows.length })));
    if (url === '/api/pclogin/role/list')
      return new Response(JSON.stringify(envelope({ records: roles, total: 2 })));
    return new Response(JSON.stringify(envelope(null)));
  });
  const bodyOf = (path: string) => {
    const call = fetchMock.mock.calls.find(([url]) => url === path);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  const listCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/pclogin/user/list').length;

  beforeEach(() => {
    rows = users;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = (codes: string[] = ['*:*:*']) =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={codes}>
              <UserPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const rowOf = (username: string) => screen.getByText(username).closest('tr') as HTMLElement;

  it('lists users with their company (or 平台) and role tags', async () => {
    renderPage();
    await screen.findByText('yunying01');
    expect(within(rowOf('yunying01')).getByText('平台')).toBeTruthy();
    expect(within(rowOf('hengda01')).getByText('新郑市恒达机械制造有限公司')).toBeTruthy();
    expect(within(rowOf('hengda01')).getByText('企业人员')).toBeTruthy();
  });

  it('disables a user after 请确认是否停用该用户？ and reloads the list', async () => {
    renderPage();
    await screen.findByText('yunying01');
    const before = listCalls();
    await userEvent.click(screen.getByRole('switch', { name: 'yunying01的状态' }));
    expect((await screen.findAllByText('请确认是否停用该用户？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(bodyOf('/api/pclogin/user/enableUser')).toEqual({ userCode: 'U1', status: 0 }),
    );
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('asks 请确认是否启用该用户？ for a disabled user and shows 已取消 when cancelled', async () => {
    renderPage();
    await screen.findByText('hengda01');
    await userEvent.click(screen.getByRole('switch', { name: 'hengda01的状态' }));
    expect((await screen.findAllByText('请确认是否启用该用户？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(bodyOf('/api/pclogin/user/enableUser')).toBeUndefined();
  });

  it('edits a user keeping the password when the field is left empty', async () => {
    renderPage();
    await screen.findByText('yunying01');
    await userEvent.click(within(rowOf('yunying01')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '王丽丽');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(bodyOf('/api/pclogin/user/edit')).toEqual({
        userCode: 'U1',
        realName: '王丽丽',
        phone: '13838112201',
        roleCodes: ['R_OP'],
        cmpyCode: null,
      }),
    );
    expect(await screen.findByText('更新成功')).toBeTruthy();
  });

  it('checks a new user with the contract messages before calling the server', async () => {
    renderPage();
    await screen.findByText('yunying01');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const errors = () =>
      [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() =>
      expect(errors()).toEqual(['请输入账号', '请输入姓名', '密码需同时包含字母和数字', '请选择角色']),
    );
    expect(bodyOf('/api/pclogin/user/add')).toBeUndefined();
  });

  it('hides the buttons and the switch from a user without the codes', async () => {
    renderPage(['plateform:system', 'system:user:list']);
    await screen.findByText('yunying01');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(rowOf('hengda01')).getByText('停用')).toBeTruthy();
  });

  it('disables what the server says the caller may not do to a row, whoever is signed in', async () => {
    rows = [
      user({ disableRefusal: '不能停用或删除自己' }),
      users[1]!,
      user({
        userCode: 'U0',
        username: 'admin',
        realName: '系统管理员',
        superAdmin: true,
        editRefusal: '不能修改超级管理员',
        disableRefusal: '不能停用或删除超级管理员',
      }),
    ];
    renderPage();
    await screen.findByText('admin');
    const switchOf = (name: string) =>
      screen.getByRole('switch', { name: `${name}的状态` }) as HTMLButtonElement;
    const button = (name: string, label: RegExp) =>
      within(rowOf(name)).getByRole('button', { name: label }) as HTMLButtonElement;
    expect(switchOf('yunying01').disabled).toBe(true);
    expect(button('yunying01', /删\s*除/).disabled).toBe(true);
    expect(button('yunying01', /编\s*辑/).disabled).toBe(false);
    expect(switchOf('admin').disabled).toBe(true);
    expect(button('admin', /编\s*辑/).disabled).toBe(true);
    expect(button('admin', /删\s*除/).disabled).toBe(true);
    expect(switchOf('hengda01').disabled).toBe(false);
    expect(button('hengda01', /编\s*辑/).disabled).toBe(false);
  });
});
