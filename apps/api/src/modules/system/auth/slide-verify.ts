import { LOGIN_SLIDER_WIDTH } from '@hr/contract';

/** Width of the draggable handle; the handle's left edge must travel the rest of the bar. */
export const SLIDER_HANDLE_WIDTH = 40;
const MIN_DRAG_MS = 150;
const MIN_POINTS = 3;

/**
 * Judges a slide-to-verify drag reported by the browser: it must reach the end of the bar, move forward
 * in time, and take as long as a hand does. A basic bot gate, checked here rather than trusted from the
 * client; real bot resistance comes from the login lockout.
 */
export function isPassingTrack(
  track: ReadonlyArray<readonly [number, number]>,
  width = LOGIN_SLIDER_WIDTH,
): boolean {
  if (track.length < MIN_POINTS) return false;
  const end = width - SLIDER_HANDLE_WIDTH;
  let lastTime = -1;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const [x, t] of track) {
    if (t < lastTime) return false;
    lastTime = t;
    maxX = Math.max(maxX, x);
  }
  const first = track[0]!;
  const last = track[track.length - 1]!;
  return maxX >= end - 2 && last[0] >= end - 2 && last[1] - first[1] >= MIN_DRAG_MS && first[0] <= 5;
}
