import { formatApiTime } from '@hr/contract';

/** Today in Asia/Shanghai as 'YYYY-MM-DD' (the API's zone). */
export const todayText = (now = new Date()) => formatApiTime(now)!.slice(0, 10);

/** 'YYYY-MM-DD' plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** First and last day of a month 'YYYY-MM'. */
export function monthBounds(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** Percent with one decimal; 0 when nothing to divide by. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;

export const regionNameOf = (r: {
  provinceName: string;
  cityName: string;
  countyName: string;
  streetName: string;
  committeeName: string | null;
}) => [r.provinceName, r.cityName, r.countyName, r.streetName, r.committeeName].filter(Boolean).join(' ');
