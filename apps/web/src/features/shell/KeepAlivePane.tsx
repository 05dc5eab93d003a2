import { Spin } from 'antd';
import { memo, Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { Route, Routes } from 'react-router';
import { TabActiveContext } from '../../app/tab-active.ts';
import { TabTitleContext } from '../../app/tab-title.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { PageView } from './PageView.tsx';
import styles from './Shell.module.css';
import type { Tab } from './useTabs.ts';

/**
 * One open tag's page, kept mounted while the tag is open: hidden with display:none when inactive, in its
 * own scroll container. `<Routes location>` gives the page its own location, so an inactive page keeps
 * seeing its own path and query while the address bar shows another page. Scroll position is remembered
 * and put back on activation (a display:none box may lose it).
 */
export const KeepAlivePane = memo(function KeepAlivePane({
  tab,
  active,
  onTitle,
}: {
  tab: Tab;
  active: boolean;
  /** Renames this pane's tag (the page's useTabTitle). */
  onTitle: (path: string, title: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const setTitle = useMemo(() => (title: string) => onTitle(tab.path, title), [onTitle, tab.path]);
  const scrollTop = useRef(0);

  useLayoutEffect(() => {
    if (active && box.current) box.current.scrollTop = scrollTop.current;
  }, [active]);

  return (
    <div
      ref={box}
      className={styles.pane}
      style={active ? undefined : { display: 'none' }}
      data-tab-path={tab.path}
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      <TabActiveContext value={active}>
        <TabTitleContext value={setTitle}>
          <PageErrorBoundary>
            <Suspense
              fallback={
                <div className={styles.paneLoading}>
                  <Spin />
                </div>
              }
            >
              <Routes location={tab.location}>
                <Route path="*" element={<PageView path={tab.path} title={tab.title} />} />
              </Routes>
            </Suspense>
          </PageErrorBoundary>
        </TabTitleContext>
      </TabActiveContext>
    </div>
  );
});
