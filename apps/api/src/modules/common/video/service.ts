import {
  checkUploadMeta,
  Md5,
  totalBlocks,
  VIDEO_STATE,
  type VideoFlow,
  type VideoTask,
  type VideoUrl,
  videoFlowRules,
  videoMessages,
} from '@hr/contract';
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { newCode } from '../../../platform/codes.ts';
import type { DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { LOCKS, runOnceAcrossNodes } from '../../../platform/once.ts';
import { type Actor, companyScope, hasPermission } from '../../../platform/permissions.ts';
import type { FileDeps } from '../files/service.ts';
import { signedFileUrl } from '../files/signed-url.ts';
import { material } from '../material/tables.ts';
import { removeTaskChunks } from './chunks.ts';
import { videoBlock, videoTask } from './tables.ts';

/** An unfinished task untouched this long is swept with its chunks (the browser keeps its cookie 1 day). */
export const TASK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const VIDEO = 2;

export interface CreateVideoTaskInput {
  cmpyCode?: string | undefined;
  materialName: string;
  fileName: string;
  fileSize: number;
  md5: string;
  groupCode?: string | undefined;
  /** Which rule applies: 'material' (default, mp4 ≤ 100 MB) or 'shared' (ten extensions ≤ 30 MB). */
  flow?: VideoFlow | undefined;
  /** The code the library's own flow needs: the door's (material:uploadVideo, or trainMaterial:uploadVideo). */
  permission?: string | undefined;
  /** Runs in the transaction that creates the material and its task (the caller's audit record). */
  onCreate?: ((tx: Tx, materialCode: string) => Promise<void>) | undefined;
}

/** Company whose library receives the video: company staff always their own; operators the one named. */
function targetCompany(actor: Actor, requested: string | undefined): string | null {
  const scope = companyScope(actor);
  if (scope === null) return requested?.trim() || null;
  if (requested && requested !== scope) throw forbidden('无权上传到其他企业');
  return scope;
}

export async function receivedBlocks(db: DbOrTx, taskId: string): Promise<number[]> {
  const rows = await db
    .select({ block: videoBlock.block })
    .from(videoBlock)
    .where(eq(videoBlock.taskId, taskId))
    .orderBy(asc(videoBlock.block));
  return rows.map((row) => row.block);
}

const taskAnswer = (task: typeof videoTask.$inferSelect, blocks: number[]): VideoTask => ({
  task_id: task.taskId,
  uid: task.uploaderCode,
  total_block: task.totalBlock,
  blocks,
  vid: task.md5,
  materialCode: task.materialCode,
});

/** Drops a task, its chunk rows and chunks. */
export async function dropTask(deps: FileDeps, task: { taskId: string; totalBlock: number }) {
  await deps.db.delete(videoBlock).where(eq(videoBlock.taskId, task.taskId));
  await deps.db.delete(videoTask).where(eq(videoTask.taskId, task.taskId));
  await removeTaskChunks(deps.storage, task.taskId, task.totalBlock);
}

/**
 * Sweeps unfinished tasks untouched for a day: their chunks are deleted and their material, which never
 * got a file, leaves the library (it would show 处理中 forever). A few per call keeps each call cheap. One
 * caller at a time across nodes: a call that finds another sweeping skips its round.
 */
export async function sweepExpiredTasks(deps: FileDeps, now = Date.now()) {
  await runOnceAcrossNodes(deps.db, LOCKS.videoTaskSweep, async (tx) => {
    const stale = await tx
      .select({
        taskId: videoTask.taskId,
        totalBlock: videoTask.totalBlock,
        materialCode: videoTask.materialCode,
      })
      .from(videoTask)
      .where(
        and(
          ne(videoTask.state, VIDEO_STATE.complete),
          lt(videoTask.updatedAt, new Date(now - TASK_LIFETIME_MS)),
        ),
      )
      .limit(20);
    for (const task of stale) {
      await tx
        .update(material)
        .set({ deleted: true, updatedAt: new Date() })
        .where(and(eq(material.materialCode, task.materialCode), isNull(material.objectKey)));
      await dropTask({ ...deps, db: tx }, task);
    }
  });
}

/**
 * Creates (or resumes) the upload task of a video; `uploadMaterial` calls it for materialType 2.
 * - '0' when a finished video with this md5 is already in the company's library (the upload counts as done;
 *   no second material row is made);
 * - the same uploader sending the same file again gets the same task back, with the chunks received;
 * - otherwise a new task and its material row (materialType 2, no file yet: shown as 处理中).
 */
export async function createVideoTask(
  deps: FileDeps,
  actor: Actor,
  input: CreateVideoTaskInput,
): Promise<'0' | VideoTask> {
  const flow: VideoFlow = input.flow ?? 'material';
  if (flow === 'material' && !hasPermission(actor, input.permission ?? 'material:uploadVideo'))
    throw forbidden(videoMessages.noVideoPermission);
  const cmpyCode = targetCompany(actor, input.cmpyCode);
  const md5 = Md5.safeParse(input.md5);
  if (!md5.success) throw badRequest(md5.error.issues[0]?.message ?? '文件校验码不正确');
  const { rule, sizeMessage } = videoFlowRules[flow];
  const problem = checkUploadMeta(rule, { name: input.fileName, size: input.fileSize }, sizeMessage);
  if (problem) throw badRequest(problem);

  const sameCompany = cmpyCode === null ? isNull(material.cmpyCode) : eq(material.cmpyCode, cmpyCode);
  const [done] = await deps.db
    .select({ id: material.id })
    .from(material)
    .where(
      and(
        sameCompany,
        eq(material.md5, md5.data),
        eq(material.materialType, VIDEO),
        isNotNull(material.objectKey),
        eq(material.deleted, false),
      ),
    )
    .limit(1);
  if (done) return '0';

  await sweepExpiredTasks(deps);
  const [existing] = await deps.db
    .select({ task: videoTask, deleted: material.deleted })
    .from(videoTask)
    .leftJoin(material, eq(material.materialCode, videoTask.materialCode))
    .where(
      and(
        eq(videoTask.uploaderId, actor.userId),
        eq(videoTask.md5, md5.data),
        eq(videoTask.flow, flow),
        eq(videoTask.fileSize, input.fileSize),
        cmpyCode === null ? isNull(videoTask.cmpyCode) : eq(videoTask.cmpyCode, cmpyCode),
        ne(videoTask.state, VIDEO_STATE.complete),
      ),
    )
    .limit(1);
  if (existing && existing.deleted === false) {
    await deps.db
      .update(videoTask)
      .set({ updatedAt: sql`now()` })
      .where(eq(videoTask.taskId, existing.task.taskId));
    return taskAnswer(existing.task, await receivedBlocks(deps.db, existing.task.taskId));
  }
  if (existing) await dropTask(deps, existing.task); // its material was deleted meanwhile

  const materialCode = newCode('M');
  const task = await deps.db.transaction(async (tx) => {
    await tx.insert(material).values({
      materialCode,
      cmpyCode,
      groupCode: input.groupCode?.trim() || null,
      materialType: VIDEO,
      materialName: input.materialName,
      fileName: input.fileName,
      fileSize: input.fileSize,
      md5: md5.data,
      objectKey: null,
      createdBy: actor.userId,
    });
    const [row] = await tx
      .insert(videoTask)
      .values({
        taskId: newCode('VT'),
        uploaderId: actor.userId,
        uploaderCode: actor.userCode,
        cmpyCode,
        materialCode,
        flow,
        md5: md5.data,
        fileName: input.fileName,
        fileSize: input.fileSize,
        totalBlock: totalBlocks(input.fileSize),
        state: VIDEO_STATE.uploading,
      })
      .returning();
    await input.onCreate?.(tx, materialCode);
    return row!;
  });
  return taskAnswer(task, []);
}

/**
 * Playback URLs by video id (fileCodeList = vids, the content md5): the caller's company videos and the
 * platform's own; url null while the video is still processing; unknown or hidden ids are left out.
 */
export async function videoUrls(deps: FileDeps, actor: Actor, fileCodes: string[]): Promise<VideoUrl[]> {
  const scope = companyScope(actor);
  const rows = await deps.db
    .select({
      md5: material.md5,
      materialCode: material.materialCode,
      materialName: material.materialName,
      objectKey: material.objectKey,
    })
    .from(material)
    .where(
      and(
        inArray(material.md5, fileCodes),
        eq(material.materialType, VIDEO),
        eq(material.deleted, false),
        scope === null ? undefined : or(eq(material.cmpyCode, scope), isNull(material.cmpyCode)),
      ),
    )
    .orderBy(sql`${material.objectKey} is null`, asc(material.id));
  const byCode = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byCode.has(row.md5)) byCode.set(row.md5, row);
  return [...new Set(fileCodes)].flatMap((code) => {
    const row = byCode.get(code);
    if (!row) return [];
    return [
      {
        fileCode: code,
        materialCode: row.materialCode,
        materialName: row.materialName,
        url: row.objectKey ? signedFileUrl(deps.config, row.objectKey) : null,
      },
    ];
  });
}
