/**
 * 加入服务站 (spec recruitment §2 join-station dialog): a paged station select (getActivitiStationList, 10 per
 * page, searched by name, more pages on scroll or 加载更多), required (请选择服务站), sent with
 * `jobjoinStation` as {stationCode, statues, jobCode, usrCode, applyCode}. The server's msg is shown as a
 * success or an error by its success flag (spec §8).
 *
 * Props (contracts.ts): `apply` (null: closed), `onClose`, `onDone` (after the server accepted). `statues` is
 * the resume tab showing the application's state, i.e. the list's current tab.
 */
import {
  APPLY_MESSAGES,
  api,
  defaultMessages,
  ResultCode,
  resumeTabOfState,
  type StationOption,
} from '@hr/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Button, Divider, Form, Select } from 'antd';
import { type UIEvent, useEffect, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, FormModal } from '../../../../components';
import type { JoinStationDialogProps } from './contracts.ts';

export const STATION_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

export interface StationSelectProps {
  value?: string;
  onChange?: (stationCode: string | undefined) => void;
  id?: string;
}

/** Running stations, 10 a page, searched by name; the next page loads at the list's end. */
export function StationSelect({ value, onChange, id }: StationSelectProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pages = useInfiniteQuery({
    queryKey: ['recruit', 'station', 'options', keyword],
    queryFn: ({ pageParam }) =>
      call(api.station.getActivitiStationList, {
        query: { pageNum: pageParam, pageSize: STATION_PAGE_SIZE, applyName: keyword || undefined },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((n, page) => n + page.records.length, 0) < last.total && last.records.length > 0
        ? all.length + 1
        : undefined,
    placeholderData: keepPreviousData,
  });
  const stations: StationOption[] = pages.data?.pages.flatMap((page) => page.records) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const more = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) more();
  };

  return (
    <Select
      id={id}
      value={value}
      placeholder="请选择服务站"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      loading={pages.isFetching}
      notFoundContent={pages.isFetching ? '加载中…' : pages.error ? errorText(pages.error) : '无数据'}
      options={stations.map((s) => ({ value: s.applyCode, label: s.applyName }))}
      onChange={(code: string | undefined) => onChange?.(code)}
      onPopupScroll={onScroll}
      popupRender={(menu) => (
        <>
          {menu}
          {stations.length > 0 && (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <div style={{ padding: '0 8px 4px', display: 'flex', alignItems: 'center' }}>
                <span style={{ color: 'var(--ant-color-text-tertiary)', flex: 1 }}>
                  已加载 {stations.length} / {total}
                </span>
                {pages.hasNextPage && (
                  <Button type="link" size="small" loading={pages.isFetchingNextPage} onClick={more}>
                    加载更多
                  </Button>
                )}
              </div>
            </>
          )}
        </>
      )}
      style={{ width: '100%' }}
    />
  );
}

interface JoinValues {
  stationCode?: string;
}

export function JoinStationDialog({ apply, onClose, onDone }: JoinStationDialogProps) {
  return (
    <FormModal<JoinValues>
      title="加入服务站"
      // A success answer's msg is the envelope's default; a refusal's msg comes with the ApiError.
      success={defaultMessages[ResultCode.ok]}
      open={apply !== null}
      width={480}
      name="joinStation"
      initialValues={{}}
      onSubmit={(values) =>
        apply
          ? call(api.station.jobjoinStation, {
              query: {
                stationCode: values.stationCode ?? '',
                statues: resumeTabOfState(apply.state),
                jobCode: apply.jobCode,
                usrCode: apply.usrCode,
                applyCode: apply.applyCode,
              },
            })
          : Promise.resolve()
      }
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item
        name="stationCode"
        label="服务站"
        rules={[{ required: true, message: APPLY_MESSAGES.stationRequired }]}
      >
        <StationSelect />
      </Form.Item>
    </FormModal>
  );
}
