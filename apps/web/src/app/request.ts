import {
  type Envelope,
  fillPath,
  IMPORT_EXPORT_TIMEOUT_MS,
  ResultCode,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@hr/contract';

/** A non-200 envelope: its code and Chinese message, for the caller to show or handle. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Called on 401 (session ended): the shell sends the user to the login page with `toPath`. */
let onUnauthorized: () => void = () => {};
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** Marks requests from the operator console (spec §6: a fixed source marker). */
export const CONSOLE_SOURCE = '1';

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function buildRequest(def: RouteDef, input: Record<string, unknown>): [string, RequestInit] {
  const url = `/api${fillPath(def.path, input.params as Record<string, unknown>)}${queryString(
    input.query as Record<string, unknown>,
  )}`;
  const init: RequestInit = {
    method: def.method,
    credentials: 'same-origin',
    headers: {
      source: CONSOLE_SOURCE,
      ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
  };
  return [url, init];
}

/**
 * Calls a route of the contract and answers its whole envelope, whatever its code (the big screen judges
 * each answer itself). Only a network failure or an answer that is not JSON rejects, with an ApiError.
 */
export async function callEnvelope<D extends RouteDef>(
  def: D,
  ...args: keyof RouteInput<D> extends never ? [] : [RouteInput<D>]
): Promise<Envelope<RouteOutput<D>>> {
  const [url, init] = buildRequest(def, (args[0] ?? {}) as Record<string, unknown>);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, '网络异常，请检查网络后重试');
  }
  let envelope: Envelope<RouteOutput<D>>;
  try {
    envelope = (await response.json()) as Envelope<RouteOutput<D>>;
  } catch {
    throw new ApiError(response.status, '服务器响应异常');
  }
  if (envelope.code === ResultCode.unauthorized) onUnauthorized();
  return envelope;
}

/**
 * Calls a route of the contract and returns its `data`, typed from the route's schemas.
 * Any code other than 200 rejects with an ApiError carrying the server's Chinese message.
 */
export async function call<D extends RouteDef>(
  def: D,
  ...args: keyof RouteInput<D> extends never ? [] : [RouteInput<D>]
): Promise<RouteOutput<D>> {
  const envelope = await callEnvelope(def, ...args);
  if (envelope.code !== ResultCode.ok) throw new ApiError(envelope.code, envelope.msg);
  return envelope.data;
}

/**
 * Calls a file route (export, download) and returns the blob with the server's file name. It waits up to
 * spec §9's import/export timeout (6,000,000 ms) for the whole file, then rejects with 导出超时.
 */
export async function callFile<D extends RouteDef>(
  def: D,
  input: RouteInput<D>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const [url, init] = buildRequest(def, input as Record<string, unknown>);
  const signal = AbortSignal.timeout(IMPORT_EXPORT_TIMEOUT_MS);
  try {
    return await fetchFile(url, { ...init, signal });
  } catch (error) {
    if (signal.aborted) throw new ApiError(0, '导出超时，请缩小导出范围后重试');
    throw error;
  }
}

async function fetchFile(url: string, init: RequestInit): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(url, init);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as Envelope<null>;
    if (envelope.code === ResultCode.unauthorized) onUnauthorized();
    throw new ApiError(envelope.code, envelope.msg);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return { blob: await response.blob(), fileName: match?.[1] ? decodeURIComponent(match[1]) : null };
}
