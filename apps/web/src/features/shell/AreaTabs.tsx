import { Link } from 'react-router';
import { AREA_TABS, type AreaSegment, areaEntry, hasPermission, type Menu } from '../../app/menus.ts';
import styles from './TopBar.module.css';

interface Props {
  current: AreaSegment;
  permissions: readonly string[];
  menus: readonly Menu[];
}

/** The four area tabs of the top bar, each shown only with its plateform:* code (spec §2, §6). */
export function AreaTabs({ current, permissions, menus }: Props) {
  return (
    <nav className={styles.tabs} aria-label="系统切换">
      {AREA_TABS.filter((tab) => hasPermission(permissions, tab.code)).map((tab) => (
        <Link
          key={tab.segment}
          to={areaEntry(tab.segment, menus)}
          className={tab.segment === current ? `${styles.tab} ${styles.activeTab}` : styles.tab}
          aria-current={tab.segment === current ? 'page' : undefined}
        >
          {tab.name}
        </Link>
      ))}
    </nav>
  );
}
