import {
  api,
  CardApproveState,
  type CardMovement,
  CardSpendBody,
  cardMessages,
  formatCents,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Drawer, Form, Input, Select, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { DetailRow, errorText, Permission, RowAction, useFeedback } from '../../../components';
import StateHistory from '../../recruit/company/StateHistory.tsx';
import CardRefundModal from './CardRefundModal.tsx';
import { centsOf, yuanRule } from './money.ts';

/** 电子卡详情: balance, movements (issue, spend, refund, return) with refunds, a spend form, and the review history. */
export default function CardDetailDrawer({
  cardNo,
  onClose,
  onChanged,
}: {
  cardNo: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ shopCode?: string; money: string }>();
  const [saving, setSaving] = useState(false);
  const [refunding, setRefunding] = useState<CardMovement | null>(null);
  const detail = useQuery({
    queryKey: ['card', 'info', cardNo],
    queryFn: () => call(api.card.cardInfo, { query: { cardNo: cardNo as string } }),
    enabled: !!cardNo,
  });
  const shops = useQuery({
    queryKey: ['shop', 'options'],
    queryFn: () => call(api.shop.shopList, { query: { pageNum: 1, pageSize: 300 } }),
    enabled: !!cardNo,
  });
  const card = detail.data;
  const changed = () => {
    void detail.refetch();
    onChanged();
  };

  const spend = async () => {
    let values: { shopCode?: string; money: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call(api.card.spendCard, {
        body: { cardNo: cardNo as string, shopCode: values.shopCode ?? '', amount: centsOf(values.money) },
      });
      message.success('操作成功');
      form.resetFields();
      changed();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const columns: ColumnsType<CardMovement> = [
    { title: '时间', dataIndex: 'time', width: 165 },
    { title: '类型', dataIndex: 'kindName', width: 80 },
    {
      title: '金额（元）',
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (cents: number) => `${cents > 0 ? '+' : ''}${formatCents(cents)}`,
    },
    {
      title: '余额（元）',
      dataIndex: 'balanceAfter',
      width: 100,
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    { title: '商户', dataIndex: 'shopName', width: 160, ellipsis: true, render: (v) => v ?? '-' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) =>
        row.kind === 'spend' ? (
          row.refunded ? (
            '已退款'
          ) : (
            <>
              {row.refundedAmount > 0 && <span>已退 {formatCents(row.refundedAmount)} </span>}
              <RowAction code="card:consume" onClick={() => setRefunding(row)}>
                退款
              </RowAction>
            </>
          )
        ) : null,
    },
  ];

  return (
    <Drawer title="电子卡详情" open={!!cardNo} onClose={onClose} size={760} destroyOnHidden>
      {!card ? (
        <Spin />
      ) : (
        <>
          <DetailRow label="卡号" value={card.cardNo} />
          <DetailRow label="持卡人" value={`${card.holderName}（${card.holderPhone}）`} />
          <DetailRow label="发卡企业" value={card.cmpyName} />
          <DetailRow label="面额" value={`${formatCents(card.faceAmount)} 元`} />
          <DetailRow label="余额" value={`${formatCents(card.balance)} 元`} />
          <DetailRow label="状态" value={card.approveStateName} />
          <DetailRow label="驳回原因" value={card.remark} />
          {card.approveState === CardApproveState.approved && (
            <Permission code="card:consume">
              <Divider titlePlacement="start">登记消费</Divider>
              <Form form={form} name="cardSpendForm" layout="inline" initialValues={{ money: '' }}>
                <Form.Item
                  name="shopCode"
                  label="消费商户"
                  rules={[{ required: true, message: '请选择商户' }]}
                >
                  <Select
                    style={{ width: 220 }}
                    placeholder="请选择商户"
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(shops.data?.records ?? []).map((s) => ({
                      value: s.shopCode,
                      label: s.shopName,
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name="money"
                  label="消费金额"
                  rules={[
                    yuanRule(
                      CardSpendBody.shape.amount,
                      cardMessages.spendAmount.replace('（单位：分）', ''),
                    ),
                  ]}
                >
                  <Input placeholder="0.00" suffix="元" maxLength={10} style={{ width: 140 }} />
                </Form.Item>
                <Button type="primary" loading={saving} onClick={() => void spend()}>
                  确认消费
                </Button>
              </Form>
            </Permission>
          )}
          <Divider titlePlacement="start">收支明细</Divider>
          <Table<CardMovement>
            rowKey="movementCode"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={card.movements}
          />
          <Divider titlePlacement="start">审批记录</Divider>
          <StateHistory items={card.history} />
          {refunding && (
            <CardRefundModal
              spend={refunding}
              onClose={() => setRefunding(null)}
              onSaved={() => {
                setRefunding(null);
                changed();
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
