import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { type CSSProperties, useEffect, useRef } from 'react';

/** ECharts is loaded with the first chart (its own chunk), never by the shell or other pages. */
const loadEcharts = () => import('./echarts-setup.ts').then((m) => m.echarts);

/**
 * One chart: the ECharts instance is made once when the box mounts and disposed when it unmounts; a new
 * option replaces the old one in the same instance (setOption with notMerge: a category list that moves on
 * must keep no stale label), so a refresh reuses the chart instead of building a new one, and the page
 * does not grow. The box sits at its design size inside the scaled stage,
 * so the chart never needs a resize.
 */
export function EChart({
  option,
  label,
  style,
}: {
  option: EChartsCoreOption;
  label: string;
  style?: CSSProperties;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let gone = false;
    void loadEcharts().then((echarts) => {
      if (gone || !box.current) return;
      chart.current = echarts.init(box.current, null, { renderer: 'canvas' });
      chart.current.setOption(latest.current);
    });
    return () => {
      gone = true;
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: '100%', ...style }} />;
}
