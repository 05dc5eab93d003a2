import { EnvironmentOutlined } from '@ant-design/icons';
import {
  type AddressPickerValue,
  api,
  CompanyAddressType,
  STATION_MESSAGES as M,
  type Station,
  StationAddBody,
  StationPhone,
} from '@hr/contract';
import { Alert, Button, Form, type FormRule, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddressPickerDialog,
  errorText,
  FormModal,
  type FormModalBaseProps,
  RegionCascader,
} from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';
import { pickerValueOf } from './station-text.ts';

/** The form's address field: the chosen address with its coordinate, and the button opening the picker. */
function LocationField({ value, onPick }: { value?: AddressPickerValue | null; onPick: () => void }) {
  return (
    <Space direction="vertical" size={4}>
      <Button icon={<EnvironmentOutlined />} onClick={onPick}>
        {value ? '修改地址与坐标' : '选择地址与坐标'}
      </Button>
      {value ? (
        <Typography.Text data-testid="station-location">
          {`${value.adressDetail}（${value.gcj02Lng}, ${value.gcj02Lat}）`}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

interface Values {
  applyName: string;
  contactPerson: string;
  contactPhone: string;
  /** Province, city, county and optionally street and village committee codes. */
  regionCodes: string[];
  location: AddressPickerValue | null;
}

export interface StationFormModalProps extends FormModalBaseProps {
  /** The station to edit; null adds one. */
  station: Station | null;
}

const text = (field: 'applyName' | 'contactPerson'): FormRule => ({
  validator: async (_rule, value) => {
    const message = fieldError(StationAddBody, { [field]: value ?? '' }, field);
    if (message) throw new Error(message);
  },
});

/** Add or edit a station; a save puts it (back) into review. */
export default function StationFormModal({ station, ...modal }: StationFormModalProps) {
  const editing = station !== null;
  const [form] = Form.useForm<Values>();
  const [picking, setPicking] = useState(false);
  const location = Form.useWatch('location', form);

  // The phone must be a mainland mobile not used by another station (server check on blur).
  const phoneRule: FormRule = {
    validator: async (_rule, value) => {
      const parsed = StationPhone.safeParse(value ?? '');
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? M.phoneInvalid);
      try {
        await call(api.station.validatedPhone, {
          query: { contactPhone: parsed.data, ...(station ? { stationCode: station.stationCode } : {}) },
        });
      } catch (error) {
        throw new Error(errorText(error, M.phoneTaken));
      }
    },
  };

  const pickedAddress = (value: AddressPickerValue) => {
    const codes: string[] = form.getFieldValue('regionCodes') ?? [];
    const county = [value.province.value, value.city.value, value.country.value];
    // The picker's county wins; a street or committee chosen below the same county stays.
    if (county.some((code, i) => codes[i] !== code)) form.setFieldValue('regionCodes', county);
    form.setFieldValue('location', value);
    void form.validateFields(['location', 'regionCodes']);
    setPicking(false);
  };

  return (
    <FormModal<Values>
      {...modal}
      form={form}
      noun="服务站"
      editing={editing}
      name="stationForm"
      width={680}
      initialValues={
        station
          ? {
              applyName: station.applyName,
              contactPerson: station.contactPerson,
              contactPhone: station.contactPhone,
              regionCodes: [
                station.provinceCode,
                station.cityCode,
                station.countyCode,
                ...(station.streetCode ? [station.streetCode] : []),
                ...(station.committeeCode ? [station.committeeCode] : []),
              ],
              location: pickerValueOf(station),
            }
          : { applyName: '', contactPerson: '', contactPhone: '', regionCodes: [], location: null }
      }
      onSubmit={async (v) => {
        const [provinceCode = '', cityCode = '', countyCode = '', streetCode, committeeCode] = v.regionCodes;
        const body = {
          applyName: v.applyName,
          contactPerson: v.contactPerson,
          contactPhone: v.contactPhone,
          provinceCode,
          cityCode,
          countyCode,
          streetCode: streetCode ?? null,
          committeeCode: committeeCode ?? null,
          address: v.location?.adressDetail ?? '',
          lng: v.location?.gcj02Lng ?? Number.NaN,
          lat: v.location?.gcj02Lat ?? Number.NaN,
        };
        if (station)
          await call(api.station.editStation, { body: { ...body, stationCode: station.stationCode } });
        else await call(api.station.addStation, { body });
      }}
    >
      {station?.approveState === 1 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="修改运行中的服务站后需重新审核" />
      ) : null}
      <Form.Item name="applyName" label="服务站名称" required rules={[text('applyName')]}>
        <Input placeholder="请输入服务站名称" maxLength={50} />
      </Form.Item>
      <Form.Item name="contactPerson" label="联系人" required rules={[text('contactPerson')]}>
        <Input placeholder="请输入联系人" maxLength={25} />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" required rules={[phoneRule]} validateTrigger="onBlur">
        <Input placeholder="请输入手机号" maxLength={11} />
      </Form.Item>
      <Form.Item
        name="regionCodes"
        label="所在地区"
        required
        extra="省、市、区县必选，街道与村（居）委会可选"
        rules={[
          {
            validator: async (_rule, codes?: string[]) => {
              if (!codes || codes.length < 3) throw new Error(M.regionRequired);
            },
          },
        ]}
      >
        <RegionCascader
          depth={5}
          changeOnSelect
          valueLabels={
            station
              ? [
                  station.provinceName,
                  station.cityName,
                  station.countyName,
                  station.streetName ?? '',
                  station.committeeName ?? '',
                ]
              : undefined
          }
          placeholder="请选择省/市/区县/街道/村（居）委会"
        />
      </Form.Item>
      <Form.Item
        name="location"
        label="详细地址"
        required
        rules={[
          {
            validator: async (_rule, value: AddressPickerValue | null) => {
              if (!value?.adressDetail) throw new Error(M.addressRequired);
            },
          },
        ]}
      >
        <LocationField onPick={() => setPicking(true)} />
      </Form.Item>
      <AddressPickerDialog
        open={picking}
        value={location ?? null}
        title="选择服务站地址"
        historyType={CompanyAddressType.company}
        onOk={pickedAddress}
        onCancel={() => setPicking(false)}
      />
    </FormModal>
  );
}
