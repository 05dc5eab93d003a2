import {
  type api,
  type CompanyRow,
  CompanyStatus,
  companyLifecycle,
  companyMessages,
  RECRUIT_COMPANY_TYPE,
  type RouteParsed,
} from '@hr/contract';
import { eq, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db.ts';
import { conflict, forbidden } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import {
  certificationColumns,
  checkStaffMayEdit,
  lockCompany,
  rememberAddress,
  toCompanyRow,
} from './service.ts';
import { cmpy } from './tables.ts';

interface Deps {
  db: Db;
  config: Config;
  actor: Actor;
  audit: AuditFn;
}
type Body<K extends 'submit' | 'update' | 'approve'> = RouteParsed<(typeof api.company)[K]>['body'];

/** Unique-index race on the credit code (two submissions at once) → the same 409 as the check. */
async function translateUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.code ?? failure.cause?.code) === '23505') throw conflict(companyMessages.creditCodeTaken);
    throw error;
  }
}

/**
 * (Re)applies for certification: staff for their own company, an operator for a named company, or an
 * operator registering a new one (no cmpyCode). The company goes to review (state 0).
 */
export function submitCompany({ db, config, actor, audit }: Deps, body: Body<'submit'>): Promise<CompanyRow> {
  const { cmpyCode: requested, ...fields } = body;
  const own = companyScope(actor);
  if (own && requested && requested !== own) throw forbidden(companyMessages.ownOnly);
  const cmpyCode = own ?? requested ?? null;
  return translateUniqueViolation(() =>
    db.transaction(async (tx) => {
      if (cmpyCode === null) {
        const columns = await certificationColumns(tx, actor, fields, null);
        const code = newCode('C');
        const [row] = await tx
          .insert(cmpy)
          .values({
            ...columns,
            cmpyCode: code,
            cmpyType: RECRUIT_COMPANY_TYPE,
            status: CompanyStatus.checking,
            submitTime: sql`now()`,
          })
          .returning();
        await recordCreation(tx, {
          entity: companyLifecycle.entity,
          code,
          state: CompanyStatus.checking,
          actor,
        });
        await rememberAddress(tx, code, columns);
        await audit({ action: 'cmpy.submit', target: code, detail: { cmpyName: columns.cmpyName } }, tx);
        return toCompanyRow(config, row!);
      }
      const current = await lockCompany(tx, actor, cmpyCode);
      const state = await recordTransition(tx, companyLifecycle, {
        action: 'submit',
        code: cmpyCode,
        state: current.status,
        actor,
      });
      const columns = await certificationColumns(tx, actor, fields, cmpyCode);
      const [row] = await tx
        .update(cmpy)
        .set({ ...columns, status: state, remark: null, submitTime: sql`now()`, updatedAt: sql`now()` })
        .where(eq(cmpy.cmpyCode, cmpyCode))
        .returning();
      await rememberAddress(tx, cmpyCode, columns);
      await audit({ action: 'cmpy.submit', target: cmpyCode, detail: { cmpyName: columns.cmpyName } }, tx);
      return toCompanyRow(config, row!);
    }),
  );
}

/** Edits a company's data without a state change (staff: their own, and only before certification). */
export function updateCompany({ db, config, actor, audit }: Deps, body: Body<'update'>): Promise<CompanyRow> {
  const { cmpyCode, ...fields } = body;
  return translateUniqueViolation(() =>
    db.transaction(async (tx) => {
      const current = await lockCompany(tx, actor, cmpyCode);
      checkStaffMayEdit(actor, current);
      const columns = await certificationColumns(tx, actor, fields, cmpyCode);
      const [row] = await tx
        .update(cmpy)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(cmpy.cmpyCode, cmpyCode))
        .returning();
      await rememberAddress(tx, cmpyCode, columns);
      await audit({ action: 'cmpy.update', target: cmpyCode }, tx);
      return toCompanyRow(config, row!);
    }),
  );
}

/** Passes (1) or rejects (2, with the reason) a company under review. */
export function approveCompany(
  { db, config, actor, audit }: Deps,
  body: Body<'approve'>,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const current = await lockCompany(tx, actor, body.cmpyCode);
    const rejecting = body.status === CompanyStatus.rejected;
    const remark = rejecting ? (body.remark ?? null) : null;
    const state = await recordTransition(tx, companyLifecycle, {
      action: rejecting ? 'reject' : 'pass',
      code: body.cmpyCode,
      state: current.status,
      actor,
      remark,
    });
    const [row] = await tx
      .update(cmpy)
      .set({ status: state, remark, checkTime: sql`now()`, updatedAt: sql`now()` })
      .where(eq(cmpy.cmpyCode, body.cmpyCode))
      .returning();
    await audit({ action: 'cmpy.approve', target: body.cmpyCode, detail: { status: state, remark } }, tx);
    return toCompanyRow(config, row!);
  });
}
