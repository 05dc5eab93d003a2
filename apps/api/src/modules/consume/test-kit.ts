import { sql } from 'drizzle-orm';
import type { useTestApp } from '../../test/test-app.ts';

type T = ReturnType<typeof useTestApp>;

/** One number from a SQL query (tests). */
export async function scalar(t: T, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export const companyBalance = (t: T, cmpyCode: string) =>
  scalar(t, sql`select balance as n from cmpy where cmpy_code = ${cmpyCode}`);
export const shopAvailable = (t: T, shopCode: string) =>
  scalar(t, sql`select available as n from consume_shop where shop_code = ${shopCode}`);

/** Credits a company through the recharge applications, as an operator would (apply, then confirm). */
export async function recharge(t: T, token: string, cmpyCode: string, cents: number) {
  const BASE = '/cmpy/card-cmpy-recharge-apply';
  const { body } = await t.call('POST', `${BASE}/checkRechargeApplyInfo`, {
    token,
    body: {
      cmpyCode,
      contactPerson: '李强',
      contactTell: '15037134403',
      rechargeTotalPeople: 10,
      rechargeTotalMoney: cents,
    },
  });
  const done = await t.call('POST', `${BASE}/rechargeApply/${body.data.applyCode}`, { token });
  if (done.body.code !== 200) throw new Error(done.body.msg);
}

export async function newShop(t: T, token: string, shopName: string, bankAccount = '6222021234567891') {
  const { body } = await t.call('POST', '/consume/shop/pc/saveShop', {
    token,
    body: {
      shopName,
      contactName: '刘洋',
      contactPhone: '13598765432',
      address: '新郑市人民路18号',
      bankAccountName: shopName,
      bankAccount,
    },
  });
  if (body.code !== 200) throw new Error(body.msg);
  return body.data.shopCode as string;
}
