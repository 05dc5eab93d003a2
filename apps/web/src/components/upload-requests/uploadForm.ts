import { type Envelope, ResultCode, type RouteDef, type RouteOutput, uploadMessages } from '@hr/contract';
import { ApiError, CONSOLE_SOURCE } from '../../app/request';

/** The upload was stopped by its AbortSignal: not an error to show. */
export class UploadAborted extends Error {
  constructor() {
    super('已取消上传');
    this.name = 'AbortError';
  }
}

export interface UploadFormOptions {
  /** Other form fields of the route (all strings). */
  fields?: Record<string, string | undefined>;
  /** Percent of the bytes sent, 0–100 (the server may still be working at 100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file to an upload route of the contract as multipart/form-data, in the route's file field, with
 * upload progress (XMLHttpRequest: fetch reports none) and abort. Answers the route's `data`; a code other
 * than 200 rejects with ApiError(code, msg); a network failure with ApiError(0, '上传失败').
 */
export function uploadForm<D extends RouteDef>(
  def: D,
  file: Blob & { name?: string },
  { fields = {}, onProgress, signal }: UploadFormOptions = {},
): Promise<RouteOutput<D>> {
  const { upload } = def;
  if (!upload) throw new Error(`${def.path} takes no file`);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append(upload.field, file, file.name ?? 'file');

  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open(def.method, `/api${def.path}`);
    // An import waits as long as spec §9 allows (IMPORT_EXPORT_TIMEOUT_MS); other uploads as the browser does.
    if (upload.timeoutMs) xhr.timeout = upload.timeoutMs;
    xhr.setRequestHeader('source', CONSOLE_SOURCE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      done();
      let envelope: Envelope<RouteOutput<D>>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<RouteOutput<D>>;
      } catch {
        return reject(new ApiError(xhr.status || 0, uploadMessages.failed));
      }
      if (envelope.code === ResultCode.ok) resolve(envelope.data);
      else reject(new ApiError(envelope.code, envelope.msg || uploadMessages.failed));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, uploadMessages.failed));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(0, uploadMessages.timedOut));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadAborted());
    };
    signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}

/** Whether a failed upload never reached the server (retrying the same file may work). */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 0;
