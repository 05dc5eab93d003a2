import { SLIDER_KEY_STEPS, type SlideInput, sliderKeyStop } from '@hr/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SlideTrack, SlideVerify, type SlideVerifyHandle } from './index.ts';

const handle = () => screen.getByRole('slider');
const phase = (container: HTMLElement) => (container.firstElementChild as HTMLElement).dataset.phase;

/** Drags the handle by the given x offsets, `stepMs` apart, starting at clientX 100. */
async function drag(offsets: number[], stepMs = 60) {
  fireEvent.pointerDown(handle(), { pointerId: 1, clientX: 100, button: 0 });
  for (const offset of offsets) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
    });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 100 + offset });
  }
}

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('SlideVerify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // Lets React's scheduler finish before the environment (and its window) is torn down.
  afterAll(() => act(() => new Promise((resolve) => setTimeout(resolve, 50))));

  it('renders a 300×40 bar with the prompt by default', () => {
    const { container } = render(<SlideVerify />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.style.width).toBe('300px');
    expect(bar.style.height).toBe('40px');
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeTruthy();
    expect(handle().getAttribute('aria-valuemax')).toBe('260');
  });

  it('passes when dragged to the end, sending the recorded track to verify', async () => {
    const verify = vi.fn<(track: SlideTrack) => Promise<void>>().mockResolvedValue(undefined);
    const onSuccess = vi.fn();
    const { container } = render(<SlideVerify width={295} verify={verify} onSuccess={onSuccess} />);
    await drag([40, 120, 200, 400]);
    await flush();
    expect(verify).toHaveBeenCalledTimes(1);
    const track = verify.mock.calls[0]![0];
    expect(track[0]).toEqual([0, 0]);
    expect(track.length).toBeGreaterThanOrEqual(3);
    // The handle stops at width - 40, however far the pointer goes.
    expect(track.at(-1)![0]).toBe(255);
    expect(track.at(-1)![1]).toBeGreaterThanOrEqual(150);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(phase(container)).toBe('passed');
  });

  it('slides back when released early, then resets after 0.5 s and reports failure', async () => {
    const verify = vi.fn();
    const onFail = vi.fn();
    const { container } = render(<SlideVerify verify={verify} onFail={onFail} />);
    await drag([50, 120]);
    expect(handle().getAttribute('aria-valuenow')).toBe('120');
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: 220 });
    expect(phase(container)).toBe('returning');
    expect(handle().style.left).toBe('0px');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(onFail).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(phase(container)).toBe('idle');
    expect(verify).not.toHaveBeenCalled();
  });

  it('resets and reports failure when verify refuses the drag', async () => {
    const onFail = vi.fn();
    const onSuccess = vi.fn();
    const verify = vi.fn().mockRejectedValue(new Error('验证未通过'));
    const { container } = render(<SlideVerify verify={verify} onFail={onFail} onSuccess={onSuccess} />);
    await drag([100, 300]);
    await flush();
    expect(phase(container)).toBe('returning');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('验证通过')).toBeNull();
    // A fresh drag is possible afterwards.
    verify.mockResolvedValue(undefined);
    await drag([100, 300]);
    await flush();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores drags once passed, until reset() is called', async () => {
    const ref = createRef<SlideVerifyHandle>();
    const { container } = render(<SlideVerify ref={ref} />);
    await drag([300]);
    await flush();
    expect(phase(container)).toBe('passed');
    fireEvent.pointerDown(handle(), { pointerId: 2, clientX: 0, button: 0 });
    expect(phase(container)).toBe('passed');
    act(() => ref.current!.reset());
    expect(phase(container)).toBe('idle');
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeTruthy();
  });

  it('does not move when disabled', async () => {
    const { container } = render(<SlideVerify disabled />);
    await drag([300]);
    expect(phase(container)).toBe('idle');
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
  });

  describe('from the keyboard', () => {
    /** Presses `key` on the focused handle after `waitMs`. */
    async function press(key: string, waitMs = 80) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(waitMs);
      });
      fireEvent.keyDown(handle(), { key });
    }

    it('steps to the end with the right arrow, saying where it is, and sends a keyboard track', async () => {
      const verify = vi
        .fn<(track: SlideTrack, input: SlideInput) => Promise<void>>()
        .mockResolvedValue(undefined);
      const onSuccess = vi.fn();
      const { container } = render(<SlideVerify width={295} verify={verify} onSuccess={onSuccess} />);
      expect(handle().getAttribute('aria-valuetext')).toBe(
        '滑块在起点，按右方向键逐步右移，或按End键移到最右边',
      );
      act(() => handle().focus());
      await press('ArrowRight', 200);
      expect(handle().getAttribute('aria-valuenow')).toBe(String(sliderKeyStop(1, 295)));
      expect(handle().getAttribute('aria-valuetext')).toBe('已向右移动10%，按右方向键继续');
      for (let i = 2; i < SLIDER_KEY_STEPS; i++) await press('ArrowRight');
      expect(verify).not.toHaveBeenCalled();
      await press('ArrowRight');
      expect(handle().getAttribute('aria-valuetext')).toBe('已到最右边，正在验证');
      await flush();
      const [track, input] = verify.mock.calls[0]!;
      expect(input).toBe('keyboard');
      expect(track[0]).toEqual([0, 0]);
      expect(track.map(([x]) => x)).toEqual(
        Array.from({ length: SLIDER_KEY_STEPS + 1 }, (_, i) => sliderKeyStop(i, 295)),
      );
      // The clock starts at focus: the first key came 200 ms later, then one every 80 ms.
      expect(track.map(([, t]) => t)).toEqual(
        Array.from({ length: SLIDER_KEY_STEPS + 1 }, (_, i) => (i === 0 ? 0 : 200 + (i - 1) * 80)),
      );
      expect(onSuccess).toHaveBeenCalledTimes(1);
      expect(phase(container)).toBe('passed');
      expect(handle().getAttribute('aria-valuetext')).toBe('验证通过');
    });

    it('goes back with the left arrow and Home, and jumps to the end with End', async () => {
      const verify = vi.fn<(track: SlideTrack) => Promise<void>>().mockResolvedValue(undefined);
      render(<SlideVerify width={295} verify={verify} />);
      act(() => handle().focus());
      await press('ArrowLeft');
      expect(handle().getAttribute('aria-valuenow')).toBe('0');
      await press('ArrowUp');
      await press('ArrowRight');
      await press('ArrowDown');
      expect(handle().getAttribute('aria-valuenow')).toBe(String(sliderKeyStop(1, 295)));
      await press('Home');
      expect(handle().getAttribute('aria-valuenow')).toBe('0');
      await press('End');
      await flush();
      const [track] = verify.mock.calls[0]!;
      expect(track.map(([x]) => x)).toEqual([0, 1, 2, 1, 0, 10].map((i) => sliderKeyStop(i, 295)));
    });

    it('slides back when focus leaves half-way, and after a refusal says so', async () => {
      const onFail = vi.fn();
      const verify = vi.fn().mockRejectedValue(new Error('验证未通过'));
      const { container } = render(<SlideVerify verify={verify} onFail={onFail} />);
      act(() => handle().focus());
      await press('ArrowRight');
      act(() => handle().blur());
      expect(phase(container)).toBe('returning');
      expect(handle().getAttribute('aria-valuetext')).toBe('未到最右边，滑块已回到起点');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(onFail).toHaveBeenCalledTimes(1);
      act(() => handle().focus());
      await press('End');
      await flush();
      expect(handle().getAttribute('aria-valuetext')).toBe('验证未通过，滑块已回到起点，请重试');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(onFail).toHaveBeenCalledTimes(2);
      expect(phase(container)).toBe('idle');
    });

    it('ignores other keys, and every key when disabled or passed', async () => {
      const { container, rerender } = render(<SlideVerify disabled />);
      await press('End');
      expect(phase(container)).toBe('idle');
      rerender(<SlideVerify />);
      await press('a');
      await press('Enter');
      expect(phase(container)).toBe('idle');
      await press('End');
      await flush();
      expect(phase(container)).toBe('passed');
      await press('Home');
      expect(phase(container)).toBe('passed');
    });
  });
});
