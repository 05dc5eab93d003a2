import { buildMenuTree, firstAreaPage, landingPath, type Menu, menuTrail, segmentOf } from './menus.ts';

/** What the shell shows for a pathname. */
export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; path: string; title: string; trail: string[] }
  | { kind: 'platformList' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

export interface Catalog {
  /** Pages any signed-in user may open (not menus): path → title. */
  open: Readonly<Record<string, string>>;
  /** Pages reached from a menu page (details, editors): path → the menu path that grants them, and a title. */
  sub: Readonly<Record<string, { parent: string; title: string }>>;
  /** Paths that exist but need the user to hold their menu: the seeded menus and every registered page. */
  guarded: ReadonlySet<string>;
}

export const PLATFORM_LIST_PATH = '/platformList';

/** Decides what a pathname shows for a user holding `menus`. Pure: the shell renders what this says. */
export function resolvePath(pathname: string, menus: readonly Menu[], catalog: Catalog): Resolution {
  if (pathname.length > 1 && pathname.endsWith('/'))
    return { kind: 'redirect', to: pathname.replace(/\/+$/, '') || '/' };
  if (pathname === '/') return { kind: 'redirect', to: landingPath(menus) };
  if (pathname === '/403') return { kind: 'forbidden' };
  if (pathname === '/404') return { kind: 'notFound' };
  if (pathname === PLATFORM_LIST_PATH) return { kind: 'platformList' };
  const openTitle = catalog.open[pathname];
  if (openTitle !== undefined) return { kind: 'page', path: pathname, title: openTitle, trail: [openTitle] };
  const trail = menuTrail(menus, pathname);
  if (trail) return { kind: 'page', path: pathname, title: trail[trail.length - 1] ?? '', trail };
  const sub = catalog.sub[pathname];
  const parentTrail = sub ? menuTrail(menus, sub.parent) : null;
  if (sub && parentTrail)
    return { kind: 'page', path: pathname, title: sub.title, trail: [...parentTrail, sub.title] };
  const segment = segmentOf(pathname);
  if (segment && pathname === `/${segment}`) {
    const first = firstAreaPage(buildMenuTree(menus), segment);
    return first ? { kind: 'redirect', to: first } : { kind: 'forbidden' };
  }
  if (sub || catalog.guarded.has(pathname)) return { kind: 'forbidden' };
  return { kind: 'notFound' };
}
