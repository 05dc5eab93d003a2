import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { idCardOf, readXlsx } from './test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'yunying02', 'hengda01'] });
const as = (user: string) => ({ token: t.token(user) });
const BASE = '/consume/user-red-pkg23';
const post = (path: string, body: object, user = 'yunying01') =>
  t.call('POST', `${BASE}/${path}`, { ...as(user), body });
const get = (path: string, query: Record<string, string>, user = 'yunying01') =>
  t.call('GET', `${BASE}/${path}`, { ...as(user), query });

let batchCode = '';
const person = (i: number, amount = 20_000) => ({
  batchCode,
  realName: `测试${i}`,
  idCard: idCardOf(i),
  phone: `1380000${String(1000 + i).slice(-4)}`,
  amount,
});
const add = async (i: number, amount?: number) => {
  const { body } = await post('addRedPkgUser', person(i, amount));
  expect(body.code, body.msg).toBe(200);
  return body.data.userCode as string;
};
const tabs = async () =>
  (await post('queryCheckTypeCount', { batchCode })).body.data.map(
    (row: { checkType: number; count: number; money: number }) => [row.checkType, row.count, row.money],
  );
const snapshot = async () =>
  (
    (await t.database.db.execute(
      sql`select user_code, check_type, amount, real_name, deleted from red_pkg_user order by id`,
    )) as unknown as { rows: unknown[] }
  ).rows;
const historyOf = async (code: string) =>
  (
    (await t.database.db.execute(
      sql`select action, from_state, to_state, remark from state_change where entity = 'redPkgUser' and code = ${code} order by id`,
    )) as unknown as {
      rows: { action: string; from_state: number | null; to_state: number; remark: string | null }[];
    }
  ).rows.map((r) => [r.action, r.from_state, r.to_state, r.remark]);

beforeAll(async () => {
  const { body } = await post('addRedPkgBatch', {
    batchName: '2026年新郑市消费红包第一批',
    areaName: '新郑市',
  });
  expect(body.code, body.msg).toBe(200);
  batchCode = body.data.batchCode;
});

describe('red-packet users: add, edit, remove', () => {
  it('adds a user in 待提交 with money in cents, and lists it with its campaign', async () => {
    const { body } = await post('addRedPkgUser', {
      ...person(1),
      phone: '+8613800001001',
      idCard: idCardOf(1),
    });
    expect(body).toMatchObject({
      code: 200,
      data: {
        batchName: '2026年新郑市消费红包第一批',
        amount: 20_000,
        checkType: 0,
        checkTypeName: '待提交',
        source: 1,
      },
    });
    expect(body.data.phone).toBe('13800001001');
    const list = await get('queryRedPkgUserList', { batchCode, checkType: '0' });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0].userCode).toBe(body.data.userCode);
    // The list masks the ID number and mobile; the detail (the edit form's source) has them whole.
    expect(list.body.data.records[0]).toMatchObject({
      idCard: `${idCardOf(1).slice(0, 6)}********${idCardOf(1).slice(-4)}`,
      phone: '138****1001',
    });
    const detail = await get('queryRedPkgUserInfo', { userCode: body.data.userCode });
    expect(detail.body.data).toMatchObject({ idCard: idCardOf(1), phone: '13800001001' });
    expect(await historyOf(body.data.userCode)).toEqual([['create', null, 0, null]]);
  });

  it('refuses bad amounts, bad ID numbers and duplicates in the campaign, changing nothing', async () => {
    const before = await snapshot();
    for (const amount of [-100, 0, 99.5, '100', 'abc', null]) {
      const { body } = await post('addRedPkgUser', { ...person(2), amount });
      expect(body).toMatchObject({ code: 400, msg: '红包金额必须是大于0的整数（单位：分）' });
    }
    expect((await post('addRedPkgUser', person(2, 5_000_001))).body.msg).toBe('红包金额不能超过50000元');
    const badCheck = `${idCardOf(2).slice(0, 17)}${idCardOf(2)[17] === '0' ? '1' : '0'}`;
    expect((await post('addRedPkgUser', { ...person(2), idCard: badCheck })).body.msg).toBe(
      '身份证号码校验位不正确',
    );
    expect((await post('addRedPkgUser', { ...person(2), phone: '02912345678' })).body.msg).toBe(
      '手机号格式不正确',
    );
    expect((await post('addRedPkgUser', { ...person(1) })).body).toMatchObject({
      code: 409,
      msg: '身份证号已在本批次中',
    });
    expect((await post('addRedPkgUser', { ...person(2), batchCode: 'RB_NONE' })).body).toMatchObject({
      code: 404,
      msg: '红包批次不存在',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is the operators’ business: company staff may not list or add', async () => {
    expect((await get('queryRedPkgUserList', {}, 'hengda01')).body.code).toBe(403);
    expect((await post('addRedPkgUser', person(3), 'hengda01')).body.code).toBe(403);
  });

  it('edits and removes only users not under review', async () => {
    const code = await add(4, 10_000);
    const edited = await post('editRedPkgUser', { ...person(4, 12_345), userCode: code, realName: '李娜' });
    expect(edited.body).toMatchObject({ code: 200, data: { realName: '李娜', amount: 12_345 } });
    expect((await post('editRedPkgUser', { ...person(4, -1), userCode: code })).body.code).toBe(400);
    expect((await post('subCheRedPkgUsers', { batchCode, userCodes: [code] })).body).toMatchObject({
      code: 200,
      data: { count: 1, money: 12_345 },
    });
    const before = await snapshot();
    expect((await post('editRedPkgUser', { ...person(4, 100), userCode: code })).body).toMatchObject({
      code: 400,
      msg: '只有待提交或审核驳回的红包用户可以修改或删除',
    });
    expect((await post('removeRedPkgUser', { userCodes: [code] })).body.code).toBe(400);
    expect(await snapshot()).toEqual(before);
    const other = await add(5);
    expect((await post('removeRedPkgUser', { userCodes: [other] })).body).toMatchObject({
      data: { count: 1 },
    });
    expect((await get('queryRedPkgUserInfo', { userCode: other })).body.code).toBe(404);
    // Removed, the ID number may be added again.
    await add(5);
  });
});

describe('submit and review (the lifecycle table on the server)', () => {
  let a = '';
  let b = '';
  let c = '';
  beforeAll(async () => {
    a = await add(11, 10_000);
    b = await add(12, 20_050);
    c = await add(13, 30_000);
  });

  it('sums what a submit would take, then submits; a second submit is refused with nothing changed', async () => {
    expect((await post('querySubCheckMoney', { batchCode, userCodes: [a, b] })).body.data).toEqual({
      count: 2,
      money: 30_050,
    });
    expect((await post('subCheRedPkgUsers', { batchCode, userCodes: [a, b] })).body.data).toEqual({
      count: 2,
      money: 30_050,
    });
    const before = await snapshot();
    expect((await post('subCheRedPkgUsers', { batchCode, userCodes: [a, c] })).body).toMatchObject({
      code: 400,
      msg: '当前状态为“待审核”，不能提交审核',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a review without the permission, a reject without reason, and passing a draft', async () => {
    const before = await snapshot();
    expect((await post('checkRedPkgUsers', { batchCode, userCodes: [a], pass: false })).body).toMatchObject({
      code: 400,
      msg: '请输入驳回原因',
    });
    expect((await post('checkRedPkgUsers', { batchCode, userCodes: [c], pass: true })).body).toMatchObject({
      code: 400,
      msg: '当前状态为“待提交”，不能审核通过',
    });
    expect(
      (await post('checkRedPkgUsers', { batchCode, userCodes: [a], pass: true }, 'hengda01')).body.code,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('passes one, rejects another with its reason, and a rejected user is corrected and submitted again', async () => {
    expect((await post('queryCheckMoney', { batchCode, userCodes: [a, b] })).body.data).toEqual({
      count: 2,
      money: 30_050,
    });
    expect((await post('checkRedPkgUsers', { batchCode, userCodes: [a], pass: true })).body.data).toEqual({
      count: 1,
      money: 10_000,
    });
    const rejected = await post('checkRedPkgUsers', {
      batchCode,
      userCodes: [b],
      pass: false,
      checkRemark: '身份证号与姓名不一致',
    });
    expect(rejected.body.data).toEqual({ count: 1, money: 20_050 });
    const info = (await get('queryRedPkgUserInfo', { userCode: b })).body.data;
    expect(info).toMatchObject({
      checkType: 3,
      checkTypeName: '审核驳回',
      checkRemark: '身份证号与姓名不一致',
    });
    expect(info.checkUserName).toBe('王丽');
    expect(info.history.map((h: { actionName: string }) => h.actionName)).toEqual([
      '创建',
      '提交审核',
      '审核驳回',
    ]);
    expect(
      (await post('checkRedPkgUsers', { batchCode, userCodes: [a], pass: false, checkRemark: 'x' })).body,
    ).toMatchObject({
      code: 400,
      msg: '当前状态为“审核通过”，不能审核驳回',
    });
    expect((await post('editRedPkgUser', { ...person(12, 20_000), userCode: b })).body.code).toBe(200);
    expect((await post('subCheRedPkgUsers', { batchCode, userCodes: [b] })).body.data.count).toBe(1);
    expect(await historyOf(b)).toEqual([
      ['create', null, 0, null],
      ['submit', 0, 1, null],
      ['reject', 1, 3, '身份证号与姓名不一致'],
      ['submit', 3, 1, null],
    ]);
  });

  it('moves a whole campaign at once, only the states the table allows, history for each', async () => {
    const counts = await tabs();
    const draft = counts[0];
    const pending = counts[1];
    const sub = await post('subCheRedPkgUsers', { batchCode, all: true });
    expect(sub.body.data).toEqual({ count: draft[1], money: draft[2] });
    const after = await tabs();
    expect(after[0]).toEqual([0, 0, 0]);
    expect(after[1]).toEqual([1, pending[1] + draft[1], pending[2] + draft[2]]);
    expect(await historyOf(c)).toEqual([
      ['create', null, 0, null],
      ['submit', 0, 1, null],
    ]);
    expect((await post('subCheRedPkgUsers', { batchCode, all: true })).body).toMatchObject({
      code: 400,
      msg: '没有可提交审核的红包用户',
    });
    const passed = await post('checkRedPkgUsers', { batchCode, all: true, pass: true });
    expect(passed.body.data.count).toBe(after[1][1]);
    const final = await tabs();
    expect(final[1]).toEqual([1, 0, 0]);
    expect(final[2][1]).toBe(after[1][1] + after[2][1]);
    const statis = (await post('queryRedPkgStatisCount', { batchCode })).body.data;
    expect(statis).toEqual([
      expect.objectContaining({
        batchCode,
        totalCount: final.reduce((n: number, row: number[]) => n + row[1]!, 0),
        passedCount: final[2][1],
        passedMoney: final[2][2],
        pendingCount: 0,
      }),
    ]);
  });
});

describe('export', () => {
  it('streams the filtered users as xlsx with yuan amounts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${BASE}/exportRedPkgUsers`,
      query: { batchCode, checkType: '2' },
      headers: { authorization: t.token('yunying01') },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]!.slice(0, 6)).toEqual([
      '批次',
      '姓名',
      '身份证号',
      '手机号',
      '红包金额（元）',
      '审核状态',
    ]);
    const counts = await tabs();
    expect(rows.length - 1).toBe(counts[2][1]);
    expect(rows.find((row) => row[2] === idCardOf(11))!.slice(4, 6)).toEqual(['100.00', '审核通过']);
  });
});

describe('counters', () => {
  it('equal the users not removed per campaign and state after every add, edit, removal and review', async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const counted = await rows(
      sql`select batch_code, check_type, num::int, money::bigint::text from red_pkg_batch_count where num <> 0 or money <> 0 order by 1, 2`,
    );
    const grouped = await rows(
      sql`select batch_code, check_type, count(*)::int as num, sum(amount)::bigint::text as money from red_pkg_user where not deleted group by 1, 2 order by 1, 2`,
    );
    expect(counted.length).toBeGreaterThan(1);
    expect(counted).toEqual(grouped);
  });

  it('give the lists their totals: each tab’s total equals count(*), also after writes no API call makes', async () => {
    const counted = async (where: ReturnType<typeof sql>) =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from red_pkg_user where not deleted and ${where}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    const listTotal = async (query: Record<string, string>) => {
      const { body } = await get('queryRedPkgUserList', { pageNum: '1', pageSize: '1', ...query });
      expect(body.code, body.msg).toBe(200);
      return body.data.total as number;
    };
    const compare = async () => {
      const expected: number[] = [];
      const answered: number[] = [];
      for (const checkType of [undefined, 0, 1, 2, 3]) {
        const tab = checkType === undefined ? sql`true` : sql`check_type = ${checkType}`;
        const q: Record<string, string> = checkType === undefined ? {} : { checkType: String(checkType) };
        expected.push(await counted(sql`batch_code = ${batchCode} and ${tab}`), await counted(tab));
        answered.push(await listTotal({ batchCode, ...q }), await listTotal(q));
      }
      expect(answered).toEqual(expected);
      return expected;
    };
    const before = await compare();
    expect(before[0]).toBeGreaterThan(0);
    // Writes straight to the table (a state set by hand, a row inserted, one removed): the triggers follow.
    const { db } = t.database;
    await db.execute(
      sql`update red_pkg_user set check_type = 3 where id = (select min(id) from red_pkg_user where batch_code = ${batchCode} and not deleted and check_type = 0)`,
    );
    await db.execute(
      sql`insert into red_pkg_user (user_code, batch_code, real_name, id_card, phone, amount) values ('RU_BYHAND', ${batchCode}, '手工', ${idCardOf(9_999)}, '13800009999', 100)`,
    );
    await db.execute(sql`update red_pkg_user set deleted = true where user_code = 'RU_BYHAND'`);
    await db.execute(
      sql`insert into red_pkg_user (user_code, batch_code, real_name, id_card, phone, amount) values ('RU_BYHAND2', ${batchCode}, '手工', ${idCardOf(9_998)}, '13800009998', 100)`,
    );
    const after = await compare();
    expect(after).not.toEqual(before);
    // Under another filter the list counts its rows.
    const bySource = await listTotal({ batchCode, source: '1' });
    expect(bySource).toBe(await counted(sql`batch_code = ${batchCode} and source = 1`));
  });
});
