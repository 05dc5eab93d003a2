import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './helpers.ts';

const LIST = '/train/form/list';
const VALUES = '/train/form/values';
const FORM_NAME = '2026冬季招聘报名登记表';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });

/** Where an element stands once it has stopped moving (the drawer slides in). */
async function settledBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(100);
    const box = await locator.boundingBox();
    if (box && last && Math.abs(box.x - last.x) < 0.5 && Math.abs(box.y - last.y) < 0.5) return box;
    last = box;
  }
  throw new Error('the element kept moving');
}

/** Drags like a hand: press, move past dnd-kit's 5 px activation distance in steps, release over the target. */
async function dragTo(page: Page, source: Locator, target: Locator, where: 'bottom' | 'center' = 'bottom') {
  const from = await settledBox(page, source);
  const to = await settledBox(page, target);
  const x = to.x + to.width / 2;
  // Near the bottom of the target, but inside the window (the canvas runs past its lower edge).
  const bottom = Math.min(to.y + to.height, page.viewportSize()!.height - 20) - 8;
  const y = where === 'bottom' ? bottom : to.y + to.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.move(x, y + 1, { steps: 2 });
  await page.mouse.up();
}

const pickCascader = async (page: Page, names: string[]) => {
  for (const name of names) {
    await page.locator('.ant-cascader-menu-item:visible', { hasText: new RegExp(`^${name}$`) }).click();
  }
};

/** Draws a short stroke on the signature canvas. */
async function sign(page: Page, canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 60, box.y + 80);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 60 + i * 20, box.y + 80 + (i % 2) * 40);
  await page.mouse.up();
}

test('a form built by dragging is answered on the public page and exported', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  await page.goto(LIST);
  await page.getByRole('button', { name: /新增表单/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '新增表单' });
  await expect(drawer.getByTestId('form-designer')).toBeVisible();

  const canvas = drawer.getByTestId('designer-canvas');
  const palette = (type: string) => drawer.getByTestId(`palette-${type}`);

  // A row with a name in its first column, then phone, a coded input, area and signature below.
  await dragTo(page, palette('row'), canvas);
  const firstCol = drawer.getByTestId('canvas-drop').first();
  await dragTo(page, palette('UserName'), firstCol, 'center');
  await expect(firstCol.getByRole('button', { name: '姓名：姓名' })).toBeVisible();
  for (const type of ['UserPhone', 'input', 'AreaSelect', 'Signature'])
    await dragTo(page, palette(type), canvas);
  await expect(canvas.getByRole('button', { name: '输入框：输入框' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: '省市区：省市区' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: '手写签名：手写签名' })).toBeVisible();

  // The input becomes 工号: required, and a pattern, both with auto-filled messages. dnd-kit swallows the
  // clicks of the first moments after a drop (so that a drop is not also a click): click until selected.
  const props = drawer.getByTestId('designer-properties');
  const title = props.getByLabel('字段名称');
  await expect(title).toHaveValue('手写签名');
  await expect(async () => {
    await canvas.getByRole('button', { name: '输入框：输入框' }).click();
    await expect(title).toHaveValue('输入框', { timeout: 1000 });
  }).toPass();
  await title.fill('一二三四五六七八九十一');
  await expect(props.getByText('字段名称最多10个字符')).toBeVisible();
  await title.fill('');
  await expect(props.getByText('请输入字段名称')).toBeVisible();
  await title.fill('工号');
  const rulesEditor = props.getByTestId('validate-editor');
  await rulesEditor.getByRole('button', { name: /添加校验规则/ }).click();
  await rulesEditor
    .getByRole('button', { name: /自动填写/ })
    .first()
    .click();
  await expect(rulesEditor.getByLabel('校验提示').first()).toHaveValue('请输入工号');
  await rulesEditor.getByRole('button', { name: /添加校验规则/ }).click();
  await rulesEditor.getByLabel('校验方式').nth(1).click();
  await page.locator('.ant-select-item-option:visible', { hasText: '正则表达式' }).click();
  await rulesEditor.getByLabel('正则表达式').fill('^GH\\d{4}$');
  await rulesEditor
    .getByRole('button', { name: /自动填写/ })
    .nth(1)
    .click();
  await expect(rulesEditor.getByLabel('校验提示').nth(1)).toHaveValue('请输入正确的工号');
  await shot(page, 'form-designer.png');

  // Preview: the rules hold in the renderer.
  await drawer.getByRole('button', { name: /预\s*览/ }).click();
  const preview = page
    .getByRole('dialog')
    .filter({ has: page.locator('form') })
    .last();
  await preview.getByRole('button', { name: /提\s*交/ }).click();
  await expect(preview.getByText('请输入工号')).toBeVisible();
  await preview.getByLabel('工号').fill('AB12');
  await expect(preview.getByText('请输入正确的工号')).toBeVisible();
  await shot(page, 'form-preview.png');
  await preview.locator('.ant-modal-close').click();

  await drawer.getByPlaceholder('请输入表单名称').fill(FORM_NAME);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(FORM_NAME) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /填写链接/ }).click();
  const link = await page.getByRole('textbox', { name: '填写链接' }).inputValue();
  expect(link).toMatch(/\/form\/fill\/[\w-]+$/);

  // The public page, in a browser without a session.
  const visitor = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(link);
  await expect(phone.getByText(FORM_NAME)).toBeVisible();
  await phone.getByLabel('姓名').fill('王晓燕');
  await phone.getByLabel('手机号').fill('12345');
  await phone.getByLabel('工号').fill('GH1');
  await phone.getByRole('button', { name: /提\s*交/ }).click();
  await expect(phone.getByText('手机号码格式不正确')).toBeVisible();
  await expect(phone.getByText('请输入正确的工号')).toBeVisible();
  await phone.getByLabel('手机号').fill('13837150012');
  await phone.getByLabel('工号').fill('GH2046');
  await phone.getByLabel('省市区').click();
  await pickCascader(phone, ['河南省', '郑州市', '新郑市']);
  await sign(phone, phone.locator('canvas').first());
  await phone.screenshot({ path: test.info().outputPath('form-fill-phone.png'), fullPage: true });
  await phone.getByRole('button', { name: /提\s*交/ }).click();
  await expect(phone.getByText('提交成功')).toBeVisible();
  await visitor.close();

  // The answer in the form values list, readable, with the signature preview.
  await page.goto(VALUES);
  await page.getByRole('combobox', { name: '表单' }).click();
  await page.locator('.ant-select-item-option:visible', { hasText: FORM_NAME }).click();
  // A filter built from the form's own fields.
  const filters = page.locator('.ant-card').filter({ hasText: '筛选条件' });
  await filters.getByLabel('手机号').fill('13900000000');
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();
  await filters.getByLabel('手机号').fill('13837150012');
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const answer = page.getByRole('row', { name: /13837150012/ });
  await expect(answer).toContainText('王晓燕');
  await expect(answer).toContainText('GH2046');
  await expect(answer).toContainText('河南省 郑州市 新郑市');
  await answer.getByRole('button', { name: /查\s*看/ }).click();
  await page.getByRole('button', { name: /查看签名/ }).click();
  const signature = page.getByRole('dialog', { name: '签名预览' });
  await expect(signature.locator('img')).toBeVisible();
  await shot(page, 'form-answer-signature.png');

  await signature.locator('.ant-modal-close').click();
  await page.getByRole('dialog', { name: '查看' }).locator('.ant-modal-close').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出全部/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`表单数据-${FORM_NAME}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const rows = (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1).map(String));
  expect(rows[0]).toEqual(['提交时间', '姓名', '手机号', '工号', '省市区', '手写签名']);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(1, 5)).toEqual(['王晓燕', '13837150012', 'GH2046', '河南省 郑州市 新郑市']);
  expect(rows[1]![5]).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/api\/backend-common\/fileManage\/object\?objectKey=form/,
  );
});
