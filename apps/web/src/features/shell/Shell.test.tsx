import type { CurrentUser } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FROM_LOGIN } from '../../app/routing.ts';
import Shell from './Shell.tsx';

// Two stateful test pages stand in for the registry, so the test sees what keep-alive keeps.
vi.mock('../../app/pages.tsx', async () => {
  const { useState } = await import('react');
  const { useLocation } = await import('react-router');
  function Counter() {
    const [count, setCount] = useState(0);
    const location = useLocation();
    return (
      <div>
        <span>位置 {location.pathname}</span>
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          计数 {count}
        </button>
      </div>
    );
  }
  const { useTabTitle } = await import('../../app/tab-title.ts');
  /** A page that names its own tag once it knows what it shows. */
  function Named() {
    useTabTitle('报名列表：电焊工');
    return <span>命名页</span>;
  }
  const byPath: Record<string, () => React.JSX.Element> = {
    '/setup/user': Counter,
    '/setup/role': Counter,
    '/setup/dict': Named,
  };
  return {
    pageFor: (path: string) => byPath[path],
    catalog: { open: {}, sub: {}, guarded: new Set(['/setup/user', '/setup/role', '/setup/resource']) },
  };
});

const menu = (
  resourceCode: string,
  name: string,
  parentCode: string | null,
  path: string,
  type = 1,
  sort = 0,
) => ({
  resourceCode,
  parentCode,
  name,
  type,
  path,
  icon: null,
  sort,
});

const user: CurrentUser = {
  userCode: 'U1',
  username: 'ops',
  realName: '王丽',
  cmpyCode: null,
  cmpyName: null,
  roleNames: ['平台运营'],
  permissions: ['plateform:system'],
  menus: [
    menu('area:system', '系统管理', null, '/setup', 0, 0),
    menu('system:users', '用户管理', 'area:system', '/setup/user', 1, 1),
    menu('system:roles', '角色管理', 'area:system', '/setup/role', 1, 2),
    menu('system:notices', '消息公告', 'area:system', '/setup/notice', 1, 3),
    menu('system:dict', '字典管理', 'area:system', '/setup/dict', 1, 4),
  ],
};

function renderShell(path: string, state?: unknown) {
  const client = new QueryClient();
  client.setQueryData(['currentUser'], user);
  client.setQueryData(['platformInfo'], { title: '测试平台', organizer: '', filingNo: '' });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

const pane = (container: HTMLElement, path: string) =>
  container.querySelector<HTMLElement>(`[data-tab-path="${path}"]`)!;
const tag = (path: string) => document.querySelector<HTMLElement>(`li[data-tag-path="${path}"]`)!;

describe('Shell', () => {
  // Lets React's scheduler finish before the environment (and its window) is torn down.
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));
  it('keeps each visited page mounted with its own state and location, showing only the active one', async () => {
    const { container } = renderShell('/setup/user');
    const users = await screen.findByRole('button', { name: '计数 0' });
    fireEvent.click(users);
    fireEvent.click(users);
    expect(document.title).toBe('用户管理');

    fireEvent.click(within(container.querySelector('aside')!).getByRole('link', { name: '角色管理' }));
    await screen.findByText('位置 /setup/role');
    expect(pane(container, '/setup/user').style.display).toBe('none');
    expect(pane(container, '/setup/role').style.display).toBe('');
    // The hidden page still sees its own path and keeps its count.
    expect(within(pane(container, '/setup/user')).getByText('位置 /setup/user')).toBeTruthy();
    expect(
      within(pane(container, '/setup/user')).getByRole('button', { name: '计数 2', hidden: true }),
    ).toBeTruthy();
    expect(document.title).toBe('角色管理');

    fireEvent.click(within(tag('/setup/user')).getByRole('button', { name: '用户管理' }));
    await act(async () => {});
    expect(pane(container, '/setup/user').style.display).toBe('');
    expect(within(pane(container, '/setup/user')).getByRole('button', { name: '计数 2' })).toBeTruthy();
    expect(document.title).toBe('用户管理');
  });

  it('closes other tags from the context menu, and a menu without a page says it is under construction', async () => {
    const { container } = renderShell('/setup/user');
    await screen.findByRole('button', { name: '计数 0' });
    fireEvent.click(within(container.querySelector('aside')!).getByRole('link', { name: '消息公告' }));
    expect(await screen.findByText('该功能正在建设中')).toBeTruthy();
    expect(screen.getByText('「消息公告」页面尚未开放，敬请期待。')).toBeTruthy();

    fireEvent.contextMenu(tag('/setup/user'));
    fireEvent.click(await screen.findByText('关闭其他'));
    await act(async () => {});
    expect(
      [...document.querySelectorAll('li[data-tag-path]')].map((el) => el.getAttribute('data-tag-path')),
    ).toEqual(['/setup/user']);
    expect(pane(container, '/setup/notice')).toBeNull();
    expect(pane(container, '/setup/user').style.display).toBe('');
  });

  it('lets a page name its own tag and the document title', async () => {
    renderShell('/setup/dict');
    await screen.findByText('命名页');
    await act(async () => {});
    expect(tag('/setup/dict').textContent).toContain('报名列表：电焊工');
    expect(document.title).toBe('报名列表：电焊工');
  });

  it('shows 403 for a known page outside the menus', async () => {
    renderShell('/setup/resource');
    expect(
      await screen.findByText('抱歉，您没有权限访问此页面。如需使用，请联系管理员分配权限。'),
    ).toBeTruthy();
  });

  it('right after login, sends a page the user may not open to the first page the user holds', async () => {
    renderShell('/setup/resource', FROM_LOGIN);
    expect(await screen.findByText('位置 /setup/user')).toBeTruthy();
    expect(screen.queryByText('抱歉，您没有权限访问此页面。如需使用，请联系管理员分配权限。')).toBeNull();
  });

  it('shows 404 for an unknown path, and only the area tabs the user holds', async () => {
    renderShell('/setup/unknown');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '系统切换' })).getAllByRole('link');
    expect(tabs.map((link) => link.textContent)).toEqual(['系统管理']);
  });
});
