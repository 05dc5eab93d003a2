import { type ApplyAction, formatApiTime } from '@hr/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { userWithPermissions } from '../../../test/roles.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { applyAudition, applyOperationRecord, jobApplyInfo, usrMessage } from './tables.ts';

/** Helpers shared by the pipeline's API tests. */
type T = ReturnType<typeof useTestApp>;
type Answer = Awaited<ReturnType<T['call']>>;

export const PATH = '/recruit/applyInfo';
/** The seeded users: an operator, staff of 恒达 (C_HENGDA) and of 云帆 (C_YUNFAN). */
export const USERS = ['yunying01', 'hengda01', 'yunfan01'];
export const OP = 'yunying01';
export const HENGDA = 'hengda01';
export const YUNFAN = 'yunfan01';
/** Online demo jobs: 恒达's 数控车床操作工 and 电焊工, 云帆's 快递分拣员; J_DEMO_02 has the demo form. */
export const HENGDA_JOB = 'J_DEMO_01';
export const HENGDA_JOB_2 = 'J_DEMO_03';
export const YUNFAN_JOB = 'J_DEMO_13';
export const FORM_JOB = 'J_DEMO_02';

const CMPY_OF: Record<string, string> = {
  J_DEMO_01: 'C_HENGDA',
  J_DEMO_02: 'C_HENGDA',
  J_DEMO_03: 'C_HENGDA',
  J_DEMO_13: 'C_YUNFAN',
};

/** Interview fields 1 day ahead (`minutes` ahead when given). */
export const interviewFields = (minutes = 24 * 60) => ({
  auditionTime: formatApiTime(new Date(Date.now() + minutes * 60_000))!,
  auditionAddress: '新郑市薛店镇工业园区恒达机械二号厂区办公楼201',
  auditionContactPerson: '李强',
  auditionTel: '15037134403',
  auditionPrecautions: '请携带身份证',
});

let serial = 0;

export function applyKit(t: T) {
  const db = () => t.database.db;
  const get = (user: string, name: string, query: Record<string, unknown> = {}) =>
    t.call('GET', `${PATH}/${name}`, {
      token: t.token(user),
      query: Object.fromEntries(
        Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
    });
  const post = (user: string, name: string, body: unknown) =>
    t.call('POST', `${PATH}/${name}`, { token: t.token(user), body });
  const ok = (res: Answer) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const kit = {
    get,
    post,
    ok,
    /**
     * A new application in `state`, written straight into the table (the public apply page is another
     * issue): an invitation (5) has its interview ahead, an expired one (6) behind.
     */
    applyIn: async (
      state: number,
      extra: Partial<typeof jobApplyInfo.$inferInsert> & { jobCode?: string } = {},
    ): Promise<string> => {
      serial += 1;
      const n = `${process.pid % 1000}${String(serial).padStart(4, '0')}`;
      const jobCode = extra.jobCode ?? HENGDA_JOB;
      const interviewTime =
        state === 5
          ? new Date(Date.now() + 86_400_000)
          : state === 6
            ? new Date(Date.now() - 3_600_000)
            : null;
      await db()
        .insert(jobApplyInfo)
        .values({
          applyCode: `AP_T${n}`,
          resumeCode: null,
          cmpyCode: CMPY_OF[jobCode] ?? 'C_HENGDA',
          usrCode: `U_T${n}`,
          usrName: `测试${serial}`,
          usrTel: `139${n.padStart(8, '0')}`,
          usrAge: 30,
          usrGender: 1,
          state,
          interviewTime,
          ...extra,
          jobCode,
        });
      return `AP_T${n}`;
    },
    row: async (code: string) =>
      (await db().select().from(jobApplyInfo).where(eq(jobApplyInfo.applyCode, code)))[0]!,
    records: (code: string) =>
      db()
        .select()
        .from(applyOperationRecord)
        .where(eq(applyOperationRecord.applyCode, code))
        .orderBy(asc(applyOperationRecord.createdAt), asc(applyOperationRecord.id)),
    /** Everything an action may write about an application, to prove a refused one wrote nothing. */
    snapshot: async (code: string) =>
      JSON.stringify([
        await kit.row(code),
        await kit.records(code),
        await db().select().from(applyAudition).where(eq(applyAudition.applyCode, code)),
        await db().select().from(usrMessage).where(eq(usrMessage.bizCode, code)),
      ]),
    /** Counters of the tabs per company and job and of the states per company, and the same counted from the applications. */
    counters: async () => {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const kept = await rows(
        sql`select cmpy_code, tab, num from apply_cmpy_tab_count where num <> 0 order by 1, 2`,
      );
      const real = await rows(
        sql`select cmpy_code, tab, count(*)::int as num from job_apply_info group by 1, 2 order by 1, 2`,
      );
      const jobs = await rows(
        sql`select job_code, tab, num from apply_job_tab_count where num <> 0 order by 1, 2`,
      );
      const realJobs = await rows(
        sql`select job_code, tab, count(*)::int as num from job_apply_info group by 1, 2 order by 1, 2`,
      );
      const states = await rows(
        sql`select cmpy_code, state, num from apply_cmpy_state_count where num <> 0 order by 1, 2`,
      );
      const realStates = await rows(
        sql`select cmpy_code, state, count(*)::int as num from job_apply_info group by 1, 2 order by 1, 2`,
      );
      return { kept, real, jobs, realJobs, states, realStates };
    },
    /** A signed-in user holding only `codes` (and the recruitment area), for permission tests. */
    userWith: (username: string, codes: string[], cmpyCode: string | null = null) =>
      userWithPermissions(t, { username, cmpyCode }, ['plateform:recruit', ...codes]),
  };
  return kit;
}
export type ApplyKit = ReturnType<typeof applyKit>;

/** The operateType updateState sends for each action it runs. */
export const OPERATE_TYPES: Partial<Record<ApplyAction, number>> = {
  passScreening: 3,
  hire: 4,
  notSuitable: 1,
  notJoined: 9,
  joined: 10,
  resign: 11,
};

/** Runs one button action on an application through its API call, as `user`. */
export function runAction(k: ApplyKit, user: string, action: ApplyAction, applyCode: string) {
  if (action === 'invite') return k.get(user, 'inviteInterview', { applyCode, ...interviewFields() });
  if (action === 'view') return k.get(user, 'queryResumeDetail', { applyCode });
  return k.get(user, 'updateState', {
    applyCode,
    operateType: String(OPERATE_TYPES[action]),
    ...(action === 'resign' ? { evaluate: '工作认真负责' } : {}),
  });
}
