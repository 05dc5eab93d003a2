import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapMarkerView } from './MapMarkerView';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: '操作成功', data, success: true }));
const square = (w: number, s: number, e: number, n: number) => [
  [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
];
let tileUrl: string | null = null;
const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/backend-common/platform/info'))
    return ok({
      title: '平台',
      organizer: '',
      filingNo: '',
      map: { tileUrl, tileCoord: 'gcj02', tileSubdomains: 'abc', tileAttribution: '' },
    });
  if (url.startsWith('/api/backend-common/geocoder/boundary')) {
    const code = new URL(url, 'http://x').searchParams.get('code')!;
    return ok({
      code,
      name: code === '410184' ? '新郑市' : '中国',
      bbox: [113.5, 34.2, 114, 34.6],
      geojson: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { code, name: '' },
            geometry: { type: 'MultiPolygon', coordinates: square(113.5, 34.2, 114, 34.6) },
          },
        ],
      },
    });
  }
  return ok(null);
});

function renderView() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MapMarkerView point={{ lng: 113.74, lat: 34.4 }} title="人民路88号" regionCode="410184" />
    </QueryClientProvider>,
  );
}

describe('MapMarkerView', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));

  it('shows the saved position on a plain canvas with outlines when no tile server is set', async () => {
    tileUrl = null;
    const { container } = renderView();
    // The map's code loads on first use.
    await waitFor(() => expect(container.querySelector('.hr-map-pin-saved')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(await screen.findByText('未配置底图，显示经纬网格与行政区轮廓')).toBeTruthy();
    const asked = () => fetchMock.mock.calls.map(([u]) => u);
    await waitFor(() => expect(asked()).toContain('/api/backend-common/geocoder/boundary?code=100000'));
    expect(asked()).toContain('/api/backend-common/geocoder/boundary?code=410184');
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
  });

  it('uses the configured tiles', async () => {
    tileUrl = 'https://tiles.example/{z}/{x}/{y}.png';
    const { container } = renderView();
    // The map's code loads on first use.
    await waitFor(() => expect(container.querySelector('.hr-map-pin-saved')).toBeTruthy(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeTruthy());
    expect(screen.queryByText('未配置底图，显示经纬网格与行政区轮廓')).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => u)).not.toContain(
      '/api/backend-common/geocoder/boundary?code=100000',
    );
  });
});
