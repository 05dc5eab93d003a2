import { api, regionLevelOf } from '@hr/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../app/request.ts';

/** One region as the cascader shows it. */
export interface RegionNode {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionNode[];
}

export interface Region {
  code: string;
  name: string;
}

/** The children of a region from the district routes (each level has its own route and field names). */
async function fetchChildren(code: string): Promise<Region[]> {
  switch (regionLevelOf(code)) {
    case 1:
      return (await call(api.district.selectByProvinceCode, { query: { proCode: code } })).map((r) => ({
        code: r.cityCode,
        name: r.cityName,
      }));
    case 2:
      return (await call(api.district.selectByCityCode, { query: { cityCode: code } })).map((r) => ({
        code: r.countryCode,
        name: r.countryName,
      }));
    case 3:
      return (await call(api.district.selectByCountryCode, { query: { countryCode: code } })).map((r) => ({
        code: r.streetCode,
        name: r.streetName,
      }));
    case 4:
      return (await call(api.district.selectByStreetCode, { query: { streetCode: code } })).map((r) => ({
        code: r.committeeCode,
        name: r.committeeName,
      }));
    default:
      return [];
  }
}

const ROOT = 'root';

/** Regions change with a data upgrade only: cached for the session, shared by every cascader. */
export function loadRegionChildren(client: QueryClient, code: string | null): Promise<Region[]> {
  return client.fetchQuery({
    queryKey: ['region', code ?? ROOT],
    queryFn: async () =>
      code === null
        ? (await call(api.district.selectAllProvince, {})).map((r) => ({ code: r.proCode, name: r.proName }))
        : fetchChildren(code),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The cascader's option tree from the children loaded so far: a node is a leaf at the last level shown
 * (`depth`) or when it has no children at all.
 */
export function buildTree(
  loaded: ReadonlyMap<string, Region[]>,
  depth: number,
  parent: string = ROOT,
  level = 1,
): RegionNode[] {
  return (loaded.get(parent) ?? []).map(({ code, name }) => {
    const children = loaded.get(code);
    const isLeaf = level >= depth || children?.length === 0;
    return {
      value: code,
      label: name,
      isLeaf,
      ...(!isLeaf && children ? { children: buildTree(loaded, depth, code, level + 1) } : {}),
    };
  });
}

export { ROOT };
