import { formatApiTime } from '@hr/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signTestNotice } from '../../../platform/payment/test-provider.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newShop, recharge, scalar, shopAvailable } from '../test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'yunying02', 'hengda01'] });
const op = () => t.token('yunying01');
const BASE = '/consume/bill-withdrawal/pc';
const apply = (shopCode: string, amount: unknown, token = op()) =>
  t.call('POST', `${BASE}/apply`, { token, body: { shopCode, amount } });
const approve = (body: object, token = op()) => t.call('POST', `${BASE}/approve`, { token, body });
const pay = (applyCode: string, token = op()) =>
  t.call('POST', `${BASE}/toPayStore`, { token, body: { applyCode } });
const counts = async () =>
  Object.fromEntries(
    (await t.call('GET', `${BASE}/billCount`, { token: op() })).body.data.map(
      (r: { status: number; num: number }) => [r.status, r.num],
    ),
  );
const transfers = (applyCode: string) =>
  scalar(t, sql`select count(*) as n from payment_test_transfer where out_no like ${`${applyCode}%`}`);
const applications = () => scalar(t, sql`select count(*) as n from consume_bill_withdrawal`);

/** A shop with `cents` of card spends to withdraw. */
async function shopWithBills(name: string, cents: number, bankAccount?: string) {
  const shopCode = await newShop(t, op(), name, bankAccount);
  await recharge(t, op(), 'C_HENGDA', cents);
  const card = await t.call('POST', '/consume/card/pc/issueCard', {
    token: op(),
    body: { cmpyCode: 'C_HENGDA', holderName: '李娜', holderPhone: '13700001111', faceAmount: cents },
  });
  const cardNo = card.body.data.cardNo;
  await t.call('POST', '/consume/card/pc/approveCard', { token: op(), body: { cardNo, approveState: 1 } });
  const spent = await t.call('POST', '/consume/card/pc/spendCard', {
    token: op(),
    body: { cardNo, shopCode, amount: cents },
  });
  if (spent.body.code !== 200) throw new Error(spent.body.msg);
  return shopCode;
}

let shop = '';
beforeAll(async () => {
  shop = await shopWithBills('新郑市老街胡辣汤馆', 300_000);
});

describe('applying for a withdrawal', () => {
  it('holds the amount from the shop and counts a turn of the month', async () => {
    const before = await counts();
    const times = (await t.call('GET', `${BASE}/remainingTimes`, { token: op(), query: { shopCode: shop } }))
      .body.data;
    expect(times).toMatchObject({ limit: 4, used: 0, remaining: 4, available: 300_000 });
    expect(times.period).toBe(formatApiTime(new Date())!.slice(0, 7));
    const { body } = await apply(shop, 12_345);
    expect(body.data).toMatchObject({
      shopName: '新郑市老街胡辣汤馆',
      amount: 12_345,
      status: 0,
      statusName: '审批中',
    });
    expect(await shopAvailable(t, shop)).toBe(300_000 - 12_345);
    expect((await counts())[0]).toBe(before[0] + 1);
    const after = (await t.call('GET', `${BASE}/remainingTimes`, { token: op(), query: { shopCode: shop } }))
      .body.data;
    expect(after).toMatchObject({ used: 1, remaining: 3 });
  });

  it('refuses negative, fractional, text and above-balance amounts, changing nothing', async () => {
    const [n, available] = [await applications(), await shopAvailable(t, shop)];
    for (const amount of [-100, 0, 10.5, '100']) {
      expect((await apply(shop, amount)).body).toMatchObject({
        code: 400,
        msg: '提现金额必须是大于0的整数（单位：分）',
      });
    }
    expect((await apply(shop, available + 1)).body).toMatchObject({
      code: 400,
      msg: '提现金额超过商户可提现余额',
    });
    expect((await apply(shop, 100, t.token('hengda01'))).body.code).toBe(403);
    expect([await applications(), await shopAvailable(t, shop)]).toEqual([n, available]);
  });

  it('enforces the monthly limit; a rejected application gives its turn and money back', async () => {
    const other = await shopWithBills('新郑市枣乡特产店', 50_000);
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await apply(other, 1_000)).body.data.applyCode);
    expect((await apply(other, 1_000)).body).toMatchObject({
      code: 400,
      msg: '本月提现次数已用完（每月4次）',
    });
    expect(await shopAvailable(t, other)).toBe(46_000);
    expect((await approve({ applyCode: codes[0], status: 2 })).body.msg).toBe('请输入驳回原因');
    const rejected = await approve({ applyCode: codes[0], status: 2, remark: '账单金额有误' });
    expect(rejected.body.data).toMatchObject({
      status: 2,
      statusName: '审批失败',
      approveRemark: '账单金额有误',
    });
    expect(await shopAvailable(t, other)).toBe(47_000);
    expect((await apply(other, 1_000)).body.code).toBe(200);
    expect((await approve({ applyCode: codes[0], status: 1 })).body.msg).toBe(
      '当前状态为“审批失败”，不能审批通过',
    );
    expect((await pay(codes[0]!)).body.msg).toBe('当前状态为“审批失败”，不能支付到店');
  });
});

describe('paying to the store', () => {
  it('goes 0 → 1 → 5 → 3 with the counts after each step and pays once', async () => {
    const c0 = await counts();
    const code = (await apply(shop, 20_000)).body.data.applyCode as string;
    expect((await pay(code)).body.msg).toBe('当前状态为“审批中”，不能支付到店');
    expect(await counts()).toMatchObject({ 0: c0[0] + 1 });
    expect((await approve({ applyCode: code, status: 1 }, t.token('hengda01'))).body.code).toBe(403);
    expect((await approve({ applyCode: code, status: 1 })).body.data.status).toBe(1);
    expect(await counts()).toMatchObject({ 0: c0[0], 1: c0[1] + 1 });
    const paid = await pay(code);
    expect(paid.body.data).toMatchObject({
      status: 3,
      statusName: '已支付',
      payeeAccountMasked: '**** **** 7891',
    });
    expect(paid.body.data.providerRef).toMatch(/^TT/);
    expect(await counts()).toMatchObject({ 1: c0[1], 3: c0[3] + 1 });
    expect((await pay(code)).body).toMatchObject({ code: 400, msg: '该提现申请已支付，不能重复支付' });
    expect(await transfers(code)).toBe(1);
    const info = (await t.call('GET', `${BASE}/billInfo`, { token: op(), query: { applyCode: code } })).body
      .data;
    expect(info.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'approve',
      'pay',
      'paid',
    ]);
  });

  it('pays once when two operators pay at the same moment', async () => {
    const code = (await apply(shop, 7_000)).body.data.applyCode as string;
    await approve({ applyCode: code, status: 1 });
    const answers = await Promise.all([pay(code), pay(code, t.token('yunying02'))]);
    expect(answers.every((a) => a.body.code === 200 || a.body.msg === '该提现申请已支付，不能重复支付')).toBe(
      true,
    );
    const requests = await scalar(
      t,
      sql`select sum(requests) as n from payment_test_transfer where out_no like ${`${code}%`}`,
    );
    expect(requests).toBeGreaterThanOrEqual(1);
    expect(await transfers(code)).toBe(1);
    const row = (await t.call('GET', `${BASE}/billInfo`, { token: op(), query: { applyCode: code } })).body
      .data;
    expect(row.status).toBe(3);
    expect(row.history.filter((h: { action: string }) => h.action === 'paid')).toHaveLength(1);
  });

  it('a double notification of the payment applies once; a notice of another payment is refused', async () => {
    const code = (await apply(shop, 5_000)).body.data.applyCode as string;
    await approve({ applyCode: code, status: 1 });
    const paid = (await pay(code)).body.data;
    const notice = (providerRef: string) =>
      signTestNotice(t.config, {
        kind: 'transfer',
        outNo: paid.outNo,
        providerRef,
        amountCents: 5_000,
        status: 'succeeded',
        occurredAt: formatApiTime(new Date())!,
      });
    const notify = (body: unknown) => t.call('POST', '/backend-common/payment/test/notify', { body });
    const twice = await Promise.all([notify(notice(paid.providerRef)), notify(notice(paid.providerRef))]);
    expect(twice.map((a) => a.body.data?.outcome)).toEqual(['duplicate', 'duplicate']);
    expect((await notify(notice('TTforeign'))).body).toMatchObject({
      code: 400,
      msg: '该提现申请已支付，不能重复支付',
    });
    const notices = await scalar(
      t,
      sql`select count(*) as n from payment_notice where out_no = ${paid.outNo}`,
    );
    expect(notices).toBe(1);
    expect(await transfers(code)).toBe(1);
  });

  it('fails to pay an account ending 0000 (4) and pays again with a new number once the account is fixed', async () => {
    const failing = await shopWithBills('新郑市红枣超市', 9_000, '6222021234560000');
    const code = (await apply(failing, 9_000)).body.data.applyCode as string;
    await approve({ applyCode: code, status: 1 });
    const failed = (await pay(code)).body.data;
    expect(failed).toMatchObject({
      status: 4,
      statusName: '支付失败',
      failReason: '收款账户状态异常（测试）',
    });
    await t.call('POST', '/consume/shop/pc/saveShop', {
      token: op(),
      body: {
        shopCode: failing,
        shopName: '新郑市红枣超市',
        contactName: '刘洋',
        contactPhone: '13598765432',
        address: '新郑市人民路18号',
        bankAccountName: '新郑市红枣超市',
        bankAccount: '6222021234561234',
      },
    });
    const again = (await pay(code)).body.data;
    expect(again).toMatchObject({ status: 3, payeeAccountMasked: '**** **** 1234' });
    expect(again.outNo).not.toBe(failed.outNo);
    expect(await transfers(code)).toBe(2);
    expect(
      await scalar(
        t,
        sql`select count(*) as n from payment_test_transfer where out_no like ${`${code}%`} and status = 'succeeded'`,
      ),
    ).toBe(1);
  });
});

describe('the bill report', () => {
  it('sums spends, refunds, withdrawals and payments by shop and month', async () => {
    const month = formatApiTime(new Date())!.slice(0, 7);
    const { body } = await t.call('GET', `${BASE}/billReport`, {
      token: op(),
      query: { beginMonth: month, endMonth: month, shopName: '老街胡辣汤' },
    });
    expect(body.data).toEqual([
      {
        shopCode: shop,
        shopName: '新郑市老街胡辣汤馆',
        month,
        spendCount: 1,
        spendAmount: 300_000,
        refundAmount: 0,
        withdrawAmount: 12_345 + 20_000 + 7_000 + 5_000,
        paidAmount: 20_000 + 7_000 + 5_000,
      },
    ]);
    const wide = await t.call('GET', `${BASE}/billReport`, {
      token: op(),
      query: { beginMonth: '2025-01', endMonth: '2026-12' },
    });
    expect(wide.body).toMatchObject({ code: 400, msg: '统计范围最多12个月' });
  });
});
