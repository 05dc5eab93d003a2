import fs from 'node:fs';
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
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/file-download.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
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
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // Excel keeps a date as a day number; exceljs reads it as that day's UTC midnight.
  if (value instanceof Date) return value.toISOString().slice(0, 7);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellValue(v.result);
    if (v.text !== undefined) return cellValue(v.text);
    return null;
  }
  return value;
}

const blank = (cells: unknown[]) =>
  cells.every((c) => c === null || c === undefined || (typeof c === 'string' && !c.trim()));

/** Reads the first sheet (at most the row limit plus the header): header cells and numbered data rows. */
async function readSheet(path: string) {
  const width = SOCIAL_IMPORT_COLUMNS.length;
  let header: unknown[] | null = null;
  const data: { rowNo: number; cells: unknown[] }[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(path), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells = Array.from({ length: width }, (_, i) => cellValue(values[i + 1]));
        if (!header) header = cells;
        else if (!blank(cells)) data.push({ rowNo: row.number, cells });
        if (data.length > BIGSCREEN.importMaxRows) throw badRequest(bigscreenMessages.tooManyRows);
      }
      break;
    }
  } catch (error) {
    if (error instanceof Error && error.message === bigscreenMessages.tooManyRows) throw error;
    throw badRequest(bigscreenMessages.notXlsx);
  }
  return { header: header as unknown[] | null, data };
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
