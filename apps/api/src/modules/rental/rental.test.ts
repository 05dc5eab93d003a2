import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { sheetRows } from '../recruit/apply/apply-file-kit.ts';
import { todayText } from './common.ts';
import { communityInput, houseInput, P, rentalKit } from './rental-test-kit.ts';

const OP = 'yunying01';
const t = useTestApp({ loginAs: ['admin', OP, 'hengda01'] });
const k = rentalKit(t);

const ok = <R extends { body: { code: number; msg: string; data: any } }>(res: R) => {
  expect(res.body.msg).toBe(res.body.code === 200 ? res.body.msg : 'expected success');
  expect(res.body.code).toBe(200);
  return res.body.data;
};

const today = todayText();
const year = Number(today.slice(0, 4));

/** Builds a community with one unit and houses 101–104; returns their codes. */
async function building(name: string) {
  const { communityCode } = ok(
    await k.post(OP, 'rent-community-info/save', communityInput({ communityName: name })),
  );
  const { unitCode } = ok(
    await k.post(OP, 'rent-unit-info/save', {
      communityCode,
      buildingName: '1号楼',
      unitName: '1单元',
      floorCount: 6,
    }),
  );
  const houses: string[] = [];
  for (const [i, number] of ['101', '102', '201', '202'].entries()) {
    const floor = Number(number[0]);
    houses.push(
      ok(
        await k.post(
          OP,
          'rent-house-detail-info/save',
          houseInput(unitCode, { houseNumber: number, floor, beds: 2 + i }),
        ),
      ).houseCode,
    );
  }
  return { communityCode, unitCode, houses };
}

async function company(name: string, extra: Record<string, string> = {}) {
  return ok(
    await k.addCmpy(OP, {
      cmpyName: name,
      contactPerson: '李主管',
      contactPhone: '13700002222',
      contractBegin: `${year - 1}-01-01`,
      contractEnd: `${year + 1}-12-31`,
      ...extra,
    }),
  ).rentCmpyCode as string;
}

describe('rentals: companies, communities, houses, allocation, residents, summary', () => {
  it('runs a community from creation to move-out with the figures following', async () => {
    const summary0 = ok(await k.post(OP, 'rentHome/getCommunitySummary', {}));
    const { communityCode, unitCode, houses } = await building('新郑市龙湖人才公寓');
    const acme = await company('河南中原优品食品有限公司', { cmpyCode: 'C_ZHONGYUAN' });
    expect(ok(await k.get(OP, 'rentCompanyInfo/getCmpyNameList')).map((c: any) => c.rentCmpyCode)).toContain(
      acme,
    );

    // The list shows total / occupied / free.
    const page = ok(await k.get(OP, 'rent-community-info/page', { communityName: '龙湖人才' }));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      houseTotal: 4,
      freeCount: 4,
      occupiedCount: 0,
      unitCount: 1,
      bedTotal: 14,
    });

    // Allocate two houses for this year.
    const period = { beginDate: `${year}-01-01`, endDate: `${year}-12-31` };
    ok(await k.distribute(OP, { houseCodes: houses.slice(0, 2), rentCmpyCode: acme, ...period }));
    const unit = ok(await k.get(OP, 'rent-unit-info/detail', { unitCode }));
    expect(unit.houses.map((h: any) => [h.houseNumber, h.stateName, h.rentCmpyName])).toEqual([
      ['201', '空闲', null],
      ['202', '空闲', null],
      ['101', '已分配', '河南中原优品食品有限公司'],
      ['102', '已分配', '河南中原优品食品有限公司'],
    ]);
    const summary1 = ok(await k.post(OP, 'rentHome/getCommunitySummary', {}));
    expect(summary1.allocatedCount - summary0.allocatedCount).toBe(2);
    expect(summary1.freeCount - summary0.freeCount).toBe(2);

    // Move a resident in; the house is occupied, a bed less is free.
    const { bizCode } = ok(
      await k.post(OP, 'rent/staff/yj/moveIn', {
        houseCode: houses[0],
        staffName: '赵小军',
        gender: 1,
        idCard: '41018419950101123X',
        phone: '13800001234',
        moveInDate: today,
      }),
    );
    const summary2 = ok(await k.post(OP, 'rentHome/getCommunitySummary', {}));
    expect(summary2.occupiedCount - summary0.occupiedCount).toBe(1);
    expect(summary2.livingCount - summary0.livingCount).toBe(1);
    expect(summary2.freeBeds - summary1.freeBeds).toBe(-1);
    const list = ok(await k.get(OP, 'rent/staff/yj/getRentlist', { communityCode }));
    expect(list.records[0]).toMatchObject({
      staffName: '赵小军',
      idCard: '410184********123X',
      phone: '138****1234',
      stateName: '在住',
      houseName: '1号楼1单元101',
    });

    // The house detail (its residents) has the mobile whole.
    const houseInfo = ok(await k.get(OP, 'rent-house-detail-info/detail', { houseCode: houses[0]! }));
    expect(houseInfo.residents[0]).toMatchObject({ staffName: '赵小军', phone: '13800001234' });

    // Export and read it back: the full ID number and mobile are in the file.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${P}/rent/staff/yj/export?communityCode=${communityCode}`,
      headers: { authorization: t.token(OP) },
    });
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toContain('身份证号');
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        '赵小军',
        '男',
        '41018419950101123X',
        '13800001234',
        '河南中原优品食品有限公司',
        '新郑市龙湖人才公寓',
      ]),
    );
    const communities = await t.app.inject({
      method: 'GET',
      url: `/api${P}/rent-community-info/export?communityName=${encodeURIComponent('龙湖人才')}`,
      headers: { authorization: t.token(OP) },
    });
    const crows = await sheetRows(communities.rawPayload);
    expect(crows[1]).toEqual(expect.arrayContaining(['新郑市龙湖人才公寓', 4, 1, 1, 2]));

    // The report counts this month.
    const month = today.slice(0, 7);
    const report = ok(
      await k.get(OP, 'rent-house-detail-info/report/list', {
        beginMonth: month,
        endMonth: month,
        communityCode,
      }),
    );
    expect(report).toEqual([
      expect.objectContaining({
        month,
        houseTotal: 4,
        bedTotal: 14,
        allocatedHouses: 2,
        occupiedHouses: 1,
        residentCount: 1,
        allocationRate: 50,
        bedRate: 7.1,
      }),
    ]);

    // Move out, then vacate the other house; history keeps who and when.
    ok(await k.post(OP, 'rent/staff/yj/moveOut', { bizCode, moveOutDate: today }));
    ok(await k.get(OP, 'rent-house-detail-info/toEmpty', { houseCode: houses[1]!, remark: '企业退租' }));
    const detail = ok(await k.get(OP, 'rent-house-detail-info/detail', { houseCode: houses[1]! }));
    expect(detail).toMatchObject({ state: 0, stateName: '空闲' });
    expect(detail.allocations[0]).toMatchObject({
      stateName: '已清空',
      allocatedBy: '王丽',
      vacatedBy: '王丽',
      remark: '企业退租',
    });
    const summary3 = ok(await k.post(OP, 'rentHome/getCommunitySummary', {}));
    expect(summary3.livingCount).toBe(summary0.livingCount);
    expect(summary3.allocatedCount - summary0.allocatedCount).toBe(1);
    const row = ok(await k.post(OP, 'rentHome/queryCommunityList', { communityName: '龙湖人才' })).records[0];
    expect(row).toMatchObject({
      houseTotal: 4,
      allocatedCount: 1,
      freeCount: 3,
      livingCount: 0,
      freeBeds: 14,
      houseRate: 25,
    });

    // The resident list keeps the moved-out; delItemByCode removes a wrong entry.
    expect(ok(await k.get(OP, 'rent/staff/yj/getRentlist', { communityCode, state: 2 })).total).toBe(1);
    ok(await k.get(OP, `rent/staff/delItemByCode/${bizCode}`));
    expect(ok(await k.get(OP, 'rent/staff/yj/getRentlist', { communityCode })).total).toBe(0);

    // Company list: houses held and people living.
    const companies = ok(await k.post(OP, 'rentCompanyInfo/cmpyList', { cmpyName: '中原优品' }));
    expect(companies.records[0]).toMatchObject({
      rentCmpyCode: acme,
      houseCount: 1,
      livingCount: 0,
      cmpyCode: 'C_ZHONGYUAN',
    });
  });

  it('edits a community, a unit and a house and shows them in the detail', async () => {
    const { communityCode, unitCode, houses } = await building('新郑市薛店职工公寓');
    ok(
      await k.post(OP, 'rent-community-info/update', {
        ...communityInput({ communityName: '新郑市薛店职工公寓二期' }),
        communityCode,
      }),
    );
    ok(
      await k.post(OP, 'rent-unit-info/update', {
        unitCode,
        buildingName: '2号楼',
        unitName: '1单元',
        floorCount: 8,
      }),
    );
    ok(
      await k.post(OP, 'rent-house-detail-info/update', {
        ...houseInput(unitCode, { houseNumber: '101A', area: 70.25, rentCents: 99900 }),
        houseCode: houses[0],
      }),
    );
    const detail = ok(await k.get(OP, 'rent-community-info/detail', { communityCode }));
    expect(detail).toMatchObject({
      communityName: '新郑市薛店职工公寓二期',
      streetName: '新建路街道',
      photos: [],
    });
    expect(detail.units).toEqual([
      expect.objectContaining({ buildingName: '2号楼', floorCount: 8, houseTotal: 4 }),
    ]);
    const house = ok(await k.get(OP, 'rent-house-detail-info/detail', { houseCode: houses[0]! }));
    expect(house).toMatchObject({
      houseNumber: '101A',
      area: 70.25,
      rentCents: 99900,
      buildingName: '2号楼',
    });
    const listed = ok(
      await k.post(OP, 'rent-house-detail-info/page', { communityCode, state: 0, houseNumber: '101' }),
    );
    expect(listed.records.map((h: any) => h.houseNumber)).toEqual(['101A']);
  });

  it('allows back-to-back periods and refuses overlapping ones with nothing changed', async () => {
    const { houses } = await building('新郑市双湖公寓');
    const a = await company('新郑市双湖物流有限公司');
    const b = await company('新郑市双湖电子有限公司');
    ok(
      await k.distribute(OP, {
        houseCodes: [houses[0]],
        rentCmpyCode: a,
        beginDate: `${year}-01-01`,
        endDate: `${year}-06-30`,
      }),
    );
    ok(
      await k.distribute(OP, {
        houseCodes: [houses[0]],
        rentCmpyCode: b,
        beginDate: `${year}-07-01`,
        endDate: `${year}-12-31`,
      }),
    );
    const before = await k.snapshot();
    const overlap = await k.distribute(OP, {
      houseCodes: [houses[1], houses[0]],
      rentCmpyCode: b,
      beginDate: `${year}-06-30`,
      endDate: `${year}-07-15`,
    });
    expect(overlap.body).toMatchObject({ code: 409, msg: '所选房屋在该期间已分配给其他企业：101' });
    expect(await k.snapshot()).toEqual(before);
  });

  it('allocates a house once when 20 calls for it arrive together', async () => {
    const { houses } = await building('新郑市并发测试公寓');
    const companies: string[] = [];
    for (let i = 0; i < 20; i++) companies.push(await company(`并发测试企业${i}`));
    const answers = await Promise.all(
      companies.map((rentCmpyCode) =>
        k.distribute(OP, {
          houseCodes: [houses[2]],
          rentCmpyCode,
          beginDate: `${year}-03-01`,
          endDate: `${year}-08-31`,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(19);
    const detail = ok(await k.get(OP, 'rent-house-detail-info/detail', { houseCode: houses[2]! }));
    expect(detail.allocations).toHaveLength(1);
    expect(detail.state).toBe(1);
  });

  it('keeps company staff out of the rental area', async () => {
    expect((await k.get('hengda01', 'rent-community-info/page')).body.code).toBe(403);
    expect(
      (
        await k.distribute('hengda01', {
          houseCodes: ['X'],
          rentCmpyCode: 'X',
          beginDate: today,
          endDate: today,
        })
      ).body.code,
    ).toBe(403);
  });
});
