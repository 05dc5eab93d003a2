import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { AvatarUpload, type AvatarValue } from './AvatarUpload';

/**
 * Developer preview of the avatar uploader (route /common/preview/avatar-upload): uploads through the real
 * API and shows the component's value.
 */
export default function AvatarUploadPreview() {
  const [value, setValue] = useState<AvatarValue | null>(null);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Card title="头像上传（png/jpg/jpeg，10M以内；可预览、删除）">
        <AvatarUpload value={value} onChange={setValue} />
      </Card>
      <Card title="组件输出">
        <Typography.Paragraph>
          <pre data-testid="avatar-output" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(value, null, 2)}
          </pre>
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
