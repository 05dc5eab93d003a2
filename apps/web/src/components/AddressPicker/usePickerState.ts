import {
  ADDRESS_MESSAGES,
  type AddressPickerValue,
  api,
  type CompanyAddress,
  GEOLOCATION_TIMEOUT_MS,
  type LocationResult,
  type RegionChain,
} from '@hr/contract';
import { useCallback, useRef, useState } from 'react';
import { call } from '../../app/request.ts';
import { gcj02ToBd09, type LngLat, type MapFocus, round6, wgs84ToGcj02 } from '../MapView';

/** A new marker position awaiting 保存新坐标, with the region it lies in once the geocoder answers. */
export interface PendingCoordinate {
  point: LngLat;
  located: LocationResult | null;
}

export interface PickerState {
  regionCodes: string[];
  regionLabels: string[];
  detail: string;
  coordinate: LngLat | null;
  pending: PendingCoordinate | null;
  focus: MapFocus | null;
}

const EMPTY: PickerState = {
  regionCodes: [],
  regionLabels: [],
  detail: '',
  coordinate: null,
  pending: null,
  focus: null,
};

function fromValue(value: AddressPickerValue | null | undefined): PickerState {
  if (!value) return EMPTY;
  const coordinate = { lng: value.gcj02Lng, lat: value.gcj02Lat };
  return {
    regionCodes: [value.province.value, value.city.value, value.country.value],
    regionLabels: [value.province.label, value.city.label, value.country.label],
    detail: value.adressDetail,
    coordinate,
    pending: null,
    focus: { point: coordinate },
  };
}

/** The picker's output: spec field names, GCJ-02 as placed and BD-09 derived from it. */
export function pickerOutput(state: PickerState): AddressPickerValue {
  const [province = '', city = '', county = ''] = state.regionCodes;
  const [provinceName = '', cityName = '', countyName = ''] = state.regionLabels;
  const gcj02 = state.coordinate ?? { lng: 0, lat: 0 };
  const bd09 = gcj02ToBd09(gcj02);
  return {
    province: { value: province, label: provinceName },
    city: { value: city, label: cityName },
    country: { value: county, label: countyName },
    gcj02Lng: round6(gcj02.lng),
    gcj02Lat: round6(gcj02.lat),
    bd09Lng: bd09.lng,
    bd09Lat: bd09.lat,
    adressDetail: state.detail.trim(),
  };
}

/** The browser's position (WGS-84) as GCJ-02; rejects after the spec's 10 s or when refused. */
export function locateBrowser(): Promise<LngLat> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error(ADDRESS_MESSAGES.locateFailed));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(wgs84ToGcj02({ lng: position.coords.longitude, lat: position.coords.latitude })),
      () => reject(new Error(ADDRESS_MESSAGES.locateFailed)),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

/** Everything the address picker holds, and what each control does to it. */
export function usePickerState() {
  const [state, setState] = useState<PickerState>(EMPTY);
  const placing = useRef(0);

  const reset = useCallback((value?: AddressPickerValue | null) => setState(fromValue(value)), []);

  const setRegion = useCallback((codes: string[], labels: string[]) => {
    setState((s) => ({
      ...s,
      regionCodes: codes,
      regionLabels: labels,
      focus: codes.length ? { code: codes[codes.length - 1]! } : s.focus,
    }));
  }, []);

  const setDetail = useCallback((detail: string) => setState((s) => ({ ...s, detail })), []);

  /** A click on the map or a located position: pending until confirmed; looks up its region meanwhile. */
  const placePending = useCallback(async (point: LngLat, focus = false) => {
    const ticket = ++placing.current;
    setState((s) => ({ ...s, pending: { point, located: null }, focus: focus ? { point } : s.focus }));
    try {
      const located = await call(api.geocoder.location, {
        query: { longitude: point.lng, latitude: point.lat, coordType: 'gcj02' },
      });
      if (ticket === placing.current)
        setState((s) => (s.pending?.point === point ? { ...s, pending: { point, located } } : s));
    } catch {
      // Outside China or offline: the point can still be saved, the region stays as chosen.
    }
  }, []);

  /** 保存新坐标: the pending point becomes the coordinate, and its county the region when known. */
  const confirmPending = useCallback(() => {
    setState((s) => {
      if (!s.pending) return s;
      const r = s.pending.located?.region;
      const fullRegion = r?.provinceCode && r.cityCode && r.countyCode;
      return {
        ...s,
        coordinate: s.pending.point,
        pending: null,
        ...(fullRegion
          ? {
              regionCodes: [r.provinceCode!, r.cityCode!, r.countyCode!],
              regionLabels: [r.provinceName, r.cityName, r.countyName],
            }
          : {}),
      };
    });
  }, []);

  const discardPending = useCallback(() => setState((s) => ({ ...s, pending: null })), []);

  /** A saved address of the company: everything filled, the coordinate already confirmed. */
  const applyHistory = useCallback((item: CompanyAddress) => {
    const point = { lng: item.gcj02Lng, lat: item.gcj02Lat };
    setState({
      regionCodes: [item.provinceCode, item.cityCode, item.countyCode],
      regionLabels: [item.provinceName, item.cityName, item.countyName],
      detail: item.address,
      coordinate: point,
      pending: null,
      focus: { point },
    });
  }, []);

  /** A region found by name: province, city and county; a street or committee also starts the detail. */
  const applyRegion = useCallback((chain: RegionChain) => {
    setState((s) => {
      if (!chain.cityCode || !chain.countryCode) {
        const codes = [chain.proCode, chain.cityCode].filter((c): c is string => !!c);
        const labels = [chain.proName, chain.cityName].filter((c): c is string => !!c);
        return { ...s, regionCodes: codes, regionLabels: labels, focus: { code: chain.code } };
      }
      const below = `${chain.streetName ?? ''}${chain.committeeName ?? ''}`;
      return {
        ...s,
        regionCodes: [chain.proCode, chain.cityCode, chain.countryCode],
        regionLabels: [chain.proName, chain.cityName ?? '', chain.countryName ?? ''],
        detail: below || s.detail,
        focus: { code: chain.countryCode },
      };
    });
  }, []);

  return {
    state,
    reset,
    setRegion,
    setDetail,
    placePending,
    confirmPending,
    discardPending,
    applyHistory,
    applyRegion,
  };
}
