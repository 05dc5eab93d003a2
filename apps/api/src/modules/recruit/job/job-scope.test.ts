import { JOB_MESSAGES as M } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { HENGDA, jobKit, USERS, YUNFAN } from './job-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

/** A job of 云帆 (C_YUNFAN) in `state`, made by the operator. */
const theirs = (state: number) => k.jobIn(state, { cmpyCode: 'C_YUNFAN', jobAddress: '南三环云帆物流园' });

/** Expects `call` on the job to answer `code`/`msg` and to leave the job and its history as they were. */
async function untouched(
  job: string,
  call: () => Promise<{ body: { code: number; msg: string } }>,
  code = 404,
  msg: string = M.notFound,
) {
  const before = await k.snapshot(job);
  const res = await call();
  expect(res.body).toMatchObject({ code, msg, success: false });
  expect(await k.snapshot(job)).toBe(before);
}

describe('company staff and another company jobs', () => {
  it('cannot read one', async () => {
    const job = await theirs(3);
    await untouched(job, () => k.detail(HENGDA, job));
    expect(k.ok(await k.detail(YUNFAN, job)).jobCode).toBe(job);
  });

  it('cannot edit one, nor move it to their company', async () => {
    const job = await theirs(1);
    await untouched(job, () => k.edit(HENGDA, job, { cmpyCode: 'C_YUNFAN' }));
    await untouched(job, () => k.edit(HENGDA, job, { cmpyCode: 'C_HENGDA' }));
    await untouched(job, () => k.edit(HENGDA, job, { approveType: 6 }));
  });

  it('cannot put one online or offline, refresh, end or announce it', async () => {
    const approved = await theirs(2);
    await untouched(approved, () => k.online(HENGDA, approved, 1));
    await untouched(approved, () => k.end(HENGDA, approved));
    const online = await theirs(3);
    await untouched(online, () => k.online(HENGDA, online, 0));
    await untouched(online, () => k.refresh(HENGDA, online));
    await untouched(online, () => k.end(HENGDA, online));
    await untouched(online, () => k.notice(HENGDA, online));
  });

  it('cannot delete one', async () => {
    for (const state of [1, 4, 6]) {
      const job = await theirs(state);
      await untouched(job, () => k.remove(HENGDA, job));
    }
  });

  it('cannot review or force-end any job, not even their own (operators do)', async () => {
    const own = await k.jobIn(0, {}, HENGDA);
    await untouched(own, () => k.check(HENGDA, own, 2), 403, '没有权限访问该功能');
    const online = await k.jobIn(3, {}, HENGDA);
    await untouched(online, () => k.forcedEnd(HENGDA, online, '违规'), 403, '没有权限访问该功能');
  });
});

describe('company staff and their own jobs', () => {
  it('publish, take offline, refresh, end, copy and delete them', async () => {
    const approved = await k.jobIn(2, {}, HENGDA);
    k.ok(await k.online(HENGDA, approved, 1));
    k.ok(await k.refresh(HENGDA, approved));
    k.ok(await k.online(HENGDA, approved, 0));
    expect((await k.row(approved)).approveType).toBe(4);
    const copy = k.ok(
      await k.save(HENGDA, { ...(await detailBody(approved)), sourceJobCode: approved }),
    ).jobCode;
    expect((await k.row(copy)).approveType).toBe(0);
    k.ok(await k.remove(HENGDA, approved));
    expect((await k.row(approved)).approveType).toBe(9);
    await untouched(approved, () => k.detail(HENGDA, approved));

    const online = await k.jobIn(3, {}, HENGDA);
    k.ok(await k.end(HENGDA, online));
    expect((await k.row(online)).approveType).toBe(4);
  });

  it('edit a rejected job and resubmit it', async () => {
    const job = await k.jobIn(1, {}, HENGDA);
    k.ok(await k.edit(HENGDA, job, { jobName: '焊工（已修改）' }));
    expect(await k.row(job)).toMatchObject({ approveType: 0, jobName: '焊工（已修改）', remark: null });
    const names = k.ok(await k.detail(HENGDA, job)).history.map((h: { actionName: string }) => h.actionName);
    expect(names).toEqual(['创建', '审核驳回', '编辑并提交']);
  });
});

/** The detail of a job as the form would send it back (copy mode). */
async function detailBody(jobCode: string) {
  const d = k.ok(await k.detail(HENGDA, jobCode));
  const {
    jobCode: _code,
    approveType: _state,
    history: _h,
    jobPictureUrls: _p,
    jobVideoUrl: _v,
    ...fields
  } = d;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
}
