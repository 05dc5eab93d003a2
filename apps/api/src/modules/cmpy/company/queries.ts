import {
  type api,
  type CompanyCounts,
  type CompanyDetail,
  CompanyStatus,
  companyLifecycle,
  type RouteParsed,
} from '@hr/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsText, fetchPage } from '../../../platform/query.ts';
import { historyOf } from './history.ts';
import { companyConditions, findCompany, latestChangedFirst, toCompanyRow } from './service.ts';
import { cmpy } from './tables.ts';

type Query<K extends keyof typeof api.company> = RouteParsed<(typeof api.company)[K]>['query'];

export async function listCompanies(db: DbOrTx, config: Config, actor: Actor, q: Query<'list'>) {
  const where = companyConditions(actor, q);
  if (q.status !== undefined) where.push(eq(cmpy.status, q.status));
  const condition = and(...where);
  const page = await fetchPage(db, q, cmpy, condition, (limit, offset) =>
    db
      .select()
      .from(cmpy)
      .where(condition)
      .orderBy(...latestChangedFirst)
      .limit(limit)
      .offset(offset),
  );
  return { total: page.total, records: page.records.map((row) => toCompanyRow(config, row)) };
}

/** The three tab counts in one GROUP BY. */
export async function countCompanies(
  db: DbOrTx,
  actor: Actor,
  q: Query<'cmpyCount'>,
): Promise<CompanyCounts> {
  const rows = await db
    .select({ status: cmpy.status, value: count() })
    .from(cmpy)
    .where(and(...companyConditions(actor, q)))
    .groupBy(cmpy.status);
  const of = (status: number) => rows.find((row) => row.status === status)?.value ?? 0;
  return {
    passCount: of(CompanyStatus.certified),
    checkCount: of(CompanyStatus.checking),
    rejectCount: of(CompanyStatus.rejected),
  };
}

export async function companyInfo(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  cmpyCode: string,
): Promise<CompanyDetail> {
  const row = await findCompany(db, actor, cmpyCode);
  return { ...toCompanyRow(config, row), history: await historyOf(db, companyLifecycle, cmpyCode) };
}

/** Certified companies the caller may pick (staff: their own), by name. */
function certifiedConditions(actor: Actor, cmpyName: string | undefined) {
  const own = companyScope(actor);
  return and(
    eq(cmpy.deleted, false),
    eq(cmpy.status, CompanyStatus.certified),
    own ? eq(cmpy.cmpyCode, own) : undefined,
    cmpyName ? containsText(cmpy.cmpyName, cmpyName) : undefined,
  );
}

export const YJ_LIST_LIMIT = 50;

export function certifiedOptions(db: DbOrTx, actor: Actor, q: Query<'yjList'>) {
  return db
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
    .from(cmpy)
    .where(certifiedConditions(actor, q.cmpyName))
    .orderBy(asc(cmpy.cmpyName))
    .limit(YJ_LIST_LIMIT);
}

export function certifiedPage(db: DbOrTx, actor: Actor, q: Query<'getCmpylist'>) {
  const condition = certifiedConditions(actor, q.cmpyName);
  return fetchPage(db, q, cmpy, condition, (limit, offset) =>
    db
      .select({
        cmpyCode: cmpy.cmpyCode,
        cmpyName: cmpy.cmpyName,
        provinceName: cmpy.provinceName,
        cityName: cmpy.cityName,
        countyName: cmpy.countyName,
        address: cmpy.address,
      })
      .from(cmpy)
      .where(condition)
      .orderBy(asc(cmpy.cmpyName), asc(cmpy.id))
      .limit(limit)
      .offset(offset),
  );
}
