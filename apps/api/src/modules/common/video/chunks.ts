import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Chunks of video uploads on local disk: `DATA_DIR/tmp/video/<taskId>/<block>`. A chunk is moved there
 * from the request's spool file (same disk, a rename), and assembly streams them in order into one file:
 * no whole video is ever held in memory.
 */
export const taskDir = (dataDir: string, taskId: string) => {
  if (!/^[A-Za-z0-9]+$/.test(taskId)) throw new Error(`bad task id ${taskId}`);
  return path.join(dataDir, 'tmp', 'video', taskId);
};

const blockPath = (dir: string, block: number) => path.join(dir, String(block));

/** Keeps a verified chunk (moves the spool file; copies when the spool is on another disk). */
export async function keepBlock(dataDir: string, taskId: string, block: number, sourcePath: string) {
  const dir = taskDir(dataDir, taskId);
  await fs.promises.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${block}.${process.pid}.${Date.now()}.part`);
  try {
    await fs.promises.rename(sourcePath, temporary);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(sourcePath, temporary);
  }
  await fs.promises.rename(temporary, blockPath(dir, block));
}

/**
 * Streams chunks 0..total-1 into `target` while computing the md5 of the whole; returns size and md5.
 * A missing chunk file rejects (the caller treats it like a corrupt upload).
 */
export async function assembleBlocks(
  dataDir: string,
  taskId: string,
  total: number,
  target: string,
): Promise<{ size: number; md5: string }> {
  const dir = taskDir(dataDir, taskId);
  const hash = createHash('md5');
  let size = 0;
  async function* chunks() {
    for (let block = 0; block < total; block++) {
      for await (const piece of fs.createReadStream(blockPath(dir, block))) yield piece as Buffer;
    }
  }
  const counter = new Transform({
    transform(piece: Buffer, _encoding, done) {
      size += piece.length;
      hash.update(piece);
      done(null, piece);
    },
  });
  await pipeline(chunks(), counter, fs.createWriteStream(target));
  return { size, md5: hash.digest('hex') };
}

/** Where a task's assembled file is written before it is stored. */
export const assembledPath = (dataDir: string, taskId: string, extension: string) =>
  path.join(taskDir(dataDir, taskId), `assembled.${extension || 'bin'}`);

export async function removeTaskFiles(dataDir: string, taskId: string) {
  await fs.promises.rm(taskDir(dataDir, taskId), { recursive: true, force: true });
}
