import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegionCascader, type RegionCascaderProps } from './RegionCascader';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, success: true }));
const ANSWERS: Record<string, unknown> = {
  '/api/train/district/selectAllProvince': [
    { proCode: '11', proName: '北京市' },
    { proCode: '41', proName: '河南省' },
  ],
  '/api/train/district/selectByProvinceCode?proCode=41': [
    { cityCode: '4101', cityName: '郑州市' },
    { cityCode: '4102', cityName: '开封市' },
  ],
  '/api/train/district/selectByCityCode?cityCode=4101': [
    { countryCode: '410102', countryName: '中原区' },
    { countryCode: '410184', countryName: '新郑市' },
  ],
  '/api/train/district/selectByCountryCode?countryCode=410184': [
    { streetCode: '410184001', streetName: '新建路街道' },
  ],
};
const fetchMock = vi.fn(async (url: string) =>
  url in ANSWERS ? ok(ANSWERS[url]) : new Response(JSON.stringify({ code: 404, msg: '无', data: null })),
);
const requested = () => fetchMock.mock.calls.map(([url]) => url);

function setup(props: RegionCascaderProps = {}) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RegionCascader onChange={onChange} {...props} />
      </App>
    </QueryClientProvider>,
  );
  return { onChange };
}

const open = () => fireEvent.mouseDown(document.querySelector('.ant-select')!);
const pick = async (label: string) =>
  fireEvent.click(await screen.findByText(label, { selector: '.ant-cascader-menu-item-content' }));

describe('RegionCascader', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));

  it('loads level by level and reports the codes with their names', async () => {
    const { onChange } = setup();
    open();
    await pick('河南省');
    await pick('郑州市');
    await pick('新郑市');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(['41', '4101', '410184'], ['河南省', '郑州市', '新郑市']),
    );
    // Depth 3: the county is the last level, its streets are never asked for.
    expect(requested()).not.toContain('/api/train/district/selectByCountryCode?countryCode=410184');
    expect(requested().filter((u) => u.includes('selectByProvinceCode'))).toHaveLength(1);
  });

  it('goes down to the street at depth 4', async () => {
    const { onChange } = setup({ depth: 4 });
    open();
    await pick('河南省');
    await pick('郑州市');
    await pick('新郑市');
    await pick('新建路街道');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        ['41', '4101', '410184', '410184001'],
        ['河南省', '郑州市', '新郑市', '新建路街道'],
      ),
    );
  });

  it('shows the names of a value set from outside', async () => {
    setup({ value: ['41', '4101', '410184'] });
    await waitFor(() =>
      expect(document.querySelector('.ant-select')!.textContent).toContain('河南省 / 郑州市 / 新郑市'),
    );
    expect(requested()).toEqual([
      '/api/train/district/selectAllProvince',
      '/api/train/district/selectByProvinceCode?proCode=41',
      '/api/train/district/selectByCityCode?cityCode=4101',
    ]);
  });

  it('shows known names of a value whose levels have not loaded', async () => {
    setup({ value: ['44', '4419', '441900'], valueLabels: ['广东省', '东莞市', '东莞市'] });
    await waitFor(() =>
      expect(document.querySelector('.ant-select')!.textContent).toContain('广东省 / 东莞市 / 东莞市'),
    );
  });
});
