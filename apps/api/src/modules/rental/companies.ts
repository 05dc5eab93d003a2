import { formatApiTime, rentalMessages as M, type RentCompany, type RentCompanyAddQuery } from '@hr/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { badRequest, conflict, pgCode } from '../../platform/errors.ts';
import { type Actor, companyScope } from '../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { cmpy } from '../cmpy/company/tables.ts';
import { todayText } from './common.ts';
import { rentAllocation, rentCompany, rentResident } from './tables.ts';

type AddInput = z.output<typeof RentCompanyAddQuery>;

/** Company staff see only the rental company linked to their own company. */
export function companyScopeWhere(actor: Actor): SQL | undefined {
  const scope = companyScope(actor);
  return scope === null ? undefined : eq(rentCompany.cmpyCode, scope);
}

export async function addRentCompany(db: Db, actor: Actor, input: AddInput, audit: AuditFn) {
  return db.transaction(async (tx) => {
    if (input.cmpyCode) {
      const [platform] = await tx.select({ id: cmpy.id }).from(cmpy).where(eq(cmpy.cmpyCode, input.cmpyCode));
      if (!platform) throw badRequest(M.platformCompanyMissing);
    }
    const rentCmpyCode = newCode('RC');
    try {
      await tx.insert(rentCompany).values({
        rentCmpyCode,
        cmpyName: input.cmpyName,
        cmpyCode: input.cmpyCode ?? null,
        contactPerson: input.contactPerson,
        contactPhone: input.contactPhone,
        contractBegin: input.contractBegin,
        contractEnd: input.contractEnd,
        remark: input.remark ?? null,
        createdBy: actor.userId,
      });
    } catch (error) {
      if (pgCode(error) === '23505') {
        const text = String(
          (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
        );
        throw conflict(text.includes('rent_company_cmpy') ? M.companyLinked : M.companyNameTaken);
      }
      throw error;
    }
    await audit({ action: 'rental.company.add', target: rentCmpyCode, detail: input }, tx);
    return { rentCmpyCode };
  });
}

export async function rentCompanyNames(db: DbOrTx, actor: Actor) {
  return db
    .select({
      rentCmpyCode: rentCompany.rentCmpyCode,
      cmpyName: rentCompany.cmpyName,
      contractEnd: rentCompany.contractEnd,
    })
    .from(rentCompany)
    .where(companyScopeWhere(actor))
    .orderBy(asc(rentCompany.cmpyName));
}

export async function listRentCompanies(
  db: DbOrTx,
  actor: Actor,
  q: { pageNum: number; pageSize: number; cmpyName?: string | undefined },
): Promise<{ records: RentCompany[]; total: number }> {
  const where = and(
    companyScopeWhere(actor),
    q.cmpyName ? ilike(rentCompany.cmpyName, containsPattern(q.cmpyName)) : undefined,
  );
  const page = await fetchPage(db, q, rentCompany, where, (limit, offset) =>
    db
      .select()
      .from(rentCompany)
      .where(where)
      .orderBy(desc(rentCompany.createdAt), desc(rentCompany.id))
      .limit(limit)
      .offset(offset),
  );
  const ids = page.records.map((r) => r.id);
  const today = todayText();
  const houses = ids.length
    ? await db
        .select({
          id: rentAllocation.rentCompanyId,
          n: sql<number>`count(distinct ${rentAllocation.houseId})::int`,
        })
        .from(rentAllocation)
        .where(
          and(
            inArray(rentAllocation.rentCompanyId, ids),
            eq(rentAllocation.state, 1),
            lte(rentAllocation.beginDate, today),
            gte(rentAllocation.endDate, today),
          ),
        )
        .groupBy(rentAllocation.rentCompanyId)
    : [];
  const living = ids.length
    ? await db
        .select({ id: rentResident.rentCompanyId, n: count() })
        .from(rentResident)
        .where(and(inArray(rentResident.rentCompanyId, ids), eq(rentResident.state, 1)))
        .groupBy(rentResident.rentCompanyId)
    : [];
  const houseOf = new Map(houses.map((h) => [h.id, h.n]));
  const livingOf = new Map(living.map((h) => [h.id, h.n]));
  return {
    total: page.total,
    records: page.records.map((r) => ({
      rentCmpyCode: r.rentCmpyCode,
      cmpyName: r.cmpyName,
      cmpyCode: r.cmpyCode,
      contactPerson: r.contactPerson,
      contactPhone: r.contactPhone,
      contractBegin: r.contractBegin,
      contractEnd: r.contractEnd,
      remark: r.remark,
      houseCount: houseOf.get(r.id) ?? 0,
      livingCount: livingOf.get(r.id) ?? 0,
      createTime: formatApiTime(r.createdAt),
    })),
  };
}
