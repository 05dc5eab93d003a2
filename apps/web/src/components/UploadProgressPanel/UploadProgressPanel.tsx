import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { useState } from 'react';
import styles from './UploadProgressPanel.module.css';

/** pending: waiting its turn; uploading; done; failed; cancelled. */
export type UploadItemStatus = 'pending' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadProgressItem {
  uid: string;
  name: string;
  status: UploadItemStatus;
  /** 0-100 while uploading. */
  percent: number;
  /** What the upload does now, e.g. 计算校验码 / 上传中 / 处理中. */
  detail?: string | undefined;
  /** Why it failed (the server's message). */
  error?: string | undefined;
}

export interface UploadProgressPanelProps {
  items: UploadProgressItem[];
  /** Closing hides the panel; the owner decides whether uploads go on. */
  onClose: () => void;
  /** Shown while something is pending or uploading: aborts the request in flight and clears the queue. */
  onCancel?: (() => void) | undefined;
}

const STATUS_TEXT: Record<UploadItemStatus, string> = {
  pending: '等待上传',
  uploading: '上传中',
  done: '上传完成',
  failed: '上传失败',
  cancelled: '已取消',
};

/** The overall state line: uploading, waiting for the next file, or all finished. */
export function queueState(items: UploadProgressItem[]): string {
  if (items.some((item) => item.status === 'uploading')) return '上传中';
  if (items.some((item) => item.status === 'pending')) return '等待下一个文件';
  return '已结束';
}

/**
 * Upload progress panel (spec §2): 上传完成 (done/total) in its header, a list of files with their state,
 * can be minimised to the header or closed.
 */
export function UploadProgressPanel({ items, onClose, onCancel }: UploadProgressPanelProps) {
  const [minimised, setMinimised] = useState(false);
  const done = items.filter((item) => item.status === 'done').length;
  const active = items.some((item) => item.status === 'pending' || item.status === 'uploading');
  return (
    <section className={styles.panel} aria-label="上传进度">
      <header className={styles.header}>
        <span className={styles.title}>
          上传完成 ({done}/{items.length})
        </span>
        <Typography.Text type="secondary" className={styles.state}>
          {queueState(items)}
        </Typography.Text>
        {active && onCancel && (
          <Button size="small" type="link" danger onClick={onCancel}>
            取消上传
          </Button>
        )}
        <Button
          size="small"
          type="text"
          aria-label={minimised ? '展开' : '最小化'}
          icon={minimised ? <UpOutlined /> : <DownOutlined />}
          onClick={() => setMinimised(!minimised)}
        />
        <Button size="small" type="text" aria-label="关闭" icon={<CloseOutlined />} onClick={onClose} />
      </header>
      {!minimised && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.uid} className={styles.item} data-status={item.status}>
              <div className={styles.row}>
                <span className={styles.name} title={item.name}>
                  {item.name}
                </span>
                <span className={styles.status}>
                  {item.status === 'uploading'
                    ? (item.detail ?? STATUS_TEXT.uploading)
                    : STATUS_TEXT[item.status]}
                </span>
              </div>
              {item.status === 'uploading' && <Progress percent={item.percent} size="small" />}
              {item.status === 'failed' && item.error && (
                <Typography.Text type="danger" className={styles.error}>
                  {item.error}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
