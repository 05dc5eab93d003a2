import type { EChartsCoreOption } from 'echarts/core';
import type { Panels } from './useBigScreenData.ts';

/** ECharts options of the big screen's charts, in its dark palette. */
const TEXT = '#cfe6ff';
const LINE = 'rgba(120, 180, 255, 0.18)';
const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);

const axis = {
  axisLabel: { color: TEXT, fontSize: 14 },
  axisLine: { lineStyle: { color: LINE } },
  splitLine: { lineStyle: { color: LINE } },
};
const base = {
  animationDuration: 600,
  textStyle: { fontFamily: 'inherit' },
  tooltip: { trigger: 'axis' },
  legend: { top: 0, textStyle: { color: TEXT, fontSize: 14 } },
  grid: { left: 50, right: 20, top: 40, bottom: 30 },
};

export function recruitOption(r: NonNullable<Panels['recruit']>): EChartsCoreOption {
  return {
    ...base,
    xAxis: { type: 'category', data: MONTHS, ...axis },
    yAxis: [{ type: 'value', name: '人次', nameTextStyle: { color: TEXT }, ...axis }],
    series: [
      { name: `${r.year}年投递`, type: 'bar', data: r.currentYearList, itemStyle: { color: '#2f9bff' } },
      { name: `${r.lastYear}年投递`, type: 'bar', data: r.lastYearList, itemStyle: { color: '#5b6b8c' } },
      { name: `${r.year}年录用`, type: 'line', data: r.currentYearHireList, itemStyle: { color: '#ffc53d' } },
      {
        name: `${r.lastYear}年录用`,
        type: 'line',
        data: r.lastYearHireList,
        itemStyle: { color: '#95de64' },
      },
    ],
  };
}

export function barOption(names: string[], values: number[], color: string, unit: string): EChartsCoreOption {
  return {
    ...base,
    legend: undefined,
    grid: { left: 110, right: 50, top: 10, bottom: 20 },
    xAxis: { type: 'value', ...axis },
    yAxis: { type: 'category', data: names, inverse: true, ...axis },
    series: [
      {
        name: unit,
        type: 'bar',
        data: values,
        barWidth: 18,
        itemStyle: { color, borderRadius: [0, 9, 9, 0] },
        label: { show: true, position: 'right', color: TEXT, fontSize: 14 },
      },
    ],
  };
}

export function trendOption(trend: NonNullable<Panels['trend']>): EChartsCoreOption {
  return {
    ...base,
    xAxis: { type: 'category', data: trend.map((m) => m.reportTime), ...axis },
    grid: { left: 70, right: 60, top: 40, bottom: 30 },
    yAxis: [
      { type: 'value', name: '参保', nameTextStyle: { color: TEXT }, ...axis },
      { type: 'value', name: '流动', nameTextStyle: { color: TEXT }, ...axis, splitLine: { show: false } },
    ],
    series: [
      {
        name: '参保总人数',
        type: 'line',
        smooth: true,
        data: trend.map((m) => m.insuredNum),
        itemStyle: { color: '#36cfc9' },
      },
      {
        name: '流入',
        type: 'bar',
        yAxisIndex: 1,
        data: trend.map((m) => m.inflowNum),
        itemStyle: { color: '#2f9bff' },
      },
      {
        name: '流出',
        type: 'bar',
        yAxisIndex: 1,
        data: trend.map((m) => m.outflowNum),
        itemStyle: { color: '#ff7a45' },
      },
    ],
  };
}
