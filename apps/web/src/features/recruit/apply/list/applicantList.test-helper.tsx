import type { ApplyRow, BatchResult } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../../components';

export const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});

export const applyRow = (applyCode: string, usrName: string, state: number, extra: Partial<ApplyRow> = {}) =>
  ({
    applyCode,
    resumeCode: `R_${applyCode}`,
    jobCode: 'J1',
    jobName: '普工（长白班）',
    cmpyCode: 'C1',
    usrCode: `U_${applyCode}`,
    usrName,
    usrTel: '13800000000',
    usrAge: 30,
    usrGender: 1,
    state,
    stateName: '新简历',
    createTime: '2026-11-20 10:00:00',
    updateTime: null,
    stateTime: '2026-11-21 10:00:00',
    interviewTime: null,
    stationCode: null,
    stationName: null,
    remark: null,
    formValue: null,
    ...extra,
  }) satisfies ApplyRow;

/** What the mocked API answers; tests change these before rendering. */
export interface MockApi {
  /** Rows per resume tab (the list's `state`). */
  rows: Record<number, ApplyRow[]>;
  counts: Record<string, number>;
  /** The single-mode job's form rules (JSON text). */
  formContent: string | null;
  batch: BatchResult;
}

export const ALL_CODES = ['*:*:*'];

/** Stubs fetch with the apply routes; returns the mock and the fetch spy. */
export function mockApi(): { api: MockApi; fetchMock: ReturnType<typeof vi.fn> } {
  const api: MockApi = {
    rows: {},
    counts: {},
    formContent: null,
    batch: { succeeded: [], failed: [] },
  };
  const json = (data: unknown) => new Response(JSON.stringify(envelope(data)));
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const params = new URLSearchParams(url.split('?')[1] ?? '');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path.endsWith('/queryPageJobApplyInfo') || path.endsWith('/queryPageJobApplyInfoByForm')) {
      const tab = Number(params.get('state') ?? body.state ?? 0);
      const records = api.rows[tab] ?? [];
      return json({ records, total: records.length });
    }
    if (path.endsWith('/queryStateCount') || path.endsWith('/queryStateCountByForm')) return json(api.counts);
    if (path.startsWith('/api/recruit/job-info/queryJobInfoDetail/'))
      return json({ jobCode: 'J1', jobName: '普工（长白班）', formContent: api.formContent });
    if (/\/batch(ThroughFirst|Employment|OutOfPlace)$/.test(path)) return json(api.batch);
    if (path.endsWith('/updateState')) return json({ state: Number(params.get('operateType')) });
    if (path.endsWith('/dataExport') || path.endsWith('/resumeDetailExport'))
      return new Response('xlsx', {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('报名表.xlsx')}`,
        },
      });
    return json(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { api, fetchMock };
}

/** The calls made to a path (without /api and query), as [url, init] pairs. */
export const callsTo = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0]!.endsWith(path)) as [
    string,
    RequestInit | undefined,
  ][];

export function renderWithApp(ui: ReactNode, codes: readonly string[] = ALL_CODES) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <FeedbackBridge />
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={codes}>{ui}</PermissionProvider>
          </QueryClientProvider>
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
}
