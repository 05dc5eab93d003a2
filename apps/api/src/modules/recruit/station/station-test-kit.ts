import type { DbOrTx } from '../../../platform/db.ts';
import { jobApplyInfo } from '../apply/tables.ts';
import { station, stationMember } from './tables.ts';

/** Removes the demo stations and their members, for tests that count stations from an empty start. */
export async function withoutDemoStations(db: DbOrTx): Promise<void> {
  await db.delete(stationMember);
  await db.delete(station);
  await db.update(jobApplyInfo).set({ stationCode: null });
}
