import type { Station } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../components';
import StationPage from './StationPage.tsx';

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});

const station = (stationCode: string, applyName: string, approveState: number): Station => ({
  stationCode,
  applyCode: stationCode,
  applyName,
  contactPerson: '王站长',
  contactPhone: '13600000001',
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  streetCode: null,
  streetName: null,
  committeeCode: null,
  committeeName: null,
  address: '新建路88号',
  lng: 113.7,
  lat: 34.4,
  approveState,
  approveStateName: approveState === 1 ? '运行中' : '待审核',
  approveRemark: null,
  cmpyCode: null,
  cmpyName: null,
  createTime: '2026-11-22 10:00:00',
  updateTime: '2026-11-22 10:00:00',
  checkTime: null,
});

describe('StationPage', () => {
  let listAnswer: unknown;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/recruit/station/countNumByApproveState'))
      return new Response(
        JSON.stringify(
          envelope([
            { approveState: 1, num: 1 },
            { approveState: 0, num: 2 },
            { approveState: 3, num: 0 },
          ]),
        ),
      );
    if (url === '/api/recruit/station/queryPageStation') {
      const body = JSON.parse(String(init?.body));
      if (listAnswer) return new Response(JSON.stringify(listAnswer));
      const rows =
        body.approveState === 1
          ? [station('S1', '新建路服务站', 1)]
          : [station('S2', '龙湖服务站', 0), station('S3', '薛店服务站', 0)];
      return new Response(JSON.stringify(envelope({ records: rows, total: rows.length })));
    }
    return new Response(JSON.stringify(envelope(null)));
  });

  beforeEach(() => {
    listAnswer = null;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = () =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={['*:*:*']}>
              <StationPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );

  it('shows the tabs with counts and only the actions the lifecycle allows', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: '运行中(1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待审核(2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '审核驳回(0)' })).toBeTruthy();
    const running = (await screen.findByText('新建路服务站')).closest('tr')!;
    expect(within(running).getByText('河南省 郑州市 新郑市')).toBeTruthy();
    expect(within(running).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(running).queryByRole('button', { name: '审核' })).toBeNull();
    expect(within(running).queryByRole('button', { name: '删除' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '待审核(2)' }));
    const pending = (await screen.findByText('龙湖服务站')).closest('tr')!;
    expect(within(pending).getByRole('button', { name: '审核' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('empties the list when loading fails (spec §8)', async () => {
    listAnswer = envelope(null, 500, '系统繁忙，请稍后再试');
    renderPage();
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('row').length).toBeLessThanOrEqual(2));
    expect(screen.queryByText('新建路服务站')).toBeNull();
  });
});
