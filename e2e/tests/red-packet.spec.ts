import { test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { idCardCheckChar } from '../../packages/contract/src/consume/red-packet.ts';
import { loginAs } from './helpers.ts';
import { expect, shot, tabCounts } from './job-steps.ts';

/**
 * 红包用户: the demo campaign of 新郑市 in its four tabs; a file with a bad row imports nothing and its error
 * file, downloaded and read back, names the row and why; a good file of 3,000 rows shows its progress and
 * lands; chosen users are submitted and passed, the counts following each step.
 */

const PAGE = '/oddjobMarket/redPkg/list';
const HEADERS = ['姓名', '身份证号', '手机号', '红包金额（元）'];

const idCardOf = (i: number) => {
  const birth = new Date(Date.UTC(1990, 0, 1) + Math.floor(i / 1000) * 86_400_000);
  const head = `410184${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(i % 1000).padStart(3, '0')}`;
  return head + idCardCheckChar(head);
};
const row = (i: number) => [`测试${i}`, idCardOf(i), `139${String(10_000_000 + i).slice(-8)}`, '88.80'];

async function xlsx(path: string, rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('红包用户');
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(r);
  await book.xlsx.writeFile(path);
}

test('red-packet users: import with progress, error file read back, submit and review', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await loginAs(page, 'admin');
  await page.goto(PAGE);
  await expect(page.getByText('2026年新郑市促消费惠民红包（第一批）').first()).toBeVisible();
  // The counts come in their own answer, after the campaign's name (later still on a busy machine).
  await expect.poll(() => tabCounts(page)).toEqual({ 待提交: 3, 待审核: 3, 审核通过: 4, 审核驳回: 2 });
  await shot(page, '01-list.png');

  // A file with one bad row: nothing lands, the row and its reason are shown and in the error file.
  const bad = test.info().outputPath('bad.xlsx');
  await xlsx(bad, [row(1), [...row(2).slice(0, 3), '12.345'], row(3)]);
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入红包用户' });
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(
    dialog.getByText('共3行，其中1行有误，未导入任何数据，请下载错误数据修改后重新导入'),
  ).toBeVisible();
  await expect(dialog.getByRole('row', { name: /3\s+红包金额必须大于0，最多两位小数/ })).toBeVisible();
  await shot(page, '02-import-errors.png', true);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误数据' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('红包用户导入错误数据.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const values = book.worksheets[0]!.getSheetValues().slice(1) as string[][];
  expect(values.map((r) => r.slice(1))).toEqual([
    [...HEADERS, '错误原因'],
    row(1),
    [...row(2).slice(0, 3), '12.345', '红包金额必须大于0，最多两位小数'],
    row(3),
  ]);
  expect((await tabCounts(page)).待提交).toBe(3);

  // A good file of 3,000 rows: the progress shows, then it lands whole.
  const good = test.info().outputPath('good.xlsx');
  await xlsx(
    good,
    Array.from({ length: 3000 }, (_, i) => row(i + 10)),
  );
  await dialog.locator('input[type=file]').setInputFiles(good);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByRole('progressbar', { name: '处理进度' })).toBeVisible();
  // The frame while it runs (shot() would wait for the spinners to stop).
  await page.screenshot({ path: test.info().outputPath('03-import-progress.png') });
  await expect(dialog.getByText('成功导入3000人')).toBeVisible({ timeout: 60_000 });
  await shot(page, '03-import-done.png', true);
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect.poll(async () => (await tabCounts(page)).待提交).toBe(3003);

  // Submit the first row of 待提交, then pass it in 待审核.
  const first = page.locator('.ant-table-row').first();
  const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交所选' }).click();
  await expect(page.getByText(/共 1 人，合计 88\.80 元/)).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect
    .poll(async () => tabCounts(page))
    .toEqual({ 待提交: 3002, 待审核: 4, 审核通过: 4, 审核驳回: 2 });

  await page.getByRole('tab', { name: /待审核/ }).click();
  const pending = page.locator('.ant-table-row', { hasText: name });
  await pending.getByRole('button', { name: '审核' }).click();
  const review = page.getByRole('dialog', { name: '红包用户审核' });
  await expect(review.getByText('共 1 人，合计 88.80 元')).toBeVisible();
  await shot(page, '04-review.png', true);
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect
    .poll(async () => tabCounts(page))
    .toEqual({ 待提交: 3002, 待审核: 3, 审核通过: 5, 审核驳回: 2 });
  await page.getByRole('tab', { name: /审核通过/ }).click();
  await expect(page.locator('.ant-table-row', { hasText: name })).toBeVisible();
  await shot(page, '05-passed.png');
});
