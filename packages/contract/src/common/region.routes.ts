import { z } from 'zod';
import { defineRoute, LOGGED_IN, PUBLIC } from '../platform/route.ts';
import {
  AnyRegionCode,
  CityCode,
  CityOption,
  CommitteeOption,
  CountyCode,
  CountyOption,
  ProvinceCode,
  ProvinceOption,
  REGION_SEARCH_LIMIT,
  RegionChain,
  StreetCode,
  StreetOption,
} from './region.ts';

/**
 * Region lookups (spec §7 Districts): each level's children, ordered by code. Provinces, cities and counties
 * are public (region names are public data; the public form page's area picker needs them).
 */
export const districtRoutes = {
  selectAllProvince: defineRoute({
    method: 'GET',
    path: '/train/district/selectAllProvince',
    summary: '全部省份',
    access: PUBLIC,
    changesData: false,
    response: z.array(ProvinceOption),
  }),
  selectByProvinceCode: defineRoute({
    method: 'GET',
    path: '/train/district/selectByProvinceCode',
    summary: '省份下的城市（proCode）',
    access: PUBLIC,
    changesData: false,
    query: z.object({ proCode: ProvinceCode }),
    response: z.array(CityOption),
  }),
  selectByCityCode: defineRoute({
    method: 'GET',
    path: '/train/district/selectByCityCode',
    summary: '城市下的区县（cityCode）',
    access: PUBLIC,
    changesData: false,
    query: z.object({ cityCode: CityCode }),
    response: z.array(CountyOption),
  }),
  selectByCountryCode: defineRoute({
    method: 'GET',
    path: '/train/district/selectByCountryCode',
    summary: '区县下的街道（乡镇）（countryCode）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ countryCode: CountyCode }),
    response: z.array(StreetOption),
  }),
  selectByStreetCode: defineRoute({
    method: 'GET',
    path: '/train/district/selectByStreetCode',
    summary: '街道（乡镇）下的村（居）委会（streetCode）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ streetCode: StreetCode }),
    response: z.array(CommitteeOption),
  }),
  selectAreaByCode: defineRoute({
    method: 'GET',
    path: '/train/district/selectAreaByCode',
    summary: '任一级行政区划代码（code）的完整层级',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ code: AnyRegionCode }),
    response: RegionChain,
  }),
  selectByName: defineRoute({
    method: 'GET',
    path: '/train/district/selectByName',
    summary: `按名称查找行政区划（最多${REGION_SEARCH_LIMIT}条）：给 countryCode 时查该区县的街道与村（居）委会，否则查省市县`,
    access: LOGGED_IN,
    changesData: false,
    chosenPath: true,
    query: z.object({
      name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(30, '名称最多30个字符'),
      countryCode: CountyCode.optional(),
    }),
    response: z.array(RegionChain),
  }),
};
