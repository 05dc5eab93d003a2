import { Form, Input, Modal, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorText, useFeedback } from '../feedback';

export interface ReviewModalProps {
  open: boolean;
  /** Title, e.g. 企业认证审核. */
  title: string;
  /** What is reviewed, shown on top (a name, or detail rows). */
  subject: ReactNode;
  /** The labels of the two outcomes. */
  passLabel?: string;
  rejectLabel?: string;
  /** Only rejecting (no choice), e.g. 驳回充值. */
  rejectOnly?: boolean;
  /** Passing may carry an optional remark (审核意见); otherwise only a rejection has one. */
  remarkOnPass?: boolean;
  /** Longest remark; 200 by default. */
  remarkMax?: number;
  /** What the rejection's reason is called; 驳回原因 by default (e.g. 下线原因). */
  reasonLabel?: string;
  /** Saves the outcome; a rejection always comes with its reason. */
  onSubmit: (outcome: { pass: boolean; remark?: string }) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  outcome: 'pass' | 'reject';
  remark?: string;
}

/**
 * The review of companies, recharges, stations and job fairs: pass, or reject with a reason (required,
 * 请输入驳回原因); says 操作成功, or the server's message and stays open.
 */
export function ReviewModal({
  passLabel = '审核通过',
  rejectLabel = '审核驳回',
  remarkMax = 200,
  reasonLabel = '驳回原因',
  ...props
}: ReviewModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const outcome = Form.useWatch('outcome', form);
  const rejecting = props.rejectOnly || outcome === 'reject';

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const pass = !props.rejectOnly && values.outcome === 'pass';
      const remark = values.remark?.trim();
      await props.onSubmit(pass && !remark ? { pass } : { pass, remark });
      message.success('操作成功');
      props.onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={props.title}
      open={props.open}
      onOk={save}
      onCancel={props.onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        name="reviewForm"
        preserve={false}
        labelCol={{ flex: '90px' }}
        initialValues={{ outcome: props.rejectOnly ? 'reject' : 'pass', remark: '' }}
        style={{ marginTop: 24 }}
      >
        <Form.Item label="对象">{props.subject}</Form.Item>
        {!props.rejectOnly && (
          <Form.Item name="outcome" label="审核结果">
            <Radio.Group
              aria-label="审核结果"
              options={[
                { value: 'pass', label: passLabel },
                { value: 'reject', label: rejectLabel },
              ]}
            />
          </Form.Item>
        )}
        {(rejecting || props.remarkOnPass) && (
          <Form.Item
            name="remark"
            label={rejecting ? reasonLabel : '审核意见'}
            required={rejecting}
            rules={rejecting ? [{ required: true, whitespace: true, message: `请输入${reasonLabel}` }] : []}
          >
            <Input.TextArea
              rows={3}
              maxLength={remarkMax}
              showCount
              placeholder={rejecting ? `请输入${reasonLabel}` : '选填'}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
