import type { AddressPickerValue, Jobfair, JobfairSaveBody } from '@hr/contract';
import type { DateTimeRange, UploadedImage } from '../../../components';
import { gcj02ToBd09 } from '../../../components';

/** The add/edit form's values: the picker's address, the five region levels, the poster and the times. */
export interface JobfairFormValues {
  jobfairName: string;
  jobfairType?: number;
  time?: DateTimeRange | null;
  poster: UploadedImage[];
  place?: AddressPickerValue | null;
  /** Province, city, county (from the address), street and committee codes. */
  region: string[];
  /** Names of `region` as saved (so the cascader shows them before its levels load). */
  regionLabels?: string[];
}

export const emptyJobfairForm: JobfairFormValues = { jobfairName: '', poster: [], place: null, region: [] };

/** A saved fair as form values (editing). */
export function formValuesOf(fair: Jobfair): JobfairFormValues {
  const bd09 = gcj02ToBd09({ lng: fair.lng, lat: fair.lat });
  const region = [fair.provinceCode, fair.cityCode, fair.countyCode, fair.streetCode];
  const regionLabels = [fair.provinceName, fair.cityName, fair.countyName, fair.streetName];
  if (fair.committeeCode) {
    region.push(fair.committeeCode);
    regionLabels.push(fair.committeeName ?? '');
  }
  return {
    jobfairName: fair.jobfairName,
    jobfairType: fair.jobfairType,
    time: [fair.beginTime, fair.endTime],
    // A saved poster passed the server's check (it never failed review).
    poster: fair.posterUrl
      ? [{ materialCode: fair.posterCode, name: '招聘会海报', url: fair.posterUrl, applyState: 1 }]
      : [],
    place: {
      province: { value: fair.provinceCode, label: fair.provinceName },
      city: { value: fair.cityCode, label: fair.cityName },
      country: { value: fair.countyCode, label: fair.countyName },
      gcj02Lng: fair.lng,
      gcj02Lat: fair.lat,
      bd09Lng: bd09.lng,
      bd09Lat: bd09.lat,
      adressDetail: fair.address,
    },
    region,
    regionLabels,
  };
}

/** The region after a new address: its three levels, keeping street and committee if still inside it. */
export function regionAfterPlace(place: AddressPickerValue, region: string[]): string[] {
  const top = [place.province.value, place.city.value, place.country.value];
  return region[2] === top[2] ? [...top, ...region.slice(3)] : top;
}

/** The save body of the form (the server checks it again with the contract's schema). */
export function saveBodyOf(values: JobfairFormValues, jobfairCode?: string): JobfairSaveBody {
  const [provinceCode = '', cityCode = '', countyCode = '', streetCode = '', committeeCode] = values.region;
  return {
    ...(jobfairCode ? { jobfairCode } : {}),
    jobfairName: values.jobfairName,
    jobfairType: values.jobfairType ?? 0,
    beginTime: values.time?.[0] ?? '',
    endTime: values.time?.[1] ?? '',
    posterCode: values.poster[0]?.materialCode ?? '',
    provinceCode,
    cityCode,
    countyCode,
    streetCode,
    committeeCode,
    address: values.place?.adressDetail ?? '',
    lng: values.place?.gcj02Lng ?? Number.NaN,
    lat: values.place?.gcj02Lat ?? Number.NaN,
  };
}
