import { type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';
import { expect, pageSettled, shot } from './job-steps.ts';

const BANNERS = '/train/advert/banner';
const RECOMMEND = '/train/advert/recommendCourse';
const RECOMMEND_JOB = '/train/advert/recommendJob';
const COURSES = '/train/course/list';
const COURSE = '家政服务员岗前培训';

const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
const rows = (page: Page) => page.locator('.ant-card .ant-table-tbody .ant-table-row');
const confirm = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name })
    .getByRole('button', { name: /确\s*定/ })
    .click();

/** API time `hours` from now, Shanghai wall clock. */
const shanghai = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** Waits for the page's next animation frame. */
const nextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        (globalThis as unknown as { requestAnimationFrame: (f: () => void) => void }).requestAnimationFrame(
          () => resolve(null),
        ),
      ),
  );

/**
 * Moves a row up by `steps` places with the keyboard, as a keyboard user does (dnd-kit's keyboard sensor: Space
 * picks the row up, each ArrowUp moves it one place, Space drops it). Deterministic, unlike a pointer drag on a
 * loaded machine, and it walks the path the accessibility work promised.
 */
async function moveRowUp(page: Page, grip: Locator, steps: number) {
  await grip.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < steps; i++) {
    // dnd-kit measures the rows between moves; each step waits for the previous frame.
    await nextFrame(page);
    await page.waitForTimeout(150); // dnd-kit re-measures the rows after each move
    await page.keyboard.press('ArrowUp');
  }
  await nextFrame(page);
  await page.keyboard.press('Space');
}

test('banners: add one, drag it first, the order is kept after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `就业援助月${Date.now() % 100000}`;
  await loginAs(page, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(BANNERS)}`);
  // The demo's four banners of the main kind.
  await expect(rows(page)).toHaveCount(4);
  const before = 4;

  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByText('从素材库选择图片').click();
  const picker = page.getByRole('dialog').last();
  // Only passed pictures can be chosen: the one under review is shown disabled.
  await expect(picker.getByRole('checkbox', { name: '选择零工市场开市横幅' })).toBeDisabled();
  await picker.getByRole('checkbox', { name: '选择职业技能提升行动横幅' }).check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByRole('img', { name: '职业技能提升行动横幅' })).toBeVisible();
  await dialog.getByLabel('网页链接').check();
  await dialog.getByPlaceholder('https://').fill('ftp://example.com');
  await dialog.getByPlaceholder('开始时间').click();
  await dialog.getByPlaceholder('开始时间').fill(shanghai(-1));
  await dialog.getByPlaceholder('开始时间').press('Enter');
  await dialog.getByPlaceholder('结束时间').fill(shanghai(240));
  await dialog.getByPlaceholder('结束时间').press('Enter');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('网页链接须为 http:// 或 https:// 开头的有效地址')).toBeVisible();
  await dialog.getByPlaceholder('https://').fill('https://www.12333.gov.cn/');
  await shot(page, 'advert-1-banner-form.png', true);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await settled(page);
  await expect(rows(page)).toHaveCount(before + 1);
  await expect(rows(page).last()).toContainText(title);
  await expect(rows(page).last()).toContainText('展示中');

  await moveRowUp(
    page,
    rows(page)
      .last()
      .getByRole('button', { name: `拖动排序：${title}` }),
    // More presses than places: at the top a press changes nothing, and a step lost under load is made up.
    before + 3,
  );
  await expect(page.getByText('操作成功')).toBeVisible();
  await settled(page);
  await expect(rows(page).first()).toContainText(title);
  await page.reload();
  await settled(page);
  await expect(rows(page).first()).toContainText(title);
  await shot(page, 'advert-2-banner-dragged.png');
  // The public carousel shows it first as well.
  const shown = await (await page.request.get('/api/advert/banner/public/queryBanner')).json();
  expect(shown.data[0].title).toBe(title);
});

test('recommended courses: recommend a course, take the course offline and it drops out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const publicList = async () =>
    (
      await (await page.request.get('/api/advert/recommend-course/public/queryRecommendCourse')).json()
    ).data.map((r: { targetName: string }) => r.targetName);
  await loginAs(page, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(RECOMMEND)}`);
  await settled(page);
  const course = () => rows(page).filter({ hasText: COURSE });

  // The demo recommends it already: cancel that, then recommend it again from the picker.
  await course().getByRole('button', { name: '取消推荐' }).click();
  await confirm(page, '提示');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(course()).toHaveCount(0);

  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const picker = page.getByRole('dialog', { name: '添加推荐课程' });
  await picker.getByRole('searchbox', { name: '课程名称' }).fill('家政');
  await picker.getByRole('searchbox', { name: '课程名称' }).press('Enter');
  await expect(picker.locator('.ant-table-row')).toHaveCount(1);
  await picker.getByRole('button', { name: `推荐${COURSE}` }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(picker.getByRole('button', { name: `${COURSE}已推荐` })).toBeDisabled();
  await shot(page, 'advert-3-recommend-picker.png', true);
  await picker.getByRole('button', { name: '关闭' }).click();
  await expect(picker).toBeHidden();
  await settled(page);
  await expect(course()).toContainText('展示中');
  expect(await publicList()).toContain(COURSE);

  // The school's course goes offline: it stays in the list, marked, and leaves the public list.
  await page.goto(COURSES);
  await pageSettled(page);
  await settled(page);
  const courseRow = rows(page).filter({ hasText: COURSE });
  await courseRow.getByRole('button', { name: /^下\s*线$/ }).click();
  await confirm(page, '请确认是否下线？');
  await expect(page.getByText('下线成功')).toBeVisible();

  await page.goto(RECOMMEND);
  await settled(page);
  await expect(course()).toContainText('已下线');
  await expect(course()).toContainText('课程未上线');
  expect(await publicList()).not.toContain(COURSE);
  await shot(page, 'advert-4-recommend-offline.png');

  // Put the demo course back online so the other specs find the demo as it was.
  await page.goto(COURSES);
  await settled(page);
  await rows(page)
    .filter({ hasText: COURSE })
    .getByRole('button', { name: /^上\s*线$/ })
    .click();
  await confirm(page, '请确认是否上线？');
  await expect(page.getByText('上线成功')).toBeVisible();
  expect(await publicList()).toContain(COURSE);
});

test('recommended jobs: swap a recommendation for another online job with the keyboard, and back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'yunying01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(RECOMMEND_JOB)}`);
  await settled(page);
  const first = rows(page).first();
  const original = (await first.locator('td').nth(1).innerText()).trim();

  /** 更换 on the first row, then 换成 `name` (or the first job offered), by keyboard only. */
  const swap = async (from: string, to?: string) => {
    await rows(page)
      .first()
      .getByRole('button', { name: /^更\s*换$/ })
      .focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: `更换推荐职位：${from}` });
    await expect(picker).toBeVisible();
    if (to) {
      await picker.getByRole('searchbox', { name: '职位名称' }).fill(to);
      await picker.getByRole('searchbox', { name: '职位名称' }).press('Enter');
    }
    await expect(picker.locator('.ant-spin-spinning')).toHaveCount(0);
    const choice = to
      ? picker.getByRole('button', { name: `换成${to}`, exact: true })
      : picker.getByRole('button', { name: /^换成/ }).first();
    const name = ((await choice.getAttribute('aria-label')) ?? '').replace(/^换成/, '');
    if (!to) await shot(page, 'advert-5-recommend-job-swap.png', true);
    await choice.focus();
    await page.keyboard.press('Enter');
    // The first swap's message may still be showing on the way back: the row below proves which swap it was.
    await expect(page.getByText('更新成功').last()).toBeVisible();
    await expect(picker).toBeHidden();
    await settled(page);
    await expect(rows(page).first()).toContainText(name);
    return name;
  };

  const other = await swap(original);
  expect(other).not.toBe(original);
  await expect(rows(page).filter({ hasText: original })).toHaveCount(0);
  await shot(page, 'advert-6-recommend-job-swapped.png');
  // Back as the demo had it, for the other specs.
  await swap(other, original);
});
