import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { drawPng } from './helpers.ts';

/** Steps and checks of the job browser test (jobs.spec.ts): drawing, waiting, tabs, the form's pickers. */

// Lists, drawers and the map load slowly on a busy machine.
export const expect = baseExpect.configure({ timeout: 20_000 });

export const LIST = '/recruit/job/list';
export const DETAIL_ADDRESS = '人民路88号恒达二号厂房';

export type Counts = Record<string, number>;
export const TABS = ['已上线', '审核通过', '待审核', '审核驳回', '已下线', '强制结束', '草稿'];

export type Animated = { getAnimations(o: { subtree: boolean }): { finished: Promise<unknown> }[] };

/** A real PNG picture of the workshop drawn by the browser. */
export const drawPicture = (page: Page, label: string) =>
  drawPng(page, { width: 480, height: 320, color: '#0958d9', lines: [[label, 175]] });

/** Waits for the opening animations under `target` (a click during one can be lost, a picture blurred). */
export const animationsDone = (target: Locator) =>
  target.evaluate((el) =>
    Promise.all(
      // An animation cancelled on the way (a spinner that went away) counts as done.
      (el as unknown as Animated)
        .getAnimations({ subtree: true })
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => true),
  );

/** Waits for the page's finite animations and transitions (a tab's ink bar, a radio's dot) to end. */
export const pageSettled = (page: Page) =>
  page.evaluate(() => {
    type Running = {
      finished: Promise<unknown>;
      effect: { getTiming(): { iterations: number } } | null;
    };
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
    return Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => true);
  });

/** A screenshot once nothing is loading or moving and, unless a dialog is the subject, every dialog has closed. */
export async function shot(page: Page, name: string, dialog = false) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  if (!dialog) await expect(page.locator('.ant-modal-mask').filter({ visible: true })).toHaveCount(0);
  await pageSettled(page);
  await page.screenshot({ path: test.info().outputPath(name) });
}

/** A screenshot of the whole job form: the window made tall enough for the drawer to hold every field. */
export async function tallShot(page: Page, form: Locator, name: string) {
  await page.setViewportSize({ width: 1440, height: 1700 });
  await form.locator('form#jobForm').evaluate((el) => {
    (el.parentElement as unknown as { scrollTop: number }).scrollTop = 0;
  });
  await shot(page, name, true);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The tab labels of the list, `已上线(3)` → { 已上线: 3 }. */
export async function tabCounts(page: Page): Promise<Counts> {
  const labels = await page.locator('.ant-tabs-tab').allInnerTexts();
  return Object.fromEntries(
    labels.map((text) => {
      const [, name, n] = /^(.+)\((\d+)\)$/.exec(text.trim())!;
      return [name!, Number(n)];
    }),
  );
}

/** Waits until every tab shows `base` plus `delta`. */
export async function expectCounts(page: Page, base: Counts, delta: Counts) {
  const wanted = Object.fromEntries(TABS.map((name) => [name, (base[name] ?? 0) + (delta[name] ?? 0)]));
  await expect.poll(async () => tabCounts(page)).toEqual(wanted);
}

/** Opens the job list afresh and waits for its rows and its tab counts. */
export async function openList(page: Page) {
  const counted = page.waitForResponse((r) => r.url().includes('/queryJobInfoType') && r.ok());
  await page.goto(LIST);
  await counted;
  await expect(page.locator('.ant-tabs-tab')).toHaveCount(TABS.length);
  // The demo jobs fill the tabs: a sum of 0 is the tabs before the counts arrived.
  await expect
    .poll(async () => Object.values(await tabCounts(page)).reduce((a, b) => a + b, 0))
    .toBeGreaterThan(0);
  await settled(page);
}

/** The table has finished (re)loading. */
export const settled = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);

export async function openTab(page: Page, name: string) {
  await page.locator('.ant-tabs-tab', { hasText: name }).click();
  await expect(page.locator('.ant-tabs-tab-active')).toContainText(name);
  await settled(page);
}

export const row = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });
/** Two-character buttons read 编 辑 in antd. */
export const button = (target: Page | Locator, label: string) =>
  target.getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });
export const message = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text, { exact: true });

/** Confirms the open dialog once its opening animation has finished. */
export async function ok(page: Page, scope?: Locator) {
  const target = (scope ?? page).getByRole('button', { name: /^确\s*定$/ }).last();
  await animationsDone(target.locator('xpath=ancestor::div[contains(@class,"ant-modal")][1]'));
  await target.click();
}

/** The confirmation dialog (modal.confirm) that holds `text`. */
export const confirmBox = (page: Page, text: string) => page.locator('.ant-modal-confirm', { hasText: text });

export const pickCascader = async (page: Page, names: string[]) => {
  for (const name of names) {
    await page.locator('.ant-cascader-menu-item:visible', { hasText: new RegExp(`^${name}$`) }).click();
  }
};

/** Opens a select of the form and picks the option that reads `label`. */
export async function choose(page: Page, form: Locator, id: string, label: string) {
  await form.locator(`#${id}`).click();
  await page.locator('.ant-select-item-option:visible', { hasText: new RegExp(`^${label}$`) }).click();
}

/** A radio of a group of the form. */
export const radio = (form: Locator, id: string, label: string) =>
  form.locator(`#${id}`).getByRole('radio', { name: label, exact: true });

/** The message shown under a field of the form. */
export const fieldError = (form: Locator, text: string) =>
  form.locator('.ant-form-item-explain-error', { hasText: new RegExp(`^${text}$`) });

/** The work address through the shared address picker, with each of its refusals on the way. */
export async function pickWorkAddress(page: Page, form: Locator) {
  await form.locator('#jobForm_address').click();
  const dialog = page.getByRole('dialog', { name: '选择工作地址' });
  await expect(dialog).toBeVisible();
  await ok(page, dialog);
  await expect(message(page, '请选择省市县')).toBeVisible();
  await dialog.locator('#address-picker-region').click();
  await pickCascader(page, ['河南省', '郑州市', '新郑市']);
  await ok(page, dialog);
  await expect(message(page, '请输入详细地址')).toBeVisible();
  await dialog.locator('#address-picker-detail').fill(DETAIL_ADDRESS);
  await ok(page, dialog);
  await expect(message(page, '请选择坐标位置')).toBeVisible();
  await expect(dialog.locator('.leaflet-overlay-pane path[stroke="#1677ff"]')).toBeVisible();
  await page.waitForTimeout(600); // the map's fly-to animation
  await dialog.getByTestId('map-canvas').click();
  await expect(dialog.getByRole('button', { name: '保存新坐标' })).toBeVisible();
  await ok(page, dialog);
  await expect(message(page, '请确认是否保存新坐标')).toBeVisible();
  await dialog.getByRole('button', { name: '保存新坐标' }).click();
  await expect(dialog.getByText(/^当前坐标：/)).toBeVisible();
  await ok(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(form.locator('#jobForm_address')).toHaveValue(
    new RegExp(`^河南省郑州市新郑市 ${DETAIL_ADDRESS}（`),
  );
}

/** Chooses labels in the label dialog a form button opens. */
export async function pickLabels(page: Page, form: Locator, opener: string, title: string, names: string[]) {
  await form.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('.ant-tag-checkable').first()).toBeVisible();
  for (const name of names) {
    const tag = dialog.locator('.ant-tag-checkable', { hasText: new RegExp(`^${name}$`) });
    // A click during the dialog's opening or the previous tag's re-render can be lost: click until chosen
    // (never twice on a chosen tag, which would drop it again).
    await baseExpect(async () => {
      if (!/ant-tag-checkable-checked/.test((await tag.getAttribute('class')) ?? '')) await tag.click();
      await baseExpect(tag).toHaveClass(/ant-tag-checkable-checked/, { timeout: 1000 });
    }).toPass();
  }
  await expect(dialog.getByText(`已选标签（${names.length}/`)).toBeVisible();
  await ok(page, dialog);
  await expect(dialog).toBeHidden();
}

/** The operator passes a material of the library (素材库). */
export async function passMaterial(page: Page, name: string) {
  await page.goto('/recruit/material/list');
  await page.getByPlaceholder('请输入素材名称').first().fill(name);
  await page.getByPlaceholder('请输入素材名称').first().press('Enter');
  const card = page.locator('.ant-row .ant-card', { hasText: name });
  await expect(card.getByText('审核中')).toBeVisible();
  await button(card, '通过').click();
  await expect(confirmBox(page, '请确认是否通过审核？')).toBeVisible();
  await ok(page, confirmBox(page, '请确认是否通过审核？'));
  await expect(card.getByText('审核通过')).toBeVisible();
}
