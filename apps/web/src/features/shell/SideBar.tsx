import { AppstoreFilled } from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type MenuNode, SIDEBAR_TITLE } from '../../app/menus.ts';
import { PLATFORM_LIST_PATH } from '../../app/routing.ts';
import { MenuIcon } from '../../components/MenuIcon/index.ts';
import styles from './SideBar.module.css';

type Item = Required<MenuProps>['items'][number];

/** Directories become submenus (dropped when the user holds none of their menus); menus link to their path. */
function toItems(nodes: readonly MenuNode[]): Item[] {
  const items: Item[] = [];
  for (const node of nodes) {
    const icon = <MenuIcon name={node.icon} />;
    if (node.children.length > 0) {
      const children = toItems(node.children);
      if (children.length > 0) items.push({ key: node.resourceCode, icon, label: node.name, children });
    } else if (node.path) {
      items.push({ key: node.path, icon, label: <Link to={node.path}>{node.name}</Link> });
    }
  }
  return items;
}

/** resourceCodes of the directories above the menu whose path is `path`. */
function ancestorsOf(nodes: readonly MenuNode[], path: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.path === path && node.children.length === 0) return trail;
    const found = ancestorsOf(node.children, path, [...trail, node.resourceCode]);
    if (found) return found;
  }
  return null;
}

interface Props {
  collapsed: boolean;
  /** The current area's menus. */
  menus: readonly MenuNode[];
  /** Path of the menu to highlight. */
  selected: string | null;
}

/** Collapsible sidebar, 210 px (spec §9), titled 零工就业管理系统; the logo opens the platform list. */
export function SideBar({ collapsed, menus, selected }: Props) {
  const items = useMemo(() => toItems(menus), [menus]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [opened, setOpened] = useState<string | null>(null);
  // Opening the directories of a newly selected menu, during render so the first paint is right.
  if (selected !== opened) {
    setOpened(selected);
    const ancestors = selected ? (ancestorsOf(menus, selected) ?? []) : [];
    setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }
  return (
    <Layout.Sider width={210} collapsedWidth={64} collapsed={collapsed} trigger={null} theme="dark">
      <Link to={PLATFORM_LIST_PATH} className={styles.logo} title="平台选择">
        <span className={styles.mark}>
          <AppstoreFilled />
        </span>
        {collapsed ? null : <span className={styles.name}>{SIDEBAR_TITLE}</span>}
      </Link>
      <Menu
        className={styles.menu}
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      />
    </Layout.Sider>
  );
}
