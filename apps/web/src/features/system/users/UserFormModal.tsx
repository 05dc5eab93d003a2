import { api, UserAddBody, UserEditBody, type UserRow } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';
import { zodRule } from '../shared/zod-rule.ts';

interface UserFormValues {
  username?: string;
  realName?: string;
  phone?: string;
  password?: string;
  roleCodes?: string[];
  cmpyCode?: string;
}

export interface UserFormModalProps extends FormModalBaseProps {
  /** The user to edit; null adds a new one. */
  user: UserRow | null;
}

const ROLE_PAGE_SIZE = 300;

/** Add or edit a user. Validation runs the contract's schemas, so the messages are the server's own. */
export default function UserFormModal({ user, ...modal }: UserFormModalProps) {
  const editing = user !== null;
  const schema = editing ? UserEditBody : UserAddBody;
  const extra = editing ? { userCode: user.userCode } : undefined;
  const rule = (field: keyof UserFormValues) => [zodRule(schema, field, extra)];

  const roles = useQuery({
    queryKey: systemKeys.roleOptions,
    queryFn: () => call(api.role.list, { body: { pageNum: 1, pageSize: ROLE_PAGE_SIZE } }),
    enabled: modal.open,
  });
  const roleOptions = (roles.data?.records ?? []).map((role) => ({
    value: role.roleCode,
    label: role.roleName,
  }));

  return (
    <FormModal<UserFormValues>
      {...modal}
      noun="用户"
      editing={editing}
      name="userForm"
      width={600}
      initialValues={
        user
          ? {
              realName: user.realName,
              phone: user.phone,
              roleCodes: user.roleCodes,
              cmpyCode: user.cmpyCode ?? '',
            }
          : { roleCodes: [] }
      }
      onSubmit={async (values) => {
        if (editing) {
          const body = UserEditBody.parse({ ...values, userCode: user.userCode });
          await call(api.user.edit, {
            body: { ...body, cmpyCode: body.cmpyCode || null, password: body.password || undefined },
          });
        } else {
          const body = UserAddBody.parse(values);
          await call(api.user.add, { body: { ...body, cmpyCode: body.cmpyCode || null } });
        }
      }}
    >
      {editing ? (
        <Form.Item label="账号">
          <Input value={user.username} disabled />
        </Form.Item>
      ) : (
        <Form.Item name="username" label="账号" required rules={rule('username')}>
          <Input placeholder="字母、数字和 _ . @ -" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="realName" label="姓名" required rules={rule('realName')}>
        <Input placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={rule('phone')}>
        <Input placeholder="11位手机号，可不填" />
      </Form.Item>
      <Form.Item
        name="password"
        label="密码"
        required={!editing}
        rules={rule('password')}
        extra={editing ? '不修改请留空；修改后该用户需重新登录' : '至少8位，同时包含字母和数字'}
      >
        <Input.Password placeholder={editing ? '不修改请留空' : '请输入密码'} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="roleCodes" label="角色" required rules={rule('roleCodes')}>
        <Select
          mode="multiple"
          placeholder="请选择角色"
          options={roleOptions}
          loading={roles.isFetching}
          optionFilterProp="label"
          notFoundContent={roles.isError ? '角色加载失败' : undefined}
        />
      </Form.Item>
      <Form.Item
        name="cmpyCode"
        label="企业编号"
        rules={rule('cmpyCode')}
        extra="平台人员留空；企业人员新增的用户由系统归入其本企业"
      >
        <Input placeholder="所属企业编号（cmpyCode），可不填" />
      </Form.Item>
    </FormModal>
  );
}
