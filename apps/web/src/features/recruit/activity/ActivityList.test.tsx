import type { Activity } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../components';
import { ActivityList } from './ActivityList.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });
const row = (activityCode: string, activityName: string, status: number): Activity => ({
  activityCode,
  activityName,
  type: 0,
  status,
  beginTime: '2026-11-01 09:00:00',
  endTime: '2026-11-03 17:00:00',
  activityBudget: 1_000_000,
  perReward: 5_050,
  stationCode: null,
  activityDesc: null,
  cmpyCount: 2,
  auditReason: null,
  settleAmount: status === 5 ? 10_100 : null,
  settleTime: null,
  settleUser: null,
  createUser: '王丽',
  createTime: '2026-10-30 10:00:00',
});
const BASE = '/api/recruit/station/activity';

describe('ActivityList', () => {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === `${BASE}/queryStateCount`)
      return new Response(JSON.stringify(envelope({ 0: 3, 3: 1, 4: 2, 6: 5 })));
    if (url === `${BASE}/queryPageActivity`) {
      return new Response(
        JSON.stringify(
          envelope({ records: [row('A1', '待提交的活动', 4), row('A2', '待同意的活动', 5)], total: 2 }),
        ),
      );
    }
    return new Response(JSON.stringify(envelope(null)));
  });
  const bodies = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderView = (view: 'manage' | 'settle', codes: string[] = ['*:*:*']) =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={codes}>
              <ActivityList view={view} />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('opens the settlement view on 待结算 with its two tabs and offers 同意结算 only where allowed', async () => {
    renderView('settle');
    expect(await screen.findByText('待同意的活动')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['待结算(2)', '已结束(5)']);
    expect(bodies(`${BASE}/queryPageActivity`)[0]).toMatchObject({ status: 4, pageNum: 1, pageSize: 10 });
    expect(within(rowOf('待同意的活动')).queryByText('同意结算')).toBeTruthy();
    expect(within(rowOf('待提交的活动')).queryByText('同意结算')).toBeNull();
    expect(within(rowOf('待同意的活动')).getByText('101.00')).toBeTruthy();
  });

  it('shows the management tabs and hides actions the user may not take', async () => {
    renderView('manage', ['plateform:recruit', 'activity:list']);
    expect(await screen.findByText('待提交的活动')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '待开始(3)',
      '进行中(1)',
      '待结算(2)',
      '已结束(5)',
    ]);
    expect(screen.getAllByRole('button', { name: /详\s*情/ })).toHaveLength(2);
    expect(screen.queryByText('提交结算')).toBeNull();
    expect(screen.queryByText('新增活动')).toBeNull();
    await userEvent.click(screen.getByText('已结束(5)'));
    await waitFor(() => expect(bodies(`${BASE}/queryPageActivity`).at(-1)).toMatchObject({ status: 6 }));
  });
});
