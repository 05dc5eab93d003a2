import type { FormInfo } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../../components';
import { UNSAVED_CLOSE } from './FormDesignDrawer.tsx';
import FormListPage from './FormListPage.tsx';

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});

const stored: FormInfo = {
  id: 7,
  bizCode: 'F-signup',
  formName: '培训报名表',
  formContent: JSON.stringify([{ type: 'input', field: 'name', title: '姓名', _fc_drag_tag: 'input' }]),
  formOption: null,
  cmpyCode: null,
  fieldCount: 1,
  answerCount: 3,
  createBy: 'admin',
  createTime: '2026-11-20 09:00:00',
  updateTime: null,
};

describe('FormListPage', () => {
  let saveAnswer: unknown;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/train/train-form-info/page'))
      return new Response(JSON.stringify(envelope({ records: [stored], total: 1 })));
    if (url === '/api/train/train-form-info/save' || url === '/api/train/train-form-info/edit')
      return new Response(JSON.stringify(saveAnswer));
    return new Response(JSON.stringify(envelope(null)));
  });
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.startsWith(path));
  const bodyOf = (path: string) => JSON.parse(String(calls(path).at(-1)![1]!.body));

  beforeEach(() => {
    saveAnswer = envelope({ id: 8, bizCode: 'F-new' });
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = (codes = ['*:*:*']) =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={codes}>
              <FormListPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const click = (name: RegExp | string) => userEvent.click(screen.getByRole('button', { name }));

  it('lists forms with their counts and the actions the user holds', async () => {
    renderPage(['plateform:train', 'form:list', 'form:edit']);
    const row = (await screen.findByText('培训报名表')).closest('tr')!;
    expect(within(row).getByText('F-signup')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /设\s*计/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增表单/ })).toBeNull();
  });

  it('adds a form: name required, content checked, saved with 新增成功', async () => {
    renderPage();
    await screen.findByText('培训报名表');
    await click(/新增表单/);
    await click(/保\s*存/);
    expect(await screen.findByText('请输入表单名称')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('表单名称'), '  入学登记  ');
    await click(/保\s*存/);
    // An empty form is refused before it is sent.
    expect(await screen.findByText('表单至少需要一个字段')).toBeTruthy();
    expect(calls('/api/train/train-form-info/save')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('palette-UserName'));
    const pages = calls('/api/train/train-form-info/page').length;
    await click(/保\s*存/);
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = bodyOf('/api/train/train-form-info/save');
    expect(body.formName).toBe('入学登记');
    expect(JSON.parse(body.formContent)).toEqual([
      expect.objectContaining({ type: 'UserName', title: '姓名', validate: [] }),
    ]);
    expect(JSON.parse(body.formOption)).toMatchObject({ submitBtn: true, form: { labelWidth: '125px' } });
    await waitFor(() => expect(screen.queryByTestId('form-designer')).toBeNull());
    await waitFor(() => expect(calls('/api/train/train-form-info/page').length).toBeGreaterThan(pages));
  });

  it('updates a designed form with 更新成功 and shows the server message on failure', async () => {
    renderPage();
    const row = (await screen.findByText('培训报名表')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /设\s*计/ }));
    expect(await screen.findByTestId('canvas-item-name')).toBeTruthy();
    expect((screen.getByLabelText('表单名称') as HTMLInputElement).value).toBe('培训报名表');
    saveAnswer = envelope(null, 500, '表单名称已存在');
    await click(/保\s*存/);
    expect(await screen.findByText('表单名称已存在')).toBeTruthy();
    expect(screen.getByTestId('form-designer')).toBeTruthy();

    saveAnswer = envelope(null);
    await click(/保\s*存/);
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const body = bodyOf('/api/train/train-form-info/edit');
    expect(body.id).toBe(7);
    // The loaded rule comes back with its unknown keys.
    expect(JSON.parse(body.formContent)).toEqual(JSON.parse(stored.formContent));
  });

  it('asks before closing with unsaved changes, and closes at once without', async () => {
    renderPage();
    await screen.findByText('培训报名表');
    await click(/新增表单/);
    await click(/close|关闭/i);
    await waitFor(() => expect(screen.queryByTestId('form-designer')).toBeNull());

    await click(/新增表单/);
    await userEvent.click(await screen.findByTestId('palette-input'));
    await click(/close|关闭/i);
    expect(await screen.findByText(UNSAVED_CLOSE)).toBeTruthy();
    await click(/取\s*消/);
    expect(screen.getByTestId('form-designer')).toBeTruthy();
    await click(/close|关闭/i);
    await click(/确\s*定/);
    await waitFor(() => expect(screen.queryByTestId('form-designer')).toBeNull());
  });

  it('shows the public link of a form', async () => {
    renderPage();
    const row = (await screen.findByText('培训报名表')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /填写链接/ }));
    const link = (await screen.findByLabelText('填写链接')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/form/fill/F-signup`);
    expect(screen.getByRole('link', { name: /打\s*开/ }).getAttribute('href')).toBe(link.value);
  });
});
