import type { MaterialRecord } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../../app/session.ts';
import { PermissionProvider } from '../../../components';
import MaterialPage from './MaterialPage.tsx';

const record = (code: string, applyState: number, auditJson: string | null = null): MaterialRecord => ({
  materialCode: code,
  materialName: `图片${code}`,
  materialType: 1,
  fileName: `${code}.png`,
  fileSize: 1024,
  url: `/api/${code}.png`,
  applyState,
  auditJson,
  auditTime: null,
  groupCode: null,
  groupName: null,
  cmpyCode: 'C_HENGDA',
  cmpyName: '新郑市恒达机械制造有限公司',
  createTime: '2026-11-20 09:00:00',
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, success: true }));

function mockApi() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/getGroupList')) return envelope([]);
    if (url.includes('/auditMaterial')) return envelope(null);
    return envelope({ records: [record('M1', 0), record('M2', 2, '模糊不清')], total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(codes: string[], cmpyCode: string | null) {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, { cmpyCode });
  return render(
    <App>
      <QueryClientProvider client={client}>
        <PermissionProvider codes={codes}>
          <MaterialPage />
        </PermissionProvider>
      </QueryClientProvider>
    </App>,
  );
}

const operator = [
  'plateform:recruit',
  'material:list',
  'material:audit',
  'material:edit',
  'material:uploadPic',
];
const cardOf = (name: string) => screen.getByText(name).closest('.ant-card') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('MaterialPage', () => {
  it('gives operators pass/fail by state and whose material it is', async () => {
    mockApi();
    renderPage(operator, null);
    await screen.findByText('审核未通过：模糊不清');
    const waiting = within(cardOf('图片M1'));
    expect(waiting.getByRole('button', { name: /^通\s*过$/ })).toBeTruthy();
    expect(waiting.getByRole('button', { name: '不通过' })).toBeTruthy();
    expect(waiting.getByText(/新郑市恒达机械制造有限公司/)).toBeTruthy();
    // A failed material can only be passed now.
    const failed = within(cardOf('图片M2'));
    expect(failed.getByRole('button', { name: /^通\s*过$/ })).toBeTruthy();
    expect(failed.queryByRole('button', { name: '不通过' })).toBeNull();
    expect(screen.getByRole('tab', { name: '图片' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '视频' })).toBeTruthy();
  });

  it('requires a reason to fail a material and sends it', async () => {
    const fetchMock = mockApi();
    renderPage(operator, null);
    await screen.findByText('审核未通过：模糊不清');
    await userEvent.click(within(cardOf('图片M1')).getByRole('button', { name: '不通过' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(确\s*定|OK)$/ }));
    expect(await within(dialog).findByText('请输入审核未通过原因')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('未通过原因'), '含有二维码');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(确\s*定|OK)$/ }));
    await waitFor(() => {
      const audit = fetchMock.mock.calls.find(([url]) => url.includes('/auditMaterial'));
      expect(JSON.parse(String(audit?.[1]?.body))).toEqual({
        materialCode: 'M1',
        applyState: 2,
        reason: '含有二维码',
      });
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('shows company staff no review buttons and no company names', async () => {
    mockApi();
    renderPage(['plateform:recruit', 'material:list', 'material:edit', 'material:uploadPic'], 'C_HENGDA');
    await screen.findByText('审核未通过：模糊不清');
    expect(screen.queryByRole('button', { name: /^通\s*过$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '不通过' })).toBeNull();
    expect(screen.queryByText(/新郑市恒达机械制造有限公司/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^编\s*辑$/ })).toHaveLength(2);
  });
});
