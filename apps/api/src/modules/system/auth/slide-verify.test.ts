import { describe, expect, it } from 'vitest';
import { isPassingTrack, SLIDER_HANDLE_WIDTH } from './slide-verify.ts';

const end = 295 - SLIDER_HANDLE_WIDTH;
const drag = (toX: number, ms: number, steps = 10) =>
  Array.from({ length: steps + 1 }, (_, i) => [(toX * i) / steps, (ms * i) / steps] as [number, number]);

describe('slide verify track', () => {
  it('passes a drag to the end that takes a human time', () => {
    expect(isPassingTrack(drag(end, 600))).toBe(true);
  });
  it('fails a drag released before the end', () => {
    expect(isPassingTrack(drag(end - 30, 600))).toBe(false);
  });
  it('fails an instant jump to the end', () => {
    expect(isPassingTrack(drag(end, 20))).toBe(false);
    expect(
      isPassingTrack([
        [0, 0],
        [end, 300],
      ]),
    ).toBe(false);
  });
  it('fails time running backwards or a start away from the left edge', () => {
    expect(
      isPassingTrack([
        [0, 0],
        [100, 300],
        [end, 200],
      ]),
    ).toBe(false);
    expect(isPassingTrack(drag(end, 600).map(([x, t]) => [x + 50, t] as [number, number]))).toBe(false);
  });
});
