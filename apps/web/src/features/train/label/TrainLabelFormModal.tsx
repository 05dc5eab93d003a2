import {
  api,
  TRAIN_LABEL_DESC_MAX,
  TRAIN_LABEL_NAME_MAX,
  type TrainLabel,
  TrainLabelBody,
  TrainLabelType,
  trainLabelTypeNames,
} from '@hr/contract';
import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

interface TrainLabelFormValues {
  labelName?: string;
  labelType?: number;
  labelHot?: boolean;
  labelSort?: number | null;
  labelDesc?: string;
}

export interface TrainLabelFormModalProps extends FormModalBaseProps {
  /** The label to edit; null adds one of `labelType`. */
  label: TrainLabel | null;
  labelType: number;
}

const typeOptions = [TrainLabelType.skill, TrainLabelType.education].map((value) => ({
  value,
  label: trainLabelTypeNames[value],
}));
const rule = (field: keyof TrainLabelFormValues) => [zodRule(TrainLabelBody, field)];

/** Add or edit a training label: name, type, hot flag and order, description. */
export default function TrainLabelFormModal({ label, labelType, ...modal }: TrainLabelFormModalProps) {
  return (
    <FormModal<TrainLabelFormValues>
      {...modal}
      noun="标签"
      editing={label !== null}
      name="trainLabelForm"
      width={560}
      initialValues={
        label
          ? {
              labelName: label.labelName,
              labelType: label.labelType,
              labelHot: label.labelHot === 1,
              labelSort: label.labelSort,
              labelDesc: label.labelDesc,
            }
          : {
              labelName: '',
              labelType: labelType === TrainLabelType.all ? TrainLabelType.skill : labelType,
              labelHot: false,
              labelSort: 0,
              labelDesc: '',
            }
      }
      onSubmit={async (values) => {
        const body = TrainLabelBody.parse({
          ...values,
          labelHot: values.labelHot ? 1 : 0,
          labelSort: values.labelSort ?? undefined,
        });
        if (label) await call(api.trainLabel.editLabel, { body: { ...body, labelCode: label.labelCode } });
        else await call(api.trainLabel.addLabel, { body });
      }}
    >
      <Form.Item name="labelName" label="标签名称" required rules={rule('labelName')}>
        <Input placeholder="请输入标签名称" count={{ show: true, max: TRAIN_LABEL_NAME_MAX }} />
      </Form.Item>
      <Form.Item name="labelType" label="标签类型" required rules={rule('labelType')}>
        <Radio.Group aria-label="标签类型" options={typeOptions} optionType="button" />
      </Form.Item>
      <Form.Item name="labelHot" label="热门" valuePropName="checked">
        <Switch checkedChildren="热门" unCheckedChildren="普通" />
      </Form.Item>
      <Form.Item
        name="labelSort"
        label="热门排序"
        rules={rule('labelSort')}
        extra="热门列表中数字越小越靠前，0 表示不指定（排在最后）"
      >
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="labelDesc" label="标签描述" rules={rule('labelDesc')}>
        <Input.TextArea
          rows={3}
          placeholder="请输入标签描述"
          count={{ show: true, max: TRAIN_LABEL_DESC_MAX }}
        />
      </Form.Item>
    </FormModal>
  );
}
