import { api, type HotEvent, type HotEventInfo } from '@hr/contract';
import { Card, Form, Image, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  errorText,
  FilterActions,
  orDash,
  PagedTable,
  RowAction,
  TableToolbar,
  useCrudTable,
  useFeedback,
} from '../../../components';
import HotEventFormModal from './HotEventFormModal.tsx';
import HotEventValuesDrawer from './HotEventValuesDrawer.tsx';

interface Filters {
  title?: string;
  status?: 0 | 1 | 2;
}

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning' };

/** 热点事件 (/oddjobMarket/hotEvents): events with a cover, an open window and a form people fill. */
export default function HotEventsPage() {
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const crud = useCrudTable<HotEventInfo>();
  const [values, setValues] = useState<HotEvent | null>(null);

  const edit = async (e: HotEvent) => {
    try {
      crud.modal.show(await call(api.hotEvent.info, { query: { eventCode: e.eventCode } }));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const columns: ColumnsType<HotEvent> = [
    {
      title: '封面',
      key: 'cover',
      width: 100,
      render: (_, e) =>
        e.coverUrl ? (
          <Image
            src={e.coverUrl}
            alt={`${e.title}封面`}
            width={72}
            height={48}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          '-'
        ),
    },
    { title: '事件标题', dataIndex: 'title', ellipsis: true },
    {
      title: '开放时间',
      key: 'window',
      width: 330,
      render: (_, e) => `${orDash(e.beginTime)} 至 ${orDash(e.endTime)}`,
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, e) => <Tag color={STATUS_COLORS[e.status]}>{e.statusName}</Tag>,
    },
    { title: '报名表单', dataIndex: 'formName', width: 150, ellipsis: true, render: orDash },
    { title: '填写人数', dataIndex: 'answerCount', width: 90 },
    {
      title: '填写链接',
      key: 'fill',
      width: 100,
      render: (_, e) => (
        <Typography.Link
          href={e.fillPath}
          target="_blank"
          rel="noreferrer"
          copyable={{ text: `${location.origin}${e.fillPath}` }}
        >
          打开
        </Typography.Link>
      ),
    },
    actionsColumn(160, (e) => (
      <Space size={0}>
        <RowAction code="hotEvents:save" onClick={() => void edit(e)}>
          编辑
        </RowAction>
        <RowAction code="hotEvents:list" onClick={() => setValues(e)}>
          填写数据
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters> form={form} layout="inline" onFinish={(v) => setFilters(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="title" label="事件标题">
          <Input placeholder="请输入事件标题" allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={[
              { value: 0, label: '未开始' },
              { value: 1, label: '进行中' },
              { value: 2, label: '已结束' },
            ]}
          />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <AddButton code="hotEvents:save" onClick={() => crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<HotEvent>
        ref={crud.tableRef}
        rowKey="eventCode"
        columns={columns}
        scroll={{ x: 1300 }}
        queryKey={['hotEvents', filters]}
        fetcher={(page) => call(api.hotEvent.page, { query: { ...page, ...filters } })}
      />
      <HotEventFormModal
        open={crud.modal.open}
        event={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <HotEventValuesDrawer event={values} onClose={() => setValues(null)} />
    </Card>
  );
}
