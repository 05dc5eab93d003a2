import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { communityInput, houseInput, rentalKit } from './rental-test-kit.ts';

const OP = 'yunying01';
const t = useTestApp({ loginAs: [OP] });
const k = rentalKit(t);
const year = new Date().getFullYear();

/** Expects the call to be refused with `msg` and the rental tables unchanged. */
async function refused(
  call: () => Promise<{ body: { code: number; msg: string } }>,
  code: number,
  msg: string,
) {
  const before = await k.snapshot();
  const res = await call();
  expect(res.body).toMatchObject({ code, msg });
  expect(await k.snapshot()).toEqual(before);
}

describe('rentals: bad input changes nothing', () => {
  it('refuses bad houses: negative area or rent, zero beds, a number twice in one unit', async () => {
    const { communityCode } = (await k.post(OP, 'rent-community-info/save', communityInput())).body.data;
    const { unitCode } = (
      await k.post(OP, 'rent-unit-info/save', {
        communityCode,
        buildingName: '1号楼',
        unitName: '1单元',
        floorCount: 5,
      })
    ).body.data;
    const save = (extra: Record<string, unknown>) => () =>
      k.post(OP, 'rent-house-detail-info/save', houseInput(unitCode, extra));
    await refused(save({ area: -3 }), 400, '面积必须大于0');
    await refused(save({ area: 0 }), 400, '面积必须大于0');
    await refused(save({ area: 12.345 }), 400, '面积最多两位小数');
    await refused(save({ rentCents: -1 }), 400, '月租金不能为负数');
    await refused(save({ rentCents: 10.5 }), 400, '月租金必须是整数');
    await refused(save({ beds: 0 }), 400, '床位数至少为1');
    await refused(save({ houseNumber: ' ' }), 400, '请输入房号');
    await refused(save({ floor: 9 }), 400, '楼层不能高于单元的5层');
    expect((await save({})()).body.code).toBe(200);
    await refused(save({}), 409, '该单元已有此房号');
    await refused(
      () => k.post(OP, 'rent-house-detail-info/save', houseInput('RU_nothing')),
      404,
      '单元不存在',
    );
    await refused(
      () =>
        k.post(OP, 'rent-unit-info/save', {
          communityCode,
          buildingName: '1号楼',
          unitName: '1单元',
          floorCount: 5,
        }),
      409,
      '该小区已有同名楼栋单元',
    );
  });

  it('refuses bad communities and companies', async () => {
    const save = (extra: Record<string, unknown>) => () =>
      k.post(OP, 'rent-community-info/save', communityInput(extra));
    await refused(save({ communityName: '' }), 400, '请输入小区名称');
    await refused(save({ managerPhone: '123' }), 400, '手机号格式不正确');
    await refused(save({ committeeCode: '410184002001' }), 400, '所选省、市、区县、街道、社区不属于同一地区');
    await refused(save({ streetCode: '410184999', committeeCode: '' }), 400, '所选地区不存在');
    await refused(save({ photoCodes: ['M_nothing'] }), 400, '小区照片不存在，请重新选择');
    await refused(save({ communityName: '新郑市测试公寓小区' }), 409, '小区名称已存在');
    const cmpy = {
      cmpyName: '测试入住企业',
      contactPerson: '李',
      contactPhone: '13700002222',
      contractBegin: '2026-01-01',
      contractEnd: '2026-12-31',
    };
    await refused(
      () => k.addCmpy(OP, { ...cmpy, contractEnd: '2025-12-31' }),
      400,
      '结束日期不能早于开始日期',
    );
    await refused(
      () => k.addCmpy(OP, { ...cmpy, contractBegin: '2026-02-30' }),
      400,
      '合同开始日期格式应为 YYYY-MM-DD',
    );
    await refused(() => k.addCmpy(OP, { ...cmpy, cmpyCode: 'C_NOWHERE' }), 400, '所选平台企业不存在');
    expect((await k.addCmpy(OP, cmpy)).body.code).toBe(200);
    await refused(() => k.addCmpy(OP, cmpy), 409, '入住企业名称已存在');
  });

  it('refuses bad allocations, move-ins and reports', async () => {
    const { communityCode } = (
      await k.post(OP, 'rent-community-info/save', communityInput({ communityName: '分配校验小区' }))
    ).body.data;
    const { unitCode } = (
      await k.post(OP, 'rent-unit-info/save', {
        communityCode,
        buildingName: '1号楼',
        unitName: '1单元',
        floorCount: 5,
      })
    ).body.data;
    const { houseCode } = (await k.post(OP, 'rent-house-detail-info/save', houseInput(unitCode, { beds: 1 })))
      .body.data;
    const { rentCmpyCode } = (
      await k.addCmpy(OP, {
        cmpyName: '分配校验企业',
        contactPerson: '李',
        contactPhone: '13700002222',
        contractBegin: `${year}-01-01`,
        contractEnd: `${year}-12-31`,
      })
    ).body.data;
    const dist = (extra: Record<string, unknown>) => () =>
      k.distribute(OP, {
        houseCodes: [houseCode],
        rentCmpyCode,
        beginDate: `${year}-02-01`,
        endDate: `${year}-03-01`,
        ...extra,
      });
    await refused(dist({ endDate: `${year}-01-01` }), 400, '结束日期不能早于开始日期');
    await refused(dist({ houseCodes: [] }), 400, '请选择房屋');
    await refused(dist({ houseCodes: [houseCode, houseCode] }), 400, '房屋不能重复选择');
    await refused(
      dist({ endDate: `${year + 1}-03-01` }),
      400,
      `分配期间超出入住企业的合同期限（${year}-01-01 至 ${year}-12-31）`,
    );
    await refused(dist({ rentCmpyCode: 'RC_nothing' }), 400, '入住企业不存在');
    await refused(dist({ houseCodes: [houseCode, 'RH_nothing'] }), 404, '房屋不存在');
    const person = {
      houseCode,
      staffName: '钱七',
      gender: 2,
      idCard: '410184199001011234',
      phone: '13800001111',
      moveInDate: `${year}-02-10`,
    };
    await refused(
      () => k.post(OP, 'rent/staff/yj/moveIn', person),
      400,
      '房屋在入住日期未分配给企业，不能入住',
    );
    expect((await dist({})()).body.code).toBe(200);
    await refused(
      () => k.post(OP, 'rent/staff/yj/moveIn', { ...person, idCard: '41018419900101123' }),
      400,
      '身份证号格式不正确',
    );
    await refused(
      () => k.post(OP, 'rent/staff/yj/moveIn', { ...person, moveInDate: `${year}-04-01` }),
      400,
      '房屋在入住日期未分配给企业，不能入住',
    );
    const { bizCode } = (await k.post(OP, 'rent/staff/yj/moveIn', person)).body.data;
    await refused(
      () => k.post(OP, 'rent/staff/yj/moveIn', { ...person, idCard: '410184199001015678' }),
      400,
      '房屋床位已满',
    );
    await refused(
      () => k.post(OP, 'rent/staff/yj/moveOut', { bizCode, moveOutDate: `${year}-02-01` }),
      400,
      '退宿日期不能早于入住日期',
    );
    await refused(
      () => k.post(OP, 'rent-house-detail-info/update', { ...houseInput(unitCode, { beds: 0 }), houseCode }),
      400,
      '床位数至少为1',
    );
    await refused(
      () => k.get(OP, 'rent-house-detail-info/report/list', { beginMonth: '2026-05', endMonth: '2026-04' }),
      400,
      '结束月份不能早于开始月份',
    );
    await refused(
      () => k.get(OP, 'rent-house-detail-info/report/list', { beginMonth: '2024-01', endMonth: '2026-04' }),
      400,
      '报表最多24个月',
    );
    await refused(
      () => k.get(OP, 'rent-house-detail-info/toEmpty', { houseCode: 'RH_nothing' }),
      404,
      '房屋不存在',
    );
  });
});
