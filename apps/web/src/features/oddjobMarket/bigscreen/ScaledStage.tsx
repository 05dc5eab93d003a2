import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import styles from './BigScreen.module.css';

export const DESIGN = { width: 1920, height: 1080 } as const;

/** The scale and offsets that fit the 1920×1080 design into a box, whole and centred (letterboxed). */
export function fitStage(width: number, height: number) {
  const scale = Math.min(width / DESIGN.width, height / DESIGN.height) || 0;
  return {
    scale,
    left: Math.max(0, (width - DESIGN.width * scale) / 2),
    top: Math.max(0, (height - DESIGN.height * scale) / 2),
  };
}

/**
 * The big screen is laid out once at 1920×1080 and scaled with a CSS transform to whatever box it gets (the
 * page area, or the whole screen in full-screen mode): no scroll bars, text and charts keep their proportions.
 */
export function ScaledStage({
  children,
  boxRef,
}: {
  children: ReactNode;
  boxRef?: RefObject<HTMLDivElement | null>;
}) {
  const own = useRef<HTMLDivElement>(null);
  const box = boxRef ?? own;
  const [fit, setFit] = useState({ scale: 0, left: 0, top: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth && element.clientHeight)
        setFit(fitStage(element.clientWidth, element.clientHeight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);

  return (
    <div ref={box} className={styles.box}>
      <div
        className={styles.stage}
        style={{
          width: DESIGN.width,
          height: DESIGN.height,
          transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
          visibility: fit.scale ? 'visible' : 'hidden',
        }}
      >
        {children}
      </div>
    </div>
  );
}
