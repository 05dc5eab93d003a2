import { type CommunitySummary, daysBetween, RENTAL_LIMITS } from '@hr/contract';
import { and, asc, count, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { addDays, percent, todayText } from './common.ts';
import { houseCountsOf, noHouses } from './communities.ts';
import { rentAllocation, rentCommunity, rentCompany, rentHouse } from './tables.ts';

/** The rental area's landing figures, all from GROUP BYs over the state index. */
export async function communitySummary(db: DbOrTx): Promise<CommunitySummary> {
  const today = todayText();
  const soon = addDays(today, RENTAL_LIMITS.expiringDays);
  const [states, [communities], [companies], expiring, [allocationsEnding]] = await Promise.all([
    db
      .select({
        state: rentHouse.state,
        n: count(),
        beds: sql<number>`coalesce(sum(${rentHouse.beds}), 0)::int`,
        living: sql<number>`coalesce(sum(${rentHouse.livingCount}), 0)::int`,
      })
      .from(rentHouse)
      .groupBy(rentHouse.state),
    db.select({ n: count() }).from(rentCommunity),
    db.select({ n: count() }).from(rentCompany),
    db
      .select({
        rentCmpyCode: rentCompany.rentCmpyCode,
        cmpyName: rentCompany.cmpyName,
        contractEnd: rentCompany.contractEnd,
      })
      .from(rentCompany)
      .where(and(gte(rentCompany.contractEnd, today), lte(rentCompany.contractEnd, soon)))
      .orderBy(asc(rentCompany.contractEnd)),
    db
      .select({ n: count() })
      .from(rentAllocation)
      .where(and(eq(rentAllocation.state, 1), lte(rentAllocation.endDate, soon))),
  ]);
  const c = noHouses();
  for (const r of states) {
    c.houseTotal += r.n;
    c.bedTotal += r.beds;
    c.livingCount += r.living;
    if (r.state === 0) c.freeCount += r.n;
    else if (r.state === 1) c.allocatedCount += r.n;
    else c.occupiedCount += r.n;
  }
  return {
    communityCount: communities?.n ?? 0,
    ...c,
    freeBeds: c.bedTotal - c.livingCount,
    houseRate: percent(c.allocatedCount + c.occupiedCount, c.houseTotal),
    bedRate: percent(c.livingCount, c.bedTotal),
    rentCmpyCount: companies?.n ?? 0,
    expiringContracts: expiring.map((e) => ({ ...e, daysLeft: daysBetween(today, e.contractEnd) })),
    expiringAllocations: allocationsEnding?.n ?? 0,
  };
}

export async function summaryCommunityList(
  db: DbOrTx,
  q: { pageNum: number; pageSize: number; communityName?: string | undefined },
) {
  const where = q.communityName
    ? ilike(rentCommunity.communityName, containsPattern(q.communityName))
    : undefined;
  const page = await fetchPage(db, q, rentCommunity, where, (limit, offset) =>
    db
      .select()
      .from(rentCommunity)
      .where(where)
      .orderBy(asc(rentCommunity.communityName))
      .limit(limit)
      .offset(offset),
  );
  const counts = await houseCountsOf(
    db,
    page.records.map((r) => r.id),
  );
  return {
    total: page.total,
    records: page.records.map((r) => {
      const c = counts.get(r.id) ?? noHouses();
      return {
        communityCode: r.communityCode,
        communityName: r.communityName,
        countyName: r.countyName,
        streetName: r.streetName,
        ...c,
        freeBeds: c.bedTotal - c.livingCount,
        houseRate: percent(c.allocatedCount + c.occupiedCount, c.houseTotal),
        bedRate: percent(c.livingCount, c.bedTotal),
      };
    }),
  };
}
