import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const APPLY_LIST = '/train/apply/list';
const ORDER_LIST = '/train/order/list';
const COURSE = '低压电工作业（特种作业操作证）培训班';
const PERSON = { name: '尹志刚', phone: '13838123456', workplace: '新郑市裕中电器厂' };

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });
const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);

async function expectTabs(page: Page, counts: Record<string, number>) {
  for (const [label, n] of Object.entries(counts))
    await expect(page.getByRole('tab', { name: `${label}(${n})` })).toBeVisible();
}

async function openAs(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await loginAs(page, username, DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settled(page);
  return page;
}

async function sheetRows(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows = workbook.getWorksheet('课程报名')!.getSheetValues().slice(1) as unknown[][];
  const width = rows[0]!.length;
  return rows.map((r) =>
    Array.from({ length: width - 1 }, (_, i) =>
      r[i + 1] === null || r[i + 1] === undefined ? '' : String(r[i + 1]),
    ),
  );
}

const pick = async (page: Page, option: string) =>
  page.locator('.ant-select-item-option:visible', { hasText: option }).first().click();

test('sign up for a paid course on its public page, pay on the cashier, and find the paid application and its order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const school = await openAs(browser, 'huaxin01', APPLY_LIST);
  // 华信's demo applications: two intentions, three unpaid online sign-ups, eight paid.
  await expectTabs(school, { 全部: 13, 意向报名: 2, 线上报名未支付: 3, 线上报名已支付: 8 });

  const person = await (await browser.newContext()).newPage();
  await test.step('the public sign-up page takes name, phone and the course form', async () => {
    await person.goto('/apply/course?courseCode=TC_DEMO_01');
    await expect(person.getByRole('heading', { name: COURSE })).toBeVisible();
    await expect(person.getByText('980.00 元')).toBeVisible();
    await person.getByRole('button', { name: '提交报名' }).click();
    await expect(person.getByText('请输入姓名')).toBeVisible();
    await person.getByLabel('姓名').fill(PERSON.name);
    await person.getByLabel('手机号').fill(PERSON.phone);
    await person.getByRole('button', { name: '提交报名' }).click();
    await expect(person.getByText('请选择文化程度')).toBeVisible();
    await person.getByRole('radio', { name: '大专' }).check();
    await person.getByRole('radio', { name: '已就业' }).check();
    await person.getByLabel('工作单位').fill(PERSON.workplace);
    await shot(person, 'signup-form.png');
    await person.getByRole('button', { name: '提交报名' }).click();
    await expect(person.getByText('报名成功，请支付报名费')).toBeVisible();
    await shot(person, 'signup-done.png');
  });

  await test.step('the test cashier pays the order once', async () => {
    await person.getByRole('link', { name: '去支付' }).click();
    await expect(person.getByRole('heading', { name: '收银台' })).toBeVisible();
    await expect(person.getByText('¥980.00')).toBeVisible();
    await person.getByRole('button', { name: '确认支付' }).click();
    await expect(person.getByText('支付成功')).toBeVisible();
    await shot(person, 'cashier-paid.png');
  });

  await test.step('the school sees the paid application with its answers', async () => {
    await school.reload();
    await settled(school);
    await expectTabs(school, { 全部: 14, 意向报名: 2, 线上报名未支付: 3, 线上报名已支付: 9 });
    await school.getByRole('tab', { name: /线上报名已支付/ }).click();
    await settled(school);
    const row = school.locator('.ant-table-row', { hasText: PERSON.name });
    await expect(row).toContainText('980.00 元 · 支付成功');
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = school.getByRole('dialog', { name: '报名详情' });
    await expect(drawer).toContainText(PERSON.phone);
    await expect(drawer).toContainText('报名表：培训报名登记表');
    await expect(drawer).toContainText('文化程度大专');
    await expect(drawer).toContainText(PERSON.workplace);
    await expect(drawer).toContainText('支付成功');
    await shot(school, 'apply-detail.png');
    await school.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  await test.step('its order is paid, with the provider reference', async () => {
    await school.goto(ORDER_LIST);
    await settled(school);
    await expectTabs(school, { 全部: 12, 待支付: 1, 支付中: 1, 支付成功: 9, 支付失败: 1 });
    const row = school.locator('.ant-table-row', { hasText: PERSON.name });
    await expect(row).toContainText('支付成功');
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = school.getByRole('dialog', { name: '订单详情' });
    await expect(drawer).toContainText('980.00 元');
    await expect(drawer).toContainText(/TP[0-9a-f]{30}/);
    await shot(school, 'order-detail.png');
  });
});

test('filter applications by a custom form field, edit one, and export them to xlsx', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await openAs(browser, 'huaxin01', APPLY_LIST);
  const filters = page.locator('.ant-card').first();
  await filters.getByLabel('报名课程').click();
  await pick(page, COURSE);
  await filters.getByRole('button', { name: '更多筛选' }).click();
  await filters.getByLabel('就业状态').click();
  await pick(page, '已就业');
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await settled(page);
  const names = page.locator('.ant-table-row td:nth-child(2)');
  await expect(names).toHaveText(['尹志刚', '唐文博', '林国栋', '梁建华', '韩立新']);
  await expectTabs(page, { 全部: 5, 意向报名: 1, 线上报名未支付: 2, 线上报名已支付: 2 });
  await shot(page, 'apply-byform.png');

  await test.step('edit: remark and turn an intention into an online sign-up with its order', async () => {
    const row = page.locator('.ant-table-row', { hasText: '林国栋' });
    await row.getByRole('button', { name: '修改' }).click();
    const dialog = page.getByRole('dialog', { name: '修改报名 - 林国栋' });
    await dialog.getByLabel('报名状态').click();
    await pick(page, '线上报名未支付');
    await dialog.getByLabel('备注').fill('电话沟通后同意线上缴费');
    await shot(page, 'apply-edit.png');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('更新成功')).toBeVisible();
    await settled(page);
    await expect(row).toContainText('电话沟通后同意线上缴费');
    await expect(row).toContainText('980.00 元 · 待支付');
    await expectTabs(page, { 全部: 5, 意向报名: 0, 线上报名未支付: 3, 线上报名已支付: 2 });
  });

  await test.step('export the selected rows and read the file back', async () => {
    await page.getByRole('button', { name: '导出选中' }).click();
    await expect(page.getByText('请先选择数据行')).toBeVisible();
    await page.getByRole('checkbox', { name: '全选本页' }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出选中' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('课程报名.xlsx');
    const rows = await sheetRows((await file.path())!);
    expect(rows[0]).toEqual([
      '报名编号',
      '课程名称',
      '培训机构',
      '姓名',
      '手机号',
      '报名状态',
      '班级',
      '订单金额（元）',
      '支付状态',
      '备注',
      '报名时间',
      '文化程度',
      '就业状态',
      '工作单位',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[5], r[12]])).toEqual([
      ['尹志刚', '线上报名已支付', '已就业'],
      ['唐文博', '线上报名未支付', '已就业'],
      ['林国栋', '线上报名未支付', '已就业'],
      ['梁建华', '线上报名未支付', '已就业'],
      ['韩立新', '线上报名已支付', '已就业'],
    ]);
    expect(rows[1]![13]).toBe(PERSON.workplace);
  });
});
