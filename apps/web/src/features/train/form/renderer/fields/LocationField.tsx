import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useFeedback } from '../../../../../components/feedback';
import { formatLngLat, type LngLat, MapView, round6, wgs84ToGcj02 } from '../../../../../components/MapView';
import type { FieldProps } from './types.ts';

/** The answer: a GCJ-02 point and the address the person typed. */
export interface LocationValue extends LngLat {
  address?: string;
}

export const LOCATE_TIMEOUT_MS = 10_000;
export const LOCATE_FAILED = '定位失败';

const rounded = (p: LngLat): LngLat => ({ lng: round6(p.lng), lat: round6(p.lat) });

/** The browser's position (WGS-84) as GCJ-02, or null when it is refused, unknown or too slow. */
function locate(): Promise<LngLat | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(rounded(wgs84ToGcj02({ lng: coords.longitude, lat: coords.latitude }))),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

/** Location: the browser's position or a point picked on the map, with an address line. */
export function LocationField({ value, onChange, id, disabled }: FieldProps<LocationValue | null>) {
  const { message } = useFeedback();
  const [locating, setLocating] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [picked, setPicked] = useState<LngLat | null>(null);
  const point = value && typeof value.lng === 'number' ? value : null;
  const lng = point?.lng;
  const lat = point?.lat;
  const focus = useMemo(
    () => (lng !== undefined && lat !== undefined ? { point: { lng, lat }, zoom: 14 } : null),
    [lng, lat],
  );
  const setPoint = (p: LngLat) => onChange?.({ ...rounded(p), address: point?.address ?? '' });

  const locateMe = async () => {
    setLocating(true);
    const found = await locate();
    setLocating(false);
    if (found) setPoint(found);
    else message.error(LOCATE_FAILED);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button icon={<AimOutlined />} loading={locating} disabled={disabled} onClick={locateMe}>
          获取当前位置
        </Button>
        <Button icon={<EnvironmentOutlined />} disabled={disabled} onClick={() => setMapOpen(true)}>
          地图选点
        </Button>
        <Typography.Text type="secondary">
          {point ? `经纬度：${formatLngLat(point)}` : '尚未定位'}
        </Typography.Text>
      </Space>
      <Input
        id={id}
        disabled={disabled || !point}
        value={point?.address ?? ''}
        maxLength={100}
        placeholder={point ? '请输入详细地址' : '请先定位或在地图上选点'}
        onChange={(e) => point && onChange?.({ ...point, address: e.target.value })}
      />
      <Modal
        open={mapOpen}
        title="地图选点"
        okText="确定"
        okButtonProps={{ disabled: !picked }}
        width={720}
        destroyOnHidden
        onOk={() => {
          if (picked) setPoint(picked);
          setMapOpen(false);
          setPicked(null);
        }}
        onCancel={() => {
          setMapOpen(false);
          setPicked(null);
        }}
      >
        <Typography.Paragraph type="secondary">点击地图选择位置</Typography.Paragraph>
        <MapView marker={point} pendingMarker={picked} onMapClick={setPicked} focus={focus} height={360} />
      </Modal>
    </Space>
  );
}
