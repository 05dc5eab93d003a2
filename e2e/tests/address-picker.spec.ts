import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const PREVIEW = '/common/preview/address-picker';

async function openPicker(page: Page) {
  await loginAs(page, 'hengda01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(PREVIEW)}`);
  await expect(page).toHaveURL(new RegExp(`${PREVIEW}$`));
  await page.getByRole('button', { name: /选择地址/ }).click();
  const dialog = page.getByRole('dialog', { name: '选择地址' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const confirm = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();

test.describe('address picker', () => {
  test('picks a region, places and confirms a marker, and hands back the values', async ({ page }) => {
    const dialog = await openPicker(page);
    // The company's history, three per page, newest first.
    await expect(dialog.getByTestId('address-history-item')).toHaveCount(3);
    await expect(dialog.getByText('新建路街道人民路88号人力资源市场一楼')).toBeVisible();

    await confirm(page);
    await expect(page.getByText('请选择省市县')).toBeVisible();

    await dialog.locator('#address-picker-region').click();
    for (const name of ['河南省', '郑州市', '新郑市'])
      await page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
    await expect(dialog.locator('.ant-select-content, .ant-select-selector').first()).toContainText(
      '河南省 / 郑州市 / 新郑市',
    );
    await dialog.locator('#address-picker-detail').fill('人民路88号');
    await confirm(page);
    await expect(page.getByText('请选择坐标位置')).toBeVisible();

    // The map has flown to 新郑市 and drawn its outline: its centre lies inside the county.
    await expect(dialog.locator('.leaflet-overlay-pane path[stroke="#1677ff"]')).toBeVisible();
    await page.waitForTimeout(600); // the fly-to animation
    await dialog.getByTestId('map-canvas').click();
    await expect(dialog.getByText(/^新坐标：.*位于河南省郑州市新郑市$/)).toBeVisible();
    await expect(dialog.locator('.hr-map-pin-pending')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('address-picker-pending.png') });

    await confirm(page);
    await expect(page.locator('.ant-message').getByText('请确认是否保存新坐标')).toBeVisible();
    await dialog.getByRole('button', { name: '保存新坐标' }).click();
    await expect(dialog.getByText(/^当前坐标：\d+\.\d{6}, \d+\.\d{6}（GCJ-02）$/)).toBeVisible();
    await expect(dialog.locator('.hr-map-pin-saved')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('address-picker-confirmed.png') });

    await confirm(page);
    await expect(dialog).toBeHidden();
    const output = page.getByTestId('address-picker-output');
    await expect(output).toContainText('河南省（41）');
    await expect(output).toContainText('郑州市（4101）');
    await expect(output).toContainText('新郑市（410184）');
    await expect(output).toContainText('人民路88号');
    const json = JSON.parse((await page.locator('code').textContent()) ?? '{}');
    expect(Object.keys(json)).toEqual([
      'province',
      'city',
      'country',
      'gcj02Lng',
      'gcj02Lat',
      'bd09Lng',
      'bd09Lat',
      'adressDetail',
    ]);
    expect(json.gcj02Lng).toBeGreaterThan(113.5);
    expect(json.gcj02Lng).toBeLessThan(114);
    // BD-09 lies about 0.0065° east and 0.006° north of GCJ-02.
    expect(json.bd09Lng - json.gcj02Lng).toBeCloseTo(0.0065, 2);
    expect(json.bd09Lat - json.gcj02Lat).toBeCloseTo(0.006, 2);
    await expect(page.locator('.hr-map-pin-saved')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('address-picker-output.png') });
  });

  test('fills everything from the history and finds addresses by search', async ({ page }) => {
    const dialog = await openPicker(page);
    await dialog.locator('#address-picker-detail').fill('薛店');
    const suggestion = page.locator('.ant-select-item-option', { hasText: '薛店镇工业园区恒达机械二号厂区' });
    await expect(suggestion).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('address-picker-search.png') });
    await suggestion.click();
    await expect(dialog.locator('#address-picker-detail')).toHaveValue('薛店镇工业园区恒达机械二号厂区');
    await expect(dialog.getByText('当前坐标：113.801500, 34.500300（GCJ-02）')).toBeVisible();
    await confirm(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('address-picker-output')).toContainText('113.8015, 34.5003');
  });
});
