import { AREA_CODES, type CurrentUser, ResourceType, SUPER_PERMISSION } from '@hr/contract';

export type Menu = CurrentUser['menus'][number];
export interface MenuNode extends Menu {
  children: MenuNode[];
}

/** The first URL segment of each area: it picks the sidebar's menus and the highlighted top-bar tab. */
export type AreaSegment = 'recruit' | 'train' | 'oddjobMarket' | 'setup';

export interface AreaTab {
  segment: AreaSegment;
  name: string;
  /** Permission code that opens the tab (spec §2, §6). */
  code: string;
  /** Where the tab leads (spec §2, the old hash links mapped to paths). */
  entry: string;
}

export const AREA_TABS: readonly AreaTab[] = [
  { segment: 'recruit', name: '招聘管理', code: AREA_CODES.recruit, entry: '/recruit/label/intentional' },
  { segment: 'train', name: '培训系统', code: AREA_CODES.train, entry: '/train/trainHome' },
  {
    segment: 'oddjobMarket',
    name: '零工就业',
    code: AREA_CODES.oddjobMarket,
    entry: '/oddjobMarket/monitor',
  },
  { segment: 'setup', name: '系统管理', code: AREA_CODES.system, entry: '/setup' },
];

/** Where a successful login lands when no toPath is given (spec §2). */
export const LANDING_PATH = '/oddjobMarket/monitor';
export const SIDEBAR_TITLE = '零工就业管理系统';

export const hasPermission = (permissions: readonly string[], code: string): boolean =>
  permissions.includes(SUPER_PERMISSION) || permissions.includes(code);

export function segmentOf(pathname: string): AreaSegment | null {
  const first = pathname.split('/')[1] ?? '';
  return AREA_TABS.some((tab) => tab.segment === first) ? (first as AreaSegment) : null;
}

/** Builds the menu forest; a node whose parent the user does not hold becomes a root. Keeps the server's order. */
export function buildMenuTree(menus: readonly Menu[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const menu of menus) nodes.set(menu.resourceCode, { ...menu, children: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode ? nodes.get(node.parentCode) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const bySort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort);
    for (const node of list) bySort(node.children);
  };
  bySort(roots);
  return roots;
}

function firstPathIn(node: MenuNode): string | null {
  if (node.path) return node.path;
  for (const child of node.children) {
    const found = firstPathIn(child);
    if (found) return found;
  }
  return null;
}

/** The sidebar's top-level items for one area: the children of the area's directory (or loose menus of it). */
export function areaMenus(tree: readonly MenuNode[], segment: AreaSegment): MenuNode[] {
  const result: MenuNode[] = [];
  for (const root of tree) {
    const path = firstPathIn(root);
    if (!path || segmentOf(path) !== segment) continue;
    if (root.type === ResourceType.directory && root.path === `/${segment}`) result.push(...root.children);
    else result.push(root);
  }
  return result;
}

/** Menu pages (type menu with a path) in sidebar order. */
export function menuPages(nodes: readonly MenuNode[]): MenuNode[] {
  const result: MenuNode[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.type === ResourceType.menu && node.path) result.push(node);
      walk(node.children);
    }
  };
  walk(nodes);
  return result;
}

export const firstAreaPage = (tree: readonly MenuNode[], segment: AreaSegment): string | null =>
  menuPages(areaMenus(tree, segment))[0]?.path ?? null;

/** Names from the area down to the menu holding `path`, for the breadcrumb; null when the user lacks it. */
export function menuTrail(menus: readonly Menu[], path: string): string[] | null {
  const byCode = new Map(menus.map((menu) => [menu.resourceCode, menu]));
  let node = menus.find((menu) => menu.type === ResourceType.menu && menu.path === path);
  if (!node) return null;
  const trail: string[] = [];
  const seen = new Set<string>();
  while (node && !seen.has(node.resourceCode)) {
    seen.add(node.resourceCode);
    trail.unshift(node.name);
    node = node.parentCode ? byCode.get(node.parentCode) : undefined;
  }
  return trail;
}

/** Where a signed-in user starts: the monitor page when held, else the first page of any area. */
export function landingPath(menus: readonly Menu[]): string {
  if (menus.some((menu) => menu.type === ResourceType.menu && menu.path === LANDING_PATH))
    return LANDING_PATH;
  const tree = buildMenuTree(menus);
  for (const tab of AREA_TABS) {
    const first = firstAreaPage(tree, tab.segment);
    if (first) return first;
  }
  return '/403';
}

/** Where an area tab leads: the spec's entry page when held, else the area's first page the user holds. */
export function areaEntry(segment: AreaSegment, menus: readonly Menu[]): string {
  const tab = AREA_TABS.find((item) => item.segment === segment);
  if (tab && menus.some((menu) => menu.path === tab.entry)) return tab.entry;
  return firstAreaPage(buildMenuTree(menus), segment) ?? `/${segment}`;
}
