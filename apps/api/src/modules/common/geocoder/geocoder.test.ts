import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_COMPANY_ADDRESSES } from '../../cmpy/history-address/demo.ts';

const t = useTestApp({ loginAs: ['hengda01'] });
const locate = (query: Record<string, string>) =>
  t.call('GET', '/backend-common/geocoder/location', { token: t.token('hengda01'), query });

describe('reverse geocoding', () => {
  it('puts a GCJ-02 point of 新郑市 in 河南省 郑州市 新郑市 (410184)', async () => {
    const { body } = await locate({ longitude: '113.74', latitude: '34.40' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      location: { lng: 113.74, lat: 34.4 },
      address: '河南省郑州市新郑市',
      formatted_addresses: { recommend: '新郑市', rough: '河南省郑州市新郑市' },
      address_component: {
        nation: '中国',
        province: '河南省',
        city: '郑州市',
        district: '新郑市',
        street: '',
      },
      ad_info: {
        nation_code: '156',
        adcode: '410184',
        city_code: '156410100',
        name: '中国,河南省,郑州市,新郑市',
      },
      address_reference: {},
      region: {
        provinceCode: '41',
        provinceName: '河南省',
        cityCode: '4101',
        cityName: '郑州市',
        countyCode: '410184',
        countyName: '新郑市',
      },
    });
    // The county's centre lies near the point, in the same coordinate system.
    expect(Math.abs(body.data.ad_info.location.lng - 113.74)).toBeLessThan(0.2);
    expect(Math.abs(body.data.ad_info.location.lat - 34.4)).toBeLessThan(0.2);
  });

  it('accepts BD-09 and WGS-84 when told so', async () => {
    const [lng, lat] = gcoord.transform([113.74, 34.4], gcoord.GCJ02, gcoord.BD09);
    const bd = await locate({ longitude: String(lng), latitude: String(lat), coordType: 'bd09' });
    expect(bd.body.data.ad_info.adcode).toBe('410184');
    expect(bd.body.data.location.lng).toBeCloseTo(113.74, 4);
    const wgs = await locate({ longitude: '113.734', latitude: '34.401', coordType: 'wgs84' });
    expect(wgs.body.data.ad_info.adcode).toBe('410184');
  });

  it('names a municipality as its own city', async () => {
    // 天安门 (GCJ-02)
    const { body } = await locate({ longitude: '116.3975', latitude: '39.9087' });
    expect(body.data.address_component).toMatchObject({
      province: '北京市',
      city: '北京市',
      district: '东城区',
    });
    expect(body.data.address).toBe('北京市东城区');
    expect(body.data.region).toMatchObject({ provinceCode: '11', cityCode: '1101', countyCode: '110101' });
  });

  it('places every demo history address in its county', async () => {
    for (const a of DEMO_COMPANY_ADDRESSES) {
      const { body } = await locate({ longitude: String(a.gcj02Lng), latitude: String(a.gcj02Lat) });
      expect(body.data.region.countyCode, a.address).toBe(a.countyCode);
    }
  });

  it('says so for a point outside China', async () => {
    // 东京
    const { body } = await locate({ longitude: '139.69', latitude: '35.69' });
    expect(body).toMatchObject({ code: 404, msg: '该坐标不在中国境内，无法解析所在地区' });
  });

  it('refuses missing or impossible coordinates with a Chinese message', async () => {
    expect((await locate({ latitude: '34.4' })).body).toMatchObject({
      code: 400,
      msg: '请提供经度（longitude）',
    });
    expect((await locate({ longitude: '113.74', latitude: 'abc' })).body.msg).toBe('请提供纬度（latitude）');
    expect((await locate({ longitude: '200', latitude: '34.4' })).body.msg).toBe('经度应在-180到180之间');
    expect((await locate({ longitude: '113.74', latitude: '34.4', coordType: 'utm' })).body.msg).toBe(
      '坐标系只能是 gcj02、bd09 或 wgs84',
    );
  });
});

describe('area outlines', () => {
  const outline = (code?: string) =>
    t.call('GET', '/backend-common/geocoder/boundary', {
      token: t.token('hengda01'),
      query: code ? { code } : {},
    });

  it('gives a county outline in GCJ-02 around its points', async () => {
    const { body } = await outline('410184');
    expect(body.data).toMatchObject({ code: '410184', name: '新郑市' });
    const [w, s, e, n] = body.data.bbox;
    expect(w < 113.74 && e > 113.74 && s < 34.4 && n > 34.4).toBe(true);
    expect(body.data.geojson.features[0]).toMatchObject({
      type: 'Feature',
      properties: { code: '410184', name: '新郑市' },
      geometry: { type: 'MultiPolygon' },
    });
  });

  it('gives provinces, cities (municipalities too) and the whole country', async () => {
    expect((await outline('41')).body.data.name).toBe('河南省');
    expect((await outline('4101')).body.data.name).toBe('郑州市');
    expect((await outline('1101')).body.data.name).toBe('北京市');
    const nation = (await outline('100000')).body.data;
    expect(nation.geojson.features.length).toBeGreaterThanOrEqual(34);
    expect(nation.geojson.features.map((f: { properties: { name: string } }) => f.properties.name)).toContain(
      '河南省',
    );
    // Simplified for the browser: the source file holds 1.7 MB of province outlines.
    expect(JSON.stringify(nation).length).toBeLessThan(300_000);
  });

  it('answers 404 for an area without outline data and 400 for a malformed code', async () => {
    // 省直辖县级行政区划 is a grouping, not an area.
    expect((await outline('4190')).body).toMatchObject({ code: 404, msg: '暂无该地区的轮廓数据' });
    expect((await outline('410184001')).body).toMatchObject({
      code: 400,
      msg: '行政区划代码应为2、4、6位数字或100000',
    });
    expect((await outline()).body).toMatchObject({ code: 400, msg: '请提供行政区划代码' });
  });
});
