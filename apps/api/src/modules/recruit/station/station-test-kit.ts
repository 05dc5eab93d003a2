import type { DbOrTx } from '../../../platform/db.ts';
import { XINZHENG_REGION } from '../../cmpy/history-address/demo.ts';
import { jobApplyInfo } from '../apply/tables.ts';
import { station, stationMember } from './tables.ts';

/** Removes the demo stations and their members, for tests that count stations from an empty start. */
export async function withoutDemoStations(db: DbOrTx): Promise<void> {
  await db.delete(stationMember);
  await db.delete(station);
  await db.update(jobApplyInfo).set({ stationCode: null });
}

/** A running station in 新郑市, written directly (the station lifecycle has its own tests). */
export async function addRunningStation(
  db: DbOrTx,
  s: { stationCode: string; applyName: string; contactPhone: string },
): Promise<void> {
  await db.insert(station).values({
    ...s,
    ...XINZHENG_REGION,
    contactPerson: '刘敏',
    address: `${s.applyName}办公室`,
    lng: 113.74,
    lat: 34.4,
    approveState: 1,
  });
}
