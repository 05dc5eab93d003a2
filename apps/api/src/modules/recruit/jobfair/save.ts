import {
  CompanyAddressType,
  type JobfairSaveBody,
  JobfairState,
  jobfairLifecycle,
  jobfairMessages,
  parseApiTime,
  type RegionChain,
} from '@hr/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, canTouchCompanyRecord, hasPermission } from '../../../platform/permissions.ts';
import { recordCompanyAddress } from '../../cmpy/history-address/service.ts';
import { material } from '../../common/material/tables.ts';
import { chosenRegion } from '../../common/region/service.ts';
import { liveJobfair } from './service.ts';
import { jobfair } from './tables.ts';

type SaveInput = z.output<typeof JobfairSaveBody>;

/** The poster's stored file: an image of the library the caller may use that did not fail review. */
async function posterKeyOf(db: DbOrTx, actor: Actor, posterCode: string): Promise<string> {
  const [image] = await db
    .select()
    .from(material)
    .where(
      and(eq(material.materialCode, posterCode), eq(material.deleted, false), eq(material.materialType, 1)),
    )
    .limit(1);
  if (!image?.objectKey) throw badRequest(jobfairMessages.posterMissing);
  if (image.cmpyCode !== null && !canTouchCompanyRecord(actor, image.cmpyCode))
    throw badRequest(jobfairMessages.posterMissing);
  if (image.applyState === 2) throw badRequest(jobfairMessages.posterFailed);
  return image.objectKey;
}

/** The five levels from the region table; the codes must exist and form one chain. */
const regionOf = (db: DbOrTx, input: SaveInput): Promise<RegionChain> =>
  chosenRegion(db, input, { missing: jobfairMessages.regionMissing, mismatch: jobfairMessages.regionChain });

function columnsOf(input: SaveInput, chain: RegionChain, posterKey: string) {
  return {
    jobfairName: input.jobfairName,
    jobfairType: input.jobfairType,
    beginTime: parseApiTime(input.beginTime)!,
    endTime: parseApiTime(input.endTime)!,
    posterCode: input.posterCode,
    posterKey,
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
  };
}

/**
 * Adds a fair (jobfair:add; pending review) or edits one (jobfair:edit, through the lifecycle: an online
 * fair is refused, any other goes back to review). A fair of a company also enters that company's address
 * history (type 3), in the same transaction.
 */
export async function saveJobfair(db: Db, actor: Actor, input: SaveInput, audit: AuditFn) {
  const editing = input.jobfairCode !== undefined;
  if (!hasPermission(actor, editing ? 'jobfair:edit' : 'jobfair:add')) throw forbidden();
  return db.transaction(async (tx) => {
    const chain = await regionOf(tx, input);
    const posterKey = await posterKeyOf(tx, actor, input.posterCode);
    const columns = columnsOf(input, chain, posterKey);
    let jobfairCode: string;
    let cmpyCode: string | null;
    if (input.jobfairCode !== undefined) {
      const row = await liveJobfair(tx, actor, input.jobfairCode, true);
      const state = await recordTransition(tx, jobfairLifecycle, {
        action: 'edit',
        code: row.jobfairCode,
        state: row.state,
        actor,
      });
      await tx
        .update(jobfair)
        .set({ ...columns, state, approveRemark: null, updatedAt: new Date() })
        .where(eq(jobfair.id, row.id));
      ({ jobfairCode, cmpyCode } = row);
    } else {
      jobfairCode = newCode('JF');
      cmpyCode = actor.cmpyCode;
      await tx.insert(jobfair).values({
        ...columns,
        jobfairCode,
        cmpyCode,
        state: JobfairState.pending,
        createdBy: actor.userCode,
      });
      await recordCreation(tx, { entity: jobfairLifecycle.entity, code: jobfairCode, state: 0, actor });
    }
    if (cmpyCode) {
      await recordCompanyAddress(tx, {
        cmpyCode,
        type: CompanyAddressType.jobfair,
        provinceCode: columns.provinceCode,
        provinceName: columns.provinceName,
        cityCode: columns.cityCode,
        cityName: columns.cityName,
        countyCode: columns.countyCode,
        countyName: columns.countyName,
        address: columns.address,
        gcj02Lng: columns.lng,
        gcj02Lat: columns.lat,
      });
    }
    await audit({ action: editing ? 'jobfair.edit' : 'jobfair.add', target: jobfairCode, detail: input }, tx);
    return { jobfairCode };
  });
}
