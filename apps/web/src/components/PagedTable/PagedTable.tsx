import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import {
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { errorText, useFeedback } from '../feedback';
import { namedPageItems } from './pagination';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export interface PageResult<Row> {
  records: Row[];
  total: number;
}

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'loading'> {
  fetcher: (page: PageRequest) => Promise<PageResult<Row>>;
  /** Filters etc.; when it changes, go back to page 1 and refetch. */
  queryKey: readonly unknown[];
  /** Default [10, 20, 50, 100] (glossary decision 8). */
  pageSizes?: number[];
  /** Default 10. */
  defaultPageSize?: number;
  ref?: Ref<PagedTableHandle>;
}

export interface PagedTableHandle {
  /** Refetch the current page (after create, edit or a state change). */
  reload(): void;
  /** Call after deleting `count` rows (default 1) of the current page: steps back if the page empties. */
  afterDelete(count?: number): void;
}

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];
const EMPTY: never[] = [];

type RowSelection<Row> = NonNullable<TableProps<Row>['rowSelection']>;

/**
 * antd copies every column title into a hidden measuring row (`aria-hidden`) to size the columns: a copy
 * of the select-all checkbox there would sit in the tab order. This wrapper makes the copy inert.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    setHidden(!!ref.current?.closest('[aria-hidden="true"]'));
  }, []);
  return (
    <span ref={ref} inert={hidden || undefined}>
      {children}
    </span>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * A table wider (or taller) than its box scrolls; with no control inside (an empty page) a keyboard user
 * could not scroll it. Such a scroll box becomes a named, focusable region; it stops being one when rows
 * with controls come back.
 */
function keyboardScrollable(root: HTMLElement | null | undefined) {
  for (const box of root?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
    const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    if (scrolls && !box.querySelector(FOCUSABLE)) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', '表格内容，可用方向键滚动');
      box.dataset.keyScroll = '1';
    } else if (box.dataset.keyScroll) {
      for (const name of ['tabindex', 'role', 'aria-label', 'data-key-scroll']) box.removeAttribute(name);
    }
  }
}

/** Row selection with Chinese names for its checkboxes and no focusable hidden copy of select-all. */
export function accessibleSelection<Row>(
  selection: RowSelection<Row> | undefined,
  records: readonly Row[],
): RowSelection<Row> | undefined {
  if (!selection) return selection;
  const { columnTitle, getCheckboxProps, getTitleCheckboxProps } = selection;
  return {
    ...selection,
    getTitleCheckboxProps: () => ({ 'aria-label': '全选本页', ...getTitleCheckboxProps?.() }),
    getCheckboxProps: (record) => ({
      'aria-label': `选择第${records.indexOf(record) + 1}行`,
      ...getCheckboxProps?.(record),
    }),
    columnTitle: (checkbox: ReactNode) => (
      <OutsideMeasureRow>
        {typeof columnTitle === 'function' ? columnTitle(checkbox) : (columnTitle ?? checkbox)}
      </OutsideMeasureRow>
    ),
  };
}

/** antd Table with server-side paging through TanStack Query. */
export function PagedTable<Row extends object>({
  fetcher,
  queryKey,
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize = 10,
  ref,
  rowSelection,
  ...tableProps
}: PagedTableProps<Row>) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const filterHash = hashKey(queryKey);
  const [paging, setPaging] = useState({ filterHash, pageNum: 1 });
  const [pageSize, setPageSize] = useState(defaultPageSize);
  // Derived rather than reset in an effect: new filters start on page 1 without fetching the old page first.
  const pageNum = paging.filterHash === filterHash ? paging.pageNum : 1;
  const goTo = (page: number) => setPaging({ filterHash, pageNum: page });

  const table = useRef<TableRef>(null);
  useEffect(() => keyboardScrollable(table.current?.nativeElement));

  const query = useQuery({
    queryKey: [...queryKey, pageNum, pageSize],
    queryFn: () => fetcher({ pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });

  // Once per failure, after the client's retries (app/queryClient retries network errors only).
  const shownErrorAt = useRef(0);
  useEffect(() => {
    if (!query.isError || query.errorUpdatedAt === shownErrorAt.current) return;
    shownErrorAt.current = query.errorUpdatedAt;
    message.error(errorText(query.error, '加载失败'));
  }, [query.isError, query.errorUpdatedAt, query.error, message]);

  // Spec: any failed answer empties the list (total 0).
  const records = query.isError ? EMPTY : (query.data?.records ?? EMPTY);
  const total = query.isError ? 0 : (query.data?.total ?? 0);

  // Every cached page of these filters is out of date once rows change; refetch only the one shown.
  const markStale = () => queryClient.invalidateQueries({ queryKey, refetchType: 'none' });

  useImperativeHandle(ref, () => ({
    reload() {
      void markStale();
      void query.refetch();
    },
    afterDelete(count = 1) {
      void markStale();
      if (pageNum > 1 && records.length <= count) goTo(pageNum - 1);
      else void query.refetch();
    },
  }));

  // Safety net when rows vanished elsewhere: a page past the end goes to the last page.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd =
    query.isSuccess && !query.isPlaceholderData && records.length === 0 && pageNum > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPaging({ filterHash, pageNum: lastPage });
  }, [pastTheEnd, filterHash, lastPage]);

  return (
    <Table<Row>
      {...tableProps}
      ref={table}
      rowSelection={accessibleSelection(rowSelection, records)}
      dataSource={records}
      loading={query.isFetching}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        pageSizeOptions: pageSizes,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (count) => `共 ${count} 条`,
        itemRender: namedPageItems,
        onChange: (page, size) => {
          if (size !== pageSize) {
            // A new page size starts again from page 1.
            setPageSize(size);
            goTo(1);
          } else {
            goTo(page);
          }
        },
      }}
    />
  );
}
