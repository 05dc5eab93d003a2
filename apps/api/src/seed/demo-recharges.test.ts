import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { cmpyRechargeApply } from '../modules/cmpy/recharge/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01'] });
const BASE = '/cmpy/card-cmpy-recharge-apply';

describe('demo recharge applications', () => {
  it('wait, succeeded and failed, each tab with rows', async () => {
    const counts = await t.call('GET', `${BASE}/queryRechargeApplyStatus`, { token: t.token('yunying01') });
    const byStatus = Object.fromEntries(
      (counts.body.data as { statues: number; count: number }[]).map((c) => [c.statues, c.count]),
    );
    // The two confirmed recharges of the consumption demo (demo-consume.ts) count too.
    expect(byStatus).toEqual({ 0: 2, 1: 4, 2: 1 });
    const failed = await t.call('GET', `${BASE}/queryRechargeApplyList?statues=2&pageNum=1&pageSize=10`, {
      token: t.token('yunying01'),
    });
    expect(failed.body.data.records[0]).toMatchObject({ cmpyName: '新郑市恒达机械制造有限公司' });
    expect(failed.body.data.records[0].remark).toMatch(/请核实后重新申请/);
    // Company staff see their own company's only.
    const mine = await t.call('GET', `${BASE}/queryRechargeApplyList?statues=0&pageNum=1&pageSize=10`, {
      token: t.token('hengda01'),
    });
    expect(mine.body.data.records.map((r: { applyCode: string }) => r.applyCode)).toEqual(['RA_DEMO_03']);
  });

  it('credited the confirmed ones to the balance once, with their history', async () => {
    const { db } = t.database;
    // 恒达's balance: its confirmed recharges (this demo's 10000.00 and the consumption demo's), less the
    // cards the consumption demo issued from it.
    const [credited] = await db
      .select()
      .from(cmpyRechargeApply)
      .where(eq(cmpyRechargeApply.applyCode, 'RA_DEMO_01'));
    expect(credited).toMatchObject({ statues: 1, rechargeStatues: 1, rechargeTotalMoney: 1_000_000 });
    expect(credited!.rechargeTime).not.toBeNull();
    const [hengda] = await db
      .select({ balance: cmpy.balance })
      .from(cmpy)
      .where(eq(cmpy.cmpyCode, 'C_HENGDA'));
    expect(hengda!.balance).toBeGreaterThanOrEqual(1_000_000);
    const history = await db
      .select()
      .from(stateChange)
      .where(eq(stateChange.code, 'RA_DEMO_05'))
      .orderBy(stateChange.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'reject']);
  });

  it('are seeded once: a later start adds nothing and credits nothing again', async () => {
    const balance = async () =>
      (
        await t.database.db.select({ balance: cmpy.balance }).from(cmpy).where(eq(cmpy.cmpyCode, 'C_HENGDA'))
      )[0]!.balance;
    const before = await balance();
    expect(before).toBeGreaterThanOrEqual(1_000_000);
    await expectSeededOnce(t.database.db, [cmpyRechargeApply, stateChange]);
    expect(await balance()).toBe(before);
  });
});
