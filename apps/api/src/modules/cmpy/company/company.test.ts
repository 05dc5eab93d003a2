import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_TRAIN_SCHOOLS } from '../../../seed/demo-train-schools.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { companyForm, creditCode, storedLicence } from './test-fixtures.ts';

/** The demo's certified companies besides 恒达 and 云帆: the training schools. */
const SCHOOLS = DEMO_TRAIN_SCHOOLS.length;

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01', 'yunfan01'] });
const as = (user: string) => ({ token: t.token(user) });
const counts = async (user = 'yunying01') => (await t.call('GET', '/cmpy/cmpyCount', as(user))).body.data;
const info = async (cmpyCode: string, user = 'yunying01') =>
  (await t.call('GET', '/cmpy/info', { ...as(user), query: { cmpyCode } })).body;
const approve = (body: object, user = 'yunying01') => t.call('POST', '/cmpy/approve', { ...as(user), body });
const rowCount = async () =>
  (
    (await t.database.db.execute(sql`select count(*)::int as n from cmpy`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('company list and counts', () => {
  it('counts the three tabs in one answer and lists each tab', async () => {
    expect(await counts()).toEqual({ passCount: 2 + SCHOOLS, checkCount: 1, rejectCount: 1 });
    const certified = await t.call('GET', '/cmpy/list', { ...as('yunying01'), query: { status: '1' } });
    expect(certified.body.data.total).toBe(2 + SCHOOLS);
    expect(certified.body.data.records[0]).toMatchObject({ statusName: '已认证', balance: 0, cmpyType: 10 });
    const named = await t.call('GET', '/cmpy/list', { ...as('yunying01'), query: { cmpyName: '云帆' } });
    expect(named.body.data.records.map((r: { cmpyCode: string }) => r.cmpyCode)).toEqual(['C_YUNFAN']);
    // One, two (the bigram index: containsText) and more characters; LIKE's wildcards as text.
    const codes = async (cmpyName: string) =>
      (await t.call('GET', '/cmpy/list', { ...as('yunying01'), query: { cmpyName } })).body.data.records.map(
        (r: { cmpyCode: string }) => r.cmpyCode,
      );
    expect(await codes('帆')).toEqual(['C_YUNFAN']);
    expect(await codes('云帆物流')).toEqual(['C_YUNFAN']);
    expect(await codes('帆_')).toEqual([]);
    expect(await codes('%')).toEqual([]);
  });

  it('keeps company staff to their own company', async () => {
    expect(await counts('hengda01')).toEqual({ passCount: 1, checkCount: 0, rejectCount: 0 });
    const list = await t.call('GET', '/cmpy/list', as('hengda01'));
    expect(list.body.data.records.map((r: { cmpyCode: string }) => r.cmpyCode)).toEqual(['C_HENGDA']);
    expect(await info('C_YUNFAN', 'hengda01')).toMatchObject({ code: 403, msg: '只能操作本企业的信息' });
    expect((await info('C_NOPE')).code).toBe(404);
  });

  it('refuses an unknown status or type', async () => {
    const status = await t.call('GET', '/cmpy/list', { ...as('yunying01'), query: { status: '7' } });
    expect(status.body).toMatchObject({ code: 400, msg: '认证状态只能是0、1、2' });
    const type = await t.call('GET', '/cmpy/list', { ...as('yunying01'), query: { cmpyType: '3' } });
    expect(type.body).toMatchObject({ code: 400, msg: '企业类型只能是10' });
  });

  it('offers certified companies to pickers (yjList, getCmpylist with source 2)', async () => {
    const options = await t.call('GET', '/cmpy/yjList', as('yunying01'));
    expect(options.body.data.map((o: { cmpyCode: string }) => o.cmpyCode).sort()).toEqual([
      'C_HENGDA',
      'C_HUAXIN',
      'C_JINQIAO',
      'C_YUNFAN',
    ]);
    expect((await t.call('GET', '/cmpy/yjList', as('yunfan01'))).body.data).toEqual([
      { cmpyCode: 'C_YUNFAN', cmpyName: '郑州云帆物流有限公司' },
    ]);
    const page = await t.call('GET', '/cmpy/getCmpylist', {
      ...as('yunying01'),
      query: { source: '2', pageSize: '1' },
    });
    expect(page.body.data.total).toBe(2 + SCHOOLS);
    expect(Object.keys(page.body.data.records[0]).sort()).toEqual(
      ['address', 'cityName', 'cmpyCode', 'cmpyName', 'countyName', 'provinceName'].sort(),
    );
    const wrongSource = await t.call('GET', '/cmpy/getCmpylist', {
      ...as('yunying01'),
      query: { source: '1' },
    });
    expect(wrongSource.body).toMatchObject({ code: 400, msg: 'source只能是2' });
  });
});

describe('certification from submission to approval', () => {
  let cmpyCode = '';

  it('registers a new company under review when an operator submits without a code', async () => {
    const key = await storedLicence(t.database.db, null);
    const { body } = await t.call('POST', '/cmpy/submit', { ...as('yunying01'), body: companyForm(key) });
    expect(body).toMatchObject({ code: 200, data: { status: 0, statusName: '审核中', cmpyType: 10 } });
    cmpyCode = body.data.cmpyCode;
    expect(body.data.bd09Lng).toBeGreaterThan(113.712);
    expect(body.data.licenceUrl).toContain('/api/backend-common/fileManage/object?objectKey=licence%2F');
    expect(body.data.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await counts()).toEqual({ passCount: 2 + SCHOOLS, checkCount: 2, rejectCount: 1 });
    // The company address joins the address history (type 1).
    const history = await t.call('GET', '/cmpy/cmpy-history-address/queryCmpyHistoryAddr', {
      ...as('yunying01'),
      query: { cmpyCode, type: '1' },
    });
    expect(history.body.data.records[0]).toMatchObject({ address: '龙湖镇华夏大道66号' });
  });

  it('refuses a missing or unknown licence and a taken credit code, changing nothing', async () => {
    const before = await rowCount();
    const { licenceObjectKey: _, ...noLicence } = companyForm('x');
    const missing = await t.call('POST', '/cmpy/submit', { ...as('yunying01'), body: noLicence });
    expect(missing.body).toMatchObject({ code: 400, msg: '请上传营业执照' });
    const unknown = await t.call('POST', '/cmpy/submit', {
      ...as('yunying01'),
      body: companyForm('licence/202611/00000000-0000-0000-0000-000000000000.png', {
        creditCode: creditCode('91410184MA9KXY1C3'),
      }),
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '营业执照图片不存在，请重新上传' });
    const taken = await t.call('POST', '/cmpy/submit', {
      ...as('yunying01'),
      body: companyForm(await storedLicence(t.database.db, null)),
    });
    expect(taken.body).toMatchObject({ code: 409, msg: '该统一社会信用代码已被其他企业使用' });
    expect(await rowCount()).toBe(before);
    expect(await counts()).toEqual({ passCount: 2 + SCHOOLS, checkCount: 2, rejectCount: 1 });
  });

  it('needs a reason to reject, and company staff may not review', async () => {
    expect((await approve({ cmpyCode, status: 2 })).body).toMatchObject({ code: 400, msg: '请输入驳回原因' });
    expect((await approve({ cmpyCode, status: 5 })).body.code).toBe(400);
    expect((await approve({ cmpyCode, status: 1 }, 'hengda01')).body.code).toBe(403);
    expect((await info(cmpyCode)).data.status).toBe(0);
  });

  it('passes it once, recording who and when; passing or rejecting again is refused', async () => {
    const passed = await approve({ cmpyCode, status: 1 });
    expect(passed.body).toMatchObject({ code: 200, data: { status: 1, statusName: '已认证', remark: null } });
    expect(passed.body.data.checkTime).not.toBeNull();
    expect(await counts()).toEqual({ passCount: 3 + SCHOOLS, checkCount: 1, rejectCount: 1 });
    const again = await approve({ cmpyCode, status: 1 });
    expect(again.body).toMatchObject({ code: 400, msg: '当前状态为“已认证”，不能审核通过' });
    const reject = await approve({ cmpyCode, status: 2, remark: '执照模糊' });
    expect(reject.body).toMatchObject({ code: 400, msg: '当前状态为“已认证”，不能驳回' });
    const detail = await info(cmpyCode);
    expect(
      detail.data.history.map((h: { actionName: string; operator: string }) => [h.actionName, h.operator]),
    ).toEqual([
      ['创建', '王丽'],
      ['审核通过', '王丽'],
    ]);
    expect(await counts()).toEqual({ passCount: 3 + SCHOOLS, checkCount: 1, rejectCount: 1 });
  });

  it('rejects with a reason, and the company reapplies to review', async () => {
    const rejected = await approve({ cmpyCode: 'C_ZHONGYUAN', status: 2, remark: '营业执照已过期' });
    expect(rejected.body.data).toMatchObject({ status: 2, remark: '营业执照已过期' });
    expect(await counts()).toEqual({ passCount: 3 + SCHOOLS, checkCount: 0, rejectCount: 2 });
    const key = await storedLicence(t.database.db, null);
    const form = companyForm(key, {
      cmpyCode: 'C_ZHONGYUAN',
      cmpyName: '河南中原优品食品有限公司',
      creditCode: creditCode('91410100MA47XY0Q1'),
    });
    const resubmitted = await t.call('POST', '/cmpy/submit', { ...as('yunying01'), body: form });
    expect(resubmitted.body.data).toMatchObject({ status: 0, remark: null });
    const history = (await info('C_ZHONGYUAN')).data.history;
    expect(history.map((h: { action: string; remark: string | null }) => [h.action, h.remark])).toEqual([
      ['reject', '营业执照已过期'],
      ['submit', null],
    ]);
  });
});

describe('company staff and their own company', () => {
  it('may not resubmit or edit once certified, nor touch another company', async () => {
    const key = await storedLicence(t.database.db, 'C_YUNFAN');
    const form = companyForm(key, {
      cmpyName: '郑州云帆物流有限公司',
      creditCode: creditCode('91410104MA45YF0L2'),
    });
    const submit = await t.call('POST', '/cmpy/submit', { ...as('yunfan01'), body: form });
    expect(submit.body).toMatchObject({ code: 400, msg: '当前状态为“已认证”，不能提交认证' });
    const update = await t.call('POST', '/cmpy/update', {
      ...as('yunfan01'),
      body: { ...form, cmpyCode: 'C_YUNFAN' },
    });
    expect(update.body).toMatchObject({ code: 400, msg: '企业已认证，信息不能修改' });
    const other = await t.call('POST', '/cmpy/submit', {
      ...as('yunfan01'),
      body: { ...form, cmpyCode: 'C_HENGDA' },
    });
    expect(other.body).toMatchObject({ code: 403, msg: '只能操作本企业的信息' });
    // Another company's licence image is not theirs to use.
    const foreign = await storedLicence(t.database.db, 'C_HENGDA');
    await t.database.db.execute(sql`update cmpy set status = 2 where cmpy_code = 'C_YUNFAN'`);
    const stolen = await t.call('POST', '/cmpy/update', {
      ...as('yunfan01'),
      body: { ...form, cmpyCode: 'C_YUNFAN', licenceObjectKey: foreign },
    });
    expect(stolen.body).toMatchObject({ code: 400, msg: '营业执照图片不存在，请重新上传' });
  });

  it('edit and reapply while rejected', async () => {
    const key = await storedLicence(t.database.db, 'C_YUNFAN');
    const form = companyForm(key, {
      cmpyName: '郑州云帆物流有限公司',
      creditCode: creditCode('91410104MA45YF0L2'),
    });
    const update = await t.call('POST', '/cmpy/update', {
      ...as('yunfan01'),
      body: { ...form, cmpyCode: 'C_YUNFAN' },
    });
    expect(update.body.data).toMatchObject({ status: 2, contactName: '刘洋' });
    const submit = await t.call('POST', '/cmpy/submit', { ...as('yunfan01'), body: form });
    expect(submit.body.data).toMatchObject({ cmpyCode: 'C_YUNFAN', status: 0 });
  });
});

describe('export', () => {
  it('writes the selected rows with Chinese headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cmpy/export',
      headers: { authorization: t.token('yunying01') },
      payload: { cmpyCodes: ['C_HENGDA', 'C_ANJU'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('企业认证列表.xlsx')}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('企业编号');
    expect(sheet.getRow(1).getCell(9).value).toBe('认证状态');
    const names = [sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value].sort();
    expect(names).toEqual(['新郑市安居家政服务有限公司', '新郑市恒达机械制造有限公司'].sort());
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(10).value).toBe('0.00');
  });

  it('needs a selection and the export permission', async () => {
    const none = await t.call('POST', '/cmpy/export', { ...as('yunying01'), body: { cmpyCodes: [] } });
    expect(none.body).toMatchObject({ code: 400, msg: '请先选择数据行' });
    const staff = await t.call('POST', '/cmpy/export', {
      ...as('hengda01'),
      body: { cmpyCodes: ['C_HENGDA'] },
    });
    expect(staff.body.code).toBe(403);
  });
});
