export { EChart, type EChartHandle } from './EChart.tsx';
