/**
 * 员工离职 (spec recruitment §5 leave dialog): the employee's evaluation, required (请输入员工评价), at most
 * 128 characters, sent with `updateState` operateType 11.
 *
 * Props (contracts.ts): `applyCode` (the joined application; null: closed), `onClose`, `onDone` (after 操作成功).
 */
import { api, applyLifecycle, INTERVIEW_LIMITS, LeaveForm } from '@hr/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useFeedback } from '../../../../components';
import { zodRule } from '../../../system/shared/zod-rule.ts';
import type { LeaveDialogProps } from './contracts.ts';

interface LeaveValues {
  evaluate: string;
}

const resign = applyLifecycle.actions.resign;

export function LeaveDialog({ applyCode, onClose, onDone }: LeaveDialogProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<LeaveValues>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: LeaveValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const { evaluate } = LeaveForm.parse(values);
    setSaving(true);
    try {
      await call(api.apply.updateState, {
        query: { applyCode: applyCode ?? '', operateType: resign.to, evaluate },
      });
      message.success(resign.success);
      onDone();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="员工离职"
      open={applyCode !== null}
      width={520}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<LeaveValues>
        form={form}
        name="leave"
        preserve={false}
        layout="vertical"
        initialValues={{ evaluate: '' }}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="evaluate" label="员工评价" required rules={[zodRule(LeaveForm, 'evaluate')]}>
          <Input.TextArea
            rows={4}
            maxLength={INTERVIEW_LIMITS.evaluateMax}
            showCount
            placeholder="请输入员工评价"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
