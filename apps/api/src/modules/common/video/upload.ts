import fs from 'node:fs';
import { blockSize, extensionOf, VIDEO_STATE, videoFlowRules, videoMessages } from '@hr/contract';
import { and, count, eq, lt, or, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { type FileDeps, storeFile } from '../files/service.ts';
import { signedFileUrl } from '../files/signed-url.ts';
import { material } from '../material/tables.ts';
import { assembleBlocks, assembledPath, keepBlock, removeTaskChunks } from './chunks.ts';
import { dropTask } from './service.ts';
import { videoBlock, videoTask } from './tables.ts';

/** Assembling 100 MB takes seconds; one still marked assembling after this was cut off (a restart). */
const STALE_ASSEMBLY_MS = 10 * 60 * 1000;

/** The caller's own task; anyone else's is refused (a task id is not a licence to write into it). */
async function ownTask(db: DbOrTx, actor: Actor, taskId: string, userId?: string) {
  const [task] = await db.select().from(videoTask).where(eq(videoTask.taskId, taskId)).limit(1);
  if (!task) throw notFound(videoMessages.taskNotFound);
  if (task.uploaderId !== actor.userId || (userId !== undefined && userId !== task.uploaderCode))
    throw forbidden(videoMessages.notYourTask);
  return task;
}

async function blockCount(db: DbOrTx, taskId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videoBlock).where(eq(videoBlock.taskId, taskId));
  return row?.n ?? 0;
}

/**
 * Receives one chunk: it must be in range, match its own md5 and have the size of its position. A chunk
 * already received is accepted again without rewriting it (the browser may resend after a lost answer).
 */
export async function receiveBlock(
  deps: FileDeps,
  actor: Actor,
  query: { task_id: string; user_id: string; block: number; md5: string },
  upload: UploadedFile | null,
) {
  const task = await ownTask(deps.db, actor, query.task_id, query.user_id);
  if (task.state === VIDEO_STATE.complete) throw conflict(videoMessages.alreadyDone);
  if (task.state === VIDEO_STATE.assembling) throw conflict(videoMessages.alreadyAssembling);
  if (query.block >= task.totalBlock) throw badRequest(videoMessages.blockOutOfRange(task.totalBlock));
  if (!upload) throw badRequest('请选择要上传的分片');
  if (upload.md5 !== query.md5) throw badRequest(videoMessages.blockMd5);
  const expected = blockSize(task.fileSize, query.block);
  if (upload.size !== expected) throw badRequest(videoMessages.blockSize(expected));

  const [known] = await deps.db
    .select({ block: videoBlock.block })
    .from(videoBlock)
    .where(and(eq(videoBlock.taskId, task.taskId), eq(videoBlock.block, query.block)))
    .limit(1);
  if (!known) {
    await keepBlock(deps.storage, task.taskId, query.block, upload.path);
    await deps.db
      .insert(videoBlock)
      .values({ taskId: task.taskId, block: query.block, size: upload.size, md5: upload.md5 })
      .onConflictDoNothing();
  }
  await deps.db.update(videoTask).set({ updatedAt: sql`now()` }).where(eq(videoTask.taskId, task.taskId));
  return { block: query.block, blocks: await blockCount(deps.db, task.taskId), total_block: task.totalBlock };
}

/** Discards every chunk of a task so that it starts again from block 0 (the data was corrupt). */
async function resetTask(deps: FileDeps, task: { taskId: string; totalBlock: number }) {
  await deps.db.delete(videoBlock).where(eq(videoBlock.taskId, task.taskId));
  await removeTaskChunks(deps.storage, task.taskId, task.totalBlock);
  await deps.db
    .update(videoTask)
    .set({ state: VIDEO_STATE.uploading, updatedAt: sql`now()` })
    .where(eq(videoTask.taskId, task.taskId));
}

/**
 * `updateVideoState` with state 2: once every chunk is in, streams them in order into one file while
 * computing its md5, checks it against the task's md5 and the flow's rule (extension, size, magic bytes),
 * stores it and gives the material its file: the video becomes playable.
 */
export async function completeVideo(
  deps: FileDeps,
  actor: Actor,
  body: { materialCode: string; taskId: string },
  audit: AuditFn,
): Promise<{ materialCode: string; vid: string; url: string }> {
  const task = await ownTask(deps.db, actor, body.taskId);
  if (task.materialCode !== body.materialCode) throw badRequest(videoMessages.materialMismatch);
  if (task.state === VIDEO_STATE.complete && task.objectKey)
    return {
      materialCode: task.materialCode,
      vid: task.md5,
      url: signedFileUrl(deps.config, task.objectKey),
    };
  const received = await blockCount(deps.db, task.taskId);
  if (received < task.totalBlock)
    throw badRequest(videoMessages.blocksMissing(task.totalBlock - received, task.totalBlock));

  // Claim the task: a second call while this one assembles is told to wait. An assembly that has not
  // finished in STALE_ASSEMBLY_MS died with its process and may be claimed again.
  const claimed = await deps.db
    .update(videoTask)
    .set({ state: VIDEO_STATE.assembling, updatedAt: sql`now()` })
    .where(
      and(
        eq(videoTask.taskId, task.taskId),
        or(
          eq(videoTask.state, VIDEO_STATE.uploading),
          and(
            eq(videoTask.state, VIDEO_STATE.assembling),
            lt(videoTask.updatedAt, new Date(Date.now() - STALE_ASSEMBLY_MS)),
          ),
        ),
      ),
    )
    .returning({ id: videoTask.id });
  if (claimed.length === 0) throw conflict(videoMessages.alreadyAssembling);

  const target = assembledPath(deps.config.dataDir, task.taskId, extensionOf(task.fileName));
  let finished = false;
  try {
    const [row] = await deps.db
      .select({ deleted: material.deleted, cmpyCode: material.cmpyCode })
      .from(material)
      .where(eq(material.materialCode, task.materialCode))
      .limit(1);
    if (!row || row.deleted) {
      await dropTask(deps, task);
      finished = true;
      throw notFound(videoMessages.materialGone);
    }
    const whole = await assembleBlocks(deps.storage, task.taskId, task.totalBlock, target);
    if (!whole || whole.md5 !== task.md5 || whole.size !== task.fileSize) {
      await resetTask(deps, task);
      finished = true;
      throw badRequest(videoMessages.fileMd5);
    }
    const { rule, sizeMessage } = videoFlowRules[task.flow as keyof typeof videoFlowRules];
    let stored: Awaited<ReturnType<typeof storeFile>>;
    try {
      stored = await storeFile(
        deps,
        actor,
        { path: target, fileName: task.fileName, size: whole.size, md5: whole.md5 },
        // The file belongs to the material's owner (the company an operator uploads for).
        { rule, purpose: 'video', sizeMessage, cmpyCode: row.cmpyCode },
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 400) {
        // Not a video of its kind (e.g. a text file renamed .mp4): it can never succeed; drop it.
        await deps.db
          .update(material)
          .set({ deleted: true, updatedAt: new Date() })
          .where(eq(material.materialCode, task.materialCode));
        await dropTask(deps, task);
        finished = true;
      }
      throw error;
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .update(material)
        .set({ objectKey: stored.objectKey, fileSize: stored.size, updatedAt: new Date() })
        .where(eq(material.materialCode, task.materialCode));
      await tx
        .update(videoTask)
        .set({ state: VIDEO_STATE.complete, objectKey: stored.objectKey, updatedAt: sql`now()` })
        .where(eq(videoTask.taskId, task.taskId));
      await tx.delete(videoBlock).where(eq(videoBlock.taskId, task.taskId));
      await audit(
        { action: 'video.complete', target: task.materialCode, detail: { taskId: body.taskId } },
        tx,
      );
    });
    finished = true;
    await removeTaskChunks(deps.storage, task.taskId, task.totalBlock);
    return { materialCode: task.materialCode, vid: task.md5, url: stored.url };
  } finally {
    await fs.promises.rm(target, { force: true });
    if (!finished) {
      // An unexpected failure (disk, storage): the chunks stay and the client may report again.
      await deps.db
        .update(videoTask)
        .set({ state: VIDEO_STATE.uploading })
        .where(and(eq(videoTask.taskId, task.taskId), eq(videoTask.state, VIDEO_STATE.assembling)));
    }
  }
}
