import {
  api,
  canApply,
  formatCents,
  WithdrawalApplyBody,
  type WithdrawalRow,
  WithdrawalStatus,
  withdrawalLifecycle,
  withdrawalStatusTabs,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  actionsColumn,
  confirmAction,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  StatusTabs,
  TableToolbar,
  useFeedback,
  useModalState,
} from '../../../components';
import { ApprovalModal, useApprovalList, yuanColumn } from './approval-list.tsx';
import BillDetailDrawer from './BillDetailDrawer.tsx';
import BillReportModal from './BillReportModal.tsx';
import { MoneyApplyModal } from './MoneyApplyModal.tsx';
import { centsOf } from './money.ts';

/**
 * 账单提现 (/oddjobMarket/bill/list): shops' withdrawals with the payment-apply tabs and their counts
 * (审批中 / 审批通过 / 待支付 / 已支付 / 支付失败 / 审批失败); approve or reject, pay to the store (once; a
 * failed payment may be paid again), the monthly turns left, and the report by shop and month.
 */
export default function BillPage() {
  const { message } = useFeedback();
  const [status, setStatus] = useState<number>(WithdrawalStatus.approving);
  const [shopName, setShopName] = useState('');
  const applyModal = useModalState(false);
  const [applyShop, setApplyShop] = useState<string | undefined>(undefined);
  const reviewModal = useModalState<WithdrawalRow | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [report, setReport] = useState(false);
  const filters = shopName ? { shopName } : {};

  const { tableRef, tabCounts, refresh } = useApprovalList(
    ['bill', 'counts', filters],
    () => call(api.billWithdrawal.billCount, { query: filters }),
    (row) => row.status,
  );
  const shops = useQuery({
    queryKey: ['shop', 'options'],
    queryFn: () => call(api.shop.shopList, { query: { pageNum: 1, pageSize: 300 } }),
    enabled: applyModal.open,
  });
  const times = useQuery({
    queryKey: ['bill', 'remainingTimes', applyShop],
    queryFn: () => call(api.billWithdrawal.remainingTimes, { query: { shopCode: applyShop as string } }),
    enabled: !!applyShop,
  });

  const pay = (row: WithdrawalRow) =>
    confirmAction({
      title: '请确认是否支付到店？',
      content: `向 ${row.shopName} 支付 ${formatCents(row.amount)} 元`,
      onOk: async () => {
        const answer = await call(api.billWithdrawal.toPayStore, { body: { applyCode: row.applyCode } });
        if (answer.status === WithdrawalStatus.paid) message.success('支付成功');
        else message.warning(`${answer.statusName}${answer.failReason ? `：${answer.failReason}` : ''}`);
        refresh();
      },
    });

  const columns: ColumnsType<WithdrawalRow> = [
    { title: '申请编号', dataIndex: 'applyCode', width: 190 },
    { title: '商户名称', dataIndex: 'shopName', width: 220, ellipsis: true },
    yuanColumn<WithdrawalRow>('提现金额（元）', 'amount', 130),
    { title: '状态', dataIndex: 'statusName', width: 90 },
    ...(status === WithdrawalStatus.approvalFailed
      ? [{ title: '驳回原因', dataIndex: 'approveRemark', width: 160, ellipsis: true, render: orDash }]
      : []),
    ...(status === WithdrawalStatus.payFailed
      ? [{ title: '失败原因', dataIndex: 'failReason', width: 180, ellipsis: true, render: orDash }]
      : []),
    { title: '收款账号', dataIndex: 'payeeAccountMasked', width: 140, render: orDash },
    { title: '申请时间', dataIndex: 'applyTime', width: 170, render: orDash },
    { title: '审批时间', dataIndex: 'approveTime', width: 170, render: orDash },
    { title: '到账时间', dataIndex: 'paidTime', width: 170, render: orDash },
    actionsColumn(180, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setDetail(row.applyCode)}>
          详情
        </Button>
        {canApply(withdrawalLifecycle, 'approve', row.status) && (
          <RowAction code="bill:approve" onClick={() => reviewModal.show(row)}>
            审批
          </RowAction>
        )}
        {canApply(withdrawalLifecycle, 'pay', row.status) && (
          <RowAction code="bill:pay" onClick={() => void pay(row)}>
            {row.status === WithdrawalStatus.payFailed ? '重新支付' : '支付到店'}
          </RowAction>
        )}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入商户名称', maxLength: 50, onSearch: setShopName }}>
        <Button onClick={() => setReport(true)}>账单报表</Button>
        <Permission code="bill:apply">
          <Button type="primary" onClick={() => applyModal.show(true)}>
            提现申请
          </Button>
        </Permission>
      </TableToolbar>
      <StatusTabs items={withdrawalStatusTabs} counts={tabCounts} activeKey={status} onChange={setStatus} />
      <PagedTable<WithdrawalRow>
        ref={tableRef}
        rowKey="applyCode"
        columns={columns}
        scroll={{ x: 1500 }}
        queryKey={['bill', 'list', status, filters]}
        fetcher={(page) => call(api.billWithdrawal.billList, { query: { ...page, ...filters, status } })}
      />
      <MoneyApplyModal<{ shopCode?: string; money: string }>
        modal={applyModal}
        title="提现申请"
        success="提交成功"
        name="billApplyForm"
        initialValues={{ money: '' }}
        onForget={() => setApplyShop(undefined)}
        onSaved={refresh}
        onSubmit={({ shopCode, money }) =>
          call(api.billWithdrawal.applyWithdrawal, {
            body: { shopCode: shopCode ?? '', amount: centsOf(money) },
          })
        }
        money={{ label: '提现金额', schema: WithdrawalApplyBody.shape.amount }}
      >
        <Form.Item
          name="shopCode"
          label="提现商户"
          required
          rules={[{ required: true, message: '请选择商户' }]}
        >
          <Select
            placeholder="请选择商户"
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(code: string) => setApplyShop(code)}
            options={(shops.data?.records ?? []).map((s) => ({ value: s.shopCode, label: s.shopName }))}
          />
        </Form.Item>
        {times.data && (
          <Form.Item label="本月提现">
            <span>
              剩余 {times.data.remaining} 次（每月 {times.data.limit} 次），可提现余额{' '}
              {formatCents(times.data.available)} 元
            </span>
          </Form.Item>
        )}
      </MoneyApplyModal>
      <ApprovalModal<WithdrawalRow>
        modal={reviewModal}
        title="提现审批"
        subject={(row) => `${row.shopName}（${formatCents(row.amount)} 元）`}
        approve={(row, pass, remark) =>
          call(api.billWithdrawal.approve, {
            body: { applyCode: row.applyCode, status: pass ? 1 : 2, remark },
          })
        }
        onDone={refresh}
      />
      <BillDetailDrawer applyCode={detail} onClose={() => setDetail(null)} />
      <BillReportModal open={report} onClose={() => setReport(false)} />
    </Card>
  );
}
