import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import type { FormInfo } from '@hr/contract';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { useFeedback } from '../../../../components';
import { formFillPath } from '../storedForm.ts';

/** The full address of a form's public answer page. */
export const formFillUrl = (bizCode: string) => `${window.location.origin}${formFillPath(bizCode)}`;

/** 填写链接: the public answer page's address, to copy or open. */
export function FormLinkModal({ form, onClose }: { form: FormInfo | null; onClose: () => void }) {
  const { message } = useFeedback();
  const url = form ? formFillUrl(form.bizCode) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success('复制成功');
    } catch {
      message.error('复制失败，请手动复制');
    }
  };
  return (
    <Modal title="填写链接" open={!!form} footer={null} width={560} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        {form?.formName}：任何人打开此链接即可填写，无需登录。
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly aria-label="填写链接" value={url} onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制
        </Button>
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noreferrer">
          打开
        </Button>
      </Space.Compact>
    </Modal>
  );
}
