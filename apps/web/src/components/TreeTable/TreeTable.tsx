import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useCallback, useState } from 'react';
import { errorText } from '../feedback';

/** Which rows of a tree table are open, with a way to reveal a parent (after adding a child under it). */
export function useTreeExpansion() {
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const reveal = useCallback((key: Key | null | undefined) => {
    if (key != null) setExpanded((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, []);
  return { expanded, setExpanded, reveal };
}
export type TreeExpansion = ReturnType<typeof useTreeExpansion>;

export interface TreeTableProps<T> {
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  rows: T[];
  /** The query the rows come from: a failure shows its message and an empty table, never stale rows. */
  query: { isError: boolean; isFetching: boolean; error: unknown };
  expansion: TreeExpansion;
  scrollX: number;
}

/** A whole tree in one table (no pages): menus and buttons, job categories. */
export function TreeTable<T extends object>({
  rowKey,
  columns,
  rows,
  query,
  expansion,
  scrollX,
}: TreeTableProps<T>) {
  return (
    <>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(query.error, '加载失败')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={query.isError ? [] : rows}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: scrollX }}
        expandable={{ expandedRowKeys: expansion.expanded, onExpandedRowsChange: expansion.setExpanded }}
      />
    </>
  );
}
