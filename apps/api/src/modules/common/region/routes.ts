import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { areaByCode, childrenOf, provinces, searchByName } from './service.ts';

export const districtHandlers = [
  handle(api.district.selectAllProvince, async ({ db }) =>
    (await provinces(db)).map((r) => ({ proCode: r.code, proName: r.name })),
  ),
  handle(api.district.selectByProvinceCode, async ({ db, query }) =>
    (await childrenOf(db, query.proCode)).map((r) => ({ cityCode: r.code, cityName: r.name })),
  ),
  handle(api.district.selectByCityCode, async ({ db, query }) =>
    (await childrenOf(db, query.cityCode)).map((r) => ({ countryCode: r.code, countryName: r.name })),
  ),
  handle(api.district.selectByCountryCode, async ({ db, query }) =>
    (await childrenOf(db, query.countryCode)).map((r) => ({ streetCode: r.code, streetName: r.name })),
  ),
  handle(api.district.selectByStreetCode, async ({ db, query }) =>
    (await childrenOf(db, query.streetCode)).map((r) => ({ committeeCode: r.code, committeeName: r.name })),
  ),
  handle(api.district.selectAreaByCode, ({ db, query }) => areaByCode(db, query.code)),
  handle(api.district.selectByName, ({ db, query }) => searchByName(db, query.name, query.countryCode)),
];
