import { EVENT_CODE_MAX, EVENT_NAME_MAX } from '@hr/contract';
import { Form, Input } from 'antd';
import { type DateTimeRange, DateTimeRangePicker, FilterActions } from '../../../components';
import { withoutEmpty } from '../shared/zod-rule.ts';

export interface BuriedPointFilters {
  eventCode?: string;
  eventName?: string;
  username?: string;
  beginTime?: string;
  endTime?: string;
}

interface FormValues {
  eventCode?: string;
  eventName?: string;
  username?: string;
  range?: DateTimeRange | null;
}

const toFilters = (values: FormValues): BuriedPointFilters =>
  withoutEmpty({
    eventCode: values.eventCode?.trim(),
    eventName: values.eventName?.trim(),
    username: values.username?.trim(),
    beginTime: values.range?.[0],
    endTime: values.range?.[1],
  });

/** The filter bar of the event list: 事件编码 (exact), 事件名称 (part), 账号 (exact), 时间段. */
export default function BuriedPointFilterBar({
  onSearch,
}: {
  onSearch: (filters: BuriedPointFilters) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  return (
    <Form
      form={form}
      name="buriedPointFilter"
      layout="inline"
      onFinish={(values) => onSearch(toFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="eventCode" label="事件编码">
        <Input placeholder="请输入事件编码" allowClear maxLength={EVENT_CODE_MAX} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="eventName" label="事件名称">
        <Input placeholder="请输入事件名称" allowClear maxLength={EVENT_NAME_MAX} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="username" label="账号">
        <Input placeholder="请输入账号" allowClear maxLength={20} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="range" label="时间">
        <DateTimeRangePicker style={{ width: 360 }} />
      </Form.Item>
      <FilterActions form={form} onReset={() => onSearch({})} />
    </Form>
  );
}
