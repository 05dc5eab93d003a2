import { type JobAction, jobLifecycle } from '@hr/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import sampleJob from './sample-job.json';
import { jobInfo } from './tables.ts';

/** Helpers shared by the job API tests. */
type T = ReturnType<typeof useTestApp>;
type Envelope = Awaited<ReturnType<T['call']>>['body'];

export const PATH = '/recruit/job-info';
/** The seeded users: super admin, an operator, staff of 恒达 (C_HENGDA) and of 云帆 (C_YUNFAN). */
export const USERS = ['admin', 'yunying01', 'hengda01', 'yunfan01'];
export const OP = 'yunying01';
export const HENGDA = 'hengda01';
export const YUNFAN = 'yunfan01';

/**
 * A complete job of 恒达 in 新郑市 (the sample regions hold it); each test changes what it needs. The fields are
 * in sample-job.json, which the multi-node test (scripts/multinode-test.mjs) sends too.
 */
export const jobBody = (extra: Record<string, unknown> = {}) => ({ ...sampleJob, ...extra });

export function jobKit(t: T) {
  const post = (user: string, name: string, body?: unknown) =>
    t.call('POST', `${PATH}/${name}`, { token: t.token(user), body: body ?? {} });
  const ok = (res: { body: Envelope }) => {
    expect(res.body.msg, JSON.stringify(res.body)).toBe('操作成功');
    return res.body.data;
  };
  const kit = {
    post,
    ok,
    save: (user: string, body: unknown) => post(user, 'saveJobInfo', body),
    edit: (user: string, jobCode: string, extra: Record<string, unknown> = {}) =>
      post(user, 'editJobInfo', jobBody({ jobCode, ...extra })),
    check: (user: string, jobCode: string, approveType: number, remark?: string) =>
      post(user, 'checkJobInfo', { jobCode, approveType, remark }),
    online: (user: string, jobInfoCode: string, onlineType: number) =>
      post(user, 'onOrOffLineJobInfo', { jobInfoCode, onlineType }),
    refresh: (user: string, code: string) => post(user, `refreshJobInfo/${code}`),
    end: (user: string, code: string) => post(user, `endJobInfo/${code}`),
    forcedEnd: (user: string, jobCode: string, remark?: string) =>
      post(user, 'forcedOfflineJobInfo', { jobCode, remark }),
    notice: (user: string, jobCode: string) => post(user, 'toSendRecruitNotice', { jobCode }),
    remove: (user: string, code: string) => post(user, `deleteJobInfo/${code}`),
    detail: (user: string, code: string) => post(user, `queryJobInfoDetail/${code}`),
    list: (user: string, body: Record<string, unknown> = {}) => post(user, 'queryJobInfoList', body),
    /** Tab counts as { state: num }. */
    counts: async (user: string, query: Record<string, string> = {}) => {
      const res = await t.call('GET', `${PATH}/queryJobInfoType`, { token: t.token(user), query });
      return Object.fromEntries(
        (ok(res) as { approveType: number; num: number }[]).map((c) => [c.approveType, c.num]),
      ) as Record<number, number>;
    },
    /** Saves a job (as `user`, default the operator) and returns its code. */
    create: async (extra: Record<string, unknown> = {}, user = OP) =>
      ok(await kit.save(user, jobBody(extra))).jobCode as string,
    /** A new job brought to `state` through the API (9: a deleted draft). */
    jobIn: async (state: number, extra: Record<string, unknown> = {}, owner = OP): Promise<string> => {
      if (state === 6 || state === 9) {
        const code = await kit.create({ ...extra, approveType: 6 }, owner);
        if (state === 9) ok(await kit.remove(OP, code));
        return code;
      }
      // An approved job waits for its company (automaticalPublish 1); a job meant to go online publishes on
      // approval (0); before review the caller decides.
      const publish = state === 2 ? { automaticalPublish: 1 } : state >= 3 ? { automaticalPublish: 0 } : {};
      const code = await kit.create({ ...extra, ...publish }, owner);
      if (state === 1) ok(await kit.check(OP, code, 1, '信息不完整'));
      if (state >= 2) ok(await kit.check(OP, code, 2));
      if (state === 4) ok(await kit.online(OP, code, 0));
      if (state === 5) ok(await kit.forcedEnd(OP, code, '违规'));
      return code;
    },
    row: async (code: string) =>
      (await t.database.db.select().from(jobInfo).where(eq(jobInfo.jobCode, code)))[0]!,
    history: (code: string) =>
      t.database.db
        .select()
        .from(stateChange)
        .where(and(eq(stateChange.entity, jobLifecycle.entity), eq(stateChange.code, code)))
        .orderBy(asc(stateChange.id)),
    /** A job's row and history, to prove a refused request changed nothing. */
    snapshot: async (code: string) => JSON.stringify([await kit.row(code), await kit.history(code)]),
  };
  return kit;
}
export type JobKit = ReturnType<typeof jobKit>;

/** Runs one lifecycle action on a job through its API call, as `user`. */
export function runAction(k: JobKit, user: string, action: JobAction, code: string) {
  switch (action) {
    case 'resubmit':
      return k.edit(user, code, { approveType: 0 });
    case 'saveDraft':
      return k.edit(user, code, { approveType: 6 });
    case 'pass':
    case 'passAndPublish':
      return k.check(user, code, 2);
    case 'reject':
      return k.check(user, code, 1, '薪资描述不清');
    case 'online':
      return k.online(user, code, 1);
    case 'offline':
      return k.online(user, code, 0);
    case 'refresh':
      return k.refresh(user, code);
    case 'end':
      return k.end(user, code);
    case 'forcedEnd':
      return k.forcedEnd(user, code, '违规发布');
    case 'sendNotice':
      return k.notice(user, code);
    case 'remove':
      return k.remove(user, code);
  }
}
