import type { StatisChart } from '@hr/contract';
import { Spin } from 'antd';
import { forwardRef, useMemo, useState } from 'react';
import { EChart, type EChartHandle } from '../../components/EChart';

export type { EChartHandle };

/** ECharts options of one statistics chart: bars or smoothed lines over the categories, or a pie of the first series. */
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
      // Monotone in x: each curve keeps between its two points, so a line never dips below a zero
      // (or rises above a peak) between points, as ECharts' plain smoothing does.
      ...(chart.kind === 'line' ? { smooth: true, smoothMonotone: 'x' } : {}),
    })),
  };
}

/** Text for screen readers: each series' points. */
const describe = (chart: StatisChart) =>
  `${chart.title}：${chart.series
    .map((s) => `${s.name} ${chart.x.map((x, i) => `${x} ${s.data[i] ?? 0}`).join('，')}`)
    .join('；')}`;

/** One statistics chart, with a spinner until ECharts (loaded with the first chart) has drawn it. */
export const StatisEChart = forwardRef<EChartHandle, { chart: StatisChart; height?: number }>(
  function StatisEChart({ chart, height = 300 }, ref) {
    const [loading, setLoading] = useState(true);
    const option = useMemo(() => optionOf(chart), [chart]);
    return (
      <Spin spinning={loading}>
        <EChart
          ref={ref}
          option={option}
          label={describe(chart)}
          style={{ height }}
          onDrawn={() => setLoading(false)}
        />
      </Spin>
    );
  },
);
