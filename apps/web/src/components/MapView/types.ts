import type { CSSProperties } from 'react';
import type { LngLat } from './coords.ts';

/** Where the map should look: a region's outline, or a point (at a street-level zoom by default). */
export type MapFocus = { code: string } | { point: LngLat; zoom?: number };

export interface MapViewProps {
  /** The saved position, GCJ-02. */
  marker?: LngLat | null;
  /** A new position awaiting confirmation, GCJ-02. */
  pendingMarker?: LngLat | null;
  markerTitle?: string;
  /** A click on the map, GCJ-02. Without it the map only pans and zooms. */
  onMapClick?: (point: LngLat) => void;
  /** Regions (2/4/6-digit codes) outlined on the map, e.g. the chosen province and county. */
  outlineCodes?: string[];
  /** Moves the view each time a new object is passed. */
  focus?: MapFocus | null;
  height?: number | string;
  style?: CSSProperties;
}
