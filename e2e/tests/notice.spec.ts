import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

test.describe('notice detail page', () => {
  test('opens from the notice list with its title, body and decoded, downloadable attachments', async ({
    page,
  }) => {
    await loginAs(page, 'hengda01', DEMO_PASSWORD);
    await page.goto('/setup/notice');
    await page.getByText('2026年第四季度职业技能培训补贴申领指南').click();
    await expect(page).toHaveURL(/\/notice\?annoCode=A2026110002$/);
    await expect(page).toHaveTitle('2026年第四季度职业技能培训补贴申领指南');
    await expect(page.getByText('参加平台发布的职业技能培训并取得证书的学员')).toBeVisible();
    const link = page.getByText('培训补贴标准.csv');
    await expect(link).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('notice.png') });
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('培训补贴标准.csv');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await file.path())!, 'utf8')).toContain('初级工,1000');
  });

  test('sanitises the body in the browser too', async ({ page }) => {
    await loginAs(page, 'hengda01', DEMO_PASSWORD);
    // Defence in depth: even if the server sent unsafe HTML, the page must not run it.
    await page.route('**/api/backend-common/msg/queryMsg*', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: '操作成功',
          success: true,
          data: {
            annoCode: 'X1',
            annoTitle: '测试公告',
            annoContent:
              '<p>安全的正文</p><img src="x.png" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">链接</a>',
            materialList: [],
            publishTime: '2026-11-20 09:00:00',
          },
        },
      }),
    );
    await page.goto('/notice?annoCode=X1');
    await expect(page.getByText('安全的正文')).toBeVisible();
    await page.getByText('链接').click();
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    const html = await page.locator('body').innerHTML();
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
