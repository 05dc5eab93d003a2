import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapViewProps } from '../MapView';
import { AddressPickerDialog } from './AddressPickerDialog';

// Leaflet needs a real layout; the map is replaced by a button that "clicks" at a fixed point.
vi.mock('../MapView', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../MapView')>()),
  MapView: ({ onMapClick, marker, pendingMarker }: MapViewProps) => (
    <div>
      <button type="button" onClick={() => onMapClick?.({ lng: 113.75, lat: 34.41 })}>
        点击地图
      </button>
      <span data-testid="marker">{marker ? `${marker.lng},${marker.lat}` : '无'}</span>
      <span data-testid="pending">{pendingMarker ? `${pendingMarker.lng},${pendingMarker.lat}` : '无'}</span>
    </div>
  ),
}));

const HISTORY = {
  id: 4,
  cmpyCode: 'C_HENGDA',
  type: 2,
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  address: '新建路街道人民路88号人力资源市场一楼',
  gcj02Lng: 113.7338,
  gcj02Lat: 34.3958,
  bd09Lng: 113.740264,
  bd09Lat: 34.401933,
  createTime: '2026-11-20 10:00:00',
  updateTime: '2026-11-20 10:00:00',
};
const LOCATED = {
  location: { lng: 113.75, lat: 34.41 },
  address: '河南省郑州市新郑市',
  formatted_addresses: { recommend: '新郑市', rough: '河南省郑州市新郑市' },
  address_component: {
    nation: '中国',
    province: '河南省',
    city: '郑州市',
    district: '新郑市',
    street: '',
    street_number: '',
  },
  ad_info: {},
  address_reference: {},
  region: {
    provinceCode: '41',
    provinceName: '河南省',
    cityCode: '4101',
    cityName: '郑州市',
    countyCode: '410184',
    countyName: '新郑市',
  },
};
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, success: true }));
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/cmpy/cmpy-history-address/queryCmpyHistoryAddr'))
    return ok({ records: [HISTORY], total: 1 });
  if (url.startsWith('/api/backend-common/geocoder/location')) return ok(LOCATED);
  if (url.startsWith('/api/train/district/selectByName'))
    return ok([
      {
        code: '410184',
        level: 3,
        fullName: '河南省 郑州市 新郑市',
        proCode: '41',
        proName: '河南省',
        cityCode: '4101',
        cityName: '郑州市',
        countryCode: '410184',
        countryName: '新郑市',
        streetCode: null,
        streetName: null,
        committeeCode: null,
        committeeName: null,
      },
    ]);
  if (url === '/api/train/district/selectAllProvince') return ok([{ proCode: '41', proName: '河南省' }]);
  if (url.includes('selectByProvinceCode')) return ok([{ cityCode: '4101', cityName: '郑州市' }]);
  if (url.includes('selectByCityCode')) return ok([{ countryCode: '410184', countryName: '新郑市' }]);
  return ok([]);
});

function setup() {
  const onOk = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <AddressPickerDialog open onOk={onOk} onCancel={() => {}} />
      </App>
    </QueryClientProvider>,
  );
  return { onOk };
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const detailInput = () => document.getElementById('address-picker-detail') as HTMLInputElement;

describe('AddressPickerDialog', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));

  it('asks for the region first, then the detail, then the coordinate', async () => {
    setup();
    confirm();
    expect(await screen.findByText('请选择省市县')).toBeTruthy();
    fireEvent.click(await screen.findByText(HISTORY.address));
    fireEvent.change(detailInput(), { target: { value: ' ' } });
    confirm();
    expect(await screen.findByText('请输入详细地址')).toBeTruthy();
  });

  it('fills everything from a history address and hands back the spec output', async () => {
    const { onOk } = setup();
    fireEvent.click(await screen.findByText(HISTORY.address));
    // Spec §7/§9: the history list asks for page size 3 of type 2.
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/cmpy/cmpy-history-address/queryCmpyHistoryAddr?pageNum=1&pageSize=3&type=2',
    );
    expect(detailInput().value).toBe(HISTORY.address);
    expect(screen.getByTestId('marker').textContent).toBe('113.7338,34.3958');
    confirm();
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
    const value = onOk.mock.calls[0]![0];
    expect(value).toMatchObject({
      province: { value: '41', label: '河南省' },
      city: { value: '4101', label: '郑州市' },
      country: { value: '410184', label: '新郑市' },
      gcj02Lng: 113.7338,
      gcj02Lat: 34.3958,
      adressDetail: HISTORY.address,
    });
    // BD-09 derived from GCJ-02 (about +0.0065, +0.006).
    expect(value.bd09Lng).toBeCloseTo(113.7403, 3);
    expect(value.bd09Lat).toBeCloseTo(34.4019, 3);
  });

  it('needs a coordinate, and a new one confirmed before saving', async () => {
    const { onOk } = setup();
    // Region by searching its name in the detail field.
    fireEvent.change(detailInput(), { target: { value: '新郑' } });
    fireEvent.click(await screen.findByText('河南省郑州市新郑市', {}, { timeout: 2000 }));
    fireEvent.change(detailInput(), { target: { value: '人民路88号' } });
    confirm();
    expect(await screen.findByText('请选择坐标位置')).toBeTruthy();
    fireEvent.click(screen.getByText('点击地图'));
    expect(screen.getByTestId('pending').textContent).toBe('113.75,34.41');
    confirm();
    expect((await screen.findAllByText('请确认是否保存新坐标')).length).toBeGreaterThan(0);
    expect(onOk).not.toHaveBeenCalled();
    expect(await screen.findByText(/位于河南省郑州市新郑市/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存新坐标' }));
    expect(screen.getByTestId('marker').textContent).toBe('113.75,34.41');
    confirm();
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
    expect(onOk.mock.calls[0]![0]).toMatchObject({
      country: { value: '410184', label: '新郑市' },
      gcj02Lng: 113.75,
      gcj02Lat: 34.41,
      adressDetail: '人民路88号',
    });
  });

  it('says 定位失败 when the browser cannot locate', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void, options: { timeout: number }) => {
          expect(options.timeout).toBe(10000);
          fail({ code: 3 });
        },
      },
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: /定位当前位置/ }));
    expect(await screen.findByText('定位失败')).toBeTruthy();
  });
});
