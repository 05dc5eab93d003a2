import type { AddressPickerValue, CourseAddBody, CourseDetail, CourseStateCount } from '@hr/contract';
import { yuanToCents } from '@hr/contract';
import type { DateTimeRange, PickedMedia } from '../../../components';
import { gcj02ToBd09 } from '../../../components';

/** Query keys of the course pages; every action invalidates `all`. */
export const courseKeys = {
  all: ['train', 'course'] as const,
  list: ['train', 'course', 'list'] as const,
  counts: ['train', 'course', 'counts'] as const,
  detail: ['train', 'course', 'detail'] as const,
  classes: ['train', 'course', 'classes'] as const,
};

/** Tag colour of an approveType. */
export const approveColor = (state: number) =>
  ({ 0: 'processing', 1: 'success', 2: 'error', 4: 'default', 5: 'cyan', 9: 'warning' })[state] ?? 'default';

/** countByCompany's rows as StatusTabs counts, with 全部 the sum. */
export function tabCounts(rows: CourseStateCount[] | undefined): Record<string, number> {
  const counts: Record<string, number> = { all: 0 };
  for (const row of rows ?? []) {
    counts[String(row.approveType)] = row.num;
    counts.all! += row.num;
  }
  return counts;
}

/** The price range filter typed in yuan → cents for the API; blank sides are left out. */
export function priceFilter(range: [string, string] | undefined): { beginPrice?: number; endPrice?: number } {
  const [begin = '', end = ''] = range ?? [];
  const b = begin ? yuanToCents(begin) : null;
  const e = end ? yuanToCents(end) : null;
  return { ...(b !== null ? { beginPrice: b } : {}), ...(e !== null ? { endPrice: e } : {}) };
}

export interface CourseFormValues {
  courseName: string;
  courseType: number;
  courseNature?: number;
  isFree: boolean;
  /** Yuan as typed (2 decimals). */
  priceYuan?: number | null;
  cmpyCode?: string | undefined;
  labelCodes: string[];
  covers: PickedMedia[];
  video: PickedMedia[];
  courseIntro: string;
  place?: AddressPickerValue | null;
  /** Province, city, county (from the address), street and committee codes. */
  region: string[];
  regionLabels?: string[];
  capacity?: number | null;
  applyTime?: DateTimeRange | null;
  formCode?: string | undefined;
  contactName?: string;
  contactPhone?: string;
}

export const emptyCourseForm = (): CourseFormValues => ({
  courseName: '',
  courseType: 1,
  isFree: false,
  labelCodes: [],
  covers: [],
  video: [],
  courseIntro: '',
  place: null,
  region: [],
});

const media = (m: { materialCode: string; url: string | null; materialName: string }): PickedMedia => ({
  materialCode: m.materialCode,
  url: m.url,
  name: m.materialName,
});

export function formValuesOf(c: CourseDetail): CourseFormValues {
  const bd09 = gcj02ToBd09({ lng: c.lng, lat: c.lat });
  const region = [c.provinceCode, c.cityCode, c.countyCode, c.streetCode];
  const regionLabels = [c.provinceName, c.cityName, c.countyName, c.streetName];
  if (c.committeeCode) {
    region.push(c.committeeCode);
    regionLabels.push(c.committeeName ?? '');
  }
  return {
    courseName: c.courseName,
    courseType: c.courseType,
    courseNature: c.courseNature,
    isFree: c.isFree,
    priceYuan: c.isFree ? null : c.price / 100,
    cmpyCode: c.cmpyCode ?? undefined,
    labelCodes: c.labels.map((l) => l.labelCode),
    covers: c.covers.map(media),
    video: c.video ? [media(c.video)] : [],
    courseIntro: c.courseIntro,
    place: {
      province: { value: c.provinceCode, label: c.provinceName },
      city: { value: c.cityCode, label: c.cityName },
      country: { value: c.countyCode, label: c.countyName },
      gcj02Lng: c.lng,
      gcj02Lat: c.lat,
      bd09Lng: bd09.lng,
      bd09Lat: bd09.lat,
      adressDetail: c.address,
    },
    region,
    regionLabels,
    capacity: c.capacity,
    applyTime: c.applyBeginTime && c.applyEndTime ? [c.applyBeginTime, c.applyEndTime] : null,
    formCode: c.formCode ?? undefined,
    contactName: c.contactName ?? '',
    contactPhone: c.contactPhone ?? '',
  };
}

/** The region after a new address: its three levels, keeping street and committee if still inside it. */
export function regionAfterPlace(place: AddressPickerValue, region: string[]): string[] {
  const top = [place.province.value, place.city.value, place.country.value];
  return region[2] === top[2] ? [...top, ...region.slice(3)] : top;
}

/** The body the API takes (add; edit adds courseCode). Money goes as cents. */
export function bodyOf(v: CourseFormValues): CourseAddBody {
  const [provinceCode = '', cityCode = '', countyCode = '', streetCode = '', committeeCode] = v.region ?? [];
  return {
    courseName: v.courseName ?? '',
    courseType: v.courseType,
    courseNature: v.courseNature ?? 0,
    isFree: v.isFree,
    ...(!v.isFree && v.priceYuan != null ? { price: Math.round(v.priceYuan * 100) } : {}),
    ...(v.cmpyCode ? { cmpyCode: v.cmpyCode } : {}),
    labelCodes: v.labelCodes ?? [],
    coverCodes: (v.covers ?? []).map((m) => m.materialCode),
    ...(v.video?.[0] ? { videoCode: v.video[0].materialCode } : {}),
    courseIntro: v.courseIntro ?? '',
    provinceCode,
    cityCode,
    countyCode,
    streetCode,
    ...(committeeCode ? { committeeCode } : {}),
    address: v.place?.adressDetail ?? '',
    lng: v.place?.gcj02Lng ?? Number.NaN,
    lat: v.place?.gcj02Lat ?? Number.NaN,
    capacity: v.capacity ?? 0,
    applyBeginTime: v.applyTime?.[0] ?? '',
    applyEndTime: v.applyTime?.[1] ?? '',
    ...(v.formCode ? { formCode: v.formCode } : {}),
    ...(v.contactName ? { contactName: v.contactName } : {}),
    ...(v.contactPhone ? { contactPhone: v.contactPhone } : {}),
  };
}
