import { APPLY_MESSAGES as M } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { applyKit, HENGDA, interviewFields, OP, USERS, YUNFAN_JOB } from './apply-test-kit.ts';
import { applyAudition, usrMessage } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

const FORBIDDEN = '没有权限访问该功能';

describe('batch calls', () => {
  it('move only the allowed applications and name the others with the reason', async () => {
    const fresh = await k.applyIn(0, { usrName: '王建军' });
    const screened = await k.applyIn(3, { usrName: '徐志强' });
    const joined = await k.applyIn(10, { usrName: '吴婷婷' });
    const unsuitable = await k.applyIn(1, { usrName: '罗丹' });
    const before = { joined: await k.snapshot(joined) };
    const res = await k.get(OP, 'batchEmployment', {
      applyCodes: [fresh, joined, screened, 'AP_NONE', fresh].join(','),
    });
    expect(k.ok(res)).toEqual({
      succeeded: [fresh, screened],
      failed: [
        { applyCode: joined, usrName: '吴婷婷', reason: '当前状态为“已入职”，不能录用' },
        { applyCode: 'AP_NONE', usrName: null, reason: M.notFound },
      ],
    });
    expect((await k.row(fresh)).state).toBe(4);
    expect((await k.row(screened)).state).toBe(4);
    expect((await k.records(fresh)).map((r) => [r.fromState, r.operateType])).toEqual([[0, 4]]);
    expect((await k.records(screened)).map((r) => [r.fromState, r.operateType])).toEqual([[3, 4]]);
    expect(await k.snapshot(joined)).toBe(before.joined);

    const out = k.ok(await k.get(OP, 'batchOutOfPlace', { applyCodes: `${unsuitable},${joined}` }));
    expect(out.succeeded).toEqual([]);
    expect(out.failed.map((f: { reason: string }) => f.reason)).toEqual([
      '当前状态为“不合适”，不能标记为不合适',
      '当前状态为“已入职”，不能标记为不合适',
    ]);
  });

  it('pass screening from the new and not-suitable tabs', async () => {
    const codes = [await k.applyIn(0), await k.applyIn(2), await k.applyIn(1), await k.applyIn(5)];
    const data = k.ok(await k.get(OP, 'batchThroughFirst', { applyCodes: codes.join(',') }));
    expect(data.succeeded).toEqual(codes.slice(0, 3));
    expect(data.failed).toEqual([
      { applyCode: codes[3], usrName: expect.any(String), reason: '当前状态为“已邀约”，不能通过初筛' },
    ]);
    for (const code of codes.slice(0, 3)) expect((await k.row(code)).state).toBe(3);
  });

  it('invite several at once: an interview and a message each, the refused untouched', async () => {
    const a = await k.applyIn(0);
    const b = await k.applyIn(6);
    const hired = await k.applyIn(4);
    const before = await k.snapshot(hired);
    const body = { applyCodes: [a, b, hired], ...interviewFields(), remark: '第一轮面试' };
    const data = k.ok(await k.post(OP, 'batchInviteInterview', body));
    expect(data).toEqual({
      succeeded: [a, b],
      failed: [{ applyCode: hired, usrName: expect.any(String), reason: '当前状态为“待入职”，不能邀约面试' }],
    });
    for (const code of [a, b]) {
      const [audition] = await t.database.db
        .select()
        .from(applyAudition)
        .where(eq(applyAudition.applyCode, code));
      expect(audition).toMatchObject({ remark: '第一轮面试', auditionContactPerson: '李强' });
      expect((await k.records(code)).at(-1)).toMatchObject({ operateType: 5, auditionId: audition!.id });
      expect(await t.database.db.select().from(usrMessage).where(eq(usrMessage.bizCode, code))).toHaveLength(
        1,
      );
      expect((await k.row(code)).interviewTime).not.toBeNull();
    }
    expect(await k.snapshot(hired)).toBe(before);
    // Too soon: refused before anything is locked.
    const c = await k.applyIn(0);
    const soon = await k.post(OP, 'batchInviteInterview', {
      ...body,
      applyCodes: [c],
      ...interviewFields(3),
    });
    expect(soon.body).toMatchObject({ code: 400, msg: '面试时间需晚于当前时间十分钟' });
    expect((await k.row(c)).state).toBe(0);
  });

  it('refuses empty and oversized batches', async () => {
    expect((await k.get(OP, 'batchEmployment', { applyCodes: '' })).body).toMatchObject({
      code: 400,
      msg: M.applyCodesRequired,
    });
    const many = Array.from({ length: 301 }, (_, i) => `AP_X${i}`).join(',');
    expect((await k.get(OP, 'batchEmployment', { applyCodes: many })).body).toMatchObject({
      code: 400,
      msg: M.tooManyCodes,
    });
  });

  it('company staff: another company’s applications are named as not found and stay', async () => {
    const own = await k.applyIn(0);
    const theirs = await k.applyIn(0, { jobCode: YUNFAN_JOB });
    const before = await k.snapshot(theirs);
    const data = k.ok(await k.get(HENGDA, 'batchThroughFirst', { applyCodes: `${own},${theirs}` }));
    expect(data).toEqual({
      succeeded: [own],
      failed: [{ applyCode: theirs, usrName: null, reason: M.notFound }],
    });
    expect(await k.snapshot(theirs)).toBe(before);
  });
});

describe('batch permissions', () => {
  it('needs the batch permission and the action’s own; nothing changes without them', async () => {
    const passOnly = await k.userWith('batch_pass', [
      'recruit:resumeList',
      'recruit:resumeBatchEdit',
      'recruit:resumePass',
    ]);
    const noBatch = await k.userWith('no_batch', [
      'recruit:resumeList',
      'recruit:resumePass',
      'recruit:resumeEmploy',
    ]);
    const code = await k.applyIn(0);
    const before = await k.snapshot(code);
    const call = (token: string, name: string) =>
      t.call('GET', `/recruit/applyInfo/${name}`, { token, query: { applyCodes: code } });
    expect((await call(passOnly, 'batchEmployment')).body).toMatchObject({ code: 403, msg: FORBIDDEN });
    expect((await call(noBatch, 'batchEmployment')).body).toMatchObject({ code: 403, msg: FORBIDDEN });
    expect((await call(noBatch, 'batchThroughFirst')).body).toMatchObject({ code: 403, msg: FORBIDDEN });
    expect(await k.snapshot(code)).toBe(before);
    expect((await call(passOnly, 'batchThroughFirst')).body.data).toEqual({ succeeded: [code], failed: [] });
    // The single call needs the action's permission too (the list permission alone is not enough).
    const hire = await t.call('GET', '/recruit/applyInfo/updateState', {
      token: passOnly,
      query: { applyCode: code, operateType: '4' },
    });
    expect(hire.body).toMatchObject({ code: 403, msg: FORBIDDEN });
    expect((await k.row(code)).state).toBe(3);
  });
});
