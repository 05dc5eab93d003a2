import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bigscreenMessages, SOCIAL_IMPORT_COLUMNS } from '@hr/contract';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../../platform/audit.tables.ts';
import { multipartBody } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sheetRows } from '../../recruit/apply/apply-file-kit.ts';
import { bigscreenSocialReport } from './tables.ts';
import { clearWeatherCache } from './weather.ts';

const OP = 'yunying01';
const t = useTestApp({ loginAs: [OP, 'hengda01'] });
const B = '/hrbd-bigscreen';
const get = async (path: string, query: Record<string, string> = {}) =>
  (await t.call('GET', `${B}/${path}`, { token: t.token(OP), query })).body;

const HEADERS = SOCIAL_IMPORT_COLUMNS.map((c) => c.header);

async function xlsx(rows: unknown[][], header: string[] = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('月度数据');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(bytes: Buffer | string, name = '社保.xlsx', user = OP) {
  const { payload, headers } = await multipartBody({}, { field: 'file', name, bytes });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${B}/report-social-security/import`,
    payload,
    headers: { ...headers, authorization: t.token(user) },
  });
  return res.json() as { code: number; msg: string; data: any; success: boolean };
}

/** What a refused import must leave untouched: the stored months and the audit log. */
const snapshot = async () => ({
  months: await t.database.db.select().from(bigscreenSocialReport).orderBy(bigscreenSocialReport.reportTime),
  audit: (await t.database.db.select({ n: count() }).from(sysAuditLog))[0]!.n,
});

const may = ['2025-05', 120000, 118000, 119500, 90000, 85000, 1500, 2300, 1800];
const june = ['2025-06', 121000, 119000, 120500, 91000, 86000, 1000, 2100, 1100];

describe('monthly social-security import', () => {
  it('shows no figures until a month is imported (data null, empty trend)', async () => {
    expect(await get('report-total/analysis', { reportTime: '2025-06' })).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await get('report-social-security/analysis')).data).toEqual([]);
  });

  it('serves a template whose header is the import columns', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${B}/report-social-security/template`,
      headers: { authorization: t.token(OP) },
    });
    expect(res.statusCode).toBe(200);
    expect((await sheetRows(res.rawPayload))[0]).toEqual(HEADERS);
  });

  it('refuses a file with bad rows whole, naming each bad row, and changes nothing', async () => {
    const before = await snapshot();
    const res = await importFile(
      await xlsx([
        may,
        ['2025/07', 1, 1, 1, 1, 1, 1, 1, 1],
        ['2025-08', -5, 0, 0, 0, 0, 0, 0, 0],
        ['2025-09', 100, 101, 0, 0, 0, 0, 0, 0],
        ['2025-05', 1, 1, 1, 1, 1, 1, 1, 1],
        ['2025-10', 10, 1, 1, 1, 1, 1, '', 1.5],
        ['2999-01', 10, 1, 1, 1, 1, 1, 1, 1],
      ]),
    );
    expect(res.code).toBe(400);
    const lines = res.msg.split('\n');
    expect(lines[0]).toBe('导入失败，未导入任何数据：');
    expect(lines.slice(1)).toEqual([
      '第3行：统计月份应为YYYY-MM格式，如2026-01',
      '第4行：参保总人数应为0到100000000的整数',
      '第5行：养老保险参保人数不能大于参保总人数',
      '第6行：统计月份与第2行重复',
      '第7行：流入人数不能为空；流出人数应为0到100000000的整数',
      '第8行：统计月份不能晚于本月',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file not made from the template, or not an xlsx, changing nothing', async () => {
    const before = await snapshot();
    const wrongHeader = await importFile(await xlsx([may], ['月份', ...HEADERS.slice(1)]));
    expect(wrongHeader).toMatchObject({ code: 400, msg: bigscreenMessages.badHeader });
    expect(await importFile(await xlsx([]))).toMatchObject({ code: 400, msg: bigscreenMessages.noRows });
    expect(await importFile('not a workbook')).toMatchObject({ code: 400, msg: bigscreenMessages.notXlsx });
    expect(await importFile(await xlsx([may]), '社保.csv')).toMatchObject({
      code: 400,
      msg: bigscreenMessages.notXlsx,
    });
    expect((await importFile(await xlsx([may]), '社保.xlsx', 'hengda01')).code).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('imports good months, shows them, and replaces a month imported again', async () => {
    const res = await importFile(await xlsx([june, may]));
    expect(res).toMatchObject({ code: 200, data: { rowCount: 2, months: ['2025-05', '2025-06'] } });
    const total = (await get('report-total/analysis', { reportTime: '2025-06' })).data;
    expect(total).toMatchObject({
      reportTime: '2025-06',
      insuredNum: 121000,
      pensionNum: 119000,
      medicalNum: 120500,
      unemploymentNum: 91000,
      injuryNum: 86000,
      newInsuredNum: 1000,
      inflowNum: 2100,
      outflowNum: 1100,
    });
    expect(total.importTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const trend = (await get('report-social-security/analysis')).data;
    expect(
      trend.map((r: { reportTime: string; insuredNum: number }) => [r.reportTime, r.insuredNum]),
    ).toEqual([
      ['2025-05', 120000],
      ['2025-06', 121000],
    ]);

    // A month typed so that Excel stores it as a date is read as that month.
    const again = await importFile(await xlsx([[new Date(Date.UTC(2025, 5, 1)), 122000, ...june.slice(2)]]));
    expect(again).toMatchObject({ code: 200, data: { months: ['2025-06'] } });
    expect((await get('report-total/analysis', { reportTime: '2025-06' })).data.insuredNum).toBe(122000);
    expect(await get('report-total/analysis', { reportTime: '2025-07' })).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await snapshot()).months).toHaveLength(2);
  });
});

describe('weather', () => {
  const asked: string[] = [];
  let answer: unknown = {};
  const provider = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  afterAll(() => new Promise((done) => provider.close(done)));

  const cast = (date: string) => ({
    date,
    week: '3',
    dayweather: '晴',
    nightweather: '多云',
    daytemp: '12',
    nighttemp: '2',
    daywind: '北',
    nightwind: '北',
    daypower: '1-3',
    nightpower: '1-3',
  });

  it('says the service is not configured without a key', async () => {
    t.config.weather = { amapKey: null, amapUrl: 'http://127.0.0.1:9/' };
    expect(await get('weather/city')).toMatchObject({
      code: 400,
      msg: bigscreenMessages.weatherNotConfigured,
    });
  });

  it("asks the configured AMap service for the city's forecast (default 410184) and keeps it a while", async () => {
    await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
    const { port } = provider.address() as AddressInfo;
    t.config.weather = { amapKey: 'test-key', amapUrl: `http://127.0.0.1:${port}/v3/weather/weatherInfo` };
    clearWeatherCache();
    answer = {
      status: '1',
      info: 'OK',
      forecasts: [
        {
          city: '新郑市',
          adcode: '410184',
          province: '河南',
          reporttime: '2026-11-26 11:00:00',
          casts: [cast('2026-11-26'), cast('2026-11-27')],
        },
      ],
    };
    const res = await get('weather/city');
    expect(res).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(res.data).toEqual({
      city: '新郑市',
      adcode: '410184',
      province: '河南',
      reporttime: '2026-11-26 11:00:00',
      casts: [cast('2026-11-26'), cast('2026-11-27')],
    });
    const url = new URL(asked[0]!, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'test-key',
      city: '410184',
      extensions: 'all',
      output: 'JSON',
    });
    await get('weather/city');
    expect(asked).toHaveLength(1);

    answer = { status: '0', info: 'INVALID_USER_KEY' };
    expect(await get('weather/city', { cityCode: '410100' })).toMatchObject({
      code: 500,
      msg: bigscreenMessages.weatherUnavailable,
    });
    expect(await get('weather/city', { cityCode: '4101' })).toMatchObject({ code: 400 });
  });
});
