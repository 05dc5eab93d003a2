import {
  ADDRESS_MESSAGES,
  api,
  JOBFAIR_NAME_MAX,
  JOBFAIR_TYPES,
  type Jobfair,
  jobfairMessages,
  jobfairTypeNames,
} from '@hr/contract';
import { Alert, Form, Input, Select } from 'antd';
import { call } from '../../../app/request.ts';
import {
  DateTimeRangePicker,
  FormModal,
  type FormModalBaseProps,
  ImageUpload,
  RegionCascader,
} from '../../../components';
import {
  emptyJobfairForm,
  formValuesOf,
  type JobfairFormValues,
  regionAfterPlace,
  saveBodyOf,
} from './jobfairForm.ts';
import { PlaceField } from './PlaceField.tsx';

export interface JobfairFormModalProps extends FormModalBaseProps {
  /** The fair to edit; null adds one. */
  fair: Jobfair | null;
}

const typeOptions = JOBFAIR_TYPES.map((value) => ({ value, label: jobfairTypeNames[value] }));

/**
 * Add or edit a job fair: name, type, times, poster (image upload into the material library), venue
 * (address picker: province/city/county, detail, coordinate) and its street and community (region
 * cascader, five levels). Saving an approved or rejected fair sends it back to review.
 */
export default function JobfairFormModal({ fair, ...modal }: JobfairFormModalProps) {
  const [form] = Form.useForm<JobfairFormValues>();
  const regionLabels = Form.useWatch('regionLabels', form);
  const initialValues = fair ? formValuesOf(fair) : emptyJobfairForm;
  return (
    <FormModal<JobfairFormValues>
      {...modal}
      noun="招聘会"
      editing={fair !== null}
      name="jobfairForm"
      width={720}
      form={form}
      initialValues={initialValues}
      onSubmit={(values) => call(api.jobfair.toSaveInfo, { body: saveBodyOf(values, fair?.jobfairCode) })}
    >
      {fair && fair.state !== 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="保存后招聘会将重新进入待审核状态"
        />
      ) : null}
      <Form.Item
        name="jobfairName"
        label="招聘会名称"
        rules={[{ required: true, whitespace: true, message: '请输入招聘会名称' }]}
      >
        <Input maxLength={JOBFAIR_NAME_MAX} showCount placeholder="请输入招聘会名称" />
      </Form.Item>
      <Form.Item
        name="jobfairType"
        label="招聘会类型"
        rules={[{ required: true, message: '请选择招聘会类型' }]}
      >
        <Select options={typeOptions} placeholder="请选择招聘会类型" />
      </Form.Item>
      <Form.Item
        name="time"
        label="举办时间"
        rules={[
          { required: true, message: '请选择开始时间' },
          {
            validator: async (_, value: [string, string] | null) => {
              if (value && value[1] <= value[0]) throw new Error(jobfairMessages.endBeforeBegin);
            },
          },
        ]}
      >
        <DateTimeRangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="poster"
        label="招聘会海报"
        rules={[
          {
            validator: async (_, v: unknown[]) => {
              if (!v?.length) throw new Error('请上传招聘会海报');
            },
          },
        ]}
      >
        <ImageUpload maxCount={1} />
      </Form.Item>
      <Form.Item
        name="place"
        label="招聘会地址"
        rules={[{ required: true, message: ADDRESS_MESSAGES.regionRequired }]}
      >
        <PlaceField
          onChange={(place) => {
            form.setFieldsValue({
              place,
              region: regionAfterPlace(place, form.getFieldValue('region') ?? []),
              regionLabels: [place.province.label, place.city.label, place.country.label],
            });
            void form.validateFields(['region']).catch(() => undefined);
          }}
        />
      </Form.Item>
      <Form.Item
        name="region"
        label="街道/社区"
        dependencies={['place']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, codes: string[] | undefined) => {
              if (!codes || codes.length < 4) throw new Error('请选择街道（乡镇）');
              const place = getFieldValue('place') as JobfairFormValues['place'];
              if (place && codes[2] !== place.country.value) throw new Error(jobfairMessages.regionChain);
            },
          }),
        ]}
      >
        <RegionCascader
          depth={5}
          changeOnSelect
          valueLabels={regionLabels}
          placeholder="请先选择地址，再选择街道和社区"
        />
      </Form.Item>
    </FormModal>
  );
}
