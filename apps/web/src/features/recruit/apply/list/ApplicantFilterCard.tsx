import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { type FormFilterField, usrGenderNames } from '@hr/contract';
import { Button, Card, Form, Input, Select } from 'antd';
import { lazy, Suspense, useState } from 'react';
import {
  DateTimeRangePicker,
  FilterActions,
  isRangeOrdered,
  RangeInput,
  type RangeValue,
} from '../../../../components';
import type { ApplicantFilterValues, ApplicantMode } from './applicantQuery.ts';

/** 更多筛选 (date, time and number controls of a job's own form) is fetched when a job has such fields. */
const FormFilterControls = lazy(() =>
  import('../../../train/form/filters/FormFilterControls.tsx').then((module) => ({
    default: module.FormFilterControls,
  })),
);

const genderOptions = Object.entries(usrGenderNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export interface ApplicantFilterCardProps {
  mode: ApplicantMode;
  /** Single mode: the filterable fields of the job's custom form (更多筛选). */
  formFields?: readonly FormFilterField[];
  onSearch: (values: ApplicantFilterValues) => void;
  /** Single mode: 返回. */
  onBack?: (() => void) | undefined;
}

/**
 * The filter card (spec §2): name, phone, age range, gender, delivery time; the job name in all mode; in
 * single mode 更多筛选 with one control per filterable field of the job's form. 查询, 重置, and 返回 in
 * single mode.
 */
export function ApplicantFilterCard({ mode, formFields = [], onSearch, onBack }: ApplicantFilterCardProps) {
  const [form] = Form.useForm<ApplicantFilterValues>();
  const [more, setMore] = useState(false);
  const hasMore = mode === 'single' && formFields.length > 0;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form<ApplicantFilterValues>
        form={form}
        layout="inline"
        onFinish={(values) => onSearch({ ...values })}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="usrName" label="姓名">
          <Input allowClear maxLength={20} placeholder="请输入姓名" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="usrPhone" label="手机号">
          <Input allowClear maxLength={11} placeholder="请输入手机号" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item
          name="age"
          label="年龄"
          rules={[
            {
              validator: (_, value: RangeValue | undefined) =>
                isRangeOrdered(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('最小年龄不能大于最大年龄')),
            },
          ]}
        >
          <RangeInput
            mode="integer"
            maxLength={3}
            placeholder={['最小年龄', '最大年龄']}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="usrGender" label="性别">
          <Select allowClear placeholder="全部" options={genderOptions} style={{ width: 100 }} />
        </Form.Item>
        {mode === 'all' ? (
          <Form.Item name="jobName" label="报名职位">
            <Input allowClear maxLength={126} placeholder="请输入职位名称" style={{ width: 180 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="deliveryTime" label="投递时间">
          <DateTimeRangePicker style={{ width: 360 }} />
        </Form.Item>
        <FilterActions form={form} onReset={() => onSearch({})} />
        {onBack ? (
          <Form.Item>
            <Button onClick={onBack}>返回</Button>
          </Form.Item>
        ) : null}
        {hasMore ? (
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
        {hasMore ? (
          // Kept mounted while folded, so folding does not drop the chosen conditions.
          <div
            data-testid="more-filters"
            style={{ width: '100%', display: more ? 'flex' : 'none', flexWrap: 'wrap', rowGap: 12 }}
          >
            <Suspense fallback={null}>
              <Form.Item name="queryMap" noStyle>
                <FormFilterControls fields={[...formFields]} />
              </Form.Item>
            </Suspense>
          </div>
        ) : null}
      </Form>
    </Card>
  );
}
