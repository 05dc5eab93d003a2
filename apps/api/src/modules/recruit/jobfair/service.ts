import {
  approveStateOf,
  formatApiTime,
  JOBFAIR_LIVE_STATES,
  type Jobfair,
  type JobfairCounts,
  type JobfairDetail,
  jobfairApproveStateNames,
  jobfairLifecycle,
  jobfairMessages,
  jobfairOnlineStateNames,
  jobfairStatesMatching,
  jobfairTypeNames,
  onlineStateOf,
} from '@hr/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { type Actor, canTouchCompanyRecord, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { sysUser } from '../../system/users/tables.ts';
import { jobfair } from './tables.ts';

export type JobfairRecord = typeof jobfair.$inferSelect;

const stateNames = jobfairLifecycle.states as Record<number, string>;

export function toJobfair(config: Config, r: JobfairRecord): Jobfair {
  const approveState = approveStateOf(r.state);
  const onlineState = onlineStateOf(r.state);
  return {
    jobfairCode: r.jobfairCode,
    jobfairName: r.jobfairName,
    jobfairType: r.jobfairType,
    jobfairTypeName: jobfairTypeNames[r.jobfairType as keyof typeof jobfairTypeNames] ?? '',
    beginTime: formatApiTime(r.beginTime)!,
    endTime: formatApiTime(r.endTime)!,
    posterUrl: signedFileUrl(config, r.posterKey),
    posterCode: r.posterCode,
    address: r.address,
    provinceCode: r.provinceCode,
    provinceName: r.provinceName,
    cityCode: r.cityCode,
    cityName: r.cityName,
    countyCode: r.countyCode,
    countyName: r.countyName,
    streetCode: r.streetCode,
    streetName: r.streetName,
    committeeCode: r.committeeCode,
    committeeName: r.committeeName,
    lng: r.lng,
    lat: r.lat,
    onlineState,
    onlineStateName: jobfairOnlineStateNames[onlineState]!,
    approveState,
    approveStateName: jobfairApproveStateNames[approveState]!,
    approveRemark: r.approveRemark,
    state: r.state,
    stateName: stateNames[r.state] ?? '',
    cmpyCode: r.cmpyCode,
    createTime: formatApiTime(r.createdAt),
    updateTime: formatApiTime(r.updatedAt),
  };
}

interface Filters {
  jobfairName?: string | undefined;
  jobfairType?: number | undefined;
}

/** Conditions every read shares: not deleted, the caller's company for staff, the name and type filters. */
function baseWhere(actor: Actor, f: Filters, states: readonly number[] = JOBFAIR_LIVE_STATES): SQL[] {
  const where: SQL[] = [inArray(jobfair.state, [...states])];
  const scope = companyScope(actor);
  if (scope !== null) where.push(eq(jobfair.cmpyCode, scope));
  if (f.jobfairName) where.push(ilike(jobfair.jobfairName, containsPattern(f.jobfairName)));
  if (f.jobfairType !== undefined) where.push(eq(jobfair.jobfairType, f.jobfairType));
  return where;
}

export async function listJobfairs(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: Filters & { pageNum: number; pageSize: number; approveState?: number; onlineState?: number },
) {
  const states = jobfairStatesMatching({
    ...(q.approveState !== undefined ? { approveState: q.approveState } : {}),
    ...(q.onlineState !== undefined ? { onlineState: q.onlineState } : {}),
  });
  const condition = and(...baseWhere(actor, q, states));
  const page = await fetchPage(db, q, jobfair, condition, (limit, offset) =>
    db
      .select()
      .from(jobfair)
      .where(condition)
      .orderBy(desc(jobfair.createdAt), desc(jobfair.id))
      .limit(limit)
      .offset(offset),
  );
  return { total: page.total, records: page.records.map((r) => toJobfair(config, r)) };
}

/** Tab counts in one GROUP BY over the live states. */
export async function countJobfairs(db: DbOrTx, actor: Actor, f: Filters): Promise<JobfairCounts> {
  const rows = await db
    .select({ state: jobfair.state, n: count() })
    .from(jobfair)
    .where(and(...baseWhere(actor, f)))
    .groupBy(jobfair.state);
  const counts: JobfairCounts = { all: 0, '0': 0, '1': 0, '2': 0, '3': 0 };
  for (const row of rows) {
    counts[String(row.state) as '0'] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/** A live fair the caller may see (staff: their company's); 404 otherwise. Locks it inside a transaction. */
export async function liveJobfair(db: DbOrTx, actor: Actor, code: string, lock = false) {
  const query = db
    .select()
    .from(jobfair)
    .where(and(eq(jobfair.jobfairCode, code), inArray(jobfair.state, [...JOBFAIR_LIVE_STATES])))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canTouchCompanyRecord(actor, row.cmpyCode)) throw notFound(jobfairMessages.notFound);
  return row;
}

export async function jobfairDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  code: string,
): Promise<JobfairDetail> {
  const row = await liveJobfair(db, actor, code);
  const history = await db
    .select({
      action: stateChange.action,
      fromState: stateChange.fromState,
      toState: stateChange.toState,
      operator: sysUser.realName,
      remark: stateChange.remark,
      createdAt: stateChange.createdAt,
    })
    .from(stateChange)
    .leftJoin(sysUser, eq(sysUser.id, stateChange.userId))
    .where(and(eq(stateChange.entity, jobfairLifecycle.entity), eq(stateChange.code, code)))
    .orderBy(asc(stateChange.createdAt), asc(stateChange.id));
  const actions = jobfairLifecycle.actions as Record<string, { label: string }>;
  return {
    ...toJobfair(config, row),
    history: history.map((h) => ({
      action: h.action,
      actionName: h.action === 'create' ? '新增' : (actions[h.action]?.label ?? h.action),
      fromStateName: h.fromState === null ? null : (stateNames[h.fromState] ?? null),
      toStateName: stateNames[h.toState] ?? '',
      operator: h.operator,
      remark: h.remark,
      time: formatApiTime(h.createdAt),
    })),
  };
}
