import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyPicker, type CompanyPickerProps } from './CompanyPicker';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, success: true }));
const COMPANIES = [
  { cmpyCode: 'C_HENGDA', cmpyName: '新郑市恒达机械制造有限公司' },
  { cmpyCode: 'C_YUNFAN', cmpyName: '郑州云帆物流有限公司' },
];
const fetchMock = vi.fn(async (url: string) => {
  const parsed = new URL(url, 'http://x');
  if (parsed.pathname === '/api/cmpy/list') {
    const name = parsed.searchParams.get('cmpyName') ?? '';
    const records = COMPANIES.filter((c) => c.cmpyName.includes(name));
    return ok({ records, total: records.length });
  }
  if (parsed.pathname === '/api/cmpy/info') {
    return ok({ cmpyCode: 'C_ANJU', cmpyName: '新郑市安居家政服务有限公司' });
  }
  return new Response(JSON.stringify({ code: 404, msg: '无', data: null }));
});
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

function setup(props: CompanyPickerProps = {}) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <CompanyPicker onChange={onChange} {...props} />
      </App>
    </QueryClientProvider>,
  );
  return { onChange };
}

describe('CompanyPicker', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));

  it('asks /cmpy/list for certified type-10 companies, 10 a page, and hands back code and name', async () => {
    const { onChange } = setup();
    await waitFor(() => expect(requested()).toHaveLength(1));
    const url = new URL(requested()[0]!, 'http://x');
    expect(url.pathname).toBe('/api/cmpy/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageNum: '1',
      pageSize: '10',
      cmpyType: '10',
      status: '1',
    });
    fireEvent.mouseDown(document.querySelector('.ant-select')!);
    fireEvent.click(
      await screen.findByText('郑州云帆物流有限公司', { selector: '.ant-select-item-option-content' }),
    );
    expect(onChange).toHaveBeenCalledWith('C_YUNFAN', '郑州云帆物流有限公司');
  });

  it('searches by name on the server', async () => {
    setup();
    const input = document.querySelector('input')!;
    fireEvent.mouseDown(document.querySelector('.ant-select')!);
    fireEvent.change(input, { target: { value: '恒达' } });
    await waitFor(() =>
      expect(requested().some((u) => u.includes(`cmpyName=${encodeURIComponent('恒达')}`))).toBe(true),
    );
  });

  it('names a value that is not on the first page from /cmpy/info', async () => {
    setup({ value: 'C_ANJU' });
    expect(await screen.findByText('新郑市安居家政服务有限公司')).toBeTruthy();
    expect(requested().some((u) => u.startsWith('/api/cmpy/info?cmpyCode=C_ANJU'))).toBe(true);
  });
});
