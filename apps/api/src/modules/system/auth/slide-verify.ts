import {
  LOGIN_SLIDER_WIDTH,
  SLIDER_MAX_KEY_POINTS as MAX_KEY_POINTS,
  SLIDER_HANDLE_WIDTH,
  SLIDER_KEY_STEPS,
  type SlideInput,
  sliderKeyStop,
} from '@hr/contract';

export { MAX_KEY_POINTS, SLIDER_HANDLE_WIDTH };

type Track = ReadonlyArray<readonly [number, number]>;

const MIN_DRAG_MS = 150;
const MIN_POINTS = 3;
/**
 * Fastest key auto-repeat people configure is about 30 per second (33 ms); a track whose key presses come
 * closer than this was not typed.
 */
export const MIN_KEY_GAP_MS = 20;

/**
 * Judges a slide-to-verify track reported by the browser, by how it was made. A basic bot gate, checked
 * here rather than trusted from the client; real bot resistance comes from the one-time challenge, its
 * rate limit and the login lockout.
 */
export function isPassingTrack(
  track: Track,
  input: SlideInput = 'pointer',
  width = LOGIN_SLIDER_WIDTH,
): boolean {
  return input === 'keyboard' ? isPassingKeyTrack(track, width) : isPassingDrag(track, width);
}

/** A drag: reaches the end of the bar from its start, moves forward in time, takes as long as a hand does. */
function isPassingDrag(track: Track, width: number): boolean {
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

/**
 * Key presses: the handle at rest at 0 when it took focus ([0, 0]), then one point per key that moved it,
 * each on one of the shared stops and reachable from the previous one by one key (an arrow: the next stop
 * either way; Home: the start; End: the end), at least MIN_KEY_GAP_MS after the previous point, ending on
 * the first arrival at the end, no sooner than a drag may.
 */
function isPassingKeyTrack(track: Track, width: number): boolean {
  if (track.length < 2 || track.length > MAX_KEY_POINTS) return false;
  const [x0, t0] = track[0]!;
  if (x0 !== 0 || t0 !== 0) return false;
  let stop = 0;
  let lastTime = 0;
  for (let i = 1; i < track.length; i++) {
    const [x, t] = track[i]!;
    const next = stopAt(x, width);
    if (next === undefined || next === stop) return false;
    const oneKey = Math.abs(next - stop) === 1 || next === 0 || next === SLIDER_KEY_STEPS;
    if (!oneKey || t - lastTime < MIN_KEY_GAP_MS) return false;
    // Reaching the end finishes the track: nothing may follow it.
    if (next === SLIDER_KEY_STEPS && i !== track.length - 1) return false;
    stop = next;
    lastTime = t;
  }
  return stop === SLIDER_KEY_STEPS && lastTime >= MIN_DRAG_MS;
}

function stopAt(x: number, width: number): number | undefined {
  for (let i = 0; i <= SLIDER_KEY_STEPS; i++) if (sliderKeyStop(i, width) === x) return i;
  return undefined;
}
