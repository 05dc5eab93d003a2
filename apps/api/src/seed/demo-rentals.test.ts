import { describe, expect, it } from 'vitest';
import {
  rentAllocation,
  rentCommunity,
  rentCompany,
  rentHouse,
  rentResident,
} from '../modules/rental/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const P = '/hrbd-vacantroom';

describe('demo rentals', () => {
  it('hold two communities in 新郑市 with houses free, allocated and occupied', async () => {
    const token = t.token('yunying01');
    const page = await t.call('GET', `${P}/rent-community-info/page`, { token });
    expect(page.body.data.records.map((c: { countyName: string }) => c.countyName)).toEqual([
      '新郑市',
      '新郑市',
    ]);
    for (const c of page.body.data.records) {
      expect(c.freeCount).toBeGreaterThan(0);
      expect(c.allocatedCount).toBeGreaterThan(0);
      expect(c.occupiedCount).toBeGreaterThan(0);
    }
    const summary = (await t.call('POST', `${P}/rentHome/getCommunitySummary`, { token, body: {} })).body
      .data;
    expect(summary).toMatchObject({ communityCount: 2, rentCmpyCount: 3 });
    expect(summary.livingCount).toBeGreaterThan(0);
    expect(summary.expiringContracts.map((c: { cmpyName: string }) => c.cmpyName)).toEqual([
      '郑州云帆物流有限公司',
    ]);
    const moved = await t.call('GET', `${P}/rent/staff/yj/getRentlist`, { token, query: { state: '2' } });
    expect(moved.body.data.total).toBeGreaterThan(0);
    // A house vacated earlier: its history names who allocated and vacated it.
    const detail = await t.call('GET', `${P}/rent-house-detail-info/detail`, {
      token,
      query: { houseCode: 'RH_DEMO_01_501' },
    });
    expect(detail.body.data.allocations[0]).toMatchObject({
      stateName: '已清空',
      allocatedBy: '王丽',
      vacatedBy: '王丽',
    });
  });

  it('are seeded once', () =>
    expectSeededOnce(t.database.db, [rentCompany, rentCommunity, rentHouse, rentAllocation, rentResident]));
});
