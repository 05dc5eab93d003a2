import type { JobLabel } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../components';
import JobLabelPage from './JobLabelPage.tsx';

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});
const label = (labelCode: string, labelName: string, contentKey: number): JobLabel => ({
  labelCode,
  labelName,
  labelSort: Math.min(contentKey, 3),
  welfareType: contentKey >= 3 ? contentKey : null,
  contentKey,
  createTime: '2026-11-22 10:00:00',
});
const contents = {
  1: [label('JL101', '普工', 1), label('JL102', '流水线', 1)],
  2: [label('JL201', '身体健康', 2)],
  3: [label('JL301', '包吃', 3)],
  4: [label('JL401', '包住', 4)],
  5: [label('JL501', '五险一金', 5)],
};

describe('JobLabelPage', () => {
  let saveAnswer = envelope({ labelCode: 'JLnew' });
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/recruit/job-label/queryJobLabel')
      return new Response(JSON.stringify(envelope(contents)));
    if (url === '/api/recruit/job-label/saveJobLabel') return new Response(JSON.stringify(saveAnswer));
    return new Response(JSON.stringify(envelope(null)));
  });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

  beforeEach(() => {
    saveAnswer = envelope({ labelCode: 'JLnew' });
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
              <JobLabelPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const group = (name: string) => screen.getByRole('region', { name });

  it('shows the five content lists with their labels', async () => {
    renderPage();
    expect(await screen.findByText('流水线')).toBeTruthy();
    expect(within(group('工作描述')).getByText('普工')).toBeTruthy();
    expect(within(group('面试要求')).getByText('身体健康')).toBeTruthy();
    expect(within(group('餐饮')).getByText('包吃')).toBeTruthy();
    expect(within(group('住宿')).getByText('包住')).toBeTruthy();
    expect(within(group('其他福利')).getByText('五险一金')).toBeTruthy();
    expect(screen.getByText('福利待遇 · 住宿')).toBeTruthy();
  });

  it('adds a welfare label to the list it was asked from', async () => {
    renderPage();
    await screen.findByText('包住');
    await userEvent.click(within(group('住宿')).getByText('新增标签'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增标签')).toBeTruthy();
    expect((within(dialog).getByLabelText('住宿') as HTMLInputElement).checked).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('标签名称'), '夫妻房');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo('/api/recruit/job-label/saveJobLabel')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/recruit/job-label/saveJobLabel')[0]![1]?.body))).toEqual({
      labelName: '夫妻房',
      labelSort: 3,
      welfareType: 4,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('checks the name with the label rules before saving and shows a refused save', async () => {
    renderPage();
    await userEvent.click((await screen.findAllByText('新增标签'))[0]!);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('标签名称');
    await userEvent.type(name, '七个字的长标签');
    expect(await within(dialog).findByText('最多六个字符')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, '普工,流水线');
    expect(await within(dialog).findByText('标签不能包含中英文逗号')).toBeTruthy();
    expect(callsTo('/api/recruit/job-label/saveJobLabel')).toHaveLength(0);
    saveAnswer = envelope(null, 409, '该分类下已存在标签“普工”');
    await userEvent.clear(name);
    await userEvent.type(name, '普工');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该分类下已存在标签“普工”')).toBeTruthy();
  });

  it('edits a label when clicked, welfare kind asked when the sort becomes welfare', async () => {
    renderPage();
    await userEvent.click(await screen.findByText('流水线'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑标签')).toBeTruthy();
    await userEvent.click(within(dialog).getByText('福利待遇'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择福利类别')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('其他福利'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo('/api/recruit/job-label/saveJobLabel')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/recruit/job-label/saveJobLabel')[0]![1]?.body))).toEqual({
      labelCode: 'JL102',
      labelName: '流水线',
      labelSort: 3,
      welfareType: 5,
    });
  });

  it('deletes after confirmation; cancelling says 已取消删除', async () => {
    renderPage();
    await screen.findByText('包吃');
    const close = () => within(group('餐饮')).getByRole('button', { name: '关闭' });
    await userEvent.click(close());
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeTruthy();
    await userEvent.click(close());
    expect(await screen.findByText('此操作将删除标签“包吃”, 是否继续?')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(callsTo('/api/recruit/job-label/delJobLabel/JL301')).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('shows the labels read-only without the label codes', async () => {
    renderPage(['plateform:recruit', 'label:list']);
    await userEvent.click(await screen.findByText('流水线'));
    expect(screen.queryByText('新增标签')).toBeNull();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
