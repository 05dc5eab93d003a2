import {
  type Allocation,
  allocationStateNames,
  type DistributeBody,
  formatApiTime,
  type House,
  type HouseDetail,
  type HouseSaveBody,
  type HouseUpdateBody,
  houseStateNames,
  rentalMessages as M,
  monthsBetween,
  type ReportQuery,
  type UnitDetail,
  type UnitSaveBody,
  type UnitUpdateBody,
} from '@hr/contract';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { badRequest, conflict, notFound, pgCode } from '../../platform/errors.ts';
import { type Actor, companyScope } from '../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { sysUser } from '../system/users/tables.ts';
import { monthBounds, percent, todayText } from './common.ts';
import { communityByCode, unitsWithCounts } from './communities.ts';
import { residentsOf } from './residents.ts';
import { rentAllocation, rentCommunity, rentCompany, rentHouse, rentResident, rentUnit } from './tables.ts';

// ── units ────────────────────────────────────────────────────────────────────

const unitTaken = (error: unknown) => (pgCode(error) === '23505' ? conflict(M.unitTaken) : error);

export async function saveUnit(db: Db, _actor: Actor, input: z.output<typeof UnitSaveBody>, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const community = await communityByCode(tx, input.communityCode);
    const unitCode = newCode('RU');
    try {
      await tx.insert(rentUnit).values({
        unitCode,
        communityId: community.id,
        buildingName: input.buildingName,
        unitName: input.unitName,
        floorCount: input.floorCount,
        remark: input.remark ?? null,
      });
    } catch (error) {
      throw unitTaken(error);
    }
    await audit({ action: 'rental.unit.add', target: unitCode, detail: input }, tx);
    return { unitCode };
  });
}

async function unitByCode(db: DbOrTx, code: string, lock = false) {
  const query = db.select().from(rentUnit).where(eq(rentUnit.unitCode, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.unitNotFound);
  return row;
}

export async function updateUnit(
  db: Db,
  _actor: Actor,
  input: z.output<typeof UnitUpdateBody>,
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const unit = await unitByCode(tx, input.unitCode, true);
    const [top] = await tx
      .select({ floor: sql<number | null>`max(${rentHouse.floor})` })
      .from(rentHouse)
      .where(eq(rentHouse.unitId, unit.id));
    if (top?.floor != null && top.floor > input.floorCount)
      throw badRequest(`已有房屋在${top.floor}层，楼层数不能少于${top.floor}`);
    try {
      await tx
        .update(rentUnit)
        .set({
          buildingName: input.buildingName,
          unitName: input.unitName,
          floorCount: input.floorCount,
          remark: input.remark ?? null,
          updatedAt: new Date(),
        })
        .where(eq(rentUnit.id, unit.id));
    } catch (error) {
      throw unitTaken(error);
    }
    await audit({ action: 'rental.unit.edit', target: unit.unitCode, detail: input }, tx);
  });
  return null;
}

// ── houses ───────────────────────────────────────────────────────────────────

type HouseInput = z.output<typeof HouseSaveBody>;
const houseColumns = (input: Omit<HouseInput, 'unitCode'>) => ({
  houseNumber: input.houseNumber,
  floor: input.floor,
  layout: input.layout,
  areaHundredths: Math.round(input.area * 100),
  beds: input.beds,
  rentCents: input.rentCents,
  remark: input.remark ?? null,
});
const numberTaken = (error: unknown) => (pgCode(error) === '23505' ? conflict(M.houseNumberTaken) : error);
const checkFloor = (floor: number, floorCount: number) => {
  if (floor > floorCount) throw badRequest(`楼层不能高于单元的${floorCount}层`);
};

export async function saveHouse(db: Db, _actor: Actor, input: HouseInput, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const unit = await unitByCode(tx, input.unitCode);
    checkFloor(input.floor, unit.floorCount);
    const houseCode = newCode('RH');
    try {
      await tx
        .insert(rentHouse)
        .values({ ...houseColumns(input), houseCode, unitId: unit.id, communityId: unit.communityId });
    } catch (error) {
      throw numberTaken(error);
    }
    await audit({ action: 'rental.house.add', target: houseCode, detail: input }, tx);
    return { houseCode };
  });
}

async function houseByCode(db: DbOrTx, code: string, lock = false) {
  const query = db.select().from(rentHouse).where(eq(rentHouse.houseCode, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.houseNotFound);
  return row;
}

export async function updateHouse(
  db: Db,
  _actor: Actor,
  input: z.output<typeof HouseUpdateBody>,
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const house = await houseByCode(tx, input.houseCode, true);
    const [unit] = await tx.select().from(rentUnit).where(eq(rentUnit.id, house.unitId));
    checkFloor(input.floor, unit!.floorCount);
    if (input.beds < house.livingCount) throw badRequest(M.bedsBelowLiving);
    try {
      await tx
        .update(rentHouse)
        .set({ ...houseColumns(input), updatedAt: new Date() })
        .where(eq(rentHouse.id, house.id));
    } catch (error) {
      throw numberTaken(error);
    }
    await audit({ action: 'rental.house.edit', target: house.houseCode, detail: input }, tx);
  });
  return null;
}

const houseSelect = {
  house: rentHouse,
  unitCode: rentUnit.unitCode,
  buildingName: rentUnit.buildingName,
  unitName: rentUnit.unitName,
  communityCode: rentCommunity.communityCode,
  communityName: rentCommunity.communityName,
};

type HouseRow = {
  house: typeof rentHouse.$inferSelect;
  unitCode: string;
  buildingName: string;
  unitName: string;
  communityCode: string;
  communityName: string;
};

/** Adds each house's current allocation (the live one covering today, else the next live one). */
async function withAllocation(db: DbOrTx, rows: HouseRow[]): Promise<House[]> {
  const ids = rows.map((r) => r.house.id);
  const today = todayText();
  const allocations = ids.length
    ? await db
        .select({
          houseId: rentAllocation.houseId,
          beginDate: rentAllocation.beginDate,
          endDate: rentAllocation.endDate,
          rentCmpyCode: rentCompany.rentCmpyCode,
          cmpyName: rentCompany.cmpyName,
        })
        .from(rentAllocation)
        .innerJoin(rentCompany, eq(rentCompany.id, rentAllocation.rentCompanyId))
        .where(
          and(
            inArray(rentAllocation.houseId, ids),
            eq(rentAllocation.state, 1),
            gte(rentAllocation.endDate, today),
          ),
        )
        .orderBy(asc(rentAllocation.beginDate))
    : [];
  const currentOf = new Map<number, (typeof allocations)[number]>();
  for (const a of allocations) {
    const held = currentOf.get(a.houseId);
    if (!held || (held.beginDate > today && a.beginDate <= today)) currentOf.set(a.houseId, a);
  }
  return rows.map((r) => {
    const a = currentOf.get(r.house.id);
    return {
      houseCode: r.house.houseCode,
      unitCode: r.unitCode,
      communityCode: r.communityCode,
      communityName: r.communityName,
      buildingName: r.buildingName,
      unitName: r.unitName,
      houseNumber: r.house.houseNumber,
      floor: r.house.floor,
      layout: r.house.layout,
      area: r.house.areaHundredths / 100,
      beds: r.house.beds,
      rentCents: r.house.rentCents,
      remark: r.house.remark,
      state: r.house.state,
      stateName: houseStateNames[r.house.state] ?? '',
      livingCount: r.house.livingCount,
      rentCmpyCode: a?.rentCmpyCode ?? null,
      rentCmpyName: a?.cmpyName ?? null,
      beginDate: a?.beginDate ?? null,
      endDate: a?.endDate ?? null,
    };
  });
}

const houseFrom = (db: DbOrTx) =>
  db
    .select(houseSelect)
    .from(rentHouse)
    .innerJoin(rentUnit, eq(rentUnit.id, rentHouse.unitId))
    .innerJoin(rentCommunity, eq(rentCommunity.id, rentHouse.communityId));

/** Company staff: only houses with a live allocation to the rental company of their company. */
function houseScope(actor: Actor): SQL | undefined {
  const scope = companyScope(actor);
  if (scope === null) return undefined;
  return sql`exists (select 1 from rent_allocation a join rent_company c on c.id = a.rent_company_id
    where a.house_id = ${rentHouse.id} and a.state = 1 and c.cmpy_code = ${scope})`;
}

export async function listHouses(
  db: DbOrTx,
  actor: Actor,
  q: {
    pageNum: number;
    pageSize: number;
    communityCode?: string | undefined;
    unitCode?: string | undefined;
    rentCmpyCode?: string | undefined;
    houseNumber?: string | undefined;
    state?: number | undefined;
  },
) {
  const where = and(
    houseScope(actor),
    q.communityCode
      ? eq(
          rentHouse.communityId,
          sql`(select id from rent_community where community_code = ${q.communityCode})`,
        )
      : undefined,
    q.unitCode
      ? eq(rentHouse.unitId, sql`(select id from rent_unit where unit_code = ${q.unitCode})`)
      : undefined,
    q.rentCmpyCode
      ? sql`exists (select 1 from rent_allocation a join rent_company c on c.id = a.rent_company_id
          where a.house_id = ${rentHouse.id} and a.state = 1 and c.rent_cmpy_code = ${q.rentCmpyCode})`
      : undefined,
    q.houseNumber ? ilike(rentHouse.houseNumber, containsPattern(q.houseNumber)) : undefined,
    q.state !== undefined ? eq(rentHouse.state, q.state) : undefined,
  );
  const page = await fetchPage(db, q, rentHouse, where, (limit, offset) =>
    houseFrom(db)
      .where(where)
      .orderBy(
        asc(rentHouse.communityId),
        asc(rentHouse.unitId),
        asc(rentHouse.floor),
        asc(rentHouse.houseNumber),
      )
      .limit(limit)
      .offset(offset),
  );
  return { total: page.total, records: await withAllocation(db, page.records) };
}

export async function unitDetail(db: DbOrTx, code: string): Promise<UnitDetail> {
  const unit = await unitByCode(db, code);
  const [community] = await db.select().from(rentCommunity).where(eq(rentCommunity.id, unit.communityId));
  const [counted] = await unitsWithCounts(db, eq(rentUnit.id, unit.id));
  const rows = await houseFrom(db)
    .where(eq(rentHouse.unitId, unit.id))
    .orderBy(desc(rentHouse.floor), asc(rentHouse.houseNumber));
  return {
    ...counted!.unit,
    communityCode: community!.communityCode,
    communityName: community!.communityName,
    houses: await withAllocation(db, rows),
  };
}

const allocatedBy = aliasedTable(sysUser, 'allocated_by_user');
const vacatedBy = aliasedTable(sysUser, 'vacated_by_user');

export async function houseDetail(db: DbOrTx, actor: Actor, code: string): Promise<HouseDetail> {
  const [row] = await houseFrom(db)
    .where(and(eq(rentHouse.houseCode, code), houseScope(actor)))
    .limit(1);
  if (!row) throw notFound(M.houseNotFound);
  const [house] = await withAllocation(db, [row]);
  const allocations = await db
    .select({
      a: rentAllocation,
      rentCmpyCode: rentCompany.rentCmpyCode,
      rentCmpyName: rentCompany.cmpyName,
      allocatedBy: allocatedBy.realName,
      vacatedBy: vacatedBy.realName,
    })
    .from(rentAllocation)
    .innerJoin(rentCompany, eq(rentCompany.id, rentAllocation.rentCompanyId))
    .leftJoin(allocatedBy, eq(allocatedBy.id, rentAllocation.allocatedBy))
    .leftJoin(vacatedBy, eq(vacatedBy.id, rentAllocation.vacatedBy))
    .where(eq(rentAllocation.houseId, row.house.id))
    .orderBy(desc(rentAllocation.beginDate), desc(rentAllocation.id));
  return {
    ...house!,
    allocations: allocations.map(
      (x): Allocation => ({
        allocationCode: x.a.allocationCode,
        houseCode: code,
        rentCmpyCode: x.rentCmpyCode,
        rentCmpyName: x.rentCmpyName,
        beginDate: x.a.beginDate,
        endDate: x.a.endDate,
        state: x.a.state,
        stateName: allocationStateNames[x.a.state] ?? '',
        remark: x.a.remark,
        allocatedBy: x.allocatedBy,
        allocatedTime: formatApiTime(x.a.allocatedAt),
        vacatedBy: x.vacatedBy,
        vacatedTime: formatApiTime(x.a.vacatedAt),
      }),
    ),
    residents: await residentsOf(db, eq(rentResident.houseId, row.house.id), 100, 0, false),
  };
}

/** Recomputes a house's state and living count from its residents and live allocations. */
export async function refreshHouse(tx: DbOrTx, houseId: number) {
  const [living] = await tx
    .select({ n: count() })
    .from(rentResident)
    .where(and(eq(rentResident.houseId, houseId), eq(rentResident.state, 1)));
  const [live] = await tx
    .select({ n: count() })
    .from(rentAllocation)
    .where(and(eq(rentAllocation.houseId, houseId), eq(rentAllocation.state, 1)));
  const n = living?.n ?? 0;
  await tx
    .update(rentHouse)
    .set({ livingCount: n, state: n > 0 ? 2 : (live?.n ?? 0) > 0 ? 1 : 0, updatedAt: new Date() })
    .where(eq(rentHouse.id, houseId));
}

/**
 * Allocates houses to a rental company for a period, all or none. The houses' rows are locked (in id order,
 * so two calls never deadlock) before the overlap check: of simultaneous calls for one house the first
 * allocates and the others see its allocation. The exclusion constraint refuses whatever slips past.
 */
export async function distribute(
  db: Db,
  actor: Actor,
  input: z.output<typeof DistributeBody>,
  audit: AuditFn,
) {
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .select()
        .from(rentCompany)
        .where(eq(rentCompany.rentCmpyCode, input.rentCmpyCode));
      if (!company) throw badRequest(M.companyNotFound);
      if (input.beginDate < company.contractBegin || input.endDate > company.contractEnd)
        throw badRequest(`${M.outsideContract}（${company.contractBegin} 至 ${company.contractEnd}）`);
      const houses = await tx
        .select()
        .from(rentHouse)
        .where(inArray(rentHouse.houseCode, input.houseCodes))
        .orderBy(asc(rentHouse.id))
        .for('update');
      if (houses.length !== input.houseCodes.length) throw notFound(M.houseNotFound);
      const clashes = await tx
        .select({ houseNumber: rentHouse.houseNumber })
        .from(rentAllocation)
        .innerJoin(rentHouse, eq(rentHouse.id, rentAllocation.houseId))
        .where(
          and(
            inArray(
              rentAllocation.houseId,
              houses.map((h) => h.id),
            ),
            eq(rentAllocation.state, 1),
            lte(rentAllocation.beginDate, input.endDate),
            gte(rentAllocation.endDate, input.beginDate),
          ),
        );
      if (clashes.length)
        throw conflict(`${M.periodOverlap}：${[...new Set(clashes.map((c) => c.houseNumber))].join('、')}`);
      const allocationCodes: string[] = [];
      for (const house of houses) {
        const allocationCode = newCode('RA');
        allocationCodes.push(allocationCode);
        await tx.insert(rentAllocation).values({
          allocationCode,
          houseId: house.id,
          rentCompanyId: company.id,
          beginDate: input.beginDate,
          endDate: input.endDate,
          remark: input.remark ?? null,
          allocatedBy: actor.userId,
        });
        await refreshHouse(tx, house.id);
      }
      await audit({ action: 'rental.house.distribute', target: input.rentCmpyCode, detail: input }, tx);
      return { allocationCodes };
    });
  } catch (error) {
    if (pgCode(error) === '23P01') throw conflict(M.periodOverlap);
    throw error;
  }
}

/** Vacates a house: its live allocations end (who, when), residents living move out today. */
export async function toEmpty(
  db: Db,
  actor: Actor,
  q: { houseCode: string; remark?: string | undefined },
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const house = await houseByCode(tx, q.houseCode, true);
    const now = new Date();
    const today = todayText(now);
    const ended = await tx
      .update(rentAllocation)
      .set({
        state: 2,
        vacatedBy: actor.userId,
        vacatedAt: now,
        ...(q.remark ? { remark: q.remark } : {}),
      })
      .where(and(eq(rentAllocation.houseId, house.id), eq(rentAllocation.state, 1)))
      .returning({ id: rentAllocation.id });
    if (!ended.length) throw badRequest(M.nothingToEmpty);
    await tx
      .update(rentResident)
      .set({
        state: 2,
        moveOutDate: sql`greatest(${rentResident.moveInDate}, ${today}::date)`,
        movedOutBy: actor.userId,
        updatedAt: now,
      })
      .where(and(eq(rentResident.houseId, house.id), eq(rentResident.state, 1)));
    await refreshHouse(tx, house.id);
    await audit({ action: 'rental.house.empty', target: house.houseCode, detail: q }, tx);
  });
  return null;
}

// ── occupancy report ─────────────────────────────────────────────────────────

/** Rows of a raw query, the same on node-postgres and PGlite. */
const rowsOf = async <Row>(db: DbOrTx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Per community and month: houses and beds (as they are now), houses allocated on some day of the month
 * (a vacated allocation counts up to the day it was vacated), houses with residents and residents living
 * on some day of the month. Three GROUP BYs, whatever the number of houses.
 */
export async function occupancyReport(db: DbOrTx, q: z.output<typeof ReportQuery>) {
  const months = monthsBetween(q.beginMonth, q.endMonth);
  const [first] = monthBounds(q.beginMonth);
  const [, last] = monthBounds(q.endMonth);
  const communities = await db
    .select({ id: rentCommunity.id, code: rentCommunity.communityCode, name: rentCommunity.communityName })
    .from(rentCommunity)
    .where(q.communityCode ? eq(rentCommunity.communityCode, q.communityCode) : undefined)
    .orderBy(asc(rentCommunity.communityName));
  if (q.communityCode && !communities.length) throw notFound(M.communityNotFound);
  const only = q.communityCode ? sql`and h.community_id = ${communities[0]!.id}` : sql``;
  const totals = await rowsOf<{ community_id: number; houses: number; beds: number }>(
    db,
    sql`
    select h.community_id, count(*)::int as houses, coalesce(sum(h.beds), 0)::int as beds
    from rent_house h where true ${only} group by h.community_id`,
  );
  const monthsCte = sql`months as (
    select to_char(d, 'YYYY-MM') as month, d::date as ms, (d + interval '1 month' - interval '1 day')::date as me
    from generate_series(${first}::date, ${last}::date, interval '1 month') d)`;
  const allocated = await rowsOf<{ month: string; community_id: number; n: number }>(
    db,
    sql`
    with ${monthsCte}
    select m.month, h.community_id, count(distinct a.house_id)::int as n
    from months m
    join rent_allocation a on a.begin_date <= m.me and (case when a.state = 2
      then least(a.end_date, (a.vacated_at at time zone 'Asia/Shanghai')::date) else a.end_date end) >= m.ms
    join rent_house h on h.id = a.house_id
    where a.begin_date <= ${last}::date and a.end_date >= ${first}::date ${only}
    group by m.month, h.community_id`,
  );
  const residents = await rowsOf<{ month: string; community_id: number; houses: number; people: number }>(
    db,
    sql`
    with ${monthsCte}
    select m.month, h.community_id, count(distinct r.house_id)::int as houses, count(*)::int as people
    from months m
    join rent_resident r on r.state in (1, 2) and r.move_in_date <= m.me and coalesce(r.move_out_date, m.me) >= m.ms
    join rent_house h on h.id = r.house_id
    where r.move_in_date <= ${last}::date ${only}
    group by m.month, h.community_id`,
  );
  const key = (month: string, id: number) => `${month}/${id}`;
  const totalOf = new Map(totals.map((r) => [Number(r.community_id), r]));
  const allocOf = new Map(allocated.map((r) => [key(r.month, Number(r.community_id)), Number(r.n)]));
  const resOf = new Map(residents.map((r) => [key(r.month, Number(r.community_id)), r]));
  return months.flatMap((month) =>
    communities.map((c) => {
      const total = totalOf.get(c.id);
      const houseTotal = Number(total?.houses ?? 0);
      const bedTotal = Number(total?.beds ?? 0);
      const allocatedHouses = allocOf.get(key(month, c.id)) ?? 0;
      const res = resOf.get(key(month, c.id));
      const residentCount = Number(res?.people ?? 0);
      return {
        month,
        communityCode: c.code,
        communityName: c.name,
        houseTotal,
        bedTotal,
        allocatedHouses,
        occupiedHouses: Number(res?.houses ?? 0),
        residentCount,
        allocationRate: percent(allocatedHouses, houseTotal),
        bedRate: percent(residentCount, bedTotal),
      };
    }),
  );
}
