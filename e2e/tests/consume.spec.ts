import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/h15c-shots/${name}`, fullPage: true });
const row = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), page.locator('.ant-table-row'));

const TABS = ['审批中', '审批通过', '待支付', '已支付', '支付失败', '审批失败'] as const;
type Counts = Record<(typeof TABS)[number], number>;

async function expectCounts(page: Page, counts: Counts) {
  for (const tab of TABS)
    await expect(page.getByRole('tab', { name: `${tab}(${counts[tab]})` })).toBeVisible();
}

test('a bill withdrawal goes from application to paid, with the counts after each step', async ({ page }) => {
  await loginAs(page, 'yunying01', DEMO_PASSWORD);
  await page.goto('/oddjobMarket/bill/list');
  // The demo has a withdrawal in every state (this file is the only one that moves them).
  const start: Counts = { 审批中: 2, 审批通过: 1, 待支付: 1, 已支付: 2, 支付失败: 1, 审批失败: 1 };
  await expectCounts(page, start);
  await shot(page, 'bill-01-list.png');

  // Application: 轩辕书店 may withdraw 66.00 元; the form shows the turns left this month.
  await page.getByRole('button', { name: '提现申请' }).click();
  const form = page.locator('.ant-modal', { hasText: '提现申请' });
  await form.getByLabel('提现商户').click();
  await page.locator('.ant-select-item-option', { hasText: '新郑市轩辕书店' }).click();
  await expect(form.getByText(/剩余 \d 次（每月 4 次），可提现余额 66\.00 元/)).toBeVisible();
  await form.getByLabel('提现金额').fill('66.01');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('提现金额超过商户可提现余额')).toBeVisible();
  await form.getByLabel('提现金额').fill('50.5');
  await shot(page, 'bill-02-apply.png');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expectCounts(page, { ...start, 审批中: start.审批中 + 1 });
  await expect(row(page, '新郑市轩辕书店', '50.50')).toBeVisible();

  // Approval.
  await row(page, '新郑市轩辕书店', '50.50').getByRole('button', { name: '审批' }).click();
  const review = page.locator('.ant-modal', { hasText: '提现审批' });
  await expect(review.getByText('新郑市轩辕书店（50.50 元）')).toBeVisible();
  await shot(page, 'bill-03-review.png');
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expectCounts(page, { ...start, 审批通过: start.审批通过 + 1 });

  // Paid to the store through the (test) payment provider.
  await page.getByRole('tab', { name: /^审批通过/ }).click();
  await row(page, '新郑市轩辕书店', '50.50').getByRole('button', { name: '支付到店' }).click();
  await expect(page.getByText('向 新郑市轩辕书店 支付 50.50 元')).toBeVisible();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await expectCounts(page, { ...start, 已支付: start.已支付 + 1 });

  // Paid: never offered for payment again; the detail shows the provider's reference and the history.
  await page.getByRole('tab', { name: /^已支付/ }).click();
  const paid = row(page, '新郑市轩辕书店', '50.50');
  await expect(paid).toBeVisible();
  await expect(paid.getByRole('button', { name: '支付到店' })).toHaveCount(0);
  await expect(paid).toContainText('**** **** 3445');
  await paid.getByRole('button', { name: /详\s*情/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '提现申请详情' });
  await expect(drawer.getByText(/^TT[0-9a-f]+$/)).toBeVisible();
  for (const step of ['创建', '审批通过', '支付到店', '支付成功']) {
    await expect(drawer.getByText(step, { exact: true })).toBeVisible();
  }
  await shot(page, 'bill-04-paid-detail.png');
});

test('the card, shop and report screens open on the demo data', async ({ page }) => {
  await loginAs(page, 'yunying01', DEMO_PASSWORD);
  await page.goto('/oddjobMarket/card/list');
  await expect(page.getByRole('tab', { name: '待审批(2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '审批通过(7)' })).toBeVisible();
  await shot(page, 'card-01-list.png');
  await page.getByRole('tab', { name: /^审批通过/ }).click();
  await row(page, '王芳')
    .getByRole('button', { name: /详\s*情/ })
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: '电子卡详情' });
  await expect(drawer.getByText('已退款')).toBeVisible();
  await shot(page, 'card-02-detail.png');

  // The refund dialog offers the rest of a spend and refuses more than is left (the partial refunds themselves
  // are tested on the API: card.test.ts).
  const spendRow = drawer.locator('tr', { has: page.getByRole('button', { name: '退款' }) }).first();
  await spendRow.getByRole('button', { name: '退款' }).click();
  const refund = page.locator('.ant-modal', { hasText: '消费退款' });
  await expect(refund.getByText(/^最多可退 \d+\.\d{2} 元$/)).toBeVisible();
  await refund.getByLabel('退款金额').fill('99999');
  await refund.getByRole('button', { name: /确\s*定/ }).click();
  await expect(refund.getByText('退款金额不能超过该笔消费的可退金额')).toBeVisible();
  await shot(page, 'card-03-refund-dialog.png');
  await refund.getByRole('button', { name: /取\s*消/ }).click();
  await page.keyboard.press('Escape');

  await page.goto('/oddjobMarket/shop/list');
  await expect(row(page, '新郑市康达大药房')).toContainText('**** **** 0000');
  await shot(page, 'shop-01-list.png');

  await page.goto('/oddjobMarket/bill/list');
  await page.getByRole('button', { name: '账单报表' }).click();
  const report = page.locator('.ant-modal', { hasText: '账单报表' });
  await expect(report.getByText('合计')).toBeVisible();
  await shot(page, 'bill-05-report.png');
});
