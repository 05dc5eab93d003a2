import { Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { LazyImage } from '../LazyImage';

/** A cover image column (96×54), alt text `<name>封面`; '-' without one. */
export const coverColumn = <T,>(dataIndex: keyof T & string, nameOf: (row: T) => string): ColumnType<T> => ({
  title: '封面',
  dataIndex,
  width: 110,
  render: (url: string | null, row) =>
    url ? (
      <LazyImage src={url} width={96} height={54} style={{ objectFit: 'cover' }} alt={`${nameOf(row)}封面`} />
    ) : (
      '-'
    ),
});

/** A state column as a coloured tag; where the row carries a reason, hovering the tag shows it. */
export const stateTagColumn = <T,>({
  dataIndex,
  color,
  reason,
  title = '状态',
  width = 100,
}: {
  dataIndex: keyof T & string;
  color: (row: T) => string;
  /** The tooltip, e.g. `驳回原因：…`; nothing when it gives nothing. */
  reason: (row: T) => string | null;
  title?: string;
  width?: number;
}): ColumnType<T> => ({
  title,
  dataIndex,
  width,
  render: (name: string, row) => {
    const tag = <Tag color={color(row)}>{name}</Tag>;
    const why = reason(row);
    return why ? <Tooltip title={why}>{tag}</Tooltip> : tag;
  },
});
