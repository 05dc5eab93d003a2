import { Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { SignaturePad } from '../SignaturePad';
import { RichTextEditor } from '.';

/**
 * Developer preview of the rich-text editor and the signature pad (route /common/preview/rich-text): images
 * go through the real editor-image upload; the page shows the HTML and the signature the components give.
 */
export default function RichTextPreview() {
  const [html, setHtml] = useState('');
  const [signature, setSignature] = useState('');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Card title="富文本编辑器（图片经服务器上传，最多200字）">
        <Form layout="vertical">
          <Form.Item label="职位介绍">
            <RichTextEditor value={html} onChange={setHtml} maxLength={200} />
          </Form.Item>
        </Form>
        <Typography.Title level={5}>输出的 HTML</Typography.Title>
        <Typography.Paragraph code copyable data-testid="rich-text-output" style={{ wordBreak: 'break-all' }}>
          {html || '（空）'}
        </Typography.Paragraph>
      </Card>
      <Card title="手写签名（500×300，笔宽5）">
        <SignaturePad value={signature} onChange={setSignature} />
        <Typography.Paragraph type="secondary" data-testid="signature-output">
          {signature ? `已签名：PNG ${Math.round((signature.length * 3) / 4 / 1024)} KB` : '尚未签名'}
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
