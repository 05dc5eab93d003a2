import { EnvironmentOutlined } from '@ant-design/icons';
import type { AddressPickerValue } from '@hr/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatLngLat } from '../MapView';
import { AddressPickerDialog } from './lazy.ts';

export interface AddressFieldProps {
  value?: AddressPickerValue | null;
  onChange?: (value: AddressPickerValue) => void;
  id?: string;
  /** The picker's title, e.g. 选择培训地址. */
  title: string;
  /** Which address history the picker offers (CompanyAddressType). */
  historyType: number;
  /** data-testid of the picked address's text. */
  testId?: string;
}

/** An address as a form control: the picked address and coordinate, and a button opening the picker. */
export function AddressField({ value, onChange, id, title, historyType, testId }: AddressFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Button id={id} icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
        {value ? '修改地址' : '选择地址'}
      </Button>
      {value ? (
        <Typography.Text data-testid={testId}>
          {`${value.province.label}${value.city.label}${value.country.label} ${value.adressDetail}`}
          <Typography.Text type="secondary">
            {`（${formatLngLat({ lng: value.gcj02Lng, lat: value.gcj02Lat })}）`}
          </Typography.Text>
        </Typography.Text>
      ) : null}
      <AddressPickerDialog
        open={open}
        value={value ?? null}
        title={title}
        historyType={historyType}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          onChange?.(picked);
          setOpen(false);
        }}
      />
    </Space>
  );
}
