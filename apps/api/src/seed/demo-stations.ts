import { StationState, stationLifecycle } from '@hr/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { XINZHENG_REGION } from '../modules/cmpy/history-address/demo.ts';
import { jobApplyInfo } from '../modules/recruit/apply/tables.ts';
import { station, stationMember } from '../modules/recruit/station/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Platform stations of 新郑市's streets and towns (GCJ-02 near each seat), in the three review states. */
const DEMO_STATIONS = [
  {
    stationCode: 'S_DEMO_01',
    applyName: '新郑市新华路街道就业服务站',
    contactPerson: '陈晓东',
    contactPhone: '13903710011',
    streetCode: '410184002',
    streetName: '新华路街道',
    address: '新郑市新华路街道中华北路126号便民服务中心一楼',
    lng: 113.7406,
    lat: 34.3988,
    state: StationState.running,
    daysAgo: 40,
  },
  {
    stationCode: 'S_DEMO_02',
    applyName: '新郑市薛店镇劳务服务站',
    contactPerson: '刘桂芳',
    contactPhone: '13783710022',
    streetCode: '410184106',
    streetName: '薛店镇',
    address: '新郑市薛店镇中兴路18号镇政府院内',
    lng: 113.6542,
    lat: 34.5217,
    state: StationState.running,
    daysAgo: 25,
  },
  {
    stationCode: 'S_DEMO_03',
    applyName: '新郑市龙湖镇就业服务站',
    contactPerson: '马文博',
    contactPhone: '15038710033',
    streetCode: '410184109',
    streetName: '龙湖镇',
    address: '新郑市龙湖镇文昌路与双湖大道交叉口社区服务中心',
    lng: 113.6911,
    lat: 34.5633,
    state: StationState.pending,
    daysAgo: 1,
  },
] as const;

/** Hired applicants who joined a station: [job, phone, station, resume tab joined from]. */
const DEMO_MEMBERS = [['J_DEMO_08', '13783651210', 'S_DEMO_01', 4]] as const;

/**
 * Seeds the demo stations once, into a station table that never had a row (also into an existing demo
 * database), so the demo shows running stations, one to review, and 加入服务站 on its applications.
 */
export async function seedDemoStations(tx: DbOrTx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(station);
  if ((existing?.n ?? 0) > 0) return;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['yunying01', 'yunying02']));
  const userId = (name: string) => users.find((u) => u.username === name)?.id ?? null;
  const now = Date.now();

  await tx.insert(station).values(
    DEMO_STATIONS.map(({ state, daysAgo, ...fields }) => ({
      ...fields,
      ...XINZHENG_REGION,
      approveState: state,
      createdBy: userId('yunying02'),
      checkTime: state === StationState.running ? new Date(now - daysAgo * DAY + DAY) : null,
      createdAt: new Date(now - daysAgo * DAY),
      updatedAt: new Date(now - daysAgo * DAY),
    })),
  );
  await tx.insert(stateChange).values(
    DEMO_STATIONS.flatMap((s) => {
      const created = {
        entity: stationLifecycle.entity,
        code: s.stationCode,
        action: 'create',
        toState: StationState.pending,
        userId: userId('yunying02'),
        createdAt: new Date(now - s.daysAgo * DAY),
      };
      if (s.state !== StationState.running) return [created];
      const pass = stationLifecycle.actions.pass;
      return [
        created,
        {
          ...created,
          action: 'pass',
          fromState: StationState.pending,
          toState: pass.to,
          userId: userId('yunying01'),
          createdAt: new Date(now - s.daysAgo * DAY + DAY),
        },
      ];
    }),
  );

  for (const [jobCode, usrTel, stationCode, statues] of DEMO_MEMBERS) {
    const [apply] = await tx
      .select({ applyCode: jobApplyInfo.applyCode, usrCode: jobApplyInfo.usrCode })
      .from(jobApplyInfo)
      .where(and(eq(jobApplyInfo.jobCode, jobCode), eq(jobApplyInfo.usrTel, usrTel)))
      .limit(1);
    if (!apply) continue;
    await tx
      .insert(stationMember)
      .values({ applyCode: apply.applyCode, stationCode, usrCode: apply.usrCode, jobCode, statues });
    await tx.update(jobApplyInfo).set({ stationCode }).where(eq(jobApplyInfo.applyCode, apply.applyCode));
  }
}
