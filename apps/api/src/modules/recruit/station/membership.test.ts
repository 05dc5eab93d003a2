import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { jobApplyInfo } from '../apply/tables.ts';
import { jobInfo } from '../job/tables.ts';
import { withoutDemoStations } from './station-test-kit.ts';
import { stationMember } from './tables.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01', 'yunfan01'] });
const op = () => t.token('yunying01');

beforeAll(() => withoutDemoStations(t.database.db));

const stationBody = (name: string, phone: string) => ({
  applyName: name,
  contactPerson: '王五',
  contactPhone: phone,
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  address: '新建路1号',
  lng: 113.74,
  lat: 34.4,
});

const get = (path: string, query: Record<string, string>, token = op()) =>
  t.call('GET', `/recruit/station/${path}`, { token, query });

const codes = new Map<string, string>();
const codeOf = (name: string) => codes.get(name) as string;

beforeAll(async () => {
  for (const [name, phone, approve] of [
    ['甲服务站', '13700000001', true],
    ['乙服务站', '13700000002', true],
    ['丙服务站', '13700000003', false],
  ] as const) {
    const res = await t.call('POST', '/recruit/station/addStation', {
      token: op(),
      body: stationBody(name, phone),
    });
    codes.set(name, res.body.data.stationCode);
    if (approve)
      await t.call('POST', '/recruit/station/checkStation', {
        token: op(),
        body: { stationCode: codeOf(name), approveState: 1 },
      });
  }
});

/** Demo applications (seed/demo-jobs.ts): two of 恒达's job J_DEMO_01, one of 云帆's J_DEMO_13. */
const HENGDA_APPLY = { applyCode: 'AP_DEMO_01', jobCode: 'J_DEMO_01', usrCode: 'U_DEMO_13838125601' };
const OTHER_APPLY = { applyCode: 'AP_DEMO_02', jobCode: 'J_DEMO_01', usrCode: 'U_DEMO_13613848807' };
const YUNFAN_APPLY = { applyCode: 'AP_DEMO_12', jobCode: 'J_DEMO_13', usrCode: 'U_DEMO_15036172203' };

const join = (stationCode: string, apply: Record<string, string> = HENGDA_APPLY) => ({
  stationCode,
  statues: '4',
  ...apply,
});

describe('station options', () => {
  it('lists running stations only, as applyCode and applyName', async () => {
    const bd = (await get('getBDStationList', {})).body.data;
    expect(bd).toEqual([
      { applyCode: codeOf('乙服务站'), applyName: '乙服务站' },
      { applyCode: codeOf('甲服务站'), applyName: '甲服务站' },
    ]);
    expect((await get('getBDStationList', { applyName: '甲' })).body.data).toHaveLength(1);
    const page = (await get('getActivitiStationList', { pageNum: '1', pageSize: '1' })).body.data;
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    // Any signed-in console user may read the options (company staff pick stations for their applicants).
    expect((await get('getActivitiStationList', {}, t.token('hengda01'))).body.data.total).toBe(2);
  });

  it('shows the join button for a job the caller sees while a station is running', async () => {
    const flag = async (jobCode: string, user = 'yunying01') =>
      (await get('getShowJoinStationFlag', { jobCode }, t.token(user))).body.data;
    expect(await flag('J_DEMO_01')).toBe('1');
    expect(await flag('J_DEMO_01', 'hengda01')).toBe('1');
    // Another company's job, an unknown one and a deleted one: no button.
    expect(await flag('J_DEMO_01', 'yunfan01')).toBe('0');
    expect(await flag('J_NONE')).toBe('0');
    await t.database.db.update(jobInfo).set({ approveType: 9 }).where(eq(jobInfo.jobCode, 'J_DEMO_20'));
    expect(await flag('J_DEMO_20')).toBe('0');
    expect((await get('getShowJoinStationFlag', {})).body).toMatchObject({ code: 400, msg: '缺少职位编号' });
  });
});

describe('joining a station', () => {
  const members = () => t.database.db.select().from(stationMember).orderBy(asc(stationMember.id));
  const stationOf = async (applyCode: string) =>
    (
      await t.database.db
        .select({ stationCode: jobApplyInfo.stationCode })
        .from(jobApplyInfo)
        .where(eq(jobApplyInfo.applyCode, applyCode))
    )[0]!.stationCode;
  /** Members and the applications' stations, to prove a refused join changed nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await members(),
      await t.database.db.select().from(jobApplyInfo).orderBy(jobApplyInfo.id),
    ]);

  it('joins a running station and moves the application when joined again', async () => {
    expect((await get('jobjoinStation', join(codeOf('甲服务站')))).body).toMatchObject({
      code: 200,
      success: true,
    });
    expect((await get('jobjoinStation', join(codeOf('乙服务站')))).body.code).toBe(200);
    const rows = await members();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      applyCode: 'AP_DEMO_01',
      stationCode: codeOf('乙服务站'),
      statues: 4,
      jobCode: 'J_DEMO_01',
    });
    expect(await stationOf('AP_DEMO_01')).toBe(codeOf('乙服务站'));
    // The applicant list shows the station by name.
    const list = await t.call('GET', '/recruit/applyInfo/queryPageJobApplyInfo', {
      token: op(),
      query: { state: '0', jobCode: 'J_DEMO_01' },
    });
    const row = list.body.data.records.find((r: { applyCode: string }) => r.applyCode === 'AP_DEMO_01');
    expect(row).toMatchObject({ stationCode: codeOf('乙服务站'), stationName: '乙服务站' });
  });

  it('lets company staff join their own applicants only', async () => {
    expect(
      (await get('jobjoinStation', join(codeOf('甲服务站'), OTHER_APPLY), t.token('hengda01'))).body.code,
    ).toBe(200);
    expect(await stationOf('AP_DEMO_02')).toBe(codeOf('甲服务站'));
    const before = await snapshot();
    expect(
      (await get('jobjoinStation', join(codeOf('甲服务站'), YUNFAN_APPLY), t.token('hengda01'))).body,
    ).toMatchObject({ code: 404, msg: '报名记录不存在' });
    expect(await snapshot()).toBe(before);
  });

  it('refuses an application that is not of that job and person, or does not exist; nothing changes', async () => {
    const before = await snapshot();
    for (const apply of [
      { ...HENGDA_APPLY, jobCode: 'J_DEMO_03' },
      { ...HENGDA_APPLY, usrCode: 'U_DEMO_13613848807' },
      { ...HENGDA_APPLY, applyCode: 'AP_NONE' },
    ])
      expect((await get('jobjoinStation', join(codeOf('甲服务站'), apply))).body).toMatchObject({
        code: 404,
        msg: '报名记录不存在',
        success: false,
      });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a station that is not running, an unknown one and missing fields; nothing changes', async () => {
    const before = await snapshot();
    expect((await get('jobjoinStation', join(codeOf('丙服务站'), OTHER_APPLY))).body).toMatchObject({
      code: 400,
      msg: '该服务站未在运行，不能加入',
      success: false,
    });
    expect((await get('jobjoinStation', join('S_NONE', OTHER_APPLY))).body).toMatchObject({
      code: 404,
      msg: '服务站不存在',
    });
    const { stationCode: _, ...noStation } = join('x');
    expect((await get('jobjoinStation', noStation)).body).toMatchObject({ code: 400, msg: '请选择服务站' });
    expect(await snapshot()).toBe(before);
  });
});

describe('station export', () => {
  const exportRows = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recruit/station/export',
      headers: { authorization: op() },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('服务站列表.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    return sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1, 3));
  };

  it('exports the tab, or only the chosen rows, with Chinese headers', async () => {
    expect(await exportRows({ approveState: 1 })).toEqual([
      ['服务站编号', '服务站名称'],
      [codeOf('乙服务站'), '乙服务站'],
      [codeOf('甲服务站'), '甲服务站'],
    ]);
    expect(await exportRows({ approveState: 1, stationCodes: [codeOf('甲服务站')] })).toEqual([
      ['服务站编号', '服务站名称'],
      [codeOf('甲服务站'), '甲服务站'],
    ]);
    expect(await exportRows({ approveState: 0 })).toEqual([
      ['服务站编号', '服务站名称'],
      [codeOf('丙服务站'), '丙服务站'],
    ]);
  });
});
