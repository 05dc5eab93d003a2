import { api, formatCents, ShopBody, type ShopRow } from '@hr/contract';
import { Button, Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  FormModal,
  PagedTable,
  type PagedTableHandle,
  TableToolbar,
  useModalState,
} from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

type Values = Omit<z.infer<typeof ShopBody>, 'shopCode'>;

/** 商户管理 (/oddjobMarket/shop/list): shops that accept electronic cards, with what they may withdraw. */
export default function ShopPage() {
  const [shopName, setShopName] = useState('');
  const tableRef = useRef<PagedTableHandle>(null);
  const modal = useModalState<ShopRow | null>(null);
  const rule = (field: keyof Values) => [zodRule(ShopBody, field)];

  const columns: ColumnsType<ShopRow> = [
    { title: '商户名称', dataIndex: 'shopName', width: 220, ellipsis: true },
    { title: '联系人', dataIndex: 'contactName', width: 100 },
    { title: '联系电话', dataIndex: 'contactPhone', width: 130 },
    { title: '经营地址', dataIndex: 'address', width: 240, ellipsis: true },
    { title: '收款户名', dataIndex: 'bankAccountName', width: 200, ellipsis: true },
    { title: '收款账号', dataIndex: 'bankAccountMasked', width: 150 },
    {
      title: '可提现余额（元）',
      dataIndex: 'available',
      width: 140,
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    actionsColumn(90, (row) => (
      <Button type="link" size="small" onClick={() => modal.show(row)}>
        编辑
      </Button>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入商户名称', maxLength: 50, onSearch: setShopName }}>
        <AddButton code="shop:edit" onClick={() => modal.show(null)} />
      </TableToolbar>
      <PagedTable<ShopRow>
        ref={tableRef}
        rowKey="shopCode"
        columns={columns}
        scroll={{ x: 1300 }}
        queryKey={['shop', 'list', shopName]}
        fetcher={(page) => call(api.shop.shopList, { query: { ...page, ...(shopName ? { shopName } : {}) } })}
      />
      {modal.open && (
        <FormModal<Values>
          open={modal.open}
          noun="商户"
          editing={!!modal.data}
          name="shopForm"
          width={600}
          initialValues={
            modal.data
              ? { ...modal.data, bankAccount: '' }
              : {
                  shopName: '',
                  contactName: '',
                  contactPhone: '',
                  address: '',
                  bankAccountName: '',
                  bankAccount: '',
                }
          }
          onClose={modal.close}
          onSaved={() => {
            modal.close();
            tableRef.current?.reload();
          }}
          onSubmit={(values) =>
            call(api.shop.saveShop, {
              body: { ...values, ...(modal.data ? { shopCode: modal.data.shopCode } : {}) },
            })
          }
        >
          <Form.Item name="shopName" label="商户名称" required rules={rule('shopName')}>
            <Input maxLength={50} placeholder="请输入商户名称" />
          </Form.Item>
          <Form.Item name="contactName" label="联系人" required rules={rule('contactName')}>
            <Input maxLength={20} placeholder="请输入联系人" />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话" required rules={rule('contactPhone')}>
            <Input maxLength={11} placeholder="请输入手机号" />
          </Form.Item>
          <Form.Item name="address" label="经营地址" required rules={rule('address')}>
            <Input maxLength={100} placeholder="请输入经营地址" />
          </Form.Item>
          <Form.Item name="bankAccountName" label="收款户名" required rules={rule('bankAccountName')}>
            <Input maxLength={50} placeholder="请输入收款户名" />
          </Form.Item>
          <Form.Item
            name="bankAccount"
            label="收款账号"
            required
            rules={rule('bankAccount')}
            extra={
              modal.data ? `当前账号 ${modal.data.bankAccountMasked}，修改时请重新输入完整账号` : undefined
            }
          >
            <Input maxLength={25} placeholder="请输入银行卡号" />
          </Form.Item>
        </FormModal>
      )}
    </Card>
  );
}
