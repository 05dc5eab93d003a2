import { DeleteOutlined, EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { api, checkUploadMeta, type StoredImageResult, uploadMessages, uploadRules } from '@hr/contract';
import { Button, Image, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText, useFeedback } from '../feedback';
import { UploadAborted, uploadForm } from '../upload-requests';
import styles from './AvatarUpload.module.css';

/** A stored avatar: the URL to show and the key a form saves. */
export type AvatarValue = StoredImageResult;

export interface AvatarUploadProps {
  value?: AvatarValue | null;
  onChange?: (value: AvatarValue | null) => void;
  /** Side of the square in pixels. */
  size?: number;
  disabled?: boolean;
}

/** Upload percent (spec §4): 0 idle, 0–100 while sending, -1 failed. */
export const AVATAR_FAILED = -1;

/**
 * Avatar uploader with preview and delete (spec §2): png/jpg/jpeg up to 10M; shows the percent while
 * sending; a failure shows 上传失败 with 重试 (the same file again).
 */
export function AvatarUpload({ value, onChange, size = 104, disabled }: AvatarUploadProps) {
  const { message } = useFeedback();
  const [percent, setPercent] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = async (next: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFile(next);
    setPercent(0);
    try {
      const stored = await uploadForm(api.fileManage.uploadAvatar, next, {
        signal: controller.signal,
        onProgress: setPercent,
      });
      setFile(null);
      setPercent(0);
      onChange?.(stored);
    } catch (error) {
      if (error instanceof UploadAborted) return;
      setFailure(errorText(error, uploadMessages.failed));
      setPercent(AVATAR_FAILED);
    }
  };

  const pick = (picked: File) => {
    const problem = checkUploadMeta(uploadRules.image, picked);
    if (problem) message.error(problem);
    else void send(picked);
    return Upload.LIST_IGNORE;
  };

  const box = { width: size, height: size };
  const reset = () => {
    running.current?.abort();
    setFile(null);
    setPercent(0);
  };

  if (percent === AVATAR_FAILED && file) {
    return (
      <div className={`${styles.box} ${styles.failed}`} style={box} title={failure}>
        <span>{uploadMessages.failed}</span>
        <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => void send(file)}>
          重试
        </Button>
        <Button size="small" type="link" onClick={reset}>
          取消
        </Button>
      </div>
    );
  }

  if (file) {
    return (
      <div className={styles.box} style={box} role="status" aria-label="头像上传进度">
        <Progress type="circle" percent={percent} size={Math.round(size * 0.6)} />
      </div>
    );
  }

  if (value?.url) {
    return (
      <div className={`${styles.box} ${styles.filled}`} style={box}>
        <img src={value.url} alt="头像" className={styles.image} />
        <div className={styles.actions}>
          <Button
            type="text"
            size="small"
            className={styles.action}
            aria-label="预览头像"
            icon={<EyeOutlined />}
            onClick={() => setPreviewing(true)}
          />
          {!disabled && (
            <Button
              type="text"
              size="small"
              className={styles.action}
              aria-label="删除头像"
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(null)}
            />
          )}
        </div>
        <Image
          src={value.url}
          style={{ display: 'none' }}
          preview={{ open: previewing, onOpenChange: setPreviewing }}
        />
      </div>
    );
  }

  return (
    <Upload accept=".png,.jpg,.jpeg" showUploadList={false} disabled={disabled} beforeUpload={pick}>
      <button type="button" className={`${styles.box} ${styles.trigger}`} style={box} disabled={disabled}>
        <PlusOutlined />
        <span>上传头像</span>
      </button>
    </Upload>
  );
}
