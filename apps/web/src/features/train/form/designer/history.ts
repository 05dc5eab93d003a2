/**
 * Undo and redo over whole designer states. Typing into one property makes many changes: those sharing a
 * `group` key within `COALESCE_MS` of each other count as one step.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group and time of the last commit, for coalescing. */
  last?: { group: string; at: number } | undefined;
}

export const HISTORY_LIMIT = 100;
export const COALESCE_MS = 1000;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present; the old one becomes undoable unless the change continues the same group. */
export function commit<T>(history: History<T>, next: T, group?: string, now = Date.now()): History<T> {
  if (next === history.present) return history;
  const continues =
    group !== undefined && history.last?.group === group && now - history.last.at < COALESCE_MS;
  return {
    past: continues ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    last: group === undefined ? undefined : { group, at: now },
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
