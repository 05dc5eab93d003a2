import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { api, courseApplyLimits } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { DateTimeRangePicker, FilterActions } from '../../../components';
import { FormFilterControls } from '../form/filters/FormFilterControls.tsx';
import type { ApplyFilterValues } from './applyQuery.ts';
import { useCourseFormFields } from './useCourseForm.ts';

/**
 * The filters of 课程报名 (§7): name, phone, remark, sign-up time and course; with a course chosen, 更多筛选
 * offers one control per filterable field of the course's sign-up form (the ByForm calls).
 */
export function CourseApplyFilterCard({ onSearch }: { onSearch: (values: ApplyFilterValues) => void }) {
  const [form] = Form.useForm<ApplyFilterValues>();
  const [more, setMore] = useState(false);
  const courseCode = Form.useWatch('courseCode', form);
  const fields = useCourseFormFields(courseCode);
  const courses = useQuery({
    queryKey: ['train', 'course', 'options'],
    queryFn: () => call(api.course.getCouseByCmpyCode, { query: {} }),
  });
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form<ApplyFilterValues>
        form={form}
        layout="inline"
        onFinish={(values) => onSearch({ ...values })}
        onValuesChange={(changed) => {
          if ('courseCode' in changed) form.setFieldValue('queryMap', undefined);
        }}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="usrName" label="姓名">
          <Input
            allowClear
            maxLength={courseApplyLimits.nameMax}
            placeholder="请输入姓名"
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item name="usrPhe" label="手机号">
          <Input allowClear maxLength={11} placeholder="请输入手机号" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input
            allowClear
            maxLength={courseApplyLimits.remarkMax}
            placeholder="请输入备注"
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item name="courseCode" label="报名课程">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部课程"
            style={{ width: 260 }}
            loading={courses.isPending}
            options={(courses.data ?? []).map((c) => ({ value: c.courseCode, label: c.courseName }))}
          />
        </Form.Item>
        <Form.Item name="applyTime" label="报名时间">
          <DateTimeRangePicker style={{ width: 360 }} />
        </Form.Item>
        <FilterActions form={form} onReset={() => onSearch({})} />
        {fields.length ? (
          <Form.Item>
            <Button
              type="link"
              icon={more ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setMore((open) => !open)}
            >
              更多筛选
            </Button>
          </Form.Item>
        ) : null}
        {fields.length ? (
          <div
            data-testid="more-filters"
            style={{ width: '100%', display: more ? 'flex' : 'none', flexWrap: 'wrap', rowGap: 12 }}
          >
            <Form.Item name="queryMap" noStyle>
              <FormFilterControls fields={[...fields]} />
            </Form.Item>
          </div>
        ) : null}
      </Form>
    </Card>
  );
}
