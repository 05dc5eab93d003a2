import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@hr/contract';
import type { AreaSegment } from '../../app/menus.ts';
import { AreaTabs } from './AreaTabs.tsx';
import styles from './TopBar.module.css';
import { UserMenu } from './UserMenu.tsx';

interface Props {
  title: string;
  user: CurrentUser;
  area: AreaSegment;
  collapsed: boolean;
  onToggle: () => void;
}

/** Top bar: sidebar toggle, platform title, area tabs and the user menu. */
export function TopBar({ title, user, area, collapsed, onToggle }: Props) {
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.toggle}
        onClick={onToggle}
        aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
      >
        {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      <div className={styles.title}>{title}</div>
      <AreaTabs current={area} permissions={user.permissions} menus={user.menus} />
      <UserMenu realName={user.realName || user.username} />
    </div>
  );
}
