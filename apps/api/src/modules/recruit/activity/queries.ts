import {
  ACTIVITY_TAB_KEYS,
  type Activity,
  type ActivityInfo,
  type ActivityTab,
  activityTabs,
  formatApiTime,
  tabOfState,
} from '@hr/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { stateHistory } from '../../../platform/lifecycle.ts';
import { containsPattern, containsText, fetchPage, type PageRequest } from '../../../platform/query.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysUser } from '../../system/users/tables.ts';
import { advanceClock } from './clock.ts';
import { activity, activityCmpy } from './tables.ts';

const creator = alias(sysUser, 'activity_creator');
const settler = alias(sysUser, 'activity_settler');

const rowColumns = {
  activityCode: activity.activityCode,
  activityName: activity.activityName,
  type: activity.type,
  status: activity.status,
  beginTime: activity.beginTime,
  endTime: activity.endTime,
  activityBudget: activity.activityBudget,
  perReward: activity.perReward,
  stationCode: activity.stationCode,
  activityDesc: activity.activityDesc,
  auditReason: activity.auditReason,
  settleAmount: activity.settleAmount,
  settleTime: activity.settleTime,
  settleUser: settler.realName,
  createUser: creator.realName,
  createTime: activity.createdAt,
  cmpyCount: sql<number>`(select count(*) from ${activityCmpy} where ${activityCmpy.activityCode} = ${activity.activityCode})::int`,
};

const selectRows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(activity)
    .leftJoin(creator, eq(creator.id, activity.createUserId))
    .leftJoin(settler, eq(settler.id, activity.settleUserId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toActivity = (row: Row): Activity => ({
  ...row,
  beginTime: formatApiTime(row.beginTime),
  endTime: formatApiTime(row.endTime),
  settleTime: formatApiTime(row.settleTime),
  createTime: formatApiTime(row.createTime),
});

export async function queryPageActivity(
  db: DbOrTx,
  q: PageRequest & { status?: ActivityTab | undefined; activityName?: string | undefined },
) {
  await advanceClock(db);
  const where: SQL[] = [eq(activity.deleted, false)];
  if (q.status !== undefined) where.push(inArray(activity.status, [...activityTabs[q.status].states]));
  if (q.activityName) where.push(ilike(activity.activityName, containsPattern(q.activityName)));
  const condition = and(...where);
  const page = await fetchPage(db, q, activity, condition, (limit, offset) =>
    selectRows(db)
      .where(condition)
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(limit)
      .offset(offset),
  );
  return { records: page.records.map(toActivity), total: page.total };
}

/** Counts per tab (keys 0, 3, 4, 6), from one GROUP BY over the states. */
export async function queryStateCount(db: DbOrTx): Promise<Record<string, number>> {
  await advanceClock(db);
  const rows = await db
    .select({ status: activity.status, value: count() })
    .from(activity)
    .where(eq(activity.deleted, false))
    .groupBy(activity.status);
  const counts: Record<string, number> = Object.fromEntries(ACTIVITY_TAB_KEYS.map((key) => [String(key), 0]));
  for (const row of rows) {
    const tab = tabOfState(row.status);
    if (tab !== null) counts[String(tab)] = (counts[String(tab)] ?? 0) + row.value;
  }
  return counts;
}

export async function findActivity(db: DbOrTx, activityCode: string, type?: number): Promise<Activity> {
  const where = [eq(activity.activityCode, activityCode), eq(activity.deleted, false)];
  if (type !== undefined) where.push(eq(activity.type, type));
  const [row] = await selectRows(db)
    .where(and(...where))
    .limit(1);
  if (!row) throw notFound('活动不存在');
  return toActivity(row);
}

export async function activityCompanies(db: DbOrTx, activityCode: string) {
  const rows = await db
    .select()
    .from(activityCmpy)
    .where(eq(activityCmpy.activityCode, activityCode))
    .orderBy(asc(activityCmpy.id));
  return rows.map((r) => ({
    cmpyCode: r.cmpyCode,
    cmpyName: r.cmpyName,
    joinTime: formatApiTime(r.createdAt),
  }));
}

export async function queryActivityInfo(
  db: DbOrTx,
  activityCode: string,
  type: number,
): Promise<ActivityInfo> {
  await advanceClock(db);
  const found = await findActivity(db, activityCode, type);
  const history = await stateHistory(db, 'activity', activityCode);
  const userIds = [...new Set(history.map((h) => h.userId).filter((id): id is number => id !== null))];
  const names = new Map(
    userIds.length
      ? (
          await db
            .select({ id: sysUser.id, name: sysUser.realName })
            .from(sysUser)
            .where(inArray(sysUser.id, userIds))
        ).map((u) => [u.id, u.name])
      : [],
  );
  return {
    ...found,
    cmpyList: await activityCompanies(db, activityCode),
    history: history.map((h) => ({
      action: h.action,
      fromState: h.fromState,
      toState: h.toState,
      userName: h.userId === null ? null : (names.get(h.userId) ?? null),
      remark: h.remark,
      time: formatApiTime(h.createdAt),
    })),
  };
}

/** Companies to choose from (not deleted), by name. */
export async function queryCmpyOptions(db: DbOrTx, cmpyName?: string) {
  const where: SQL[] = [eq(cmpy.deleted, false)];
  if (cmpyName) where.push(containsText(cmpy.cmpyName, cmpyName));
  return db
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
    .from(cmpy)
    .where(and(...where))
    .orderBy(asc(cmpy.cmpyName))
    .limit(20);
}
