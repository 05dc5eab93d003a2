import { api, RechargeApplyBody, rechargeMessages, yuanToCents } from '@hr/contract';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { CompanyPicker, errorText, useFeedback } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

interface Values {
  cmpyCode?: string;
  contactPerson?: string;
  contactTell?: string;
  rechargeTotalPeople?: number;
  /** Yuan as typed, at most 2 decimals. */
  money?: string;
  explainRemark?: string;
}

/** 申请充值: staff for their own company; operators pick a certified company. Money typed in yuan. */
export default function RechargeApplyModal({
  open,
  forCompany,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** Operators choose the company; staff apply for their own. */
  forCompany: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const rule = (field: keyof Values) => [zodRule(RechargeApplyBody, field)];

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const { money, ...rest } = values;
      await call(api.recharge.checkRechargeApplyInfo, {
        body: RechargeApplyBody.parse({ ...rest, rechargeTotalMoney: yuanToCents(money ?? '') }),
      });
      message.success('提交成功');
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="申请充值"
      open={open}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={600}
    >
      <Form<Values>
        form={form}
        name="rechargeForm"
        preserve={false}
        labelCol={{ flex: '110px' }}
        initialValues={{ contactPerson: '', contactTell: '', money: '', explainRemark: '' }}
        style={{ marginTop: 24 }}
      >
        {forCompany && (
          <Form.Item
            name="cmpyCode"
            label="充值企业"
            required
            rules={[{ required: true, message: rechargeMessages.companyRequired }]}
          >
            <CompanyPicker placeholder="请选择充值企业" />
          </Form.Item>
        )}
        <Form.Item name="contactPerson" label="联系人" required rules={rule('contactPerson')}>
          <Input placeholder="请输入联系人" maxLength={30} />
        </Form.Item>
        <Form.Item name="contactTell" label="联系电话" required rules={rule('contactTell')}>
          <Input placeholder="请输入联系电话" maxLength={14} />
        </Form.Item>
        <Form.Item name="rechargeTotalPeople" label="充值人数" required rules={rule('rechargeTotalPeople')}>
          <InputNumber min={1} precision={0} placeholder="请输入充值人数" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="money"
          label="充值金额"
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const cents = yuanToCents(value ?? '');
                if (cents === null || cents <= 0) throw new Error('请输入大于0的金额，最多两位小数');
                const parsed = RechargeApplyBody.shape.rechargeTotalMoney.safeParse(cents);
                if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Input placeholder="0.00" suffix="元" maxLength={12} />
        </Form.Item>
        <Form.Item name="explainRemark" label="充值说明" rules={rule('explainRemark')}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入充值说明（选填）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
