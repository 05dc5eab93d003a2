import { APPLY_STATES, BATCH_PERMISSION, buttonsForState, RESUME_TAB_KEYS } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { batchButtons, batchRouteOf, labelOf, permissionOf, rowButtons } from './pipelineActions.ts';

const all = () => true;
const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('pipeline buttons', () => {
  it('rows show every button of their state to a user holding all codes', () => {
    for (const state of APPLY_STATES) expect(rowButtons(state, all)).toEqual(buttonsForState(state));
    expect(rowButtons(4, all).map((b) => labelOf(b.action))).toEqual(['未入职', '入职']);
    expect(rowButtons(10, all).map((b) => labelOf(b.action))).toEqual(['离职']);
    expect(rowButtons(11, all)).toEqual([]);
  });

  it("rows drop the buttons whose action's permission is missing", () => {
    expect(rowButtons(0, holding('recruit:resumeReject')).map((b) => b.action)).toEqual(['notSuitable']);
    expect(permissionOf('joined')).toBe('recruit:employed');
  });

  it('batch buttons need batch processing and the action, per tab', () => {
    expect(batchButtons(0, all).map((b) => b.action)).toEqual([
      'passScreening',
      'invite',
      'hire',
      'notSuitable',
    ]);
    expect(batchButtons(1, all).map((b) => b.action)).toEqual(['passScreening', 'invite', 'hire']);
    expect(batchButtons(3, all).map((b) => b.action)).toEqual(['invite', 'hire', 'notSuitable']);
    expect(batchButtons(5, all).map((b) => b.action)).toEqual(['invite', 'hire', 'notSuitable']);
    expect(batchButtons(4, all)).toEqual([]);
    expect(RESUME_TAB_KEYS.flatMap((tab) => batchButtons(tab, holding('recruit:resumePass')))).toEqual([]);
    expect(batchButtons(0, holding(BATCH_PERMISSION, 'recruit:resumePass')).map((b) => b.action)).toEqual([
      'passScreening',
    ]);
  });

  it('maps batch actions to their calls; the invitation goes through its dialog', () => {
    expect(batchRouteOf('passScreening')).toBe('batchThroughFirst');
    expect(batchRouteOf('hire')).toBe('batchEmployment');
    expect(batchRouteOf('notSuitable')).toBe('batchOutOfPlace');
    expect(batchRouteOf('invite')).toBeUndefined();
    expect(batchRouteOf('joined')).toBeUndefined();
  });
});
