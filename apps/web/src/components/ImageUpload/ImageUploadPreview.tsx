import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { ImageUpload } from './ImageUpload';
import type { UploadedImage } from './imageUploadRules';

/**
 * Developer preview of the image upload (route /common/preview/image-upload): uploads into the caller's
 * material library through the real API (at most 2 images) and shows the component's value.
 */
export default function ImageUploadPreview() {
  const [images, setImages] = useState<UploadedImage[]>([]);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="图片上传（png/jpg/jpeg，10M以内，最多2张）">
        <ImageUpload maxCount={2} value={images} onChange={setImages} />
      </Card>
      <Card title="组件输出">
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {JSON.stringify(images, null, 2)}
        </pre>
        <Typography.Text type="secondary">
          新上传的图片进入素材库，审核通过后才能在素材选择中选用。
        </Typography.Text>
      </Card>
    </Space>
  );
}
