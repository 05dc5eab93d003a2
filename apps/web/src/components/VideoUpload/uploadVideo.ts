import { missingBlocks, type VideoFlow, type VideoTask, videoUpload } from '@hr/contract';
import { ApiError } from '../../app/request';
import { hashFile } from './md5';
import { forgetTask, loadTask, saveTask } from './taskCookie';
import { completeTask, createTask, sendBlock, UploadCancelled } from './videoApi';

/** What an upload gives its owner: the video id (for queryVideoUrl), its material and playback URL. */
export interface UploadedVideo {
  /** Video id: the content md5; queryVideoUrl?fileCodeList=<vid> answers its URL. */
  vid: string;
  /** The material created for it; null when the video was already in the library ('0'). */
  materialCode: string | null;
  name: string;
  /** Signed playback URL; null when the upload counted as done without one ('0'). */
  url: string | null;
}

export type UploadPhase = 'hashing' | 'uploading' | 'completing';

/** Waits `ms`, or rejects at once when the upload is cancelled. */
export const abortableDelay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

export interface UploadVideoOptions {
  flow: VideoFlow;
  cmpyCode?: string | undefined;
  groupCode?: string | undefined;
  /** Path of the uploadMaterial route creating the task (default: the common one). */
  uploadPath?: string | undefined;
  signal: AbortSignal;
  onProgress?: (phase: UploadPhase, percent: number) => void;
  /** Waits between attempts of a chunk (injectable so that tests need not wait 10 s). */
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Answers that retrying cannot change: the session ended, no permission, the task is gone. */
const FINAL_CODES = new Set([401, 403, 404, 409]);

/** Sends one chunk, retrying up to 5 times 10 s apart (spec §4, §9) before giving up. */
async function sendWithRetry(
  task: VideoTask,
  block: number,
  file: File,
  md5: string,
  options: UploadVideoOptions,
): Promise<void> {
  const delay = options.delay ?? abortableDelay;
  const bytes = file.slice(block * videoUpload.chunkSize, (block + 1) * videoUpload.chunkSize);
  for (let attempt = 0; ; attempt++) {
    try {
      await sendBlock(task, block, bytes, md5, options.signal);
      return;
    } catch (error) {
      if (error instanceof UploadCancelled) throw error;
      const final = error instanceof ApiError && FINAL_CODES.has(error.code);
      if (final || attempt >= videoUpload.retries) throw error;
      await delay(videoUpload.retryDelayMs, options.signal);
    }
  }
}

/**
 * The video upload of spec §4: md5 of the file, create the task ('0' = already uploaded, counts as done),
 * send the chunks the task lacks one at a time, then report the upload complete. The task is kept in a
 * cookie for a day: when creating the task fails for want of network, the remembered task goes on.
 */
export async function uploadVideo(file: File, options: UploadVideoOptions): Promise<UploadedVideo> {
  const progress = options.onProgress ?? (() => {});
  progress('hashing', 0);
  const { md5, blockMd5s } = await hashFile(file, videoUpload.chunkSize, options.signal, (percent) =>
    progress('hashing', percent),
  );

  let answer: '0' | VideoTask;
  try {
    answer = await createTask(
      {
        file,
        md5,
        flow: options.flow,
        cmpyCode: options.cmpyCode,
        groupCode: options.groupCode,
        uploadPath: options.uploadPath,
      },
      options.signal,
    );
  } catch (error) {
    const remembered = loadTask(md5);
    const networkFailure = error instanceof ApiError && error.code === 0;
    if (!networkFailure || !remembered) throw error;
    answer = remembered;
  }
  if (answer === '0') {
    forgetTask(md5);
    progress('completing', 100);
    return { vid: md5, materialCode: null, name: file.name, url: null };
  }

  const task: VideoTask = { ...answer, blocks: [...answer.blocks] };
  saveTask(md5, task);
  const pending = missingBlocks(task.total_block, task.blocks);
  progress('uploading', Math.round((task.blocks.length / task.total_block) * 100));
  try {
    for (const block of pending) {
      await sendWithRetry(task, block, file, blockMd5s[block] ?? '', options);
      task.blocks.push(block);
      saveTask(md5, task);
      progress('uploading', Math.round((task.blocks.length / task.total_block) * 100));
    }
    progress('completing', 100);
    const done = await completeTask(task, options.signal);
    forgetTask(md5);
    return { vid: done.vid, materialCode: done.materialCode, name: file.name, url: done.url };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) forgetTask(md5);
    throw error;
  }
}
