import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ loginAs: ['yunying01', 'yunying02', 'hengda01', 'yunfan01'] });
// These tests count from an empty table: the demo applications (seed/demo-recharges.ts) are removed first.
beforeAll(async () => {
  await t.database.db.execute(sql`delete from cmpy_recharge_apply`);
});
const as = (user: string) => ({ token: t.token(user) });
const BASE = '/cmpy/card-cmpy-recharge-apply';
const application = {
  contactPerson: '李强',
  contactTell: '15037134403',
  explainRemark: '12月零工用工补贴预充值',
  rechargeTotalPeople: 20,
  rechargeTotalMoney: 1_250_050,
};
const apply = (user: string, body: object = application) =>
  t.call('POST', `${BASE}/checkRechargeApplyInfo`, { ...as(user), body });
const confirm = (applyCode: string, user = 'yunying01') =>
  t.call('POST', `${BASE}/rechargeApply/${applyCode}`, as(user));
const reject = (body: object, user = 'yunying01') =>
  t.call('POST', `${BASE}/rejectRecharge/`, { ...as(user), body });
const tabCounts = async (user = 'yunying01') =>
  (await t.call('GET', `${BASE}/queryRechargeApplyStatus`, as(user))).body.data.map(
    (row: { statues: number; count: number }) => [row.statues, row.count],
  );
const balance = async (cmpyCode: string) =>
  (
    (await t.database.db.execute(sql`select balance from cmpy where cmpy_code = ${cmpyCode}`)) as unknown as {
      rows: { balance: number | string }[];
    }
  ).rows.map((r) => Number(r.balance))[0];
const applicationCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*) as n from cmpy_recharge_apply`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );

describe('applying for a recharge', () => {
  it('lets company staff apply for their own company, pending, money in cents', async () => {
    const { body } = await apply('hengda01');
    expect(body).toMatchObject({
      code: 200,
      data: {
        cmpyCode: 'C_HENGDA',
        cmpyName: '新郑市恒达机械制造有限公司',
        rechargeTotalMoney: 1_250_050,
        rechargeTotalPeople: 20,
        statues: 0,
        statuesName: '待充值',
        rechargeStatues: 0,
      },
    });
    expect(await tabCounts()).toEqual([
      [0, 1],
      [1, 0],
      [2, 0],
    ]);
  });

  it('refuses negative, zero, fractional and text money, and bad people counts, changing nothing', async () => {
    const before = await applicationCount();
    for (const rechargeTotalMoney of [-100, 0, 99.5, '100', 'abc']) {
      const { body } = await apply('hengda01', { ...application, rechargeTotalMoney });
      expect(body).toMatchObject({ code: 400, msg: '充值金额必须是大于0的整数（单位：分）' });
    }
    expect((await apply('hengda01', { ...application, rechargeTotalPeople: -1 })).body.msg).toBe(
      '充值人数必须是大于0的整数',
    );
    expect((await apply('hengda01', { ...application, contactTell: '12345' })).body.msg).toBe(
      '手机号格式不正确',
    );
    expect(await applicationCount()).toBe(before);
  });

  it('needs a certified company, named by operators, never another company for staff', async () => {
    expect((await apply('yunying01')).body).toMatchObject({ code: 400, msg: '请选择充值企业' });
    expect((await apply('yunying01', { ...application, cmpyCode: 'C_ZHONGYUAN' })).body).toMatchObject({
      code: 400,
      msg: '企业未认证，不能申请充值',
    });
    expect((await apply('hengda01', { ...application, cmpyCode: 'C_YUNFAN' })).body.code).toBe(403);
    expect((await apply('yunying01', { ...application, cmpyCode: 'C_YUNFAN' })).body.data.cmpyCode).toBe(
      'C_YUNFAN',
    );
  });
});

describe('checking a recharge', () => {
  it('credits the balance once when an operator confirms; staff may not confirm', async () => {
    const { body } = await apply('hengda01', { ...application, rechargeTotalMoney: 30_000 });
    const code = body.data.applyCode as string;
    const start = await balance('C_HENGDA');
    expect((await confirm(code, 'hengda01')).body.code).toBe(403);
    const done = await confirm(code);
    expect(done.body.data).toMatchObject({ statues: 1, statuesName: '充值成功', rechargeStatues: 1 });
    expect(done.body.data.rechargeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(done.body.data.latestRevieEmployCode).toMatch(/^U/);
    expect(await balance('C_HENGDA')).toBe(start! + 30_000);
    expect((await confirm(code)).body).toMatchObject({
      code: 400,
      msg: '当前状态为“充值成功”，不能确认充值',
    });
    expect((await reject({ applyCode: code, remark: '重复' })).body).toMatchObject({
      code: 400,
      msg: '当前状态为“充值成功”，不能驳回充值',
    });
    expect(await balance('C_HENGDA')).toBe(start! + 30_000);
  });

  it('credits once when two operators confirm at the same moment', async () => {
    const { body } = await apply('yunfan01', { ...application, rechargeTotalMoney: 88_888 });
    const code = body.data.applyCode as string;
    const start = await balance('C_YUNFAN');
    const answers = await Promise.all([confirm(code, 'yunying01'), confirm(code, 'yunying02')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400]);
    expect(await balance('C_YUNFAN')).toBe(start! + 88_888);
    const info = await t.call('GET', `${BASE}/queryRechargeApplyInfo`, {
      ...as('yunying01'),
      query: { applyCode: code },
    });
    expect(info.body.data.history.map((h: { action: string }) => h.action)).toEqual(['create', 'recharge']);
  });

  it('rejects with a reason, crediting nothing', async () => {
    const { body } = await apply('hengda01', { ...application, rechargeTotalMoney: 500 });
    const code = body.data.applyCode as string;
    const start = await balance('C_HENGDA');
    expect((await reject({ applyCode: code })).body).toMatchObject({ code: 400, msg: '请输入驳回原因' });
    const rejected = await reject({ applyCode: code, remark: '付款凭证不清晰' });
    expect(rejected.body.data).toMatchObject({
      statues: 2,
      statuesName: '充值失败',
      remark: '付款凭证不清晰',
      rechargeStatues: 0,
    });
    expect((await confirm(code)).body).toMatchObject({
      code: 400,
      msg: '当前状态为“充值失败”，不能确认充值',
    });
    expect(await balance('C_HENGDA')).toBe(start);
    expect((await confirm('RA_UNKNOWN')).body).toMatchObject({ code: 404, msg: '充值申请不存在' });
  });
});

describe('lists, tabs and details', () => {
  it('lists each tab and counts per tab; staff see only their company', async () => {
    expect(await tabCounts()).toEqual([
      [0, 2],
      [1, 2],
      [2, 1],
    ]);
    const pending = await t.call('GET', `${BASE}/queryRechargeApplyList`, {
      ...as('yunying01'),
      query: { statues: '0' },
    });
    expect(pending.body.data.total).toBe(2);
    expect(await tabCounts('yunfan01')).toEqual([
      [0, 1],
      [1, 1],
      [2, 0],
    ]);
    const own = await t.call('GET', `${BASE}/queryRechargeApplyList`, as('yunfan01'));
    expect(new Set(own.body.data.records.map((r: { cmpyCode: string }) => r.cmpyCode))).toEqual(
      new Set(['C_YUNFAN']),
    );
    const foreign = own.body.data.records[0].applyCode;
    const peek = await t.call('GET', `${BASE}/queryRechargeApplyInfo`, {
      ...as('hengda01'),
      query: { applyCode: foreign },
    });
    expect(peek.body).toMatchObject({ code: 403, msg: '只能查看本企业的充值申请' });
  });

  it('refuses an unknown status and answers the status dictionary', async () => {
    const bad = await t.call('GET', `${BASE}/queryRechargeApplyList`, {
      ...as('yunying01'),
      query: { statues: '9' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '充值状态只能是0、1或2' });
    const dictionary = await t.call('GET', `${BASE}/queryRechargeStatus`, as('yunying01'));
    expect(dictionary.body.data).toEqual([
      { value: 0, label: '待充值' },
      { value: 1, label: '充值成功' },
      { value: 2, label: '充值失败' },
    ]);
  });
});
