import { api, type TrackedEvent } from '@hr/contract';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { orDash, PagedTable } from '../../../components';
import BuriedPointFilterBar, { type BuriedPointFilters } from './BuriedPointFilterBar.tsx';

const buriedPointKey = ['system', 'buriedPoint'] as const;

const paramsText = (params: Record<string, unknown>) =>
  Object.keys(params).length ? JSON.stringify(params) : '';

// Fixed widths, long texts cut with an ellipsis (the whole text shows on hover).
const columns: ColumnsType<TrackedEvent> = [
  { title: '事件时间', dataIndex: 'eventTime', width: 170, render: orDash },
  { title: '事件编码', dataIndex: 'eventCode', width: 150, ellipsis: true },
  { title: '事件名称', dataIndex: 'eventName', width: 140, ellipsis: true },
  { title: '页面路径', dataIndex: 'pagePath', width: 200, ellipsis: true, render: orDash },
  {
    title: '用户',
    dataIndex: 'username',
    width: 160,
    ellipsis: true,
    render: (_, event) => (event.realName ? `${event.realName}（${event.username}）` : event.username),
  },
  { title: 'IP', dataIndex: 'clientIp', width: 130, render: orDash },
  {
    title: '事件参数',
    dataIndex: 'params',
    width: 240,
    ellipsis: true,
    render: (params: Record<string, unknown>) => orDash(paramsText(params)),
  },
  { title: '客户端', dataIndex: 'userAgent', width: 300, ellipsis: true, render: orDash },
];

/** 埋点数据 (/setup/buriedPoint): tracked events, newest first, with filters. */
export default function BuriedPointPage() {
  const [filters, setFilters] = useState<BuriedPointFilters>({});
  return (
    <Card variant="borderless">
      <BuriedPointFilterBar onSearch={setFilters} />
      <PagedTable<TrackedEvent>
        rowKey="id"
        columns={columns}
        scroll={{ x: 1490 }}
        queryKey={[...buriedPointKey, filters]}
        fetcher={(page) => call(api.buriedPoint.list, { body: { ...page, ...filters } })}
      />
    </Card>
  );
}
