import { api, extractWorkTags, JOB_LIMITS, socialRecruitmentNames, workTypeNames } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useRef } from 'react';
import { call } from '../../../../app/request.ts';
import { CompanyPicker, jobLabelsQueryKey } from '../../../../components';
import { jobItem, optionsOf } from './formItem.ts';
import { JobCategoryField } from './JobCategoryField.tsx';
import type { JobFormValues } from './jobFormValues.ts';
import { LabelTagsField } from './LabelTagsField.tsx';
import { WorkAddressField } from './WorkAddressField.tsx';

export interface JobBasicSectionProps {
  /** Company staff: their own company, fixed (name shown). */
  ownCompany: { cmpyCode: string; cmpyName: string | null } | null;
}

/** Work-description label names (content list 1) the introduction's tags are taken from. */
function useWorkLabelNames(): string[] {
  const labels = useQuery({
    queryKey: jobLabelsQueryKey,
    queryFn: () => call(api.jobLabel.queryJobLabel, { query: {} }),
  });
  return labels.data?.['1'].map((label) => label.labelName) ?? [];
}

/** Name, category, company, address, headcount, work and recruitment type, introduction and its tags. */
export function JobBasicSection({ ownCompany }: JobBasicSectionProps) {
  const form = Form.useFormInstance<JobFormValues>();
  const cmpyCode = Form.useWatch('cmpyCode', form);
  const workLabels = useWorkLabelNames();
  // The introduction the tags were last taken from: a blur without a change keeps tags the user removed.
  const extractedFrom = useRef<string>(form.getFieldValue('jobIntroduction') ?? '');

  const extractTags = () => {
    const text: string = form.getFieldValue('jobIntroduction') ?? '';
    if (text === extractedFrom.current) return;
    extractedFrom.current = text;
    form.setFieldValue('workDescription', extractWorkTags(text, workLabels));
    void form.validateFields(['workDescription']).catch(() => undefined);
  };

  return (
    <>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label="职位名称" {...jobItem('jobName', true)}>
            <Input maxLength={JOB_LIMITS.nameMax} showCount placeholder="请输入职位名称" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="职位工种" {...jobItem('category', true)}>
            <JobCategoryField />
          </Form.Item>
        </Col>
        <Col span={12}>
          {ownCompany ? (
            <Form.Item label="招聘企业" required>
              <Input disabled value={ownCompany.cmpyName ?? ownCompany.cmpyCode} />
            </Form.Item>
          ) : (
            <Form.Item label="招聘企业" {...jobItem('cmpyCode', true)}>
              <CompanyPicker />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item label="招聘人数" {...jobItem('applicationNumber', true)}>
            <Input maxLength={JOB_LIMITS.headcountDigits} placeholder="请输入招聘人数" suffix="人" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="工作地址" {...jobItem('address', true)}>
            <WorkAddressField cmpyCode={ownCompany ? undefined : cmpyCode} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="工作性质" {...jobItem('workType', true)}>
            <Select options={optionsOf(workTypeNames)} placeholder="请选择工作性质" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="招聘类型" {...jobItem('socialRecruitment', true)}>
            <Radio.Group aria-label="招聘类型" options={optionsOf(socialRecruitmentNames)} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="职位描述" {...jobItem('jobIntroduction', true)}>
        <Input.TextArea
          rows={5}
          maxLength={JOB_LIMITS.introductionMax}
          showCount
          placeholder="请输入职位描述，填写后将自动提取工作描述标签"
          onBlur={extractTags}
        />
      </Form.Item>
      <Form.Item label="工作描述" {...jobItem('workDescription')}>
        <LabelTagsField emptyText={`填写职位描述后自动提取，最多${JOB_LIMITS.autoTags}个`} />
      </Form.Item>
    </>
  );
}
