import { Col, Form, type FormInstance, Input, Radio } from 'antd';
import { useCurrentUser } from '../../../app/session.ts';

/**
 * Whose material library a course form picks from: an operator's chosen school (none: the platform's), staff
 * always their own (undefined lets the server use the caller's).
 */
export function useCourseLibrary(form: FormInstance) {
  const user = useCurrentUser();
  const operator = user.data?.cmpyCode === null;
  const chosenSchool = Form.useWatch('cmpyCode', form) as string | undefined;
  return { operator, library: operator ? chosenSchool : undefined };
}

/** The first fields of a course form, offline or online: 课程名称 and 课程类型. */
export function CourseNameFields(p: {
  nameMax: number;
  messages: { nameRequired: string; nameTooLong: string };
  typeOptions: { value: number; label: string }[];
}) {
  return (
    <>
      <Col span={12}>
        <Form.Item
          label="课程名称"
          name="courseName"
          rules={[
            { required: true, whitespace: true, message: p.messages.nameRequired },
            { max: p.nameMax, message: p.messages.nameTooLong },
          ]}
        >
          <Input placeholder="请输入课程名称" maxLength={p.nameMax} showCount />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item label="课程类型" name="courseType" required>
          <Radio.Group aria-label="课程类型" options={p.typeOptions} />
        </Form.Item>
      </Col>
    </>
  );
}
