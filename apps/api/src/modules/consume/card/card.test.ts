import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../../test/roles.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { companyBalance, newShop, recharge, scalar, shopAvailable } from '../test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'yunying02', 'hengda01'] });
const op = () => t.token('yunying01');
const CARD = '/consume/card/pc';
const issue = (body: object, token = op()) => t.call('POST', `${CARD}/issueCard`, { token, body });
const approve = (body: object, token = op()) => t.call('POST', `${CARD}/approveCard`, { token, body });
const spend = (body: object, token = op()) => t.call('POST', `${CARD}/spendCard`, { token, body });
const refund = (movementCode: string, amount?: unknown) =>
  t.call('POST', `${CARD}/refundCard`, {
    token: op(),
    body: amount === undefined ? { movementCode } : { movementCode, amount },
  });
const info = async (cardNo: string) =>
  (await t.call('GET', `${CARD}/cardInfo`, { token: op(), query: { cardNo } })).body.data;
const card = { cmpyCode: 'C_YUNFAN', holderName: '张伟', holderPhone: '13838112201', faceAmount: 20_000 };
const cards = () => scalar(t, sql`select count(*) as n from consume_card`);
const movements = () => scalar(t, sql`select count(*) as n from consume_card_movement`);

let shopCode = '';
beforeAll(async () => {
  await recharge(t, op(), 'C_YUNFAN', 100_000);
  shopCode = await newShop(t, op(), '新郑市好味道餐饮店');
});

describe('issuing cards against the company balance', () => {
  it('takes the amount off the balance, pending, with an issue movement and counts per tab', async () => {
    const start = await companyBalance(t, 'C_YUNFAN');
    const before = (await t.call('GET', `${CARD}/cardCount`, { token: op() })).body.data;
    const { body } = await issue(card);
    expect(body).toMatchObject({
      code: 200,
      data: { cmpyName: '郑州云帆物流有限公司', faceAmount: 20_000, balance: 20_000, approveState: 0 },
    });
    expect(body.data.approveStateName).toBe('待审批');
    expect(await companyBalance(t, 'C_YUNFAN')).toBe(start - 20_000);
    const after = (await t.call('GET', `${CARD}/cardCount`, { token: op() })).body.data;
    expect(after.map((r: { num: number }) => r.num)).toEqual([
      before[0].num + 1,
      before[1].num,
      before[2].num,
    ]);
    const detail = await info(body.data.cardNo);
    expect(detail.movements).toMatchObject([
      { kind: 'issue', kindName: '发卡', amount: 20_000, balanceAfter: 20_000 },
    ]);
    const list = await t.call('GET', `${CARD}/cardList`, {
      token: op(),
      query: { approveState: '0', holderName: '张伟' },
    });
    expect(list.body.data.records.map((r: { cardNo: string }) => r.cardNo)).toContain(body.data.cardNo);
  });

  it('refuses negative, fractional, text and above-balance amounts, changing nothing', async () => {
    const [start, n, mv] = [await companyBalance(t, 'C_YUNFAN'), await cards(), await movements()];
    for (const faceAmount of [-100, 0, 99.5, '100']) {
      expect((await issue({ ...card, faceAmount })).body).toMatchObject({
        code: 400,
        msg: '发卡金额必须是大于0的整数（单位：分）',
      });
    }
    expect((await issue({ ...card, faceAmount: start + 1 })).body).toMatchObject({
      code: 400,
      msg: start + 1 > 500_000 ? '单张电子卡金额不能超过5000元' : '企业余额不足，不能发卡',
    });
    expect((await issue({ ...card, cmpyCode: 'C_ZHONGYUAN' })).body.msg).toBe('企业未认证，不能发卡');
    expect((await issue(card, t.token('hengda01'))).body.code).toBe(403);
    expect([await companyBalance(t, 'C_YUNFAN'), await cards(), await movements()]).toEqual([start, n, mv]);
  });

  it('never issues more than the balance with 20 simultaneous issues', async () => {
    // Leave exactly 7 cards' worth on the balance.
    const start = await companyBalance(t, 'C_YUNFAN');
    await recharge(t, op(), 'C_YUNFAN', 70_000 - (start % 10_000));
    const balance = await companyBalance(t, 'C_YUNFAN');
    const fits = Math.floor(balance / 10_000);
    const n = await cards();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        issue({ ...card, holderName: `并发${i}`, faceAmount: 10_000 }, i % 2 ? op() : t.token('yunying02')),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 200).length;
    expect(ok).toBe(Math.min(20, fits));
    expect(
      answers.filter((a) => a.body.code !== 200).every((a) => a.body.msg === '企业余额不足，不能发卡'),
    ).toBe(true);
    expect(await companyBalance(t, 'C_YUNFAN')).toBe(balance - ok * 10_000);
    expect(await companyBalance(t, 'C_YUNFAN')).toBeGreaterThanOrEqual(0);
    expect(await cards()).toBe(n + ok);
  });
});

describe('approving, spending and refunding', () => {
  beforeAll(() => recharge(t, op(), 'C_YUNFAN', 50_000));

  it('rejects with a reason and gives the amount back to the company, once', async () => {
    const { body } = await issue({ ...card, faceAmount: 3_000 });
    const cardNo = body.data.cardNo;
    const start = await companyBalance(t, 'C_YUNFAN');
    expect((await approve({ cardNo, approveState: 2 })).body).toMatchObject({
      code: 400,
      msg: '请输入驳回原因',
    });
    const done = await approve({ cardNo, approveState: 2, remark: '持卡人已离职' });
    expect(done.body.data).toMatchObject({ approveState: 2, approveStateName: '已驳回', balance: 0 });
    expect(await companyBalance(t, 'C_YUNFAN')).toBe(start + 3_000);
    expect((await approve({ cardNo, approveState: 1 })).body).toMatchObject({
      code: 400,
      msg: '当前状态为“已驳回”，不能审批通过',
    });
    expect(await companyBalance(t, 'C_YUNFAN')).toBe(start + 3_000);
    const detail = await info(cardNo);
    expect(detail.movements.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['issue', 3_000],
      ['return', -3_000],
    ]);
    expect(detail.history.map((h: { actionName: string }) => h.actionName)).toEqual(['创建', '驳回']);
    expect(detail.history[1].remark).toBe('持卡人已离职');
  });

  it('spends an approved card at a shop, refuses above its balance, refunds once', async () => {
    const { body } = await issue({ ...card, faceAmount: 5_000 });
    const cardNo = body.data.cardNo;
    expect((await spend({ cardNo, shopCode, amount: 100 })).body).toMatchObject({
      code: 400,
      msg: '电子卡未审批通过，不能消费',
    });
    expect((await approve({ cardNo, approveState: 1 })).body.data.approveState).toBe(1);
    const shopStart = await shopAvailable(t, shopCode);
    const paid = await spend({ cardNo, shopCode, amount: 1_850 });
    expect(paid.body.data).toMatchObject({ kind: 'spend', amount: -1_850, balanceAfter: 3_150 });
    expect(await shopAvailable(t, shopCode)).toBe(shopStart + 1_850);
    const mv = await movements();
    for (const amount of [-5, 0, 10.5]) {
      expect((await spend({ cardNo, shopCode, amount })).body.msg).toBe(
        '消费金额必须是大于0的整数（单位：分）',
      );
    }
    expect((await spend({ cardNo, shopCode, amount: 3_151 })).body).toMatchObject({
      code: 400,
      msg: '电子卡余额不足',
    });
    expect(await movements()).toBe(mv);
    expect((await info(cardNo)).balance).toBe(3_150);
    const back = await refund(paid.body.data.movementCode);
    expect(back.body.data).toMatchObject({ kind: 'refund', amount: 1_850, balanceAfter: 5_000 });
    expect((await refund(paid.body.data.movementCode)).body).toMatchObject({
      code: 400,
      msg: '该笔消费已退款',
    });
    expect(await shopAvailable(t, shopCode)).toBe(shopStart);
    expect((await info(cardNo)).balance).toBe(5_000);
  });

  it('refunds a spend in parts, never more than was spent, the rest by default', async () => {
    const { body } = await issue({ ...card, faceAmount: 5_000 });
    const cardNo = body.data.cardNo;
    await approve({ cardNo, approveState: 1 });
    const shopStart = await shopAvailable(t, shopCode);
    const paid = await spend({ cardNo, shopCode, amount: 2_000 });
    const code = paid.body.data.movementCode;
    const part = await refund(code, 500);
    expect(part.body.data).toMatchObject({ kind: 'refund', amount: 500, balanceAfter: 3_500 });
    const mv = await movements();
    for (const amount of [0, -1, 12.5, '100']) {
      expect((await refund(code, amount)).body).toMatchObject({
        code: 400,
        msg: '退款金额必须是大于0的整数（单位：分）',
      });
    }
    expect((await refund(code, 1_501)).body).toMatchObject({
      code: 400,
      msg: '退款金额不能超过该笔消费的可退金额',
    });
    expect(await movements()).toBe(mv);
    const spendRow = () =>
      info(cardNo).then((d) => d.movements.find((m: { movementCode: string }) => m.movementCode === code));
    expect(await spendRow()).toMatchObject({ refunded: false, refundedAmount: 500 });
    const rest = await refund(code);
    expect(rest.body.data).toMatchObject({ kind: 'refund', amount: 1_500, balanceAfter: 5_000 });
    expect(await spendRow()).toMatchObject({ refunded: true, refundedAmount: 2_000 });
    expect((await refund(code, 1)).body).toMatchObject({ code: 400, msg: '该笔消费已退款' });
    expect(await shopAvailable(t, shopCode)).toBe(shopStart);
    expect((await info(cardNo)).balance).toBe(5_000);
  });
});

describe('company staff with card:issue', () => {
  let clerk = '';
  beforeAll(async () => {
    clerk = await userWithPermissions(t, { username: 'hdcard', realName: '周敏', cmpyCode: 'C_HENGDA' }, [
      'plateform:oddjobMarket',
      'card:list',
      'card:issue',
    ]);
    await recharge(t, op(), 'C_HENGDA', 20_000);
  });

  it('issues for their own company only, sees only its cards and cannot approve', async () => {
    const start = await companyBalance(t, 'C_HENGDA');
    const own = await issue({ holderName: '陈静', holderPhone: '13700002222', faceAmount: 1_000 }, clerk);
    expect(own.body.data).toMatchObject({ cmpyCode: 'C_HENGDA', faceAmount: 1_000, approveState: 0 });
    expect(await companyBalance(t, 'C_HENGDA')).toBe(start - 1_000);
    const other = (await issue({ ...card, faceAmount: 1_000 })).body.data.cardNo as string;

    const [hengda, yunfan, n, mv] = [
      await companyBalance(t, 'C_HENGDA'),
      await companyBalance(t, 'C_YUNFAN'),
      await cards(),
      await movements(),
    ];
    expect((await issue({ ...card, faceAmount: 1_000 }, clerk)).body).toMatchObject({
      code: 403,
      msg: '只能操作本企业的电子卡',
    });
    expect((await approve({ cardNo: own.body.data.cardNo, approveState: 1 }, clerk)).body.code).toBe(403);
    expect((await spend({ cardNo: own.body.data.cardNo, shopCode, amount: 100 }, clerk)).body.code).toBe(403);
    const peek = await t.call('GET', `${CARD}/cardInfo`, { token: clerk, query: { cardNo: other } });
    expect(peek.body).toMatchObject({ code: 403, msg: '只能操作本企业的电子卡' });
    expect([
      await companyBalance(t, 'C_HENGDA'),
      await companyBalance(t, 'C_YUNFAN'),
      await cards(),
      await movements(),
    ]).toEqual([hengda, yunfan, n, mv]);

    const list = await t.call('GET', `${CARD}/cardList`, { token: clerk, query: { pageSize: '100' } });
    expect(list.body.data.records.length).toBeGreaterThan(0);
    expect(list.body.data.records.every((r: { cmpyCode: string }) => r.cmpyCode === 'C_HENGDA')).toBe(true);
  });
});

describe('refunds after the shop has withdrawn', () => {
  it('refuses a refund of money the shop has already applied to withdraw, changing nothing', async () => {
    await recharge(t, op(), 'C_YUNFAN', 4_000);
    const drained = await newShop(t, op(), '新郑市轩辕路便利店');
    const { body } = await issue({ ...card, faceAmount: 4_000 });
    const cardNo = body.data.cardNo;
    await approve({ cardNo, approveState: 1 });
    const paid = await spend({ cardNo, shopCode: drained, amount: 4_000 });
    const withdrawal = await t.call('POST', '/consume/bill-withdrawal/pc/apply', {
      token: op(),
      body: { shopCode: drained, amount: 4_000 },
    });
    expect(withdrawal.body.code).toBe(200);
    const mv = await movements();
    expect((await refund(paid.body.data.movementCode)).body).toMatchObject({
      code: 400,
      msg: '商户可提现余额不足，不能退款',
    });
    expect([await movements(), await shopAvailable(t, drained), (await info(cardNo)).balance]).toEqual([
      mv,
      0,
      0,
    ]);
  });
});
