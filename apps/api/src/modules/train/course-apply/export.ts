import {
  type CourseApplyExportQuery,
  type CourseApplyRow,
  type FormRule,
  formatCents,
  formFields,
  courseApplyMessages as M,
  orderPayStatusNames,
} from '@hr/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import type { XlsxColumn } from '../../../platform/xlsx-stream.ts';
import { anyOf } from '../../recruit/apply/filters.ts';
import { absoluteFileUrl, answerCells, batchRegionNames, fieldColumns } from '../form/export.ts';
import { andAll, applyConditions, applyNewestFirst, courseFormRules, visibleCourse } from './filters.ts';
import { selectApplications, toApplyRow } from './list.ts';
import { trainCourseApply as a } from './tables.ts';

const BATCH = 1000;
export const COURSE_APPLY_EXPORT_FILE = '课程报名.xlsx';

const COLUMNS: XlsxColumn[] = [
  { header: '报名编号', width: 22 },
  { header: '课程名称', width: 28 },
  { header: '培训机构', width: 28 },
  { header: '姓名', width: 12 },
  { header: '手机号', width: 14 },
  { header: '报名状态', width: 16 },
  { header: '班级', width: 20 },
  { header: '订单金额（元）', width: 14 },
  { header: '支付状态', width: 10 },
  { header: '备注', width: 30 },
  { header: '报名时间', width: 20 },
];

const cells = (r: CourseApplyRow) => [
  r.applyCode,
  r.courseName,
  r.cmpyName ?? '平台',
  r.usrName,
  r.usrPhe,
  r.applyStateName,
  r.className ?? '',
  r.amount === null ? '' : formatCents(r.amount),
  r.payStatus === null ? '' : (orderPayStatusNames[r.payStatus] ?? ''),
  r.remark ?? '',
  r.applyTime ?? '',
];

type ExportQuery = z.output<typeof CourseApplyExportQuery>;

/** The next batch, newest first, after the last row of the previous one (keyset on the exact timestamp). */
async function readBatch(db: DbOrTx, where: SQL | undefined, after: { cursor: string; id: number } | null) {
  return selectApplications(db)
    .where(
      and(
        where,
        after ? sql`(${a.createdAt}, ${a.id}) < (${after.cursor}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(...applyNewestFirst)
    .limit(BATCH);
}

async function cursorOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: a.id, cursor: sql<string>`${a.createdAt}::text` })
    .from(a)
    .where(eq(a.id, id));
  return row!;
}

/**
 * export: 课程报名.xlsx of the chosen rows (applyCodes; those the caller cannot see are left out, and none
 * visible is 404) or, without a choice, of every row of the tab under the list's filters. With courseCode,
 * one column per field of the course's form follows, answers as people read them. Streamed 1,000 rows at a
 * time by keyset; the whole result is never in memory.
 */
export async function exportApplications(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: ExportQuery,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  const { applyCodes, applyState, ...filters } = q;
  const chosen = applyCodes !== undefined;
  if (chosen && !applyCodes.length) throw badRequest(M.selectRows);
  const conditions = await applyConditions(db, actor, chosen ? { courseCode: filters.courseCode } : filters);
  if (chosen) conditions.push(anyOf(a.applyCode, [...new Set(applyCodes)]));
  else if (applyState !== undefined) conditions.push(eq(a.applyState, applyState));
  const where = andAll(conditions);
  const fields: FormRule[] = filters.courseCode
    ? formFields(await courseFormRules(db, (await visibleCourse(db, actor, filters.courseCode)).formCode))
    : [];
  let batch = await readBatch(db, where, null);
  if (!batch.length && chosen) throw notFound(M.notFound);
  const fileUrl = absoluteFileUrl(config, req);
  const { body, sheet } = sendXlsx(reply, COURSE_APPLY_EXPORT_FILE, {
    sheetName: '课程报名',
    columns: [...COLUMNS, ...fieldColumns(fields)],
  });
  try {
    while (batch.length) {
      const names = fields.length
        ? await batchRegionNames(
            db,
            fields,
            batch.map((r) => r.apply.formValue),
          )
        : new Map<string, string>();
      const lookups = { regionName: (code: string) => names.get(code), fileUrl };
      for (const row of batch)
        sheet.addRow([...cells(toApplyRow(row)), ...answerCells(fields, row.apply.formValue, lookups)]);
      if (batch.length < BATCH) break;
      const lastId = batch[batch.length - 1]!.apply.id;
      batch = []; // the rows written go before the next are read (see breathe)
      if (!(await breathe(sheet))) return null;
      batch = await readBatch(db, where, await cursorOf(db, lastId));
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}
