import { formatApiTime, paymentMessages } from '@hr/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTargets } from '../../modules/payment-targets.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { Tx } from '../db.ts';
import { badRequest } from '../errors.ts';
import { paymentProvider } from './index.ts';
import type { PaymentNotice, PaymentTarget } from './provider.ts';
import { paymentNotice, paymentTestTransfer } from './tables.ts';
import { signTestNotice, TEST_FAILING_ACCOUNT_SUFFIX } from './test-provider.ts';

const t = useTestApp();

/**
 * A stand-in business record for these tests: an order table of our own, settled by a target that locks its
 * row, checks the amount and counts how often it was paid (a real target moves a state instead).
 */
const target: PaymentTarget = {
  prefix: 'ZT',
  kind: 'charge',
  async apply(tx: Tx, notice: PaymentNotice) {
    const result = (await tx.execute(
      sql`select amount, paid_times from zt_order where out_no = ${notice.outNo} for update`,
    )) as unknown as { rows: { amount: number; paid_times: number }[] };
    const order = result.rows[0];
    if (!order) throw badRequest(paymentMessages.unknownTarget);
    if (Number(order.amount) !== notice.amountCents) throw badRequest(paymentMessages.amountMismatch);
    if (notice.status === 'succeeded') {
      await tx.execute(sql`update zt_order set paid_times = paid_times + 1 where out_no = ${notice.outNo}`);
    }
  },
};

beforeAll(async () => {
  await t.database.db.execute(
    sql`create table zt_order (out_no text primary key, amount bigint not null, paid_times int not null default 0)`,
  );
  paymentTargets.push(target);
});
afterAll(() => {
  paymentTargets.splice(paymentTargets.indexOf(target), 1);
});

async function newOrder(outNo: string, amount: number) {
  await t.database.db.execute(sql`insert into zt_order (out_no, amount) values (${outNo}, ${amount})`);
}
async function paidTimes(outNo: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select paid_times from zt_order where out_no = ${outNo}`,
  )) as unknown as { rows: { paid_times: number }[] };
  return Number(result.rows[0]?.paid_times);
}
const notices = (outNo: string) =>
  t.database.db.select().from(paymentNotice).where(eq(paymentNotice.outNo, outNo));

const notice = (outNo: string, amountCents: number, providerRef = `REF${outNo}`) =>
  signTestNotice(t.config, {
    kind: 'charge',
    outNo,
    providerRef,
    amountCents,
    status: 'succeeded',
    occurredAt: formatApiTime(new Date())!,
  });
const notify = (body: unknown) => t.call('POST', '/backend-common/payment/test/notify', { body });

describe('payment notifications', () => {
  it('apply a genuine notification once, however often it arrives', async () => {
    await newOrder('ZT0001', 12800);
    const first = await notify(notice('ZT0001', 12800));
    expect(first.body).toMatchObject({ code: 200, data: { outcome: 'applied' } });
    const again = await notify(notice('ZT0001', 12800));
    expect(again.body).toMatchObject({ code: 200, data: { outcome: 'duplicate' } });
    expect(await paidTimes('ZT0001')).toBe(1);
    expect(await notices('ZT0001')).toHaveLength(1);
  });

  it('pay once when the same notification arrives ten times at once', async () => {
    await newOrder('ZT0002', 500);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(notice('ZT0002', 500))));
    const outcomes = answers.map((a) => a.body.data?.outcome).sort();
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(await paidTimes('ZT0002')).toBe(1);
  });

  it('refuse a forged signature, a wrong amount and an unknown record, recording nothing', async () => {
    await newOrder('ZT0003', 900);
    const forged = { ...notice('ZT0003', 900), amountCents: 1 };
    expect((await notify(forged)).body).toMatchObject({ code: 400, msg: paymentMessages.badSignature });
    expect((await notify(notice('ZT0003', 901))).body).toMatchObject({
      code: 400,
      msg: paymentMessages.amountMismatch,
    });
    expect((await notify(notice('QQ0003', 900))).body).toMatchObject({
      code: 400,
      msg: paymentMessages.unknownTarget,
    });
    expect(await paidTimes('ZT0003')).toBe(0);
    expect(await notices('ZT0003')).toHaveLength(0);
  });
});

describe('the test cashier', () => {
  async function ticketFor(outNo: string, amountCents: number) {
    const provider = paymentProvider({ db: t.database.db, config: t.config });
    const start = await provider.createCharge({ outNo, amountCents, subject: '电工职业技能培训 报名费' });
    expect(start.payUrl).toMatch(/^\/payment\/test-cashier\?ticket=/);
    return new URL(start.payUrl, 'http://x').searchParams.get('ticket')!;
  }

  it('shows what is paid and pays it once', async () => {
    await newOrder('ZT0101', 36000);
    const ticket = await ticketFor('ZT0101', 36000);
    const info = await t.call('GET', '/backend-common/payment/test/cashier', { query: { ticket } });
    expect(info.body.data).toMatchObject({
      outNo: 'ZT0101',
      subject: '电工职业技能培训 报名费',
      amountCents: 36000,
    });
    const pay = () =>
      t.call('POST', '/backend-common/payment/test/pay', { body: { ticket, result: 'succeeded' } });
    expect((await pay()).body.data).toEqual({ outNo: 'ZT0101', outcome: 'applied' });
    expect((await pay()).body.data).toEqual({ outNo: 'ZT0101', outcome: 'duplicate' });
    expect(await paidTimes('ZT0101')).toBe(1);
  });

  it('refuses a ticket whose amount was changed', async () => {
    await newOrder('ZT0102', 36000);
    const ticket = await ticketFor('ZT0102', 36000);
    const [payload, signature] = ticket.split('.');
    const content = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const cheaper = `${Buffer.from(JSON.stringify({ ...content, amountCents: 1 })).toString('base64url')}.${signature}`;
    const res = await t.call('POST', '/backend-common/payment/test/pay', {
      body: { ticket: cheaper, result: 'succeeded' },
    });
    expect(res.body).toMatchObject({ code: 400, msg: paymentMessages.ticketInvalid });
    expect(await paidTimes('ZT0102')).toBe(0);
  });

  it('is closed when the configured provider is not the test one', async () => {
    const config = t.config as { payment: { provider: string } };
    config.payment.provider = 'none';
    try {
      const res = await notify(notice('ZT0001', 12800, 'REFOTHER'));
      expect(res.body).toMatchObject({ code: 400, msg: paymentMessages.notConfigured });
      expect(() => paymentProvider({ db: t.database.db, config: t.config })).toThrow(
        paymentMessages.notConfigured,
      );
    } finally {
      config.payment.provider = 'test';
    }
  });
});

describe('test provider transfers', () => {
  const provider = () => paymentProvider({ db: t.database.db, config: t.config });
  const request = { outNo: 'BW0001', amountCents: 8800, payeeName: '新郑市好味道餐饮店', remark: '账单提现' };

  it('pay once per out number, answering a repeat with the first result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => provider().transfer({ ...request, payeeAccount: '6222021234567890' })),
    );
    expect(new Set(answers.map((a) => a.providerRef)).size).toBe(1);
    expect(answers.every((a) => a.status === 'succeeded')).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(paymentTestTransfer)
      .where(eq(paymentTestTransfer.outNo, 'BW0001'));
    expect(row).toMatchObject({ amountCents: 8800, requests: 5 });
  });

  it('refuse the same out number with another amount', async () => {
    await expect(
      provider().transfer({ ...request, amountCents: 9900, payeeAccount: '6222021234567890' }),
    ).rejects.toThrow(paymentMessages.transferConflict);
  });

  it('fail a transfer to the failing test account', async () => {
    const answer = await provider().transfer({
      ...request,
      outNo: 'BW0002',
      payeeAccount: `622202123456${TEST_FAILING_ACCOUNT_SUFFIX}`,
    });
    expect(answer).toMatchObject({ status: 'failed', failReason: '收款账户状态异常（测试）' });
  });
});
