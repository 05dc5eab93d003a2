import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { recordCompanyAddress } from './service.ts';

const t = useTestApp({ loginAs: ['hengda01', 'yunfan01', 'yunying01'] });
const PATH = '/cmpy/cmpy-history-address/queryCmpyHistoryAddr';
const history = (user: string, query: Record<string, string> = {}) =>
  t.call('GET', PATH, { token: t.token(user), query: { pageNum: '1', pageSize: '3', type: '2', ...query } });

describe('company address history', () => {
  it('pages the caller company addresses, last used first, three at a time', async () => {
    const { body } = await history('hengda01');
    expect(body.data.total).toBe(4);
    expect(body.data.records).toHaveLength(3);
    expect(body.data.records[0]).toMatchObject({
      cmpyCode: 'C_HENGDA',
      type: 2,
      provinceCode: '41',
      provinceName: '河南省',
      cityCode: '4101',
      cityName: '郑州市',
      countyCode: '410184',
      countyName: '新郑市',
      address: '新建路街道人民路88号人力资源市场一楼',
      gcj02Lng: 113.7338,
      gcj02Lat: 34.3958,
    });
    expect(body.data.records[0].bd09Lng).toBeGreaterThan(113.74);
    expect(body.data.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await history('hengda01', { pageNum: '2' });
    expect(second.body.data.records).toHaveLength(1);
  });

  it('keeps company staff to their own company', async () => {
    const own = await history('yunfan01');
    expect(own.body.data.records.map((r: { cmpyCode: string }) => r.cmpyCode)).toEqual(['C_YUNFAN']);
    const other = await history('hengda01', { cmpyCode: 'C_YUNFAN' });
    expect(other.body).toMatchObject({ code: 403, msg: '只能查看本企业的历史地址' });
  });

  it('lets operators see every company or one', async () => {
    expect((await history('yunying01', { pageSize: '10' })).body.data.total).toBe(5);
    const one = await history('yunying01', { cmpyCode: 'C_YUNFAN' });
    expect(one.body.data.total).toBe(1);
  });

  it('filters by a keyword of the address or the region names', async () => {
    const found = await history('hengda01', { address: '薛店' });
    expect(found.body.data.records.map((r: { address: string }) => r.address)).toEqual([
      '薛店镇工业园区恒达机械二号厂区',
    ]);
    expect((await history('hengda01', { address: '新郑' })).body.data.total).toBe(4);
    expect((await history('hengda01', { address: '%' })).body.data.total).toBe(0);
    expect((await history('hengda01', { type: '3' })).body.data.total).toBe(0);
  });

  it('refuses malformed paging and type', async () => {
    expect((await history('hengda01', { pageSize: 'x' })).body).toMatchObject({
      code: 400,
      msg: '每页条数必须是数字',
    });
    expect((await history('hengda01', { type: '9' })).body).toMatchObject({
      code: 400,
      msg: '地址类型只能是1、2或3',
    });
  });
});

describe('recordCompanyAddress', () => {
  it('adds a new address on top and deriving BD-09 from GCJ-02', async () => {
    await recordCompanyAddress(t.database.db, {
      cmpyCode: 'C_HENGDA',
      type: 2,
      provinceCode: '41',
      provinceName: '河南省',
      cityCode: '4101',
      cityName: '郑州市',
      countyCode: '410184',
      countyName: '新郑市',
      address: ' 孟庄镇107国道东侧恒达仓库 ',
      gcj02Lng: 113.77,
      gcj02Lat: 34.45,
    });
    const { body } = await history('hengda01');
    expect(body.data.total).toBe(5);
    expect(body.data.records[0]).toMatchObject({ address: '孟庄镇107国道东侧恒达仓库', gcj02Lng: 113.77 });
    expect(body.data.records[0].bd09Lng).toBeCloseTo(113.7765, 3);
    expect(body.data.records[0].bd09Lat).toBeCloseTo(34.4561, 3);
  });

  it('moves an address used again to the top with its new coordinate, without a duplicate', async () => {
    const before = (await history('hengda01', { pageSize: '10' })).body.data;
    const oldest = before.records.at(-1);
    await recordCompanyAddress(t.database.db, {
      ...oldest,
      gcj02Lng: 113.74,
      gcj02Lat: 34.403,
      bd09Lng: undefined,
    });
    const after = (await history('hengda01', { pageSize: '10' })).body.data;
    expect(after.total).toBe(before.total);
    expect(after.records[0]).toMatchObject({ id: oldest.id, address: oldest.address, gcj02Lng: 113.74 });
  });

  it('refuses an empty detail address', async () => {
    await expect(
      recordCompanyAddress(t.database.db, {
        cmpyCode: 'C_HENGDA',
        type: 2,
        provinceCode: '41',
        provinceName: '河南省',
        cityCode: '4101',
        cityName: '郑州市',
        countyCode: '410184',
        countyName: '新郑市',
        address: '  ',
        gcj02Lng: 113.77,
        gcj02Lat: 34.45,
      }),
    ).rejects.toThrow('请输入详细地址');
  });
});
