import { describe, expect, it } from 'vitest';
import { areaEntry, areaMenus, buildMenuTree, landingPath, type Menu, menuTrail } from './menus.ts';
import { catalog as appCatalog, pageFor, subPages } from './pages.tsx';
import { type Catalog, findSubPage, matchPattern, resolveAfterLogin, resolvePath } from './routing.ts';

let sort = 0;
const dir = (
  resourceCode: string,
  name: string,
  parentCode: string | null,
  path: string | null = null,
): Menu => ({
  resourceCode,
  parentCode,
  name,
  type: 0,
  path,
  icon: null,
  sort: sort++,
});
const menu = (resourceCode: string, name: string, parentCode: string | null, path: string): Menu => ({
  resourceCode,
  parentCode,
  name,
  type: 1,
  path,
  icon: 'UserOutlined',
  sort: sort++,
});

const operator: Menu[] = [
  dir('area:oddjobMarket', '零工就业', null, '/oddjobMarket'),
  menu('oddjob:monitor', '零工监测', 'area:oddjobMarket', '/oddjobMarket/monitor'),
  dir('area:system', '系统管理', null, '/setup'),
  menu('system:roles', '角色管理', 'area:system', '/setup/role'),
  menu('system:notices', '消息公告', 'area:system', '/setup/notice'),
  dir('area:recruit', '招聘管理', null, '/recruit'),
  dir('recruit:jobs', '职位管理', 'area:recruit'),
  menu('recruit:jobList', '职位列表', 'recruit:jobs', '/recruit/job/list'),
  menu('recruit:applications', '报名管理', 'recruit:jobs', '/recruit/recruitmentMgt/list'),
];

const catalog: Catalog = {
  open: { '/notice': '公告详情' },
  sub: {
    '/recruit/job/detail': { parent: '/recruit/job/list', title: '职位详情' },
    '/recruit/recruitmentMgt/applyList/:jobCode': {
      parent: '/recruit/recruitmentMgt/list',
      title: '报名列表',
    },
  },
  guarded: new Set(['/setup/user', '/setup/role', '/recruit/label/intentional', '/oddjobMarket/monitor']),
};

describe('resolveAfterLogin', () => {
  it('sends a path the user may not open to the landing page, without its query', () => {
    const noMonitor = operator.filter((item) => item.path !== '/oddjobMarket/monitor');
    expect(resolveAfterLogin('/setup/user', operator, catalog)).toEqual({
      kind: 'redirect',
      to: '/oddjobMarket/monitor',
      dropQuery: true,
    });
    expect(resolveAfterLogin('/oddjobMarket/monitor', noMonitor, catalog)).toEqual({
      kind: 'redirect',
      to: landingPath(noMonitor),
      dropQuery: true,
    });
    expect(landingPath(noMonitor)).not.toBe('/oddjobMarket/monitor');
    // What the user may open, or what does not exist, resolves as usual.
    expect(resolveAfterLogin('/setup/role', operator, catalog)).toEqual(
      resolvePath('/setup/role', operator, catalog),
    );
    expect(resolveAfterLogin('/setup/nothing', operator, catalog)).toEqual({ kind: 'notFound' });
    expect(resolveAfterLogin('/403', operator, catalog)).toEqual({ kind: 'forbidden' });
  });
});

describe('resolvePath', () => {
  it('opens a menu the user holds, with its title and breadcrumb', () => {
    expect(resolvePath('/recruit/job/list', operator, catalog)).toEqual({
      kind: 'page',
      path: '/recruit/job/list',
      title: '职位列表',
      trail: ['招聘管理', '职位管理', '职位列表'],
    });
  });

  it('sends / to the landing page and an area root to its first menu', () => {
    expect(resolvePath('/', operator, catalog)).toEqual({ kind: 'redirect', to: '/oddjobMarket/monitor' });
    expect(resolvePath('/setup', operator, catalog)).toEqual({ kind: 'redirect', to: '/setup/role' });
    expect(resolvePath('/recruit', operator, catalog)).toEqual({ kind: 'redirect', to: '/recruit/job/list' });
    expect(resolvePath('/train', operator, catalog)).toEqual({ kind: 'forbidden' });
    expect(resolvePath('/setup/role/', operator, catalog)).toEqual({ kind: 'redirect', to: '/setup/role' });
  });

  it('refuses known pages the menus do not include (403) and answers 404 for the rest', () => {
    expect(resolvePath('/setup/user', operator, catalog)).toEqual({ kind: 'forbidden' });
    expect(resolvePath('/recruit/label/intentional', operator, catalog)).toEqual({ kind: 'forbidden' });
    expect(resolvePath('/setup/nothing', operator, catalog)).toEqual({ kind: 'notFound' });
    expect(resolvePath('/403', operator, catalog)).toEqual({ kind: 'forbidden' });
    expect(resolvePath('/404', operator, catalog)).toEqual({ kind: 'notFound' });
  });

  it('opens open pages for anyone, and sub-pages to holders of their menu', () => {
    expect(resolvePath('/notice', [], catalog)).toMatchObject({ kind: 'page', title: '公告详情' });
    expect(resolvePath('/recruit/job/detail', operator, catalog)).toMatchObject({
      kind: 'page',
      trail: ['招聘管理', '职位管理', '职位列表', '职位详情'],
    });
    expect(resolvePath('/recruit/job/detail', [], catalog)).toEqual({ kind: 'forbidden' });
    expect(resolvePath('/platformList', [], catalog)).toEqual({ kind: 'platformList' });
  });
});

describe('sub pages under a pattern', () => {
  it('matches one segment per parameter, decoded, and nothing else', () => {
    expect(matchPattern('/a/:id', '/a/J%E4%B8%80')).toEqual({ id: 'J一' });
    expect(matchPattern('/a/:id/b', '/a/1/b')).toEqual({ id: '1' });
    expect(matchPattern('/a/:id', '/a')).toBeNull();
    expect(matchPattern('/a/:id', '/a/1/2')).toBeNull();
    expect(matchPattern('/a/:id', '/b/1')).toBeNull();
    expect(matchPattern('/a/:id', '/a/%E4')).toBeNull();
  });

  it('finds an exact sub page before a pattern', () => {
    const sub = { '/a/new': 'new', '/a/:id': 'one' };
    expect(findSubPage(sub, '/a/new')).toEqual({ key: '/a/new', entry: 'new', params: {} });
    expect(findSubPage(sub, '/a/7')).toEqual({ key: '/a/:id', entry: 'one', params: { id: '7' } });
    expect(findSubPage(sub, '/b/7')).toBeNull();
  });

  it("opens one job's applicants to holders of 报名管理, titled 报名列表", () => {
    expect(resolvePath('/recruit/recruitmentMgt/applyList/J_DEMO_01', operator, catalog)).toEqual({
      kind: 'page',
      path: '/recruit/recruitmentMgt/applyList/J_DEMO_01',
      title: '报名列表',
      trail: ['招聘管理', '职位管理', '报名管理', '报名列表'],
    });
    const withoutApplications = operator.filter((m) => m.resourceCode !== 'recruit:applications');
    expect(resolvePath('/recruit/recruitmentMgt/applyList/J1', withoutApplications, catalog)).toEqual({
      kind: 'forbidden',
    });
    expect(resolvePath('/recruit/recruitmentMgt/applyList', operator, catalog)).toEqual({ kind: 'notFound' });
    expect(resolvePath('/recruit/recruitmentMgt/applyList/J1/x', operator, catalog)).toEqual({
      kind: 'notFound',
    });
  });

  it('registers the applicant pages in the app catalog', () => {
    const path = '/recruit/recruitmentMgt/applyList/J_DEMO_01';
    expect(resolvePath(path, operator, appCatalog)).toMatchObject({ kind: 'page', title: '报名列表' });
    expect(pageFor(path)).toBe(subPages['/recruit/recruitmentMgt/applyList/:jobCode']?.page);
    for (const menuPath of [
      '/recruit/recruitmentMgt/list',
      '/recruit/recruitmentMgt/resume',
      '/recruit/recruitmentMgt/exportRecord',
    ]) {
      expect(pageFor(menuPath)).toBeTruthy();
      expect(appCatalog.guarded.has(menuPath)).toBe(true);
    }
  });
});

describe('menus', () => {
  it('gives the sidebar only the current area, without the area directory itself', () => {
    const tree = buildMenuTree(operator);
    expect(areaMenus(tree, 'setup').map((node) => node.name)).toEqual(['角色管理', '消息公告']);
    expect(areaMenus(tree, 'recruit').map((node) => node.name)).toEqual(['职位管理']);
    expect(areaMenus(tree, 'train')).toEqual([]);
  });

  it('keeps menus whose directory the user lacks, under their area', () => {
    const loose = [menu('system:roles', '角色管理', 'area:system', '/setup/role')];
    expect(areaMenus(buildMenuTree(loose), 'setup').map((node) => node.name)).toEqual(['角色管理']);
    expect(menuTrail(loose, '/setup/role')).toEqual(['角色管理']);
  });

  it('lands on the monitor page when held, else on the first page held', () => {
    expect(landingPath(operator)).toBe('/oddjobMarket/monitor');
    expect(landingPath(operator.filter((item) => item.resourceCode !== 'oddjob:monitor'))).toBe(
      '/recruit/job/list',
    );
    expect(landingPath([])).toBe('/403');
  });

  it('points area tabs at the spec entry when held, else the first page of the area', () => {
    expect(areaEntry('oddjobMarket', operator)).toBe('/oddjobMarket/monitor');
    expect(areaEntry('recruit', operator)).toBe('/recruit/job/list');
    expect(areaEntry('setup', operator)).toBe('/setup');
  });
});
