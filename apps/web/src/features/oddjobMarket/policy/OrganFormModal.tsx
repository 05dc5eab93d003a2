import { EnvironmentOutlined } from '@ant-design/icons';
import {
  type AddressPickerValue,
  api,
  CompanyAddressType,
  organLimits as L,
  ORGAN_MESSAGES as M,
  type Organ,
  OrganAddBody,
  TrainLabelType,
} from '@hr/contract';
import { Button, Col, Form, type FormRule, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { AddressPickerDialog, FormModal, type FormModalBaseProps } from '../../../components';
import { pickerValueOf } from '../../recruit/station/station-text.ts';
import { fieldError } from '../../system/shared/zod-rule.ts';
import { TrainLabelSelect } from '../../train/label/TrainLabelSelect.tsx';
import { AttachmentsField, type AttachmentValue, attachmentsBody } from './AttachmentsField.tsx';

interface Values {
  organName: string;
  creditCode: string;
  legalPerson: string;
  contactPerson: string;
  contactPhone: string;
  location: AddressPickerValue | null;
  labelCodes: string[];
  attachments: AttachmentValue[];
}

/** A field checked by the contract's own schema, so the page says what the server would. */
const rule = (field: keyof typeof OrganAddBody.shape): FormRule => ({
  validator: async (_rule, value) => {
    const message = fieldError(OrganAddBody, { [field]: value ?? '' }, field);
    if (message) throw new Error(message);
  },
});

/** Add or edit a skill organisation (a draft). */
export default function OrganFormModal({ organ, ...modal }: FormModalBaseProps & { organ: Organ | null }) {
  const [form] = Form.useForm<Values>();
  const [picking, setPicking] = useState(false);
  const location = Form.useWatch('location', form);
  return (
    <FormModal<Values>
      {...modal}
      form={form}
      noun="技能机构"
      editing={organ !== null}
      name="organForm"
      width={760}
      layout="vertical"
      initialValues={
        organ
          ? { ...organ, location: pickerValueOf(organ) }
          : { labelCodes: [], attachments: [], location: null }
      }
      onSubmit={async (v) => {
        const body = {
          organName: v.organName,
          creditCode: v.creditCode,
          legalPerson: v.legalPerson,
          contactPerson: v.contactPerson,
          contactPhone: v.contactPhone,
          provinceCode: v.location?.province.value ?? '',
          cityCode: v.location?.city.value ?? '',
          countyCode: v.location?.country.value ?? '',
          address: v.location?.adressDetail ?? '',
          lng: v.location?.gcj02Lng ?? Number.NaN,
          lat: v.location?.gcj02Lat ?? Number.NaN,
          labelCodes: v.labelCodes,
          attachments: attachmentsBody(v.attachments),
        };
        if (organ)
          await call(api.skillOrgan.editOrgan, { body: { ...body, businessCode: organ.businessCode } });
        else await call(api.skillOrgan.addOrgan, { body });
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="organName" label="机构名称" required rules={[rule('organName')]}>
            <Input placeholder="请输入机构名称" maxLength={L.nameMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="creditCode" label="统一社会信用代码" required rules={[rule('creditCode')]}>
            <Input placeholder="请输入18位统一社会信用代码" maxLength={18} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="legalPerson" label="法定代表人" required rules={[rule('legalPerson')]}>
            <Input placeholder="请输入法定代表人" maxLength={L.personMax} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactPerson" label="联系人" required rules={[rule('contactPerson')]}>
            <Input placeholder="请输入联系人" maxLength={L.personMax} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactPhone" label="联系电话" required rules={[rule('contactPhone')]}>
            <Input placeholder="请输入手机号" maxLength={11} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="location"
        label="机构地址"
        required
        rules={[
          {
            validator: async (_rule, value: AddressPickerValue | null) => {
              if (!value?.adressDetail) throw new Error(M.regionRequired);
            },
          },
        ]}
      >
        <LocationField onPick={() => setPicking(true)} />
      </Form.Item>
      <Form.Item name="labelCodes" label="培训范围" required rules={[rule('labelCodes')]}>
        <TrainLabelSelect
          labelType={TrainLabelType.skill}
          mode="multiple"
          max={L.scopeMax}
          allowClear
          placeholder={`请选择课程标签（最多${L.scopeMax}个）`}
        />
      </Form.Item>
      <Form.Item name="attachments" label="附件（办学许可证、场地证明等）">
        <AttachmentsField />
      </Form.Item>
      <AddressPickerDialog
        open={picking}
        value={location ?? null}
        title="选择机构地址"
        historyType={CompanyAddressType.company}
        onOk={(value) => {
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
        {value ? '修改地址' : '选择地址'}
      </Button>
      {value ? (
        <Typography.Text>
          {`${value.province.label} ${value.city.label} ${value.country.label} ${value.adressDetail}`}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
