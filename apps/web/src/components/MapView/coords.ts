import type { LngLat } from '@hr/contract';
import gcoord, { type CRSTypes } from 'gcoord';

export type { LngLat };
/** Coordinate system of the base map's tiles (platform info); outlines and markers are GCJ-02. */
export type TileCoord = 'gcj02' | 'wgs84';

/** Six decimals: about 0.1 m, what the API stores. */
export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const convert = (p: LngLat, from: CRSTypes, to: CRSTypes): LngLat => {
  const [lng, lat] = gcoord.transform([p.lng, p.lat], from, to) as [number, number];
  return { lng: round6(lng), lat: round6(lat) };
};

export const gcj02ToBd09 = (p: LngLat) => convert(p, gcoord.GCJ02, gcoord.BD09);
export const bd09ToGcj02 = (p: LngLat) => convert(p, gcoord.BD09, gcoord.GCJ02);
/** The browser's geolocation speaks WGS-84. */
export const wgs84ToGcj02 = (p: LngLat) => convert(p, gcoord.WGS84, gcoord.GCJ02);

/** GCJ-02 → the tiles' system, for drawing. */
export const toDisplay = (p: LngLat, tiles: TileCoord): LngLat =>
  tiles === 'gcj02' ? p : convert(p, gcoord.GCJ02, gcoord.WGS84);
/** The tiles' system → GCJ-02, for a click on the map. */
export const fromDisplay = (p: LngLat, tiles: TileCoord): LngLat =>
  tiles === 'gcj02' ? { lng: round6(p.lng), lat: round6(p.lat) } : convert(p, gcoord.WGS84, gcoord.GCJ02);

export const formatLngLat = (p: LngLat) => `${p.lng.toFixed(6)}, ${p.lat.toFixed(6)}`;
