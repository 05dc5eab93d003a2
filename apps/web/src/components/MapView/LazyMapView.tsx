import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { MapViewProps } from './types.ts';

// Leaflet and its CSS (about 45 KB gzipped) load with the first map shown, not with the app.
const LeafletMap = lazy(() => import('./MapView').then((m) => ({ default: m.MapView })));

/** The map as screens use it: the same props, its code fetched on first use. */
export function MapView(props: MapViewProps) {
  const { height = 360 } = props;
  return (
    <Suspense
      fallback={
        <div style={{ height, display: 'grid', placeItems: 'center', ...props.style }}>
          <Spin description="地图加载中">
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </div>
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}
