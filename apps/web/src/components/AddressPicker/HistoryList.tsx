import { ADDRESS_HISTORY_PAGE_SIZE, api, type CompanyAddress } from '@hr/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { call } from '../../app/request.ts';
import { namedPageItems } from '../PagedTable/pagination';
import styles from './HistoryList.module.css';

export interface HistoryListProps {
  type: number;
  cmpyCode?: string | undefined;
  onPick: (item: CompanyAddress) => void;
}

/** The company's recently used addresses, three per page (spec §9); a click fills the picker. */
export function HistoryList({ type, cmpyCode, onPick }: HistoryListProps) {
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['address-history', type, cmpyCode, pageNum],
    queryFn: () =>
      call(api.cmpyHistoryAddress.queryCmpyHistoryAddr, {
        query: { pageNum, pageSize: ADDRESS_HISTORY_PAGE_SIZE, type, cmpyCode },
      }),
    placeholderData: keepPreviousData,
  });
  // Spec §7: any answer but 200 empties the list.
  const records = isError ? [] : (data?.records ?? []);
  const total = isError ? 0 : (data?.total ?? 0);
  return (
    <Spin spinning={isFetching && !data}>
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无历史地址" />
      ) : (
        records.map((item) => (
          <button
            type="button"
            key={item.id}
            className={styles.item}
            title={item.address}
            onClick={() => onPick(item)}
            data-testid="address-history-item"
          >
            <span className={styles.address}>{item.address}</span>
            <span
              className={styles.region}
            >{`${item.provinceName} ${item.cityName} ${item.countyName}`}</span>
          </button>
        ))
      )}
      {total > ADDRESS_HISTORY_PAGE_SIZE && (
        <Pagination
          size="small"
          simple
          current={pageNum}
          pageSize={ADDRESS_HISTORY_PAGE_SIZE}
          total={total}
          onChange={setPageNum}
          itemRender={namedPageItems}
          style={{ marginTop: 8, justifyContent: 'center' }}
        />
      )}
    </Spin>
  );
}
