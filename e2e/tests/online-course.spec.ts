import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const LIST = '/train/onlineCourse/list';
const NAME = '电梯安装维修工岗位技能线上课程';

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

/** Picks one passed material by name in the picker the button opens. */
async function pick(page: Page, opener: Locator, dialogName: string, material: string) {
  await opener.click();
  const picker = page.getByRole('dialog', { name: dialogName });
  await expect(picker.locator('.ant-card', { hasText: material }).getByText('审核通过')).toBeVisible();
  await picker.getByRole('checkbox', { name: `选择${material}` }).check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
}

test('an online course with a chapter and a video lesson: created, reviewed to online, played, taken offline', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // 华信 (a demo training school) has one course online and one under review.
  const school = await openAs(browser, 'huaxin01');
  await expectTabs(school, { 全部: 2, 审核中: 1, 已上线: 1, 审核驳回: 0, 已下线: 0 });

  await test.step('the school creates the course with a chapter and a video lesson', async () => {
    await school.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = school.getByRole('dialog', { name: '新增线上课程' });
    await expect(drawer).toBeVisible();
    await drawer.locator('#onlineCourse_courseName').fill(NAME);
    await drawer.locator('#onlineCourse_teacherName').fill('孙立新');
    await drawer.locator('#onlineCourse_labelCodes').click();
    await school.locator('.ant-select-item-option', { hasText: /^电工$/ }).click();
    await school.keyboard.press('Escape');
    await pick(school, drawer.locator('#onlineCourse_cover'), '选择图片', '低压电工课程封面');
    await drawer.getByRole('textbox', { name: '请输入课程介绍' }).click();
    await school.keyboard.type('电梯安装、调试与日常维护保养，学完可参加线下实操考核。');
    await drawer.getByLabel('第1章名称').fill('第一章 电梯安全基础');
    await drawer.getByLabel('第1章第1课时名称').fill('电梯作业安全用电');
    await pick(
      school,
      drawer.locator('#onlineCourse_chapters_0_lessons_0_video'),
      '选择视频',
      '安全用电演示',
    );
    await expect(drawer.locator('video')).toHaveCount(1);
    await shot(school, 'online-course-1-form.png');
    await drawer.getByRole('button', { name: '提交审核' }).click();
    await expect(school.getByText('新增成功')).toBeVisible();
    await expect(drawer).toBeHidden();
    await settled(school);
    await expectTabs(school, { 全部: 3, 审核中: 2, 已上线: 1, 审核驳回: 0, 已下线: 0 });
    await expect(row(school).getByText('审核中')).toBeVisible();
    // A school cannot review its own course.
    await expect(row(school).getByRole('button', { name: '审核' })).toHaveCount(0);
    await shot(school, 'online-course-2-created.png');
  });

  // The operator sees every school's courses: the demo's five (one per state, two online) and the new one.
  const operator = await openAs(browser, 'yunying01');
  await expectTabs(operator, { 全部: 6, 审核中: 2, 已上线: 2, 审核驳回: 1, 已下线: 1 });

  await test.step('the operator reviews it: passing puts it online', async () => {
    await row(operator).getByRole('button', { name: '审核' }).click();
    const review = operator.getByRole('dialog', { name: '审核线上课程' });
    await expect(review.getByText(NAME)).toBeVisible();
    await review.getByText('审核通过并上线').click();
    await review.getByRole('button', { name: /确\s*定/ }).click();
    await expect(operator.getByText('操作成功')).toBeVisible();
    await settled(operator);
    await expectTabs(operator, { 全部: 6, 审核中: 1, 已上线: 3, 审核驳回: 1, 已下线: 1 });
    await expect(row(operator).getByText('已上线')).toBeVisible();
  });

  await test.step('the detail plays the lesson video', async () => {
    await row(operator).getByRole('button', { name: '详情' }).click();
    const detail = operator.getByTestId('online-course-detail');
    await expect(detail.getByText('第1章 第一章 电梯安全基础')).toBeVisible();
    await expect(detail.getByText('电梯安装、调试与日常维护保养')).toBeVisible();
    const video = detail.locator('video');
    await expect(video).toHaveCount(1);
    await video.evaluate((v) => {
      const media = v as unknown as { muted: boolean; play(): Promise<void> };
      media.muted = true;
      return media.play();
    });
    await expect
      .poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((v) => (v as unknown as { videoWidth: number }).videoWidth)).toBe(160);
    await expect(detail.getByText('审核通过')).toBeVisible();
    await shot(operator, 'online-course-3-detail-playing.png');
    await operator.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  await test.step('the operator takes it offline', async () => {
    await row(operator).getByRole('button', { name: '下线' }).click();
    await expect(operator.locator('.ant-modal-confirm-title', { hasText: '请确认是否下线？' })).toBeVisible();
    await operator.getByRole('button', { name: /确\s*定/ }).click();
    await expect(operator.getByText('下线成功')).toBeVisible();
    await settled(operator);
    await expectTabs(operator, { 全部: 6, 审核中: 1, 已上线: 2, 审核驳回: 1, 已下线: 2 });
    await operator.getByRole('tab', { name: '已下线(2)' }).click();
    await settled(operator);
    await expect(row(operator).getByText('已下线')).toBeVisible();
    await shot(operator, 'online-course-4-offline.png');
  });

  // The school sees it offline too, and may now edit or delete it.
  await school.reload();
  await settled(school);
  await expectTabs(school, { 全部: 3, 审核中: 1, 已上线: 1, 审核驳回: 0, 已下线: 1 });
  await expect(row(school).getByRole('button', { name: '编辑' })).toBeVisible();
});
