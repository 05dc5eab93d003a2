import {
  type ApplyListQuery,
  ageFromIdCard,
  type FormRule,
  formFields,
  APPLY_MESSAGES as M,
  parseFormRules,
} from '@hr/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { absoluteFileUrl, answerCells, batchRegionNames, fieldColumns } from '../../train/form/export.ts';
import { findJob } from '../job/queries.ts';
import { withClock } from './clock.ts';
import {
  APPLY_COLUMNS,
  APPLY_EXPORT_FILE,
  applyCells,
  RESUME_COLUMNS,
  RESUME_EXPORT_FILE,
  resumeCells,
} from './export-columns.ts';
import { type ExportRecordHandle, startExportRecord } from './export-records.ts';
import { anyOf, filterConditions, newestFirst } from './filters.ts';
import { selectApplications, toApplyRow } from './list.ts';
import { resumeParts } from './resume-view.ts';
import { applyScope } from './scope.ts';
import { jobApplyInfo } from './tables.ts';

/**
 * The pipeline's spreadsheets, streamed like the forms export: 报名表.xlsx of chosen applications
 * (dataExport) or of every application under the list's filters (exportJobApplyInfos), and 简历表.xlsx of
 * chosen resumes. Only what the caller may see is written (company staff: their company's applications and
 * the resumes sent to them); codes the caller cannot see are left out, like keys in batchQueryUrl, and a
 * selection of which nothing is visible is 404. Every export is recorded (export-records.ts).
 */

const BATCH = 1000;

export const RESUME_NOT_FOUND = '简历不存在';

type ExportQuery = z.output<typeof ApplyListQuery>;

/**
 * The keyset cursor after a row: its id and exact creation time as text (microseconds kept, which a JS
 * Date would lose, so no row is skipped or repeated). One unique-key lookup per batch.
 */
async function cursorOf(db: DbOrTx, applyCode: string): Promise<{ cursor: string; id: number }> {
  const [row] = await db
    .select({ id: jobApplyInfo.id, cursor: sql<string>`${jobApplyInfo.createdAt}::text` })
    .from(jobApplyInfo)
    .where(eq(jobApplyInfo.applyCode, applyCode));
  return row!;
}

/**
 * The next batch, newest first (the list's order and index), after the last row of the previous one;
 * due interview invitations expire before they are written, as on the list.
 */
async function readBatch(db: DbOrTx, where: SQL | undefined, after: { cursor: string; id: number } | null) {
  const rows = await selectApplications(db)
    .where(
      and(
        where,
        after
          ? sql`(${jobApplyInfo.createdAt}, ${jobApplyInfo.id}) < (${after.cursor}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(BATCH);
  const clocked = await withClock(
    db,
    rows.map((r) => r.row),
  );
  return rows.map((r, i) => toApplyRow(clocked[i]!, r));
}

/** The custom form fields of the job whose applicants are exported (single mode), in reading order. */
async function jobFields(db: DbOrTx, actor: Actor, jobCode: string | undefined): Promise<FormRule[]> {
  if (!jobCode) return [];
  const job = await findJob(db, actor, jobCode);
  return job.formContent ? formFields(parseFormRules(job.formContent)) : [];
}

interface ApplyExport {
  where: SQL | undefined;
  fields: FormRule[];
  /** What was asked, for the record. */
  detail: Record<string, unknown>;
  /** 404 when nothing is visible (a selection), rather than an empty file. */
  emptyIsNotFound: boolean;
}

/**
 * Streams 报名表.xlsx: the list's columns, then one column per custom form field with the answers as people
 * read them (option labels, region names, absolute signed file links valid 12 hours). Read 1,000 rows at a
 * time by keyset; between batches the export waits for a slow client and yields to other requests.
 */
async function streamApplications(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  spec: ApplyExport,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  // The first batch before any byte is sent: a failing query still answers with an envelope.
  let batch = await readBatch(db, spec.where, null);
  if (!batch.length && spec.emptyIsNotFound) throw notFound(M.notFound);
  const record = await startExportRecord(db, actor, {
    exportType: 'apply',
    fileName: APPLY_EXPORT_FILE,
    detail: spec.detail,
  });
  const fileUrl = absoluteFileUrl(config, req);
  const { body, sheet } = sendXlsx(reply, APPLY_EXPORT_FILE, {
    sheetName: '报名表',
    columns: [...APPLY_COLUMNS, ...fieldColumns(spec.fields)],
  });
  let written = 0;
  try {
    while (batch.length) {
      const names = spec.fields.length
        ? await batchRegionNames(
            db,
            spec.fields,
            batch.map((r) => r.formValue),
          )
        : new Map<string, string>();
      const lookups = { regionName: (code: string) => names.get(code), fileUrl };
      for (const row of batch) {
        sheet.addRow([...applyCells(row), ...answerCells(spec.fields, row.formValue, lookups)]);
        written++;
      }
      if (batch.length < BATCH) break;
      const last = batch[batch.length - 1]!.applyCode;
      batch = []; // the rows written go before the next are read (see breathe)
      if (!(await breathe(sheet))) return await stopped(record, written);
      batch = await readBatch(db, spec.where, await cursorOf(db, last));
    }
    await record.finish(written);
    await sheet.finish();
  } catch (error) {
    await record.finish(written, false).catch(() => undefined);
    body.destroy(error as Error);
  }
  return null;
}

/** The client went away: the record keeps what was written. */
async function stopped(record: ExportRecordHandle, written: number): Promise<null> {
  await record.finish(written, false);
  return null;
}

/** dataExport: the chosen applications the caller may see (of the job, when `jobCode` is given). */
export async function exportChosenApplications(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: { applyCodes: string[]; jobCode?: string | undefined },
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  const fields = await jobFields(db, actor, q.jobCode);
  const codes = [...new Set(q.applyCodes)];
  return streamApplications(
    db,
    config,
    actor,
    {
      where: and(
        anyOf(jobApplyInfo.applyCode, codes),
        applyScope(actor),
        q.jobCode ? eq(jobApplyInfo.jobCode, q.jobCode) : undefined,
      ),
      fields,
      detail: { applyCodes: codes, ...(q.jobCode ? { jobCode: q.jobCode } : {}) },
      emptyIsNotFound: true,
    },
    req,
    reply,
  );
}

/** exportJobApplyInfos: every application of the list's tab under its filters (an empty file when none). */
export async function exportFilteredApplications(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: Omit<ExportQuery, 'pageNum' | 'pageSize'>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  const fields = await jobFields(db, actor, q.jobCode);
  const conditions = await filterConditions(db, actor, q);
  const detail = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));
  return streamApplications(
    db,
    config,
    actor,
    {
      // A job name no job of the caller's has matches nothing.
      where: conditions ? and(eq(jobApplyInfo.tab, q.state), ...conditions) : sql`false`,
      fields,
      detail,
      emptyIsNotFound: false,
    },
    req,
    reply,
  );
}

/**
 * resumeDetailExport: 简历表.xlsx, one row per chosen resume the caller may see (a resume sent with one of
 * the caller's company's applications; every resume for operators), in the order chosen: base facts,
 * intention, and the lists one entry per line. Age is counted from the ID number on the day of the export.
 */
export async function exportResumes(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  q: { resumeCodes: string[] },
  reply: FastifyReply,
): Promise<null> {
  const codes = [...new Set(q.resumeCodes)];
  // One visible application per resume (its latest) stands for it: the scope is the applications'.
  const applications = await db
    .selectDistinctOn([jobApplyInfo.resumeCode])
    .from(jobApplyInfo)
    .where(and(anyOf(jobApplyInfo.resumeCode, codes), applyScope(actor)))
    .orderBy(jobApplyInfo.resumeCode, sql`${jobApplyInfo.createdAt} desc`, sql`${jobApplyInfo.id} desc`);
  const byResume = new Map(applications.map((a) => [a.resumeCode!, a]));
  const visible = codes.filter((code) => byResume.has(code));
  if (!visible.length) throw notFound(RESUME_NOT_FOUND);
  const record = await startExportRecord(db, actor, {
    exportType: 'resume',
    fileName: RESUME_EXPORT_FILE,
    detail: { resumeCodes: codes },
  });
  const { body, sheet } = sendXlsx(reply, RESUME_EXPORT_FILE, {
    sheetName: '简历表',
    columns: RESUME_COLUMNS,
  });
  let written = 0;
  try {
    for (const code of visible) {
      const parts = await resumeParts(db, config, byResume.get(code)!);
      const idCard = parts.resumeVO.usrIdCard;
      sheet.addRow(resumeCells(parts, idCard ? ageFromIdCard(idCard) : byResume.get(code)!.usrAge));
      written++;
      if (written % 50 === 0 && !(await breathe(sheet))) return await stopped(record, written);
    }
    await record.finish(written);
    await sheet.finish();
  } catch (error) {
    await record.finish(written, false).catch(() => undefined);
    body.destroy(error as Error);
  }
  return null;
}
