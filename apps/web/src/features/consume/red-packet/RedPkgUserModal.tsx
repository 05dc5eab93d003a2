import { api, type RedPkgBatchRow, type RedPkgUserRow, yuanNumberToCents } from '@hr/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';

interface Values {
  batchCode: string;
  realName: string;
  idCard: string;
  phone: string;
  /** Yuan, 2 decimals. */
  amountYuan: number;
  remark?: string;
}

/** 新增红包用户 / 编辑红包用户: amount typed in yuan, sent in cents. */
export default function RedPkgUserModal({
  user,
  batches,
  defaultBatch,
  ...props
}: FormModalBaseProps & {
  user: RedPkgUserRow | null;
  batches: RedPkgBatchRow[];
  defaultBatch: string | undefined;
}) {
  return (
    <FormModal<Values>
      {...props}
      name="redPkgUser"
      noun="红包用户"
      editing={!!user}
      width={560}
      initialValues={
        user
          ? { ...user, amountYuan: user.amount / 100, remark: user.remark ?? undefined }
          : { batchCode: defaultBatch }
      }
      onSubmit={(values) => {
        const body = {
          realName: values.realName,
          idCard: values.idCard,
          phone: values.phone,
          amount: yuanNumberToCents(values.amountYuan),
          remark: values.remark,
        };
        return user
          ? call(api.redPkg.editRedPkgUser, { body: { ...body, userCode: user.userCode } })
          : call(api.redPkg.addRedPkgUser, { body: { ...body, batchCode: values.batchCode } });
      }}
    >
      <Form.Item name="batchCode" label="红包批次" rules={[{ required: true, message: '请选择红包批次' }]}>
        <Select
          disabled={!!user}
          placeholder="请选择红包批次"
          options={batches.map((b) => ({ value: b.batchCode, label: b.batchName }))}
        />
      </Form.Item>
      <Form.Item
        name="realName"
        label="姓名"
        rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
      >
        <Input maxLength={30} placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item
        name="idCard"
        label="身份证号"
        rules={[
          { required: true, message: '请输入身份证号' },
          { len: 18, message: '身份证号码格式不正确' },
        ]}
      >
        <Input maxLength={18} placeholder="请输入18位身份证号" />
      </Form.Item>
      <Form.Item
        name="phone"
        label="手机号"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: /^(?:(?:\+|00)?86)?1\d{10}$/, message: '手机号格式不正确' },
        ]}
      >
        <Input maxLength={14} placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item
        name="amountYuan"
        label="红包金额（元）"
        rules={[{ required: true, message: '请输入红包金额' }]}
      >
        <InputNumber min={0.01} max={50000} precision={2} step={10} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
