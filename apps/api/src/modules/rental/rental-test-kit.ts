import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { useTestApp } from '../../test/test-app.ts';
import { rentAllocation, rentCommunity, rentCompany, rentHouse, rentResident, rentUnit } from './tables.ts';

type T = ReturnType<typeof useTestApp>;
export const P = '/hrbd-vacantroom';

export const communityInput = (extra: Record<string, unknown> = {}) => ({
  communityName: '新郑市测试公寓小区',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  streetCode: '410184001',
  committeeCode: '410184001001',
  address: '人民路100号',
  lng: 113.7338,
  lat: 34.3958,
  managerName: '张经理',
  managerPhone: '13900001111',
  photoCodes: [],
  ...extra,
});

export const houseInput = (unitCode: string, extra: Record<string, unknown> = {}) => ({
  unitCode,
  houseNumber: '101',
  floor: 1,
  layout: '两室一厅',
  area: 68.5,
  beds: 4,
  rentCents: 120000,
  ...extra,
});

export function rentalKit(t: T) {
  const tok = (user: string) => t.token(user);
  const post = (user: string, path: string, body: unknown) =>
    t.call('POST', `${P}/${path}`, { token: tok(user), body });
  const get = (user: string, path: string, query: Record<string, string | number> = {}) =>
    t.call('GET', `${P}/${path}`, {
      token: tok(user),
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  return {
    post,
    get,
    addCmpy: (user: string, query: Record<string, string>) => get(user, 'rentCompanyInfo/addCmpy', query),
    distribute: (user: string, body: unknown) => post(user, 'rent-house-detail-info/distribute', body),
    /** Every rental table's row count and rows: a refused call must leave them as they were. */
    snapshot: async () => {
      const db = t.database.db;
      const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
      return {
        companies: await n(rentCompany),
        communities: await db.select().from(rentCommunity).orderBy(rentCommunity.id),
        units: await db.select().from(rentUnit).orderBy(rentUnit.id),
        houses: await db.select().from(rentHouse).orderBy(rentHouse.id),
        allocations: await db.select().from(rentAllocation).orderBy(rentAllocation.id),
        residents: await n(rentResident),
      };
    },
  };
}
