import { formatApiTime, parseApiTime } from '@hr/contract';
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern } from '../../../platform/query.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysUser } from '../../system/users/tables.ts';
import { applyExportRecord as r } from './tables.ts';

/**
 * The privacy record of applicant data leaving the system: every export of 报名表, 简历表 and every resume
 * PDF writes one row (who, their company, what, the codes or filters asked for, how many rows the file
 * holds). The row is written before the first byte goes out, so an export can never happen unrecorded, and
 * its count is set to what was really written once the rows are out (a client that leaves half-way leaves
 * the count written until then, with `complete: false`).
 */
export type ExportType = 'apply' | 'resume' | 'resumePdf';

export const EXPORT_TYPE_NAMES: Record<ExportType, string> = {
  apply: '报名表',
  resume: '简历表',
  resumePdf: '简历PDF',
};

export interface ExportRecordHandle {
  /** Sets the rows really written; `complete` false when the download stopped before its end. */
  finish(rowCount: number, complete?: boolean): Promise<void>;
}

/** Writes the record of an export about to start (row count 0 until `finish`). */
export async function startExportRecord(
  db: DbOrTx,
  actor: Actor,
  entry: { exportType: ExportType; fileName: string; detail: Record<string, unknown> },
): Promise<ExportRecordHandle> {
  const [row] = await db
    .insert(r)
    .values({
      exportType: entry.exportType,
      fileName: entry.fileName,
      rowCount: 0,
      userId: actor.userId,
      cmpyCode: companyScope(actor),
      detail: { ...entry.detail, complete: false },
    })
    .returning({ id: r.id });
  return {
    finish: async (rowCount, complete = true) => {
      await db
        .update(r)
        .set({ rowCount, detail: { ...entry.detail, complete } })
        .where(eq(r.id, row!.id));
    },
  };
}

interface RecordQuery {
  pageNum: number;
  pageSize: number;
  operator?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** The end of a time range: a bare date includes its whole day. */
function endCondition(text: string): SQL {
  const at = parseApiTime(text)!;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim())
    ? lt(r.createdAt, new Date(at.getTime() + 24 * 60 * 60 * 1000))
    : lte(r.createdAt, at);
}

/**
 * queryExportRecord: the records newest first with the operator's and the company's names; `operator`
 * matches part of the name or the username. A company's staff given the permission see their company's only.
 */
export async function listExportRecords(db: DbOrTx, actor: Actor, q: RecordQuery) {
  const scope = companyScope(actor);
  const where = and(
    scope === null ? undefined : eq(r.cmpyCode, scope),
    q.operator
      ? or(
          ilike(sysUser.realName, containsPattern(q.operator)),
          ilike(sysUser.username, containsPattern(q.operator)),
        )
      : undefined,
    q.startTime ? gte(r.createdAt, parseApiTime(q.startTime)!) : undefined,
    q.endTime ? endCondition(q.endTime) : undefined,
  );
  // The count joins the users too: the operator filter is on their names.
  const [records, [total]] = await Promise.all([
    db
      .select({ record: r, operator: sysUser.realName, cmpyName: cmpy.cmpyName })
      .from(r)
      .leftJoin(sysUser, eq(sysUser.id, r.userId))
      .leftJoin(cmpy, eq(cmpy.cmpyCode, r.cmpyCode))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(r)
      .leftJoin(sysUser, eq(sysUser.id, r.userId))
      .where(where),
  ]);
  return {
    total: Number(total?.value ?? 0),
    records: records.map(({ record, operator, cmpyName }) => ({
      id: record.id,
      exportType: record.exportType,
      exportTypeName: EXPORT_TYPE_NAMES[record.exportType as ExportType] ?? record.exportType,
      fileName: record.fileName,
      rowCount: record.rowCount,
      operator,
      cmpyName,
      createTime: formatApiTime(record.createdAt),
    })),
  };
}
