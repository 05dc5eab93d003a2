import { CheckCircleFilled, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { SLIDER_RESET_MS } from '@hr/contract';
import { type PointerEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import styles from './SlideVerify.module.css';

/** Width of the draggable handle; its left edge travels from 0 to `width - SLIDE_HANDLE_WIDTH`. */
export const SLIDE_HANDLE_WIDTH = 40;
/** Points of a drag: [x of the handle's left edge in px, ms since the drag started]. */
export type SlideTrack = [number, number][];
const MAX_POINTS = 1500;

export interface SlideVerifyHandle {
  /** Back to the start, forgetting a pass (e.g. after a failed login). */
  reset(): void;
}

export interface SlideVerifyProps {
  /** Bar width in px (spec §9: 300 by default, 295 on the login page). */
  width?: number;
  height?: number;
  text?: string;
  successText?: string;
  /**
   * Checks a drag that reached the end (e.g. on the server). Throwing or rejecting counts as a failure:
   * the handle slides back and the bar resets. Without it, reaching the end passes.
   */
  verify?: (track: SlideTrack) => unknown;
  onSuccess?: () => void;
  /** Called when the bar resets after an early release or a refused drag. */
  onFail?: () => void;
  disabled?: boolean;
  ref?: Ref<SlideVerifyHandle>;
}

type Phase = 'idle' | 'dragging' | 'verifying' | 'passed' | 'returning';

interface Drag {
  pointerId: number;
  startX: number;
  startTime: number;
  track: SlideTrack;
}

/** Slide-to-verify bar (spec §4): drag the handle to the right end to pass. */
export function SlideVerify({
  width = 300,
  height = 40,
  text = '请按住滑块，拖动到最右边',
  successText = '验证通过',
  verify,
  onSuccess,
  onFail,
  disabled = false,
  ref,
}: SlideVerifyProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [x, setX] = useState(0);
  const drag = useRef<Drag | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Bumped by every reset, so that an answer to an abandoned drag is ignored. */
  const round = useRef(0);
  const max = Math.max(0, width - SLIDE_HANDLE_WIDTH);

  const reset = () => {
    clearTimeout(timer.current);
    round.current += 1;
    drag.current = null;
    setPhase('idle');
    setX(0);
  };
  useImperativeHandle(ref, () => ({ reset }));
  useEffect(() => () => clearTimeout(timer.current), []);

  const slideBack = () => {
    const current = round.current;
    drag.current = null;
    setPhase('returning');
    setX(0);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (round.current !== current) return;
      setPhase('idle');
      onFail?.();
    }, SLIDER_RESET_MS);
  };

  const finish = (track: SlideTrack) => {
    const current = round.current;
    drag.current = null;
    setPhase('verifying');
    Promise.resolve()
      .then(() => verify?.(track))
      .then(
        () => {
          if (round.current !== current) return;
          setPhase('passed');
          onSuccess?.();
        },
        () => {
          if (round.current === current) slideBack();
        },
      );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || phase !== 'idle' || event.button > 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startTime: performance.now(),
      track: [[0, 0]],
    };
    setPhase('dragging');
    setX(0);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const next = Math.min(max, Math.max(0, event.clientX - current.startX));
    const point: [number, number] = [Math.round(next), Math.round(performance.now() - current.startTime)];
    if (current.track.length < MAX_POINTS || next >= max) current.track.push(point);
    setX(next);
    if (next >= max) finish(current.track);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    slideBack();
  };

  const passed = phase === 'passed';
  const icon = passed ? (
    <CheckCircleFilled />
  ) : phase === 'verifying' ? (
    <LoadingOutlined />
  ) : (
    <DoubleRightOutlined />
  );
  const classes = [styles.bar, styles[phase], disabled ? styles.disabled : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ width, height }} data-phase={phase}>
      <div className={styles.fill} style={{ width: x + SLIDE_HANDLE_WIDTH / 2 }} />
      <span className={styles.text}>{passed ? successText : phase === 'verifying' ? '验证中…' : text}</span>
      <div
        className={styles.handle}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={passed ? successText : text}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(x)}
        aria-disabled={disabled || undefined}
        style={{ left: x, width: SLIDE_HANDLE_WIDTH, height: '100%' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {icon}
      </div>
    </div>
  );
}
