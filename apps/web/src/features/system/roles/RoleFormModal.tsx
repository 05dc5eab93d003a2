import { api, RoleBody, type RoleRow } from '@hr/contract';
import { Form, Input, InputNumber } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';
import { zodRule } from '../shared/zod-rule.ts';

interface RoleFormValues {
  roleName?: string;
  roleKey?: string;
  sort?: number | null;
  remark?: string;
}

export interface RoleFormModalProps extends FormModalBaseProps {
  /** The role to edit; null adds a new one. */
  role: RoleRow | null;
}

const rule = (field: keyof RoleFormValues) => [zodRule(RoleBody, field)];

/** Add or edit a role (name, permission key, sort, remark), validated by the contract's RoleBody. */
export default function RoleFormModal({ role, ...modal }: RoleFormModalProps) {
  return (
    <FormModal<RoleFormValues>
      {...modal}
      noun="角色"
      editing={role !== null}
      name="roleForm"
      width={560}
      initialValues={
        role
          ? { roleName: role.roleName, roleKey: role.roleKey, sort: role.sort, remark: role.remark }
          : { sort: 0 }
      }
      onSubmit={async (values) => {
        const body = RoleBody.parse({ ...values, sort: values.sort ?? undefined });
        if (role) await call(api.role.edit, { body: { ...body, roleCode: role.roleCode } });
        else await call(api.role.add, { body });
      }}
    >
      <Form.Item name="roleName" label="角色名称" required rules={rule('roleName')}>
        <Input placeholder="请输入角色名称" />
      </Form.Item>
      <Form.Item name="roleKey" label="权限字符" required rules={rule('roleKey')}>
        <Input placeholder="如 operator，字母开头" />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rule('sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={rule('remark')}>
        <Input.TextArea rows={3} placeholder="请输入备注" />
      </Form.Item>
    </FormModal>
  );
}
