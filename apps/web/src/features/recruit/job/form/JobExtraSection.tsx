import { automaticalPublishNames, JOB_LIMITS, MaterialType } from '@hr/contract';
import { Col, Form, Input, Radio, Row } from 'antd';
import { useEffect, useRef } from 'react';
import { MediaPickerField } from '../../../../components';
import { ApplyFormField } from './ApplyFormField.tsx';
import { jobItem, optionsOf } from './formItem.ts';
import type { JobFormValues } from './jobFormValues.ts';

/** Contact person and phone. */
export function JobContactSection() {
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item label="联系人" {...jobItem('contactName', true)}>
          <Input maxLength={JOB_LIMITS.contactNameMax} placeholder="请输入联系人" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="联系电话" {...jobItem('contactPhone', true)}>
          <Input maxLength={12} inputMode="numeric" placeholder="请输入手机号或者固话" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export interface JobMediaSectionProps {
  /** Operators: the hiring company's library and forms; staff always use their own. */
  operator: boolean;
  /** The saved application form's name, shown before the options load. */
  formName?: string | null | undefined;
}

/** Images and video from the material library, the application form and automatic publishing. */
export function JobMediaSection({ operator, formName }: JobMediaSectionProps) {
  const form = Form.useFormInstance<JobFormValues>();
  const cmpyCode = Form.useWatch('cmpyCode', form);
  const library = operator ? cmpyCode : undefined;
  // Pictures, video and form were chosen from the previous company's library: another company drops them
  // (the server refuses another company's). The first value seen is the job's own, not a change.
  const chosenFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (chosenFor.current !== undefined && cmpyCode !== chosenFor.current)
      form.setFieldsValue({ pictures: [], video: [], formId: undefined });
    chosenFor.current = cmpyCode;
  }, [cmpyCode, form]);
  return (
    <Row gutter={24}>
      <Col span={24}>
        <Form.Item
          label="职位图片"
          extra={`最多${JOB_LIMITS.images}张，只能选择审核通过的图片`}
          {...jobItem('pictures')}
        >
          <MediaPickerField
            type={MaterialType.image}
            limit={JOB_LIMITS.images}
            cmpyCode={library}
            itemName="职位图片"
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="职位视频" extra={`最多${JOB_LIMITS.videos}个`} {...jobItem('video')}>
          <MediaPickerField type={MaterialType.video} limit={JOB_LIMITS.videos} cmpyCode={library} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="报名表单" {...jobItem('formId')}>
          <ApplyFormField initialName={formName} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="自动发布" extra="审核通过后是否直接上线" {...jobItem('automaticalPublish', true)}>
          <Radio.Group aria-label="自动发布" options={optionsOf(automaticalPublishNames)} />
        </Form.Item>
      </Col>
    </Row>
  );
}
