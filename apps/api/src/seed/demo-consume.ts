import { CardApproveState, WithdrawalStatus } from '@hr/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { cmpyRechargeApply } from '../modules/cmpy/recharge/tables.ts';
import { billWithdrawal } from '../modules/consume/bill-withdrawal/tables.ts';
import { consumeCard, consumeCardMovement } from '../modules/consume/card/tables.ts';
import { consumeShop } from '../modules/consume/shop/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { paymentNotice } from '../platform/payment/tables.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Shops of 新郑市 that accept the cards; 康达大药房's account ends in 0000, so paying it fails (test provider). */
const SHOPS = [
  [
    'SH_DEMO_01',
    '新郑市好味道餐饮店',
    '张红梅',
    '13903710101',
    '新郑市新华路街道中华北路88号',
    '6222021703000112233',
  ],
  [
    'SH_DEMO_02',
    '新郑市老街烩面馆',
    '王建军',
    '13783710202',
    '新郑市新建路街道解放路116号',
    '6217002430011456789',
  ],
  [
    'SH_DEMO_03',
    '新郑市枣乡特产超市',
    '李秀英',
    '15038710303',
    '新郑市孟庄镇枣乡大道19号',
    '6228480010203045566',
  ],
  [
    'SH_DEMO_04',
    '新郑市华联生活超市人民路店',
    '赵磊',
    '13598710404',
    '新郑市人民路与文化路交叉口',
    '6212261702008899001',
  ],
  ['SH_DEMO_05', '新郑市轩辕书店', '孙志强', '13837110505', '新郑市轩辕路36号', '6230580000112233445'],
  ['SH_DEMO_06', '新郑市康达大药房', '周丽', '18637110606', '新郑市薛店镇中兴路52号', '6222021703000550000'],
] as const;

/** Cards: [card no, company, holder, phone, face (cents), state, days ago, reject reason]. */
const CARDS = [
  ['2026090100000001', 'C_HENGDA', '张伟', '13838110001', 100_000, CardApproveState.approved, 80, null],
  ['2026090100000002', 'C_HENGDA', '王芳', '13838110002', 100_000, CardApproveState.approved, 80, null],
  ['2026090100000003', 'C_HENGDA', '李强', '13838110003', 80_000, CardApproveState.approved, 70, null],
  ['2026090100000004', 'C_HENGDA', '刘洋', '13838110004', 50_000, CardApproveState.approved, 60, null],
  ['2026100100000005', 'C_YUNFAN', '陈静', '13938220005', 100_000, CardApproveState.approved, 50, null],
  ['2026100100000006', 'C_YUNFAN', '杨帆', '13938220006', 60_000, CardApproveState.approved, 45, null],
  ['2026100100000007', 'C_YUNFAN', '赵敏', '13938220007', 50_000, CardApproveState.approved, 40, null],
  ['2026110100000008', 'C_HENGDA', '黄磊', '13838110008', 30_000, CardApproveState.pending, 2, null],
  ['2026110100000009', 'C_YUNFAN', '周杰', '13938220009', 20_000, CardApproveState.pending, 1, null],
  [
    '2026110100000010',
    'C_HENGDA',
    '吴婷',
    '13838110010',
    50_000,
    CardApproveState.rejected,
    10,
    '持卡人已离职',
  ],
] as const;

/** Spends: [card index, shop index, cents, days ago, refunded]. */
const SPENDS = [
  [0, 0, 12_800, 75, false],
  [0, 1, 3_600, 60, false],
  [1, 2, 25_800, 70, false],
  [1, 3, 16_520, 40, true],
  [2, 3, 30_050, 55, false],
  [2, 4, 8_900, 30, false],
  [3, 5, 21_000, 28, false],
  [4, 0, 15_600, 45, false],
  [4, 3, 22_300, 20, false],
  [5, 1, 4_200, 18, false],
  [5, 2, 18_800, 12, false],
  [6, 4, 6_600, 8, false],
  [6, 0, 9_900, 3, false],
] as const;

/** Withdrawals, one in every state: [code, shop index, cents, status, days ago, remark or fail reason]. */
const WITHDRAWALS = [
  ['BWDEMO0001', 0, 12_800, WithdrawalStatus.paid, 50, null],
  ['BWDEMO0002', 2, 25_800, WithdrawalStatus.paid, 35, null],
  ['BWDEMO0003', 3, 30_000, WithdrawalStatus.toPay, 6, null],
  ['BWDEMO0004', 5, 21_000, WithdrawalStatus.payFailed, 5, '收款账户状态异常（测试）'],
  ['BWDEMO0005', 4, 8_900, WithdrawalStatus.approved, 4, null],
  ['BWDEMO0006', 1, 3_000, WithdrawalStatus.approvalFailed, 3, '提现金额与账单不符，请核对后重新申请'],
  ['BWDEMO0007', 0, 15_000, WithdrawalStatus.approving, 1, null],
  ['BWDEMO0008', 2, 10_000, WithdrawalStatus.approving, 0, null],
] as const;

/**
 * The consumption demo (shops of 新郑市, cards in the three review states with their spends and a refund,
 * withdrawals in every payment-apply state), seeded once into a shop table that never had a row. The cards'
 * money comes from a confirmed recharge of each company, so balances add up: recharge − cards issued =
 * company balance; spends − refunds − withdrawals held or paid = each shop's withdrawable amount.
 */
export async function seedDemoConsume(tx: DbOrTx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(consumeShop);
  if ((existing?.n ?? 0) > 0) return;
  const companies = await tx
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
    .from(cmpy)
    .where(inArray(cmpy.cmpyCode, ['C_HENGDA', 'C_YUNFAN']));
  if (companies.length < 2) return;
  const [operator] = await tx
    .select({ id: sysUser.id, userCode: sysUser.userCode })
    .from(sysUser)
    .where(eq(sysUser.username, 'yunying01'));
  const userId = operator?.id ?? null;
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY + hours * 3_600_000);
  const nameOf = (code: string) => companies.find((c) => c.cmpyCode === code)!.cmpyName;

  // Each company's confirmed recharge that paid for its cards.
  for (const [cmpyCode, money] of [
    ['C_HENGDA', 600_000],
    ['C_YUNFAN', 400_000],
  ] as const) {
    const issued = CARDS.filter((c) => c[1] === cmpyCode && c[5] !== CardApproveState.rejected).reduce(
      (sum, c) => sum + c[4],
      0,
    );
    await tx.insert(cmpyRechargeApply).values({
      applyCode: `RA_DEMO_${cmpyCode}`,
      cmpyCode,
      cmpyName: nameOf(cmpyCode),
      contactPerson: cmpyCode === 'C_HENGDA' ? '李强' : '陈静',
      contactTell: cmpyCode === 'C_HENGDA' ? '15037134403' : '13938220005',
      explainRemark: '员工消费电子卡预充值',
      rechargeTotalPeople: CARDS.filter((c) => c[1] === cmpyCode).length,
      rechargeTotalMoney: money,
      statues: 1,
      rechargeStatues: 1,
      rechargeTime: ago(85),
      submitTime: ago(86),
      checkTime: ago(85),
      latestRevieEmployCode: operator?.userCode ?? null,
      createdAt: ago(86),
      updatedAt: ago(85),
    });
    await tx
      .update(cmpy)
      .set({ balance: sql`${cmpy.balance} + ${money - issued}` })
      .where(eq(cmpy.cmpyCode, cmpyCode));
  }

  // Card balances and shop takings from the spends.
  const cardBalance = CARDS.map((c) => (c[5] === CardApproveState.approved ? c[4] : 0));
  const shopTakings = SHOPS.map(() => 0);
  const movements: (typeof consumeCardMovement.$inferInsert)[] = [];
  CARDS.forEach((c, i) => {
    movements.push({
      movementCode: `CM_DEMO_I${i}`,
      cardNo: c[0],
      kind: 'issue',
      amount: c[4],
      balanceAfter: c[4],
      userId,
      createdAt: ago(c[6]),
    });
    if (c[5] === CardApproveState.rejected) {
      movements.push({
        movementCode: `CM_DEMO_R${i}`,
        cardNo: c[0],
        kind: 'return',
        amount: -c[4],
        balanceAfter: 0,
        userId,
        createdAt: ago(c[6], 20),
      });
    }
  });
  const ordered = [...SPENDS].sort((a, b) => b[3] - a[3]);
  ordered.forEach(([card, shop, cents, days, refunded], i) => {
    cardBalance[card]! -= cents;
    shopTakings[shop]! += cents;
    const code = `CM_DEMO_S${i}`;
    movements.push({
      movementCode: code,
      cardNo: CARDS[card]![0],
      kind: 'spend',
      amount: -cents,
      balanceAfter: cardBalance[card]!,
      shopCode: SHOPS[shop]![0],
      shopName: SHOPS[shop]![1],
      refunded,
      refundedAmount: refunded ? cents : 0,
      userId,
      createdAt: ago(days),
    });
    if (refunded) {
      cardBalance[card]! += cents;
      shopTakings[shop]! -= cents;
      movements.push({
        movementCode: `CM_DEMO_F${i}`,
        cardNo: CARDS[card]![0],
        kind: 'refund',
        amount: cents,
        balanceAfter: cardBalance[card]!,
        shopCode: SHOPS[shop]![0],
        shopName: SHOPS[shop]![1],
        refOf: code,
        userId,
        createdAt: ago(days, 2),
      });
    }
  });
  for (const [, shop, cents, status] of WITHDRAWALS) {
    if (status !== WithdrawalStatus.approvalFailed) shopTakings[shop]! -= cents;
  }

  await tx.insert(consumeShop).values(
    SHOPS.map(([shopCode, shopName, contactName, contactPhone, address, bankAccount], i) => ({
      shopCode,
      shopName,
      contactName,
      contactPhone,
      address,
      bankAccountName: shopName,
      bankAccount,
      available: shopTakings[i]!,
      createdAt: ago(90),
      updatedAt: ago(1),
    })),
  );
  await tx.insert(consumeCard).values(
    CARDS.map(([cardNo, cmpyCode, holderName, holderPhone, face, state, days, remark], i) => ({
      cardNo,
      cmpyCode,
      cmpyName: nameOf(cmpyCode),
      holderName,
      holderPhone,
      faceAmount: face,
      balance: state === CardApproveState.pending ? face : cardBalance[i]!,
      approveState: state,
      remark,
      issueTime: ago(days),
      approveTime: state === CardApproveState.pending ? null : ago(days, 20),
      issueUserId: userId,
      createdAt: ago(days),
      updatedAt: ago(days, 20),
    })),
  );
  await tx.insert(consumeCardMovement).values(movements);

  const history: (typeof stateChange.$inferInsert)[] = [];
  for (const [cardNo, , , , , state, days, remark] of CARDS) {
    history.push({
      entity: 'card',
      code: cardNo,
      action: 'create',
      toState: 0,
      userId,
      createdAt: ago(days),
    });
    if (state !== CardApproveState.pending) {
      history.push({
        entity: 'card',
        code: cardNo,
        action: state === CardApproveState.approved ? 'approve' : 'reject',
        fromState: 0,
        toState: state,
        userId,
        remark,
        createdAt: ago(days, 20),
      });
    }
  }

  const steps: Record<number, [string, number, number][]> = {
    [WithdrawalStatus.approving]: [],
    [WithdrawalStatus.approved]: [['approve', 0, 1]],
    [WithdrawalStatus.approvalFailed]: [['reject', 0, 2]],
    [WithdrawalStatus.toPay]: [
      ['approve', 0, 1],
      ['pay', 1, 5],
    ],
    [WithdrawalStatus.paid]: [
      ['approve', 0, 1],
      ['pay', 1, 5],
      ['paid', 5, 3],
    ],
    [WithdrawalStatus.payFailed]: [
      ['approve', 0, 1],
      ['pay', 1, 5],
      ['payFail', 5, 4],
    ],
  };
  const notices: (typeof paymentNotice.$inferInsert)[] = [];
  await tx.insert(billWithdrawal).values(
    WITHDRAWALS.map(([applyCode, shop, cents, status, days, note]) => {
      const [shopCode, shopName, , , , bankAccount] = SHOPS[shop]!;
      const paying = [WithdrawalStatus.toPay, WithdrawalStatus.paid, WithdrawalStatus.payFailed].includes(
        status as 5,
      );
      const settled = status === WithdrawalStatus.paid || status === WithdrawalStatus.payFailed;
      const outNo = paying ? `${applyCode}01` : null;
      const providerRef = settled ? `TTDEMO${applyCode.slice(-4)}` : null;
      steps[status]!.forEach(([action, from, to], step) => {
        history.push({
          entity: 'bill_withdrawal',
          code: applyCode,
          action,
          fromState: from,
          toState: to,
          userId: action === 'paid' || action === 'payFail' ? null : userId,
          remark: action === 'reject' || action === 'payFail' ? note : null,
          createdAt: ago(days, 2 + step * 3),
        });
      });
      history.push({
        entity: 'bill_withdrawal',
        code: applyCode,
        action: 'create',
        toState: 0,
        userId,
        createdAt: ago(days),
      });
      if (settled) {
        notices.push({
          provider: 'test',
          kind: 'transfer',
          outNo: outNo!,
          providerRef: providerRef!,
          amountCents: cents,
          status: status === WithdrawalStatus.paid ? 'succeeded' : 'failed',
          failReason: status === WithdrawalStatus.payFailed ? note : null,
          occurredAt: ago(days, 8),
          raw: { source: 'demo' },
        });
      }
      return {
        applyCode,
        shopCode,
        shopName,
        amount: cents,
        status,
        period: new Date(ago(days).getTime() + 8 * 3_600_000).toISOString().slice(0, 7),
        approveRemark: status === WithdrawalStatus.approvalFailed ? note : null,
        failReason: status === WithdrawalStatus.payFailed ? note : null,
        outNo,
        attempt: paying ? 1 : 0,
        providerRef,
        payeeName: paying ? shopName : null,
        payeeAccount: paying ? bankAccount : null,
        applyTime: ago(days),
        approveTime: status === WithdrawalStatus.approving ? null : ago(days, 2),
        payTime: paying ? ago(days, 5) : null,
        paidTime: status === WithdrawalStatus.paid ? ago(days, 8) : null,
        applyUserId: userId,
        createdAt: ago(days),
        updatedAt: ago(days, 8),
      };
    }),
  );
  await tx.insert(stateChange).values(history);
  if (notices.length) await tx.insert(paymentNotice).values(notices);
}
