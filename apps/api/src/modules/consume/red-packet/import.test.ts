import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { XlsxCell } from '../../../platform/xlsx-stream.ts';
import { multipartBody } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { importsSettled } from './import.ts';
import { goodRow, idCardOf, importFile, readXlsx } from './test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const BASE = '/consume/user-red-pkg23';
const auth = () => ({ authorization: t.token('yunying01') });

const newBatch = async (batchName: string) => {
  const { body } = await t.call('POST', `${BASE}/addRedPkgBatch`, {
    token: t.token('yunying01'),
    body: { batchName, areaName: '新郑市' },
  });
  return body.data.batchCode as string;
};

async function upload(batchCode: string, bytes: Buffer, name = '红包用户.xlsx') {
  const form = await multipartBody({ batchCode }, { field: 'file', name, bytes });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${BASE}/impRedPkgUsers`,
    payload: form.payload,
    headers: { ...form.headers, ...auth() },
  });
  return response.json();
}

/** Uploads and waits for the job to end; answers the job as the page's poll sees it. */
async function importAndWait(batchCode: string, bytes: Buffer) {
  const started = await upload(batchCode, bytes);
  expect(started.code, started.msg).toBe(200);
  await importsSettled();
  const { body } = await t.call('GET', `${BASE}/queryImportJob`, {
    token: t.token('yunying01'),
    query: { jobCode: started.data.jobCode },
  });
  return body.data;
}

const usersIn = async (batchCode: string) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*) as n from red_pkg_user where batch_code = ${batchCode}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0]!.n,
  );
const stagingRows = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*) as n from red_pkg_import_staging`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );

const download = async (path: string, query: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: `/api${BASE}/${path}`, query, headers: auth() });
  return response;
};

describe('importing red-packet users', () => {
  it('offers the template with the four columns', async () => {
    const response = await download('downloadTemplate');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('红包用户导入模板.xlsx'));
    expect(await readXlsx(response.rawPayload)).toEqual([['姓名', '身份证号', '手机号', '红包金额（元）']]);
  });

  it('lands a good file of 100,000 rows whole, in 待提交, amounts in cents', async () => {
    const batchCode = await newBatch('十万人导入');
    const rows = function* () {
      for (let i = 0; i < 100_000; i++) yield goodRow(i);
    };
    const job = await importAndWait(batchCode, await importFile(rows()));
    expect(job).toMatchObject({
      state: 3,
      stateName: '导入成功',
      progress: 100,
      totalRows: 100_000,
      importedRows: 100_000,
      errorRows: 0,
    });
    expect(await usersIn(batchCode)).toBe(100_000);
    expect(await stagingRows()).toBe(0);
    const counts = await t.call('POST', `${BASE}/queryCheckTypeCount`, {
      token: t.token('yunying01'),
      body: { batchCode },
    });
    const expectedMoney = Array.from({ length: 100_000 }, (_, i) => (100 + (i % 50) * 10) * 100).reduce(
      (a, b) => a + b,
      0,
    );
    expect(counts.body.data[0]).toMatchObject({ checkType: 0, count: 100_000, money: expectedMoney });
    const one = await t.call('GET', `${BASE}/queryRedPkgUserList`, {
      token: t.token('yunying01'),
      query: { batchCode, idCard: idCardOf(12_345) },
    });
    expect(one.body.data.records[0]).toMatchObject({ source: 2, amount: (100 + (12_345 % 50) * 10) * 100 });
  }, 300_000);

  it('lands nothing when 3 rows of 10,000 are bad, and the error file names exactly those rows and why', async () => {
    const batchCode = await newBatch('三行有误');
    // File row n (the header is row 1) holds data index n - 2.
    const wrongCheck = `${idCardOf(99).slice(0, 17)}${idCardOf(99)[17] === '1' ? '2' : '1'}`;
    const bad = new Map<number, unknown[]>([
      [101, [goodRow(99)[0], wrongCheck, goodRow(99)[2], '200.00']],
      [5001, [...goodRow(4999).slice(0, 3), '12.345']],
      [9001, [goodRow(8999)[0], idCardOf(0), ...goodRow(8999).slice(2)]],
    ]);
    const rows = function* () {
      for (let i = 0; i < 10_000; i++) yield (bad.get(i + 2) as XlsxCell[] | undefined) ?? goodRow(i);
    };
    const job = await importAndWait(batchCode, await importFile(rows()));
    expect(job).toMatchObject({
      state: 4,
      stateName: '导入失败',
      errorRows: 3,
      importedRows: 0,
      totalRows: 10_000,
    });
    expect(job.errors).toEqual([
      { rowNo: 101, reason: '身份证号码校验位不正确' },
      { rowNo: 5001, reason: '红包金额必须大于0，最多两位小数' },
      { rowNo: 9001, reason: '身份证号在文件中重复（与第2行相同）' },
    ]);
    expect(job.message).toBe('共10000行，其中3行有误，未导入任何数据，请下载错误数据修改后重新导入');
    expect(await usersIn(batchCode)).toBe(0);
    expect(await stagingRows()).toBe(0);

    const response = await download('exportRedPkgUserError', { jobCode: job.jobCode });
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent('红包用户导入错误数据.xlsx'),
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet[0]).toEqual(['姓名', '身份证号', '手机号', '红包金额（元）', '错误原因']);
    expect(sheet).toHaveLength(10_001);
    const withReason = sheet.slice(1).flatMap((row, i) => (row[4] ? [[i + 2, row[1], row[3], row[4]]] : []));
    expect(withReason).toEqual([
      [101, wrongCheck, '200.00', '身份证号码校验位不正确'],
      [5001, idCardOf(4999), '12.345', '红包金额必须大于0，最多两位小数'],
      [9001, idCardOf(0), goodRow(8999)[3], '身份证号在文件中重复（与第2行相同）'],
    ]);
    // The same rows as uploaded, in order.
    expect(sheet[2]!.slice(0, 4)).toEqual(goodRow(1));
  }, 120_000);

  it('refuses ID numbers already in the campaign, and files that are not the template', async () => {
    const batchCode = await newBatch('重复导入');
    expect((await importAndWait(batchCode, await importFile([goodRow(1), goodRow(2)]))).state).toBe(3);
    const again = await importAndWait(batchCode, await importFile([goodRow(3), goodRow(2)]));
    expect(again).toMatchObject({
      state: 4,
      errorRows: 1,
      errors: [{ rowNo: 3, reason: '身份证号已在本批次中' }],
    });
    expect(await usersIn(batchCode)).toBe(2);

    const header = await importAndWait(
      batchCode,
      await importFile([goodRow(4)], ['姓名', '身份证', '电话', '金额']),
    );
    expect(header).toMatchObject({
      state: 4,
      message: '文件表头应为：姓名、身份证号、手机号、红包金额（元），请使用导入模板',
    });
    const empty = await importAndWait(batchCode, await importFile([]));
    expect(empty).toMatchObject({ state: 4, message: '文件中没有红包用户' });
    const garbage = await importAndWait(batchCode, Buffer.from('not a zip file at all'));
    expect(garbage).toMatchObject({ state: 4, message: '文件无法读取，请使用导入模板' });
    expect((await upload(batchCode, Buffer.from('a,b'), '红包用户.csv')).msg).toBe(
      '文件格式不正确,请上传xlsx格式文件',
    );
    expect((await upload('RB_NONE', await importFile([goodRow(5)]))).msg).toBe('红包批次不存在');
    expect(await usersIn(batchCode)).toBe(2);
  });
});
