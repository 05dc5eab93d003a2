import {
  CompanyAddressType,
  type CompanyFields,
  type CompanyRow,
  CompanyStatus,
  companyLifecycle,
  companyMessages,
  formatApiTime,
  STAFF_EDITABLE_COMPANY_STATES,
} from '@hr/contract';
import { and, eq, ilike, ne, type SQL } from 'drizzle-orm';
import gcoord from 'gcoord';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, containsText, newestFirst } from '../../../platform/query.ts';
import { findStoredFile } from '../../common/files/service.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { recordCompanyAddress } from '../history-address/service.ts';
import { cmpy } from './tables.ts';

export type CompanyRecord = typeof cmpy.$inferSelect;

const stateName = (status: number) =>
  (companyLifecycle.states as Record<number, string>)[status] ?? String(status);

export function toCompanyRow(config: Config, row: CompanyRecord): CompanyRow {
  const { id: _id, deleted: _deleted, createdAt, updatedAt, submitTime, checkTime, ...rest } = row;
  return {
    ...rest,
    statusName: stateName(row.status),
    licenceUrl: row.licenceObjectKey ? signedFileUrl(config, row.licenceObjectKey) : null,
    submitTime: formatApiTime(submitTime),
    checkTime: formatApiTime(checkTime),
    createTime: formatApiTime(createdAt),
    updateTime: formatApiTime(updatedAt),
  };
}

/** Filters of the list, the counts and the export; company staff are kept to their own company. */
export function companyConditions(
  actor: Actor,
  q: { cmpyName?: string | undefined; creditCode?: string | undefined; cmpyType?: number | undefined },
): SQL[] {
  const where: SQL[] = [eq(cmpy.deleted, false)];
  const own = companyScope(actor);
  if (own) where.push(eq(cmpy.cmpyCode, own));
  if (q.cmpyName) where.push(containsText(cmpy.cmpyName, q.cmpyName));
  if (q.creditCode) where.push(ilike(cmpy.creditCode, containsPattern(q.creditCode)));
  if (q.cmpyType !== undefined) where.push(eq(cmpy.cmpyType, q.cmpyType));
  return where;
}

/** The company a caller may act on: staff only their own (404 hides nothing they could not see). */
export async function lockCompany(tx: Tx, actor: Actor, cmpyCode: string): Promise<CompanyRecord> {
  const own = companyScope(actor);
  if (own && own !== cmpyCode) throw forbidden(companyMessages.ownOnly);
  const [row] = await tx
    .select()
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)))
    .for('update');
  if (!row) throw notFound(companyMessages.notFound);
  return row;
}

export async function findCompany(db: DbOrTx, actor: Actor, cmpyCode: string): Promise<CompanyRecord> {
  const own = companyScope(actor);
  if (own && own !== cmpyCode) throw forbidden(companyMessages.ownOnly);
  const [row] = await db
    .select()
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)));
  if (!row) throw notFound(companyMessages.notFound);
  return row;
}

/**
 * The columns a submission or update writes: the licence must be a stored licence image the caller may
 * use, the credit code free, BD-09 derived from GCJ-02.
 */
export async function certificationColumns(
  tx: Tx,
  actor: Actor,
  fields: CompanyFields,
  cmpyCode: string | null,
) {
  const file = await findStoredFile(tx, fields.licenceObjectKey);
  const own = companyScope(actor);
  const usable =
    file?.purpose === 'licence' && (own === null || file.cmpyCode === null || file.cmpyCode === own);
  if (!usable) {
    throw badRequest(companyMessages.licenceUnknown);
  }
  const [taken] = await tx
    .select({ cmpyCode: cmpy.cmpyCode })
    .from(cmpy)
    .where(and(eq(cmpy.creditCode, fields.creditCode), cmpyCode ? ne(cmpy.cmpyCode, cmpyCode) : undefined));
  if (taken) throw conflict(companyMessages.creditCodeTaken);
  const hasPoint = fields.gcj02Lng != null && fields.gcj02Lat != null;
  const [bd09Lng, bd09Lat] = hasPoint
    ? (gcoord.transform([fields.gcj02Lng!, fields.gcj02Lat!], gcoord.GCJ02, gcoord.BD09) as [number, number])
    : [null, null];
  return {
    ...fields,
    gcj02Lng: hasPoint ? fields.gcj02Lng! : null,
    gcj02Lat: hasPoint ? fields.gcj02Lat! : null,
    bd09Lng,
    bd09Lat,
  };
}

/** Remembers the company address in the address history (type 1) when it has a coordinate. */
export async function rememberAddress(
  tx: Tx,
  cmpyCode: string,
  columns: Awaited<ReturnType<typeof certificationColumns>>,
) {
  if (columns.gcj02Lng === null || columns.gcj02Lat === null) return;
  await recordCompanyAddress(tx, {
    cmpyCode,
    type: CompanyAddressType.company,
    provinceCode: columns.provinceCode,
    provinceName: columns.provinceName,
    cityCode: columns.cityCode,
    cityName: columns.cityName,
    countyCode: columns.countyCode,
    countyName: columns.countyName,
    address: columns.address,
    gcj02Lng: columns.gcj02Lng,
    gcj02Lat: columns.gcj02Lat,
    bd09Lng: columns.bd09Lng ?? undefined,
    bd09Lat: columns.bd09Lat ?? undefined,
  });
}

/** Staff edit their company only before it is certified; operators any time. */
export function checkStaffMayEdit(actor: Actor, row: CompanyRecord) {
  if (companyScope(actor) !== null && !STAFF_EDITABLE_COMPANY_STATES.includes(row.status)) {
    throw badRequest(companyMessages.certifiedLocked);
  }
}

export const CERTIFIED = CompanyStatus.certified;
/** Lists show the latest changed first, in the order of the list indexes `cmpy_list` and `cmpy_list_all`. */
export const latestChangedFirst = newestFirst(cmpy.updatedAt, cmpy.id);
