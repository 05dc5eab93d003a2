import { FILING_TABS, type FilingAction, type FilingStatusCount } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Form, type FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import {
  AddButton,
  FilterActions,
  PagedTable,
  type PageRequest,
  type PageResult,
  StatusTabs,
  TableToolbar,
  useCrudTable,
} from '../../../components';
import type { FilingTab } from './filing-parts.tsx';

/** The tab counts as StatusTabs reads them: each live state's, and 全部 their sum. */
export const filingTabCounts = (rows: FilingStatusCount[] | undefined): Record<string, number> => {
  const counts: Record<string, number> = Object.fromEntries(
    (rows ?? []).map((r) => [String(r.status), r.num]),
  );
  counts.all = (rows ?? []).reduce((sum, r) => sum + r.num, 0);
  return counts;
};

/**
 * A filing list's state: the tab, the applied filters, the tab counts under them (`fetchCounts`), and the
 * add/edit modal and table (useCrudTable); every save and row action refreshes the counts too.
 */
export function useFilingList<Row, F extends object>(
  name: string,
  fetchCounts: (filters: F) => Promise<FilingStatusCount[]>,
) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<FilingTab>('all');
  const [filters, setFilters] = useState<F>({} as F);
  const countsKey = ['policy', name, 'counts'];
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: countsKey });
  const crud = useCrudTable<Row>(refreshCounts);
  const counts = useQuery({ queryKey: [...countsKey, filters], queryFn: () => fetchCounts(filters) });
  return {
    name,
    tab,
    setTab,
    filters,
    setFilters,
    crud,
    counts: filingTabCounts(counts.data),
    /** For FilingActions' onDone: the page (stepping back from one a delete empties) and the counts. */
    onDone: (action: Exclude<FilingAction, 'edit'>) => {
      if (action === 'remove') crud.tableRef.current?.afterDelete();
      else crud.tableRef.current?.reload();
      refreshCounts();
    },
  };
}

export type FilingList<Row, F extends object> = ReturnType<typeof useFilingList<Row, F>>;

/** The list's status filter from its tab. */
const statusOf = (tab: FilingTab) => (tab === 'all' ? {} : { status: Number(tab) as 0 | 1 | 2 });

/**
 * A filing list page: the filter form (its items given), the tabs with counts, 新增 and the paged table; the
 * page's modals and drawers come as children.
 */
export function FilingListCard<Row extends object, F extends object, Edited = Row>({
  list,
  form,
  filterItems,
  addCode,
  columns,
  rowKey,
  scrollX,
  fetchPage,
  children,
}: {
  /** useFilingList's state; its modal may edit a fuller record than the row (Edited). */
  list: FilingList<Edited, F>;
  form: FormInstance<F>;
  filterItems: ReactNode;
  addCode: string;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  scrollX: number;
  fetchPage: (query: PageRequest & F & { status?: 0 | 1 | 2 }) => Promise<PageResult<Row>>;
  children: ReactNode;
}) {
  return (
    <Card variant="borderless">
      <Form<F> form={form} layout="inline" onFinish={(v) => list.setFilters(v)} style={{ marginBottom: 16 }}>
        {filterItems}
        <FilterActions form={form} onReset={() => list.setFilters({} as F)} />
      </Form>
      <StatusTabs<FilingTab>
        items={FILING_TABS}
        counts={list.counts}
        activeKey={list.tab}
        onChange={list.setTab}
      />
      <TableToolbar>
        <AddButton code={addCode} onClick={() => list.crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<Row>
        ref={list.crud.tableRef}
        rowKey={rowKey}
        columns={columns}
        scroll={{ x: scrollX }}
        queryKey={['policy', list.name, list.tab, list.filters]}
        fetcher={(page) => fetchPage({ ...page, ...list.filters, ...statusOf(list.tab) })}
      />
      {children}
    </Card>
  );
}
