import { idCardCheckChar, RedPkgCheckType, RedPkgSource, redPkgLifecycle } from '@hr/contract';
import { count, eq } from 'drizzle-orm';
import { redPkgBatch, redPkgUser } from '../modules/consume/red-packet/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A valid ID number of 新郑市 (410184) for a birth date and sequence. */
const idCard = (birth: string, seq: string) => {
  const first17 = `410184${birth}${seq}`;
  return first17 + idCardCheckChar(first17);
};

/** [name, birth date, sequence, mobile, yuan, state, rejection reason] */
const DEMO_USERS: [string, string, string, string, number, number, string?][] = [
  ['王建国', '19650312', '031', '13838112301', 500, RedPkgCheckType.passed],
  ['李秀英', '19720826', '042', '13937145502', 500, RedPkgCheckType.passed],
  ['张志强', '19880105', '017', '15038126603', 300, RedPkgCheckType.passed],
  ['刘桂兰', '19580419', '066', '13783617704', 800, RedPkgCheckType.passed],
  ['陈晓燕', '19910730', '028', '18838121205', 300, RedPkgCheckType.pending],
  ['杨明亮', '19830214', '053', '13598012306', 500, RedPkgCheckType.pending],
  ['赵丽娟', '19951108', '024', '15937162207', 200, RedPkgCheckType.pending],
  [
    '黄伟',
    '19790923',
    '011',
    '13703713308',
    500,
    RedPkgCheckType.rejected,
    '手机号与本人不符，请核实后重新提交',
  ],
  ['周翠花', '19620607', '082', '13592664409', 800, RedPkgCheckType.rejected, '身份证号与姓名不一致'],
  ['吴海涛', '19861216', '035', '18703718810', 300, RedPkgCheckType.draft],
  ['徐静', '19930402', '046', '15617821211', 200, RedPkgCheckType.draft],
  ['孙国庆', '19701001', '019', '13633866612', 500, RedPkgCheckType.draft],
];

/**
 * The demo's red-packet campaign in 新郑市 with people in every review state (with their history), seeded once
 * into a campaign table that never had a row (also into an existing demo database).
 */
export async function seedDemoRedPackets(tx: DbOrTx): Promise<void> {
  const [batches] = await tx.select({ n: count() }).from(redPkgBatch);
  if ((batches?.n ?? 0) > 0) return;
  const [operator] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'yunying01'));
  const [reviewer] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'yunying02'));
  if (!operator) return; // no demo users: no demo campaign
  const batchCode = 'RB_DEMO_XZ01';
  const created = new Date(Date.now() - 20 * DAY);
  await tx.insert(redPkgBatch).values({
    batchCode,
    batchName: '2026年新郑市促消费惠民红包（第一批）',
    areaName: '新郑市',
    remark: '面向新郑市灵活就业及困难群众发放的消费红包',
    createUserId: operator.id,
    createdAt: created,
    updatedAt: created,
  });
  const reviewerId = reviewer?.id ?? operator.id;
  for (const [i, [realName, birth, seq, phone, yuan, state, reason]] of DEMO_USERS.entries()) {
    const userCode = `RU_DEMO_${String(i + 1).padStart(2, '0')}`;
    const addedAt = new Date(created.getTime() + (i % 4) * DAY);
    const submittedAt = new Date(addedAt.getTime() + 2 * DAY);
    const checkedAt = new Date(submittedAt.getTime() + DAY);
    const submitted = state !== RedPkgCheckType.draft;
    const checked = state === RedPkgCheckType.passed || state === RedPkgCheckType.rejected;
    await tx.insert(redPkgUser).values({
      userCode,
      batchCode,
      realName,
      idCard: idCard(birth, seq),
      phone,
      amount: yuan * 100,
      checkType: state,
      checkRemark: reason ?? null,
      source: i < 8 ? RedPkgSource.imported : RedPkgSource.manual,
      submitTime: submitted ? submittedAt : null,
      checkTime: checked ? checkedAt : null,
      checkUserId: checked ? reviewerId : null,
      createUserId: operator.id,
      createdAt: addedAt,
      updatedAt: checked ? checkedAt : submitted ? submittedAt : addedAt,
    });
    const history: (typeof stateChange.$inferInsert)[] = [
      {
        entity: redPkgLifecycle.entity,
        code: userCode,
        action: 'create',
        toState: 0,
        userId: operator.id,
        createdAt: addedAt,
      },
    ];
    if (submitted)
      history.push({
        entity: redPkgLifecycle.entity,
        code: userCode,
        action: 'submit',
        fromState: 0,
        toState: 1,
        userId: operator.id,
        createdAt: submittedAt,
      });
    if (checked)
      history.push({
        entity: redPkgLifecycle.entity,
        code: userCode,
        action: state === RedPkgCheckType.passed ? 'pass' : 'reject',
        fromState: 1,
        toState: state,
        userId: reviewerId,
        remark: reason ?? null,
        createdAt: checkedAt,
      });
    await tx.insert(stateChange).values(history);
  }
}
