import { formatApiTime, parseApiTime, type RecordEventBody, type TrackedEvent } from '@hr/contract';
import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { buriedPointEvent } from './tables.ts';

const USER_AGENT_MAX = 500;

export interface EventClient {
  ip: string;
  userAgent: string | undefined;
}

/** Records one event of the signed-in caller; the time, address and browser come from the request. */
export async function recordEvent(
  db: DbOrTx,
  actor: Actor,
  event: z.output<typeof RecordEventBody>,
  client: EventClient,
): Promise<null> {
  await db.insert(buriedPointEvent).values({
    ...event,
    userCode: actor.userCode,
    username: actor.username,
    realName: actor.realName,
    cmpyCode: actor.cmpyCode,
    clientIp: client.ip,
    userAgent: (client.userAgent ?? '').slice(0, USER_AGENT_MAX),
  });
  return null;
}

export interface EventFilters {
  pageNum: number;
  pageSize: number;
  eventCode?: string | undefined;
  eventName?: string | undefined;
  username?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

/** Newest first; company staff see only events of their own company's users. */
export async function listEvents(db: DbOrTx, actor: Actor, q: EventFilters) {
  const e = buriedPointEvent;
  const where: SQL[] = [];
  const scope = companyScope(actor);
  if (scope !== null) where.push(eq(e.cmpyCode, scope));
  if (q.eventCode) where.push(eq(e.eventCode, q.eventCode));
  if (q.eventName) where.push(ilike(e.eventName, containsPattern(q.eventName)));
  if (q.username) where.push(eq(e.username, q.username));
  if (q.beginTime) where.push(gte(e.eventTime, parseApiTime(q.beginTime)!));
  if (q.endTime) where.push(lte(e.eventTime, parseApiTime(q.endTime)!));
  const condition = where.length ? and(...where) : undefined;
  const page = await fetchPage(db, q, e, condition, (limit, offset) =>
    db.select().from(e).where(condition).orderBy(desc(e.eventTime), desc(e.id)).limit(limit).offset(offset),
  );
  return {
    records: page.records.map(
      (row): TrackedEvent => ({
        id: row.id,
        eventCode: row.eventCode,
        eventName: row.eventName,
        pagePath: row.pagePath,
        params: row.params,
        userCode: row.userCode,
        username: row.username,
        realName: row.realName,
        clientIp: row.clientIp,
        userAgent: row.userAgent,
        eventTime: formatApiTime(row.eventTime),
      }),
    ),
    total: page.total,
  };
}
