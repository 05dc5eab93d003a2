import { formatCents } from '@hr/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { ColumnType } from 'antd/es/table';
import { useRef } from 'react';
import { type PagedTableHandle, ReviewModal, type useModalState } from '../../../components';

/**
 * An approval list's table and tab counts (`[{<state>, num}]` from its count call): `refresh` reloads the page
 * and the counts after an approval, a payment or an issue.
 */
export function useApprovalList<C extends { num: number }>(
  queryKey: QueryKey,
  fetchCounts: () => Promise<C[]>,
  stateOf: (row: C) => number,
) {
  const tableRef = useRef<PagedTableHandle>(null);
  const counts = useQuery({ queryKey, queryFn: fetchCounts });
  return {
    tableRef,
    tabCounts: Object.fromEntries((counts.data ?? []).map((row) => [String(stateOf(row)), row.num])),
    refresh: () => {
      tableRef.current?.reload();
      void counts.refetch();
    },
  };
}

/** A right-aligned amount column in yuan from cents. */
export const yuanColumn = <T,>(title: string, dataIndex: keyof T & string, width: number): ColumnType<T> => ({
  title,
  dataIndex,
  width,
  align: 'right',
  render: (cents: number) => formatCents(cents),
});

/** 审批通过 / 驳回 (with a reason) of the row in `modal`; the list refreshes after. */
export function ApprovalModal<Row>({
  modal,
  title,
  subject,
  approve,
  onDone,
}: {
  modal: ReturnType<typeof useModalState<Row | null>>;
  title: string;
  subject: (row: Row) => string;
  approve: (row: Row, pass: boolean, remark: string | undefined) => Promise<unknown>;
  onDone: () => void;
}) {
  const row = modal.data;
  if (!row) return null;
  return (
    <ReviewModal
      open={modal.open}
      title={title}
      subject={subject(row)}
      passLabel="审批通过"
      rejectLabel="驳回"
      onSubmit={({ pass, remark }) => approve(row, pass, remark)}
      onClose={modal.close}
      onSaved={() => {
        modal.close();
        onDone();
      }}
    />
  );
}
