import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { stationMember } from './tables.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01'] });
const op = () => t.token('yunying01');

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

const join = (stationCode: string, applyCode = 'AP001') => ({
  stationCode,
  statues: '4',
  jobCode: 'J001',
  usrCode: 'U001',
  applyCode,
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

  it('shows the join button while a station is running', async () => {
    expect((await get('getShowJoinStationFlag', { jobCode: 'J001' })).body.data).toBe('1');
    expect((await get('getShowJoinStationFlag', {})).body).toMatchObject({ code: 400, msg: '缺少职位编号' });
  });
});

describe('joining a station', () => {
  const members = () => t.database.db.select().from(stationMember).orderBy(asc(stationMember.id));

  it('joins a running station and moves the application when joined again', async () => {
    expect((await get('jobjoinStation', join(codeOf('甲服务站')))).body).toMatchObject({
      code: 200,
      success: true,
    });
    expect((await get('jobjoinStation', join(codeOf('乙服务站')))).body.code).toBe(200);
    const rows = await members();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      applyCode: 'AP001',
      stationCode: codeOf('乙服务站'),
      statues: 4,
      jobCode: 'J001',
    });
  });

  it('refuses a station that is not running, an unknown one and missing fields; nothing changes', async () => {
    const before = JSON.stringify(await members());
    expect((await get('jobjoinStation', join(codeOf('丙服务站'), 'AP002'))).body).toMatchObject({
      code: 400,
      msg: '该服务站未在运行，不能加入',
      success: false,
    });
    expect((await get('jobjoinStation', join('S_NONE', 'AP002'))).body).toMatchObject({ code: 404 });
    const { stationCode: _, ...noStation } = join('x');
    expect((await get('jobjoinStation', noStation)).body).toMatchObject({ code: 400, msg: '请选择服务站' });
    expect(JSON.stringify(await members())).toBe(before);
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
