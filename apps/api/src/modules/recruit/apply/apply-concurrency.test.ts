import { type ApplyAction, applyLifecycle, canApply } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { applyKit, HENGDA, interviewFields, OP, runAction, USERS } from './apply-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

const BUTTONS = (Object.keys(applyLifecycle.actions) as ApplyAction[]).filter((a) => a !== 'view');

/**
 * The history must be one story: it starts where the application started, each record starts where the
 * previous one ended, each is a move the contract allows, and the application is where the last one led.
 */
async function expectOneStory(code: string, initial: number) {
  const records = await k.records(code);
  let state = initial;
  for (const r of records) {
    expect(r.fromState).toBe(state);
    const action = BUTTONS.find(
      (a) => applyLifecycle.actions[a].to === r.operateType && canApply(applyLifecycle, a, state),
    );
    expect(action, `${state} → ${r.operateType}`).toBeDefined();
    state = r.operateType;
  }
  expect((await k.row(code)).state).toBe(state);
  return records;
}

describe('many actions on one application at once', () => {
  it('50 concurrent actions leave exactly one consistent history', async () => {
    const code = await k.applyIn(0);
    // Every button action, several times each, in a fixed shuffled order.
    const actions = Array.from(
      { length: 50 },
      (_, i) => BUTTONS[(i * 5 + Math.floor(i / 7)) % BUTTONS.length]!,
    );
    const answers = await Promise.all(
      actions.map((action, i) => runAction(k, i % 2 ? OP : HENGDA, action, code)),
    );
    for (const answer of answers) expect([200, 400], JSON.stringify(answer.body)).toContain(answer.body.code);
    const accepted = actions.filter((_, i) => answers[i]!.body.code === 200);
    expect(accepted.length).toBeGreaterThan(0);
    const records = await expectOneStory(code, 0);
    expect(records).toHaveLength(accepted.length);
    expect(records.map((r) => r.operateType).sort()).toEqual(
      accepted.map((a) => applyLifecycle.actions[a].to).sort(),
    );
    // Each accepted answer named the state its own move led to.
    for (const [i, answer] of answers.entries())
      if (answer.body.code === 200)
        expect(answer.body.data.state).toBe(applyLifecycle.actions[actions[i]!].to);
    const counters = await k.counters();
    expect(counters.kept).toEqual(counters.real);
    expect(counters.jobs).toEqual(counters.realJobs);
    expect(counters.states).toEqual(counters.realStates);
  });

  it('two overlapping batches in opposite orders both finish, each application moved once', async () => {
    const codes = await Promise.all(Array.from({ length: 12 }, () => k.applyIn(0)));
    const [a, b] = await Promise.all([
      k.get(OP, 'batchThroughFirst', { applyCodes: codes.join(',') }),
      k.get(HENGDA, 'batchEmployment', { applyCodes: [...codes].reverse().join(',') }),
    ]);
    expect(a.body.code).toBe(200);
    expect(b.body.code).toBe(200);
    // Whichever ran first moved all twelve; the other found them in a state it may also leave (0 or 3 both
    // allow a hire; 4 does not allow passing screening).
    for (const code of codes) {
      const records = await expectOneStory(code, 0);
      expect(records.length).toBeGreaterThanOrEqual(1);
      expect(records.length).toBeLessThanOrEqual(2);
    }
    expect(a.body.data.succeeded.length + a.body.data.failed.length).toBe(12);
    expect(b.body.data.succeeded).toHaveLength(12);
  });

  it('many applications of one job moved at once share their tab counters without deadlock', async () => {
    const initial = (i: number) => (i % 3 === 0 ? 3 : 0);
    const codes = await Promise.all(Array.from({ length: 30 }, (_, i) => k.applyIn(initial(i))));
    const answers = await Promise.all([
      ...codes.map((code, i) => runAction(k, i % 2 ? OP : HENGDA, BUTTONS[i % 4]!, code)),
      k.get(OP, 'batchOutOfPlace', { applyCodes: codes.slice(0, 15).join(',') }),
      k.get(HENGDA, 'batchThroughFirst', { applyCodes: [...codes].reverse().join(',') }),
    ]);
    for (const answer of answers) expect([200, 400], JSON.stringify(answer.body)).toContain(answer.body.code);
    for (const [i, code] of codes.entries()) await expectOneStory(code, initial(i));
    const counters = await k.counters();
    expect(counters.kept).toEqual(counters.real);
    expect(counters.jobs).toEqual(counters.realJobs);
    expect(counters.states).toEqual(counters.realStates);
  });

  it('an invitation racing a hire: one history, the interview recorded only if it moved', async () => {
    const code = await k.applyIn(3);
    const answers = await Promise.all([
      k.get(OP, 'inviteInterview', { applyCode: code, ...interviewFields() }),
      runAction(k, HENGDA, 'hire', code),
      runAction(k, OP, 'notJoined', code),
    ]);
    for (const answer of answers) expect([200, 400]).toContain(answer.body.code);
    const records = await expectOneStory(code, 3);
    expect(records.length).toBe(answers.filter((a) => a.body.code === 200).length);
  });
});
