import { userStatusLabels } from '@hr/contract';
import { Form, Input, Select } from 'antd';
import { FilterActions } from '../../../components';
import { withoutEmpty } from '../shared/zod-rule.ts';

export interface UserFilters {
  username?: string;
  realName?: string;
  phone?: string;
  status?: number;
}

const statusOptions = Object.entries(userStatusLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const trimmed = (filters: UserFilters): UserFilters =>
  withoutEmpty({
    username: filters.username?.trim(),
    realName: filters.realName?.trim(),
    phone: filters.phone?.trim(),
    status: filters.status,
  });

/** The filter bar of the user list: 账号, 姓名, 手机号, 状态. */
export default function UserFilterBar({ onSearch }: { onSearch: (filters: UserFilters) => void }) {
  const [form] = Form.useForm<UserFilters>();
  return (
    <Form
      form={form}
      name="userFilter"
      layout="inline"
      onFinish={(values) => onSearch(trimmed(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="username" label="账号">
        <Input placeholder="请输入账号" allowClear maxLength={20} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="realName" label="姓名">
        <Input placeholder="请输入姓名" allowClear maxLength={20} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="phone" label="手机号">
        <Input placeholder="请输入手机号" allowClear maxLength={11} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select placeholder="全部" allowClear options={statusOptions} style={{ width: 120 }} />
      </Form.Item>
      <FilterActions form={form} onReset={() => onSearch({})} />
    </Form>
  );
}
