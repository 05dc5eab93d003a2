import { Transform } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  checkImportRow,
  formatApiTime,
  REDPKG_ERROR_FILE_NAME,
  REDPKG_ERROR_HEADER,
  REDPKG_IMPORT_HEADERS,
  REDPKG_IMPORT_MAX_ROWS,
  REDPKG_TEMPLATE_FILE_NAME,
  RedPkgCheckType,
  type RedPkgImportJob,
  RedPkgImportState,
  RedPkgSource,
  redPkgImportStateLabels,
  redPkgLifecycle,
  redPkgMessages,
} from '@hr/contract';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, isUniqueViolation, notFound } from '../../../platform/errors.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { requireBatch } from './service.ts';
import { redPkgImportError, redPkgImportJob, redPkgImportStaging, redPkgUser } from './tables.ts';

/**
 * Importing red-packet users from an xlsx file (impRedPkgUsers). The upload is stored and answered with an
 * import job at once; the file is then read as a stream (exceljs WorkbookReader: one row at a time, never
 * the whole workbook), each row checked, the good ones written in batches of 1,000 into a staging table
 * with a turn for other requests between batches. Only when every row is good do they move into
 * red_pkg_user, by one INSERT … SELECT in one transaction that also marks the job done: a file lands whole
 * or not at all, and a server killed half-way leaves staging rows only, removed at the next start.
 */

const BATCH = 5000;
/** A running job not touched for this long belongs to a process that is gone. */
const STALE_MS = 30_000;
/** The progress share of reading and checking; writing takes the rest. */
const CHECK_SHARE = 90;

const RUNNING = [RedPkgImportState.queued, RedPkgImportState.checking, RedPkgImportState.writing];

type JobRecord = typeof redPkgImportJob.$inferSelect;

/** Imports running in this process. */
const pending = new Set<Promise<void>>();
/** Resolves when the imports running now have ended (tests; a graceful shutdown). */
export const importsSettled = () => Promise.all([...pending]).then(() => undefined);

function toJob(
  job: JobRecord,
  errors: { rowNo: number; reason: string }[] = [],
): RedPkgImportJob & {
  errors: { rowNo: number; reason: string }[];
} {
  const progress =
    job.state === RedPkgImportState.done
      ? 100
      : job.state === RedPkgImportState.writing
        ? CHECK_SHARE
        : job.totalRows
          ? Math.min(CHECK_SHARE, Math.floor((job.processedRows / job.totalRows) * CHECK_SHARE))
          : 0;
  return {
    jobCode: job.jobCode,
    batchCode: job.batchCode,
    fileName: job.fileName,
    state: job.state,
    stateName: redPkgImportStateLabels[job.state] ?? String(job.state),
    processedRows: job.processedRows,
    totalRows: job.totalRows,
    progress,
    importedRows: job.importedRows,
    errorRows: job.errorRows,
    message: job.message,
    createTime: formatApiTime(job.createdAt),
    finishTime: formatApiTime(job.finishedAt),
    errors,
  };
}

/** A cell as text or number, whatever Excel stored (rich text, formula results, hyperlinks, dates). */
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return formatApiTime(value);
  const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (v.richText) return v.richText.map((part) => part.text).join('');
  if ('result' in v) return cellValue(v.result);
  if (v.text !== undefined) return cellValue(v.text);
  if (v.error) return v.error;
  return String(value);
}

const cellsOfRow = (values: unknown) => {
  const list = Array.isArray(values) ? values : [];
  return [1, 2, 3, 4, 5].map((i) => cellValue(list[i]));
};

const isBlank = (cells: unknown[]) =>
  cells.slice(0, 4).every((cell) => cell === null || (typeof cell === 'string' && !cell.trim()));

/** Reads the first sheet row by row: the header (checked), then each data row with its number. */
async function* readRows(
  storage: ObjectStorage,
  objectKey: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<{ rowNo: number; cells: unknown[] }> {
  const source = await storage.read(objectKey);
  let bytes = 0;
  const counted = source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        onBytes?.(bytes);
        done(null, chunk);
      },
    }),
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(counted, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  for await (const sheet of reader) {
    if (sheets++ > 0) break;
    let header = true;
    for await (const row of sheet) {
      const cells = cellsOfRow(row.values);
      if (header) {
        header = false;
        const names = cells.slice(0, 4).map((cell) => String(cell ?? '').trim());
        if (names.join('|') !== REDPKG_IMPORT_HEADERS.join('|')) throw badRequest(redPkgMessages.fileHeader);
        continue;
      }
      if (isBlank(cells)) continue;
      yield { rowNo: row.number, cells };
    }
    if (header) throw badRequest(redPkgMessages.fileEmpty);
  }
  if (sheets === 0) throw badRequest(redPkgMessages.fileEmpty);
  source.destroy();
}

const objectKeyOf = (jobCode: string) => `red-pkg-import/${jobCode}.xlsx`;

interface Deps {
  db: Db;
  actor: Actor;
  audit: AuditFn;
  storage: ObjectStorage;
}

/** impRedPkgUsers: stores the file, creates the job and starts it; answers at once. */
export async function startImport(
  { db, actor, audit, storage }: Deps,
  batchCode: string,
  upload: UploadedFile | null,
) {
  if (!upload || upload.size === 0) throw badRequest(redPkgMessages.fileRequired);
  if (!/\.xlsx$/i.test(upload.fileName)) throw badRequest(redPkgMessages.fileType);
  await requireBatch(db, batchCode);
  const jobCode = newCode('RI');
  const objectKey = objectKeyOf(jobCode);
  await storage.putFile(
    objectKey,
    upload.path,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const job = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(redPkgImportJob)
      .values({
        jobCode,
        batchCode,
        fileName: upload.fileName.slice(0, 200),
        objectKey,
        state: RedPkgImportState.queued,
        userId: actor.userId,
      })
      .returning();
    await audit({ action: 'redPkg.import', target: jobCode, detail: { batchCode, size: upload.size } }, tx);
    return row!;
  });
  const running = runImport(db, storage, job, actor, upload.size);
  pending.add(running);
  void running.finally(() => pending.delete(running));
  return toJob(job);
}

async function setJob(db: DbOrTx, jobCode: string, values: Partial<typeof redPkgImportJob.$inferInsert>) {
  await db
    .update(redPkgImportJob)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(redPkgImportJob.jobCode, jobCode));
}

const clearStaging = (db: DbOrTx, jobCode: string) =>
  db.delete(redPkgImportStaging).where(eq(redPkgImportStaging.jobCode, jobCode));

/** Checks every row and lands the file whole, or records why not. Never throws. */
export async function runImport(
  db: Db,
  storage: ObjectStorage,
  job: JobRecord,
  actor: Actor,
  fileSize: number,
): Promise<void> {
  const { jobCode, batchCode } = job;
  try {
    await setJob(db, jobCode, { state: RedPkgImportState.checking });
    const errors: { rowNo: number; reason: string }[] = [];
    const seen = new Map<string, number>();
    let staged: { row_no: number; real_name: string; id_card: string; phone: string; amount: number }[] = [];
    let rows = 0;
    let bytesRead = 0;
    const today = new Date();
    const flush = async () => {
      // One parameter per batch (a JSON array): far cheaper to parse than 6 parameters per row.
      if (staged.length && !errors.length)
        await db.execute(sql`
          insert into red_pkg_import_staging (job_code, row_no, real_name, id_card, phone, amount)
          select ${jobCode}, r.row_no, r.real_name, r.id_card, r.phone, r.amount
          from json_to_recordset(${JSON.stringify(staged)}::json)
            as r(row_no int, real_name text, id_card text, phone text, amount bigint)`);
      staged = [];
    };
    for await (const { rowNo, cells } of readRows(storage, job.objectKey, (bytes) => {
      bytesRead = bytes;
    })) {
      if (++rows > REDPKG_IMPORT_MAX_ROWS) throw badRequest(redPkgMessages.fileTooManyRows);
      const [realName, idCard, phone, amount] = cells;
      const checked = checkImportRow({ realName, idCard, phone, amount }, today);
      if ('problem' in checked) {
        errors.push({ rowNo, reason: checked.problem });
      } else {
        const first = seen.get(checked.row.idCard);
        if (first !== undefined) {
          errors.push({ rowNo, reason: `${redPkgMessages.duplicateInFile}（与第${first}行相同）` });
        } else {
          seen.set(checked.row.idCard, rowNo);
          if (!errors.length) {
            const { realName, idCard, phone, amount } = checked.row;
            staged.push({ row_no: rowNo, real_name: realName, id_card: idCard, phone, amount });
          }
        }
      }
      if (rows % BATCH === 0) {
        await flush();
        // Progress by the share of the file read (the row count is known only at its end).
        const estimate = Math.max(rows + 1, Math.round((rows * fileSize) / Math.max(bytesRead, 1)));
        await setJob(db, jobCode, { processedRows: rows, totalRows: estimate });
        await nextTurn();
      }
    }
    await flush();
    seen.clear();
    if (rows === 0) throw badRequest(redPkgMessages.fileEmpty);
    await setJob(db, jobCode, { processedRows: rows, totalRows: rows });

    if (!errors.length) {
      // Already in the campaign: one join on the (batch, ID number) index.
      const taken = await db
        .select({ rowNo: redPkgImportStaging.rowNo })
        .from(redPkgImportStaging)
        .innerJoin(
          redPkgUser,
          and(
            eq(redPkgUser.batchCode, batchCode),
            eq(redPkgUser.idCard, redPkgImportStaging.idCard),
            eq(redPkgUser.deleted, false),
          ),
        )
        .where(eq(redPkgImportStaging.jobCode, jobCode))
        .orderBy(asc(redPkgImportStaging.rowNo));
      for (const { rowNo } of taken) errors.push({ rowNo, reason: redPkgMessages.duplicateInBatch });
    }

    if (errors.length) {
      await clearStaging(db, jobCode);
      for (let i = 0; i < errors.length; i += BATCH)
        await db.insert(redPkgImportError).values(errors.slice(i, i + BATCH).map((e) => ({ jobCode, ...e })));
      await setJob(db, jobCode, {
        state: RedPkgImportState.failed,
        errorRows: errors.length,
        message: `共${rows}行，其中${errors.length}行有误，未导入任何数据，请下载错误数据修改后重新导入`,
        finishedAt: new Date(),
      });
      return;
    }

    await setJob(db, jobCode, { state: RedPkgImportState.writing });
    await db.transaction(async (tx) => {
      // The job's row lock orders this with the sweep of interrupted jobs: whichever comes second sees the
      // other's outcome (a job already marked interrupted is not written; a written one is not swept).
      const [current] = await tx
        .select({ state: redPkgImportJob.state })
        .from(redPkgImportJob)
        .where(eq(redPkgImportJob.jobCode, jobCode))
        .for('update');
      if (current?.state !== RedPkgImportState.writing) throw new Error('import job no longer running');
      const moved = await tx.execute(sql`
        with moved as (
          insert into red_pkg_user
            (user_code, batch_code, real_name, id_card, phone, amount, check_type, source, import_job_code, create_user_id)
          select 'RU' || left(replace(gen_random_uuid()::text, '-', ''), 16), ${batchCode}, real_name, id_card,
            phone, amount, ${RedPkgCheckType.draft}, ${RedPkgSource.imported}, ${jobCode}, ${actor.userId}
          from red_pkg_import_staging where job_code = ${jobCode} order by row_no
          returning user_code
        ),
        history as (
          insert into state_change (entity, code, action, from_state, to_state, user_id, remark)
          select ${redPkgLifecycle.entity}, user_code, 'import', null, ${RedPkgCheckType.draft}, ${actor.userId}, ${jobCode}
          from moved
        )
        select count(*)::int as n from moved`);
      const imported = Number((moved as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
      await setJob(tx, jobCode, {
        state: RedPkgImportState.done,
        importedRows: imported,
        message: `成功导入${imported}人`,
        finishedAt: new Date(),
      });
    });
    await clearStaging(db, jobCode);
  } catch (error) {
    const message = isUniqueViolation(error)
      ? `${redPkgMessages.duplicateInBatch}（同一批次的另一导入刚刚完成），未导入任何数据，请重新导入`
      : error instanceof Error && /[\u4e00-\u9fa5]/.test(error.message)
        ? error.message
        : redPkgMessages.fileUnreadable;
    try {
      await clearStaging(db, jobCode);
      await db
        .update(redPkgImportJob)
        .set({ state: RedPkgImportState.failed, message, finishedAt: new Date(), updatedAt: sql`now()` })
        .where(and(eq(redPkgImportJob.jobCode, jobCode), inArray(redPkgImportJob.state, RUNNING)));
    } catch {
      // The database is gone (shutdown): the next start marks the job interrupted.
    }
  }
}

/**
 * Jobs left running by a process that is gone (killed, restarted): marked failed, their staging rows removed.
 * `all` at the start of the only process (PGlite); otherwise those not touched for STALE_MS.
 */
export async function failInterruptedImports(db: DbOrTx, all: boolean): Promise<number> {
  const stale = and(
    inArray(redPkgImportJob.state, RUNNING),
    all ? undefined : lt(redPkgImportJob.updatedAt, sql`now() - make_interval(secs => ${STALE_MS / 1000})`),
  );
  const gone = await db
    .update(redPkgImportJob)
    .set({
      state: RedPkgImportState.failed,
      message: redPkgMessages.importInterrupted,
      finishedAt: new Date(),
      updatedAt: sql`now()`,
    })
    .where(stale)
    .returning({ jobCode: redPkgImportJob.jobCode });
  if (gone.length)
    await db.delete(redPkgImportStaging).where(
      inArray(
        redPkgImportStaging.jobCode,
        gone.map((job) => job.jobCode),
      ),
    );
  return gone.length;
}

async function findJob(db: DbOrTx, jobCode: string) {
  const [job] = await db.select().from(redPkgImportJob).where(eq(redPkgImportJob.jobCode, jobCode));
  if (!job) throw notFound(redPkgMessages.importNotFound);
  return job;
}

/** queryImportJob: progress, and the first bad rows of a failed file. */
export async function importJobInfo(db: Db, jobCode: string) {
  let job = await findJob(db, jobCode);
  if ((RUNNING as number[]).includes(job.state) && Date.now() - job.updatedAt.getTime() > STALE_MS) {
    await failInterruptedImports(db, false);
    job = await findJob(db, jobCode);
  }
  const errors = job.errorRows
    ? await db
        .select({ rowNo: redPkgImportError.rowNo, reason: redPkgImportError.reason })
        .from(redPkgImportError)
        .where(eq(redPkgImportError.jobCode, jobCode))
        .orderBy(asc(redPkgImportError.rowNo))
        .limit(50)
    : [];
  return toJob(job, errors);
}

/**
 * exportRedPkgUserError: the uploaded file again, every row as it was typed, with 错误原因 filled on the bad
 * ones. Fixed in place, the same file can be imported again (the extra column is ignored).
 */
export async function exportErrorFile(db: Db, storage: ObjectStorage, jobCode: string, reply: FastifyReply) {
  const job = await findJob(db, jobCode);
  if (!job.errorRows) throw badRequest(redPkgMessages.importNoErrors);
  const reasons = new Map<number, string>();
  const errors = await db
    .select({ rowNo: redPkgImportError.rowNo, reason: redPkgImportError.reason })
    .from(redPkgImportError)
    .where(eq(redPkgImportError.jobCode, jobCode));
  for (const e of errors) reasons.set(e.rowNo, e.reason);
  const rows = readRows(storage, job.objectKey);
  let first = await rows.next();
  const { body, sheet } = sendXlsx(reply, REDPKG_ERROR_FILE_NAME, {
    sheetName: '错误数据',
    columns: [
      ...REDPKG_IMPORT_HEADERS.map((header, i) => ({ header, width: [12, 22, 14, 14][i] })),
      { header: REDPKG_ERROR_HEADER, width: 48 },
    ],
  });
  try {
    let n = 0;
    while (!first.done) {
      const { rowNo, cells } = first.value;
      sheet.addRow([
        ...cells
          .slice(0, 4)
          .map((cell) => (cell === null ? null : typeof cell === 'number' ? cell : String(cell))),
        reasons.get(rowNo) ?? null,
      ]);
      if (++n % BATCH === 0 && !(await breathe(sheet))) {
        await rows.return(undefined);
        return null;
      }
      first = await rows.next();
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}

/** The import template: the header row, ID and mobile columns as text. */
export async function sendTemplate(reply: FastifyReply) {
  const { sheet } = sendXlsx(reply, REDPKG_TEMPLATE_FILE_NAME, {
    sheetName: '红包用户',
    columns: REDPKG_IMPORT_HEADERS.map((header, i) => ({ header, width: [12, 22, 14, 16][i] })),
  });
  await sheet.finish();
  return null;
}
