import { createHash } from 'node:crypto';
import { videoUpload } from '@hr/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTask, loadTask, saveTask } from './taskCookie';
import { VideoUpload, type VideoUploadProps } from './VideoUpload';

const CHUNK = videoUpload.chunkSize;
const bytesOf = (size: number, seed = 7) =>
  Uint8Array.from({ length: size }, (_, i) => (i * seed + (i >> 11)) & 255);
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

interface Seen {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fake API: answers create-task, chunks and status like the server, records every request. */
function fakeApi(options: {
  blocks?: number[];
  createAnswer?: unknown;
  createCode?: number;
  createMsg?: string;
  /** Fails chunk uploads this many times (network error) before they succeed. */
  blockFailures?: number;
  /** Chunk requests never answer until aborted. */
  hangBlocks?: boolean;
}) {
  const seen: Seen[] = [];
  let failures = options.blockFailures ?? 0;
  const signals: AbortSignal[] = [];
  const concurrency = { now: 0, max: 0 };
  const fetchFake = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const body =
      init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : JSON.parse(String(init.body));
    seen.push({ path: url.pathname, query: url.searchParams, body });
    const reply = (data: unknown, code = 200, msg = '操作成功') =>
      new Response(JSON.stringify({ code, msg, data, success: code === 200 }));
    if (url.pathname.endsWith('/material/uploadMaterial')) {
      if (options.createCode) return reply(null, options.createCode, options.createMsg);
      const size = Number((body as Record<string, string>).fileSize);
      return reply(
        options.createAnswer ?? {
          task_id: 'VT1',
          uid: 'U1',
          total_block: Math.ceil(size / CHUNK),
          blocks: options.blocks ?? [],
          vid: (body as Record<string, string>).md5,
          materialCode: 'M1',
        },
      );
    }
    if (url.pathname.endsWith('/video/uploadBlock')) {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      if (options.hangBlocks)
        return new Promise<Response>((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      if (failures > 0) {
        failures--;
        throw new TypeError('Failed to fetch');
      }
      concurrency.now++;
      concurrency.max = Math.max(concurrency.max, concurrency.now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      concurrency.now--;
      return reply({ block: Number(url.searchParams.get('block')) });
    }
    return reply({ materialCode: 'M1', vid: 'v'.repeat(32), url: '/api/backend-common/fileManage/object?x' });
  });
  vi.stubGlobal('fetch', fetchFake);
  const blocksSent = () =>
    seen.filter((s) => s.path.endsWith('uploadBlock')).map((s) => Number(s.query.get('block')));
  return { seen, signals, blocksSent, concurrency };
}

const picker = () => screen.getByLabelText('选择视频文件') as HTMLInputElement;
const pickFiles = (...files: File[]) => userEvent.upload(picker(), files);

function renderUpload(props: Partial<VideoUploadProps> = {}) {
  const onChange = vi.fn();
  const onError = vi.fn();
  const delays: number[] = [];
  const retryDelay = async (ms: number) => {
    delays.push(ms);
  };
  render(<VideoUpload onChange={onChange} onError={onError} retryDelay={retryDelay} {...props} />);
  return { onChange, onError, delays };
}

beforeEach(() => {
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the task cookies between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('VideoUpload', () => {
  it('sends only the chunks the task lacks, one at a time, each with its md5, then reports complete', async () => {
    const content = bytesOf(2 * CHUNK + 10);
    const api = fakeApi({ blocks: [0] });
    const { onChange } = renderUpload();
    await pickFiles(new File([content], '宣传片.mp4', { type: 'video/mp4' }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(api.blocksSent()).toEqual([1, 2]);
    expect(api.concurrency.max).toBe(1);
    const chunkRequests = api.seen.filter((s) => s.path.endsWith('uploadBlock'));
    expect(chunkRequests.map((s) => s.query.get('md5'))).toEqual([
      md5(content.subarray(CHUNK, 2 * CHUNK)),
      md5(content.subarray(2 * CHUNK)),
    ]);
    expect(chunkRequests[0]!.query.get('task_id')).toBe('VT1');
    expect(chunkRequests[0]!.query.get('user_id')).toBe('U1');
    expect((chunkRequests[1]!.body as { file: File }).file.size).toBe(10);
    const create = api.seen[0]!;
    expect(create.body).toMatchObject({
      materialType: '2',
      fileName: '宣传片.mp4',
      md5: md5(content),
      flow: 'material',
    });
    expect(api.seen.at(-1)).toMatchObject({ body: { materialCode: 'M1', taskId: 'VT1', state: 2 } });
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ materialCode: 'M1', name: '宣传片.mp4' }),
    ]);
    expect(screen.getByText('上传完成 (1/1)')).toBeTruthy();
    expect(loadTask(md5(content))).toBeNull(); // a finished task is forgotten
  });

  it("counts a '0' answer (already uploaded) as done without sending chunks", async () => {
    const content = bytesOf(100);
    const api = fakeApi({ createAnswer: '0' });
    const { onChange } = renderUpload();
    await pickFiles(new File([content], 'a.mp4'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        { vid: md5(content), materialCode: null, name: 'a.mp4', url: null },
      ]),
    );
    expect(api.blocksSent()).toEqual([]);
  });

  it('retries a failing chunk after the retry delay, then goes on', async () => {
    const api = fakeApi({ blockFailures: 2 });
    const { onChange, delays } = renderUpload();
    await pickFiles(new File([bytesOf(CHUNK + 1)], 'a.mp4'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(delays).toEqual([10_000, 10_000]);
    expect(api.blocksSent()).toEqual([0, 0, 0, 1]);
  });

  it('gives up after 5 retries and calls the failure callback', async () => {
    const api = fakeApi({ blockFailures: 100 });
    const { onChange, onError, delays } = renderUpload();
    await pickFiles(new File([bytesOf(CHUNK + 1)], 'a.mp4'));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(delays).toHaveLength(5);
    expect(api.blocksSent()).toEqual([0, 0, 0, 0, 0, 0]);
    expect(onChange).not.toHaveBeenCalled();
    expect(await screen.findAllByText('网络异常，请检查网络后重试')).not.toHaveLength(0);
  });

  it('shows the server message when creating the task is refused', async () => {
    fakeApi({ createCode: 400, createMsg: '文件大小不能超过100M' });
    const { onError } = renderUpload();
    await pickFiles(new File([bytesOf(10)], 'a.mp4'));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(await screen.findAllByText('文件大小不能超过100M')).not.toHaveLength(0);
  });

  it('cancel aborts the chunk in flight and clears the waiting files', async () => {
    const api = fakeApi({ hangBlocks: true });
    renderUpload({ maxCount: 2 });
    await pickFiles(new File([bytesOf(CHUNK + 1)], '一.mp4'), new File([bytesOf(50)], '二.mp4'));
    await waitFor(() => expect(api.signals).toHaveLength(1));
    expect(screen.getByText('等待上传')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消上传' }));
    await waitFor(() => expect(screen.getAllByText('已取消')).toHaveLength(2));
    expect(api.signals[0]!.aborted).toBe(true);
    expect(api.seen.filter((s) => s.path.endsWith('uploadMaterial'))).toHaveLength(1);
  });

  it('goes on with the task kept in the cookie when creating the task fails for want of network', async () => {
    const content = bytesOf(2 * CHUNK + 3);
    const task = {
      task_id: 'VT9',
      uid: 'U9',
      total_block: 3,
      blocks: [0, 1],
      vid: md5(content),
      materialCode: 'M9',
    };
    saveTask(md5(content), task);
    const api = fakeApi({});
    const original = globalThis.fetch as (url: string, init: RequestInit) => Promise<Response>;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) =>
        url.includes('uploadMaterial') ? Promise.reject(new TypeError('offline')) : original(url, init),
      ),
    );
    const { onChange } = renderUpload();
    await pickFiles(new File([content], 'a.mp4'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(api.blocksSent()).toEqual([2]);
    expect(api.seen[0]!.query.get('task_id')).toBe('VT9');
    forgetTask(md5(content));
  });

  it('checks name, size and count by the flow before uploading', async () => {
    const api = fakeApi({});
    renderUpload({ flow: 'shared' });
    await userEvent.upload(picker(), [new File([bytesOf(10)], 'a.webm')], { applyAccept: false } as never);
    expect(
      await screen.findByText('文件格式不正确,请上传mkv/flv/3gp/mp4/mov/f4v/rmvb/avi/ts/wmv格式文件'),
    ).toBeTruthy();
    const big = new File([bytesOf(10)], 'big.mov');
    Object.defineProperty(big, 'size', { value: 31457281 });
    await pickFiles(big);
    expect(await screen.findByText('只能上传30M以内的文件，请重新上传')).toBeTruthy();
    expect(api.seen).toEqual([]);
  });

  it('refuses more files than maxCount, counting the videos already held', async () => {
    const api = fakeApi({});
    const held = { vid: 'a'.repeat(32), materialCode: 'M0', name: '已有.mp4', url: null };
    renderUpload({ maxCount: 2, value: [held] });
    await pickFiles(new File([bytesOf(1)], 'x.mp4'), new File([bytesOf(1)], 'y.mp4'));
    expect(await screen.findByText('文件总数量不能超过 2 个')).toBeTruthy();
    expect(api.seen).toEqual([]);
  });
});
