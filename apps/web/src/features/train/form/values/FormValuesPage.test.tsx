import type { FormInfo, FormRule, FormValueRow } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBridge, PermissionProvider } from '../../../../components';
import FormValuesPage from './FormValuesPage.tsx';

const envelope = (data: unknown, code = 200, msg = '操作成功') => ({
  code,
  msg,
  data,
  success: code === 200,
});

const rules: FormRule[] = [
  { type: 'UserName', field: 'name', title: '姓名' },
  {
    type: 'radio',
    field: 'gender',
    title: '性别',
    options: [
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ],
  },
  { type: 'AreaSelect', field: 'home', title: '户籍' },
  { type: 'ImageUpload', field: 'photo', title: '照片' },
];
const form: FormInfo = {
  id: 3,
  bizCode: 'signup',
  formName: '报名表',
  formContent: JSON.stringify(rules),
  formOption: null,
  cmpyCode: null,
  fieldCount: 4,
  answerCount: 1,
  createBy: null,
  createTime: null,
  updateTime: null,
};
const answer: FormValueRow = {
  id: 11,
  valueCode: 'V11',
  bizCode: 'signup',
  formValue: JSON.stringify({
    name: '李雷',
    gender: 2,
    home: ['41', '4101'],
    photo: [{ name: 'a.png', objectKey: 'form/a.png' }],
  }),
  fileUrls: { 'form/a.png': '/files/a.png?sig=1' },
  refType: null,
  refCode: null,
  createTime: '2026-11-21 10:00:00',
};

describe('FormValuesPage', () => {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const json = (data: unknown) => new Response(JSON.stringify(envelope(data)));
    if (url.startsWith('/api/train/train-form-info/list'))
      return json([{ id: 3, bizCode: 'signup', formName: '报名表' }]);
    if (url.startsWith('/api/train/train-form-info/info')) return json(form);
    if (url === '/api/train/formValue/selectPageList') return json({ records: [answer], total: 1 });
    if (url.includes('selectAllProvince')) return json([{ proCode: '41', proName: '河南省' }]);
    if (url.includes('selectByProvinceCode')) return json([{ cityCode: '4101', cityName: '郑州市' }]);
    if (url === '/api/train/formValue/export')
      return new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': "attachment; filename*=UTF-8''%E6%8A%A5%E5%90%8D%E8%A1%A8.xlsx",
        },
      });
    return json(null);
  });
  const bodies = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init!.body)));

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderPage = () =>
    render(
      <ConfigProvider locale={zhCN}>
        <App>
          <FeedbackBridge />
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <PermissionProvider codes={['*:*:*']}>
              <FormValuesPage />
            </PermissionProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>,
    );
  const click = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));

  it('opens on the first form with a column per field, in readable text', async () => {
    renderPage();
    const row = (await screen.findByText('李雷')).closest('tr')!;
    for (const title of ['姓名', '性别', '户籍', '照片', '提交时间'])
      expect(screen.getAllByRole('columnheader', { name: title }).length).toBeGreaterThan(0);
    expect(within(row).getByText('女')).toBeTruthy();
    expect(await within(row).findByText('河南省 郑州市')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'a.png' }).getAttribute('src')).toBe('/files/a.png?sig=1');
    expect(bodies('/api/train/formValue/selectPageList')[0]).toEqual({
      pageNum: 1,
      pageSize: 10,
      bizCode: 'signup',
    });
  });

  it('filters by the form’s own fields and exports the chosen rows or all that match', async () => {
    renderPage();
    await screen.findByText('李雷');
    await click(/导出选中/);
    expect(await screen.findByText('请先选择数据行')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('姓名'), '李');
    await click(/查\s*询/);
    await waitFor(() =>
      expect(bodies('/api/train/formValue/selectPageList').at(-1)).toMatchObject({
        queryMap: { name: '李' },
      }),
    );
    await userEvent.click(within((await screen.findByText('李雷')).closest('tr')!).getByRole('checkbox'));
    await click(/导出选中/);
    await waitFor(() =>
      expect(bodies('/api/train/formValue/export').at(-1)).toEqual({
        bizCode: 'signup',
        queryMap: { name: '李' },
        ids: [11],
      }),
    );
    await click(/导出全部/);
    await waitFor(() => expect(bodies('/api/train/formValue/export')).toHaveLength(2));
    expect(bodies('/api/train/formValue/export')[1]).toEqual({ bizCode: 'signup', queryMap: { name: '李' } });
  });
});
