import {
  api,
  type JobLabel,
  JobLabelBody,
  type JobLabelContent,
  JobLabelSort,
  jobLabelContentNames,
  jobLabelSortNames,
  LABEL_MAX_LENGTH,
  sortOfContentKey,
  WELFARE_TYPES,
} from '@hr/contract';
import { Form, Input, Radio } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

interface JobLabelFormValues {
  labelName?: string;
  labelSort?: number;
  welfareType?: number | null;
}

export interface JobLabelFormModalProps extends FormModalBaseProps {
  /** The label to edit; null adds one to the content list `contentKey`. */
  label: JobLabel | null;
  contentKey: JobLabelContent;
}

const sortOptions = Object.entries(jobLabelSortNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const welfareOptions = WELFARE_TYPES.map((value) => ({ value, label: jobLabelContentNames[value] }));
const rule = (field: keyof JobLabelFormValues) => [zodRule(JobLabelBody, field)];

/** Add or edit a job label: name (the label rules), sort, and for welfare its kind. */
export default function JobLabelFormModal({ label, contentKey, ...modal }: JobLabelFormModalProps) {
  const [form] = Form.useForm<JobLabelFormValues>();
  const labelSort = Form.useWatch('labelSort', form);
  const initialSort = label ? label.labelSort : sortOfContentKey(contentKey);
  const initialValues: JobLabelFormValues = label
    ? { labelName: label.labelName, labelSort: label.labelSort, welfareType: label.welfareType }
    : {
        labelName: '',
        labelSort: initialSort,
        welfareType: initialSort === JobLabelSort.welfare ? contentKey : null,
      };

  return (
    <FormModal<JobLabelFormValues>
      {...modal}
      noun="标签"
      editing={label !== null}
      name="jobLabelForm"
      width={520}
      form={form}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const body = JobLabelBody.parse({ ...values, ...(label ? { labelCode: label.labelCode } : {}) });
        await call(api.jobLabel.saveJobLabel, { body });
      }}
    >
      <Form.Item name="labelSort" label="标签分类" required rules={rule('labelSort')}>
        <Radio.Group aria-label="标签分类" options={sortOptions} optionType="button" />
      </Form.Item>
      {labelSort === JobLabelSort.welfare && (
        <Form.Item
          name="welfareType"
          label="福利类别"
          required
          rules={rule('welfareType')}
          dependencies={['labelSort']}
        >
          <Radio.Group aria-label="福利类别" options={welfareOptions} />
        </Form.Item>
      )}
      <Form.Item name="labelName" label="标签名称" required rules={rule('labelName')}>
        <Input
          placeholder={`请输入标签名称，最多${LABEL_MAX_LENGTH}个字符`}
          count={{ show: true, max: LABEL_MAX_LENGTH }}
        />
      </Form.Item>
    </FormModal>
  );
}
