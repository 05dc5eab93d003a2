import {
  ACTIVITY_EXPORT_COLUMNS,
  ACTIVITY_EXPORT_WRONG_TYPE,
  type ActivityType,
  activityExportFileName,
  activityLifecycle,
  activityTypeNames,
  formatCents,
} from '@hr/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { activityCompanies, findActivity } from './queries.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The recruitment (type 0) or training (type 1) information of one activity as xlsx: a row per participating
 * company with the activity's facts. An activity has at most 200 companies, so it is built in memory.
 */
export async function exportActivityInfos(
  db: Db,
  activityCode: string,
  type: ActivityType,
  reply: FastifyReply,
) {
  const found = await findActivity(db, activityCode);
  if (found.type !== type) throw badRequest(ACTIVITY_EXPORT_WRONG_TYPE[type]);
  const companies = await activityCompanies(db, activityCode);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(type === 1 ? '培训信息' : '招聘信息');
  sheet.columns = ACTIVITY_EXPORT_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  companies.forEach((c, i) => {
    sheet.addRow({
      index: i + 1,
      activityCode: found.activityCode,
      activityName: found.activityName,
      typeName: activityTypeNames[type],
      statusName: (activityLifecycle.states as Record<number, string>)[found.status] ?? '',
      beginTime: found.beginTime,
      endTime: found.endTime,
      perReward: formatCents(found.perReward),
      cmpyCode: c.cmpyCode,
      cmpyName: c.cmpyName,
      joinTime: c.joinTime,
    });
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(activityExportFileName(found.activityName, type))}`,
    )
    .header('content-length', buffer.length)
    .send(buffer);
  return null;
}
