import {
  STATIS_DEFAULT_DAYS,
  type StatisChart,
  type StatisFigure,
  type StatisFilterParsed,
  type StatisResult,
} from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { type Actor, companyScope } from '../../platform/permissions.ts';
import { beijingToday } from '../train/course/classes.ts';

const DAY = 86_400_000;

/** What every statistics query works from: the Beijing date range as instants, the region, the company. */
export interface Frame {
  beginDate: string;
  endDate: string;
  /** [from, to) instants of the range. */
  from: Date;
  to: Date;
  regionCode: string | null;
  /** Company staff: their own; operators: the one they chose, or null for all. */
  cmpyCode: string | null;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export function frameOf(actor: Actor, filter: StatisFilterParsed = {}, now = new Date()): Frame {
  const today = beijingToday(now);
  const endDate = filter.endDate ?? (filter.beginDate && filter.beginDate > today ? filter.beginDate : today);
  const beginDate = filter.beginDate ?? addDays(endDate, 1 - STATIS_DEFAULT_DAYS);
  return {
    beginDate,
    endDate,
    from: new Date(`${beginDate}T00:00:00+08:00`),
    to: new Date(`${addDays(endDate, 1)}T00:00:00+08:00`),
    regionCode: filter.regionCode ?? null,
    cmpyCode: companyScope(actor) ?? filter.cmpyCode ?? null,
  };
}

/** `alias.created_at` within the range. */
export const inRange = (f: Frame, column: SQL) =>
  sql`${column} >= ${f.from.toISOString()}::timestamptz and ${column} < ${f.to.toISOString()}::timestamptz`;

/** A date column (Beijing day) within the range. */
export const dayInRange = (f: Frame, column: SQL) =>
  sql`${column} between ${f.beginDate}::date and ${f.endDate}::date`;

/** The region condition on a table with province_code, city_code and county_code; none without a region. */
export function inRegion(f: Frame, alias: string): SQL | undefined {
  const code = f.regionCode;
  if (!code) return undefined;
  const column = code.length === 2 ? 'province_code' : code.length === 4 ? 'city_code' : 'county_code';
  return sql`${sql.raw(`${alias}.${column}`)} = ${code}`;
}

/** `alias.cmpy_code` is the frame's company; none for all companies. */
export const ofCompany = (f: Frame, alias: string): SQL | undefined =>
  f.cmpyCode === null ? undefined : sql`${sql.raw(`${alias}.cmpy_code`)} = ${f.cmpyCode}`;

/** `where a and b …` of the parts given (an always-true condition without any). */
export function whereAll(...parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
}

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The one-row answer of a query of counts, each cast to a JS number. */
export async function counts<K extends string>(db: DbOrTx, query: SQL): Promise<Record<K, number>> {
  const [row] = await rows<Record<K, unknown>>(db, query);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)])) as Record<
    K,
    number
  >;
}

/** Beijing day / month of an instant column, for grouping. */
export const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
export const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

/** Every Beijing day of the range. */
export function daysOf(f: Frame): string[] {
  const out: string[] = [];
  for (let d = f.beginDate; d <= f.endDate; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Every month (YYYY-MM) the range touches. */
export function monthsOf(f: Frame): string[] {
  const out: string[] = [];
  let [y, m] = f.beginDate.split('-').map(Number) as [number, number];
  const last = f.endDate.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/** Rows of (bucket, series name, n) spread over a fixed axis, one series per name given (0 where absent). */
export function spread(
  axis: string[],
  names: readonly string[],
  data: { k: string; s?: string; n: unknown }[],
): { name: string; data: number[] }[] {
  return names.map((name) => ({
    name,
    data: axis.map((k) =>
      data.filter((r) => r.k === k && (r.s ?? names[0]) === name).reduce((a, r) => a + Number(r.n), 0),
    ),
  }));
}

export const figure = (
  key: string,
  label: string,
  value: number,
  unit: string,
  link?: string,
): StatisFigure => (link === undefined ? { key, label, value, unit } : { key, label, value, unit, link });

export const chart = (
  key: string,
  title: string,
  kind: StatisChart['kind'],
  x: string[],
  series: StatisChart['series'],
): StatisChart => ({ key, title, kind, x, series });

/** A chart of named counts (bar or pie) from rows of (k, n) in their order. */
export const named = (
  key: string,
  title: string,
  kind: StatisChart['kind'],
  seriesName: string,
  data: { k: string | null; n: unknown }[],
): StatisChart =>
  chart(
    key,
    title,
    kind,
    data.map((r) => r.k ?? '未填写'),
    [{ name: seriesName, data: data.map((r) => Number(r.n)) }],
  );

export const result = (f: Frame, figures: StatisFigure[], charts: StatisChart[]): StatisResult => ({
  beginDate: f.beginDate,
  endDate: f.endDate,
  figures,
  charts,
});

/** A share rounded to 0.1 %, 0 without a denominator. */
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
