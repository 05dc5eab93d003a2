import { api, type RoleRow, SUPER_PERMISSION } from '@hr/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  orDash,
  PagedTable,
  RowAction,
  TableToolbar,
  useCrudTable,
  useModalState,
} from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';
import RoleFormModal from './RoleFormModal.tsx';
import RoleResourceDrawer from './RoleResourceDrawer.tsx';

/** 角色管理 (/setup/role): roles, their form and the 分配资源 drawer. The super-admin role is read-only. */
export default function RolePage() {
  const [roleName, setRoleName] = useState('');
  const grant = useModalState<RoleRow | null>(null);
  const queryClient = useQueryClient();
  // The user form's role picker lists every role: a changed role list makes it stale.
  const rolesChanged = () => void queryClient.invalidateQueries({ queryKey: systemKeys.roleOptions });
  const crud = useCrudTable<RoleRow>(rolesChanged);

  const remove = (role: RoleRow) =>
    crud.remove(`此操作将删除角色“${role.roleName}”, 是否继续?`, () =>
      call(api.role.remove, { body: { roleCode: role.roleCode } }),
    );

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
    actionsColumn(210, (role) =>
      role.superAdmin ? (
        <Typography.Text type="secondary">内置角色，不可修改</Typography.Text>
      ) : (
        <Space size={0}>
          <RowAction code="system:role:edit" onClick={() => crud.modal.show(role)}>
            编辑
          </RowAction>
          <RowAction code="system:role:grant" onClick={() => grant.show(role)}>
            分配资源
          </RowAction>
          <RowAction code="system:role:remove" danger onClick={() => void remove(role)}>
            删除
          </RowAction>
        </Space>
      ),
    ),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入角色名称', onSearch: setRoleName }}>
        <AddButton code="system:role:add" onClick={() => crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<RoleRow>
        ref={crud.tableRef}
        rowKey="roleCode"
        columns={columns}
        scroll={{ x: 1000 }}
        queryKey={[...systemKeys.roles, { roleName }]}
        fetcher={(page) => call(api.role.list, { body: { ...page, roleName: roleName || undefined } })}
      />
      <RoleFormModal
        open={crud.modal.open}
        role={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <RoleResourceDrawer open={grant.open} role={grant.data} onClose={grant.close} />
    </Card>
  );
}
