import { BIGSCREEN } from '@hr/contract';

/**
 * The big screen's moving lists (platform.md §9): a table shows 6 rows and moves on by one row a tick,
 * wrapping round; the area and education charts show the first 5 entries and then push the next one in
 * (push index starts at 5), dropping the first.
 */

/** The rows a scrolling list shows at `offset` (all of them when they fit). */
export function visibleRows<T>(rows: readonly T[], offset: number, size: number = BIGSCREEN.listRows): T[] {
  if (rows.length <= size) return [...rows];
  return Array.from({ length: size }, (_, i) => rows[(offset + i) % rows.length] as T);
}

/** The next offset of a scrolling list: one row on, back to the top after the last. */
export const nextOffset = (length: number, offset: number, size: number = BIGSCREEN.listRows) =>
  length <= size ? 0 : (offset + 1) % length;

/** A pushing window over `items`: the shown entries and the index of the entry pushed in next. */
export interface PushWindow<T> {
  shown: T[];
  pushIndex: number;
}

export function startWindow<T>(items: readonly T[], size: number = BIGSCREEN.pushIndexStart): PushWindow<T> {
  return { shown: items.slice(0, size), pushIndex: size };
}

/** One tick: drop the first shown entry and push `items[pushIndex]` (wrapping), when there are more. */
export function pushNext<T>(items: readonly T[], window: PushWindow<T>): PushWindow<T> {
  if (items.length <= window.shown.length) return window;
  const index = window.pushIndex % items.length;
  return { shown: [...window.shown.slice(1), items[index] as T], pushIndex: index + 1 };
}
