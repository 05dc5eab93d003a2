export {
  bd09ToGcj02,
  formatLngLat,
  gcj02ToBd09,
  type LngLat,
  round6,
  type TileCoord,
  wgs84ToGcj02,
} from './coords.ts';
export { MapView } from './LazyMapView';
export { MapMarkerView, type MapMarkerViewProps } from './MapMarkerView';
export type { MapFocus, MapViewProps } from './types.ts';
