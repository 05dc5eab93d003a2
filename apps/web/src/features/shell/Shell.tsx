import { Layout } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type AreaSegment, areaMenus, buildMenuTree, landingPath, segmentOf } from '../../app/menus.ts';
import { catalog, pageFor } from '../../app/pages.tsx';
import { findSubPage, isFromLogin, resolveAfterLogin, resolvePath } from '../../app/routing.ts';
import { useCurrentUser, usePlatformInfo } from '../../app/session.ts';
import { KeepAlivePane } from './KeepAlivePane.tsx';
import styles from './Shell.module.css';
import { ShellBreadcrumb } from './ShellBreadcrumb.tsx';
import { SideBar } from './SideBar.tsx';
import { StatusView } from './StatusView.tsx';
import { TagsView } from './TagsView.tsx';
import { TopBar } from './TopBar.tsx';
import { useTabs } from './useTabs.ts';

// main.tsx fetches the shell beside the current-user call (preloadStartPage); evaluated, it starts on the
// page of the address too, so the page's code is not waited for after the user and the shell.
pageFor(window.location.pathname)
  ?.preload?.()
  .catch(() => {});

/**
 * The admin shell (spec §2): sidebar, top bar, tags-view, breadcrumb and the kept-alive pages. It resolves
 * every path itself (see app/routing.ts) and stays mounted across navigations, so open pages keep their
 * state. Rendered under AuthGate, which guarantees the current user.
 */
export default function Shell() {
  const user = useCurrentUser().data;
  const menus = user?.menus ?? [];
  const platformTitle = usePlatformInfo().data?.title ?? '';
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  const fromLogin = isFromLogin(location.state);
  const resolution = useMemo(
    () =>
      fromLogin
        ? resolveAfterLogin(location.pathname, menus, catalog)
        : resolvePath(location.pathname, menus, catalog),
    [location.pathname, menus, fromLogin],
  );
  const tree = useMemo(() => buildMenuTree(menus), [menus]);
  const home = useMemo(() => landingPath(menus), [menus]);
  const { tabs, activePath, open, close, closeOthers, closeAll, rename } = useTabs(
    resolution,
    location,
    home,
  );

  // Pages outside the areas (notice, 403, platform list) keep the sidebar of the last area shown.
  const [lastArea, setLastArea] = useState<AreaSegment>(segmentOf(home) ?? 'oddjobMarket');
  const area = segmentOf(location.pathname) ?? lastArea;
  if (area !== lastArea) setLastArea(area);
  const sideMenus = useMemo(() => areaMenus(tree, area), [tree, area]);
  const selectedMenu = activePath ? (findSubPage(catalog.sub, activePath)?.entry.parent ?? activePath) : null;

  const pageTitle =
    resolution.kind === 'page'
      ? (tabs.find((tab) => tab.path === activePath)?.title ?? resolution.title)
      : '';
  useEffect(() => {
    document.title = pageTitle || platformTitle || '管理后台';
  }, [pageTitle, platformTitle]);

  if (!user) return null;
  return (
    <Layout className={styles.root} hasSider>
      <SideBar collapsed={collapsed} menus={sideMenus} selected={selectedMenu} />
      <Layout className={styles.column}>
        <header className={styles.header}>
          <TopBar
            title={platformTitle}
            user={user}
            area={area}
            collapsed={collapsed}
            onToggle={() => setCollapsed((value) => !value)}
          />
          <TagsView
            tabs={tabs}
            activePath={activePath}
            onOpen={open}
            onClose={close}
            onCloseOthers={closeOthers}
            onCloseAll={closeAll}
          />
        </header>
        <div className={styles.crumbs}>
          <ShellBreadcrumb resolution={resolution} home={home} />
        </div>
        <main className={styles.panes}>
          {tabs.map((tab) => (
            <KeepAlivePane key={tab.path} tab={tab} active={tab.path === activePath} onTitle={rename} />
          ))}
          {resolution.kind === 'page' ? null : (
            <div className={styles.pane}>
              <StatusView resolution={resolution} user={user} home={home} />
            </div>
          )}
        </main>
      </Layout>
    </Layout>
  );
}
