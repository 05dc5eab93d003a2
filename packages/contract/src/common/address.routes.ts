import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';
import {
  BoundaryResult,
  CompanyAddress,
  GeocoderLocationQuery,
  LocationResult,
  NATION_CODE,
} from './address.ts';
import { REGION_CODE_LENGTHS } from './region.ts';

/** Reverse geocoding and area outlines, from open boundary data shipped with the product (no internet). */
export const geocoderRoutes = {
  location: defineRoute({
    method: 'GET',
    path: '/backend-common/geocoder/location',
    summary: '逆地理编码：经纬度（默认 GCJ-02，coordType 可为 bd09、wgs84）所在的省、市、区县',
    access: LOGGED_IN,
    changesData: false,
    query: GeocoderLocationQuery,
    response: LocationResult,
  }),
  boundary: defineRoute({
    method: 'GET',
    path: '/backend-common/geocoder/boundary',
    summary: `行政区轮廓（GCJ-02，已简化）：省、市、区县代码；${NATION_CODE} 为全国各省`,
    access: LOGGED_IN,
    changesData: false,
    chosenPath: true,
    query: z.object({
      code: z
        .string({ error: '请提供行政区划代码' })
        .trim()
        .refine(
          (code) =>
            code === NATION_CODE ||
            ([1, 2, 3] as const).some((level) =>
              new RegExp(`^\\d{${REGION_CODE_LENGTHS[level]}}$`).test(code),
            ),
          `行政区划代码应为2、4、6位数字或${NATION_CODE}`,
        ),
    }),
    response: BoundaryResult,
  }),
};

/** Addresses a company has used (spec §7: page size 3, type 2 in the address picker). */
export const cmpyHistoryAddressRoutes = {
  queryCmpyHistoryAddr: defineRoute({
    method: 'GET',
    path: '/cmpy/cmpy-history-address/queryCmpyHistoryAddr',
    summary: '企业历史地址（最近使用在前；企业人员只看本企业，运营可按 cmpyCode 查）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({
      ...pageParams,
      type: z.coerce
        .number({ error: '地址类型必须是数字' })
        .int('地址类型必须是整数')
        .min(1, '地址类型只能是1、2或3')
        .max(3, '地址类型只能是1、2或3')
        .optional(),
      cmpyCode: z.string().trim().max(40, '企业编号最多40个字符').optional(),
      /** Matches the detail address or the province, city and county names. */
      address: z.string().trim().max(50, '地址关键词最多50个字符').optional(),
    }),
    response: pageOf(CompanyAddress),
  }),
};
