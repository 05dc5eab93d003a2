import { api, type RouteOutput } from '@hr/contract';
import { Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import {
  type DateTimeRange,
  DateTimeRangePicker,
  FilterActions,
  orDash,
  PagedTable,
} from '../../../../components';

type ExportRecordRow = RouteOutput<typeof api.apply.queryExportRecord>['records'][number];

interface FilterValues {
  operator?: string;
  time?: DateTimeRange | null;
}
interface Filters {
  operator?: string;
  startTime?: string;
  endTime?: string;
}

/** Filter values → the query: a blank operator and an empty range are left out. */
export function toExportRecordFilters({ operator, time }: FilterValues): Filters {
  return {
    ...(operator?.trim() ? { operator: operator.trim() } : {}),
    ...(time ? { startTime: time[0], endTime: time[1] } : {}),
  };
}

const columns: ColumnsType<ExportRecordRow> = [
  { title: '导出内容', dataIndex: 'exportTypeName', width: 120 },
  { title: '文件名', dataIndex: 'fileName', ellipsis: true },
  { title: '导出条数', dataIndex: 'rowCount', width: 100, align: 'right' },
  { title: '操作人', dataIndex: 'operator', width: 120, render: orDash },
  { title: '所属企业', dataIndex: 'cmpyName', width: 200, ellipsis: true, render: orDash },
  { title: '导出时间', dataIndex: 'createTime', width: 170, render: orDash },
];

/**
 * 导出记录 (/recruit/recruitmentMgt/exportRecord, exportRecord:list): who exported applicant or resume data,
 * when and how many rows; filtered by operator and time.
 */
export default function ExportRecordPage() {
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});
  return (
    <Card variant="borderless">
      <Form<FilterValues>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(values) => setFilters(toExportRecordFilters(values))}
      >
        <Form.Item name="operator" label="操作人">
          <Input allowClear maxLength={20} placeholder="请输入操作人" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="time" label="导出时间">
          <DateTimeRangePicker style={{ width: 360 }} />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <PagedTable<ExportRecordRow>
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        queryKey={['recruit', 'export-records', filters]}
        fetcher={(page) => call(api.apply.queryExportRecord, { query: { ...page, ...filters } })}
      />
    </Card>
  );
}
