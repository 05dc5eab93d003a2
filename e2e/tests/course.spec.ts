import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const LIST = '/train/course/list';
const NAME = '电梯安装维修工（四级）培训班';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });

/** The tab counts as the page shows them, e.g. 审核中(1). */
async function expectTabs(page: Page, counts: Record<string, number>) {
  for (const [label, n] of Object.entries(counts))
    await expect(page.getByRole('tab', { name: `${label}(${n})` })).toBeVisible();
}

const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
const row = (page: Page) => page.locator('.ant-table-row', { hasText: NAME });

async function openAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, username, DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(LIST)}`);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await settled(page);
  return page;
}

const pickCascader = async (page: Page, names: string[]) => {
  for (const name of names)
    await page.locator('.ant-cascader-menu-item:visible', { hasText: new RegExp(`^${name}$`) }).click();
};

async function pickPlace(page: Page, drawer: Locator) {
  await drawer.locator('#course_place').click();
  const dialog = page.getByRole('dialog', { name: '选择培训地址' });
  await expect(dialog).toBeVisible();
  await dialog.locator('#address-picker-region').click();
  await pickCascader(page, ['河南省', '郑州市', '新郑市']);
  await dialog.locator('#address-picker-detail').fill('人民路88号华信培训楼');
  await expect(dialog.locator('.leaflet-overlay-pane path[stroke="#1677ff"]')).toBeVisible();
  await page.waitForTimeout(600);
  await dialog.getByTestId('map-canvas').click();
  await dialog.getByRole('button', { name: '保存新坐标' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

test('publish a course: created by the school, reviewed, put online and taken offline, with the tab counts', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // 华信 has four demo courses: under review, rejected, approved and online.
  const school = await openAs(browser, 'huaxin01');
  await expectTabs(school, {
    全部: 4,
    审核中: 1,
    审核驳回: 1,
    审核通过: 1,
    强制下线: 0,
    已上线: 1,
    已下线: 0,
  });

  await test.step('the school creates a paid course', async () => {
    await school.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = school.getByRole('dialog', { name: '新增课程' });
    await expect(drawer).toBeVisible();
    await drawer.locator('#course_courseName').fill(NAME);
    await drawer.locator('#course_courseNature').click();
    await school.locator('.ant-select-item-option', { hasText: '岗位技能提升培训' }).click();
    await drawer.locator('#course_priceYuan').fill('1280.50');
    await drawer.locator('#course_capacity').fill('40');
    const [begin, end] = [
      drawer.locator('#course_applyTime'),
      drawer.locator('.ant-picker-input input').nth(1),
    ];
    await begin.click();
    await begin.fill(`${day(0)} 08:00:00`);
    await begin.press('Enter');
    await end.fill(`${day(30)} 18:00:00`);
    await end.press('Enter');
    await drawer.locator('#course_covers').click();
    const picker = school.getByRole('dialog', { name: '选择图片' });
    await picker.getByRole('checkbox', { name: '选择低压电工课程封面' }).check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect(picker).toBeHidden();
    await pickPlace(school, drawer);
    await drawer.locator('#course_region').click();
    await pickCascader(school, ['新郑市', '新建路街道']);
    await school.keyboard.press('Escape');
    await drawer.getByRole('textbox', { name: '请输入课程介绍' }).click();
    await school.keyboard.type('电梯安装、调试与维护保养，理论与实操结合，结业参加职业技能等级认定。');
    await shot(school, 'course-1-form.png');
    await drawer.getByRole('button', { name: '提交审核' }).click();
    await expect(school.getByText('新增成功')).toBeVisible();
    await expect(drawer).toBeHidden();
    await settled(school);
    await expectTabs(school, { 全部: 5, 审核中: 2, 审核通过: 1, 已上线: 1, 已下线: 0 });
    await expect(row(school).getByText('1280.50 元')).toBeVisible();
    await expect(row(school).getByRole('button', { name: '审核' })).toHaveCount(0);
  });

  const operator = await openAs(browser, 'yunying01');
  await expectTabs(operator, {
    全部: 9,
    审核中: 3,
    审核驳回: 1,
    审核通过: 1,
    强制下线: 1,
    已上线: 2,
    已下线: 1,
  });

  await test.step('the operator passes it', async () => {
    await row(operator).getByRole('button', { name: '审核' }).click();
    const review = operator.getByRole('dialog', { name: '审核课程' });
    await expect(review.getByText(NAME)).toBeVisible();
    await review.getByRole('button', { name: /确\s*定/ }).click();
    await expect(operator.getByText('操作成功')).toBeVisible();
    await settled(operator);
    await expectTabs(operator, { 全部: 9, 审核中: 2, 审核通过: 2, 已上线: 2, 已下线: 1 });
    await expect(row(operator).getByText('审核通过')).toBeVisible();
  });

  await test.step('the school puts it online', async () => {
    await school.reload();
    await settled(school);
    await expectTabs(school, { 全部: 5, 审核中: 1, 审核通过: 2, 已上线: 1 });
    await row(school)
      .getByRole('button', { name: /^上\s*线$/ })
      .click();
    await school
      .getByRole('dialog', { name: '请确认是否上线？' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(school.getByText('上线成功')).toBeVisible();
    await settled(school);
    await expectTabs(school, { 全部: 5, 审核中: 1, 审核通过: 1, 已上线: 2, 已下线: 0 });
    await expect(row(school).getByRole('button', { name: /^删\s*除$/ })).toHaveCount(0);
    await shot(school, 'course-2-online.png');
  });

  await test.step('and takes it offline', async () => {
    await row(school)
      .getByRole('button', { name: /^下\s*线$/ })
      .click();
    await school
      .getByRole('dialog', { name: '请确认是否下线？' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(school.getByText('下线成功')).toBeVisible();
    await settled(school);
    await expectTabs(school, { 全部: 5, 审核中: 1, 审核通过: 1, 已上线: 1, 已下线: 1 });
    await school.getByRole('tab', { name: '已下线(1)' }).click();
    await settled(school);
    await expect(row(school)).toBeVisible();
    await expect(row(school).getByText('已下线')).toBeVisible();
    await shot(school, 'course-3-offline.png');
  });
});
