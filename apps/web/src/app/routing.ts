import { buildMenuTree, firstAreaPage, landingPath, type Menu, menuTrail, segmentOf } from './menus.ts';

/** What the shell shows for a pathname. */
export type Resolution =
  | { kind: 'redirect'; to: string; dropQuery?: boolean }
  | { kind: 'page'; path: string; title: string; trail: string[] }
  | { kind: 'platformList' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

export interface Catalog {
  /** Pages any signed-in user may open (not menus): path → title. */
  open: Readonly<Record<string, string>>;
  /**
   * Pages reached from a menu page (details, editors): path → the menu path that grants them, and a title.
   * A key may be a pattern whose segments `:name` take any one segment (`/recruit/…/applyList/:jobCode`).
   */
  sub: Readonly<Record<string, SubPage>>;
  /** Paths that exist but need the user to hold their menu: the seeded menus and every registered page. */
  guarded: ReadonlySet<string>;
}

export interface SubPage {
  parent: string;
  title: string;
}

export const PLATFORM_LIST_PATH = '/platformList';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The parameters of `pathname` under `pattern` (`/a/:id/b`), or null when it does not match. A `:name`
 * segment takes one non-empty segment, decoded; other segments must be equal.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return params;
}

const isPattern = (key: string) => key.includes('/:');

/** The sub page a pathname opens: its own key first, else the first pattern key it matches. */
export function findSubPage<T>(
  sub: Readonly<Record<string, T>>,
  pathname: string,
): { key: string; entry: T; params: Record<string, string> } | null {
  const exact = sub[pathname];
  if (exact !== undefined && !isPattern(pathname)) return { key: pathname, entry: exact, params: {} };
  for (const [key, entry] of Object.entries(sub)) {
    if (!isPattern(key)) continue;
    const params = matchPattern(key, pathname);
    if (params) return { key, entry, params };
  }
  return null;
}

/** Navigation state the login page sets: the path was asked for before the user was known. */
export interface FromLogin {
  fromLogin: true;
}
export const FROM_LOGIN: FromLogin = { fromLogin: true };
export const isFromLogin = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<FromLogin>).fromLogin === true;

/**
 * What a pathname shows right after login (`toPath`/`redirect`, or `/`): a page the user may not open falls
 * back to the landing page (the monitor when held, else the first page of the first area the user holds),
 * rather than greeting the user with a 403.
 */
export function resolveAfterLogin(pathname: string, menus: readonly Menu[], catalog: Catalog): Resolution {
  const resolution = resolvePath(pathname, menus, catalog);
  return resolution.kind === 'forbidden' && pathname !== '/403'
    ? { kind: 'redirect', to: landingPath(menus), dropQuery: true }
    : resolution;
}

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
  const sub = findSubPage(catalog.sub, pathname)?.entry;
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
