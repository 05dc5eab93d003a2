import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const PROMULGATIONS = '/oddjobMarket/policy/promulgation';
const HOT_EVENTS = '/oddjobMarket/hotEvents';
const TITLE = '2026年第三期叉车司机培训合格人员公示';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });
const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

async function confirm(page: Page, title: string) {
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('file a promulgation from draft to submitted, then cancel it', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(PROMULGATIONS)}`);
  await expect(page).toHaveURL(new RegExp(`${PROMULGATIONS}$`));
  await settled(page);

  await test.step('a draft is added for a filed organisation', async () => {
    await page.getByRole('button', { name: /^新\s*增$/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增公示备案' });
    await dialog.locator('#promulgationForm_title').fill(TITLE);
    await dialog.locator('#promulgationForm_businessCode').click();
    await page.locator('.ant-select-item-option', { hasText: '新郑市龙湖职业技能培训学校' }).click();
    await dialog.getByRole('textbox', { name: '请输入公示内容' }).click();
    await page.keyboard.type('以下12名学员经考核合格，现予公示，公示期7天。');
    await shot(page, 'promulgation-1-form.png');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await settled(page);
    await expect(row(page, TITLE).getByText('草稿')).toBeVisible();
  });

  await test.step('it is submitted, after which it can no longer be edited or deleted', async () => {
    await row(page, TITLE)
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await confirm(page, '请确认是否提交？');
    await expect(page.getByText('提交成功')).toBeVisible();
    await settled(page);
    await expect(row(page, TITLE).getByText('已提交')).toBeVisible();
    await expect(row(page, TITLE).getByRole('button', { name: /^编\s*辑$/ })).toHaveCount(0);
    await expect(row(page, TITLE).getByRole('button', { name: /^删\s*除$/ })).toHaveCount(0);
    await shot(page, 'promulgation-2-submitted.png');
  });

  await test.step('it is cancelled, and its history shows each step', async () => {
    await row(page, TITLE)
      .getByRole('button', { name: /^撤\s*销$/ })
      .click();
    await confirm(page, '请确认是否撤销？');
    await expect(page.getByText('操作成功')).toBeVisible();
    await settled(page);
    await expect(row(page, TITLE).getByText('已撤销')).toBeVisible();
    await page.getByRole('tab', { name: '已撤销' }).click();
    await settled(page);
    await expect(row(page, TITLE)).toBeVisible();
    await row(page, TITLE)
      .getByRole('button', { name: /^详\s*情$/ })
      .click();
    const drawer = page.getByRole('dialog', { name: '公示备案详情' });
    await expect(drawer.getByTestId('promulgation-content')).toContainText('以下12名学员经考核合格');
    for (const step of ['创建', '提交', '撤销'])
      await expect(drawer.getByText(new RegExp(`王丽 ${step}$`))).toBeVisible();
    await shot(page, 'promulgation-3-cancelled.png');
  });
});

test('export the values of a hot event and read the xlsx back', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(HOT_EVENTS)}`);
  await settled(page);
  const event = row(page, '企业用工对接周');
  await expect(event.getByText('进行中')).toBeVisible();
  await shot(page, 'hot-events-1-list.png');
  await event.getByRole('button', { name: '填写数据' }).click();
  const drawer = page.getByRole('dialog', { name: /填写数据/ });
  await expect(drawer.locator('.ant-table-row')).toHaveCount(8);
  await drawer.getByLabel('性别').click();
  await page.locator('.ant-select-item-option:visible', { hasText: /^女$/ }).click();
  await drawer.getByRole('button', { name: /查\s*询/ }).click();
  await expect(drawer.locator('.ant-table-row')).toHaveCount(4);
  await shot(page, 'hot-events-2-values.png');
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: /导出全部/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('热点事件数据-2026年“春风行动”企业用工对接周.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows = (workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
  expect(rows[0]).toEqual(['提交时间', '姓名', '手机号', '性别', '参加场次', '户籍所在地']);
  expect(
    rows
      .slice(1)
      .map((r) => r[1])
      .sort(),
  ).toEqual(['刘芳', '杨丽娟', '李秀英', '黄晓燕'].sort());
  expect(rows.slice(1).every((r) => r[3] === '女')).toBe(true);
});
