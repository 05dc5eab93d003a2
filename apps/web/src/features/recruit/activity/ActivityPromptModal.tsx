import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { errorText, useFeedback } from '../../../components';

/** What a prompt asks for: a rejection reason, or the settlement amount (yuan, sent as cents). */
export type ActivityPrompt =
  | { kind: 'reason'; title: string }
  | { kind: 'amount'; title: string; defaultYuan: number; maxYuan: number };

export interface ActivityPromptModalProps {
  prompt: ActivityPrompt | null;
  onClose: () => void;
  /** Gets the reason, or the amount in cents; a rejection shows its message and keeps the dialog open. */
  onSubmit: (value: string | number) => Promise<void>;
}

/** A one-field dialog before an action (审核驳回 needs a reason, 提交结算 an amount). */
export default function ActivityPromptModal({ prompt, onClose, onSubmit }: ActivityPromptModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ value: string | number }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    let values: { value: string | number };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(
        prompt?.kind === 'amount' ? Math.round(Number(values.value) * 100) : String(values.value),
      );
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={prompt?.title}
      open={prompt !== null}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        name="activityPrompt"
        preserve={false}
        style={{ marginTop: 24 }}
        initialValues={{ value: prompt?.kind === 'amount' ? prompt.defaultYuan : '' }}
      >
        {prompt?.kind === 'amount' ? (
          <Form.Item name="value" label="结算金额" rules={[{ required: true, message: '请输入结算金额' }]}>
            <InputNumber min={0} max={prompt.maxYuan} precision={2} suffix="元" style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item
            name="value"
            label="驳回原因"
            rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
