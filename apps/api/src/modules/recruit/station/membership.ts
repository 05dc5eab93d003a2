import {
  JobState,
  JoinStationFlag,
  type JoinStationQuery,
  STATION_MESSAGES as M,
  STATION_OPTION_LIMIT,
  StationState,
} from '@hr/contract';
import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { findApply } from '../apply/scope.ts';
import { jobApplyInfo } from '../apply/tables.ts';
import { jobInfo } from '../job/tables.ts';
import { station, stationMember } from './tables.ts';

/** Running stations (the only ones anything may join or use), optionally by name. */
const running = (applyName?: string) =>
  and(
    eq(station.approveState, StationState.running),
    applyName ? ilike(station.applyName, containsPattern(applyName)) : undefined,
  );

/** As options (spec §3): the station code as `applyCode`, its name as `applyName`. */
const optionColumns = { applyCode: station.stationCode, applyName: station.applyName };

/** getBDStationList: the business-development selector's running stations, by name, at most 50. */
export function bdStationList(db: Db, applyName?: string) {
  return db
    .select(optionColumns)
    .from(station)
    .where(running(applyName))
    .orderBy(asc(station.applyName))
    .limit(STATION_OPTION_LIMIT);
}

/** getActivitiStationList: running stations, paged (10 by default), for activities and the join dialog. */
export function activitiStationList(
  db: Db,
  q: { pageNum: number; pageSize: number; applyName?: string | undefined },
) {
  const where = running(q.applyName);
  return fetchPage(db, q, station, where, (limit, offset) =>
    db
      .select(optionColumns)
      .from(station)
      .where(where)
      .orderBy(asc(station.applyName), asc(station.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * getShowJoinStationFlag: '1' when the job exists (not deleted), the caller may see it (company staff: their
 * company's) and at least one station is running (there is something to join); '0' otherwise.
 */
export async function showJoinStationFlag(db: Db, actor: Actor, jobCode: string): Promise<'0' | '1'> {
  const scope = companyScope(actor);
  const [job] = await db
    .select({ id: jobInfo.id })
    .from(jobInfo)
    .where(
      and(
        eq(jobInfo.jobCode, jobCode),
        ne(jobInfo.approveType, JobState.deleted),
        scope === null ? undefined : eq(jobInfo.cmpyCode, scope),
      ),
    )
    .limit(1);
  if (!job) return JoinStationFlag.hide;
  const [any] = await db.select({ id: station.id }).from(station).where(running()).limit(1);
  return any ? JoinStationFlag.show : JoinStationFlag.hide;
}

/**
 * jobjoinStation: puts an application into a running station; joining again moves it. The application
 * must exist with that job and person and be the caller's to see (another company's is 404, as in the
 * pipeline); it is locked while its station is set (`job_apply_info.station_code`, shown in the lists) and
 * the membership row written.
 */
export async function joinStation(
  db: Db,
  actor: Actor,
  q: z.output<typeof JoinStationQuery>,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const apply = await findApply(tx, actor, q.applyCode, {
      lock: true,
      also: and(eq(jobApplyInfo.jobCode, q.jobCode), eq(jobApplyInfo.usrCode, q.usrCode)),
    });
    const [target] = await tx
      .select({ approveState: station.approveState })
      .from(station)
      .where(and(eq(station.stationCode, q.stationCode), ne(station.approveState, StationState.deleted)))
      .limit(1)
      .for('share');
    if (!target) throw notFound(M.notFound);
    if (target.approveState !== StationState.running) throw badRequest(M.notRunning);
    const member = {
      stationCode: q.stationCode,
      usrCode: q.usrCode,
      jobCode: q.jobCode,
      statues: q.statues,
      joinedBy: actor.userId,
    };
    await tx
      .insert(stationMember)
      .values({ applyCode: q.applyCode, ...member })
      .onConflictDoUpdate({ target: stationMember.applyCode, set: { ...member, updatedAt: new Date() } });
    await tx
      .update(jobApplyInfo)
      .set({ stationCode: q.stationCode, updatedAt: new Date() })
      .where(eq(jobApplyInfo.id, apply.id));
    await audit({ action: 'station.join', target: q.stationCode, detail: q }, tx);
  });
  return null;
}
