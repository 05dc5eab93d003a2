import { Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { isAllowedLink } from './richText';

export interface LinkDialogProps {
  open: boolean;
  /** The link under the cursor, when editing one. */
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link address (http, https or mailto); 移除链接 when the cursor is on a link. */
export function LinkDialog({ open, initialHref, onApply, onRemove, onClose }: LinkDialogProps) {
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ href: initialHref });
  }, [open, initialHref, form]);

  return (
    <Modal
      title="插入链接"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={[
        initialHref ? (
          <Button key="remove" danger onClick={onRemove}>
            移除链接
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" onClick={() => form.submit()}>
          确定
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={({ href }) => onApply(href.trim())}>
        <Form.Item
          name="href"
          label="链接地址"
          rules={[
            { required: true, whitespace: true, message: '请输入链接地址' },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isAllowedLink(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('链接地址需以 http://、https:// 或 mailto: 开头')),
            },
          ]}
        >
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
