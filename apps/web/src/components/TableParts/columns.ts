import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A cell's text, or '-' when there is none. */
export const orDash = (text: string | null | undefined): string => (text ? text : '-');

/** The 操作 column, pinned right; `render` gives a row's actions. */
export const actionsColumn = <T>(width: number, render: (row: T) => ReactNode): ColumnType<T> => ({
  title: '操作',
  key: 'actions',
  width,
  fixed: 'right',
  render: (_, row) => render(row),
});

/** A filter form's values without the empty ones (unset fields and cleared inputs). */
export const compactFilters = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
