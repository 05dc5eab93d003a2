import type { RouteDef, StatisChart } from '@hr/contract';
import { Button, Card, Empty, Space } from 'antd';
import { useRef } from 'react';
import { callFile } from '../../app/request.ts';
import { downloadBlob, useFeedback, useFileExport } from '../../components';
import { type EChartHandle, StatisEChart } from './EChart.tsx';
import type { StatisRange } from './StatisFilterBar.tsx';

/** A PNG data URL as a Blob (no fetch: the page's CSP need not allow data: connections). */
function pngBlob(dataUrl: string): Blob {
  const bytes = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out[i] = bytes.charCodeAt(i);
  return new Blob([out], { type: 'image/png' });
}

export interface ChartExport {
  /** The export route of the page's calls and the call this chart came from. */
  def: RouteDef;
  call: string;
  range: StatisRange;
}

/** A chart with its two exports: the server writes its data as xlsx, the browser saves the drawing as PNG. */
export function ChartCard({ chart, exportAs }: { chart: StatisChart; exportAs?: ChartExport }) {
  const drawn = useRef<EChartHandle>(null);
  const { message } = useFeedback();
  const xlsx = useFileExport();
  const empty = chart.x.length === 0 || chart.series.every((s) => s.data.every((n) => n === 0));
  const saveImage = () => {
    const url = drawn.current?.toPng();
    if (!url) return void message.warning('图表尚未绘制完成');
    downloadBlob(pngBlob(url), `${chart.title}.png`);
  };
  return (
    <Card
      size="small"
      title={chart.title}
      extra={
        exportAs && (
          <Space size={4}>
            <Button
              size="small"
              loading={xlsx.exporting}
              aria-label={`导出Excel：${chart.title}`}
              onClick={() =>
                void xlsx.run(
                  () =>
                    callFile(exportAs.def, {
                      body: { call: exportAs.call, chart: chart.key, ...exportAs.range },
                    } as never),
                  `${chart.title}.xlsx`,
                )
              }
            >
              导出Excel
            </Button>
            <Button size="small" disabled={empty} aria-label={`导出图片：${chart.title}`} onClick={saveImage}>
              导出图片
            </Button>
          </Space>
        )
      }
    >
      {empty ? (
        <Empty description="暂无数据" style={{ height: 268 }} />
      ) : (
        <StatisEChart ref={drawn} chart={chart} />
      )}
    </Card>
  );
}
