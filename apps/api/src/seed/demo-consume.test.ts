import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billWithdrawal } from '../modules/consume/bill-withdrawal/tables.ts';
import { consumeCard, consumeCardMovement } from '../modules/consume/card/tables.ts';
import { consumeShop } from '../modules/consume/shop/tables.ts';
import { scalar } from '../modules/consume/test-kit.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const op = () => ({ token: t.token('yunying01') });

describe('consumption demo', () => {
  it('has cards in the three review states and withdrawals in every payment-apply state', async () => {
    const cards = (await t.call('GET', '/consume/card/pc/cardCount', op())).body.data;
    expect(cards.map((r: { num: number }) => r.num)).toEqual([2, 7, 1]);
    const bills = (await t.call('GET', '/consume/bill-withdrawal/pc/billCount', op())).body.data;
    expect(bills.map((r: { status: number; num: number }) => [r.status, r.num])).toEqual([
      [0, 2],
      [1, 1],
      [5, 1],
      [3, 2],
      [4, 1],
      [2, 1],
    ]);
  });

  it('adds up: each card is its movements, each shop its spends less refunds and withdrawals held or paid', async () => {
    expect(
      await scalar(
        t,
        sql`select count(*) as n from consume_card c
             where c.balance <> (select coalesce(sum(amount), 0) from consume_card_movement m where m.card_no = c.card_no)
               and c.approve_state <> 0`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        t,
        sql`select count(*) as n from consume_shop s
             where s.available <> (select coalesce(sum(-amount), 0) from consume_card_movement m
                                    where m.shop_code = s.shop_code and m.kind in ('spend', 'refund'))
                                - (select coalesce(sum(amount), 0) from consume_bill_withdrawal w
                                    where w.shop_code = s.shop_code and w.status <> 2)`,
      ),
    ).toBe(0);
    expect(await scalar(t, sql`select min(available) as n from consume_shop`)).toBeGreaterThanOrEqual(0);
  });

  it('pays the waiting withdrawal to the store once when asked again', async () => {
    const paid = await t.call('POST', '/consume/bill-withdrawal/pc/toPayStore', {
      ...op(),
      body: { applyCode: 'BWDEMO0003' },
    });
    expect(paid.body.data).toMatchObject({ status: 3, outNo: 'BWDEMO000301' });
  });

  it('is seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [consumeShop, consumeCard, consumeCardMovement, billWithdrawal]));
});
