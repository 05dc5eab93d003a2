import { EnvironmentOutlined } from '@ant-design/icons';
import { type AddressPickerValue, CompanyAddressType } from '@hr/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { AddressPickerDialog, formatLngLat } from '../../../components';

export interface PlaceFieldProps {
  value?: AddressPickerValue | null;
  onChange?: (value: AddressPickerValue) => void;
  id?: string;
}

/** The venue as a form control: the picked address and coordinate, and a button opening the picker. */
export function PlaceField({ value, onChange, id }: PlaceFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Button id={id} icon={<EnvironmentOutlined />} onClick={() => setOpen(true)}>
        {value ? '修改地址' : '选择地址'}
      </Button>
      {value ? (
        <Typography.Text data-testid="jobfair-place">
          {`${value.province.label}${value.city.label}${value.country.label} ${value.adressDetail}`}
          <Typography.Text type="secondary">
            {`（${formatLngLat({ lng: value.gcj02Lng, lat: value.gcj02Lat })}）`}
          </Typography.Text>
        </Typography.Text>
      ) : null}
      <AddressPickerDialog
        open={open}
        value={value ?? null}
        title="选择招聘会地址"
        historyType={CompanyAddressType.jobfair}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          onChange?.(picked);
          setOpen(false);
        }}
      />
    </Space>
  );
}
