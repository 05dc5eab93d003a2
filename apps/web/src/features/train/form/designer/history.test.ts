import { describe, expect, it } from 'vitest';
import { COALESCE_MS, commit, HISTORY_LIMIT, redo, startHistory, undo } from './history.ts';

describe('designer history', () => {
  it('undoes and redoes whole states, and a new edit drops the redo list', () => {
    let h = startHistory('a');
    h = commit(h, 'b');
    h = commit(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h); // nothing left to undo
    h = redo(h);
    expect(h.present).toBe('b');
    h = commit(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('counts typing into one input as one step, until a pause or another input', () => {
    let h = startHistory('');
    h = commit(h, '姓', 'title', 1000);
    h = commit(h, '姓名', 'title', 1500);
    expect(h.past).toEqual(['']);
    h = commit(h, '姓名1', 'title', 1500 + COALESCE_MS);
    expect(h.past).toEqual(['', '姓名']);
    h = commit(h, '姓名12', 'info', 2600);
    expect(h.past).toEqual(['', '姓名', '姓名1']);
    expect(undo(h).present).toBe('姓名1');
  });

  it('ignores a commit of the same state and keeps a bounded past', () => {
    let h = startHistory(0);
    expect(commit(h, 0)).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = commit(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(5);
  });
});
