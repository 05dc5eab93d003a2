import { uploadMessages } from '@hr/contract';
import { useState } from 'react';
import styles from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  /** Signed URL of the video; none while it is still processing (chunks not yet assembled). */
  src?: string | null | undefined;
  width?: number | string;
  height?: number | string;
}

/**
 * Video player (spec §2): the browser's own player, which seeks with HTTP range requests (the signed file
 * route answers 206). No URL yet shows 处理中; a URL that cannot be loaded shows 加载失败.
 */
export function VideoPlayer({ src, width = 320, height = 180 }: VideoPlayerProps) {
  // The URL that failed to load: a new URL gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { width, height };
  if (!src)
    return (
      <div className={styles.placeholder} style={box}>
        {uploadMessages.processing}
      </div>
    );
  if (failedSrc === src)
    return (
      <div className={`${styles.placeholder} ${styles.failed}`} style={box}>
        {uploadMessages.loadFailed}
      </div>
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks
    <video
      className={styles.video}
      src={src}
      controls
      preload="metadata"
      style={box}
      onError={() => setFailedSrc(src)}
    />
  );
}
