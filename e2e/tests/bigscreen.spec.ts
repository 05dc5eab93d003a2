import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './helpers.ts';

const B = '/api/hrbd-bigscreen';
const HEADERS = [
  '统计月份(YYYY-MM)',
  '参保总人数',
  '养老保险参保人数',
  '医疗保险参保人数',
  '失业保险参保人数',
  '工伤保险参保人数',
  '本月新增参保人数',
  '流入人数',
  '流出人数',
];
const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('月度数据');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The figure tile labelled `label` in `scope`. */
const figure = (scope: ReturnType<typeof panel> | Page, label: string) =>
  scope.locator(`[data-figure="${label}"]`);

/** Nothing scrolls: the page area holds the scaled screen whole. */
async function noScrollBars(page: Page) {
  type Box = { scrollHeight: number; clientHeight: number; scrollWidth: number; clientWidth: number };
  const overflow = (el: Box) => [el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth];
  expect(await page.locator('[data-tab-path="/oddjobMarket/bigScreen"]').evaluate(overflow)).toEqual([0, 0]);
  expect(await page.locator('html').evaluate(overflow)).toEqual([0, 0]);
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(800); // chart animations
  await page.screenshot({ path: test.info().outputPath(name) });
}

test('big screen: live figures, 暂无数据 until imported, a bad import refused, a good one shown, scaled without scroll bars', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await loginAs(page, 'admin');
  const cmpy = (await (await page.request.get(`${B}/report-cmpy/info`)).json()).data;
  const users = (await (await page.request.get(`${B}/report-worker/userCount`)).json()).data;

  await page.goto('/oddjobMarket/bigScreen');
  const overview = panel(page, '企业概况');
  await expect(figure(overview, '企业总数')).toContainText(String(cmpy.cmpyTotal));
  await expect(figure(overview, '在招企业')).toContainText(String(cmpy.recruitingCmpyNum));
  await expect(figure(page, '在线职位')).toContainText(String(cmpy.onlineJobNum));
  await expect(figure(panel(page, '预警'), '招聘预警')).toContainText(String(users.recruitConNum));
  // A list shows at most 6 rows at a time.
  await expect(overview.locator('tbody tr')).toHaveCount(Math.min(6, cmpy.list.length));
  await expect(panel(page, '天气')).toContainText('天气服务未配置');
  await expect(panel(page, '社保与人员流动')).toContainText(`暂无数据（${month}未导入）`);
  await expect(panel(page, '招聘分析（投递与录用，今年与去年）').locator('canvas')).toHaveCount(1);
  await noScrollBars(page);
  await shot(page, 'bigscreen-1920x1080.png');

  // A file with a bad row is refused whole, the bad row named; the panel still says 暂无数据.
  await page.getByRole('button', { name: /社保数据导入/ }).click();
  const dialog = page.getByRole('dialog', { name: '社保与人员流动数据导入' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: '社保.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([
      [month, 121000, 119000, 120500, 91000, 86000, 1000, 2100, 1100],
      [month, 100, 200, 0, 0, 0, 0, 0, 0],
    ]),
  });
  await dialog.getByRole('button', { name: /导\s*入/ }).click();
  await expect(dialog).toContainText('第3行：养老保险参保人数不能大于参保总人数');
  await expect(panel(page, '社保与人员流动')).toContainText('暂无数据');

  await dialog.locator('input[type=file]').setInputFiles({
    name: '社保.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([[month, 121000, 119000, 120500, 91000, 86000, 1000, 2100, 1100]]),
  });
  await dialog.getByRole('button', { name: /导\s*入/ }).click();
  await expect(dialog).toBeHidden();
  const social = panel(page, '社保与人员流动');
  await expect(figure(social, '参保总人数')).toContainText('121,000');
  await expect(figure(social, '流入人数')).toContainText('2,100');
  await expect(panel(page, '社保趋势').locator('canvas')).toHaveCount(1);
  await shot(page, 'bigscreen-imported-1920x1080.png');

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.waitForTimeout(300);
  await noScrollBars(page);
  const stage = (await page
    .locator('[data-tab-path="/oddjobMarket/bigScreen"] [style*="scale("]')
    .boundingBox())!;
  // Scaled as a whole, keeping 16:9.
  expect(Math.abs(stage.width / stage.height - 16 / 9)).toBeLessThan(0.01);
  await shot(page, 'bigscreen-1366x768.png');
});
