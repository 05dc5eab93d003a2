import { APPLY_MESSAGES as M } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  applyKit,
  HENGDA,
  HENGDA_JOB,
  interviewFields,
  OP,
  runAction,
  USERS,
  YUNFAN,
  YUNFAN_JOB,
} from './apply-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

/** Expects `call` to answer `code` with `msg` and leave the application as it was. */
async function untouched(
  code: string,
  call: () => ReturnType<typeof k.get>,
  status = 404,
  msg: string = M.notFound,
) {
  const before = await k.snapshot(code);
  const res = await call();
  expect(res.body).toMatchObject({ code: status, msg, success: false });
  expect(res.status).toBe(status);
  expect(await k.snapshot(code)).toBe(before);
}

describe('company staff and another company’s applicants', () => {
  it('cannot list, count or read them', async () => {
    const theirs = await k.applyIn(0, { jobCode: YUNFAN_JOB, usrName: '云帆应聘者' });
    const codes = async (user: string, query: Record<string, string>) =>
      (
        k.ok(await k.get(user, 'queryPageJobApplyInfo', { pageSize: '300', ...query })).records as {
          applyCode: string;
          cmpyCode: string;
        }[]
      ).map((r) => r.applyCode);
    expect(await codes(HENGDA, {})).not.toContain(theirs);
    expect(await codes(HENGDA, { jobCode: YUNFAN_JOB })).toEqual([]);
    expect(await codes(HENGDA, { usrName: '云帆应聘者' })).toEqual([]);
    expect(await codes(YUNFAN, { usrName: '云帆应聘者' })).toEqual([theirs]);
    expect(await codes(OP, { usrName: '云帆应聘者' })).toEqual([theirs]);
    const counts = k.ok(await k.get(HENGDA, 'queryStateCount', { jobCode: YUNFAN_JOB }));
    expect(counts).toEqual({ '0': 0, '3': 0, '5': 0, '4': 0, '1': 0 });
    // A new resume is moved to 已查看 when opened: a refused read must not move it.
    await untouched(theirs, () => k.get(HENGDA, 'queryResumeDetail', { applyCode: theirs }));
    await untouched(theirs, () => k.get(HENGDA, 'queryJobApplyInfo', { jobApplyCode: theirs }));
    // Their own staff can.
    expect(k.ok(await k.get(YUNFAN, 'queryResumeDetail', { applyCode: theirs })).jobApplyInfoVO.state).toBe(
      2,
    );
  });

  it('cannot move them, invite them or write on them', async () => {
    for (const state of [0, 3, 4, 10]) {
      const theirs = await k.applyIn(state, { jobCode: YUNFAN_JOB });
      for (const action of [
        'passScreening',
        'invite',
        'hire',
        'notSuitable',
        'notJoined',
        'joined',
        'resign',
      ] as const)
        await untouched(theirs, () => runAction(k, HENGDA, action, theirs));
      await untouched(theirs, () => k.post(HENGDA, 'updateRemark', { applyCode: theirs, remark: '备注' }));
    }
  });

  it('still handle their own company’s applicants', async () => {
    const own = await k.applyIn(0, { jobCode: HENGDA_JOB });
    expect(k.ok(await runAction(k, HENGDA, 'passScreening', own))).toEqual({ state: 3 });
    expect(k.ok(await k.get(HENGDA, 'inviteInterview', { applyCode: own, ...interviewFields() }))).toEqual({
      state: 5,
    });
    const records = await k.records(own);
    expect(records.map((r) => r.operateType)).toEqual([3, 5]);
  });
});

describe('permissions', () => {
  it('refuse each action without its permission (403) and change nothing', async () => {
    const clerk = await k.userWith('resume_reader', ['recruit:resumeList', 'recruit:resumeDetail']);
    const code = await k.applyIn(4);
    for (const query of [
      { operateType: '3' } as Record<string, string>,
      { operateType: '4' },
      { operateType: '1' },
      { operateType: '9' },
      { operateType: '10' },
      { operateType: '11', evaluate: '好' },
    ])
      await untouched(
        code,
        () =>
          t.call('GET', '/recruit/applyInfo/updateState', {
            token: clerk,
            query: { applyCode: code, ...query },
          }),
        403,
        '没有权限访问该功能',
      );
    await untouched(
      code,
      () =>
        t.call('GET', '/recruit/applyInfo/inviteInterview', {
          token: clerk,
          query: { applyCode: code, ...interviewFields() },
        }),
      403,
      '没有权限访问该功能',
    );
    // Reading and remarks need only the detail permission.
    expect(
      (
        await t.call('GET', '/recruit/applyInfo/queryResumeDetail', {
          token: clerk,
          query: { applyCode: code },
        })
      ).body.code,
    ).toBe(200);
    const remark = await t.call('POST', '/recruit/applyInfo/updateRemark', {
      token: clerk,
      body: { applyCode: code, remark: '已电话联系' },
    });
    expect(remark.body.code).toBe(200);
    expect((await k.row(code)).remark).toBe('已电话联系');
  });
});
