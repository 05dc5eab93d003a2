import { PlusOutlined } from '@ant-design/icons';
import { api, type RoleRow, SUPER_PERMISSION } from '@hr/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  confirmDelete,
  PagedTable,
  type PagedTableHandle,
  Permission,
  useFeedback,
} from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';
import RoleFormModal from './RoleFormModal.tsx';
import RoleResourceDrawer from './RoleResourceDrawer.tsx';

const orDash = (text: string | null | undefined) => (text ? text : '-');

/** 角色管理 (/setup/role): roles, their form and the 分配资源 drawer. The super-admin role is read-only. */
export default function RolePage() {
  const { message } = useFeedback();
  const tableRef = useRef<PagedTableHandle>(null);
  const [roleName, setRoleName] = useState('');
  const [modal, setModal] = useState<{ open: boolean; role: RoleRow | null }>({ open: false, role: null });
  const [grant, setGrant] = useState<{ open: boolean; role: RoleRow | null }>({ open: false, role: null });
  const closeModal = () => setModal((current) => ({ ...current, open: false }));
  const queryClient = useQueryClient();
  // The user form's role picker lists every role: a changed role list makes it stale.
  const rolesChanged = () => void queryClient.invalidateQueries({ queryKey: systemKeys.roleOptions });

  const remove = (role: RoleRow) =>
    confirmDelete(async () => {
      await call(api.role.remove, { body: { roleCode: role.roleCode } });
      message.success('删除成功');
      tableRef.current?.afterDelete();
      rolesChanged();
    }, `此操作将删除角色“${role.roleName}”, 是否继续?`);

  const columns: ColumnsType<RoleRow> = [
    {
      title: '角色名称',
      dataIndex: 'roleName',
      render: (name: string, role) => (
        <Space size={4} wrap>
          {name}
          {role.superAdmin && <Tag color="gold">超级管理员 ({SUPER_PERMISSION})</Tag>}
        </Space>
      ),
    },
    { title: '权限字符', dataIndex: 'roleKey', width: 160 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '用户数', dataIndex: 'userCount', width: 90 },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: orDash },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: orDash },
    {
      title: '操作',
      key: 'actions',
      width: 210,
      fixed: 'right',
      render: (_, role) =>
        role.superAdmin ? (
          <Typography.Text type="secondary">内置角色，不可修改</Typography.Text>
        ) : (
          <Space size={0}>
            <Permission code="system:role:edit">
              <Button type="link" size="small" onClick={() => setModal({ open: true, role })}>
                编辑
              </Button>
            </Permission>
            <Permission code="system:role:grant">
              <Button type="link" size="small" onClick={() => setGrant({ open: true, role })}>
                分配资源
              </Button>
            </Permission>
            <Permission code="system:role:remove">
              <Button type="link" size="small" danger onClick={() => void remove(role)}>
                删除
              </Button>
            </Permission>
          </Space>
        ),
    },
  ];

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="请输入角色名称"
          allowClear
          enterButton="查询"
          maxLength={30}
          onSearch={(value) => setRoleName(value.trim())}
          style={{ width: 300 }}
        />
        <Permission code="system:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, role: null })}>
            新增
          </Button>
        </Permission>
      </Space>
      <PagedTable<RoleRow>
        ref={tableRef}
        rowKey="roleCode"
        columns={columns}
        scroll={{ x: 1000 }}
        queryKey={[...systemKeys.roles, { roleName }]}
        fetcher={(page) => call(api.role.list, { body: { ...page, roleName: roleName || undefined } })}
      />
      <RoleFormModal
        open={modal.open}
        role={modal.role}
        onClose={closeModal}
        onSaved={() => {
          closeModal();
          tableRef.current?.reload();
          rolesChanged();
        }}
      />
      <RoleResourceDrawer
        open={grant.open}
        role={grant.role}
        onClose={() => setGrant((current) => ({ ...current, open: false }))}
      />
    </Card>
  );
}
