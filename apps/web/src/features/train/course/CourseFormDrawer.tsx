import {
  ADDRESS_MESSAGES,
  api,
  CompanyAddressType,
  courseNatureNames,
  courseLimits as L,
  courseMessages as M,
  MaterialType,
  TrainLabelType,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { call } from '../../../app/request.ts';
import {
  AddressField,
  type AddressFieldProps,
  CompanyPicker,
  DateTimeRangePicker,
  MediaPickerField,
  RecordFormDrawer,
  RegionCascader,
  ReviewSubmitButtons,
  RichTextEditor,
  useRecordSave,
} from '../../../components';
import { TrainLabelSelect } from '../label/TrainLabelSelect.tsx';
import { CourseNameFields, useCourseLibrary } from './CourseNameFields.tsx';
import {
  bodyOf,
  type CourseFormValues,
  courseKeys,
  emptyCourseForm,
  formValuesOf,
  regionAfterPlace,
} from './courseForm.ts';

const natureOptions = Object.entries(courseNatureNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const typeOptions = [
  { value: 1, label: '技能' },
  { value: 2, label: '学历' },
];

/** The training place: the picked address and a button opening the address picker. */
const PlaceField = (props: Omit<AddressFieldProps, 'title' | 'historyType'>) => (
  <AddressField {...props} title="选择培训地址" historyType={CompanyAddressType.company} />
);

function CourseForm({
  courseCode,
  initial,
  onSaved,
  onCancel,
}: {
  courseCode: string;
  initial: CourseFormValues;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<CourseFormValues>();
  const { operator, library } = useCourseLibrary(form);
  const isFree = Form.useWatch('isFree', form) as boolean | undefined;
  const regionLabels = Form.useWatch('regionLabels', form);
  const forms = useQuery({
    queryKey: ['train', 'form', 'options'],
    queryFn: () => call(api.form.list, { query: {} }),
  });

  const { saving, submit } = useRecordSave<CourseFormValues>(
    !!courseCode,
    (values) => {
      const body = bodyOf(values);
      return courseCode
        ? call(api.course.saveCourseInfo, { body: { ...body, courseCode } })
        : call(api.course.addBDCourse, { body });
    },
    onSaved,
  );

  return (
    <Form<CourseFormValues>
      form={form}
      name="course"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      scrollToFirstError
    >
      <Form.Item name="regionLabels" hidden>
        <Input />
      </Form.Item>
      <Row gutter={24}>
        <CourseNameFields nameMax={L.nameMax} messages={M} typeOptions={typeOptions} />
        <Col span={6}>
          <Form.Item
            label="培训性质"
            name="courseNature"
            rules={[{ required: true, message: M.natureInvalid }]}
          >
            <Select options={natureOptions} placeholder="请选择培训性质" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="是否收费" name="isFree" required>
            <Radio.Group
              aria-label="是否收费"
              options={[
                { value: false, label: '收费' },
                { value: true, label: '免费' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          {isFree ? null : (
            <Form.Item
              label="课程价格（元）"
              name="priceYuan"
              rules={[{ required: true, message: M.priceRequired }]}
            >
              <InputNumber
                min={0.01}
                max={L.priceMaxCents / 100}
                precision={2}
                step={100}
                style={{ width: '100%' }}
                suffix="元"
                placeholder="如 980.00"
              />
            </Form.Item>
          )}
        </Col>
        <Col span={6}>
          <Form.Item
            label="招生人数"
            name="capacity"
            rules={[{ required: true, message: M.capacityInvalid }]}
          >
            <InputNumber min={1} max={L.capacityMax} precision={0} style={{ width: '100%' }} suffix="人" />
          </Form.Item>
        </Col>
        <Col span={6}>
          {operator ? (
            <Form.Item label="主办机构" name="cmpyCode" extra="不选为平台课程">
              <CompanyPicker allowClear placeholder="请选择培训机构" />
            </Form.Item>
          ) : null}
        </Col>
        <Col span={12}>
          <Form.Item
            label="报名时间"
            name="applyTime"
            rules={[{ required: true, message: '请选择报名时间' }]}
          >
            <DateTimeRangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="报名表" name="formCode" extra="学员报名时填写的自定义表单（表单管理中设计）">
            <Select
              allowClear
              placeholder="不使用自定义报名表"
              loading={forms.isLoading}
              options={(forms.data ?? []).map((f) => ({ value: f.bizCode, label: f.formName }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="课程标签" name="labelCodes">
            <TrainLabelSelect
              labelType={TrainLabelType.skill}
              mode="multiple"
              max={L.labelsMax}
              allowClear
              placeholder={`请选择技能标签（最多${L.labelsMax}个）`}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="联系人" name="contactName">
            <Input maxLength={L.contactMax} placeholder="选填" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="联系电话" name="contactPhone">
            <Input maxLength={11} placeholder="选填" />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item
            label="课程封面"
            name="covers"
            rules={[{ required: true, type: 'array', min: 1, message: M.coverRequired }]}
          >
            <MediaPickerField
              type={MaterialType.image}
              limit={L.coversMax}
              library="train"
              cmpyCode={library}
              itemName="课程封面"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="课程视频" name="video">
            <MediaPickerField
              type={MaterialType.video}
              limit={1}
              library="train"
              cmpyCode={library}
              itemName="课程视频"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="place"
            label="培训地址"
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
        </Col>
        <Col span={12}>
          <Form.Item
            name="region"
            label="街道/社区"
            dependencies={['place']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, codes: string[] | undefined) => {
                  if (!codes || codes.length < 4) throw new Error('请选择街道（乡镇）');
                  const place = getFieldValue('place') as CourseFormValues['place'];
                  if (place && codes[2] !== place.country.value) throw new Error(M.regionChain);
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
        </Col>
        <Col span={24}>
          <Form.Item
            label="课程介绍"
            name="courseIntro"
            rules={[{ required: true, message: M.introRequired }]}
          >
            <RichTextEditor placeholder="请输入课程介绍" height={220} width="100%" />
          </Form.Item>
        </Col>
      </Row>
      <ReviewSubmitButtons editing={!!courseCode} saving={saving} onCancel={onCancel} />
    </Form>
  );
}

/** 新增 / 编辑课程: a wide drawer; saving submits the course for review. */
export function CourseFormDrawer({
  courseCode,
  onClose,
  onSaved,
}: {
  /** null: closed; a code: edit; '': add. */
  courseCode: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <RecordFormDrawer
      code={courseCode}
      noun="课程"
      onClose={onClose}
      queryKey={[...courseKeys.detail, 'form']}
      load={(code) => call(api.course.getBDCourseInfo, { query: { courseCode: code } })}
      loadError="获取课程失败！"
      notice={(course) =>
        course.approveRemark
          ? `${course.approveTypeName}：${course.approveRemark}（修改后保存将重新提交审核）`
          : null
      }
    >
      {(course) => (
        <CourseForm
          courseCode={courseCode ?? ''}
          initial={course ? formValuesOf(course) : emptyCourseForm()}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </RecordFormDrawer>
  );
}
