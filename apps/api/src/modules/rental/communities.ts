import {
  type Community,
  type CommunityDetail,
  type CommunitySaveBody,
  type CommunityUpdateBody,
  formatApiTime,
  rentalMessages as M,
} from '@hr/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { badRequest, conflict, notFound, pgCode } from '../../platform/errors.ts';
import type { Actor } from '../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { signedFileUrl } from '../common/files/signed-url.ts';
import { material } from '../common/material/tables.ts';
import { chosenRegion } from '../common/region/service.ts';
import { rentCommunity, rentHouse, rentUnit } from './tables.ts';

type SaveInput = z.output<typeof CommunitySaveBody>;
type UpdateInput = z.output<typeof CommunityUpdateBody>;
export type CommunityRecord = typeof rentCommunity.$inferSelect;

/** Photos must be images of the library that did not fail review (the platform's or any company's). */
async function checkPhotos(db: DbOrTx, codes: string[]) {
  if (!codes.length) return;
  const rows = await db
    .select({ code: material.materialCode, state: material.applyState, key: material.objectKey })
    .from(material)
    .where(
      and(inArray(material.materialCode, codes), eq(material.deleted, false), eq(material.materialType, 1)),
    );
  if (rows.length !== new Set(codes).size || rows.some((r) => !r.key || r.state === 2))
    throw badRequest(M.photoMissing);
}

async function columnsOf(db: DbOrTx, input: SaveInput) {
  const chain = await chosenRegion(db, input, { missing: M.regionMissing, mismatch: M.regionChain });
  await checkPhotos(db, input.photoCodes);
  return {
    communityName: input.communityName,
    provinceCode: chain.proCode,
    provinceName: chain.proName,
    cityCode: chain.cityCode!,
    cityName: chain.cityName!,
    countyCode: chain.countryCode!,
    countyName: chain.countryName!,
    streetCode: chain.streetCode!,
    streetName: chain.streetName!,
    committeeCode: chain.committeeCode,
    committeeName: chain.committeeName,
    address: input.address,
    lng: input.lng,
    lat: input.lat,
    managerName: input.managerName,
    managerPhone: input.managerPhone,
    photoCodes: [...new Set(input.photoCodes)],
    remark: input.remark ?? null,
  };
}

const nameTaken = (error: unknown) => {
  if (pgCode(error) === '23505') return conflict(M.communityNameTaken);
  return error;
};

export async function saveCommunity(db: Db, actor: Actor, input: SaveInput, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, input);
    const communityCode = newCode('RM');
    try {
      await tx.insert(rentCommunity).values({ ...columns, communityCode, createdBy: actor.userId });
    } catch (error) {
      throw nameTaken(error);
    }
    await audit({ action: 'rental.community.add', target: communityCode, detail: input }, tx);
    return { communityCode };
  });
}

export async function communityByCode(db: DbOrTx, code: string, lock = false) {
  const query = db.select().from(rentCommunity).where(eq(rentCommunity.communityCode, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.communityNotFound);
  return row;
}

export async function updateCommunity(db: Db, _actor: Actor, input: UpdateInput, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const row = await communityByCode(tx, input.communityCode, true);
    const columns = await columnsOf(tx, input);
    try {
      await tx
        .update(rentCommunity)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(rentCommunity.id, row.id));
    } catch (error) {
      throw nameTaken(error);
    }
    await audit({ action: 'rental.community.edit', target: row.communityCode, detail: input }, tx);
  });
  return null;
}

export interface HouseCounts {
  houseTotal: number;
  freeCount: number;
  allocatedCount: number;
  occupiedCount: number;
  bedTotal: number;
  livingCount: number;
}
export const noHouses = (): HouseCounts => ({
  houseTotal: 0,
  freeCount: 0,
  allocatedCount: 0,
  occupiedCount: 0,
  bedTotal: 0,
  livingCount: 0,
});

/** House counts by state, beds and residents living, per community id (one GROUP BY over the index). */
export async function houseCountsOf(db: DbOrTx, communityIds: number[]): Promise<Map<number, HouseCounts>> {
  const out = new Map<number, HouseCounts>();
  if (!communityIds.length) return out;
  const rows = await db
    .select({
      id: rentHouse.communityId,
      state: rentHouse.state,
      n: count(),
      beds: sql<number>`coalesce(sum(${rentHouse.beds}), 0)::int`,
      living: sql<number>`coalesce(sum(${rentHouse.livingCount}), 0)::int`,
    })
    .from(rentHouse)
    .where(inArray(rentHouse.communityId, communityIds))
    .groupBy(rentHouse.communityId, rentHouse.state);
  for (const r of rows) {
    const c = out.get(r.id) ?? noHouses();
    c.houseTotal += r.n;
    c.bedTotal += r.beds;
    c.livingCount += r.living;
    if (r.state === 0) c.freeCount += r.n;
    else if (r.state === 1) c.allocatedCount += r.n;
    else c.occupiedCount += r.n;
    out.set(r.id, c);
  }
  return out;
}

async function unitCountsOf(db: DbOrTx, communityIds: number[]) {
  if (!communityIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: rentUnit.communityId, n: count() })
    .from(rentUnit)
    .where(inArray(rentUnit.communityId, communityIds))
    .groupBy(rentUnit.communityId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function withCounts(db: DbOrTx, rows: CommunityRecord[]): Promise<Community[]> {
  const ids = rows.map((r) => r.id);
  const [houses, units] = await Promise.all([houseCountsOf(db, ids), unitCountsOf(db, ids)]);
  return rows.map((r) => ({
    communityCode: r.communityCode,
    communityName: r.communityName,
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
    address: r.address,
    lng: r.lng,
    lat: r.lat,
    managerName: r.managerName,
    managerPhone: r.managerPhone,
    remark: r.remark,
    unitCount: units.get(r.id) ?? 0,
    ...(houses.get(r.id) ?? noHouses()),
    createTime: formatApiTime(r.createdAt),
  }));
}

export interface CommunityFilters {
  communityName?: string | undefined;
  countyCode?: string | undefined;
}
export function communityWhere(f: CommunityFilters): SQL | undefined {
  return and(
    f.communityName ? ilike(rentCommunity.communityName, containsPattern(f.communityName)) : undefined,
    f.countyCode ? eq(rentCommunity.countyCode, f.countyCode) : undefined,
  );
}

export const communityRows = (db: DbOrTx, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select()
    .from(rentCommunity)
    .where(where)
    .orderBy(desc(rentCommunity.createdAt), desc(rentCommunity.id))
    .limit(limit)
    .offset(offset);

export async function listCommunities(
  db: DbOrTx,
  q: CommunityFilters & { pageNum: number; pageSize: number },
) {
  const where = communityWhere(q);
  const page = await fetchPage(db, q, rentCommunity, where, (limit, offset) =>
    communityRows(db, where, limit, offset),
  );
  return { total: page.total, records: await withCounts(db, page.records) };
}

export async function unitsWithCounts(db: DbOrTx, where: SQL) {
  const units = await db
    .select()
    .from(rentUnit)
    .where(where)
    .orderBy(asc(rentUnit.buildingName), asc(rentUnit.unitName), asc(rentUnit.id));
  const ids = units.map((u) => u.id);
  const rows = ids.length
    ? await db
        .select({ id: rentHouse.unitId, state: rentHouse.state, n: count() })
        .from(rentHouse)
        .where(inArray(rentHouse.unitId, ids))
        .groupBy(rentHouse.unitId, rentHouse.state)
    : [];
  return units.map((u) => {
    const mine = rows.filter((r) => r.id === u.id);
    const of = (s: number) => mine.find((r) => r.state === s)?.n ?? 0;
    return {
      id: u.id,
      unit: {
        unitCode: u.unitCode,
        communityCode: '',
        buildingName: u.buildingName,
        unitName: u.unitName,
        floorCount: u.floorCount,
        remark: u.remark,
        houseTotal: of(0) + of(1) + of(2),
        freeCount: of(0),
        allocatedCount: of(1),
        occupiedCount: of(2),
      },
    };
  });
}

export async function communityDetail(db: DbOrTx, config: Config, code: string): Promise<CommunityDetail> {
  const row = await communityByCode(db, code);
  const [community] = await withCounts(db, [row]);
  const photos = row.photoCodes.length
    ? await db
        .select({ code: material.materialCode, key: material.objectKey })
        .from(material)
        .where(inArray(material.materialCode, row.photoCodes))
    : [];
  const keyOf = new Map(photos.map((p) => [p.code, p.key]));
  const units = await unitsWithCounts(db, eq(rentUnit.communityId, row.id));
  return {
    ...community!,
    photos: row.photoCodes.map((materialCode) => {
      const key = keyOf.get(materialCode);
      return { materialCode, url: key ? signedFileUrl(config, key) : null };
    }),
    units: units.map((u) => ({ ...u.unit, communityCode: row.communityCode })),
  };
}
