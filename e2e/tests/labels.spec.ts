import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/** A screenshot once no list is reloading (a reload dims its content). */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(name) });
}
const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('job labels (标签管理)', () => {
  test('shows the five groups and adds, edits and deletes labels with the label rules', async ({ page }) => {
    await loginAs(page, 'admin', undefined, '/login?toPath=%2Frecruit%2Flabel%2Fintentional');
    await expect(page).toHaveURL(/\/recruit\/label\/intentional$/);
    for (const name of ['工作描述', '面试要求', '餐饮', '住宿', '其他福利'])
      await expect(group(page, name)).toBeVisible();
    await expect(group(page, '工作描述').getByText('长白班')).toBeVisible();
    await expect(group(page, '其他福利').getByText('五险一金')).toBeVisible();
    await shot(page, 'job-labels.png');

    // Add to 住宿, with every name rule on the way.
    await group(page, '住宿').getByText('新增标签').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('新增标签')).toBeVisible();
    await expect(dialog.getByLabel('住宿')).toBeChecked();
    const name = dialog.getByLabel('标签名称');
    await name.fill('员工宿舍有空调');
    await expect(dialog.getByText('最多六个字符')).toBeVisible();
    await shot(page, 'job-label-too-long.png');
    await name.fill('包住,包吃');
    await expect(dialog.getByText('标签不能包含中英文逗号')).toBeVisible();
    await name.fill('包住，包吃');
    await expect(dialog.getByText('标签不能包含中英文逗号')).toBeVisible();
    await name.fill('包住');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('该分类下已存在标签“包住”')).toBeVisible();
    await name.fill('员工公寓');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(group(page, '住宿').getByText('员工公寓')).toBeVisible();

    // Edit: a click on the label; a welfare label may move to another kind.
    await group(page, '住宿').getByText('员工公寓').click();
    await expect(dialog.getByText('编辑标签')).toBeVisible();
    await dialog.getByLabel('其他福利').check();
    await dialog.getByLabel('标签名称').fill('人才公寓');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(group(page, '其他福利').getByText('人才公寓')).toBeVisible();
    await expect(group(page, '住宿').getByText('员工公寓')).toHaveCount(0);

    // Delete: cancel first (已取消删除), then confirm.
    const closeOf = (label: string) =>
      group(page, '其他福利').locator('.ant-tag', { hasText: label }).getByRole('button', { name: '关闭' });
    await closeOf('人才公寓').click();
    await expect(page.getByText('此操作将删除标签“人才公寓”, 是否继续?')).toBeVisible();
    await page.getByRole('button', { name: /^取\s*消$/ }).click();
    await expect(page.getByText('已取消删除')).toBeVisible();
    await closeOf('人才公寓').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(group(page, '其他福利').getByText('人才公寓')).toHaveCount(0);
  });

  test('company staff do not get the label pages and are refused label changes', async ({ page }) => {
    await loginAs(page, 'hengda01', DEMO_PASSWORD);
    await expect(page.getByText('标签管理')).toHaveCount(0);
    await expect(page.getByText('职位工种')).toHaveCount(0);
    // Reading labels for the job form is allowed; managing them is not.
    const read = await (await page.request.get('/api/recruit/job-label/queryJobLabel')).json();
    expect(read.code).toBe(200);
    const refused = await page.request.post('/api/recruit/job-label/saveJobLabel', {
      data: { labelName: '恒达专用', labelSort: 1 },
    });
    expect(await refused.json()).toMatchObject({ code: 403, msg: '没有权限访问该功能' });
  });
});

test.describe('job categories (职位工种)', () => {
  test('lists the occupation tree, adds a child and blocks deleting a parent with children', async ({
    page,
  }) => {
    await loginAs(page, 'admin', undefined, '/login?toPath=%2Frecruit%2Flabel%2FjobCategory');
    await expect(page.getByText(/共 \d+ 个一级工种，\d+ 个二级工种/)).toBeVisible();
    // Right after login the shell may still settle the page; retry the click until the tree opens.
    await expect(async () => {
      await page.getByRole('button', { name: '展开全部' }).click();
      await expect(page.getByText('普工/操作工', { exact: true })).toBeVisible({ timeout: 2000 });
    }).toPass();
    await page.getByRole('button', { name: '折叠全部' }).click();
    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await row('家政服务').getByRole('button', { name: '新增下级' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('工种名称').fill('收纳整理师');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(row('收纳整理师')).toBeVisible();
    await expect(row('家政服务').getByRole('button', { name: /删\s*除/ })).toBeDisabled();
    await shot(page, 'job-categories.png');
    await row('收纳整理师')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row('收纳整理师')).toHaveCount(0);
  });
});

test.describe('training labels (课程标签)', () => {
  test('shows the alphabetical index with the hot list; sets hot and adds a label', async ({ page }) => {
    await loginAs(page, 'admin', undefined, '/login?toPath=%2Ftrain%2Flabel%2Flist');
    const hot = group(page, '热门');
    await expect(hot.getByText('育婴师')).toBeVisible();
    await expect(group(page, 'D').getByText('电工')).toBeVisible();
    await shot(page, 'train-labels.png');

    // One initial only, then the chosen label's details.
    const letters = page.getByRole('radiogroup', { name: '首字母索引' });
    await letters.getByText('H', { exact: true }).click();
    await expect(group(page, 'D')).toHaveCount(0);
    await group(page, 'H').getByText('焊工').click();
    const detail = group(page, '标签详情');
    await expect(detail.getByText('电焊、气焊、氩弧焊操作与焊接安全')).toBeVisible();
    await letters.getByText('全部', { exact: true }).click();
    await group(page, 'Q').getByText('钳工').click();
    await detail.getByRole('button', { name: '设为热门' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(group(page, '热门').getByText('钳工')).toBeVisible();
    await expect(detail.getByRole('button', { name: '取消热门' })).toBeVisible();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标签名称').fill('重型车辆驾驶');
    await dialog.getByLabel('标签描述').fill('A2、B2 驾驶培训');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(group(page, 'Z').getByText('重型车辆驾驶')).toBeVisible();
    await group(page, 'Z').getByText('重型车辆驾驶').click();
    await expect(detail.getByText('A2、B2 驾驶培训')).toBeVisible();
    await shot(page, 'train-label-detail.png');
  });
});
