import type { TrainLabel, TrainLabelIndex } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../components';
import TrainLabelPage from './TrainLabelPage.tsx';

const envelope = (data: unknown) => ({ code: 200, msg: '操作成功', data, success: true });
const label = (labelCode: string, labelName: string, labelInitial: string, labelHot = 0): TrainLabel => ({
  labelCode,
  labelName,
  labelHot,
  labelDesc: `${labelName}培训`,
  labelSort: labelHot,
  labelType: 1,
  labelInitial,
  createTime: '2026-11-22 10:00:00',
});
const dian = label('TL101', '电工', 'D', 1);
const han = label('TL102', '焊工', 'H');
const index: TrainLabelIndex = {
  hot: [dian],
  groups: [
    { letter: 'D', labels: [dian] },
    { letter: 'H', labels: [han] },
  ],
  total: 2,
};

describe('TrainLabelPage', () => {
  const fetchMock = vi.fn(
    async (url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(envelope(url.startsWith('/api/train/labels/getLabels') ? index : null))),
  );
  const urls = () => fetchMock.mock.calls.map(([url]) => url);

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
              <TrainLabelPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const pick = async (letter: string, name: string) =>
    userEvent.click(within(await screen.findByRole('region', { name: letter })).getByText(name));
  const detail = () => screen.getByRole('region', { name: '标签详情' });

  it('reads skill labels and shows them by initial with the hot list', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: '热门' })).toBeTruthy();
    expect(urls()[0]).toBe('/api/train/labels/getLabels?labelType=1');
    expect(within(screen.getByRole('region', { name: 'H' })).getByText('焊工')).toBeTruthy();
    expect(screen.getByText('请在左侧选择标签')).toBeTruthy();
    await userEvent.click(screen.getByText('学历标签'));
    await waitFor(() => expect(urls()).toContain('/api/train/labels/getLabels?labelType=2'));
  });

  it('shows the chosen label and sets it hot', async () => {
    renderPage();
    await pick('H', '焊工');
    expect(within(detail()).getByText('焊工培训')).toBeTruthy();
    await userEvent.click(within(detail()).getByRole('button', { name: '设为热门' }));
    await waitFor(() => expect(urls()).toContain('/api/train/labels/skillsToHot?labelCode=TL102&labelHot=1'));
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('takes a hot label out of the hot list', async () => {
    renderPage();
    await pick('热门', '电工');
    await userEvent.click(within(detail()).getByRole('button', { name: '取消热门' }));
    await waitFor(() => expect(urls()).toContain('/api/train/labels/skillsToHot?labelCode=TL101&labelHot=0'));
  });

  it('edits and deletes the chosen label', async () => {
    renderPage();
    await pick('D', '电工');
    await userEvent.click(within(detail()).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('标签名称');
    await userEvent.clear(name);
    await userEvent.type(name, '电工,焊工');
    expect(await within(dialog).findByText('标签不能包含中英文逗号')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, '低压电工');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(urls()).toContain('/api/train/labels/editLabel'));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/api/train/labels/editLabel')![1]!.body),
    );
    expect(body).toEqual({
      labelCode: 'TL101',
      labelName: '低压电工',
      labelType: 1,
      labelHot: 1,
      labelSort: 1,
      labelDesc: '电工培训',
    });
    await userEvent.click(within(detail()).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^取\s*消$/ }));
    expect(await screen.findByText('已取消删除')).toBeTruthy();
    expect(urls()).not.toContain('/api/train/labels/delLabel');
  });

  it('adds a label of the shown type', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'D' });
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('标签名称'), '茶艺师');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(urls()).toContain('/api/train/labels/addLabel'));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/api/train/labels/addLabel')![1]!.body),
    );
    expect(body).toEqual({ labelName: '茶艺师', labelType: 1, labelHot: 0, labelSort: 0, labelDesc: '' });
  });

  it('shows labels read-only without the codes', async () => {
    renderPage(['plateform:train', 'trainLabel:list']);
    await pick('D', '电工');
    expect(within(detail()).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });
});
