import { api, CompanyFields, type CompanyRow } from '@hr/contract';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddressPickerDialog,
  errorText,
  type LicenceRecognised,
  LicenceUpload,
  RegionCascader,
  useFeedback,
} from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

type Values = Partial<Record<keyof CompanyFields, string | number | null>> & { region?: string[] };

export interface CompanyFormModalProps {
  open: boolean;
  /** 'submit': (re)apply for certification (new when no company); 'update': edit without review. */
  mode: 'submit' | 'update';
  company: CompanyRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const TEXT_FIELDS = [
  'cmpyName',
  'creditCode',
  'legalPerson',
  'contactName',
  'contactPhone',
  'address',
] as const;

const initialValues = (company: CompanyRow | null): Values => {
  if (!company) return Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Values;
  const values: Values = {};
  for (const key of Object.keys(CompanyFields.shape) as (keyof CompanyFields)[])
    values[key] = company[key] ?? '';
  values.gcj02Lng = company.gcj02Lng;
  values.gcj02Lat = company.gcj02Lat;
  values.region = [company.provinceCode, company.cityCode, company.countyCode].filter(
    (code): code is string => !!code,
  );
  return values;
};

/**
 * The certification form: the business licence (its recognised name, credit code, legal person and address
 * fill the form), contact, region and address (optionally placed on the map). Rules are the contract's.
 */
export default function CompanyFormModal({ open, mode, company, onClose, onSaved }: CompanyFormModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const rule = (field: keyof CompanyFields) => [zodRule(CompanyFields, field)];
  const lng = Form.useWatch('gcj02Lng', form);
  const lat = Form.useWatch('gcj02Lat', form);

  const recognised = (result: LicenceRecognised) => {
    const filled = Object.fromEntries(
      (['cmpyName', 'creditCode', 'legalPerson', 'address'] as const).flatMap((key) =>
        result[key] ? [[key, result[key]]] : [],
      ),
    );
    form.setFieldsValue({ ...filled, licenceObjectKey: result.objectKey });
    void form.validateFields(['licenceObjectKey']);
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const { region: _region, ...rest } = values;
    const point = (value: unknown) => (value === '' || value === undefined ? null : value);
    const fields = CompanyFields.parse({
      ...rest,
      gcj02Lng: point(rest.gcj02Lng),
      gcj02Lat: point(rest.gcj02Lat),
    });
    setSaving(true);
    try {
      if (mode === 'update' && company) {
        await call(api.company.update, { body: { ...fields, cmpyCode: company.cmpyCode } });
        message.success('更新成功');
      } else {
        await call(api.company.submit, { body: { ...fields, cmpyCode: company?.cmpyCode } });
        message.success('提交成功');
      }
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const title = mode === 'update' ? '编辑企业信息' : company ? '重新提交认证' : '新增企业';
  return (
    <Modal
      title={title}
      open={open}
      onOk={save}
      okText={mode === 'update' ? '保存' : '提交认证'}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={760}
    >
      <Form<Values>
        form={form}
        name="companyForm"
        preserve={false}
        labelCol={{ flex: '140px' }}
        initialValues={initialValues(company)}
        style={{ marginTop: 24 }}
      >
        <Form.Item label="营业执照" required>
          <LicenceUpload
            onRecognised={recognised}
            value={company?.licenceUrl ? { url: company.licenceUrl } : null}
          />
          <Form.Item name="licenceObjectKey" noStyle rules={rule('licenceObjectKey')}>
            <Input type="hidden" />
          </Form.Item>
        </Form.Item>
        <Form.Item name="cmpyName" label="企业名称" required rules={rule('cmpyName')}>
          <Input placeholder="请输入企业名称" maxLength={100} />
        </Form.Item>
        <Form.Item name="creditCode" label="统一社会信用代码" required rules={rule('creditCode')}>
          <Input placeholder="请输入统一社会信用代码" maxLength={18} />
        </Form.Item>
        <Form.Item name="legalPerson" label="法定代表人" required rules={rule('legalPerson')}>
          <Input placeholder="请输入法定代表人" maxLength={30} />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" required rules={rule('contactName')}>
          <Input placeholder="请输入联系人" maxLength={30} />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" required rules={rule('contactPhone')}>
          <Input placeholder="请输入联系电话" maxLength={14} />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          required
          rules={[{ required: true, message: '请选择省市县' }]}
        >
          <RegionCascader
            valueLabels={
              company
                ? [company.provinceName, company.cityName, company.countyName].map((n) => n ?? '')
                : undefined
            }
            onChange={(codes, labels) =>
              form.setFieldsValue({
                region: codes,
                provinceCode: codes[0] ?? '',
                cityCode: codes[1] ?? '',
                countyCode: codes[2] ?? '',
                provinceName: labels[0] ?? '',
                cityName: labels[1] ?? '',
                countyName: labels[2] ?? '',
              })
            }
          />
        </Form.Item>
        {(['provinceCode', 'provinceName', 'cityCode', 'cityName', 'countyCode', 'countyName'] as const).map(
          (name) => (
            <Form.Item key={name} name={name} hidden>
              <Input />
            </Form.Item>
          ),
        )}
        <Form.Item name="gcj02Lng" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="gcj02Lat" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="address" label="详细地址" required rules={rule('address')}>
          <Input placeholder="请输入详细地址" maxLength={100} />
        </Form.Item>
        <Form.Item label="地图坐标">
          <Space>
            <Typography.Text type={lng ? undefined : 'secondary'}>
              {lng && lat ? `${Number(lng).toFixed(6)}, ${Number(lat).toFixed(6)}` : '未选择（可选）'}
            </Typography.Text>
            <Button size="small" onClick={() => setMapOpen(true)}>
              地图选点
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <AddressPickerDialog
        open={mapOpen}
        historyType={1}
        cmpyCode={company?.cmpyCode}
        onCancel={() => setMapOpen(false)}
        onOk={(picked) => {
          form.setFieldsValue({
            region: [picked.province.value, picked.city.value, picked.country.value],
            provinceCode: picked.province.value,
            provinceName: picked.province.label,
            cityCode: picked.city.value,
            cityName: picked.city.label,
            countyCode: picked.country.value,
            countyName: picked.country.label,
            address: picked.adressDetail,
            gcj02Lng: picked.gcj02Lng,
            gcj02Lat: picked.gcj02Lat,
          });
          setMapOpen(false);
        }}
      />
    </Modal>
  );
}
