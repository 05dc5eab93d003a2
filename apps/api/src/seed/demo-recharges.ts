import { RechargeCredited, RechargeStatus, rechargeLifecycle } from '@hr/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { cmpyRechargeApply } from '../modules/cmpy/recharge/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Recharge applications of the demo companies in every state: pending, confirmed (credited to the balance,
 * once) and rejected with a reason. Money in cents; the rebate budget of a few hires each.
 */
const DEMO_RECHARGES = [
  {
    applyCode: 'RA_DEMO_01',
    cmpyCode: 'C_HENGDA',
    by: 'hengda01',
    contactPerson: '李强',
    contactTell: '15037134403',
    explainRemark: '春节后返岗招聘，数控车床操作工、电焊工入职返费预充',
    rechargeTotalPeople: 20,
    rechargeTotalMoney: 1_000_000,
    statues: RechargeStatus.success,
    daysAgo: 20,
    remark: null,
  },
  {
    applyCode: 'RA_DEMO_02',
    cmpyCode: 'C_YUNFAN',
    by: 'yunfan01',
    contactPerson: '张敏',
    contactTell: '18637156605',
    explainRemark: '双十一旺季快递分拣员（日结）用工补贴预充',
    rechargeTotalPeople: 50,
    rechargeTotalMoney: 1_500_000,
    statues: RechargeStatus.success,
    daysAgo: 12,
    remark: null,
  },
  {
    applyCode: 'RA_DEMO_03',
    cmpyCode: 'C_HENGDA',
    by: 'hengda02',
    contactPerson: '孙晓燕',
    contactTell: '15137145504',
    explainRemark: '普工（长白班）扩招，按每人300元返费充值',
    rechargeTotalPeople: 30,
    rechargeTotalMoney: 900_000,
    statues: RechargeStatus.pending,
    daysAgo: 2,
    remark: null,
  },
  {
    applyCode: 'RA_DEMO_04',
    cmpyCode: 'C_YUNFAN',
    by: 'yunfan01',
    contactPerson: '张敏',
    contactTell: '18637156605',
    explainRemark: '货车司机（B2驾照）招聘返费',
    rechargeTotalPeople: 4,
    rechargeTotalMoney: 400_000,
    statues: RechargeStatus.pending,
    daysAgo: 1,
    remark: null,
  },
  {
    applyCode: 'RA_DEMO_05',
    cmpyCode: 'C_HENGDA',
    by: 'hengda01',
    contactPerson: '李强',
    contactTell: '15037134403',
    explainRemark: '销售代表招聘返费',
    rechargeTotalPeople: 3,
    rechargeTotalMoney: 3_000_000,
    statues: RechargeStatus.failed,
    daysAgo: 6,
    remark: '充值金额与人数不符（每人1万元超出返费标准），请核实后重新申请',
  },
] as const;

/**
 * Seeds the demo recharge applications once (also into an existing demo database): the confirmed ones credit their company's balance in the same transaction, as a real
 * confirmation does, and every application has its history (created; confirmed or rejected).
 */
export async function seedDemoRecharges(tx: DbOrTx, now = Date.now()): Promise<void> {
  // Once: the demo's own codes (other demo records, such as the consumption demo's, have theirs).
  const [existing] = await tx
    .select({ n: count() })
    .from(cmpyRechargeApply)
    .where(
      inArray(
        cmpyRechargeApply.applyCode,
        DEMO_RECHARGES.map((r) => r.applyCode),
      ),
    );
  if ((existing?.n ?? 0) > 0) return;
  const companies = await tx
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
    .from(cmpy)
    .where(inArray(cmpy.cmpyCode, [...new Set(DEMO_RECHARGES.map((r) => r.cmpyCode))]));
  // Without the demo companies (a database seeded without demo data) there is nothing to apply for.
  if (companies.length === 0) return;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username, userCode: sysUser.userCode })
    .from(sysUser)
    .where(inArray(sysUser.username, ['yunying01', ...DEMO_RECHARGES.map((r) => r.by)]));
  const user = (name: string) => users.find((u) => u.username === name);
  const reviewer = user('yunying01');
  const rows = DEMO_RECHARGES.filter((r) => companies.some((c) => c.cmpyCode === r.cmpyCode));

  await tx.insert(cmpyRechargeApply).values(
    rows.map(({ by, daysAgo, cmpyCode, ...fields }) => {
      const submitTime = new Date(now - daysAgo * DAY);
      const checkTime =
        fields.statues === RechargeStatus.pending ? null : new Date(now - daysAgo * DAY + DAY / 3);
      return {
        ...fields,
        cmpyCode,
        cmpyName: companies.find((c) => c.cmpyCode === cmpyCode)!.cmpyName,
        rechargeStatues:
          fields.statues === RechargeStatus.success ? RechargeCredited.yes : RechargeCredited.no,
        rechargeTime: fields.statues === RechargeStatus.success ? checkTime : null,
        submitTime,
        checkTime,
        latestRevieEmployCode: checkTime ? (reviewer?.userCode ?? null) : null,
        submitUserId: user(by)?.id ?? null,
        createdAt: submitTime,
        updatedAt: checkTime ?? submitTime,
      };
    }),
  );
  await tx.insert(stateChange).values(
    rows.flatMap((r) => {
      const created = {
        entity: rechargeLifecycle.entity,
        code: r.applyCode,
        action: 'create',
        toState: RechargeStatus.pending,
        userId: user(r.by)?.id ?? null,
        createdAt: new Date(now - r.daysAgo * DAY),
      };
      if (r.statues === RechargeStatus.pending) return [created];
      const action = r.statues === RechargeStatus.success ? 'recharge' : 'reject';
      return [
        created,
        {
          ...created,
          action,
          fromState: RechargeStatus.pending,
          toState: rechargeLifecycle.actions[action].to,
          userId: reviewer?.id ?? null,
          remark: r.remark,
          createdAt: new Date(now - r.daysAgo * DAY + DAY / 3),
        },
      ];
    }),
  );
  // The confirmed recharges reached their companies' balances, once.
  for (const r of rows.filter((x) => x.statues === RechargeStatus.success))
    await tx
      .update(cmpy)
      .set({ balance: sql`${cmpy.balance} + ${r.rechargeTotalMoney}` })
      .where(eq(cmpy.cmpyCode, r.cmpyCode));
}
