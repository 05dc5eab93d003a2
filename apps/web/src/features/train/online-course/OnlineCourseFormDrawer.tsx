import {
  api,
  onlineCourseLimits as L,
  onlineCourseMessages as M,
  MaterialType,
  onlineCourseTypeNames,
  TrainLabelType,
} from '@hr/contract';
import { Col, Form, Input, Row } from 'antd';
import { call } from '../../../app/request.ts';
import {
  CompanyPicker,
  MediaPickerField,
  RecordFormDrawer,
  ReviewSubmitButtons,
  RichTextEditor,
  useRecordSave,
} from '../../../components';
import { CourseNameFields, useCourseLibrary } from '../course/CourseNameFields.tsx';
import { TrainLabelSelect } from '../label/TrainLabelSelect.tsx';
import { OutlineField } from './OutlineField.tsx';
import { bodyOf, emptyCourseForm, formValuesOf, type OnlineCourseFormValues } from './onlineCourseForm.ts';
import { onlineCourseKeys } from './onlineCourseView.ts';

export interface OnlineCourseFormDrawerProps {
  /** null: closed; a code: edit that course; '': add one. */
  courseCode: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const typeOptions = Object.entries(onlineCourseTypeNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));

function CourseForm({
  courseCode,
  initial,
  onSaved,
  onCancel,
}: {
  courseCode: string;
  initial: OnlineCourseFormValues;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<OnlineCourseFormValues>();
  const { operator, library } = useCourseLibrary(form);

  const { saving, submit } = useRecordSave<OnlineCourseFormValues>(
    !!courseCode,
    (values) => {
      const body = bodyOf(values);
      return courseCode
        ? call(api.onlineCourse.editOnlineCourse, { body: { ...body, courseCode } })
        : call(api.onlineCourse.addOnlineCourse, { body });
    },
    onSaved,
  );

  return (
    <Form<OnlineCourseFormValues>
      form={form}
      name="onlineCourse"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      scrollToFirstError
    >
      <Row gutter={24}>
        <CourseNameFields nameMax={L.nameMax} messages={M} typeOptions={typeOptions} />
        <Col span={6}>
          <Form.Item
            label="授课教师"
            name="teacherName"
            rules={[{ max: L.teacherMax, message: M.teacherTooLong }]}
          >
            <Input placeholder="选填" maxLength={L.teacherMax} />
          </Form.Item>
        </Col>
        {operator ? (
          <Col span={12}>
            <Form.Item label="所属机构" name="cmpyCode" extra="不选为平台课程（只能使用平台素材）">
              <CompanyPicker allowClear placeholder="请选择培训机构" />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={12}>
          <Form.Item
            label="课程标签"
            name="labelCodes"
            rules={[{ type: 'array', max: L.labelsMax, message: M.labelsTooMany }]}
          >
            <TrainLabelSelect
              labelType={TrainLabelType.skill}
              mode="multiple"
              max={L.labelsMax}
              allowClear
              placeholder={`请选择技能标签（最多${L.labelsMax}个）`}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            label="课程封面"
            name="cover"
            rules={[{ required: true, type: 'array', min: 1, message: M.coverRequired }]}
          >
            <MediaPickerField
              type={MaterialType.image}
              limit={1}
              library="train"
              cmpyCode={library}
              itemName="课程封面"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            label="课程介绍"
            name="courseIntro"
            rules={[{ required: true, message: M.introRequired }]}
          >
            <RichTextEditor placeholder="请输入课程介绍" height={200} width="100%" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="章节与课时" required>
        <OutlineField cmpyCode={library} />
      </Form.Item>
      <ReviewSubmitButtons editing={!!courseCode} saving={saving} onCancel={onCancel} />
    </Form>
  );
}

/** 新增 / 编辑线上课程: a wide drawer; saving submits the course for review. */
export function OnlineCourseFormDrawer({ courseCode, onClose, onSaved }: OnlineCourseFormDrawerProps) {
  return (
    <RecordFormDrawer
      code={courseCode}
      noun="线上课程"
      onClose={onClose}
      queryKey={[...onlineCourseKeys.detail, 'form']}
      load={(code) => call(api.onlineCourse.getOnlineCourseInfo, { query: { courseCode: code } })}
      loadError="获取课程失败！"
      notice={(course) =>
        course.rejectReason ? `审核驳回：${course.rejectReason}（修改后保存将重新提交审核）` : null
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
