import { type JobAction, jobLifecycle } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type JobKit, jobKit, OP, runAction, USERS } from './job-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

/**
 * Runs two actions on one job at the same moment and checks the outcome is one consistent story: every
 * accepted call wrote exactly one history entry of its action, every refused one none, and the job's state
 * is where the last entry leads.
 */
async function race(kit: JobKit, code: string, actions: [JobAction, JobAction]) {
  const before = await kit.history(code);
  const answers = await Promise.all(actions.map((action) => runAction(kit, OP, action, code)));
  const added = (await kit.history(code)).slice(before.length);
  const accepted = actions.filter((_, i) => answers[i]!.body.code === 200);
  // A loser is refused by the state it finds (400), or finds no job once the winner deleted it (404).
  for (const answer of answers)
    expect([200, 400, 404], JSON.stringify(answer.body)).toContain(answer.body.code);
  // check answers pass or passAndPublish by the job's setting: compare the calls, not the action names.
  const family = (action: string) => (action === 'passAndPublish' ? 'pass' : action);
  expect(added.map((h) => family(h.action)).sort()).toEqual(accepted.map(family).sort());
  const row = await kit.row(code);
  expect(row.approveType).toBe(added.at(-1)?.toState ?? before.at(-1)!.toState);
  for (const h of added) expect(h.toState).toBe(jobLifecycle.actions[h.action as JobAction].to);
  return { accepted, state: row.approveType };
}

describe('two actions on one job at once', () => {
  it('two passes of a pending job: one wins, one entry', async () => {
    const code = await k.jobIn(0, { automaticalPublish: 1 });
    const { accepted, state } = await race(k, code, ['pass', 'pass']);
    expect(accepted).toEqual(['pass']);
    expect(state).toBe(2);
  });

  it('pass and forced end of a pending job: pass always wins, forced end only after it', async () => {
    const code = await k.jobIn(0, { automaticalPublish: 1 });
    const { accepted, state } = await race(k, code, ['pass', 'forcedEnd']);
    expect(accepted[0]).toBe('pass');
    expect(state).toBe(accepted.includes('forcedEnd') ? 5 : 2);
  });

  it('pass and forced end of an approved job: only the forced end applies', async () => {
    const code = await k.jobIn(2);
    const { accepted, state } = await race(k, code, ['pass', 'forcedEnd']);
    expect(accepted).toEqual(['forcedEnd']);
    expect(state).toBe(5);
  });

  it('offline and forced end of an online job: exactly one applies', async () => {
    const code = await k.jobIn(3);
    const { accepted, state } = await race(k, code, ['offline', 'forcedEnd']);
    expect(accepted).toHaveLength(1);
    expect(state).toBe(accepted[0] === 'offline' ? 4 : 5);
  });

  it('delete and resubmit of a draft: exactly one applies', async () => {
    const code = await k.jobIn(6);
    const { accepted, state } = await race(k, code, ['remove', 'resubmit']);
    expect(accepted).toHaveLength(1);
    expect(state).toBe(accepted[0] === 'remove' ? 9 : 0);
  });

  it('two recruitment notices: one announcement, the other refused as too soon', async () => {
    const code = await k.jobIn(3);
    const answers = await Promise.all([k.notice(OP, code), k.notice(OP, code)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409]);
    const sent = (await k.history(code)).filter((h) => h.action === 'sendNotice');
    expect(sent).toHaveLength(1);
  });
});
