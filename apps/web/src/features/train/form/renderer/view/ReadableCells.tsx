import { answerText, type FileRef } from '@hr/contract';
import { Button, Image, Modal, Space, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useRenderer } from '../context.ts';
import type { CellProps } from '../fields/types.ts';

const EMPTY = '-';
const filesOf = (value: unknown): FileRef[] =>
  Array.isArray(value)
    ? value.filter((f): f is FileRef => !!f && typeof f === 'object' && 'objectKey' in f)
    : [];

/** objectKey → signed URL from the answers' list; a data URL or a held URL as it is. */
function useFileUrl() {
  const { fileUrls } = useRenderer();
  return (key: string, held?: string | null) =>
    key.startsWith('data:image/') ? key : (fileUrls[key] ?? held ?? undefined);
}

/** Any answer as text, the way the export writes it. */
export function TextCell({ rule, value }: CellProps) {
  const url = useFileUrl();
  const text = answerText(rule, value, { fileUrl: (key) => url(key) ?? null });
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text || EMPTY}</span>;
}

/** Images as thumbnails; a click opens the preview with the others of the answer. */
export function ImagesCell({ value }: CellProps) {
  const url = useFileUrl();
  const files = filesOf(value);
  if (!files.length) return <span>{EMPTY}</span>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {files.map((file) => (
          <Image
            key={file.objectKey}
            src={url(file.objectKey, file.url)}
            alt={file.name}
            width={72}
            height={72}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** Files (documents, videos) as links that open them. */
export function FilesCell({ value }: CellProps) {
  const url = useFileUrl();
  const files = filesOf(value);
  if (!files.length) return <span>{EMPTY}</span>;
  return (
    <Space orientation="vertical" size={2}>
      {files.map((file) => {
        const href = url(file.objectKey, file.url);
        return href ? (
          <a key={file.objectKey} href={href} target="_blank" rel="noreferrer">
            {file.name}
          </a>
        ) : (
          <span key={file.objectKey}>{file.name}</span>
        );
      })}
    </Space>
  );
}

/** The signature small, with a button opening it full size. */
export function SignatureCell({ value }: CellProps) {
  const url = useFileUrl();
  const [open, setOpen] = useState(false);
  const src = typeof value === 'string' && value ? url(value) : undefined;
  if (!src) return <span>{EMPTY}</span>;
  return (
    <Space align="end" wrap>
      <img src={src} alt="签名" width={150} height={90} style={{ border: '1px solid #f0f0f0' }} />
      <Button size="small" onClick={() => setOpen(true)}>
        查看签名
      </Button>
      <Modal open={open} title="签名预览" footer={null} width={560} onCancel={() => setOpen(false)}>
        <img
          src={src}
          alt="签名"
          style={{ width: '100%', maxWidth: 500, display: 'block', margin: '0 auto' }}
        />
      </Modal>
    </Space>
  );
}

export function ColorCell({ value }: CellProps) {
  if (typeof value !== 'string' || !value) return <span>{EMPTY}</span>;
  return (
    <Space>
      <span
        aria-hidden
        style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 2, background: value }}
      />
      <Typography.Text>{value}</Typography.Text>
    </Space>
  );
}

/** Rich text as written, sanitised. */
export function EditorCell({ value }: CellProps) {
  if (typeof value !== 'string' || !value.trim()) return <span>{EMPTY}</span>;
  return (
    <div
      style={{ wordBreak: 'break-word' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rich-text answers are HTML by design, sanitised here.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
    />
  );
}
