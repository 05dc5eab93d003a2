import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  checkImportRow,
  formatApiTime,
  REDPKG_IMPORT_MAX_ROWS,
  RedPkgCheckType,
  type RedPkgImportJob,
  RedPkgImportState,
  RedPkgSource,
  redPkgImportStateLabels,
  redPkgLifecycle,
  redPkgMessages,
} from '@hr/contract';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode, newCodes } from '../../../platform/codes.ts';
import { type Db, type DbOrTx, hasOwnConnections } from '../../../platform/db.ts';
import { badRequest, isUniqueViolation, notFound } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { readRows, sendErrorFile } from './import-file.ts';
import { requireBatch } from './service.ts';
import {
  redPkgBatchCount,
  redPkgImportError,
  redPkgImportJob,
  redPkgImportStaging,
  redPkgUser,
} from './tables.ts';

/**
 * Importing red-packet users from an xlsx file (impRedPkgUsers). The upload is stored and answered with an
 * import job at once; the file is then read as a stream, each row checked, and the good rows written in
 * batches of 5,000 while the next batch is read. Where they go depends on the database:
 *
 * - PostgreSQL: straight into red_pkg_user, inside one transaction on a connection of its own that stays open
 *   while the file is read. Other connections see nothing of it until it commits with the job marked done; a
 *   bad row rolls it back; a killed server's connection drops and PostgreSQL rolls it back.
 * - PGlite (one connection: a transaction open while the file is read would hold every other request): into
 *   a staging table in short statements with a turn for other requests between them, then moved into
 *   red_pkg_user by one INSERT … SELECT in a transaction that also marks the job done. A killed server leaves
 *   staging rows only, removed at the next start.
 *
 * Either way a file lands whole or not at all.
 */

const BATCH = 5000;
/** A running job not touched for this long belongs to a process that is gone. */
const STALE_MS = 30_000;
/** How often a running job is touched, whatever its progress (a slow file on a busy machine is not gone). */
const HEARTBEAT_MS = 10_000;
/** The progress share of reading and checking; writing takes the rest. */
const CHECK_SHARE = 90;

const RUNNING = [RedPkgImportState.queued, RedPkgImportState.checking, RedPkgImportState.writing];

type JobRecord = typeof redPkgImportJob.$inferSelect;
type RowError = { rowNo: number; reason: string };

/** Imports running in this process. */
const pending = new Set<Promise<void>>();
/** Resolves when the imports running now have ended (tests; a graceful shutdown). */
export const importsSettled = () => Promise.all([...pending]).then(() => undefined);

function toJob(job: JobRecord, errors: RowError[] = []): RedPkgImportJob & { errors: RowError[] } {
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
  const running = runImport({ db, storage, job, actor });
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

/** A checked row on its way in; the names are SQL's (a batch travels as one JSON parameter). */
interface GoodRow {
  row_no: number;
  user_code: string;
  real_name: string;
  id_card: string;
  phone: string;
  amount: number;
}

/** A batch as the row source `r`: one JSON parameter, far cheaper to send and parse than 6 per row. */
const batchSource = (rows: GoodRow[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)
  as r(row_no int, user_code text, real_name text, id_card text, phone text, amount bigint)`;

const stagingSource = (jobCode: string) => sql`red_pkg_import_staging r where r.job_code = ${jobCode}`;

interface Run {
  db: Db;
  storage: ObjectStorage;
  job: JobRecord;
  actor: Actor;
}

/** Inserts the rows of `source` (as `r`) into red_pkg_user in 待提交, each with its creation history. */
async function insertUsers(tx: DbOrTx, { job, actor }: Run, source: SQL) {
  await tx.execute(sql`
    insert into red_pkg_user
      (user_code, batch_code, real_name, id_card, phone, amount, check_type, source, import_job_code, create_user_id)
    select r.user_code, ${job.batchCode}, r.real_name, r.id_card, r.phone, r.amount, ${RedPkgCheckType.draft},
      ${RedPkgSource.imported}, ${job.jobCode}, ${actor.userId}
    from ${source} order by r.row_no`);
  await tx.execute(sql`
    insert into state_change (entity, code, action, from_state, to_state, user_id, remark)
    select ${redPkgLifecycle.entity}, r.user_code, 'import', null, ${RedPkgCheckType.draft}, ${actor.userId},
      ${job.jobCode}
    from ${source}`);
}

/** The ID numbers among `idCards` already in the campaign (users not removed): probes of its unique index. */
async function takenInCampaign(db: DbOrTx, batchCode: string, idCards: string[]) {
  const rows = await db
    .select({ idCard: redPkgUser.idCard })
    .from(redPkgUser)
    .where(
      and(
        eq(redPkgUser.batchCode, batchCode),
        eq(redPkgUser.deleted, false),
        inArray(redPkgUser.idCard, idCards),
      ),
    );
  return rows.map((row) => row.idCard);
}

/** Where the checked rows go while the file is read (see the top of this file). */
interface Landing {
  /** Users of the campaign already holding any of these ID numbers. */
  taken(idCards: string[]): Promise<string[]>;
  /** Writes a batch of checked rows; never called once a bad row has been found. */
  write(rows: GoodRow[]): Promise<void>;
}

interface Checked {
  rows: number;
  errors: RowError[];
  landed: number;
  money: number;
}

/**
 * Reads and checks every row: the row itself (checkImportRow), duplicates in the file (naming the first row)
 * and in the campaign (per batch, one query). Good rows go to `landing` in batches, one batch in the database
 * while the next is read; once a row is bad nothing more is written, but every row is still checked so that
 * the error file names them all. Progress is saved after each batch.
 */
async function checkFile({ db, storage, job }: Run, landing: Landing): Promise<Checked> {
  const out: Checked = { rows: 0, errors: [], landed: 0, money: 0 };
  const { errors } = out;
  const seen = new Map<string, number>();
  const today = new Date();
  let batch: Omit<GoodRow, 'user_code'>[] = [];
  let sheetRead = 0;
  let inFlight: Promise<void> = Promise.resolve();

  const land = async (rows: GoodRow[]) => {
    for (const idCard of await landing.taken(rows.map((row) => row.id_card)))
      errors.push({ rowNo: seen.get(idCard) ?? 0, reason: redPkgMessages.duplicateInBatch });
    if (errors.length) return;
    await landing.write(rows);
    out.landed += rows.length;
    for (const row of rows) out.money += row.amount;
  };
  const flush = async () => {
    const codes = newCodes('RU', batch.length);
    const rows = batch.map((row, i) => ({ ...row, user_code: codes[i]! }));
    batch = [];
    await inFlight; // at most one batch in the database while the next one is read
    inFlight = rows.length ? land(rows) : Promise.resolve();
    inFlight.catch(() => undefined); // its error is thrown where it is awaited
  };

  try {
    for await (const { rowNo, cells } of readRows(storage, job.objectKey, (share) => {
      sheetRead = share;
    })) {
      if (++out.rows > REDPKG_IMPORT_MAX_ROWS) throw badRequest(redPkgMessages.fileTooManyRows);
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
          const { realName, idCard, phone, amount } = checked.row;
          batch.push({ row_no: rowNo, real_name: realName, id_card: idCard, phone, amount });
        }
      }
      if (out.rows % BATCH === 0) {
        await flush();
        // Progress by the share of the sheet read (the row count is known only at its end).
        const estimate = Math.max(out.rows + 1, Math.round(out.rows / Math.max(sheetRead, 1e-6)));
        await setJob(db, job.jobCode, { processedRows: out.rows, totalRows: estimate });
        await nextTurn();
      }
    }
    await flush();
    await inFlight;
  } finally {
    await inFlight.catch(() => undefined);
  }
  if (out.rows === 0) throw badRequest(redPkgMessages.fileEmpty);
  errors.sort((a, b) => a.rowNo - b.rowNo);
  await setJob(db, job.jobCode, { processedRows: out.rows, totalRows: out.rows });
  return out;
}

/**
 * The end of a good file, in the transaction that lands it: the job's row lock orders this with the sweep of
 * interrupted jobs (whichever comes second sees the other's outcome: a job already marked interrupted is not
 * written, a written one is not swept).
 */
async function markDone(tx: DbOrTx, jobCode: string, imported: number) {
  const [current] = await tx
    .select({ state: redPkgImportJob.state })
    .from(redPkgImportJob)
    .where(eq(redPkgImportJob.jobCode, jobCode))
    .for('update');
  if (current?.state !== RedPkgImportState.writing) throw new Error('import job no longer running');
  await setJob(tx, jobCode, {
    state: RedPkgImportState.done,
    importedRows: imported,
    message: `成功导入${imported}人`,
    finishedAt: new Date(),
  });
}

/** Thrown to roll the import's transaction back when a row is bad. */
class BadRows extends Error {}

/** PostgreSQL: the rows go into red_pkg_user in one transaction that is open while the file is read. */
async function landInOneTransaction(run: Run): Promise<Checked> {
  const { db, job } = run;
  let checked: Checked | undefined;
  try {
    await db.transaction(async (tx) => {
      // The campaign's counters get the import's people and money once, at the end (below), so their row
      // is not locked against the campaign's other writers for the whole import (migration: the trigger).
      await tx.execute(sql`select set_config('red_pkg.count_deferred', 'on', true)`);
      checked = await checkFile(run, {
        taken: (idCards) => takenInCampaign(tx, job.batchCode, idCards),
        write: (rows) => insertUsers(tx, run, batchSource(rows)),
      });
      if (checked.errors.length) throw new BadRows();
      await setJob(db, job.jobCode, { state: RedPkgImportState.writing });
      await tx
        .insert(redPkgBatchCount)
        .values({
          batchCode: job.batchCode,
          checkType: RedPkgCheckType.draft,
          num: checked.landed,
          money: checked.money,
        })
        .onConflictDoUpdate({
          target: [redPkgBatchCount.batchCode, redPkgBatchCount.checkType],
          set: {
            num: sql`${redPkgBatchCount.num} + excluded.num`,
            money: sql`${redPkgBatchCount.money} + excluded.money`,
          },
        });
      await markDone(tx, job.jobCode, checked.landed);
    });
  } catch (error) {
    if (!(error instanceof BadRows)) throw error;
  }
  return checked!;
}

/** PGlite: the rows are staged in short statements, then moved in one transaction. */
async function landThroughStaging(run: Run): Promise<Checked> {
  const { db, job } = run;
  const checked = await checkFile(run, {
    taken: (idCards) => takenInCampaign(db, job.batchCode, idCards),
    write: async (rows) => {
      await db.execute(sql`
        insert into red_pkg_import_staging (job_code, row_no, user_code, real_name, id_card, phone, amount)
        select ${job.jobCode}, r.row_no, r.user_code, r.real_name, r.id_card, r.phone, r.amount
        from ${batchSource(rows)}`);
    },
  });
  if (!checked.errors.length) {
    await setJob(db, job.jobCode, { state: RedPkgImportState.writing });
    await db.transaction(async (tx) => {
      await insertUsers(tx, run, stagingSource(job.jobCode));
      await markDone(tx, job.jobCode, checked.landed);
    });
  }
  await clearStaging(db, job.jobCode);
  return checked;
}

/** Checks every row and lands the file whole, or records why not. Never throws. */
export async function runImport(run: Run): Promise<void> {
  const { db, job } = run;
  const { jobCode } = job;
  const heartbeat = setInterval(() => {
    setJob(db, jobCode, {}).catch(() => undefined);
  }, HEARTBEAT_MS).unref();
  try {
    await setJob(db, jobCode, { state: RedPkgImportState.checking });
    const { rows, errors } = hasOwnConnections(db)
      ? await landInOneTransaction(run)
      : await landThroughStaging(run);
    if (!errors.length) return;
    for (let i = 0; i < errors.length; i += BATCH)
      await db.insert(redPkgImportError).values(errors.slice(i, i + BATCH).map((e) => ({ jobCode, ...e })));
    await setJob(db, jobCode, {
      state: RedPkgImportState.failed,
      errorRows: errors.length,
      message: `共${rows}行，其中${errors.length}行有误，未导入任何数据，请下载错误数据修改后重新导入`,
      finishedAt: new Date(),
    });
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
  } finally {
    clearInterval(heartbeat);
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
  // PGlite: this process is the only one, its start swept what an earlier one left; a job running is alive.
  const stale = Date.now() - job.updatedAt.getTime() > STALE_MS;
  if (hasOwnConnections(db) && (RUNNING as number[]).includes(job.state) && stale) {
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

/** exportRedPkgUserError: the uploaded file with 错误原因 on the bad rows (import-file.ts). */
export async function exportErrorFile(db: Db, storage: ObjectStorage, jobCode: string, reply: FastifyReply) {
  const job = await findJob(db, jobCode);
  if (!job.errorRows) throw badRequest(redPkgMessages.importNoErrors);
  const errors = await db
    .select({ rowNo: redPkgImportError.rowNo, reason: redPkgImportError.reason })
    .from(redPkgImportError)
    .where(eq(redPkgImportError.jobCode, jobCode));
  return sendErrorFile(storage, job.objectKey, new Map(errors.map((e) => [e.rowNo, e.reason])), reply);
}
