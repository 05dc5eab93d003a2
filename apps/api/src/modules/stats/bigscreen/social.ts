import {
  BIGSCREEN,
  bigscreenMessages,
  checkSocialRow,
  formatApiTime,
  reportMonthOf,
  SOCIAL_IMPORT_COLUMNS,
  SOCIAL_TEMPLATE_FILE_NAME,
  type SocialMonth,
} from '@hr/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/file-download.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { fileSource, readXlsxRows, type XlsxReadCell } from '../../../platform/xlsx-read.ts';
import { monthOrNow } from './figures.ts';
import { bigscreenSocialReport } from './tables.ts';

/**
 * The figures the platform does not hold (social security, inflow and outflow): imported month by month
 * from an xlsx file made from the template. A file is checked whole first; one bad row refuses it all,
 * naming every bad row, and nothing is stored. A month imported again is replaced.
 */

type Report = typeof bigscreenSocialReport.$inferSelect;

const toMonth = (r: Report): SocialMonth => ({
  reportTime: r.reportTime,
  insuredNum: r.insuredNum,
  pensionNum: r.pensionNum,
  medicalNum: r.medicalNum,
  unemploymentNum: r.unemploymentNum,
  injuryNum: r.injuryNum,
  newInsuredNum: r.newInsuredNum,
  inflowNum: r.inflowNum,
  outflowNum: r.outflowNum,
});

/** The month's totals and flows, or null while it has not been imported. */
export async function socialTotal(db: DbOrTx, reportTime: string | undefined) {
  const [row] = await db
    .select()
    .from(bigscreenSocialReport)
    .where(eq(bigscreenSocialReport.reportTime, monthOrNow(reportTime)));
  return row ? { ...toMonth(row), importTime: formatApiTime(row.importedAt) } : null;
}

/** The latest imported months, oldest first. */
export async function socialTrend(db: DbOrTx) {
  const found = await db
    .select()
    .from(bigscreenSocialReport)
    .orderBy(desc(bigscreenSocialReport.reportTime))
    .limit(BIGSCREEN.trendMonths);
  return found.reverse().map(toMonth);
}

export async function sendSocialTemplate(reply: FastifyReply) {
  const { sheet } = sendXlsx(reply, SOCIAL_TEMPLATE_FILE_NAME, {
    sheetName: '月度数据',
    columns: SOCIAL_IMPORT_COLUMNS.map((c, i) => ({ header: c.header, width: i === 0 ? 20 : 18 })),
  });
  await sheet.finish();
  return null;
}

/** A cell as text or number; a date (Excel turns 2026-01 into one) as its month. */
const cellValue = (value: XlsxReadCell | Date): XlsxReadCell =>
  value instanceof Date ? value.toISOString().slice(0, 7) : value;

const blank = (cells: XlsxReadCell[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && !c.trim()));

/** Reads the first sheet (at most the row limit plus the header): header cells and numbered data rows. */
async function readSheet(path: string) {
  let header: XlsxReadCell[] | null = null;
  const data: { rowNo: number; cells: XlsxReadCell[] }[] = [];
  try {
    const rows = readXlsxRows(await fileSource(path), { width: SOCIAL_IMPORT_COLUMNS.length, dates: true });
    for await (const row of rows) {
      const cells = row.cells.map(cellValue);
      if (!header) header = cells;
      else if (!blank(cells)) data.push({ rowNo: row.rowNo, cells });
      if (data.length > BIGSCREEN.importMaxRows) throw badRequest(bigscreenMessages.tooManyRows);
    }
  } catch (error) {
    if (error instanceof Error && error.message === bigscreenMessages.tooManyRows) throw error;
    throw badRequest(bigscreenMessages.notXlsx);
  }
  return { header, data };
}

export async function importSocial(
  ctx: { db: Db; actor: Actor; audit: AuditFn },
  upload: UploadedFile | null,
) {
  if (!upload?.size) throw badRequest(bigscreenMessages.chooseFile);
  if (!/\.xlsx$/i.test(upload.fileName)) throw badRequest(bigscreenMessages.notXlsx);
  const { header, data } = await readSheet(upload.path);
  const headerOk =
    header && SOCIAL_IMPORT_COLUMNS.every((c, i) => String(header[i] ?? '').trim() === c.header);
  if (!headerOk) throw badRequest(bigscreenMessages.badHeader);
  if (!data.length) throw badRequest(bigscreenMessages.noRows);

  const thisMonth = reportMonthOf(new Date());
  const problems: string[] = [];
  const good: SocialMonth[] = [];
  const seen = new Map<string, number>();
  for (const { rowNo, cells } of data) {
    const checked = checkSocialRow(cells, thisMonth);
    const errors: string[] = [...checked.errors];
    if (checked.row) {
      const first = seen.get(checked.row.reportTime);
      if (first) errors.push(`统计月份与第${first}行重复`);
      else seen.set(checked.row.reportTime, rowNo);
      if (!errors.length) good.push(checked.row);
    }
    if (errors.length) problems.push(`第${rowNo}行：${errors.join('；')}`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 20);
    if (problems.length > shown.length) shown.push(`……共${problems.length}行有误`);
    throw badRequest(`导入失败，未导入任何数据：\n${shown.join('\n')}`);
  }

  await ctx.db.transaction(async (tx) => {
    const importedAt = new Date();
    for (const row of good) {
      const values = { ...row, importedBy: ctx.actor.userId, importedAt };
      await tx
        .insert(bigscreenSocialReport)
        .values(values)
        .onConflictDoUpdate({
          target: bigscreenSocialReport.reportTime,
          set: { ...values, reportTime: sql`excluded.report_time` },
        });
    }
    await ctx.audit(
      {
        action: 'bigscreen.social.import',
        target: upload.fileName,
        detail: { months: good.map((r) => r.reportTime) },
      },
      tx,
    );
  });
  return { rowCount: good.length, months: good.map((r) => r.reportTime).sort() };
}
