import type { VideoFlow } from '@hr/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgressItem } from '../UploadProgressPanel';
import { type UploadedVideo, type UploadPhase, uploadVideo } from './uploadVideo';
import { UploadCancelled } from './videoApi';

export interface QueueItem extends UploadProgressItem {
  file: File;
}

const PHASE_TEXT: Record<UploadPhase, string> = {
  hashing: '计算校验码',
  uploading: '上传中',
  completing: '处理中',
};

export interface VideoQueueOptions {
  flow: VideoFlow;
  cmpyCode?: string | undefined;
  groupCode?: string | undefined;
  uploadPath?: string | undefined;
  delay?: ((ms: number, signal: AbortSignal) => Promise<void>) | undefined;
  onUploaded: (video: UploadedVideo) => void;
  onFailed: (error: Error, file: File) => void;
}

let nextUid = 0;

/**
 * The upload queue: files wait their turn (pending) and go one at a time; cancel aborts the request in
 * flight and clears what is still waiting.
 */
export function useVideoQueue(options: VideoQueueOptions) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const itemsRef = useRef<QueueItem[]>([]);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const controller = useRef<AbortController | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  const update = useCallback((change: (items: QueueItem[]) => QueueItem[]) => {
    itemsRef.current = change(itemsRef.current);
    if (mounted.current) setItems(itemsRef.current);
  }, []);
  const patch = useCallback(
    (uid: string, fields: Partial<QueueItem>) =>
      update((list) => list.map((item) => (item.uid === uid ? { ...item, ...fields } : item))),
    [update],
  );

  const runOne = useCallback(
    async (item: QueueItem) => {
      const abort = new AbortController();
      controller.current = abort;
      patch(item.uid, { status: 'uploading', percent: 0, detail: PHASE_TEXT.hashing });
      const { flow, cmpyCode, groupCode, uploadPath, delay } = optionsRef.current;
      try {
        const video = await uploadVideo(item.file, {
          flow,
          cmpyCode,
          groupCode,
          uploadPath,
          delay,
          signal: abort.signal,
          onProgress: (phase, percent) => patch(item.uid, { percent, detail: PHASE_TEXT[phase] }),
        });
        patch(item.uid, { status: 'done', percent: 100 });
        optionsRef.current.onUploaded(video);
      } catch (error) {
        if (error instanceof UploadCancelled || abort.signal.aborted) {
          patch(item.uid, { status: 'cancelled' });
          return;
        }
        const failure = error instanceof Error ? error : new Error(String(error));
        patch(item.uid, { status: 'failed', error: failure.message || '上传失败' });
        optionsRef.current.onFailed(failure, item.file);
      } finally {
        controller.current = null;
      }
    },
    [patch],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const next = itemsRef.current.find((item) => item.status === 'pending');
        if (!next) break;
        await runOne(next);
      }
    } finally {
      running.current = false;
    }
  }, [runOne]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map<QueueItem>((file) => ({
        uid: `video-${++nextUid}`,
        name: file.name,
        file,
        status: 'pending',
        percent: 0,
      }));
      update((list) => [...list, ...added]);
      void pump();
    },
    [pump, update],
  );

  const cancel = useCallback(() => {
    update((list) =>
      list.map((item) => (item.status === 'pending' ? { ...item, status: 'cancelled' as const } : item)),
    );
    controller.current?.abort();
  }, [update]);

  /** Drops finished, failed and cancelled entries (when the panel is closed). */
  const clearFinished = useCallback(
    () => update((list) => list.filter((item) => item.status === 'pending' || item.status === 'uploading')),
    [update],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const active = items.filter((item) => item.status === 'pending' || item.status === 'uploading').length;
  return { items, add, cancel, clearFinished, active };
}
