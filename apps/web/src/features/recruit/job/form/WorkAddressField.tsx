import { EnvironmentOutlined } from '@ant-design/icons';
import { type AddressPickerValue, CompanyAddressType } from '@hr/contract';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { AddressPickerDialog, formatLngLat } from '../../../../components';
import { type FieldAria, fieldAria } from '../../../../components/field-aria';

export interface WorkAddressFieldProps extends FieldAria {
  value?: AddressPickerValue | null;
  onChange?: (value: AddressPickerValue) => void;
  /** Operators: whose work-address history the picker lists. */
  cmpyCode?: string | undefined;
  id?: string;
}

/** The work address as it reads: region, detail and the coordinate. */
export const addressText = (value: AddressPickerValue) =>
  `${value.province.label}${value.city.label}${value.country.label} ${value.adressDetail}（${formatLngLat({
    lng: value.gcj02Lng,
    lat: value.gcj02Lat,
  })}）`;

/**
 * The job's work address (spec §2, §5): the shared address picker (region, detail, coordinate, each new
 * coordinate confirmed; the dialog gives 请选择省市县 / 请输入详细地址 / 请选择坐标位置 /
 * 请确认是否保存新坐标), listing the company's work-address history.
 */
export function WorkAddressField({ value, onChange, cmpyCode, id, ...aria }: WorkAddressFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          {...fieldAria(aria)}
          readOnly
          value={value ? addressText(value) : ''}
          placeholder="请选择工作地址"
          prefix={<EnvironmentOutlined />}
          onClick={() => setOpen(true)}
          style={{ cursor: 'pointer' }}
        />
        <Button onClick={() => setOpen(true)}>{value ? '修改地址' : '选择地址'}</Button>
      </Space.Compact>
      <AddressPickerDialog
        open={open}
        value={value ?? null}
        title="选择工作地址"
        historyType={CompanyAddressType.job}
        cmpyCode={cmpyCode}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          onChange?.(picked);
          setOpen(false);
        }}
      />
    </>
  );
}
