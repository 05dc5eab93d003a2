import { BIGSCREEN } from '@hr/contract';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { EChart } from '../../../components/EChart';
import styles from './BigScreen.module.css';
import { barOption } from './chart-options.ts';
import { nextOffset, pushNext, startWindow, visibleRows } from './rolling.ts';

/** Pieces of the big screen: a titled panel, figures, a table that scrolls 6 rows, a pushing bar chart. */

export const NO_DATA = '暂无数据';
/** How often lists move on and charts push the next entry. */
export const TICK_MS = 3000;

export function Panel({
  title,
  extra,
  children,
  style,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <section className={styles.panel} style={style} aria-label={title}>
      <header className={styles.panelTitle}>
        <h2>{title}</h2>
        {extra ? <span className={styles.panelExtra}>{extra}</span> : null}
      </header>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

export const Empty = ({ text = NO_DATA }: { text?: string }) => <div className={styles.empty}>{text}</div>;

export function Figures({
  items,
}: {
  items: { label: string; value: number | string | undefined; unit?: string }[];
}) {
  return (
    <div className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure} data-figure={item.label}>
          <div className={styles.figureValue}>
            {item.value === undefined
              ? '—'
              : typeof item.value === 'number'
                ? item.value.toLocaleString('zh-CN')
                : item.value}
            {item.unit && item.value !== undefined ? <small>{item.unit}</small> : null}
          </div>
          <div className={styles.figureLabel}>{item.label}</div>
        </div>
      ))}
    </div>
  );
}

/** Moves on by one every tick while `running`; resets when the list changes length. */
function useTicker(running: boolean, step: (n: number) => number) {
  // A list that changes length keeps its offset: visibleRows wraps it round.
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setOffset(step), TICK_MS);
    return () => clearInterval(timer);
  }, [running, step]);
  return offset;
}

export function ScrollTable<T>({
  columns,
  rows,
  rowKey,
  running,
  caption,
}: {
  columns: { title: string; render: (row: T) => ReactNode; align?: 'left' | 'right' }[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  running: boolean;
  caption: string;
}) {
  const step = useMemo(() => (offset: number) => nextOffset(rows.length, offset), [rows.length]);
  const offset = useTicker(running && rows.length > BIGSCREEN.listRows, step);
  if (!rows.length) return <Empty />;
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} style={{ textAlign: c.align ?? 'left' }} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {visibleRows(rows, offset).map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.title} style={{ textAlign: c.align ?? 'left' }}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A bar chart of the first 5 entries that then pushes the next one in every tick (push index from 5). */
export function PushBars({
  items,
  color,
  unit,
  label,
  running,
}: {
  items: readonly { name: string; value: number }[];
  color: string;
  unit: string;
  label: string;
  running: boolean;
}) {
  const [win, setWin] = useState(() => startWindow(items));
  useEffect(() => {
    setWin(startWindow(items));
  }, [items]);
  useEffect(() => {
    if (!running || items.length <= BIGSCREEN.pushIndexStart) return;
    const timer = setInterval(() => setWin((w) => pushNext(items, w)), TICK_MS);
    return () => clearInterval(timer);
  }, [items, running]);
  const option = useMemo(
    () =>
      barOption(
        win.shown.map((i) => i.name),
        win.shown.map((i) => i.value),
        color,
        unit,
      ),
    [win, color, unit],
  );
  if (!items.length) return <Empty />;
  return <EChart option={option} label={label} />;
}
