import { canApply, JOB_MESSAGES, type JobAction, jobLifecycle, refusedMessage } from '@hr/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { jobKit, OP, runAction, USERS } from './job-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

const ACTIONS = Object.keys(jobLifecycle.actions) as JobAction[];
const TAB_STATES = [0, 1, 2, 3, 4, 5, 6];
const allowed = ACTIONS.flatMap((action) =>
  jobLifecycle.actions[action].from.map((from) => [action, from] as const),
);
const refused = ACTIONS.flatMap((action) =>
  TAB_STATES.filter((state) => !canApply(jobLifecycle, action, state)).map(
    (state) => [action, state] as const,
  ),
);

describe('job lifecycle: every allowed transition', () => {
  it.each(allowed)('%s from %i succeeds and is recorded', async (action, from) => {
    // pass keeps an approved job waiting (automaticalPublish 1); passAndPublish puts it online (0).
    const code = await k.jobIn(from, { automaticalPublish: action === 'pass' ? 1 : 0 });
    const before = await k.history(code);
    const res = await runAction(k, OP, action, code);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
    const row = await k.row(code);
    const to = jobLifecycle.actions[action].to;
    expect(row.approveType).toBe(to);
    const history = await k.history(code);
    expect(history).toHaveLength(before.length + 1);
    expect(history.at(-1)).toMatchObject({ action, fromState: from, toState: to });
    if (action === 'pass' || action === 'passAndPublish') expect(res.body.data).toEqual({ approveType: to });
  });
});

describe('job lifecycle: every refused transition', () => {
  /** One job per tab state; a refused action leaves it as it was, so they serve every case. */
  const jobs = new Map<number, string>();
  beforeAll(async () => {
    for (const state of TAB_STATES) jobs.set(state, await k.jobIn(state));
  });

  it.each(refused)('%s from %i is refused with 400 and changes nothing', async (action, state) => {
    const code = jobs.get(state)!;
    const before = await k.snapshot(code);
    const res = await runAction(k, OP, action, code);
    // check picks pass or passAndPublish by the job's setting; both read 审核通过.
    expect(res.body).toMatchObject({
      code: 400,
      success: false,
      msg: refusedMessage(jobLifecycle, action, state),
    });
    expect(res.status).toBe(400);
    expect(await k.snapshot(code)).toBe(before);
  });

  it('answers 404 for a deleted job, whatever the action', async () => {
    const code = await k.jobIn(9);
    expect((await k.row(code)).approveType).toBe(9);
    for (const action of ACTIONS) {
      const res = await runAction(k, OP, action, code);
      expect(res.body).toMatchObject({ code: 404, msg: JOB_MESSAGES.notFound });
    }
    expect((await k.detail(OP, code)).body.code).toBe(404);
  });
});

describe('job lifecycle: what each action writes', () => {
  it('review and publishing set their times; rejection and forced end keep the reason', async () => {
    const rejected = await k.jobIn(1);
    expect(await k.row(rejected)).toMatchObject({ approveType: 1, remark: '信息不完整' });
    expect((await k.row(rejected)).checkTime).not.toBeNull();
    // Resubmitting clears the reason on the job; the history keeps it.
    k.ok(await k.edit(OP, rejected, { approveType: 0 }));
    expect(await k.row(rejected)).toMatchObject({ approveType: 0, remark: null });
    expect((await k.history(rejected)).map((h) => h.remark)).toContain('信息不完整');

    const online = await k.jobIn(3);
    const published = await k.row(online);
    expect(published.onlineTime).not.toBeNull();
    expect(published.refreshTime.getTime()).toBeGreaterThanOrEqual(published.onlineTime!.getTime());
    await new Promise((resolve) => setTimeout(resolve, 5));
    k.ok(await k.refresh(OP, online));
    expect((await k.row(online)).refreshTime.getTime()).toBeGreaterThan(published.refreshTime.getTime());
    k.ok(await k.forcedEnd(OP, online, '虚假招聘'));
    const forced = await k.row(online);
    expect(forced).toMatchObject({ approveType: 5, remark: '虚假招聘' });
    expect(forced.downTime).not.toBeNull();

    const waiting = await k.jobIn(2);
    expect((await k.row(waiting)).onlineTime).toBeNull();
    k.ok(await k.online(OP, waiting, 1));
    expect((await k.row(waiting)).onlineTime).not.toBeNull();
    k.ok(await k.end(OP, waiting));
    expect(await k.row(waiting)).toMatchObject({ approveType: 4 });
  });

  it('shows the history in the detail with operator names and Chinese action names', async () => {
    const code = await k.jobIn(4);
    const detail = k.ok(await k.detail(OP, code));
    expect(detail.history).toEqual([
      expect.objectContaining({
        action: 'create',
        actionName: '创建',
        fromState: null,
        toState: 0,
        operator: '王丽',
      }),
      expect.objectContaining({
        action: 'passAndPublish',
        actionName: '审核通过',
        toState: 3,
        operator: '王丽',
      }),
      expect.objectContaining({ action: 'offline', actionName: '下线', fromState: 3, toState: 4 }),
    ]);
    expect(detail.history[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('requires a reason to reject and refuses other review results', async () => {
    const code = await k.jobIn(0);
    const before = await k.snapshot(code);
    expect((await k.check(OP, code, 1)).body).toMatchObject({
      code: 400,
      msg: JOB_MESSAGES.rejectRemarkRequired,
    });
    expect((await k.check(OP, code, 3)).body).toMatchObject({
      code: 400,
      msg: JOB_MESSAGES.checkStateInvalid,
    });
    expect((await k.online(OP, code, 2)).body).toMatchObject({
      code: 400,
      msg: JOB_MESSAGES.onlineTypeInvalid,
    });
    expect(await k.snapshot(code)).toBe(before);
  });
});
