import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NoticeListPage from './NoticeListPage.tsx';

const records = [
  { annoCode: 'A2026110001', annoTitle: '关于举办冬季专场招聘会的通知', publishTime: '2026-11-20 11:06:55' },
];

describe('NoticeListPage', () => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify({ code: 200, msg: '操作成功', data: { records, total: 1 }, success: true }),
      ),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links each title to its detail page and filters by title', async () => {
    render(
      <App>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <NoticeListPage />
          </MemoryRouter>
        </QueryClientProvider>
      </App>,
    );
    const link = await screen.findByRole('link', { name: records[0]?.annoTitle });
    expect(link.getAttribute('href')).toBe('/notice?annoCode=A2026110001');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/backend-common/msg/queryPageMsg?pageNum=1&pageSize=10');
    await userEvent.type(screen.getByPlaceholderText('请输入公告标题'), ' 招聘会 {Enter}');
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
        `/api/backend-common/msg/queryPageMsg?pageNum=1&pageSize=10&annoTitle=${encodeURIComponent('招聘会')}`,
      ),
    );
  });
});
