import { describe, expect, it } from 'vitest';
import { canApply } from '../../platform/lifecycle.ts';
import { allRoutes } from '../../routes.ts';
import { walkResources } from '../../system/resource-tree.ts';
import {
  APPLY_BUTTONS,
  APPLY_STATES,
  applyLifecycle,
  applyStateNames,
  BATCH_CALL_ACTIONS,
  batchButtonsForTab,
  buttonsForState,
  canDownloadResume,
  canPrintResume,
  RESUME_TABS,
  resumeTabOfState,
  TIMELINE_LABELS,
  UPDATE_STATE_ACTIONS,
} from './pipeline.ts';

/** Spec recruitment §4, "Row and detail action visibility by current state", line by line. */
const SPEC_VISIBILITY = {
  passScreening: [0, 1, 2],
  invite: [0, 1, 2, 3, 5, 6, 7, 8],
  hire: [0, 1, 2, 3, 5, 6, 7, 8],
  notSuitable: [0, 2, 3, 5, 6, 7, 8, 9],
  notJoined: [4],
  joined: [4],
  resign: [10],
} as const;

/** Spec §4 "Batch buttons by tab". */
const SPEC_BATCH = {
  passScreening: [0, 1],
  invite: [0, 1, 3, 5],
  hire: [0, 1, 3, 5],
  notSuitable: [0, 3, 5],
} as const;

describe('application pipeline (spec recruitment §4)', () => {
  it('has the twelve states 0–11', () => {
    expect(APPLY_STATES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(applyStateNames[1]).toBe('不合适');
    expect(applyStateNames[0]).toBe('新简历');
  });

  it('has the resume tabs of the spec, in its order, each state in exactly one tab', () => {
    expect(RESUME_TABS.map((t) => [t.key, t.label])).toEqual([
      [0, '新简历'],
      [3, '通过初筛'],
      [5, '面试'],
      [4, '录用'],
      [1, '不合适'],
    ]);
    for (const state of APPLY_STATES) {
      const holders = RESUME_TABS.filter((t) => (t.states as readonly number[]).includes(state));
      expect(holders, `state ${state}`).toHaveLength(1);
      expect(resumeTabOfState(state)).toBe(holders[0]!.key);
    }
  });

  it.each(Object.entries(SPEC_VISIBILITY))('%s starts only from the spec states %j', (action, states) => {
    for (const state of APPLY_STATES) {
      const allowed = (states as readonly number[]).includes(state);
      expect(canApply(applyLifecycle, action as keyof typeof SPEC_VISIBILITY, state), `state ${state}`).toBe(
        allowed,
      );
      expect(
        buttonsForState(state).some((b) => b.action === action),
        `button in state ${state}`,
      ).toBe(allowed);
    }
  });

  it('sends the spec operateTypes', () => {
    const to = (action: keyof typeof applyLifecycle.actions) => applyLifecycle.actions[action].to;
    expect(to('passScreening')).toBe(3);
    expect(to('hire')).toBe(4);
    expect(to('notSuitable')).toBe(1);
    expect(to('notJoined')).toBe(9);
    expect(to('joined')).toBe(10);
    expect(to('resign')).toBe(11);
    expect(to('invite')).toBe(5);
    expect(to('view')).toBe(2);
    expect(applyLifecycle.actions.view.from).toEqual([0]);
    for (const [type, action] of Object.entries(UPDATE_STATE_ACTIONS)) expect(to(action)).toBe(Number(type));
  });

  it.each(Object.entries(SPEC_BATCH))('batch %s shows on tabs %j only', (action, tabs) => {
    for (const tab of RESUME_TABS.map((t) => t.key)) {
      expect(
        batchButtonsForTab(tab).some((b) => b.action === action),
        `tab ${tab}`,
      ).toBe((tabs as readonly number[]).includes(tab));
    }
    expect(APPLY_BUTTONS.filter((b) => b.batchTabs.length).map((b) => b.action)).toEqual(
      Object.keys(SPEC_BATCH),
    );
  });

  it('asks the full-form confirmations (glossary decision 7)', () => {
    const confirm = Object.fromEntries(APPLY_BUTTONS.map((b) => [b.action, b.confirm ?? b.dialog]));
    expect(confirm).toEqual({
      passScreening: '请确认是否通过初筛？',
      invite: 'interview',
      hire: '请确认是否录用？',
      notSuitable: '请确认是否不合适？',
      notJoined: '请确认是否未入职？',
      joined: '请确认是否入职？',
      resign: 'leave',
    });
  });

  it('gates each action with the spec permission code, each of which is in the resource tree', () => {
    const codes = new Set<string>();
    walkResources((node) => {
      if (node.perms) codes.add(node.perms);
    });
    expect(
      Object.fromEntries(Object.entries(applyLifecycle.actions).map(([k, a]) => [k, a.permission])),
    ).toEqual({
      view: 'recruit:resumeDetail',
      passScreening: 'recruit:resumePass',
      invite: 'recruit:resumeInterview',
      hire: 'recruit:resumeEmploy',
      notSuitable: 'recruit:resumeReject',
      notJoined: 'recruit:noEmployed',
      joined: 'recruit:employed',
      resign: 'recruit:quit',
    });
    for (const action of Object.values(applyLifecycle.actions))
      expect(codes.has(action.permission)).toBe(true);
    for (const route of allRoutes.filter((r) => r.path.startsWith('/recruit/applyInfo/'))) {
      if (route.access.kind === 'perm') expect(codes.has(route.access.code), route.path).toBe(true);
    }
  });

  it('allows download and print of a resume in state 5 only', () => {
    for (const state of APPLY_STATES) {
      expect(canDownloadResume(state)).toBe(state === 5);
      expect(canPrintResume(state)).toBe(state === 5);
    }
  });

  it('labels the timeline as the spec does', () => {
    expect(TIMELINE_LABELS).toMatchObject({
      1: '不合适',
      2: '已查看',
      3: '通过初筛',
      4: '录用',
      5: '邀约面试',
      7: '拒绝面试',
      8: '接受面试',
      9: '未入职',
      10: '已入职',
      11: '离职',
    });
  });

  it('maps each batch call to its action', () => {
    expect(BATCH_CALL_ACTIONS).toEqual({
      batchThroughFirst: 'passScreening',
      batchEmployment: 'hire',
      batchOutOfPlace: 'notSuitable',
      batchInviteInterview: 'invite',
    });
  });
});
