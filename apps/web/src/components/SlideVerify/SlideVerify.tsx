import { CheckCircleFilled, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';
import {
  SLIDER_HANDLE_WIDTH as SLIDE_HANDLE_WIDTH,
  SLIDER_KEY_STEPS,
  SLIDER_MAX_KEY_POINTS,
  SLIDER_RESET_MS,
  type SlideInput,
  sliderKeyStop,
} from '@hr/contract';
import {
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import styles from './SlideVerify.module.css';

export { SLIDE_HANDLE_WIDTH };
/**
 * Points of a gesture: [x of the handle's left edge in px, ms since it started]. A drag starts at the
 * pointer press; a keyboard gesture at the moment the handle took focus, with one point per key that moved
 * the handle (the server recognises either shape, see the API's slide-verify.ts).
 */
export type SlideTrack = [number, number][];
const MAX_POINTS = 1500;
/** A keyboard gesture older than this at its first key starts its clock a minute before that key. */
const MAX_KEY_WAIT_MS = 60_000;
/** Keys that move the handle: the stop they lead to from `stop`. */
const KEY_MOVES: Record<string, (stop: number) => number> = {
  ArrowRight: (stop) => stop + 1,
  ArrowUp: (stop) => stop + 1,
  ArrowLeft: (stop) => stop - 1,
  ArrowDown: (stop) => stop - 1,
  Home: () => 0,
  End: () => SLIDER_KEY_STEPS,
};

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
   * Checks a gesture that reached the end (e.g. on the server), with how it was made. Throwing or rejecting
   * counts as a failure: the handle slides back and the bar resets. Without it, reaching the end passes.
   */
  verify?: (track: SlideTrack, input: SlideInput) => unknown;
  onSuccess?: () => void;
  /** Called when the bar resets after an early release or a refused drag. */
  onFail?: () => void;
  disabled?: boolean;
  ref?: Ref<SlideVerifyHandle>;
}

type Phase = 'idle' | 'dragging' | 'verifying' | 'passed' | 'returning';

interface Drag {
  input: SlideInput;
  /** The pressed pointer, for a drag. */
  pointerId: number;
  startX: number;
  startTime: number;
  track: SlideTrack;
  /** The keyboard stop the handle is on, for a keyboard gesture. */
  stop: number;
}

/** Why the handle went back to the start: said to screen-reader users. */
type Miss = 'early' | 'refused';

/** What the slider says about itself (aria-valuetext), in Chinese. */
function valueText(phase: Phase, x: number, max: number, miss: Miss | null): string {
  if (phase === 'passed') return '验证通过';
  if (phase === 'verifying') return '已到最右边，正在验证';
  if (phase === 'returning' || (phase === 'idle' && miss)) {
    return miss === 'refused' ? '验证未通过，滑块已回到起点，请重试' : '未到最右边，滑块已回到起点';
  }
  if (x <= 0) return '滑块在起点，按右方向键逐步右移，或按End键移到最右边';
  return `已向右移动${Math.round((x / (max || 1)) * 100)}%，按右方向键继续`;
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
  const [miss, setMiss] = useState<Miss | null>(null);
  const drag = useRef<Drag | null>(null);
  /** When the handle took focus: a keyboard gesture's clock starts there. */
  const focusedAt = useRef<number | null>(null);
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
    setMiss(null);
  };
  useImperativeHandle(ref, () => ({ reset }));
  useEffect(() => () => clearTimeout(timer.current), []);

  const slideBack = (why: Miss) => {
    const current = round.current;
    drag.current = null;
    setMiss(why);
    setPhase('returning');
    setX(0);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (round.current !== current) return;
      setPhase('idle');
      onFail?.();
    }, SLIDER_RESET_MS);
  };

  const finish = ({ track, input }: Drag) => {
    const current = round.current;
    drag.current = null;
    setPhase('verifying');
    Promise.resolve()
      .then(() => verify?.(track, input))
      .then(
        () => {
          if (round.current !== current) return;
          setPhase('passed');
          onSuccess?.();
        },
        () => {
          if (round.current === current) slideBack('refused');
        },
      );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || phase !== 'idle' || event.button > 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      input: 'pointer',
      pointerId: event.pointerId,
      startX: event.clientX,
      startTime: performance.now(),
      track: [[0, 0]],
      stop: 0,
    };
    setMiss(null);
    setPhase('dragging');
    setX(0);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.input !== 'pointer' || event.pointerId !== current.pointerId) return;
    const next = Math.min(max, Math.max(0, event.clientX - current.startX));
    const point: [number, number] = [Math.round(next), Math.round(performance.now() - current.startTime)];
    if (current.track.length < MAX_POINTS || next >= max) current.track.push(point);
    setX(next);
    if (next >= max) finish(current);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.input !== 'pointer' || event.pointerId !== current.pointerId) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    slideBack('early');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    // The page must not scroll while the handle has the keys, whatever the slider's state.
    event.preventDefault();
    if (disabled) return;
    const now = performance.now();
    let current = drag.current;
    if (!current && phase === 'idle') {
      const since = focusedAt.current ?? now;
      current = {
        input: 'keyboard',
        pointerId: -1,
        startX: 0,
        startTime: Math.max(since, now - MAX_KEY_WAIT_MS),
        track: [[0, 0]],
        stop: 0,
      };
      drag.current = current;
      setMiss(null);
      setPhase('dragging');
    }
    if (current?.input !== 'keyboard') return;
    const stop = Math.min(SLIDER_KEY_STEPS, Math.max(0, move(current.stop)));
    if (stop === current.stop) return;
    current.stop = stop;
    const next = sliderKeyStop(stop, width);
    current.track.push([next, Math.round(now - current.startTime)]);
    setX(next);
    if (stop === SLIDER_KEY_STEPS) finish(current);
    else if (current.track.length >= SLIDER_MAX_KEY_POINTS) slideBack('early');
  };

  const onFocus = () => {
    focusedAt.current = performance.now();
  };

  const onBlur = () => {
    focusedAt.current = null;
    // Leaving the handle half-way is the keyboard's early release.
    if (drag.current?.input === 'keyboard') slideBack('early');
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
        aria-valuetext={valueText(phase, x, max, miss)}
        aria-disabled={disabled || undefined}
        style={{ left: x, width: SLIDE_HANDLE_WIDTH, height: '100%' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {icon}
      </div>
    </div>
  );
}
