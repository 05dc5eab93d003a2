import type { AddressPickerValue, Station } from '@hr/contract';
import { gcj02ToBd09 } from '../../../components';

/** 河南省 郑州市 新郑市 新建路街道: the station's region, as many levels as it has. */
export const regionText = (s: Station) =>
  [s.provinceName, s.cityName, s.countyName, s.streetName, s.committeeName].filter(Boolean).join(' ');

/** A saved station's (or skill organisation's) address as the address picker's starting value. */
export function pickerValueOf(
  s: Pick<
    Station,
    | 'provinceCode'
    | 'provinceName'
    | 'cityCode'
    | 'cityName'
    | 'countyCode'
    | 'countyName'
    | 'lng'
    | 'lat'
    | 'address'
  >,
): AddressPickerValue {
  const bd09 = gcj02ToBd09({ lng: s.lng, lat: s.lat });
  return {
    province: { value: s.provinceCode, label: s.provinceName },
    city: { value: s.cityCode, label: s.cityName },
    country: { value: s.countyCode, label: s.countyName },
    gcj02Lng: s.lng,
    gcj02Lat: s.lat,
    bd09Lng: bd09.lng,
    bd09Lat: bd09.lat,
    adressDetail: s.address,
  };
}
