import {
  type BoundaryResult,
  type CoordType,
  type LocationResult,
  NATION_CODE,
  regionChainCodes,
} from '@hr/contract';
import { inArray } from 'drizzle-orm';
import gcoord from 'gcoord';
import type { Position } from 'geojson';
import simplify from 'simplify-js';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { region } from '../region/tables.ts';
import { type Area, type AreaLevel, areaAt, areaByCode, areasOf, centreOf } from './boundaries.ts';

const CRS: Record<CoordType, (typeof gcoord.CRSTypes)[keyof typeof gcoord.CRSTypes]> = {
  gcj02: gcoord.GCJ02,
  bd09: gcoord.BD09,
  wgs84: gcoord.WGS84,
};

const toGcj02 = (p: Position) => gcoord.transform([p[0]!, p[1]!], gcoord.WGS84, gcoord.GCJ02) as Position;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const latLng = ([lng, lat]: Position) => ({ lat: round6(lat!), lng: round6(lng!) });

/** The region-table codes of an area (2/4/6 digits), each kept only if the region table has it. */
async function regionOf(db: DbOrTx, area: Area) {
  const province = area.adcode.slice(0, 2);
  const city = area.level >= 2 ? area.adcode.slice(0, 4) : null;
  const county = area.level === 3 ? area.adcode : null;
  const wanted = [province, city, county].filter((c): c is string => !!c);
  const rows = await db
    .select({ code: region.code, name: region.name })
    .from(region)
    .where(inArray(region.code, wanted));
  const names = new Map(rows.map((r) => [r.code, r.name]));
  const known = (code: string | null) => (code && names.has(code) ? code : null);
  return {
    provinceCode: known(province),
    provinceName: names.get(province) ?? area.province,
    cityCode: known(city),
    cityName: (city && names.get(city)) || area.city,
    countyCode: known(county),
    countyName: (county && names.get(county)) || (area.level === 3 ? area.name : ''),
  };
}

/**
 * The province, city and county a point lies in. Coordinates are GCJ-02 unless `coordType` says BD-09 or
 * WGS-84; the boundaries are WGS-84, so the point is converted first. No street-level address: the offline
 * data has none.
 */
export async function reverseGeocode(
  db: DbOrTx,
  q: { longitude: number; latitude: number; coordType: CoordType },
): Promise<LocationResult> {
  const input: Position = [q.longitude, q.latitude];
  const wgs84 = gcoord.transform([q.longitude, q.latitude], CRS[q.coordType], gcoord.WGS84) as Position;
  const area = areaAt(wgs84);
  if (!area) throw notFound('该坐标不在中国境内，无法解析所在地区');
  const gcj02 = q.coordType === 'gcj02' ? input : toGcj02(wgs84);
  const district = area.level === 3 ? area.name : '';
  const city = area.level >= 2 ? area.city : '';
  const parts = [area.province, city === area.province ? '' : city, district].filter(Boolean);
  const address = parts.join('');
  const cityAdcode = area.level === 1 ? '' : `${area.adcode.slice(0, 4)}00`;
  return {
    location: latLng(gcj02),
    address,
    formatted_addresses: { recommend: district || city || area.province, rough: address },
    address_component: {
      nation: '中国',
      province: area.province,
      city,
      district,
      street: '',
      street_number: '',
    },
    ad_info: {
      nation_code: '156',
      adcode: area.adcode,
      city_code: cityAdcode ? `156${cityAdcode}` : '',
      name: ['中国', area.province, city, district].filter(Boolean).join(','),
      location: latLng(toGcj02(centreOf(area))),
      nation: '中国',
      province: area.province,
      city,
      district,
    },
    address_reference: {},
    region: await regionOf(db, area),
  };
}

/**
 * A WGS-84 ring in GCJ-02, simplified (Douglas-Peucker, `tolerance` degrees) and rounded to `digits`
 * decimals; null when it collapses below a triangle.
 */
function simplifyRing(ring: Position[], tolerance: number, digits: number): Position[] | null {
  const scale = 10 ** digits;
  const points = simplify(
    ring.map((p) => {
      const [x, y] = toGcj02(p);
      return { x: x!, y: y! };
    }),
    tolerance,
    true,
  );
  const out = points.map(({ x, y }) => [Math.round(x * scale) / scale, Math.round(y * scale) / scale]);
  return out.length >= 4 ? out : null;
}

/** Country scale: about 2 km tolerance; a region: about 50 m. */
const DETAIL = { nation: { tolerance: 0.02, digits: 3 }, region: { tolerance: 0.0005, digits: 5 } };

function outlineFeature(area: Area, code: string, detail: { tolerance: number; digits: number }) {
  const polygons = area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  const coordinates: Position[][][] = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon.map((ring) => simplifyRing(ring, detail.tolerance, detail.digits));
    // An islet or hole smaller than the tolerance disappears.
    if (outer) coordinates.push([outer, ...holes.filter((h): h is Position[] => !!h)]);
  }
  return {
    type: 'Feature' as const,
    properties: { code, name: area.name },
    geometry: { type: 'MultiPolygon' as const, coordinates },
  };
}

function bboxOf(features: ReturnType<typeof outlineFeature>[]): BoundaryResult['bbox'] {
  const box: BoundaryResult['bbox'] = [180, 90, -180, -90];
  for (const f of features)
    for (const polygon of f.geometry.coordinates)
      for (const [lng, lat] of polygon[0] ?? []) {
        box[0] = Math.min(box[0], lng!);
        box[1] = Math.min(box[1], lat!);
        box[2] = Math.max(box[2], lng!);
        box[3] = Math.max(box[3], lat!);
      }
  return box;
}

/** The boundary-data area of a region-table code: 41 → 410000, 4101 → 410100, 410184 → 410184. */
function areaOfRegion(code: string): Area | undefined {
  const level = regionChainCodes(code).length as AreaLevel;
  const adcode = code.padEnd(6, '0');
  // Municipalities are cities of their own in the boundary data: 1101 (市辖区) is 110000.
  return areaByCode(level, adcode) ?? (level === 2 ? areaByCode(2, `${code.slice(0, 2)}0000`) : undefined);
}

const outlines = new Map<string, BoundaryResult>();

/** Simplified outline of a province, city or county (or every province), GCJ-02; cached. */
export function boundary(code: string): BoundaryResult {
  const cached = outlines.get(code);
  if (cached) return cached;
  let result: BoundaryResult;
  if (code === NATION_CODE) {
    const features = areasOf(1).areas.map((a) => outlineFeature(a, a.adcode.slice(0, 2), DETAIL.nation));
    result = { code, name: '中国', bbox: bboxOf(features), geojson: { type: 'FeatureCollection', features } };
  } else {
    const area = areaOfRegion(code);
    if (!area) throw notFound('暂无该地区的轮廓数据');
    const features = [outlineFeature(area, code, DETAIL.region)];
    result = {
      code,
      name: area.name,
      bbox: bboxOf(features),
      geojson: { type: 'FeatureCollection', features },
    };
  }
  outlines.set(code, result);
  return result;
}
