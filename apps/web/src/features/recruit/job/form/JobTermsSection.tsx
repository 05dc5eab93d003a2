import {
  genderRequirementNames,
  JOB_LIMITS,
  JobLabelContent,
  jobEducationNames,
  payCycleLabels,
  SalaryFlag,
  salaryFlagNames,
  workYearsNames,
} from '@hr/contract';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { RangeInput } from '../../../../components';
import { jobItem, optionsOf } from './formItem.ts';
import type { JobFormValues } from './jobFormValues.ts';
import { LabelTagsField } from './LabelTagsField.tsx';

const WELFARE_GROUPS = [JobLabelContent.food, JobLabelContent.lodging, JobLabelContent.other] as const;
const INTERVIEW_GROUPS = [JobLabelContent.interview] as const;

/** Salary (flag, range in yuan or free text, pay cycle), referral rebate and rule, welfare. */
export function JobSalarySection() {
  const form = Form.useFormInstance<JobFormValues>();
  const flag = Form.useWatch('flag', form);
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item label="薪资类型" {...jobItem('flag', true)}>
          <Radio.Group aria-label="薪资类型" options={optionsOf(salaryFlagNames)} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="结算周期" {...jobItem('payCycle', true)}>
          <Radio.Group aria-label="结算周期" options={optionsOf(payCycleLabels)} />
        </Form.Item>
      </Col>
      <Col span={12}>
        {/* Glossary decision 1: 面议 has no amount, 其他 a free text, anything else a range. */}
        {flag === SalaryFlag.negotiable ? null : flag === SalaryFlag.text ? (
          <Form.Item label="薪资" {...jobItem('salaryDescribe', true)}>
            <Input maxLength={JOB_LIMITS.salaryTextMax} showCount placeholder="请输入薪资" />
          </Form.Item>
        ) : (
          <Form.Item label="薪资（元）" {...jobItem('salary', true)}>
            <RangeInput
              mode="integer"
              maxLength={JOB_LIMITS.salaryInputChars}
              placeholder={['最低薪资', '最高薪资']}
            />
          </Form.Item>
        )}
      </Col>
      <Col span={12} />
      <Col span={12}>
        <Form.Item label="入职返佣" {...jobItem('entryRebate')}>
          <Input maxLength={JOB_LIMITS.rebateDigits} placeholder="请输入入职返佣" suffix="元/人" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="返佣规则" {...jobItem('rebateRule')}>
          <Input maxLength={JOB_LIMITS.ruleMax} showCount placeholder="请输入返佣规则" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="职位福利" {...jobItem('jobWelfare', true)}>
          <LabelTagsField
            emptyText="选择福利"
            dialog={{ groups: WELFARE_GROUPS, limit: JOB_LIMITS.welfareMax, title: '选择职位福利' }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Age, work years, gender, education, interview requirements and other requirements. */
export function JobRequirementSection() {
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item label="年龄要求" {...jobItem('age', true)}>
          <RangeInput
            mode="integer"
            maxLength={JOB_LIMITS.ageInputChars}
            placeholder={[`>=${JOB_LIMITS.ageMin}`, `=<${JOB_LIMITS.ageMax}`]}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="工作年限" {...jobItem('workYears', true)}>
          <Select options={optionsOf(workYearsNames)} placeholder="请选择工作年限" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="性别要求" {...jobItem('genderRequirement', true)}>
          <Radio.Group aria-label="性别要求" options={optionsOf(genderRequirementNames)} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="学历要求" {...jobItem('academicRequirement', true)}>
          <Select options={optionsOf(jobEducationNames)} placeholder="请选择学历要求" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="面试要求" {...jobItem('interviewRequirements')}>
          <LabelTagsField
            emptyText="选择面试要求"
            dialog={{ groups: INTERVIEW_GROUPS, limit: JOB_LIMITS.interviewMax, title: '选择面试要求' }}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="其他要求" {...jobItem('otherRequirements')}>
          <Input.TextArea
            rows={2}
            maxLength={JOB_LIMITS.otherRequirementsMax}
            showCount
            placeholder="请输入其他要求"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
