import { api, type RentCompany, RentCompanyAddQuery } from '@hr/contract';
import { Card, DatePicker, Form, type FormRule, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  CompanyPicker,
  FilterActions,
  FormModal,
  type FormModalBaseProps,
  orDash,
  PagedTable,
  TableToolbar,
  useCrudTable,
} from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';

interface Values {
  cmpyCode?: string;
  cmpyName: string;
  contactPerson: string;
  contactPhone: string;
  period: [Dayjs, Dayjs];
  remark?: string;
}

const rule = (field: string): FormRule => ({
  validator: async (_r, value) => {
    const message = fieldError(RentCompanyAddQuery, { [field]: value ?? '' }, field);
    if (message) throw new Error(message);
  },
});

/** Registers a rental company, picked from the platform's companies or typed in, with its contract period. */
function RentCompanyModal(modal: FormModalBaseProps) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      {...modal}
      form={form}
      noun="入住企业"
      editing={false}
      name="rentCompanyForm"
      width={600}
      initialValues={{ cmpyName: '', contactPerson: '', contactPhone: '' }}
      onSubmit={(v) =>
        call(api.rental.addCmpy, {
          query: {
            cmpyName: v.cmpyName,
            ...(v.cmpyCode ? { cmpyCode: v.cmpyCode } : {}),
            contactPerson: v.contactPerson,
            contactPhone: v.contactPhone,
            contractBegin: v.period[0].format('YYYY-MM-DD'),
            contractEnd: v.period[1].format('YYYY-MM-DD'),
            remark: v.remark ?? '',
          },
        })
      }
    >
      <Form.Item name="cmpyCode" label="平台企业" extra="已在平台注册的企业可直接选择">
        <CompanyPicker
          certifiedOnly={false}
          placeholder="选择平台企业（可选）"
          onChange={(code, name) => {
            form.setFieldValue('cmpyCode', code);
            if (name) form.setFieldValue('cmpyName', name);
          }}
        />
      </Form.Item>
      <Form.Item name="cmpyName" label="企业名称" required rules={[rule('cmpyName')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="contactPerson" label="联系人" required rules={[rule('contactPerson')]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" required rules={[rule('contactPhone')]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="period" label="合同期限" rules={[{ required: true, message: '请选择合同期限' }]}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}

/** 入住企业 (/oddjobMarket/rental/company): companies renting rooms, their contracts, houses and residents. */
export default function RentCompanyPage() {
  const [form] = Form.useForm<{ cmpyName?: string }>();
  const [filters, setFilters] = useState<{ cmpyName?: string }>({});
  const crud = useCrudTable<RentCompany>();
  const columns: ColumnsType<RentCompany> = [
    { title: '企业名称', dataIndex: 'cmpyName', width: 220, ellipsis: true },
    {
      title: '平台企业',
      dataIndex: 'cmpyCode',
      width: 100,
      render: (v: string | null) => (v ? '已关联' : '—'),
    },
    { title: '联系人', dataIndex: 'contactPerson', width: 90 },
    { title: '联系电话', dataIndex: 'contactPhone', width: 120 },
    {
      title: '合同期限',
      key: 'contract',
      width: 200,
      render: (_, c) => `${c.contractBegin} 至 ${c.contractEnd}`,
    },
    { title: '在租房屋', dataIndex: 'houseCount', width: 90 },
    { title: '在住人数', dataIndex: 'livingCount', width: 90 },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: orDash },
    { title: '登记时间', dataIndex: 'createTime', width: 170, render: orDash },
  ];
  return (
    <Card variant="borderless">
      <Form form={form} layout="inline" onFinish={(v) => setFilters(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="cmpyName" label="企业名称">
          <Input allowClear maxLength={50} placeholder="请输入企业名称" />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <AddButton code="rental:cmpy" onClick={() => crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<RentCompany>
        ref={crud.tableRef}
        rowKey="rentCmpyCode"
        columns={columns}
        scroll={{ x: 1200 }}
        queryKey={['rental', 'companies', filters]}
        fetcher={(page) => call(api.rental.cmpyList, { body: { ...page, ...filters } })}
      />
      {crud.modal.open ? (
        <RentCompanyModal open={crud.modal.open} onClose={crud.modal.close} onSaved={crud.saved} />
      ) : null}
    </Card>
  );
}
