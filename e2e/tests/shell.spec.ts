import { expect, test } from '@playwright/test';
import { loginAs } from './helpers.ts';

test.describe('admin shell', () => {
  test('admin sees the four area tabs, opens pages into tags, closes others and logs out', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    for (const tab of ['招聘管理', '培训系统', '零工就业', '系统管理']) {
      await expect(
        page
          .getByRole('link', { name: tab })
          .or(page.getByRole('tab', { name: tab }))
          .first(),
      ).toBeVisible();
    }
    await page.goto('/setup/user');
    await expect(page.getByRole('cell', { name: 'hengda01', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: '角色管理' }).click();
    await expect(page).toHaveURL(/\/setup\/role$/);
    // A tag is a page that was shown: wait for it before moving on (a navigation that is overtaken by the
    // next one before its lazy page loads never shows, and makes no tag).
    await expect(page.getByRole('cell', { name: 'company_staff', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: '资源管理' }).click();
    await expect(page).toHaveURL(/\/setup\/resource$/);
    await expect(page).toHaveTitle(/资源管理/);
    const tags = page.getByRole('navigation', { name: '已打开的页面' });
    await expect(tags.getByText('用户管理')).toBeVisible();
    await expect(tags.getByText('角色管理')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shell-tags.png') });

    await tags.getByText('资源管理').click({ button: 'right' });
    await page.getByText('关闭其他').click();
    await expect(tags.getByText('用户管理')).toHaveCount(0);
    await expect(tags.getByText('角色管理')).toHaveCount(0);
    await expect(tags.getByText('资源管理')).toBeVisible();

    await page.getByText('系统管理员').first().click();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/\/login/);
    const me = await page.request.get('/api/pclogin/userauth/currentUser');
    expect((await me.json()).code).toBe(401);
  });

  test('a tag keeps its page filter state when switching tags', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/setup/user');
    const filter = page.getByPlaceholder('请输入账号');
    await filter.fill('yunying');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByRole('cell', { name: 'hengda01', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'yunying01', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: '角色管理' }).click();
    await expect(page).toHaveURL(/\/setup\/role$/);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByText('用户管理').click();
    await expect(page).toHaveURL(/\/setup\/user$/);
    await expect(page.getByPlaceholder('请输入账号')).toHaveValue('yunying');
    await expect(page.getByRole('cell', { name: 'hengda01', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'yunying01', exact: true })).toBeVisible();
  });

  test('old links land on the right place', async ({ page }) => {
    await loginAs(page, 'admin');
    // Login passes through `/` on its way to the landing page; from `/` itself, `/#/setup` would be a hash
    // change in the same document, not the fresh load an old bookmark makes.
    await expect(page).toHaveURL(/\/oddjobMarket\/monitor$/);
    await page.goto('/#/setup');
    await expect(page).toHaveURL(/\/setup\/user$/);
    await page.goto('/recruit.html#/label/intentional');
    await expect(page).toHaveURL(/\/recruit\/label\/intentional$/);
    await page.goto('/oddjobMarket.html#/monitor');
    await expect(page).toHaveURL(/\/oddjobMarket\/monitor$/);
  });

  test('unknown pages show 404', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/setup/no-such-page');
    await expect(page.getByText('404').first()).toBeVisible();
  });
});
