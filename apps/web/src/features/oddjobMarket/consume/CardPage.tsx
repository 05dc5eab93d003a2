import {
  api,
  CardApproveState,
  CardIssueBody,
  type CardRow,
  canApply,
  cardLifecycle,
  cardMessages,
  cardStateTabs,
  formatCents,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { useCurrentUser } from '../../../app/session.ts';
import {
  actionsColumn,
  CompanyPicker,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  StatusTabs,
  TableToolbar,
  useModalState,
} from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';
import { ApprovalModal, useApprovalList, yuanColumn } from './approval-list.tsx';
import CardDetailDrawer from './CardDetailDrawer.tsx';
import { MoneyApplyModal } from './MoneyApplyModal.tsx';
import { centsOf } from './money.ts';

interface IssueValues {
  cmpyCode?: string;
  holderName: string;
  holderPhone: string;
  money: string;
}

/**
 * 电子卡 (/oddjobMarket/card/list): cards a company issued to its people against its recharged balance; tabs
 * 待审批 / 审批通过 / 已驳回 with counts; approve or reject with a reason; the detail shows the balance and its
 * movements (issue, spend at a shop, refund) and records spends and refunds. Money shown in yuan.
 */
export default function CardPage() {
  const isStaff = !!useCurrentUser().data?.cmpyCode;
  const [approveState, setApproveState] = useState<number>(CardApproveState.pending);
  const [holderName, setHolderName] = useState('');
  const issueModal = useModalState(false);
  const [issueCmpy, setIssueCmpy] = useState<string | undefined>(undefined);
  const reviewModal = useModalState<CardRow | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const filters = holderName ? { holderName } : {};

  const { tableRef, tabCounts, refresh } = useApprovalList(
    ['card', 'counts', filters],
    () => call(api.card.cardCount, { query: filters }),
    (row) => row.approveState,
  );
  const balance = useQuery({
    queryKey: ['card', 'cmpyBalance', issueCmpy],
    queryFn: () => call(api.card.cmpyBalance, { query: issueCmpy ? { cmpyCode: issueCmpy } : {} }),
    enabled: issueModal.open && (isStaff || !!issueCmpy),
  });
  const rule = (field: keyof IssueValues) => [zodRule(CardIssueBody, field)];

  const columns: ColumnsType<CardRow> = [
    { title: '卡号', dataIndex: 'cardNo', width: 170 },
    { title: '持卡人', dataIndex: 'holderName', width: 100 },
    { title: '手机号', dataIndex: 'holderPhone', width: 120 },
    { title: '发卡企业', dataIndex: 'cmpyName', width: 220, ellipsis: true },
    yuanColumn<CardRow>('面额（元）', 'faceAmount', 110),
    yuanColumn<CardRow>('余额（元）', 'balance', 110),
    { title: '状态', dataIndex: 'approveStateName', width: 90 },
    ...(approveState === CardApproveState.rejected
      ? [{ title: '驳回原因', dataIndex: 'remark', width: 160, ellipsis: true, render: orDash }]
      : []),
    { title: '发卡时间', dataIndex: 'issueTime', width: 170, render: orDash },
    { title: '审批时间', dataIndex: 'approveTime', width: 170, render: orDash },
    actionsColumn(130, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setDetail(row.cardNo)}>
          详情
        </Button>
        {canApply(cardLifecycle, 'approve', row.approveState) && (
          <RowAction code="card:approve" onClick={() => reviewModal.show(row)}>
            审批
          </RowAction>
        )}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入持卡人姓名', maxLength: 20, onSearch: setHolderName }}>
        <Permission code="card:issue">
          <Button type="primary" onClick={() => issueModal.show(true)}>
            发放电子卡
          </Button>
        </Permission>
      </TableToolbar>
      <StatusTabs
        items={cardStateTabs}
        counts={tabCounts}
        activeKey={approveState}
        onChange={setApproveState}
      />
      <PagedTable<CardRow>
        ref={tableRef}
        rowKey="cardNo"
        columns={columns}
        scroll={{ x: 1500 }}
        queryKey={['card', 'list', approveState, filters]}
        fetcher={(page) => call(api.card.cardList, { query: { ...page, ...filters, approveState } })}
      />
      <MoneyApplyModal<IssueValues>
        modal={issueModal}
        title="发放电子卡"
        success="操作成功"
        name="cardIssueForm"
        initialValues={{ holderName: '', holderPhone: '', money: '' }}
        onForget={() => setIssueCmpy(undefined)}
        onSaved={refresh}
        onSubmit={({ money, ...values }) =>
          call(api.card.issueCard, { body: { ...values, faceAmount: centsOf(money) } })
        }
        money={{ label: '面额', schema: CardIssueBody.shape.faceAmount }}
      >
        {!isStaff && (
          <Form.Item
            name="cmpyCode"
            label="发卡企业"
            required
            rules={[{ required: true, message: cardMessages.companyRequired }]}
          >
            <CompanyPicker placeholder="请选择发卡企业" onChange={(code) => setIssueCmpy(code)} />
          </Form.Item>
        )}
        {balance.data && (
          <Form.Item label="可发卡余额">
            <span>{formatCents(balance.data.balance)} 元</span>
          </Form.Item>
        )}
        <Form.Item name="holderName" label="持卡人姓名" required rules={rule('holderName')}>
          <Input maxLength={20} placeholder="请输入持卡人姓名" />
        </Form.Item>
        <Form.Item name="holderPhone" label="持卡人手机号" required rules={rule('holderPhone')}>
          <Input maxLength={11} placeholder="请输入手机号" />
        </Form.Item>
      </MoneyApplyModal>
      <ApprovalModal<CardRow>
        modal={reviewModal}
        title="电子卡审批"
        subject={(row) => `${row.holderName}（${row.cmpyName}，${formatCents(row.faceAmount)} 元）`}
        approve={(row, pass, remark) =>
          call(api.card.approveCard, { body: { cardNo: row.cardNo, approveState: pass ? 1 : 2, remark } })
        }
        onDone={refresh}
      />
      <CardDetailDrawer cardNo={detail} onClose={() => setDetail(null)} onChanged={refresh} />
    </Card>
  );
}
