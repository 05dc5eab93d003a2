import {
  formatApiTime,
  STATION_MESSAGES as M,
  STATION_TAB_STATES,
  type Station,
  type StationInfo,
  StationState,
  stationLifecycle,
} from '@hr/contract';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { stateHistory } from '../../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysUser } from '../../system/users/tables.ts';
import { station } from './tables.ts';

type StationRow = typeof station.$inferSelect;

export const live = ne(station.approveState, StationState.deleted);

/** Company staff see their own company's stations; operators all. */
const scoped = (actor: Actor): SQL | undefined => {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(station.cmpyCode, scope);
};

const select = (db: DbOrTx) =>
  db
    .select({ row: station, cmpyName: cmpy.cmpyName })
    .from(station)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, station.cmpyCode));

export function toStation(row: StationRow, cmpyName: string | null): Station {
  return {
    stationCode: row.stationCode,
    applyCode: row.stationCode,
    applyName: row.applyName,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    streetCode: row.streetCode,
    streetName: row.streetName,
    committeeCode: row.committeeCode,
    committeeName: row.committeeName,
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    approveState: row.approveState,
    approveStateName: (stationLifecycle.states as Record<number, string>)[row.approveState] ?? '',
    approveRemark: row.approveRemark,
    cmpyCode: row.cmpyCode,
    cmpyName,
    createTime: formatApiTime(row.createdAt),
    updateTime: formatApiTime(row.updatedAt),
    checkTime: formatApiTime(row.checkTime),
  };
}

export interface StationFilters {
  approveState: number;
  applyName?: string | undefined;
  contactPhone?: string | undefined;
}

export function filterCondition(actor: Actor, f: StationFilters, stationCodes?: string[]): SQL | undefined {
  return and(
    eq(station.approveState, f.approveState),
    scoped(actor),
    f.applyName ? ilike(station.applyName, containsPattern(f.applyName)) : undefined,
    f.contactPhone ? ilike(station.contactPhone, containsPattern(f.contactPhone)) : undefined,
    stationCodes?.length ? inArray(station.stationCode, stationCodes) : undefined,
  );
}

/** The rows of a tab, newest first, with `limit`/`offset` (the export reads them in batches). */
export const stationRows = (db: DbOrTx, where: SQL | undefined, limit: number, offset: number) =>
  select(db)
    .where(where)
    .orderBy(desc(station.createdAt), desc(station.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => toStation(r.row, r.cmpyName)));

export async function listStations(
  db: Db,
  actor: Actor,
  q: StationFilters & { pageNum: number; pageSize: number },
) {
  const where = filterCondition(actor, q);
  return fetchPage(db, q, station, where, (limit, offset) => stationRows(db, where, limit, offset));
}

/** Tab counts in one GROUP BY; every tab state answers, 0 when empty. */
export async function countByState(db: Db, actor: Actor) {
  const rows = await db
    .select({ approveState: station.approveState, num: count() })
    .from(station)
    .where(and(inArray(station.approveState, [...STATION_TAB_STATES]), scoped(actor)))
    .groupBy(station.approveState);
  return STATION_TAB_STATES.map((state) => ({
    approveState: state,
    num: rows.find((r) => r.approveState === state)?.num ?? 0,
  }));
}

/** A live station the caller may see, locked for a state change when `lock`; 404 otherwise. */
export async function findStation(db: DbOrTx, actor: Actor, stationCode: string, lock = false) {
  const query = db
    .select()
    .from(station)
    .where(and(eq(station.stationCode, stationCode), live, scoped(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

const actionNames: Record<string, string> = {
  create: '新增',
  ...Object.fromEntries(Object.entries(stationLifecycle.actions).map(([key, a]) => [key, a.label])),
};

export async function stationInfo(db: Db, actor: Actor, stationCode: string): Promise<StationInfo> {
  const [found] = await select(db)
    .where(and(eq(station.stationCode, stationCode), live, scoped(actor)))
    .limit(1);
  if (!found) throw notFound(M.notFound);
  const history = await stateHistory(db, stationLifecycle.entity, stationCode);
  const userIds = [...new Set(history.map((h) => h.userId).filter((id): id is number => id !== null))];
  const users = userIds.length
    ? await db
        .select({ id: sysUser.id, realName: sysUser.realName })
        .from(sysUser)
        .where(inArray(sysUser.id, userIds))
    : [];
  return {
    ...toStation(found.row, found.cmpyName),
    history: history.map((h) => ({
      action: h.action,
      actionName: actionNames[h.action] ?? h.action,
      fromState: h.fromState,
      toState: h.toState,
      userName: users.find((u) => u.id === h.userId)?.realName ?? null,
      remark: h.remark,
      createTime: formatApiTime(h.createdAt),
    })),
  };
}
