import type { StatisChart } from '@hr/contract';
import { Spin } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

type Echarts = typeof import('./echarts-setup.ts')['echarts'];
type Instance = ReturnType<Echarts['init']>;

export interface EChartHandle {
  /** The chart as a PNG data URL (white background), null before it is drawn. */
  toPng(): string | null;
}

/** ECharts options of one statistics chart: bars or lines over the categories, or a pie of the first series. */
export function optionOf(chart: StatisChart) {
  if (chart.kind === 'pie')
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          label: { formatter: '{b}：{c}' },
          data: chart.x.map((name, i) => ({ name, value: chart.series[0]?.data[i] ?? 0 })),
        },
      ],
    };
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 48, right: 16, top: 16, bottom: 64, containLabel: true },
    xAxis: { type: 'category', data: chart.x, axisLabel: { interval: 'auto', hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: chart.series.map((s) => ({
      type: chart.kind,
      name: s.name,
      data: s.data,
      smooth: chart.kind === 'line',
    })),
  };
}

/** Text for screen readers: each series' points. */
const describe = (chart: StatisChart) =>
  `${chart.title}：${chart.series
    .map((s) => `${s.name} ${chart.x.map((x, i) => `${x} ${s.data[i] ?? 0}`).join('，')}`)
    .join('；')}`;

/** One chart drawn by ECharts, which is imported only when a chart first shows. */
export const EChart = forwardRef<EChartHandle, { chart: StatisChart; height?: number }>(function EChart(
  { chart, height = 300 },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<Instance | null>(null);
  const [loading, setLoading] = useState(true);

  useImperativeHandle(ref, () => ({
    toPng: () =>
      instance.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null,
  }));

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void import('./echarts-setup.ts').then(({ echarts }) => {
      if (!alive || !box.current) return;
      const chartInstance = echarts.getInstanceByDom(box.current) ?? echarts.init(box.current);
      instance.current = chartInstance;
      chartInstance.setOption(optionOf(chart), true);
      observer = new ResizeObserver(() => chartInstance.resize());
      observer.observe(box.current);
      setLoading(false);
    });
    return () => {
      alive = false;
      observer?.disconnect();
    };
  }, [chart]);

  useEffect(
    () => () => {
      instance.current?.dispose();
      instance.current = null;
    },
    [],
  );

  return (
    <Spin spinning={loading}>
      <div ref={box} role="img" aria-label={describe(chart)} style={{ width: '100%', height }} />
    </Spin>
  );
});
