import { EnvironmentOutlined } from '@ant-design/icons';
import {
  type AddressPickerValue,
  api,
  type Community,
  CommunitySaveBody,
  CompanyAddressType,
  MaterialType,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, type FormRule, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddressPickerDialog,
  FormModal,
  type FormModalBaseProps,
  gcj02ToBd09,
  MediaPickerField,
  type PickedMedia,
  RegionCascader,
} from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';

interface Values {
  communityName: string;
  managerName: string;
  managerPhone: string;
  regionCodes: string[];
  location: AddressPickerValue | null;
  photos: PickedMedia[];
  remark?: string;
}

const rule = (field: string): FormRule => ({
  validator: async (_rule, value) => {
    const message = fieldError(CommunitySaveBody, { [field]: value ?? '' }, field);
    if (message) throw new Error(message);
  },
});

/** Add or edit a community: name, manager, five-level region, address with the map picker, photos. */
export default function CommunityFormModal({
  community,
  ...modal
}: FormModalBaseProps & { community: Community | null }) {
  const [form] = Form.useForm<Values>();
  const [picking, setPicking] = useState(false);
  const location = Form.useWatch('location', form);
  const detail = useQuery({
    queryKey: ['rental', 'community', community?.communityCode],
    queryFn: () => call(api.rental.communityDetail, { query: { communityCode: community!.communityCode } }),
    enabled: !!community && modal.open,
  });
  if (community && !detail.data) return null;
  const c = community;
  const bd = c ? gcj02ToBd09({ lng: c.lng, lat: c.lat }) : null;
  return (
    <FormModal<Values>
      {...modal}
      form={form}
      noun="小区"
      editing={!!c}
      name="communityForm"
      width={720}
      initialValues={
        c
          ? {
              communityName: c.communityName,
              managerName: c.managerName,
              managerPhone: c.managerPhone,
              regionCodes: [
                c.provinceCode,
                c.cityCode,
                c.countyCode,
                c.streetCode,
                ...(c.committeeCode ? [c.committeeCode] : []),
              ],
              location: {
                province: { value: c.provinceCode, label: c.provinceName },
                city: { value: c.cityCode, label: c.cityName },
                country: { value: c.countyCode, label: c.countyName },
                gcj02Lng: c.lng,
                gcj02Lat: c.lat,
                bd09Lng: bd!.lng,
                bd09Lat: bd!.lat,
                adressDetail: c.address,
              },
              photos: (detail.data?.photos ?? []).map((p) => ({ materialCode: p.materialCode, url: p.url })),
              remark: c.remark ?? '',
            }
          : {
              communityName: '',
              managerName: '',
              managerPhone: '',
              regionCodes: [],
              location: null,
              photos: [],
            }
      }
      onSubmit={async (v) => {
        const [provinceCode = '', cityCode = '', countyCode = '', streetCode = '', committeeCode] =
          v.regionCodes;
        const body = {
          communityName: v.communityName,
          managerName: v.managerName,
          managerPhone: v.managerPhone,
          provinceCode,
          cityCode,
          countyCode,
          streetCode,
          committeeCode: committeeCode ?? null,
          address: v.location?.adressDetail ?? '',
          lng: v.location?.gcj02Lng ?? Number.NaN,
          lat: v.location?.gcj02Lat ?? Number.NaN,
          photoCodes: v.photos.map((p) => p.materialCode),
          remark: v.remark ?? '',
        };
        if (c) await call(api.rental.communityUpdate, { body: { ...body, communityCode: c.communityCode } });
        else await call(api.rental.communitySave, { body });
      }}
    >
      <Form.Item name="communityName" label="小区名称" required rules={[rule('communityName')]}>
        <Input placeholder="请输入小区名称" maxLength={50} />
      </Form.Item>
      <Form.Item name="managerName" label="负责人" required rules={[rule('managerName')]}>
        <Input placeholder="请输入负责人" maxLength={20} />
      </Form.Item>
      <Form.Item name="managerPhone" label="联系电话" required rules={[rule('managerPhone')]}>
        <Input placeholder="请输入手机号" maxLength={11} />
      </Form.Item>
      <Form.Item
        name="regionCodes"
        label="所在地区"
        required
        extra="省、市、区县、街道必选，村（居）委会可选"
        rules={[
          {
            validator: async (_r, codes?: string[]) => {
              if (!codes || codes.length < 4) throw new Error('请选择到街道（乡镇）');
            },
          },
        ]}
      >
        <RegionCascader
          depth={5}
          changeOnSelect
          valueLabels={
            c ? [c.provinceName, c.cityName, c.countyName, c.streetName, c.committeeName ?? ''] : undefined
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
            validator: async (_r, value: AddressPickerValue | null) => {
              if (!value?.adressDetail) throw new Error('请选择详细地址');
            },
          },
        ]}
      >
        <LocationField onPick={() => setPicking(true)} />
      </Form.Item>
      <Form.Item name="photos" label="小区照片" extra="从素材库选择，最多9张">
        <MediaPickerField type={MaterialType.image} limit={9} itemName="小区照片" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <AddressPickerDialog
        open={picking}
        value={location ?? null}
        title="选择小区地址"
        historyType={CompanyAddressType.company}
        onOk={(value) => {
          const codes: string[] = form.getFieldValue('regionCodes') ?? [];
          const county = [value.province.value, value.city.value, value.country.value];
          if (county.some((code, i) => codes[i] !== code)) form.setFieldValue('regionCodes', county);
          form.setFieldValue('location', value);
          void form.validateFields(['location']);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </FormModal>
  );
}

function LocationField({ value, onPick }: { value?: AddressPickerValue | null; onPick: () => void }) {
  return (
    <Space direction="vertical" size={4}>
      <Button icon={<EnvironmentOutlined />} onClick={onPick}>
        {value ? '修改地址与坐标' : '选择地址与坐标'}
      </Button>
      {value ? (
        <Typography.Text>{`${value.adressDetail}（${value.gcj02Lng}, ${value.gcj02Lat}）`}</Typography.Text>
      ) : null}
    </Space>
  );
}
