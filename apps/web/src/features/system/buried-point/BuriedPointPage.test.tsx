import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BuriedPointPage from './BuriedPointPage.tsx';

const records = [
  {
    id: 2,
    eventCode: 'job.share',
    eventName: '分享职位',
    pagePath: '/recruit/job/list',
    params: { jobCode: 'J2026001' },
    userCode: 'U0002',
    username: 'yunying01',
    realName: '王丽',
    clientIp: '203.0.113.9',
    userAgent: 'Mozilla/5.0 Chrome/126.0',
    eventTime: '2026-11-20 11:06:55',
  },
  {
    id: 1,
    eventCode: 'notice.open',
    eventName: '打开公告',
    pagePath: '',
    params: {},
    userCode: 'U0001',
    username: 'admin',
    realName: '',
    clientIp: '',
    userAgent: '',
    eventTime: '2026-11-20 10:00:00',
  },
];

describe('BuriedPointPage', () => {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify({ code: 200, msg: '操作成功', data: { records, total: 2 }, success: true }),
      ),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const lastBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));

  it('lists events with user, address and parameters, and filters by code, name and account', async () => {
    render(
      <App>
        <QueryClientProvider client={new QueryClient()}>
          <BuriedPointPage />
        </QueryClientProvider>
      </App>,
    );
    expect(await screen.findByText('王丽（yunying01）')).toBeTruthy();
    expect(screen.getByText('{"jobCode":"J2026001"}')).toBeTruthy();
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    // A user without a real name shows the account.
    expect(screen.getByText('admin')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/barry-system/buriedpoint/eventinfo/list');
    expect(lastBody()).toEqual({ pageNum: 1, pageSize: 10 });

    await userEvent.type(screen.getByPlaceholderText('请输入事件编码'), ' job.share ');
    await userEvent.type(screen.getByPlaceholderText('请输入事件名称'), '分享');
    await userEvent.type(screen.getByPlaceholderText('请输入账号'), 'yunying01');
    await userEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(lastBody()).toEqual({
        pageNum: 1,
        pageSize: 10,
        eventCode: 'job.share',
        eventName: '分享',
        username: 'yunying01',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(lastBody()).toEqual({ pageNum: 1, pageSize: 10 }));
  });
});
