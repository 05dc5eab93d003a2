import { SLIDER_KEY_STEPS, sliderKeyStop } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { isPassingTrack, MAX_KEY_POINTS, MIN_KEY_GAP_MS, SLIDER_HANDLE_WIDTH } from './slide-verify.ts';

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

describe('keyboard track', () => {
  const stop = (i: number) => sliderKeyStop(i, 295);
  /** The arrow key pressed `keys` times, `gap` ms apart, from the rest point taken at focus. */
  const arrows = (keys = SLIDER_KEY_STEPS, gap = 60): [number, number][] => [
    [0, 0],
    ...Array.from({ length: keys }, (_, i) => [stop(i + 1), (i + 1) * gap] as [number, number]),
  ];

  it('passes the right arrow pressed stop by stop to the end', () => {
    expect(isPassingTrack(arrows(), 'keyboard')).toBe(true);
  });
  it('passes End pressed a moment after focus, and arrows back and forth, and Home then End', () => {
    expect(
      isPassingTrack(
        [
          [0, 0],
          [stop(SLIDER_KEY_STEPS), 400],
        ],
        'keyboard',
      ),
    ).toBe(true);
    expect(
      isPassingTrack(
        [
          [0, 0],
          [stop(1), 100],
          [stop(2), 200],
          [stop(1), 300],
          [stop(0), 400],
          [stop(10), 600],
        ],
        'keyboard',
      ),
    ).toBe(true);
  });
  it('fails a keyboard track that stops short, or leaves the end and goes on', () => {
    expect(isPassingTrack(arrows(9), 'keyboard')).toBe(false);
    expect(isPassingTrack([...arrows(), [stop(9), 700]], 'keyboard')).toBe(false);
  });
  it('fails positions off the stops, jumps no key makes, or no move at all', () => {
    const offStop = arrows().map(([x, t], i) => [i === 3 ? x + 1 : x, t] as [number, number]);
    expect(isPassingTrack(offStop, 'keyboard')).toBe(false);
    const jump: [number, number][] = [
      [0, 0],
      [stop(1), 100],
      [stop(4), 200],
      [stop(10), 300],
    ];
    expect(isPassingTrack(jump, 'keyboard')).toBe(false);
    const still: [number, number][] = [
      [0, 0],
      [stop(1), 100],
      [stop(1), 200],
      [stop(10), 300],
    ];
    expect(isPassingTrack(still, 'keyboard')).toBe(false);
  });
  it('fails presses faster than any key repeat, an instant End, or a start away from rest', () => {
    expect(isPassingTrack(arrows(SLIDER_KEY_STEPS, MIN_KEY_GAP_MS - 1), 'keyboard')).toBe(false);
    expect(isPassingTrack(arrows(SLIDER_KEY_STEPS, MIN_KEY_GAP_MS), 'keyboard')).toBe(true);
    expect(
      isPassingTrack(
        [
          [0, 0],
          [stop(10), 100],
        ],
        'keyboard',
      ),
    ).toBe(false);
    expect(
      isPassingTrack(
        arrows().map(([x, t]) => [x, t + 50] as [number, number]),
        'keyboard',
      ),
    ).toBe(false);
  });
  it('fails a wandering track past the point limit', () => {
    const wander: [number, number][] = [[0, 0]];
    for (let i = 1; i < MAX_KEY_POINTS; i++) wander.push([stop(i % 2), i * 50]);
    wander.push([stop(10), MAX_KEY_POINTS * 50]);
    expect(isPassingTrack(wander, 'keyboard')).toBe(false);
    expect(
      isPassingTrack(
        wander
          .slice(-(MAX_KEY_POINTS - 1))
          .map(([x, t], i) => [i === 0 ? 0 : x, i === 0 ? 0 : t] as [number, number]),
        'keyboard',
      ),
    ).toBe(true);
  });
  it('judges a drag-shaped track sent as keyboard, and a keyboard track sent as a drag, by their own rules', () => {
    expect(isPassingTrack(drag(end, 600, 37), 'keyboard')).toBe(false);
    // An arrow walk reaches the end in order and takes time: it is also a valid drag.
    expect(isPassingTrack(arrows(), 'pointer')).toBe(true);
  });
});
