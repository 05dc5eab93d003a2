import {
  api,
  type StatisFilterParsed,
  type StatisResult,
  type StatisticsCall,
  TRAIN_STATIS_CALLS,
  type TrainStatisCall,
} from '@hr/contract';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { sendXlsx } from '../../platform/file-download.ts';
import { handle } from '../../platform/handler.ts';
import type { Actor } from '../../platform/permissions.ts';
import { cmpyStatis } from './cmpy-statis.ts';
import { type Frame, frameOf } from './frame.ts';
import { monitorFigures } from './monitor.ts';
import { trainStatis } from './train-statis.ts';
import { zfStatis } from './zf-statis.ts';

type Compute = (db: DbOrTx, f: Frame) => Promise<StatisResult>;
const statistics: Record<StatisticsCall, Compute> = { ...cmpyStatis, ...zfStatis };
const s = api.statistics;

/** Writes one chart of a call as a sheet: the category column, then one column per series. */
async function exportChart(
  db: DbOrTx,
  actor: Actor,
  compute: Compute,
  body: StatisFilterParsed & { chart: string },
  reply: FastifyReply,
): Promise<null> {
  const f = frameOf(actor, body);
  const found = (await compute(db, f)).charts.find((c) => c.key === body.chart);
  if (!found) throw badRequest('图表不存在');
  const columns = [
    { header: '类别', width: 24 },
    ...found.series.map((x) => ({ header: x.name, width: 14 })),
  ];
  const { body: stream, sheet } = sendXlsx(reply, `${found.title}_${f.beginDate}_${f.endDate}.xlsx`, {
    sheetName: found.title.slice(0, 31),
    columns,
  });
  try {
    found.x.forEach((label, i) => {
      sheet.addRow([label, ...found.series.map((x) => x.data[i] ?? 0)]);
    });
    await sheet.finish();
  } catch (error) {
    stream.destroy(error as Error);
  }
  return null;
}

export const statisticsHandlers = [
  ...TRAIN_STATIS_CALLS.map((call: TrainStatisCall) =>
    handle(s[call], ({ db, actor, body }) => trainStatis[call](db, frameOf(actor, body))),
  ),
  handle(s.trainStatisExport, ({ db, actor, body, reply }) =>
    exportChart(db, actor, trainStatis[body.call], body, reply),
  ),
  ...(
    [
      'queryCmpyDayStatistics',
      'queryCmpyStatistics',
      'queryStatisticsApplyDay',
      'queryStatisticsCourse',
      'queryStatisticsJobApplyDay',
      'queryStatisticsRecruit',
    ] as const
  ).map((call) => handle(s[call], ({ db, actor, body }) => statistics[call](db, frameOf(actor, body)))),
  ...(
    [
      'queryCmpyCount',
      'queryCmpyStaffIndustryCount',
      'queryIndustryCmpyCount',
      'queryProvideNeedCount',
      'querySpecialtyIndustryCmpyCount',
      'queryStudentAndTalents',
      'queryZfStaffIndustryCount',
    ] as const
  ).map((call) => handle(s[call], ({ db, actor, query }) => statistics[call](db, frameOf(actor, query)))),
  handle(s.statisticsExport, ({ db, actor, body, reply }) =>
    exportChart(db, actor, statistics[body.call], body, reply),
  ),
  handle(s.monitorFigures, ({ db, actor }) => monitorFigures(db, actor)),
];
