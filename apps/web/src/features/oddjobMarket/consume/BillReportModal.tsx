import { api, type BillReportRow, formatApiTime, formatCents } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../../app/request.ts';

const yuan = (cents: number) => formatCents(cents);

/** 账单报表: sums by shop and month (at most 12 months), money in yuan. */
export default function BillReportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const thisMonth = formatApiTime(new Date())!.slice(0, 7);
  const [range, setRange] = useState<[string, string]>([
    dayjs(thisMonth).subtract(5, 'month').format('YYYY-MM'),
    thisMonth,
  ]);
  const [shopName, setShopName] = useState('');
  const report = useQuery({
    queryKey: ['bill', 'report', range, shopName],
    queryFn: () =>
      call(api.billWithdrawal.billReport, {
        query: { beginMonth: range[0], endMonth: range[1], ...(shopName ? { shopName } : {}) },
      }),
    enabled: open,
  });
  const columns: ColumnsType<BillReportRow> = [
    { title: '月份', dataIndex: 'month', width: 90 },
    { title: '商户名称', dataIndex: 'shopName', width: 200, ellipsis: true },
    { title: '消费笔数', dataIndex: 'spendCount', width: 90, align: 'right' },
    { title: '消费金额（元）', dataIndex: 'spendAmount', width: 120, align: 'right', render: yuan },
    { title: '退款金额（元）', dataIndex: 'refundAmount', width: 120, align: 'right', render: yuan },
    { title: '提现金额（元）', dataIndex: 'withdrawAmount', width: 120, align: 'right', render: yuan },
    { title: '已支付（元）', dataIndex: 'paidAmount', width: 120, align: 'right', render: yuan },
  ];
  const rows = report.data ?? [];
  const sum = (key: keyof BillReportRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
  return (
    <Modal title="账单报表" open={open} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <Space style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          picker="month"
          aria-label="统计月份"
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          onChange={(values) => {
            const [begin, end] = (values ?? []) as [Dayjs | null, Dayjs | null];
            if (begin && end) setRange([begin.format('YYYY-MM'), end.format('YYYY-MM')]);
          }}
        />
        <Input.Search
          placeholder="请输入商户名称"
          aria-label="商户名称"
          allowClear
          maxLength={50}
          onSearch={(value) => setShopName(value.trim())}
        />
      </Space>
      {report.isError && <Typography.Text type="danger">{(report.error as Error).message}</Typography.Text>}
      <Table<BillReportRow>
        rowKey={(row) => `${row.shopCode}-${row.month}`}
        size="small"
        loading={report.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10 }}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {sum('spendCount')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {yuan(sum('spendAmount'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {yuan(sum('refundAmount'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {yuan(sum('withdrawAmount'))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {yuan(sum('paidAmount'))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Modal>
  );
}
