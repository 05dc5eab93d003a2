import {
  COURSE_LABEL_TYPE,
  FILING_LIVE_STATES,
  type FilingAction,
  FilingState,
  ORGAN_MESSAGES as M,
  type Organ,
  type OrganAddBody,
  type OrganFilters,
  type OrganInfo,
  type OrganListQuery,
  organLifecycle,
} from '@hr/contract';
import { and, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../platform/query.ts';
import { historyOf } from '../cmpy/company/history.ts';
import { chosenRegion } from '../common/region/service.ts';
import { labelNames, requireTrainLabels } from '../train/label/names.ts';
import { attachmentsOf, checkedAttachments } from './attachments.ts';
import { filingCounts, filingTimes, scopedTo, stateName } from './filing-access.ts';
import { skillOrgan } from './tables.ts';

type Fields = z.output<typeof OrganAddBody>;
type OrganRow = typeof skillOrgan.$inferSelect;

const live = inArray(skillOrgan.status, [...FILING_LIVE_STATES]);

/** A live organisation the caller may see, locked for a change when `lock`; 404 otherwise. */
export async function findOrgan(db: DbOrTx, actor: Actor, businessCode: string, lock = false) {
  const query = db
    .select()
    .from(skillOrgan)
    .where(and(eq(skillOrgan.businessCode, businessCode), live, scopedTo(actor, skillOrgan.cmpyCode)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Everything an organisation refers to, checked whatever the form allowed; the columns to write. */
async function columnsOf(tx: Tx, owner: string | null, f: Fields, self?: string) {
  const taken = await tx
    .select({ id: skillOrgan.id })
    .from(skillOrgan)
    .where(
      and(
        eq(skillOrgan.creditCode, f.creditCode),
        inArray(skillOrgan.status, [FilingState.draft, FilingState.submitted]),
        self ? ne(skillOrgan.businessCode, self) : undefined,
      ),
    )
    .limit(1);
  if (taken.length) throw conflict(M.creditCodeTaken);
  const labelCodes = await requireTrainLabels(tx, f.labelCodes, COURSE_LABEL_TYPE, M.scopeMissing);
  const chain = await chosenRegion(tx, f, { missing: M.regionMissing, mismatch: M.regionRequired });
  return {
    organName: f.organName,
    creditCode: f.creditCode,
    legalPerson: f.legalPerson,
    contactPerson: f.contactPerson,
    contactPhone: f.contactPhone,
    provinceCode: chain.proCode,
    provinceName: chain.proName,
    cityCode: f.cityCode,
    cityName: chain.cityName ?? '',
    countyCode: f.countyCode,
    countyName: chain.countryName ?? '',
    address: f.address,
    lng: f.lng,
    lat: f.lat,
    labelCodes,
    attachments: await checkedAttachments(tx, owner, f.attachments),
  };
}

export async function addOrgan(db: Db, actor: Actor, f: Fields, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const owner = companyScope(actor);
    const businessCode = newCode('SO');
    await tx.insert(skillOrgan).values({
      businessCode,
      ...(await columnsOf(tx, owner, f)),
      status: FilingState.draft,
      cmpyCode: owner,
      createdBy: actor.userId,
    });
    await recordCreation(tx, { entity: organLifecycle.entity, code: businessCode, state: 0, actor });
    await audit({ action: 'skillOrgan.add', target: businessCode, detail: { organName: f.organName } }, tx);
    return { businessCode };
  });
}

export async function editOrgan(
  db: Db,
  actor: Actor,
  f: Fields & { businessCode: string },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findOrgan(tx, actor, f.businessCode, true);
    const to = await recordTransition(tx, organLifecycle, {
      action: 'edit',
      code: row.businessCode,
      state: row.status,
      actor,
    });
    const columns = await columnsOf(tx, row.cmpyCode, f, row.businessCode);
    await tx
      .update(skillOrgan)
      .set({ ...columns, status: to, updatedAt: new Date() })
      .where(eq(skillOrgan.id, row.id));
    await audit(
      { action: 'skillOrgan.edit', target: row.businessCode, detail: { organName: f.organName } },
      tx,
    );
  });
  return null;
}

/** submit, cancleItem, delItem: one lifecycle action under the row lock, recorded in the history. */
export async function organAction(
  db: Db,
  actor: Actor,
  businessCode: string,
  action: Exclude<FilingAction, 'edit'>,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findOrgan(tx, actor, businessCode, true);
    const to = await recordTransition(tx, organLifecycle, {
      action,
      code: businessCode,
      state: row.status,
      actor,
    });
    const now = new Date();
    await tx
      .update(skillOrgan)
      .set({ status: to, updatedAt: now, ...(action === 'submit' ? { submitTime: now } : {}) })
      .where(eq(skillOrgan.id, row.id));
    await audit({ action: `skillOrgan.${action}`, target: businessCode }, tx);
  });
  return null;
}

function toOrgan(config: Config, row: OrganRow, names: Map<string, string>): Organ {
  return {
    businessCode: row.businessCode,
    organName: row.organName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    labelCodes: row.labelCodes,
    labelNames: row.labelCodes.map((code) => names.get(code) ?? code),
    attachments: attachmentsOf(config, row.attachments),
    status: row.status,
    statusName: stateName(organLifecycle, row.status),
    ...filingTimes(row),
  };
}

/** The list's filters but the state: the caller's scope, name (contains) and credit code. */
const organWhere = (actor: Actor, q: z.output<typeof OrganFilters>): SQL | undefined =>
  and(
    scopedTo(actor, skillOrgan.cmpyCode),
    q.organName ? ilike(skillOrgan.organName, containsPattern(q.organName)) : undefined,
    q.creditCode ? eq(skillOrgan.creditCode, q.creditCode) : undefined,
  );

/** organCount: the tabs' counts under the list's filters. */
export const countOrgans = (db: Db, actor: Actor, q: z.output<typeof OrganFilters>) =>
  filingCounts(db, skillOrgan, skillOrgan.status, organWhere(actor, q), organLifecycle);

export async function listOrgans(db: Db, config: Config, actor: Actor, q: z.output<typeof OrganListQuery>) {
  const where: SQL | undefined = and(
    q.status === undefined ? live : eq(skillOrgan.status, q.status),
    organWhere(actor, q),
  );
  const page = await fetchPage(db, q, skillOrgan, where, (limit, offset) =>
    db
      .select()
      .from(skillOrgan)
      .where(where)
      .orderBy(desc(skillOrgan.createdAt), desc(skillOrgan.id))
      .limit(limit)
      .offset(offset),
  );
  const names = await labelNames(
    db,
    page.records.flatMap((r) => r.labelCodes),
  );
  return { total: page.total, records: page.records.map((r) => toOrgan(config, r, names)) };
}

export async function organInfo(
  db: Db,
  config: Config,
  actor: Actor,
  businessCode: string,
): Promise<OrganInfo> {
  const row = await findOrgan(db, actor, businessCode);
  return {
    ...toOrgan(config, row, await labelNames(db, row.labelCodes)),
    history: await historyOf(db, organLifecycle, businessCode),
  };
}
