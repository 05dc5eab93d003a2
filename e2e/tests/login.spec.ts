import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PASSWORD, dragSlider, fillLogin, loginAs } from './helpers.ts';

test.describe('login page', () => {
  test('shows the platform title, organiser and filing number in Chinese', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('公共就业与职业培训服务平台').first()).toBeVisible();
    await expect(page.getByText('主办单位：新郑市人力资源和社会保障局')).toBeVisible();
    await expect(page.getByText('豫ICP备00000000号-1')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('login.png') });
  });

  test('the slider holds still while the platform info arrives', async ({ page }) => {
    // The card is centred above the footer: a footer that grew late moved the handle 23 px under the pointer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/backend-common/platform/info', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const handle = page.getByRole('slider');
    await expect(handle).toBeVisible();
    const before = await handle.boundingBox();
    release();
    await expect(page.getByText('豫ICP备00000000号-1')).toBeVisible();
    expect(await handle.boundingBox()).toEqual(before);
  });

  test('asks for username, password and the slider', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入账号', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true }).last()).toBeVisible();
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请拖动滑动条')).toBeVisible();
  });

  test('an early release slides back and resets', async ({ page }) => {
    await page.goto('/login');
    await dragSlider(page, 0.5);
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.locator('[data-phase="idle"]')).toBeVisible();
    await expect(page.getByText('验证通过')).toHaveCount(0);
  });

  test('a wrong password is refused with the attempts left, and the slider resets', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'yunying02', 'not-the-password');
    await dragSlider(page);
    await expect(page.getByText('验证通过')).toBeVisible();
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('账号或密码错误，还可尝试4次')).toBeVisible();
    await expect(page.getByText('验证通过')).toHaveCount(0);
  });

  test('logs in to the gig-employment monitor page by default', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/oddjobMarket\/monitor$/);
    await expect(page.getByText('系统管理员').first()).toBeVisible();
  });

  test('goes to toPath after login', async ({ page }) => {
    await loginAs(page, 'admin', ADMIN_PASSWORD, '/login?toPath=%2Fsetup%2Frole');
    await expect(page).toHaveURL(/\/setup\/role$/);
    await expect(page.getByRole('cell', { name: 'company_staff', exact: true })).toBeVisible();
  });

  test('a page opened without a session sends to login and back after it', async ({ page }) => {
    await page.goto('/setup/resource');
    await expect(page).toHaveURL(/\/login\?toPath=/);
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await dragSlider(page);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/setup\/resource$/);
  });

  // Every seeded user (apps/api/src/seed: admin, the platform operators, company staff, training-school staff)
  // lands, without toPath, on a page of the sidebar they may open: never the 403 page with an empty sidebar.
  const SEEDED_USERS = [
    'admin',
    'yunying01',
    'yunying02',
    'hengda01',
    'hengda02',
    'yunfan01',
    'huaxin01',
    'jinqiao01',
  ];
  for (const username of SEEDED_USERS) {
    test(`${username} lands on a page they may open`, async ({ page }) => {
      await loginAs(page, username, DEMO_PASSWORD);
      // The landing page is a sidebar menu the user holds, highlighted, and not the 403 page.
      const selected = page.locator('.ant-layout-sider .ant-menu-item-selected');
      await expect(selected).toHaveCount(1);
      await expect(page).not.toHaveURL(/\/403$/);
      await expect(page.getByText('抱歉，您没有权限访问此页面', { exact: false })).toHaveCount(0);
      const path = new URL(page.url()).pathname;
      await expect(page.locator(`li[data-tag-path="${path}"]`)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`landing-${username}.png`) });
    });
  }

  test('a toPath the user may not open falls back to their landing page', async ({ page }) => {
    await loginAs(page, 'hengda01', DEMO_PASSWORD, '/login?toPath=%2Fsetup%2Frole%3Fx%3D1');
    await expect(page.locator('.ant-layout-sider .ant-menu-item-selected')).toHaveCount(1);
    await expect(page).not.toHaveURL(/\/setup\/role/);
    await expect(page.getByText('抱歉，您没有权限访问此页面', { exact: false })).toHaveCount(0);
  });
});
