import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import type { LngLat } from './coords.ts';
import { MapView } from './LazyMapView';

export interface MapMarkerViewProps {
  /** GCJ-02 position; none: the map shows the whole country. */
  point: LngLat | null | undefined;
  /** Shown on the marker, e.g. the address. */
  title?: string;
  /** The region to outline, e.g. the county code. */
  regionCode?: string;
  height?: number | string;
  style?: CSSProperties;
}

/** Read-only map of one saved position (a job's work address, a job fair's venue). */
export function MapMarkerView({ point, title, regionCode, height = 300, style }: MapMarkerViewProps) {
  const lng = point?.lng;
  const lat = point?.lat;
  const focus = useMemo(
    () => (lng !== undefined && lat !== undefined ? { point: { lng, lat }, zoom: 14 } : null),
    [lng, lat],
  );
  return (
    <MapView
      marker={point ?? null}
      markerTitle={title}
      outlineCodes={regionCode ? [regionCode] : []}
      focus={focus}
      height={height}
      style={style}
    />
  );
}
