import { api, type UserRow, userStatusLabels } from '@hr/contract';
import { Card, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  confirmAction,
  orDash,
  PagedTable,
  RowAction,
  TableToolbar,
  useCrudTable,
  useFeedback,
  usePermission,
} from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';
import UserFilterBar, { type UserFilters } from './UserFilterBar.tsx';
import UserFormModal from './UserFormModal.tsx';

/** 用户管理 (/setup/user): search, add, edit, enable or disable and delete console users. */
export default function UserPage() {
  const { message } = useFeedback();
  const can = usePermission();
  // Each row carries the server's verdicts (contract system/policy.ts) for the caller: a control the server
  // would refuse is disabled with its reason.
  const [filters, setFilters] = useState<UserFilters>({});
  const crud = useCrudTable<UserRow>();

  const setStatus = (user: UserRow, enable: boolean) =>
    confirmAction({
      title: enable ? '请确认是否启用该用户？' : '请确认是否停用该用户？',
      content: enable ? undefined : '停用后该用户将立即退出登录，且不能再登录',
      onOk: async () => {
        await call(api.user.enableUser, { body: { userCode: user.userCode, status: enable ? 1 : 0 } });
        message.success('操作成功');
        crud.tableRef.current?.reload();
      },
    });

  const remove = (user: UserRow) =>
    crud.remove(`此操作将删除用户“${user.realName || user.username}”, 是否继续?`, () =>
      call(api.user.remove, { body: { userCode: user.userCode } }),
    );

  const columns: ColumnsType<UserRow> = [
    { title: '账号', dataIndex: 'username', width: 120 },
    { title: '姓名', dataIndex: 'realName', width: 100 },
    { title: '手机号', dataIndex: 'phone', width: 120, render: orDash },
    {
      title: '所属企业',
      dataIndex: 'cmpyName',
      ellipsis: true,
      render: (_, user) => (user.cmpyCode ? (user.cmpyName ?? user.cmpyCode) : '平台'),
    },
    {
      title: '角色',
      dataIndex: 'roleNames',
      render: (names: string[]) =>
        names.length ? (
          <Space size={[0, 4]} wrap>
            {names.map((name) => (
              <Tag key={name} color="blue">
                {name}
              </Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number, user) =>
        can('system:user:enable') ? (
          <Switch
            checked={status === 1}
            disabled={user.disableRefusal !== null}
            checkedChildren={userStatusLabels[1]}
            unCheckedChildren={userStatusLabels[0]}
            onChange={(checked) => void setStatus(user, checked)}
            aria-label={`${user.username}的状态`}
          />
        ) : (
          <Tag color={status === 1 ? 'success' : 'default'}>{userStatusLabels[status] ?? status}</Tag>
        ),
    },
    { title: '最后登录', dataIndex: 'lastLoginTime', width: 180, render: orDash },
    { title: '创建时间', dataIndex: 'createTime', width: 180, render: orDash },
    actionsColumn(110, (user) => (
      <Space size={0}>
        <RowAction code="system:user:edit" blocked={user.editRefusal} onClick={() => crud.modal.show(user)}>
          编辑
        </RowAction>
        <RowAction
          code="system:user:remove"
          danger
          blocked={user.disableRefusal}
          onClick={() => void remove(user)}
        >
          删除
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <UserFilterBar onSearch={setFilters} />
      <TableToolbar>
        <AddButton code="system:user:add" onClick={() => crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<UserRow>
        ref={crud.tableRef}
        rowKey="userCode"
        columns={columns}
        scroll={{ x: 1250 }}
        queryKey={[...systemKeys.users, filters]}
        fetcher={(page) => call(api.user.list, { body: { ...page, ...filters } })}
      />
      <UserFormModal
        open={crud.modal.open}
        user={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
    </Card>
  );
}
