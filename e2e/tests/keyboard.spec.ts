import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, loginAs } from './helpers.ts';

type WithFocus = { document: { activeElement: { outerHTML: string } | null } };

const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === (globalThis as unknown as WithFocus).document.activeElement);

/** Presses Tab (holding it `holdMs`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 12, holdMs = 0) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab', { delay: holdMs });
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab did not reach ${target}`);
}

/** The start of the focused element's HTML. */
const focused = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as WithFocus).document.activeElement?.outerHTML.slice(0, 160) ?? '',
  );

test('logs in with the keyboard alone: Tab to the fields, type, step the slider, Enter', async ({ page }) => {
  await page.goto('/login');
  const account = page.getByPlaceholder('请输入账号');
  await expect(account).toBeVisible();
  await tabTo(page, account);
  await page.keyboard.type('admin');
  await tabTo(page, page.getByPlaceholder('请输入密码'));
  await page.keyboard.type(ADMIN_PASSWORD);

  const slider = page.getByRole('slider', { name: '请按住滑块，拖动到最右边' });
  // Holding Tab a moment: the slider's clock starts when it takes focus, and a key no person could press
  // that soon after is not typing.
  await tabTo(page, slider, 12, 60);
  await expect(slider).toHaveAttribute('aria-valuetext', /滑块在起点/);
  // At the start, ← and Home leave it there; End would finish at once, so it steps with →.
  await page.keyboard.press('ArrowLeft', { delay: 60 });
  await page.keyboard.press('Home', { delay: 60 });
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowRight', { delay: 60 });
    if (i === 3) await expect(slider).toHaveAttribute('aria-valuetext', '已向右移动40%，按右方向键继续');
  }
  await expect(page.getByText('验证通过')).toBeVisible();
  await expect(page.getByRole('slider', { name: '验证通过' })).toHaveAttribute('aria-valuetext', '验证通过');

  await tabTo(page, page.getByRole('button', { name: /登\s*录/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oddjobMarket\/monitor$/);
  await expect(page.getByText('系统管理员').first()).toBeVisible();
});

test('Tab moves on from an empty date range and skips the hidden copy of select-all', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const [path, label] of [
    ['/recruit/job/list', '提交时间'],
    ['/recruit/recruitmentMgt/list', '投递时间'],
  ] as const) {
    await page.goto(path);
    const item = page.locator('.ant-form-item').filter({ hasText: label });
    const start = item.getByPlaceholder('开始时间');
    const end = item.getByPlaceholder('结束时间');
    await start.focus();
    await page.keyboard.press('Tab');
    await expect(end).toBeFocused();
    await page.keyboard.press('Tab');
    // Out of the picker, both ends still empty, and the next control of the filter has focus.
    await expect(start).not.toBeFocused();
    await expect(end).not.toBeFocused();
    expect(await focused(page)).not.toBe('');
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('');
  }

  // 报名管理 selects rows: walking the whole page forward meets the select-all box once, never its hidden copy.
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const selectAll = page.getByRole('checkbox', { name: '全选本页' });
  await expect(selectAll).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: '选择第1行' })).toBeVisible();
  await page.locator('body').focus();
  const stops: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
    if (await hasFocus(page.getByRole('checkbox', { name: '选择第1行' }))) break;
  }
  const selectAllStops = stops.filter((html) => html.includes('全选本页'));
  expect(selectAllStops).toHaveLength(1);
  expect(stops.some((html) => html.includes('选择第1行'))).toBe(true);
});
