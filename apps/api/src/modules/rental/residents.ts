import {
  rentalMessages as M,
  type MoveInBody,
  type MoveOutBody,
  maskIdCard,
  maskPhone,
  type Resident,
  residentStateNames,
} from '@hr/contract';
import { and, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { badRequest, conflict, notFound, pgCode } from '../../platform/errors.ts';
import { type Actor, companyScope } from '../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { refreshHouse } from './houses.ts';
import { rentAllocation, rentCommunity, rentCompany, rentHouse, rentResident, rentUnit } from './tables.ts';

export interface ResidentFilters {
  staffName?: string | undefined;
  communityCode?: string | undefined;
  houseCode?: string | undefined;
  rentCmpyCode?: string | undefined;
  state?: number | undefined;
}

/** Live (not deleted) residents matching the filters; company staff see their company's only. */
export function residentWhere(actor: Actor, f: ResidentFilters): SQL | undefined {
  const scope = companyScope(actor);
  return and(
    f.state !== undefined ? eq(rentResident.state, f.state) : sql`${rentResident.state} in (1, 2)`,
    scope === null
      ? undefined
      : sql`${rentResident.rentCompanyId} in (select id from rent_company where cmpy_code = ${scope})`,
    f.staffName ? ilike(rentResident.staffName, containsPattern(f.staffName)) : undefined,
    f.communityCode
      ? eq(
          rentResident.communityId,
          sql`(select id from rent_community where community_code = ${f.communityCode})`,
        )
      : undefined,
    f.houseCode
      ? eq(rentResident.houseId, sql`(select id from rent_house where house_code = ${f.houseCode})`)
      : undefined,
    f.rentCmpyCode
      ? eq(
          rentResident.rentCompanyId,
          sql`(select id from rent_company where rent_cmpy_code = ${f.rentCmpyCode})`,
        )
      : undefined,
  );
}

/**
 * Residents as rows: the list masks the ID number and mobile (like the red-packet list); the house detail
 * and the export (`mask` false) have them whole.
 */
export async function residentsOf(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  mask = true,
): Promise<Resident[]> {
  const rows = await db
    .select({
      r: rentResident,
      houseCode: rentHouse.houseCode,
      houseNumber: rentHouse.houseNumber,
      buildingName: rentUnit.buildingName,
      unitName: rentUnit.unitName,
      communityCode: rentCommunity.communityCode,
      communityName: rentCommunity.communityName,
      rentCmpyCode: rentCompany.rentCmpyCode,
      rentCmpyName: rentCompany.cmpyName,
    })
    .from(rentResident)
    .innerJoin(rentHouse, eq(rentHouse.id, rentResident.houseId))
    .innerJoin(rentUnit, eq(rentUnit.id, rentHouse.unitId))
    .innerJoin(rentCommunity, eq(rentCommunity.id, rentResident.communityId))
    .innerJoin(rentCompany, eq(rentCompany.id, rentResident.rentCompanyId))
    .where(where)
    .orderBy(desc(rentResident.createdAt), desc(rentResident.id))
    .limit(limit)
    .offset(offset);
  return rows.map((x) => ({
    bizCode: x.r.bizCode,
    staffName: x.r.staffName,
    gender: x.r.gender,
    genderName: x.r.gender === 1 ? '男' : '女',
    idCard: mask ? maskIdCard(x.r.idCard) : x.r.idCard,
    phone: mask ? maskPhone(x.r.phone) : x.r.phone,
    houseCode: x.houseCode,
    houseName: `${x.buildingName}${x.unitName}${x.houseNumber}`,
    communityCode: x.communityCode,
    communityName: x.communityName,
    rentCmpyCode: x.rentCmpyCode,
    rentCmpyName: x.rentCmpyName,
    moveInDate: x.r.moveInDate,
    moveOutDate: x.r.moveOutDate,
    state: x.r.state,
    stateName: residentStateNames[x.r.state] ?? '',
    remark: x.r.remark,
  }));
}

export async function listResidents(
  db: DbOrTx,
  actor: Actor,
  q: ResidentFilters & { pageNum: number; pageSize: number },
) {
  const where = residentWhere(actor, q);
  return fetchPage(db, q, rentResident, where, (limit, offset) => residentsOf(db, where, limit, offset));
}

/**
 * Moves a person into a house: the house must be allocated (a live allocation covering the move-in date;
 * the resident belongs to that allocation's company) and have a free bed; one person lives in one place.
 */
export async function moveIn(db: Db, actor: Actor, input: z.output<typeof MoveInBody>, audit: AuditFn) {
  try {
    return await db.transaction(async (tx) => {
      const [house] = await tx
        .select()
        .from(rentHouse)
        .where(eq(rentHouse.houseCode, input.houseCode))
        .for('update');
      if (!house) throw notFound(M.houseNotFound);
      const [allocation] = await tx
        .select()
        .from(rentAllocation)
        .where(
          and(
            eq(rentAllocation.houseId, house.id),
            eq(rentAllocation.state, 1),
            lte(rentAllocation.beginDate, input.moveInDate),
            gte(rentAllocation.endDate, input.moveInDate),
          ),
        );
      if (!allocation) throw badRequest(M.notAllocated);
      if (house.livingCount >= house.beds) throw badRequest(M.bedsFull);
      const bizCode = newCode('RS');
      await tx.insert(rentResident).values({
        bizCode,
        houseId: house.id,
        allocationId: allocation.id,
        rentCompanyId: allocation.rentCompanyId,
        communityId: house.communityId,
        staffName: input.staffName,
        gender: input.gender,
        idCard: input.idCard,
        phone: input.phone,
        moveInDate: input.moveInDate,
        remark: input.remark ?? null,
        createdBy: actor.userId,
      });
      await refreshHouse(tx, house.id);
      await audit(
        {
          action: 'rental.staff.moveIn',
          target: bizCode,
          detail: { ...input, idCard: maskIdCard(input.idCard) },
        },
        tx,
      );
      return { bizCode };
    });
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict(M.alreadyLiving);
    throw error;
  }
}

async function residentForChange(tx: DbOrTx, bizCode: string) {
  const [row] = await tx
    .select()
    .from(rentResident)
    .where(and(eq(rentResident.bizCode, bizCode), sql`${rentResident.state} in (1, 2)`))
    .for('update');
  if (!row) throw notFound(M.residentNotFound);
  return row;
}

export async function moveOut(db: Db, actor: Actor, input: z.output<typeof MoveOutBody>, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const row = await residentForChange(tx, input.bizCode);
    if (row.state !== 1) throw badRequest(M.notLiving);
    if (input.moveOutDate < row.moveInDate) throw badRequest(M.moveOutBeforeIn);
    await tx
      .update(rentResident)
      .set({ state: 2, moveOutDate: input.moveOutDate, movedOutBy: actor.userId, updatedAt: new Date() })
      .where(eq(rentResident.id, row.id));
    await refreshHouse(tx, row.houseId);
    await audit({ action: 'rental.staff.moveOut', target: row.bizCode, detail: input }, tx);
  });
  return null;
}

/** Deletes a wrong entry (soft, state 9): its bed is free again. */
export async function deleteResident(db: Db, _actor: Actor, bizCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const row = await residentForChange(tx, bizCode);
    await tx.update(rentResident).set({ state: 9, updatedAt: new Date() }).where(eq(rentResident.id, row.id));
    await refreshHouse(tx, row.houseId);
    await audit({ action: 'rental.staff.remove', target: row.bizCode }, tx);
  });
  return null;
}
