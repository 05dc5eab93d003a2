import { EnvironmentOutlined } from '@ant-design/icons';
import type { AddressPickerValue } from '@hr/contract';
import { Button, Card, Col, Descriptions, Empty, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { MapMarkerView } from '../MapView';
import { AddressPickerDialog } from '.';

/**
 * Developer preview of the shared address picker (`/common/preview/address-picker`): opens the dialog on
 * the signed-in user's company history and shows exactly what it hands back, with the read-only map view.
 * The job and job fair forms use the same dialog.
 */
export default function AddressPickerPreview() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<AddressPickerValue | null>(null);
  return (
    <Card
      title="地址选择器"
      extra={
        <Button type="primary" icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
          {value ? '修改地址' : '选择地址'}
        </Button>
      }
    >
      {value ? (
        <Row gutter={24}>
          <Col span={12}>
            <Descriptions
              column={1}
              bordered
              size="small"
              title="选择结果"
              data-testid="address-picker-output"
            >
              <Descriptions.Item label="省份（province）">{`${value.province.label}（${value.province.value}）`}</Descriptions.Item>
              <Descriptions.Item label="城市（city）">{`${value.city.label}（${value.city.value}）`}</Descriptions.Item>
              <Descriptions.Item label="区县（country）">{`${value.country.label}（${value.country.value}）`}</Descriptions.Item>
              <Descriptions.Item label="详细地址（adressDetail）">{value.adressDetail}</Descriptions.Item>
              <Descriptions.Item label="GCJ-02（gcj02Lng, gcj02Lat）">{`${value.gcj02Lng}, ${value.gcj02Lat}`}</Descriptions.Item>
              <Descriptions.Item label="BD-09（bd09Lng, bd09Lat）">{`${value.bd09Lng}, ${value.bd09Lat}`}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              <Space orientation="vertical" size={0}>
                <span>输出（JSON）：</span>
                <code style={{ wordBreak: 'break-all' }}>{JSON.stringify(value)}</code>
              </Space>
            </Typography.Paragraph>
          </Col>
          <Col span={12}>
            <MapMarkerView
              point={{ lng: value.gcj02Lng, lat: value.gcj02Lat }}
              title={`${value.province.label}${value.city.label}${value.country.label}${value.adressDetail}`}
              regionCode={value.country.value}
              height={360}
            />
          </Col>
        </Row>
      ) : (
        <Empty description="尚未选择地址" />
      )}
      <AddressPickerDialog
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          setValue(picked);
          setOpen(false);
        }}
      />
    </Card>
  );
}
