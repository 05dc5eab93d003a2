import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { hashPassword } from '../../../platform/password.ts';
import { createUser } from '../../../seed/users.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sysRole } from '../../system/roles/tables.ts';
import { withoutDemoStations } from './station-test-kit.ts';
import { station } from './tables.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01'] });
const op = () => t.token('yunying01');

beforeAll(() => withoutDemoStations(t.database.db));

export const sampleStation = (n: number) => ({
  applyName: `龙湖服务站${n}`,
  contactPerson: '张三',
  contactPhone: `1380013800${n}`,
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  address: `中华北路${n}号`,
  lng: 113.74,
  lat: 34.4,
});

const post = (path: string, body: unknown, token = op()) =>
  t.call('POST', `/recruit/station/${path}`, { token, body });
const get = (path: string, query: Record<string, string>, token = op()) =>
  t.call('GET', `/recruit/station/${path}`, { token, query });

async function add(n: number) {
  const res = await post('addStation', sampleStation(n));
  expect(res.body.msg, JSON.stringify(res.body)).toBe('操作成功');
  return res.body.data.stationCode as string;
}

const counts = async () => {
  const res = await get('countNumByApproveState', {});
  return Object.fromEntries(
    res.body.data.map((c: { approveState: number; num: number }) => [c.approveState, c.num]),
  );
};

const list = async (approveState: number) =>
  (await post('queryPageStation', { pageNum: 1, pageSize: 10, approveState })).body.data;

/** Every station row and every station state change, to prove a refused request changed nothing. */
const snapshot = async () =>
  JSON.stringify([
    await t.database.db.select().from(station).orderBy(asc(station.id)),
    await t.database.db.select().from(stateChange).where(eq(stateChange.entity, 'station')),
  ]);

async function expectRefused(
  res: Promise<{ body: { code: number; msg: string } }>,
  code: number,
  msg: string,
  before: string,
) {
  const { body } = await res;
  expect(body).toMatchObject({ code, msg, success: false });
  expect(await snapshot()).toBe(before);
}

describe('station lifecycle', () => {
  let code: string;

  it('adds a pending station with region names and records who created it', async () => {
    code = await add(1);
    const info = (await get('getStationInfo', { stationCode: code })).body.data;
    expect(info).toMatchObject({
      applyCode: code,
      approveState: 0,
      approveStateName: '待审核',
      provinceName: '河南省',
      countyName: '新郑市',
      streetCode: null,
    });
    expect(info.history).toEqual([
      expect.objectContaining({
        action: 'create',
        actionName: '新增',
        toState: 0,
        userName: expect.any(String),
      }),
    ]);
    expect(await counts()).toEqual({ 1: 0, 0: 1, 3: 0 });
    expect((await list(0)).records.map((s: { stationCode: string }) => s.stationCode)).toEqual([code]);
  });

  it('approves a pending station once; a second approval or a rejection is refused', async () => {
    expect((await post('checkStation', { stationCode: code, approveState: 1 })).body.code).toBe(200);
    expect(await counts()).toEqual({ 1: 1, 0: 0, 3: 0 });
    const before = await snapshot();
    await expectRefused(
      post('checkStation', { stationCode: code, approveState: 1 }),
      400,
      '当前状态为“运行中”，不能审核通过',
      before,
    );
    await expectRefused(
      post('checkStation', { stationCode: code, approveState: 3, approveRemark: '资料不全' }),
      400,
      '当前状态为“运行中”，不能审核驳回',
      before,
    );
    await expectRefused(
      get('deleteStationByStationNo', { stationCode: code }),
      400,
      '当前状态为“运行中”，不能删除',
      before,
    );
  });

  it('sends an edited running station back to review', async () => {
    const res = await post('editStation', { ...sampleStation(1), stationCode: code, contactPerson: '李四' });
    expect(res.body.code).toBe(200);
    const info = (await get('getStationInfo', { stationCode: code })).body.data;
    expect(info).toMatchObject({ approveState: 0, contactPerson: '李四' });
    expect(await counts()).toEqual({ 1: 0, 0: 1, 3: 0 });
  });

  it('rejects with a reason, shows it, and a resubmission clears it', async () => {
    const before = await snapshot();
    await expectRefused(
      post('checkStation', { stationCode: code, approveState: 3 }),
      400,
      '请输入驳回原因',
      before,
    );
    await post('checkStation', { stationCode: code, approveState: 3, approveRemark: '地址不详' });
    const rejected = (await get('getStationInfo', { stationCode: code })).body.data;
    expect(rejected).toMatchObject({ approveState: 3, approveRemark: '地址不详' });
    expect(rejected.checkTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rejected.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'pass',
      'edit',
      'reject',
    ]);
    expect(rejected.history[3]).toMatchObject({
      fromState: 0,
      toState: 3,
      remark: '地址不详',
      actionName: '审核驳回',
    });
    expect(await counts()).toEqual({ 1: 0, 0: 0, 3: 1 });
    await post('editStation', { ...sampleStation(1), stationCode: code });
    const resubmitted = (await get('getStationInfo', { stationCode: code })).body.data;
    expect(resubmitted).toMatchObject({ approveState: 0, approveRemark: null });
  });

  it('deletes a pending station softly: gone from lists and counts, its phone free again', async () => {
    expect((await get('deleteStationByStationNo', { stationCode: code })).body.code).toBe(200);
    expect((await get('getStationInfo', { stationCode: code })).body).toMatchObject({
      code: 404,
      msg: '服务站不存在',
    });
    expect(await counts()).toEqual({ 1: 0, 0: 0, 3: 0 });
    const [row] = await t.database.db.select().from(station).where(eq(station.stationCode, code));
    expect(row?.approveState).toBe(9);
    const before = await snapshot();
    await expectRefused(get('deleteStationByStationNo', { stationCode: code }), 404, '服务站不存在', before);
    await expectRefused(
      post('checkStation', { stationCode: code, approveState: 1 }),
      404,
      '服务站不存在',
      before,
    );
    expect((await get('validatedPhone', { contactPhone: sampleStation(1).contactPhone })).body.data).toBe(
      true,
    );
  });
});

describe('station input', () => {
  it('refuses bad input and duplicates with Chinese messages and changes nothing', async () => {
    const existing = await add(2);
    const before = await snapshot();
    await expectRefused(
      post('addStation', { ...sampleStation(3), contactPhone: '12345' }),
      400,
      '请输入正确的手机号',
      before,
    );
    await expectRefused(
      post('addStation', { ...sampleStation(3), applyName: '' }),
      400,
      '请输入服务站名称',
      before,
    );
    await expectRefused(
      post('addStation', { ...sampleStation(3), streetCode: '410184999' }),
      400,
      '所选行政区划不存在',
      before,
    );
    await expectRefused(
      post('addStation', { ...sampleStation(3), contactPhone: sampleStation(2).contactPhone }),
      409,
      '该手机号已被其他服务站使用',
      before,
    );
    await expectRefused(
      post('addStation', { ...sampleStation(3), applyName: sampleStation(2).applyName }),
      409,
      '服务站名称已存在',
      before,
    );
    await expectRefused(
      post('addStation', { ...sampleStation(3), cmpyCode: 'C_NONE' }),
      400,
      '企业不存在',
      before,
    );
    await expectRefused(
      post('checkStation', { stationCode: existing, approveState: 0 }),
      400,
      '审核结果只能是1通过或3驳回',
      before,
    );
  });

  it('keeps the five region levels with their names', async () => {
    const res = await post('addStation', {
      ...sampleStation(4),
      streetCode: '410184001',
      committeeCode: '410184001001',
      cmpyCode: 'C_HENGDA',
    });
    const info = (await get('getStationInfo', { stationCode: res.body.data.stationCode })).body.data;
    expect(info).toMatchObject({
      streetName: '新建路街道',
      committeeName: '北街社区居委会',
      cmpyCode: 'C_HENGDA',
    });
    expect(info.cmpyName).toEqual(expect.any(String));
  });

  it('validates a phone: format, use by another station, and the station itself while editing', async () => {
    const own = (await list(0)).records.find(
      (s: { contactPhone: string }) => s.contactPhone === '13800138002',
    );
    expect((await get('validatedPhone', { contactPhone: '13912345678' })).body.data).toBe(true);
    expect((await get('validatedPhone', { contactPhone: '13800138002' })).body).toMatchObject({
      code: 409,
      msg: '该手机号已被其他服务站使用',
    });
    expect(
      (await get('validatedPhone', { contactPhone: '13800138002', stationCode: own.stationCode })).body.data,
    ).toBe(true);
    expect((await get('validatedPhone', { contactPhone: '1381' })).body).toMatchObject({
      code: 400,
      msg: '请输入正确的手机号',
    });
  });

  it('filters the list by name and phone and pages by 10', async () => {
    const byName = (await post('queryPageStation', { approveState: 0, applyName: '服务站4' })).body.data;
    expect(byName.records.map((s: { applyName: string }) => s.applyName)).toEqual(['龙湖服务站4']);
    const byPhone = (await post('queryPageStation', { approveState: 0, contactPhone: '138002' })).body.data;
    expect(byPhone.total).toBe(1);
    const bad = await post('queryPageStation', { approveState: 2 });
    expect(bad.body).toMatchObject({ code: 400, msg: '状态只能是1运行中、0待审核、3审核驳回' });
  });
});

describe('who may do what', () => {
  let clerk: string;
  beforeAll(async () => {
    const db = t.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ roleCode: 'R_station_clerk', roleKey: 'station_clerk', roleName: '服务站录入' })
      .returning({ id: sysRole.id });
    await db.execute(
      sql`insert into sys_role_resource (role_id, resource_id) select ${role!.id}, id from sys_resource where perms in ('plateform:recruit', 'station:list', 'station:add', 'station:edit')`,
    );
    await createUser(
      db,
      { username: 'clerk', realName: '录入员', passwordHash: await hashPassword('Clerk12345') },
      [role!.id],
    );
    clerk = await t.login('clerk', 'Clerk12345');
  });

  it('lets a clerk add but not approve, delete or export', async () => {
    const code = (await post('addStation', sampleStation(5), clerk)).body.data.stationCode as string;
    const before = await snapshot();
    await expectRefused(
      post('checkStation', { stationCode: code, approveState: 1 }, clerk),
      403,
      '没有权限访问该功能',
      before,
    );
    await expectRefused(
      get('deleteStationByStationNo', { stationCode: code }, clerk),
      403,
      '没有权限访问该功能',
      before,
    );
    expect((await post('export', { approveState: 0 }, clerk)).body.code).toBe(403);
  });

  it('keeps company staff out of station management', async () => {
    const before = await snapshot();
    await expectRefused(
      post('addStation', sampleStation(6), t.token('hengda01')),
      403,
      '没有权限访问该功能',
      before,
    );
    expect((await post('queryPageStation', {}, t.token('hengda01'))).body.code).toBe(403);
  });
});
