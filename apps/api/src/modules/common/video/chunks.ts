import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from '../../../platform/storage/index.ts';

/**
 * Chunks of video uploads wait in the shared object storage, one object per chunk under
 * `chunks/<taskId>/<block>`, so any API node can take any chunk and any node can assemble them (docs/decisions.md,
 * Files across nodes). Assembly streams them in order into one local file of the assembling request (it is
 * checked there, magic bytes included, and stored): no whole video is ever held in memory.
 */
export const chunkKey = (taskId: string, block: number) => `chunks/${checked(taskId)}/${block}`;

function checked(taskId: string) {
  if (!/^[A-Za-z0-9]+$/.test(taskId)) throw new Error(`bad task id ${taskId}`);
  return taskId;
}

/** Keeps a verified chunk (the request's spool file) in the storage. */
export async function keepBlock(storage: ObjectStorage, taskId: string, block: number, sourcePath: string) {
  await storage.putFile(chunkKey(taskId, block), sourcePath, 'application/octet-stream');
}

/**
 * Streams chunks 0..total-1 into `target` while computing the md5 of the whole; returns size and md5, or
 * null when a chunk is missing from the storage (the caller treats it like a corrupt upload).
 */
export async function assembleBlocks(
  storage: ObjectStorage,
  taskId: string,
  total: number,
  target: string,
): Promise<{ size: number; md5: string } | null> {
  for (let block = 0; block < total; block++) if (!(await storage.stat(chunkKey(taskId, block)))) return null;
  const hash = createHash('md5');
  let size = 0;
  async function* chunks() {
    for (let block = 0; block < total; block++) {
      for await (const piece of await storage.read(chunkKey(taskId, block))) yield piece as Buffer;
    }
  }
  const counter = new Transform({
    transform(piece: Buffer, _encoding, done) {
      size += piece.length;
      hash.update(piece);
      done(null, piece);
    },
  });
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await pipeline(chunks(), counter, fs.createWriteStream(target));
  return { size, md5: hash.digest('hex') };
}

/** Where a task's assembled file is written before it is stored: this node's disk, for one request. */
export const assembledPath = (dataDir: string, taskId: string, extension: string) =>
  path.join(dataDir, 'tmp', 'assembly', `${checked(taskId)}.${process.pid}.${extension || 'bin'}`);

/**
 * Removes a task's chunks from the storage: every block of the task, received or not (a chunk stored by a
 * request that died before its row was written is removed too), ten requests at a time.
 */
export async function removeTaskChunks(storage: ObjectStorage, taskId: string, total: number) {
  for (let first = 0; first < total; first += 10) {
    const blocks = Array.from({ length: Math.min(10, total - first) }, (_, i) => first + i);
    await Promise.all(blocks.map((block) => storage.remove(chunkKey(taskId, block))));
  }
}
