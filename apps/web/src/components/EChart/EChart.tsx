import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { type CSSProperties, forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

/** ECharts is loaded with the first chart (its own chunk), never by the shell or a list page. */
const loadEcharts = () => import('./echarts-setup.ts').then((m) => m.echarts);

export interface EChartHandle {
  /** The chart as a PNG data URL (white background), null before it is drawn. */
  toPng(): string | null;
}

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  style?: CSSProperties;
  /** Called once the chart is first drawn. */
  onDrawn?: () => void;
}

/**
 * One chart: the ECharts instance is made once when the box mounts and disposed when it unmounts; a new
 * option replaces the old one in the same instance (notMerge: a category list that moves on keeps no stale
 * label), so a refreshing page reuses its charts and does not grow. It follows its box's size.
 */
export const EChart = forwardRef<EChartHandle, EChartProps>(function EChart(
  { option, label, style, onDrawn },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef({ option, onDrawn });
  latest.current = { option, onDrawn };

  useImperativeHandle(ref, () => ({
    toPng: () => chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null,
  }));

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | null = null;
    void loadEcharts().then((echarts) => {
      if (gone || !box.current) return;
      const drawn = echarts.init(box.current, null, { renderer: 'canvas' });
      chart.current = drawn;
      drawn.setOption(latest.current.option);
      observer = new ResizeObserver(() => drawn.resize());
      observer.observe(box.current);
      latest.current.onDrawn?.();
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: '100%', ...style }} />;
});
