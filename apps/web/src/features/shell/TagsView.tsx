import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
import styles from './TagsView.module.css';
import type { Tab } from './useTabs.ts';

interface Props {
  tabs: readonly Tab[];
  activePath: string | null;
  onOpen: (tab: Tab) => void;
  onClose: (path: string) => void;
  onCloseOthers: (path: string) => void;
  onCloseAll: () => void;
}

/**
 * Tags of the visited pages; right-click for 关闭, 关闭其他, 关闭所有. A navigation list, not a tablist: each
 * tag holds two buttons (open, close), which a tab may not contain; the shown page is `aria-current`.
 */
export function TagsView({ tabs, activePath, onOpen, onClose, onCloseOthers, onCloseAll }: Props) {
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!activePath) return;
    const active = bar.current?.querySelector<HTMLElement>(`[data-tag-path="${CSS.escape(activePath)}"]`);
    active?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  return (
    <nav ref={bar} aria-label="已打开的页面">
      <ul className={styles.bar}>
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          return (
            <Dropdown
              key={tab.path}
              trigger={['contextMenu']}
              menu={{
                items: [
                  { key: 'close', label: '关闭' },
                  { key: 'others', label: '关闭其他' },
                  { key: 'all', label: '关闭所有' },
                ],
                onClick: ({ key }) => {
                  if (key === 'close') onClose(tab.path);
                  else if (key === 'others') onCloseOthers(tab.path);
                  else onCloseAll();
                },
              }}
            >
              <li className={active ? `${styles.tag} ${styles.active}` : styles.tag} data-tag-path={tab.path}>
                <button
                  type="button"
                  aria-current={active ? 'page' : undefined}
                  className={styles.label}
                  onClick={() => onOpen(tab)}
                >
                  {tab.title}
                </button>
                <button
                  type="button"
                  className={styles.close}
                  aria-label={`关闭${tab.title}`}
                  onClick={() => onClose(tab.path)}
                >
                  <CloseOutlined />
                </button>
              </li>
            </Dropdown>
          );
        })}
      </ul>
    </nav>
  );
}
