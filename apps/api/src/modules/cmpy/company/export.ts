import { COMPANY_EXPORT_FILE, companyExportColumns, formatCents } from '@hr/contract';
import { and, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { sendXlsx } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cellsOf } from '../../../platform/xlsx-stream.ts';
import { companyConditions, latestChangedFirst, toCompanyRow } from './service.ts';
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
    .orderBy(...latestChangedFirst);
  // The header row is bold (every sheet of platform/xlsx-stream.ts has it so).
  const { body, sheet } = sendXlsx(deps.reply, COMPANY_EXPORT_FILE, {
    sheetName: '企业认证',
    columns: companyExportColumns,
  });
  try {
    for (const record of rows) {
      const row = toCompanyRow(deps.config, record);
      sheet.addRow(
        cellsOf(companyExportColumns, {
          ...row,
          region: [row.provinceName, row.cityName, row.countyName].filter(Boolean).join(''),
          balanceYuan: formatCents(row.balance),
        }),
      );
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
}
