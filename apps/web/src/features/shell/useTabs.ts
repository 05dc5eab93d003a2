import { useCallback, useMemo, useState } from 'react';
import { type Location, useNavigate } from 'react-router';
import type { Resolution } from '../../app/routing.ts';

/** One visited page: its tag title and the last location it showed (query string included). */
export interface Tab {
  path: string;
  title: string;
  location: Location;
}

export const hrefOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

/**
 * The tags-view list. A page becomes a tag when first shown and keeps its place; later visits only update
 * its location, so its kept-alive element re-renders instead of remounting. Closing the active tag moves
 * to its neighbour, or to `fallback` when none is left.
 */
export function useTabs(resolution: Resolution, location: Location, fallback: string) {
  const navigate = useNavigate();
  const [opened, setTabs] = useState<Tab[]>([]);
  const [seen, setSeen] = useState('');
  /** Titles pages gave their own tags (useTabTitle), by path. */
  const [titles, setTitles] = useState<Record<string, string>>({});
  const tabs = useMemo(
    () => opened.map((tab) => (titles[tab.path] ? { ...tab, title: titles[tab.path]! } : tab)),
    [opened, titles],
  );
  const rename = useCallback(
    (path: string, title: string) =>
      setTitles((previous) => (previous[path] === title ? previous : { ...previous, [path]: title })),
    [],
  );
  const activePath = resolution.kind === 'page' ? resolution.path : null;

  // Adjusted during render (not in an effect), so a new page's pane exists in the very first paint.
  const signature =
    resolution.kind === 'page' ? `${location.key}|${resolution.path}|${resolution.title}` : '';
  if (resolution.kind === 'page' && signature !== seen) {
    setSeen(signature);
    const tab: Tab = { path: resolution.path, title: resolution.title, location };
    setTabs((previous) =>
      previous.some((item) => item.path === tab.path)
        ? previous.map((item) => (item.path === tab.path ? tab : item))
        : [...previous, tab],
    );
  }

  const open = (tab: Tab) => navigate(hrefOf(tab.location));

  const close = (path: string) => {
    const index = tabs.findIndex((tab) => tab.path === path);
    if (index < 0) return;
    const rest = tabs.filter((tab) => tab.path !== path);
    setTabs(rest);
    if (path !== activePath) return;
    const next = rest[index] ?? rest[index - 1];
    navigate(next ? hrefOf(next.location) : fallback);
  };

  const closeOthers = (path: string) => {
    const kept = tabs.filter((tab) => tab.path === path);
    setTabs(kept);
    if (kept[0] && path !== activePath) open(kept[0]);
  };

  const closeAll = () => {
    setTabs([]);
    navigate(fallback);
  };

  return { tabs, activePath, open, close, closeOthers, closeAll, rename };
}
