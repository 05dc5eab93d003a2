import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, drawPng, loginAs } from './helpers.ts';

const LIST = '/recruit/jobfair/list';
const NAME = '2026新郑市冬季综合招聘会';

/** A real PNG poster drawn by the browser. */
const drawPoster = (page: Page) =>
  drawPng(page, {
    width: 360,
    height: 480,
    color: '#c41d7f',
    lines: [
      ['冬季招聘会', 220],
      ['12月1日', 290],
    ],
    fontPx: 40,
  });

/** The demo's fairs (seed/demo-recruit-events.ts): one in each state. */
const DEMO: Record<string, number> = { 全部: 4, 待审核: 1, 待上线: 1, 已上线: 1, 审核驳回: 1 };

/** The tab counts as the page shows them beyond the demo's, e.g. 待审核(1) is 待审核(2) on screen. */
async function expectTabs(page: Page, counts: Record<string, number>) {
  for (const [label, n] of Object.entries(counts))
    await expect(page.getByRole('tab', { name: `${label}(${n + (DEMO[label] ?? 0)})` })).toBeVisible();
}

/** The list has finished (re)loading. */
const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);

const pickCascader = async (page: Page, names: string[]) => {
  for (const name of names) {
    await page.locator('.ant-cascader-menu-item:visible', { hasText: new RegExp(`^${name}$`) }).click();
  }
};

async function pickVenue(page: Page, form: Locator) {
  await form.locator('#jobfairForm_place').click();
  const dialog = page.getByRole('dialog', { name: '选择招聘会地址' });
  await expect(dialog).toBeVisible();
  await dialog.locator('#address-picker-region').click();
  await pickCascader(page, ['河南省', '郑州市', '新郑市']);
  await dialog.locator('#address-picker-detail').fill('人民路88号人力资源市场');
  await expect(dialog.locator('.leaflet-overlay-pane path[stroke="#1677ff"]')).toBeVisible();
  await page.waitForTimeout(600); // the map's fly-to animation
  await dialog.getByTestId('map-canvas').click();
  await dialog.getByRole('button', { name: '保存新坐标' }).click();
  await expect(dialog.getByText(/^当前坐标：/)).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

// A week from now: a fair in the past would be ended by the activity clock.
const FAIR_DAY = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('sv-SE', {
  timeZone: 'Asia/Shanghai',
});

test('publishes a job fair: create with poster and address, approve, put online', async ({ page }) => {
  await loginAs(page, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(LIST)}`);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expectTabs(page, { 全部: 0, 待审核: 0, 待上线: 0, 已上线: 0, 审核驳回: 0 });

  // Create.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增招聘会' });
  await form.locator('#jobfairForm_jobfairName').fill(NAME);
  await form.locator('#jobfairForm_jobfairType').click();
  await page.locator('.ant-select-item-option', { hasText: '综合招聘会' }).click();
  const [begin, end] = [form.locator('#jobfairForm_time'), form.locator('.ant-picker-input input').nth(1)];
  await begin.click();
  await begin.fill(`${FAIR_DAY} 09:00:00`);
  await begin.press('Enter');
  await end.fill(`${FAIR_DAY} 17:00:00`);
  await end.press('Enter');
  await form.locator('input[type=file]').setInputFiles({
    name: '冬季招聘会海报.png',
    mimeType: 'image/png',
    buffer: await drawPoster(page),
  });
  await expect(
    form
      .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
      .first(),
  ).toBeVisible();
  await pickVenue(page, form);
  await expect(form.getByTestId('jobfair-place')).toContainText('河南省郑州市新郑市 人民路88号人力资源市场');
  await form.locator('#jobfairForm_region').click();
  // The venue set the first three levels; open the county to load its streets.
  await pickCascader(page, ['新郑市', '新建路街道', '北街社区居委会']);
  await expect(form).toContainText('北街社区居委会');
  await page.screenshot({ path: test.info().outputPath('jobfair-1-form.png') });
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message').getByText('新增成功')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: NAME });
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('未上线');
  await expect(row).toContainText('新郑市新建路街道北街社区居委会 人民路88号人力资源市场');
  await expect(row.locator('img').first()).toHaveJSProperty('complete', true);
  await expectTabs(page, { 全部: 1, 待审核: 1, 待上线: 0, 已上线: 0 });
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('jobfair-2-created.png') });

  // Approve.
  await row.getByRole('button', { name: /^审\s*核$/ }).click();
  const review = page.getByRole('dialog', { name: '审核招聘会' });
  await review.getByLabel('审核意见').fill('材料齐全，同意举办');
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message').getByText('操作成功')).toBeVisible();
  await expect(row).toContainText('审核通过');
  await expectTabs(page, { 全部: 1, 待审核: 0, 待上线: 1, 已上线: 0 });
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('jobfair-3-approved.png') });

  // Online.
  await row.getByRole('button', { name: /^上\s*线$/ }).click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: '请确认是否上线？' })).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message').getByText('上线成功')).toBeVisible();
  await expect(row).toContainText('已上线');
  await expect(row.getByRole('button', { name: /^删\s*除$/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^下\s*线$/ })).toBeVisible();
  await expectTabs(page, { 全部: 1, 待审核: 0, 待上线: 0, 已上线: 1 });
  await page.getByRole('tab', { name: '已上线(2)' }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('jobfair-4-online.png') });

  // Details with the record of who did what.
  await page
    .locator('.ant-table-row', { hasText: NAME })
    .getByRole('button', { name: /^详\s*情$/ })
    .click();
  const detail = page.getByTestId('jobfair-detail');
  await expect(detail).toBeVisible();
  // Let the drawer finish sliding in before the picture.
  await page.locator('.ant-drawer-content-wrapper').evaluate((el) => {
    const animated = el as unknown as {
      getAnimations(o: { subtree: boolean }): { finished: Promise<unknown> }[];
    };
    return Promise.all(animated.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => true);
  });
  await expect(detail).toContainText('河南省 郑州市 新郑市 新建路街道 北街社区居委会');
  await expect(detail).toContainText('材料齐全，同意举办');
  await expect(detail.locator('.ant-timeline-item')).toHaveCount(3);
  await expect(detail).toContainText('王丽 上线（待上线 → 已上线）');
  await page.screenshot({ path: test.info().outputPath('jobfair-5-detail.png') });
});
