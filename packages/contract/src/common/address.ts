import { z } from 'zod';

/** Address picker messages (spec §5), in the order the picker checks them. */
export const ADDRESS_MESSAGES = {
  regionRequired: '请选择省市县',
  detailRequired: '请输入详细地址',
  coordinateRequired: '请选择坐标位置',
  confirmNewCoordinate: '请确认是否保存新坐标',
  locateFailed: '定位失败',
} as const;

/** Spec §9: geolocation timeout, detail-search debounce; history page size 3 of type 2. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 200;
export const ADDRESS_HISTORY_PAGE_SIZE = 3;
/** The dialog sits 10vh from the top of the window, centred horizontally. */
export const ADDRESS_DIALOG_TOP = '10vh';
export const ADDRESS_DETAIL_MAX = 100;

/** Kinds of address a company has used; the picker of a job's work address lists type 2 (spec §9). */
export const CompanyAddressType = { company: 1, job: 2, jobfair: 3 } as const;
export type CompanyAddressType = (typeof CompanyAddressType)[keyof typeof CompanyAddressType];
export const companyAddressTypeLabels: Record<CompanyAddressType, string> = {
  1: '企业地址',
  2: '工作地址',
  3: '招聘会地址',
};

export const LabeledValue = z.object({ value: z.string(), label: z.string() });

/**
 * What the picker hands back (spec §3), spelling included (`country` is the county, `adressDetail` the
 * detail). GCJ-02 is what the map shows; BD-09 is derived from it.
 */
export const AddressPickerValue = z.object({
  province: LabeledValue,
  city: LabeledValue,
  country: LabeledValue,
  gcj02Lng: z.number(),
  gcj02Lat: z.number(),
  bd09Lng: z.number(),
  bd09Lat: z.number(),
  adressDetail: z.string(),
});
export type AddressPickerValue = z.infer<typeof AddressPickerValue>;

export interface LngLat {
  lng: number;
  lat: number;
}

/** The picker's state when the user presses 确定. */
export interface AddressPickerDraft {
  /** Province, city and county codes as chosen (fewer than three: not complete). */
  regionCodes: string[];
  detail: string;
  /** The confirmed coordinate, GCJ-02. */
  coordinate: LngLat | null;
  /** A new marker position the user has not yet confirmed. */
  pendingCoordinate: LngLat | null;
}

/** The first rule the draft breaks, as the message to show; null when it can be saved. */
export function addressPickerIssue(draft: AddressPickerDraft): string | null {
  if (draft.regionCodes.length < 3 || draft.regionCodes.some((code) => !code))
    return ADDRESS_MESSAGES.regionRequired;
  if (!draft.detail.trim()) return ADDRESS_MESSAGES.detailRequired;
  if (draft.pendingCoordinate) return ADDRESS_MESSAGES.confirmNewCoordinate;
  if (!draft.coordinate) return ADDRESS_MESSAGES.coordinateRequired;
  return null;
}

/** A coordinate from a query string: blank is missing (not 0). */
const degrees = (required: string, limit: number, range: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z.coerce.number({ error: required }).min(-limit, range).max(limit, range),
  );
const longitude = (required: string) => degrees(required, 180, '经度应在-180到180之间');
const latitude = (required: string) => degrees(required, 90, '纬度应在-90到90之间');

/** Coordinate systems the reverse geocoder accepts: GCJ-02 (default, the map's) and BD-09 and WGS-84. */
export const CoordType = z.enum(['gcj02', 'bd09', 'wgs84'], { error: '坐标系只能是 gcj02、bd09 或 wgs84' });
export type CoordType = z.infer<typeof CoordType>;

export const GeocoderLocationQuery = z.object({
  longitude: longitude('请提供经度（longitude）'),
  latitude: latitude('请提供纬度（latitude）'),
  coordType: CoordType.default('gcj02'),
});

const LatLng = z.object({ lat: z.number(), lng: z.number() });

/**
 * Reverse-geocoding answer in the shape the spec names (Tencent-style fields). Offline data resolves a
 * point to its province, city and county only: street fields are empty and `address_reference` is {}.
 */
export const LocationResult = z.object({
  /** The point asked about, GCJ-02. */
  location: LatLng,
  address: z.string(),
  formatted_addresses: z.object({ recommend: z.string(), rough: z.string() }),
  address_component: z.object({
    nation: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    street: z.string(),
    street_number: z.string(),
  }),
  ad_info: z.object({
    nation_code: z.string(),
    /** Six-digit national code of the smallest area found (the county, where known). */
    adcode: z.string(),
    /** 156 + the city's six-digit code. */
    city_code: z.string(),
    name: z.string(),
    /** Centre of the area found, GCJ-02. */
    location: LatLng,
    nation: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
  }),
  address_reference: z.object({}),
  /** The area as codes of the region tables (2/4/6 digits), for the region cascader; null if unmatched. */
  region: z.object({
    provinceCode: z.string().nullable(),
    provinceName: z.string(),
    cityCode: z.string().nullable(),
    cityName: z.string(),
    countyCode: z.string().nullable(),
    countyName: z.string(),
  }),
});
export type LocationResult = z.infer<typeof LocationResult>;

/** Outline of an area for the offline map, GCJ-02, simplified. */
export const BoundaryResult = z.object({
  code: z.string(),
  name: z.string(),
  /** [west, south, east, north] */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  geojson: z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({ code: z.string(), name: z.string() }),
        geometry: z.object({
          type: z.enum(['Polygon', 'MultiPolygon']),
          coordinates: z.array(z.any()),
        }),
      }),
    ),
  }),
});
export type BoundaryResult = z.infer<typeof BoundaryResult>;

/** The whole country's province outlines. */
export const NATION_CODE = '100000';

/** One address a company has used: what a click on the history list fills into the picker. */
export const CompanyAddress = z.object({
  id: z.number().int(),
  cmpyCode: z.string(),
  type: z.number().int(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  address: z.string(),
  gcj02Lng: z.number(),
  gcj02Lat: z.number(),
  bd09Lng: z.number(),
  bd09Lat: z.number(),
  createTime: z.string().nullable(),
  /** Last time the company saved this address. */
  updateTime: z.string().nullable(),
});
export type CompanyAddress = z.infer<typeof CompanyAddress>;

/** The picker's output as the history stores it. */
export function companyAddressFromPicker(
  value: AddressPickerValue,
): Omit<CompanyAddress, 'id' | 'cmpyCode' | 'type' | 'createTime' | 'updateTime'> {
  return {
    provinceCode: value.province.value,
    provinceName: value.province.label,
    cityCode: value.city.value,
    cityName: value.city.label,
    countyCode: value.country.value,
    countyName: value.country.label,
    address: value.adressDetail.trim(),
    gcj02Lng: value.gcj02Lng,
    gcj02Lat: value.gcj02Lat,
    bd09Lng: value.bd09Lng,
    bd09Lat: value.bd09Lat,
  };
}
