import type { JobCategoryNode } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../components';
import JobCategoryPage from './JobCategoryPage.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });
const node = (code: string, name: string, children: JobCategoryNode[] = []): JobCategoryNode => ({
  categorieCode: code,
  categorieName: name,
  categorieParentCode: code.length > 4 ? code.slice(0, 4) : null,
  categorieSort: 1,
  children,
});
const tree = [
  node('JC01', '生产制造', [node('JC0101', '普工/操作工'), node('JC0102', '焊工')]),
  node('JC02', '餐饮服务', [node('JC0201', '厨师')]),
  node('JC03', '新兴职业'),
];

describe('JobCategoryPage', () => {
  const fetchMock = vi.fn(
    async (url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify(envelope(url === '/api/recruit/job-categories/queryJobCategories' ? tree : null)),
      ),
  );
  const bodyOf = (path: string) =>
    JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === path)?.[1]?.body));

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = (codes: string[] = ['*:*:*']) =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={codes}>
              <JobCategoryPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const row = (name: string) => screen.getByText(name).closest('tr')!;

  it('lists the top-level categories with their counts and expands to the children', async () => {
    renderPage();
    expect(await screen.findByText('共 3 个一级工种，3 个二级工种')).toBeTruthy();
    expect(within(row('生产制造')).getByText('2')).toBeTruthy();
    expect(screen.queryByText('焊工')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /展开全部/ }));
    expect(within(row('焊工')).getByText('二级工种')).toBeTruthy();
  });

  it('finds categories by name and opens their parents', async () => {
    renderPage();
    await screen.findByText('生产制造');
    await userEvent.type(screen.getByPlaceholderText('请输入工种名称'), '焊{Enter}');
    expect(await screen.findByText('焊工')).toBeTruthy();
    expect(screen.queryByText('餐饮服务')).toBeNull();
    expect(screen.queryByText('普工/操作工')).toBeNull();
  });

  it('adds a child under a top-level category', async () => {
    renderPage();
    await screen.findByText('餐饮服务');
    await userEvent.click(within(row('餐饮服务')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增工种')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('工种名称'), '面点师');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(bodyOf('/api/recruit/job-categories/addJobCategory')).toEqual({
        categorieName: '面点师',
        categorieParentCode: 'JC02',
        categorieSort: 0,
      }),
    );
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('asks for a name and edits a category', async () => {
    renderPage();
    await screen.findByText('新兴职业');
    await userEvent.click(within(row('新兴职业')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('工种名称');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入工种名称')).toBeTruthy();
    await userEvent.type(name, '新职业');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(bodyOf('/api/recruit/job-categories/editJobCategory')).toEqual({
        categorieCode: 'JC03',
        categorieName: '新职业',
        categorieParentCode: null,
        categorieSort: 1,
      }),
    );
  });

  it('blocks deleting a category with children and deletes a leaf after confirmation', async () => {
    renderPage();
    await screen.findByText('生产制造');
    const blocked = within(row('生产制造')).getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    fireEvent.pointerEnter(blocked);
    expect((await screen.findByRole('tooltip')).textContent).toBe('请先删除下级工种');
    await userEvent.click(within(row('新兴职业')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('此操作将删除工种“新兴职业”, 是否继续?')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === '/api/recruit/job-categories/delJobCategory/JC03'),
      ).toBe(true),
    );
  });

  it('shows no management buttons without the codes', async () => {
    renderPage(['plateform:recruit', 'jobCategory:list']);
    await screen.findByText('生产制造');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});
