import {
  STATION_MESSAGES as M,
  type StationAddBody,
  type StationCheckBody,
  StationState,
  stationLifecycle,
} from '@hr/contract';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { chosenRegion } from '../../common/region/service.ts';
import { findStation, live } from './queries.ts';
import { station } from './tables.ts';

type Fields = z.output<typeof StationAddBody>;

/** Region names from the region tables; each code must be the chain of the deepest one. */
async function resolveRegion(db: DbOrTx, f: Fields) {
  const chain = await chosenRegion(db, f, { missing: '所选行政区划不存在', mismatch: '所选行政区划不存在' });
  return {
    provinceName: chain.proName,
    cityName: chain.cityName ?? '',
    countyName: chain.countryName ?? '',
    streetName: f.streetCode ? chain.streetName : null,
    committeeName: f.committeeCode ? chain.committeeName : null,
  };
}

/** Whether another live station (not `self`) has this value in `column`. */
async function takenByOther(db: DbOrTx, column: SQL, self?: string) {
  const found = await db
    .select({ id: station.id })
    .from(station)
    .where(and(column, live, self ? ne(station.stationCode, self) : undefined))
    .limit(1);
  return found.length > 0;
}

/** validatedPhone: true when no other live station uses the phone; 409 when one does. */
export async function validatedPhone(db: DbOrTx, contactPhone: string, self?: string) {
  if (await takenByOther(db, eq(station.contactPhone, contactPhone), self)) throw conflict(M.phoneTaken);
  return true;
}

/** The phone and the name must not belong to another live station (409 with the reason). */
async function requireUnique(db: DbOrTx, f: { applyName: string; contactPhone: string }, self?: string) {
  await validatedPhone(db, f.contactPhone, self);
  if (await takenByOther(db, eq(station.applyName, f.applyName), self)) throw conflict(M.nameTaken);
}

async function companyOf(db: DbOrTx, actor: Actor, cmpyCode: string | null | undefined) {
  const scope = companyScope(actor);
  if (scope !== null) return scope;
  if (!cmpyCode) return null;
  const [found] = await db
    .select({ cmpyCode: cmpy.cmpyCode })
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)))
    .limit(1);
  if (!found) throw badRequest(M.companyMissing);
  return found.cmpyCode;
}

/** A unique-index violation from a concurrent save of the same name or phone. */
const duplicate = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (duplicate(error)) throw conflict(`${M.nameTaken}或${M.phoneTaken}`);
    throw error;
  }
}

const dataOf = (f: Fields) => ({
  applyName: f.applyName,
  contactPerson: f.contactPerson,
  contactPhone: f.contactPhone,
  provinceCode: f.provinceCode,
  cityCode: f.cityCode,
  countyCode: f.countyCode,
  streetCode: f.streetCode || null,
  committeeCode: f.committeeCode || null,
  address: f.address,
  lng: f.lng,
  lat: f.lat,
});

export async function addStation(db: Db, actor: Actor, f: Fields, audit: AuditFn) {
  const stationCode = newCode('S');
  await saving(() =>
    db.transaction(async (tx) => {
      await requireUnique(tx, f);
      const cmpyCode = await companyOf(tx, actor, f.cmpyCode);
      await tx.insert(station).values({
        stationCode,
        ...dataOf(f),
        ...(await resolveRegion(tx, f)),
        cmpyCode,
        approveState: StationState.pending,
        createdBy: actor.userId,
      });
      await recordCreation(tx, { entity: stationLifecycle.entity, code: stationCode, state: 0, actor });
      await audit({ action: 'station.add', target: stationCode, detail: f }, tx);
    }),
  );
  return { stationCode };
}

export async function editStation(db: Db, actor: Actor, f: Fields & { stationCode: string }, audit: AuditFn) {
  await saving(() =>
    db.transaction(async (tx) => {
      const row = await findStation(tx, actor, f.stationCode, true);
      const to = await recordTransition(tx, stationLifecycle, {
        action: 'edit',
        code: row.stationCode,
        state: row.approveState,
        actor,
      });
      await requireUnique(tx, f, row.stationCode);
      const cmpyCode = companyScope(actor) === null ? await companyOf(tx, actor, f.cmpyCode) : row.cmpyCode;
      await tx
        .update(station)
        .set({
          ...dataOf(f),
          ...(await resolveRegion(tx, f)),
          cmpyCode,
          approveState: to,
          approveRemark: null,
          updatedAt: new Date(),
        })
        .where(eq(station.id, row.id));
      await audit({ action: 'station.edit', target: row.stationCode, detail: f }, tx);
    }),
  );
  return null;
}

export async function checkStation(db: Db, actor: Actor, b: z.output<typeof StationCheckBody>) {
  await db.transaction(async (tx) => {
    const row = await findStation(tx, actor, b.stationCode, true);
    const rejecting = b.approveState === StationState.rejected;
    const remark = rejecting ? (b.approveRemark ?? null) : null;
    const to = await recordTransition(tx, stationLifecycle, {
      action: rejecting ? 'reject' : 'pass',
      code: row.stationCode,
      state: row.approveState,
      actor,
      remark,
    });
    const now = new Date();
    await tx
      .update(station)
      .set({ approveState: to, approveRemark: remark, checkTime: now, updatedAt: now })
      .where(eq(station.id, row.id));
  });
  return null;
}

export async function deleteStation(db: Db, actor: Actor, stationCode: string) {
  await db.transaction(async (tx) => {
    const row = await findStation(tx, actor, stationCode, true);
    const to = await recordTransition(tx, stationLifecycle, {
      action: 'remove',
      code: row.stationCode,
      state: row.approveState,
      actor,
    });
    await tx.update(station).set({ approveState: to, updatedAt: new Date() }).where(eq(station.id, row.id));
  });
  return null;
}
