import {
  api,
  type Envelope,
  ResultCode,
  VIDEO_STATE,
  type VideoFlow,
  type VideoTask,
  VideoTaskAnswer,
  videoUpload,
} from '@hr/contract';
import { ApiError, CONSOLE_SOURCE } from '../../app/request';

/** The upload was cancelled by the user (AbortController): not an error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super('已取消');
  }
}

/**
 * One request of the video upload with its own time limit (spec §9: create 3 s, status 30 s, chunks 60 s)
 * that the user's cancel also aborts. Answers `data`; a code other than 200 rejects with the server's msg.
 */
async function send(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<unknown> {
  if (signal.aborted) throw new UploadCancelled();
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        credentials: 'same-origin',
        headers: { source: CONSOLE_SOURCE, ...init.headers },
        signal: controller.signal,
      });
    } catch {
      if (signal.aborted) throw new UploadCancelled();
      throw new ApiError(0, timedOut ? '请求超时，请检查网络后重试' : '网络异常，请检查网络后重试');
    }
    let envelope: Envelope<unknown>;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      if (signal.aborted) throw new UploadCancelled();
      throw new ApiError(response.status || 0, '服务器响应异常');
    }
    if (envelope.code !== ResultCode.ok) throw new ApiError(envelope.code, envelope.msg);
    return envelope.data;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

export interface CreateTaskInput {
  file: File;
  md5: string;
  flow: VideoFlow;
  cmpyCode?: string | undefined;
  groupCode?: string | undefined;
  /** Path of the uploadMaterial route (default: the common one; course materials: the training one). */
  uploadPath?: string | undefined;
}

/** `uploadMaterial` with materialType 2: the task to send, or '0' when the video is already uploaded. */
export async function createTask(input: CreateTaskInput, signal: AbortSignal): Promise<'0' | VideoTask> {
  const form = new FormData();
  form.append('materialType', '2');
  form.append('materialName', input.file.name.replace(/\.[^.]*$/, ''));
  form.append('fileName', input.file.name);
  form.append('fileSize', String(input.file.size));
  form.append('md5', input.md5);
  form.append('flow', input.flow);
  if (input.cmpyCode) form.append('cmpyCode', input.cmpyCode);
  if (input.groupCode) form.append('groupCode', input.groupCode);
  const data = await send(
    `/api${input.uploadPath ?? api.material.uploadMaterial.path}`,
    { method: 'POST', body: form },
    signal,
    videoUpload.createTaskTimeoutMs,
  );
  return VideoTaskAnswer.parse(data);
}

/** Sends one chunk (2 MB, the last one shorter) with its own md5, which the server verifies. */
export async function sendBlock(
  task: VideoTask,
  block: number,
  bytes: Blob,
  md5: string,
  signal: AbortSignal,
): Promise<void> {
  const form = new FormData();
  form.append('file', bytes, `${block}`);
  const query = new URLSearchParams({ task_id: task.task_id, user_id: task.uid, block: String(block), md5 });
  await send(
    `/api${api.video.uploadBlock.path}?${query}`,
    { method: 'POST', body: form },
    signal,
    videoUpload.defaultTimeoutMs,
  );
}

/** `updateVideoState` state 2: the server assembles the chunks; answers the video's playback URL. */
export async function completeTask(
  task: VideoTask,
  signal: AbortSignal,
): Promise<{ materialCode: string; vid: string; url: string }> {
  const data = await send(
    `/api${api.video.updateVideoState.path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        materialCode: task.materialCode,
        taskId: task.task_id,
        state: VIDEO_STATE.complete,
      }),
    },
    signal,
    videoUpload.statusTimeoutMs,
  );
  return data as { materialCode: string; vid: string; url: string };
}
