import { api, RoleBody, type RoleRow } from '@hr/contract';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import { errorText, useFeedback } from '../../../components';
import { zodRule } from '../shared/zod-rule.ts';

interface RoleFormValues {
  roleName?: string;
  roleKey?: string;
  sort?: number | null;
  remark?: string;
}

export interface RoleFormModalProps {
  open: boolean;
  /** The role to edit; null adds a new one. */
  role: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const rule = (field: keyof RoleFormValues) => [zodRule(RoleBody, field)];

/** Add or edit a role (name, permission key, sort, remark), validated by the contract's RoleBody. */
export default function RoleFormModal({ open, role, onClose, onSaved }: RoleFormModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<RoleFormValues>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: RoleFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = RoleBody.parse({ ...values, sort: values.sort ?? undefined });
      if (role) {
        await call(api.role.edit, { body: { ...body, roleCode: role.roleCode } });
        message.success('更新成功');
      } else {
        await call(api.role.add, { body });
        message.success('新增成功');
      }
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={role ? '编辑角色' : '新增角色'}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        name="roleForm"
        preserve={false}
        labelCol={{ flex: '90px' }}
        initialValues={
          role
            ? { roleName: role.roleName, roleKey: role.roleKey, sort: role.sort, remark: role.remark }
            : { sort: 0 }
        }
        style={{ marginTop: 24 }}
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
      </Form>
    </Modal>
  );
}
