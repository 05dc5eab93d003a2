import { count, eq, inArray } from 'drizzle-orm';
import { XINZHENG_REGION } from '../modules/cmpy/history-address/demo.ts';
import { addDays, todayText } from '../modules/rental/common.ts';
import {
  rentAllocation,
  rentCommunity,
  rentCompany,
  rentHouse,
  rentResident,
  rentUnit,
} from '../modules/rental/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';

const COMPANIES = [
  {
    rentCmpyCode: 'RC_DEMO_HENGDA',
    cmpyName: '新郑市恒达机械制造有限公司',
    cmpyCode: 'C_HENGDA',
    contactPerson: '周建国',
    contactPhone: '13903711201',
    months: [-10, 14],
  },
  {
    rentCmpyCode: 'RC_DEMO_YUNFAN',
    cmpyName: '郑州云帆物流有限公司',
    cmpyCode: 'C_YUNFAN',
    contactPerson: '孙海燕',
    contactPhone: '13783711202',
    months: [-6, 0],
  },
  {
    rentCmpyCode: 'RC_DEMO_FUKANG',
    cmpyName: '新郑市富康电子科技有限公司',
    cmpyCode: null,
    contactPerson: '吴志强',
    contactPhone: '15037111203',
    months: [-3, 21],
  },
] as const;

const COMMUNITIES = [
  {
    communityCode: 'RM_DEMO_01',
    communityName: '新郑市轩辕人才公寓',
    streetCode: '410184002',
    streetName: '新华路街道',
    address: '新郑市新华路街道中华北路168号',
    lng: 113.7412,
    lat: 34.4011,
    managerName: '韩立新',
    managerPhone: '13838111301',
    units: [
      { unitCode: 'RU_DEMO_01', buildingName: '1号楼', unitName: '1单元', floorCount: 6, perFloor: 4 },
      { unitCode: 'RU_DEMO_02', buildingName: '1号楼', unitName: '2单元', floorCount: 6, perFloor: 4 },
    ],
  },
  {
    communityCode: 'RM_DEMO_02',
    communityName: '新郑市薛店产业工人公寓',
    streetCode: '410184106',
    streetName: '薛店镇',
    address: '新郑市薛店镇工业园区兴业路28号',
    lng: 113.6578,
    lat: 34.5189,
    managerName: '郭春梅',
    managerPhone: '13938111302',
    units: [{ unitCode: 'RU_DEMO_03', buildingName: 'A栋', unitName: '1单元', floorCount: 5, perFloor: 3 }],
  },
] as const;

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗';
const GIVEN = [
  '志强',
  '海燕',
  '建军',
  '秀英',
  '晓东',
  '丽娟',
  '伟',
  '芳',
  '磊',
  '静',
  '涛',
  '敏',
  '鹏',
  '婷',
  '浩然',
  '雪梅',
];

const monthShift = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Two workers' apartment communities in 新郑市 with units and houses in every state: free, allocated to a
 * company, occupied; vacated allocations and moved-out residents as history. Seeded once (empty tables).
 */
export async function seedDemoRentals(tx: DbOrTx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(rentCommunity);
  if ((existing?.n ?? 0) > 0) return;
  const [operator] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'yunying01'));
  const by = operator?.id ?? null;
  const today = todayText();
  const companies = await tx
    .insert(rentCompany)
    .values(
      COMPANIES.map((c) => ({
        rentCmpyCode: c.rentCmpyCode,
        cmpyName: c.cmpyName,
        cmpyCode: c.cmpyCode,
        contactPerson: c.contactPerson,
        contactPhone: c.contactPhone,
        contractBegin: monthShift(today, c.months[0]),
        // 云帆's contract ends within the month: the summary lists it as expiring.
        contractEnd: c.months[1] === 0 ? addDays(today, 20) : addDays(monthShift(today, c.months[1]), -1),
        createdBy: by,
      })),
    )
    .returning();
  const company = (code: string) => companies.find((c) => c.rentCmpyCode === code)!;
  let person = 0;
  for (const c of COMMUNITIES) {
    const [community] = await tx
      .insert(rentCommunity)
      .values({
        communityCode: c.communityCode,
        communityName: c.communityName,
        ...XINZHENG_REGION,
        streetCode: c.streetCode,
        streetName: c.streetName,
        address: c.address,
        lng: c.lng,
        lat: c.lat,
        managerName: c.managerName,
        managerPhone: c.managerPhone,
        createdBy: by,
      })
      .returning();
    for (const u of c.units) {
      const [unit] = await tx
        .insert(rentUnit)
        .values({
          unitCode: u.unitCode,
          communityId: community!.id,
          buildingName: u.buildingName,
          unitName: u.unitName,
          floorCount: u.floorCount,
        })
        .returning();
      for (let floor = 1; floor <= u.floorCount; floor++) {
        for (let n = 1; n <= u.perFloor; n++) {
          const houseNumber = `${floor}${String(n).padStart(2, '0')}`;
          const big = n === 1 || n === u.perFloor;
          const [house] = await tx
            .insert(rentHouse)
            .values({
              houseCode: `RH_DEMO_${u.unitCode.slice(-2)}_${houseNumber}`,
              unitId: unit!.id,
              communityId: community!.id,
              houseNumber,
              floor,
              layout: big ? '两室一厅' : '单间',
              areaHundredths: big ? 7850 : 3260,
              beds: big ? 6 : 2,
              rentCents: big ? 150000 : 65000,
            })
            .returning();
          // Which company, if any: floors 1–2 恒达, 3 云帆, 4 富康; the top floors stay free; one house in
          // four of the held ones has nobody living yet.
          const key = (floor + n) % 4;
          const holder =
            floor <= 2
              ? 'RC_DEMO_HENGDA'
              : floor === 3
                ? 'RC_DEMO_YUNFAN'
                : floor === 4 && n !== 2
                  ? 'RC_DEMO_FUKANG'
                  : null;
          if (c.communityCode === 'RM_DEMO_01' && u.unitCode === 'RU_DEMO_01' && floor === 5 && n === 1) {
            // A free house with history: allocated last year, vacated.
            await tx.insert(rentAllocation).values({
              allocationCode: `RA_DEMO_OLD_${houseNumber}`,
              houseId: house!.id,
              rentCompanyId: company('RC_DEMO_HENGDA').id,
              beginDate: monthShift(today, -10),
              endDate: addDays(monthShift(today, -4), -1),
              state: 2,
              remark: '企业调整用房，提前退租',
              allocatedBy: by,
              allocatedAt: new Date(`${monthShift(today, -10)}T09:00:00+08:00`),
              vacatedBy: by,
              vacatedAt: new Date(`${monthShift(today, -5)}T15:30:00+08:00`),
            });
          }
          if (!holder) continue;
          const rc = company(holder);
          const [allocation] = await tx
            .insert(rentAllocation)
            .values({
              allocationCode: `RA_DEMO_${u.unitCode.slice(-2)}_${houseNumber}`,
              houseId: house!.id,
              rentCompanyId: rc.id,
              beginDate: rc.contractBegin,
              endDate: rc.contractEnd,
              allocatedBy: by,
              allocatedAt: new Date(`${rc.contractBegin}T10:00:00+08:00`),
            })
            .returning();
          let living = 0;
          if (key !== 0) {
            const people = Math.min(house!.beds, key + (big ? 2 : 0));
            for (let i = 0; i < people + 1; i++) {
              person++;
              const movedOut = i === people; // one earlier resident moved out
              const moveIn = addDays(rc.contractBegin, 3 + ((person * 7) % 40));
              const gender = person % 3 === 0 ? 2 : 1;
              await tx.insert(rentResident).values({
                bizCode: `RS_DEMO_${String(person).padStart(4, '0')}`,
                houseId: house!.id,
                allocationId: allocation!.id,
                rentCompanyId: rc.id,
                communityId: community!.id,
                staffName: `${SURNAMES[person % SURNAMES.length]}${GIVEN[person % GIVEN.length]}`,
                gender,
                idCard: `410184${1985 + (person % 15)}${String((person % 12) + 1).padStart(2, '0')}${String((person % 27) + 1).padStart(2, '0')}${String(100 + person).slice(-3)}${person % 10}`,
                phone: `138${String(37110000 + person * 37).slice(0, 8)}`,
                moveInDate: moveIn,
                moveOutDate: movedOut ? addDays(moveIn, 60) : null,
                state: movedOut ? 2 : 1,
                createdBy: by,
                movedOutBy: movedOut ? by : null,
              });
              if (!movedOut) living++;
            }
          }
          await tx
            .update(rentHouse)
            .set({ state: living > 0 ? 2 : 1, livingCount: living })
            .where(inArray(rentHouse.id, [house!.id]));
        }
      }
    }
  }
}
