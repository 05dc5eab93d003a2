import { APPLY_STATES, type ApplyAction, applyLifecycle, canApply, refusedMessage } from '@hr/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../../platform/audit.tables.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { applyKit, OP, runAction, USERS } from './apply-test-kit.ts';
import { applyAudition, usrMessage } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

/** The actions staff run from buttons; `view` happens by opening the detail (tested on its own). */
const ACTIONS = (Object.keys(applyLifecycle.actions) as ApplyAction[]).filter((a) => a !== 'view');
const allowed = ACTIONS.flatMap((action) =>
  APPLY_STATES.filter((state) => canApply(applyLifecycle, action, state)).map((s) => [action, s] as const),
);
const refused = ACTIONS.flatMap((action) =>
  APPLY_STATES.filter((state) => !canApply(applyLifecycle, action, state)).map((s) => [action, s] as const),
);

describe('pipeline: every allowed transition', () => {
  it('covers the contract table', () => {
    expect(allowed.length + refused.length).toBe(ACTIONS.length * 12);
    // pass 3 states, invite, hire and not suitable 8 each, did not join, joined and resign 1 each.
    expect(allowed.length).toBe(30);
  });

  it.each(allowed)('%s from %i succeeds, is recorded and audited', async (action, from) => {
    const code = await k.applyIn(from);
    const before = await k.row(code);
    const res = await runAction(k, OP, action, code);
    const to = applyLifecycle.actions[action].to;
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      code: 200,
      success: true,
      data: { state: to },
    });
    const row = await k.row(code);
    expect(row.state).toBe(to);
    expect(row.stateTime.getTime()).toBeGreaterThan(before.stateTime.getTime());
    expect(row.updatedAt.getTime()).toBe(row.stateTime.getTime());
    const records = await k.records(code);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      operateType: to,
      fromState: from,
      remark: action === 'resign' ? '工作认真负责' : null,
    });
    expect(records[0]!.userId).not.toBeNull();
    expect(records[0]!.createdAt.getTime()).toBe(row.stateTime.getTime());
    const [audit] = await t.database.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.target, code), eq(sysAuditLog.action, `apply.${action}`)))
      .orderBy(desc(sysAuditLog.id));
    expect(audit).toMatchObject({ detail: { from, to } });
  });
});

describe('pipeline: every refused transition', () => {
  /** One application per state; a refused action leaves it as it was, so they serve every case. */
  const applications = new Map<number, string>();
  beforeAll(async () => {
    for (const state of APPLY_STATES) applications.set(state, await k.applyIn(state));
  });

  it.each(refused)('%s from %i is refused with its message and changes nothing', async (action, state) => {
    const code = applications.get(state)!;
    const before = await k.snapshot(code);
    const res = await runAction(k, OP, action, code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      success: false,
      msg: refusedMessage(applyLifecycle, action, state),
    });
    expect(await k.snapshot(code)).toBe(before);
  });

  it('names the state in Chinese', () => {
    expect(refusedMessage(applyLifecycle, 'hire', 10)).toBe('当前状态为“已入职”，不能录用');
  });
});

describe('pipeline: what the actions write', () => {
  it('resign keeps the evaluation in the record', async () => {
    const code = await k.applyIn(10);
    k.ok(
      await k.get(OP, 'updateState', {
        applyCode: code,
        operateType: '11',
        evaluate: '  踏实肯干，准时到岗  ',
      }),
    );
    expect((await k.records(code))[0]).toMatchObject({
      operateType: 11,
      fromState: 10,
      remark: '踏实肯干，准时到岗',
    });
    // Resigning without an evaluation is refused by the contract's schema.
    const other = await k.applyIn(10);
    const res = await k.get(OP, 'updateState', { applyCode: other, operateType: '11' });
    expect(res.body).toMatchObject({ code: 400, msg: '请输入员工评价' });
    expect((await k.row(other)).state).toBe(10);
  });

  it('refuses an unknown operateType and an unknown application', async () => {
    const code = await k.applyIn(0);
    const before = await k.snapshot(code);
    const res = await k.get(OP, 'updateState', { applyCode: code, operateType: '5' });
    expect(res.body).toMatchObject({ code: 400, msg: '操作类型只能是1、3、4、9、10、11' });
    expect((await k.get(OP, 'updateState', { applyCode: 'AP_NONE', operateType: '3' })).body).toMatchObject({
      code: 404,
      msg: '报名记录不存在',
    });
    expect(await k.snapshot(code)).toBe(before);
  });

  it('an invitation writes the interview, its record and a message to the applicant', async () => {
    const code = await k.applyIn(3, { usrName: '赵鹏飞' });
    const fields = {
      auditionTime: '2099-05-06 14:30:00',
      auditionAddress: '新郑市薛店镇工业园区恒达机械二号厂区',
      auditionContactPerson: '李强',
      auditionTel: '15037134403',
      auditionPrecautions: '请携带身份证和焊工证',
      remark: '技术岗，安排实操',
    };
    expect(k.ok(await k.get(OP, 'inviteInterview', { applyCode: code, ...fields }))).toEqual({ state: 5 });
    const row = await k.row(code);
    expect(row.state).toBe(5);
    expect(row.interviewTime?.toISOString()).toBe('2099-05-06T06:30:00.000Z');
    const [audition] = await t.database.db
      .select()
      .from(applyAudition)
      .where(eq(applyAudition.applyCode, code));
    expect(audition).toMatchObject({
      auditionAddress: fields.auditionAddress,
      auditionContactPerson: '李强',
      auditionTel: '15037134403',
      auditionPrecautions: '请携带身份证和焊工证',
      remark: '技术岗，安排实操',
    });
    expect((await k.records(code))[0]).toMatchObject({
      operateType: 5,
      fromState: 3,
      auditionId: audition!.id,
    });
    const [message] = await t.database.db.select().from(usrMessage).where(eq(usrMessage.bizCode, code));
    expect(message).toMatchObject({
      usrCode: row.usrCode,
      bizType: 'interview',
      title: '面试邀请：数控车床操作工',
    });
    for (const part of [
      '赵鹏飞您好',
      '新郑市恒达机械制造有限公司',
      '数控车床操作工',
      '2099-05-06 14:30',
      fields.auditionAddress,
      '李强',
      '15037134403',
      '请携带身份证和焊工证',
    ])
      expect(message!.content).toContain(part);
  });

  it('refuses an interview less than ten minutes ahead by the server clock; nothing changes', async () => {
    const code = await k.applyIn(3);
    const before = await k.snapshot(code);
    for (const minutes of [5, 9, -60]) {
      const res = await k.get(OP, 'inviteInterview', { applyCode: code, ...interviewFieldsAt(minutes) });
      expect(res.body).toMatchObject({ code: 400, msg: '面试时间需晚于当前时间十分钟' });
    }
    const bad = await k.get(OP, 'inviteInterview', {
      applyCode: code,
      ...interviewFieldsAt(60),
      auditionTime: '明天下午',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '面试时间格式应为 YYYY-MM-DD HH:mm:ss' });
    expect(await k.snapshot(code)).toBe(before);
    k.ok(await k.get(OP, 'inviteInterview', { applyCode: code, ...interviewFieldsAt(12) }));
  });
});

/** Interview fields `minutes` from now. */
function interviewFieldsAt(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const shanghai = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return {
    auditionTime: `${shanghai.slice(0, 10)} ${shanghai.slice(11, 19)}`,
    auditionAddress: '恒达机械办公楼',
    auditionContactPerson: '李强',
    auditionTel: '15037134403',
  };
}
