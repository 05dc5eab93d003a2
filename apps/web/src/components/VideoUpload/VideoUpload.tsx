import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { checkUploadMeta, uploadMessages, type VideoFlow, videoFlowRules } from '@hr/contract';
import { Button, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFeedback } from '../feedback';
import { UploadProgressPanel } from '../UploadProgressPanel';
import type { UploadedVideo } from './uploadVideo';
import { useVideoQueue } from './useVideoQueue';
import styles from './VideoUpload.module.css';

export interface VideoUploadProps {
  /** 'material' (default): mp4 up to 100 MB; 'shared': the ten video formats up to 30 MB. */
  flow?: VideoFlow;
  /** Operators: the company whose library receives the video (none: the platform's). */
  cmpyCode?: string | undefined;
  groupCode?: string | undefined;
  /** Most videos held at once (spec §9: the designer's video upload holds 1). */
  maxCount?: number;
  value?: UploadedVideo[];
  onChange?: (videos: UploadedVideo[]) => void;
  /** Called when a file finally fails (after the chunk retries). */
  onError?: (error: Error, file: File) => void;
  /** Wait between chunk retries (tests pass a fake; default waits 10 s). */
  retryDelay?: (ms: number, signal: AbortSignal) => Promise<void>;
  disabled?: boolean;
  /** The uploadMaterial route that creates the task: the common one by default, the training one for courses. */
  uploadRoute?: { path: string };
}

const hintOf = (flow: VideoFlow) => {
  const { rule } = videoFlowRules[flow];
  const mb = Math.round(rule.maxBytes / 1024 / 1024);
  return `支持${rule.extensions.join('/')}格式，文件大小不超过${mb}M，断网或刷新后可续传`;
};

/**
 * Chunked, resumable video upload (spec §2, §4): checks each file by the flow's rule, then uploads the
 * files one at a time in 2 MB chunks with the progress panel; the value lists the uploaded videos.
 */
export function VideoUpload({
  flow = 'material',
  cmpyCode,
  groupCode,
  maxCount = 1,
  value,
  onChange,
  onError,
  retryDelay,
  disabled,
  uploadRoute,
}: VideoUploadProps) {
  const { message } = useFeedback();
  const [own, setOwn] = useState<UploadedVideo[]>([]);
  const videos = value ?? own;
  const videosRef = useRef(videos);
  videosRef.current = videos;
  const [panelOpen, setPanelOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const setVideos = (next: UploadedVideo[]) => {
    videosRef.current = next;
    setOwn(next);
    onChange?.(next);
  };
  const queue = useVideoQueue({
    flow,
    cmpyCode,
    groupCode,
    uploadPath: uploadRoute?.path,
    delay: retryDelay,
    onUploaded: (video) => {
      setVideos([...videosRef.current.filter((v) => v.vid !== video.vid), video]);
      message.success(`${video.name} 上传完成`);
    },
    onFailed: (error, file) => {
      message.error(error.message || uploadMessages.failed);
      onError?.(error, file);
    },
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (videos.length + queue.active + files.length > maxCount) {
      message.error(uploadMessages.count(maxCount));
      return;
    }
    const { rule, sizeMessage } = videoFlowRules[flow];
    const accepted = files.filter((file) => {
      const problem = checkUploadMeta(rule, file, sizeMessage);
      if (problem) message.error(problem);
      return !problem;
    });
    if (accepted.length === 0) return;
    queue.add(accepted);
    setPanelOpen(true);
  };

  const full = videos.length + queue.active >= maxCount;
  return (
    <div className={styles.root}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择视频文件"
        accept={videoFlowRules[flow].rule.extensions.map((ext) => `.${ext}`).join(',')}
        multiple={maxCount > 1}
        onChange={pick}
      />
      <Button icon={<UploadOutlined />} disabled={disabled || full} onClick={() => input.current?.click()}>
        上传视频
      </Button>
      <Typography.Text type="secondary" className={styles.hint}>
        {hintOf(flow)}
      </Typography.Text>
      {videos.length > 0 && (
        <ul className={styles.list} aria-label="已上传视频">
          {videos.map((video) => (
            <li key={video.vid}>
              <span>{video.name}</span>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`移除 ${video.name}`}
                disabled={disabled}
                onClick={() => setVideos(videos.filter((v) => v.vid !== video.vid))}
              />
            </li>
          ))}
        </ul>
      )}
      {panelOpen && queue.items.length > 0 && (
        <UploadProgressPanel
          items={queue.items}
          onCancel={queue.cancel}
          onClose={() => {
            setPanelOpen(false);
            queue.clearFinished();
          }}
        />
      )}
    </div>
  );
}
