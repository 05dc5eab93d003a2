import { PlusOutlined } from '@ant-design/icons';
import { api, type UserRow, userStatusLabels } from '@hr/contract';
import { Button, Card, Space, Switch, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call } from '../../../app/request.ts';
import { useCurrentUser } from '../../../app/session.ts';
import {
  confirmAction,
  confirmDelete,
  PagedTable,
  type PagedTableHandle,
  Permission,
  useFeedback,
  usePermission,
} from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';
import UserFilterBar, { type UserFilters } from './UserFilterBar.tsx';
import UserFormModal from './UserFormModal.tsx';

const orDash = (text: string | null | undefined) => (text ? text : '-');

/** 用户管理 (/setup/user): search, add, edit, enable or disable and delete console users. */
export default function UserPage() {
  const { message } = useFeedback();
  const can = usePermission();
  const myCode = useCurrentUser().data?.userCode;
  const tableRef = useRef<PagedTableHandle>(null);
  const [filters, setFilters] = useState<UserFilters>({});
  /** The form modal; `user` null adds. The user stays set while the modal fades out. */
  const [modal, setModal] = useState<{ open: boolean; user: UserRow | null }>({ open: false, user: null });
  const closeModal = () => setModal((current) => ({ ...current, open: false }));

  const setStatus = (user: UserRow, enable: boolean) =>
    confirmAction({
      title: enable ? '请确认是否启用该用户？' : '请确认是否停用该用户？',
      content: enable ? undefined : '停用后该用户将立即退出登录，且不能再登录',
      onOk: async () => {
        await call(api.user.enableUser, { body: { userCode: user.userCode, status: enable ? 1 : 0 } });
        message.success('操作成功');
        tableRef.current?.reload();
      },
    });

  const remove = (user: UserRow) =>
    confirmDelete(
      async () => {
        await call(api.user.remove, { body: { userCode: user.userCode } });
        message.success('删除成功');
        tableRef.current?.afterDelete();
      },
      `此操作将删除用户“${user.realName || user.username}”, 是否继续?`,
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
            // The server refuses to disable the signed-in user (不能停用或删除自己).
            disabled={user.userCode === myCode}
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
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, user) => (
        <Space size={0}>
          <Permission code="system:user:edit">
            <Button type="link" size="small" onClick={() => setModal({ open: true, user })}>
              编辑
            </Button>
          </Permission>
          <Permission code="system:user:remove">
            <Tooltip title={user.userCode === myCode ? '不能删除自己' : undefined}>
              <Button
                type="link"
                size="small"
                danger
                disabled={user.userCode === myCode}
                onClick={() => void remove(user)}
              >
                删除
              </Button>
            </Tooltip>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <UserFilterBar onSearch={setFilters} />
      <Space style={{ marginBottom: 16 }}>
        <Permission code="system:user:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, user: null })}>
            新增
          </Button>
        </Permission>
      </Space>
      <PagedTable<UserRow>
        ref={tableRef}
        rowKey="userCode"
        columns={columns}
        scroll={{ x: 1250 }}
        queryKey={[...systemKeys.users, filters]}
        fetcher={(page) => call(api.user.list, { body: { ...page, ...filters } })}
      />
      <UserFormModal
        open={modal.open}
        user={modal.user}
        onClose={closeModal}
        onSaved={() => {
          closeModal();
          tableRef.current?.reload();
        }}
      />
    </Card>
  );
}
