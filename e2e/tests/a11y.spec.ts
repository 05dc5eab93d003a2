import { AxeBuilder } from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import {
  type ResourceSeed,
  ResourceType,
  resourceTree,
} from '../../packages/contract/src/system/resource-tree.ts';
import { loginAs } from './helpers.ts';
import { expect, pageSettled } from './job-steps.ts';

/**
 * axe-core over the login page, every menu page of the covered areas and the forms they open: no critical
 * and no serious violation of WCAG 2.1 A/AA. One browser session walks them all (CI time).
 *
 * How a new screen joins (docs/decisions.md, "Accessibility"):
 * - a new menu page under a covered area is visited as soon as its menu is in the resource tree;
 * - a new area joins by adding its directory key to AREAS;
 * - a form (dialog or drawer) joins by adding its page and the button that opens it to FORMS.
 */
const AREAS = ['area:recruit', 'area:system'];
/** Pages of areas not yet walked whole (零工就业's rental apartments, electronic cards, bills, shops). */
const EXTRA_PAGES = [
  '/oddjobMarket/policy/organ',
  '/oddjobMarket/policy/promulgation',
  '/oddjobMarket/hotEvents',
  '/oddjobMarket/rental/home',
  '/oddjobMarket/rental/company',
  '/oddjobMarket/rental/community',
  '/oddjobMarket/rental/house',
  '/oddjobMarket/rental/staff',
  '/oddjobMarket/card/list',
  '/oddjobMarket/bill/list',
  '/oddjobMarket/shop/list',
  '/oddjobMarket/redPkg/list',
  '/oddjobMarket/monitor',
  '/oddjobMarket/statistics',
  '/train/statis',
  '/oddjobMarket/bigScreen',
  '/train/advert/banner',
  '/train/advert/jobBanner',
  '/train/advert/authBanner',
  '/train/advert/recommendCourse',
  '/train/advert/recommendJob',
  '/train/apply/list',
  '/train/order/list',
  '/apply/course?courseCode=TC_DEMO_01',
  '/train/exam/topic',
  '/train/exam/paper',
  '/exam/sit?paperCode=EP_DEMO_01',
];

interface OpenForm {
  path: string;
  /** Accessible name of the button that opens it (the first match on the page). */
  button: RegExp;
  /** Opened from the first row rather than the toolbar. */
  inRow?: boolean;
}

const FORMS: OpenForm[] = [
  { path: '/recruit/label/jobCategory', button: /^新\s*增$/ },
  { path: '/recruit/job/list', button: /^发布职位$/ },
  { path: '/recruit/recruitmentMgt/resume', button: /^邀约面试$/, inRow: true },
  { path: '/recruit/company/list', button: /^新增企业$/ },
  { path: '/recruit/company/recharge', button: /^申请充值$/ },
  { path: '/recruit/station/list', button: /^新\s*增$/ },
  { path: '/recruit/activity/manage', button: /^新增活动$/ },
  { path: '/recruit/jobfair/list', button: /^新\s*增$/ },
  { path: '/train/course/list', button: /^新\s*增$/ },
  { path: '/train/apply/list', button: /^详情$/, inRow: true },
  { path: '/train/apply/list', button: /^修改$/, inRow: true },
  { path: '/train/order/list', button: /^详情$/, inRow: true },
  { path: '/recruit/material/list', button: /^新增分组$/ },
  { path: '/setup/user', button: /^新\s*增$/ },
  { path: '/setup/role', button: /^新\s*增$/ },
  { path: '/setup/role', button: /^分配资源$/ },
  { path: '/setup/resource', button: /^新\s*增$/ },
  { path: '/oddjobMarket/rental/company', button: /^新\s*增$/ },
  { path: '/oddjobMarket/rental/community', button: /^新\s*增$/ },
  { path: '/oddjobMarket/rental/community', button: /^楼栋单元$/, inRow: true },
  { path: '/oddjobMarket/rental/house', button: /^详情$/, inRow: true },
  { path: '/oddjobMarket/rental/staff', button: /^办理入住$/ },
  { path: '/oddjobMarket/card/list', button: /^发放电子卡$/ },
  { path: '/oddjobMarket/card/list', button: /^详\s*情$/, inRow: true },
  { path: '/oddjobMarket/bill/list', button: /^提现申请$/ },
  { path: '/oddjobMarket/bill/list', button: /^账单报表$/ },
  { path: '/oddjobMarket/shop/list', button: /^新\s*增$/ },
  { path: '/oddjobMarket/redPkg/list', button: /^新\s*增$/ },
  { path: '/oddjobMarket/redPkg/list', button: /^导\s*入$/ },
  { path: '/oddjobMarket/bigScreen', button: /预警设置/ },
  { path: '/oddjobMarket/bigScreen', button: /社保数据导入/ },
  { path: '/train/advert/banner', button: /^新\s*增$/ },
  { path: '/train/advert/recommendJob', button: /^新\s*增$/ },
  { path: '/oddjobMarket/policy/organ', button: /^新\s*增$/ },
  { path: '/oddjobMarket/policy/promulgation', button: /^新\s*增$/ },
  { path: '/oddjobMarket/policy/promulgation', button: /^详\s*情$/, inRow: true },
  { path: '/oddjobMarket/hotEvents', button: /^新\s*增$/ },
  { path: '/oddjobMarket/hotEvents', button: /^填写数据$/, inRow: true },
  { path: '/train/exam/topic', button: /^新\s*增$/ },
  { path: '/train/exam/topic', button: /^编辑$/, inRow: true },
  { path: '/train/exam/paper', button: /^新\s*增$/ },
  { path: '/train/exam/paper', button: /^编辑$/, inRow: true },
  { path: '/train/exam/paper', button: /^考试链接$/, inRow: true },
  { path: '/train/exam/paper', button: /^成绩$/, inRow: true },
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function menuPaths(): string[] {
  const paths: string[] = [];
  const walk = (nodes: readonly ResourceSeed[]) => {
    for (const node of nodes) {
      if (node.type === ResourceType.menu && node.path) paths.push(node.path);
      walk(node.children ?? []);
    }
  };
  walk(resourceTree.filter((area) => AREAS.includes(area.key)));
  return [...paths, ...EXTRA_PAGES];
}

/** The critical and serious violations on the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await pageSettled(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A page is ready when its lazy chunk rendered and its first answers came in. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, .ant-layout-content').first()).toBeVisible();
}

test.use({ actionTimeout: 30_000 });

test('axe finds no critical or serious WCAG 2.1 AA violation on the login page, the list pages and their forms', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  const found: string[] = [];

  await page.goto('/login');
  await expect(page.getByRole('slider')).toBeVisible();
  found.push(...(await violations(page, '/login')));

  await loginAs(page, 'admin');
  const paths = menuPaths();
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    await test.step(path, async () => {
      await openPage(page, path);
      found.push(...(await violations(page, path)));
    });
  }

  for (const form of FORMS) {
    await test.step(`${form.path} ${form.button.source}`, async () => {
      await openPage(page, form.path);
      const scope = form.inRow ? page.locator('.ant-table-row').first() : page;
      await scope.getByRole('button', { name: form.button }).first().click();
      const dialog = page.locator('.ant-modal-wrap, .ant-drawer-content-wrapper').filter({ visible: true });
      await expect(dialog.first()).toBeVisible();
      await expect(dialog.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
      found.push(...(await violations(page, `${form.path} → ${form.button.source}`)));
    });
  }

  expect(found).toEqual([]);
});
