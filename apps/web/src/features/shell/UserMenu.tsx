import { AppstoreOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { authRoutes } from '@hr/contract/system/auth.routes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { call } from '../../app/request.ts';
import { PLATFORM_LIST_PATH } from '../../app/routing.ts';
import styles from './TopBar.module.css';

/** The signed-in user's name with 平台选择 and 退出登录. */
export function UserMenu({ realName }: { realName: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = async () => {
    try {
      await call(authRoutes.logout, {});
    } catch {
      // The session is left to expire on the server; this browser signs out either way.
    }
    navigate('/login', { replace: true });
    // The shell unmounts with the navigation; nothing cached for this session may outlive it.
    queryClient.removeQueries();
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'platformList', icon: <AppstoreOutlined />, label: '平台选择' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
          else navigate(PLATFORM_LIST_PATH);
        },
      }}
    >
      <button type="button" className={styles.user}>
        <Avatar
          size="small"
          icon={<UserOutlined />}
          style={{ backgroundColor: 'var(--ant-color-primary)' }}
        />
        <span>{realName}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
