import { PassThrough } from 'node:stream';
import { COMPANY_EXPORT_FILE, companyExportColumns, formatCents } from '@hr/contract';
import { and, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { companyConditions, newestFirst, toCompanyRow } from './service.ts';
import { cmpy } from './tables.ts';

/**
 * The selected companies (those the caller may see) as an xlsx with Chinese headers, streamed to the
 * reply. Money in yuan with 2 decimals.
 */
export async function exportCompanies(
  deps: { db: DbOrTx; config: Config; actor: Actor; reply: FastifyReply },
  cmpyCodes: string[],
) {
  const rows = await deps.db
    .select()
    .from(cmpy)
    .where(and(...companyConditions(deps.actor, {}), inArray(cmpy.cmpyCode, cmpyCodes)))
    .orderBy(...newestFirst);
  const { reply } = deps;
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(COMPANY_EXPORT_FILE)}`);
  const stream = new PassThrough();
  reply.send(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('企业认证');
  sheet.columns = companyExportColumns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const record of rows) {
    const row = toCompanyRow(deps.config, record);
    sheet
      .addRow({
        ...row,
        region: [row.provinceName, row.cityName, row.countyName].filter(Boolean).join(''),
        balanceYuan: formatCents(row.balance),
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
