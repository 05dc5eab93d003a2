import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  type AddressPickerDraft,
  AddressPickerValue,
  addressPickerIssue,
  companyAddressFromPicker,
  GeocoderLocationQuery,
} from './address.ts';

const complete: AddressPickerDraft = {
  regionCodes: ['41', '4101', '410184'],
  detail: '人民路88号',
  coordinate: { lng: 113.74, lat: 34.4 },
  pendingCoordinate: null,
};

describe('address picker rules (spec §5)', () => {
  it('uses the spec messages', () => {
    expect(ADDRESS_MESSAGES).toEqual({
      regionRequired: '请选择省市县',
      detailRequired: '请输入详细地址',
      coordinateRequired: '请选择坐标位置',
      confirmNewCoordinate: '请确认是否保存新坐标',
      locateFailed: '定位失败',
    });
  });

  it('accepts a complete draft', () => {
    expect(addressPickerIssue(complete)).toBeNull();
  });

  it('needs province, city and county', () => {
    expect(addressPickerIssue({ ...complete, regionCodes: [] })).toBe('请选择省市县');
    expect(addressPickerIssue({ ...complete, regionCodes: ['41', '4101'] })).toBe('请选择省市县');
    expect(addressPickerIssue({ ...complete, regionCodes: ['41', '4101', ''] })).toBe('请选择省市县');
  });

  it('needs a detail address that is not blank', () => {
    expect(addressPickerIssue({ ...complete, detail: '   ' })).toBe('请输入详细地址');
  });

  it('needs a coordinate, and a new one confirmed first', () => {
    expect(addressPickerIssue({ ...complete, coordinate: null })).toBe('请选择坐标位置');
    const pending = { lng: 113.75, lat: 34.41 };
    expect(addressPickerIssue({ ...complete, pendingCoordinate: pending })).toBe('请确认是否保存新坐标');
    expect(addressPickerIssue({ ...complete, coordinate: null, pendingCoordinate: pending })).toBe(
      '请确认是否保存新坐标',
    );
  });

  it('checks in the order region, detail, coordinate', () => {
    expect(
      addressPickerIssue({ regionCodes: [], detail: '', coordinate: null, pendingCoordinate: null }),
    ).toBe('请选择省市县');
    expect(addressPickerIssue({ ...complete, detail: '', coordinate: null })).toBe('请输入详细地址');
  });
});

describe('picker output', () => {
  const value = {
    province: { value: '41', label: '河南省' },
    city: { value: '4101', label: '郑州市' },
    country: { value: '410184', label: '新郑市' },
    gcj02Lng: 113.74,
    gcj02Lat: 34.4,
    bd09Lng: 113.7465,
    bd09Lat: 34.4061,
    adressDetail: ' 人民路88号 ',
  };

  it('keeps the spec spelling', () => {
    expect(Object.keys(AddressPickerValue.parse(value))).toEqual([
      'province',
      'city',
      'country',
      'gcj02Lng',
      'gcj02Lat',
      'bd09Lng',
      'bd09Lat',
      'adressDetail',
    ]);
  });

  it('maps to the address history fields', () => {
    expect(companyAddressFromPicker(value)).toEqual({
      provinceCode: '41',
      provinceName: '河南省',
      cityCode: '4101',
      cityName: '郑州市',
      countyCode: '410184',
      countyName: '新郑市',
      address: '人民路88号',
      gcj02Lng: 113.74,
      gcj02Lat: 34.4,
      bd09Lng: 113.7465,
      bd09Lat: 34.4061,
    });
  });
});

describe('geocoder query', () => {
  it('defaults to GCJ-02 and coerces numbers', () => {
    expect(GeocoderLocationQuery.parse({ longitude: '113.74', latitude: '34.4' })).toEqual({
      longitude: 113.74,
      latitude: 34.4,
      coordType: 'gcj02',
    });
  });

  it('refuses out-of-range and non-numeric coordinates', () => {
    const message = (q: object) => GeocoderLocationQuery.safeParse(q).error?.issues[0]?.message;
    expect(message({ longitude: '181', latitude: '34' })).toBe('经度应在-180到180之间');
    expect(message({ longitude: '113', latitude: '-91' })).toBe('纬度应在-90到90之间');
    expect(message({ longitude: 'abc', latitude: '34' })).toBe('请提供经度（longitude）');
    expect(message({ longitude: '113' })).toBe('请提供纬度（latitude）');
    expect(message({ longitude: ' ', latitude: '34' })).toBe('请提供经度（longitude）');
    expect(message({ longitude: 'Infinity', latitude: '34' })).toBe('请提供经度（longitude）');
  });
});
