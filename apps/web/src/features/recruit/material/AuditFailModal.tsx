import { AUDIT_REASON_MAX, AuditMaterialBody, MaterialApplyState, type MaterialRecord } from '@hr/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorText, type MaterialLibraryApi, useFeedback } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

export interface AuditFailModalProps {
  material: MaterialRecord;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  library: MaterialLibraryApi;
}

/** 审核不通过: the reason is required; the company then sees 审核未通过：{reason} on the material. */
export default function AuditFailModal({ material, open, onClose, onSaved, library }: AuditFailModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    let values: { reason: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await library.audit({
        materialCode: material.materialCode,
        applyState: MaterialApplyState.failed,
        reason: values.reason,
      });
      message.success('操作成功');
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const extra = { materialCode: material.materialCode, applyState: MaterialApplyState.failed };
  return (
    <Modal
      title={`审核不通过：${material.materialName}`}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        name="materialAuditFail"
        preserve={false}
        layout="vertical"
        initialValues={{ reason: '' }}
      >
        <Form.Item
          label="未通过原因"
          name="reason"
          required
          rules={[zodRule(AuditMaterialBody, 'reason', extra)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={AUDIT_REASON_MAX}
            showCount
            placeholder="请输入审核未通过原因"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
