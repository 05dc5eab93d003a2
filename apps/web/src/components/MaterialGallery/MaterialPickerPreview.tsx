import { MaterialType } from '@hr/contract';
import { Button, Card, Image, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { VideoPlayer } from '../VideoPlayer';
import { MaterialPickerDialog } from './MaterialPickerDialog';
import type { PickedMaterial } from './selection';

/**
 * Developer preview of the material picker (route /common/preview/material-picker): picks from the
 * caller's library through the real API, with a chosen type and limit, and shows what the dialog returns.
 */
export default function MaterialPickerPreview() {
  const [type, setType] = useState<MaterialType>(MaterialType.image);
  const [limit, setLimit] = useState(1);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedMaterial[]>([]);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="素材选择">
        <Space wrap>
          <Radio.Group
            aria-label="素材类型"
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPicked([]);
            }}
            options={[
              { value: MaterialType.image, label: '图片' },
              { value: MaterialType.video, label: '视频' },
            ]}
          />
          <span>最多可选</span>
          <InputNumber
            aria-label="最多可选"
            min={1}
            max={9}
            value={limit}
            onChange={(value) => setLimit(value ?? 1)}
          />
          <Button type="primary" onClick={() => setOpen(true)}>
            选择素材
          </Button>
        </Space>
      </Card>
      <Card title="组件输出">
        <Space wrap size="large">
          {picked.map((item) =>
            item.materialType === MaterialType.video ? (
              <VideoPlayer key={item.materialCode} src={item.url} width={240} height={135} />
            ) : (
              <Image
                key={item.materialCode}
                src={item.url}
                alt={item.materialName}
                width={160}
                height={120}
              />
            ),
          )}
        </Space>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {JSON.stringify(picked, null, 2)}
        </pre>
      </Card>
      <MaterialPickerDialog
        open={open}
        type={type}
        limit={limit}
        initialSelected={picked}
        onCancel={() => setOpen(false)}
        onOk={(selected) => {
          setPicked(selected);
          setOpen(false);
        }}
      />
    </Space>
  );
}
