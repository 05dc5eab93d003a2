import { api, type CourseOrderRow, formatCents, type OrderTabKey, orderTabs } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Divider, Drawer, Form, Input, Spin, Tag, Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  actionsColumn,
  errorText,
  FilterActions,
  PagedTable,
  RowAction,
  StatusTabs,
} from '../../../components';
import { applyKeys, countsByKey, maskedPhone } from '../apply/applyQuery.ts';

type Filters = Record<string, string>;
const STATUS_COLORS: Record<number, string> = { 1: 'orange', 5: 'blue', 3: 'green', 4: 'red' };

/** 订单详情: amount, status, the payment attempt and its provider reference, the history. */
function OrderDetailDrawer({ orderCode, onClose }: { orderCode: string | null; onClose: () => void }) {
  const info = useQuery({
    queryKey: [...applyKeys.orders, 'detail', orderCode],
    queryFn: () => call(api.courseOrder.getOrderInfo, { query: { orderCode: orderCode ?? '' } }),
    enabled: orderCode !== null,
  });
  const d = info.data;
  return (
    <Drawer open={orderCode !== null} title="订单详情" size={640} onClose={onClose} destroyOnHidden>
      {info.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : !d ? (
        <Alert type="error" showIcon title={errorText(info.error, '获取订单失败')} />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="订单编号">{d.orderCode}</Descriptions.Item>
            <Descriptions.Item label="报名课程">{d.courseName}</Descriptions.Item>
            <Descriptions.Item label="培训机构">{d.cmpyName ?? '平台'}</Descriptions.Item>
            <Descriptions.Item label="报名人">{`${d.usrName}（${d.usrPhe}）`}</Descriptions.Item>
            <Descriptions.Item label="报名状态">{d.applyStateName}</Descriptions.Item>
            <Descriptions.Item label="订单金额">{`${formatCents(d.amount)} 元`}</Descriptions.Item>
            <Descriptions.Item label="支付状态">
              <Tag color={STATUS_COLORS[d.payStatus]}>{d.payStatusName}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="支付单号">{d.outNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="支付流水号">{d.providerRef ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="支付次数">{d.attempts}</Descriptions.Item>
            <Descriptions.Item label="失败原因">{d.failReason ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="支付时间">{d.payTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{d.createTime}</Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">状态记录</Divider>
          <Timeline
            items={d.history.map((h) => ({
              content: `${h.time ?? ''} ${h.actionName}${h.operator ? `（${h.operator}）` : ''}${h.remark ? `：${h.remark}` : ''}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}

/** 课程订单 (/train/order/list): payment status tabs with counts (1, 5, 3, 4), filters, the detail. */
export default function CourseOrderPage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [tab, setTab] = useState<OrderTabKey>('all');
  const [viewing, setViewing] = useState<string | null>(null);
  const counts = useQuery({
    queryKey: [...applyKeys.orders, 'counts', filters],
    queryFn: () => call(api.courseOrder.countByPayStatus, { query: filters }),
  });
  const status = tab === 'all' ? {} : { payStatus: Number(tab) };
  const columns: ColumnsType<CourseOrderRow> = [
    { title: '订单编号', dataIndex: 'orderCode', width: 200 },
    { title: '报名课程', dataIndex: 'courseName', width: 240, ellipsis: { showTitle: true } },
    {
      title: '培训机构',
      dataIndex: 'cmpyName',
      width: 200,
      ellipsis: { showTitle: true },
      render: (n) => n ?? '平台',
    },
    { title: '姓名', dataIndex: 'usrName', width: 100 },
    { title: '手机号', dataIndex: 'usrPhe', width: 130, render: maskedPhone },
    {
      title: '金额（元）',
      dataIndex: 'amount',
      width: 110,
      align: 'right',
      render: (c: number) => formatCents(c),
    },
    {
      title: '支付状态',
      dataIndex: 'payStatusName',
      width: 100,
      render: (name: string, row) => <Tag color={STATUS_COLORS[row.payStatus]}>{name}</Tag>,
    },
    { title: '支付时间', dataIndex: 'payTime', width: 170, render: (t) => t ?? '-' },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    actionsColumn(80, (row) => (
      <RowAction code="order:list" onClick={() => setViewing(row.orderCode)}>
        详情
      </RowAction>
    )),
  ];
  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(values) =>
          setFilters(
            Object.fromEntries(
              Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim()),
            ) as Filters,
          )
        }
      >
        <Form.Item name="orderCode" label="订单编号">
          <Input allowClear maxLength={40} placeholder="请输入订单编号" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="usrName" label="姓名">
          <Input allowClear maxLength={20} placeholder="请输入姓名" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="usrPhe" label="手机号">
          <Input allowClear maxLength={11} placeholder="请输入手机号" style={{ width: 150 }} />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <StatusTabs<OrderTabKey>
        items={orderTabs}
        counts={countsByKey(counts.data, (r) => r.payStatus)}
        activeKey={tab}
        onChange={setTab}
      />
      <PagedTable<CourseOrderRow>
        rowKey="orderCode"
        columns={columns}
        scroll={{ x: 1500 }}
        queryKey={[...applyKeys.orders, 'list', filters, tab]}
        fetcher={(page) =>
          call(api.courseOrder.getBDOrderlist, { query: { ...page, ...filters, ...status } })
        }
      />
      <OrderDetailDrawer orderCode={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
