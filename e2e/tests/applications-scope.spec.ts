import { expect, test } from '@playwright/test';
import {
  asUser,
  button,
  expectCounts,
  filterCard,
  JOB_LIST,
  LIST,
  list,
  openTab,
  row,
  rows,
  search,
  settled,
  shot,
  still,
  TAB_NAMES,
  toPath,
} from './applications-kit.ts';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/** The jobs of 新郑市恒达机械制造有限公司 that take applications in the demo data. */
const HENGDA_JOBS = ['数控车床操作工', '普工（长白班）', '电焊工', '仓库文员', '销售代表'];

test.describe('company scope and check-ins (报名管理)', () => {
  test('company staff see only their own company’s applications', async ({ page, browser }) => {
    // 张伟 applied to 快递分拣员（日结） of 郑州云帆物流有限公司 (AP_DEMO_12).
    const admin = await asUser(browser, 'admin', LIST);
    await filterCard(admin).getByLabel('姓名').fill('张伟');
    await search(admin);
    await expect(rows(admin)).toHaveCount(1);
    await expect(rows(admin)).toContainText('快递分拣员（日结）');
    await admin.context().close();

    await loginAs(page, 'hengda01', DEMO_PASSWORD, toPath(LIST));
    const zero = Object.fromEntries(TAB_NAMES.map((name) => [name, 0]));
    await filterCard(page).getByLabel('姓名').fill('张伟');
    await search(page);
    await expect(list(page).locator('.ant-empty-description')).toHaveText('暂无数据');
    await expectCounts(page, zero);
    await filterCard(page).getByLabel('姓名').fill('');
    await filterCard(page).getByLabel('报名职位').fill('快递分拣员');
    await search(page);
    await expect(list(page).locator('.ant-empty-description')).toHaveText('暂无数据');
    await expectCounts(page, zero);
    // Every job in the list is one of the company's own.
    await button(filterCard(page), '重置').click();
    await settled(page);
    await expect(rows(page).first()).toBeVisible();
    for (const job of await rows(page).locator('td:nth-child(6)').allInnerTexts())
      expect(HENGDA_JOBS).toContain(job);
    // Nor through the API or the other company's job page.
    const detail = await page.request.get('/api/recruit/applyInfo/queryResumeDetail', {
      params: { applyCode: 'AP_DEMO_12' },
    });
    expect(await detail.json()).toMatchObject({ code: 404, msg: '报名记录不存在' });
    await page.goto(JOB_LIST('J_DEMO_13'));
    await expect(page.getByText(/职位信息读取失败/)).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await expect(list(page).locator('.ant-empty-description')).toHaveText('暂无数据');
    await expectCounts(page, zero);
    await shot(page, '51-other-company-job.png');
  });

  test('the check-in drawer shows each day with two pictures an entry', async ({ page }) => {
    await loginAs(page, 'hengda01', DEMO_PASSWORD, toPath(LIST));
    await filterCard(page).getByLabel('姓名').fill('林海涛');
    await search(page);
    await openTab(page, '面试');
    await row(page, '林海涛').getByRole('button', { name: '疫情打卡' }).click();
    const drawer = page.getByRole('dialog', { name: '疫情打卡记录 - 林海涛' });
    // Four days, newest first, with 2, 1, 1 and 2 check-ins (seed/demo-applications-health.ts).
    const days = drawer.locator('.ant-collapse-header');
    await expect(days).toHaveText([/（2次）$/, /（1次）$/, /（1次）$/, /（2次）$/], { timeout: 20_000 });
    const dates = (await days.allInnerTexts()).map((text) => text.slice(0, 10));
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    const open = drawer.locator('.ant-collapse-item-active');
    await expect(open).toHaveCount(1);
    await expect(open.getByText(/^打卡时间：/)).toHaveCount(2);
    const pictures = open.locator('img');
    await expect(pictures).toHaveCount(4);
    expect(await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
      '健康码',
      '证明材料',
      '健康码',
      '证明材料',
    ]);
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) =>
          imgs.every((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0),
        ),
      )
      .toBe(true);
    await still(days.first());
    await page.screenshot({ path: test.info().outputPath('52-health-drawer.png') });
    await days.nth(3).click();
    await expect(drawer.locator('.ant-collapse-item-active')).toHaveCount(2);
    await expect(drawer.locator('.ant-collapse-item-active').nth(1).locator('img')).toHaveCount(4);
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    // Someone without check-ins.
    await filterCard(page).getByLabel('姓名').fill('王建军');
    await search(page);
    await openTab(page, '新简历');
    await row(page, '王建军').getByRole('button', { name: '疫情打卡' }).click();
    const empty = page.getByRole('dialog', { name: '疫情打卡记录 - 王建军' });
    await expect(empty.locator('.ant-empty-description')).toHaveText('暂无打卡记录');
  });
});
