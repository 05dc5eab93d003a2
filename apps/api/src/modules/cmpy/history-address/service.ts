import { type CompanyAddress, formatApiTime } from '@hr/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import gcoord from 'gcoord';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { cmpyHistoryAddress as t } from './tables.ts';

/** An address a company saved (a job's work address, a job fair's venue…); BD-09 is derived if absent. */
export interface CompanyAddressInput {
  cmpyCode: string;
  type: number;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  bd09Lng?: number | undefined;
  bd09Lat?: number | undefined;
}

/**
 * Remembers an address a company used, for the address picker's history list. Call it in the same
 * transaction that saves the job or job fair. Saving the same address again refreshes its coordinates and
 * puts it first.
 */
export async function recordCompanyAddress(db: DbOrTx, input: CompanyAddressInput): Promise<void> {
  const address = input.address.trim();
  if (!address) throw badRequest('请输入详细地址');
  const [bd09Lng, bd09Lat] =
    input.bd09Lng !== undefined && input.bd09Lat !== undefined
      ? [input.bd09Lng, input.bd09Lat]
      : (gcoord.transform([input.gcj02Lng, input.gcj02Lat], gcoord.GCJ02, gcoord.BD09) as [number, number]);
  const values = {
    cmpyCode: input.cmpyCode,
    type: input.type,
    provinceCode: input.provinceCode,
    provinceName: input.provinceName,
    cityCode: input.cityCode,
    cityName: input.cityName,
    countyCode: input.countyCode,
    countyName: input.countyName,
    address,
    gcj02Lng: input.gcj02Lng,
    gcj02Lat: input.gcj02Lat,
    bd09Lng,
    bd09Lat,
    createdAt: sql`clock_timestamp()`,
    updatedAt: sql`clock_timestamp()`,
  };
  await db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: [t.cmpyCode, t.type, t.countyCode, t.address],
      set: {
        provinceCode: values.provinceCode,
        provinceName: values.provinceName,
        cityCode: values.cityCode,
        cityName: values.cityName,
        countyName: values.countyName,
        gcj02Lng: values.gcj02Lng,
        gcj02Lat: values.gcj02Lat,
        bd09Lng,
        bd09Lat,
        // clock_timestamp: a second save in the same transaction still counts as later.
        updatedAt: sql`clock_timestamp()`,
      },
    });
}

/** The company whose history a caller may read: company staff their own; operators any, or all. */
function scopeOf(actor: Actor, cmpyCode: string | undefined): string | null {
  const own = companyScope(actor);
  if (own === null) return cmpyCode || null;
  if (cmpyCode && cmpyCode !== own) throw forbidden('只能查看本企业的历史地址');
  return own;
}

export async function queryHistory(
  db: DbOrTx,
  actor: Actor,
  q: {
    pageNum: number;
    pageSize: number;
    type?: number | undefined;
    cmpyCode?: string | undefined;
    address?: string | undefined;
  },
): Promise<{ records: CompanyAddress[]; total: number }> {
  const where: SQL[] = [];
  const cmpyCode = scopeOf(actor, q.cmpyCode);
  if (cmpyCode) where.push(eq(t.cmpyCode, cmpyCode));
  if (q.type !== undefined) where.push(eq(t.type, q.type));
  if (q.address) {
    const pattern = containsPattern(q.address);
    where.push(
      or(
        ilike(t.address, pattern),
        ilike(t.countyName, pattern),
        ilike(t.cityName, pattern),
        ilike(t.provinceName, pattern),
      )!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const page = await fetchPage(db, q, t, condition, (limit, offset) =>
    db.select().from(t).where(condition).orderBy(desc(t.updatedAt), desc(t.id)).limit(limit).offset(offset),
  );
  return {
    total: page.total,
    records: page.records.map(({ createdAt, updatedAt, ...row }) => ({
      ...row,
      createTime: formatApiTime(createdAt),
      updateTime: formatApiTime(updatedAt),
    })),
  };
}
