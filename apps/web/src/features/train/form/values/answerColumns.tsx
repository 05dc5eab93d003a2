import {
  type AnswerLookups,
  answerText,
  type FileRef,
  type FormRule,
  type FormValueRow,
  formFields,
  ruleName,
} from '@hr/contract';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { LazyImage, LazyImagePreviewGroup } from '../../../../components';
import { useRegionNames } from './useRegionNames.ts';

/** An answer row with its values read once. */
export interface AnswerRow extends FormValueRow {
  answers: Record<string, unknown>;
}

const filesOf = (value: unknown): FileRef[] =>
  Array.isArray(value)
    ? value.filter((f): f is FileRef => !!f && typeof f === 'object' && 'objectKey' in f)
    : [];

type Cell = (rule: FormRule, value: unknown, row: AnswerRow, lookups: AnswerLookups) => ReactNode;

const urlOf = (row: AnswerRow, key: string, held?: string | null) =>
  key.startsWith('data:image/') ? key : (row.fileUrls[key] ?? held ?? undefined);

const thumbs = (sources: { src: string | undefined; alt: string }[]) =>
  sources.length ? (
    <LazyImagePreviewGroup>
      <Space size={4} wrap>
        {sources.map(({ src, alt }) => (
          <LazyImage
            key={`${src}${alt}`}
            src={src}
            alt={alt}
            width={40}
            height={40}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </LazyImagePreviewGroup>
  ) : (
    '-'
  );

function AnswerText({ rule, value, lookups }: { rule: FormRule; value: unknown; lookups: AnswerLookups }) {
  const shown = answerText(rule, value, lookups);
  return shown ? <Typography.Text ellipsis={{ tooltip: shown }}>{shown}</Typography.Text> : '-';
}

/** Region codes read as names once their levels have loaded. */
function AreaText({ rule, value, lookups }: { rule: FormRule; value: unknown; lookups: AnswerLookups }) {
  const codes = Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  const regionName = useRegionNames(codes);
  return <AnswerText rule={rule} value={value} lookups={{ ...lookups, regionName }} />;
}

const text: Cell = (rule, value, _row, lookups) => <AnswerText rule={rule} value={value} lookups={lookups} />;

/** Images as small thumbnails, other files as links by name, everything else as readable text. */
const CELLS: Record<string, Cell> = {
  AreaSelect: (rule, value, _row, lookups) => <AreaText rule={rule} value={value} lookups={lookups} />,
  ImageUpload: (_rule, value, row) =>
    thumbs(filesOf(value).map((file) => ({ src: urlOf(row, file.objectKey, file.url), alt: file.name }))),
  Signature: (_rule, value, row) =>
    typeof value === 'string' && value ? thumbs([{ src: urlOf(row, value), alt: '签名' }]) : '-',
  upload: (_rule, value, row) => {
    const files = filesOf(value);
    if (!files.length) return '-';
    return (
      <Space orientation="vertical" size={0}>
        {files.map((file) => (
          <a
            key={file.objectKey}
            href={urlOf(row, file.objectKey, file.url)}
            target="_blank"
            rel="noreferrer"
          >
            {file.name}
          </a>
        ))}
      </Space>
    );
  },
};
CELLS.VideoUpload = CELLS.upload!;

/** One column per answerable field of the form, in reading order. */
export function answerColumns(rules: readonly FormRule[]): ColumnsType<AnswerRow> {
  return formFields(rules).map((rule) => ({
    key: `answer:${rule.field}`,
    title: ruleName(rule),
    width: 160,
    render: (_: unknown, row: AnswerRow) =>
      (CELLS[rule.type] ?? text)(rule, row.answers[rule.field!], row, {
        fileUrl: (key) => urlOf(row, key) ?? null,
      }),
  }));
}
