import { type Activity, type ActivityEditBody, activityTypeNames, api, formatCents } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select, Spin } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  type DateTimeRange,
  DateTimeRangePicker,
  FormModal,
  type FormModalBaseProps,
} from '../../../components';

interface ActivityFormValues {
  activityName: string;
  type: number;
  range: DateTimeRange | null;
  /** Yuan, up to 2 decimals; sent as cents. */
  budgetYuan: number | null;
  rewardYuan: number | null;
  stationCode: string;
  cmpyCodes: string[];
  activityDesc: string;
}

export interface ActivityFormModalProps extends FormModalBaseProps {
  /** The activity to edit; null adds one. */
  activity: Activity | null;
}

const typeOptions = Object.entries(activityTypeNames).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const toCents = (yuan: number | null) => (yuan == null ? Number.NaN : Math.round(yuan * 100));
const toYuan = (cents: number) => Number(formatCents(cents));

/** Participating companies: searched by name on the server; the chosen ones keep their labels. */
function CompanySelect(props: {
  id?: string;
  value?: string[];
  onChange?: (v: string[]) => void;
  known: Map<string, string>;
}) {
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: ['activity', 'cmpyOptions', keyword],
    queryFn: () => call(api.activity.queryCmpyOptions, { query: { cmpyName: keyword } }),
  });
  const labels = new Map(props.known);
  for (const c of options.data ?? []) labels.set(c.cmpyCode, c.cmpyName);
  return (
    <Select
      id={props.id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="请输入企业名称搜索"
      notFoundContent={options.isFetching ? <Spin size="small" /> : '无数据'}
      value={props.value}
      onChange={props.onChange}
      options={[...labels].map(([value, label]) => ({ value, label }))}
    />
  );
}

/** Add or edit an activity; saving puts it (back) under review. Money is typed in yuan. */
export default function ActivityFormModal({ activity, ...modal }: ActivityFormModalProps) {
  const companies = useQuery({
    queryKey: ['activity', 'companies', activity?.activityCode],
    queryFn: () => call(api.activity.getAllCmpyByCode, { query: { activityCode: activity!.activityCode } }),
    enabled: modal.open && activity !== null,
  });
  if (activity && !companies.data) return modal.open ? <Spin fullscreen /> : null;
  const known = new Map((companies.data ?? []).map((c) => [c.cmpyCode, c.cmpyName]));
  const initialValues: ActivityFormValues = activity
    ? {
        activityName: activity.activityName,
        type: activity.type,
        range: activity.beginTime && activity.endTime ? [activity.beginTime, activity.endTime] : null,
        budgetYuan: toYuan(activity.activityBudget),
        rewardYuan: toYuan(activity.perReward),
        stationCode: activity.stationCode ?? '',
        cmpyCodes: [...known.keys()],
        activityDesc: activity.activityDesc ?? '',
      }
    : {
        activityName: '',
        type: 0,
        range: null,
        budgetYuan: null,
        rewardYuan: null,
        stationCode: '',
        cmpyCodes: [],
        activityDesc: '',
      };
  const money = { min: 0, max: 100_000_000, precision: 2, suffix: '元', style: { width: '100%' } };
  return (
    <FormModal<ActivityFormValues>
      {...modal}
      noun="活动"
      editing={activity !== null}
      name="activityForm"
      width={640}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const body: ActivityEditBody = {
          activityCode: activity?.activityCode ?? '',
          activityName: values.activityName,
          type: values.type,
          beginTime: values.range?.[0] ?? '',
          endTime: values.range?.[1] ?? '',
          activityBudget: toCents(values.budgetYuan),
          perReward: toCents(values.rewardYuan),
          stationCode: values.stationCode || null,
          cmpyCodes: values.cmpyCodes,
          activityDesc: values.activityDesc || null,
        };
        const { activityCode, ...fields } = body;
        if (activity) await call(api.activity.editActivity, { body });
        else if (!activityCode) await call(api.activity.addActivity, { body: fields });
      }}
    >
      <Form.Item name="activityName" label="活动名称" rules={[{ required: true, message: '请输入活动名称' }]}>
        <Input maxLength={50} showCount placeholder="请输入活动名称" />
      </Form.Item>
      <Form.Item name="type" label="活动类型" required>
        <Radio.Group aria-label="活动类型" options={typeOptions} />
      </Form.Item>
      <Form.Item name="range" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DateTimeRangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="budgetYuan" label="活动预算" rules={[{ required: true, message: '请输入活动预算' }]}>
        <InputNumber {...money} placeholder="0.00" />
      </Form.Item>
      <Form.Item name="rewardYuan" label="每人奖励" rules={[{ required: true, message: '请输入每人奖励' }]}>
        <InputNumber {...money} placeholder="0.00" />
      </Form.Item>
      <Form.Item name="stationCode" label="驿站编号">
        <Input maxLength={40} placeholder="选填" />
      </Form.Item>
      <Form.Item name="cmpyCodes" label="参与企业">
        <CompanySelect known={known} />
      </Form.Item>
      <Form.Item name="activityDesc" label="活动说明">
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </FormModal>
  );
}
