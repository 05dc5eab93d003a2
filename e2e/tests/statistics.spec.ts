import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });

interface Answer {
  figures: { key: string; label: string; value: number; unit: string; link?: string }[];
}
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (url) => ((await (await fetch(url)).json()) as { data: Answer }).data, `/api${path}`);

/** Charts drawn: every ECharts canvas of the visible tab has painted. */
const chartsDrawn = async (page: Page) => {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[role="img"] canvas:visible').first()).toBeVisible();
};

test('the monitor shows today’s market from the rows, each figure linking to its list', async ({ page }) => {
  await loginAs(page, 'yunying01', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/oddjobMarket\/monitor$/);
  const answer = await apiGet(page, '/oddjobMarket/monitor/figures');
  expect(answer.figures.map((f) => f.key)).toContain('onlineJobs');
  for (const f of answer.figures)
    await expect(page.getByRole('link', { name: `${f.label}：${f.value}${f.unit}，查看列表` })).toBeVisible();
  await chartsDrawn(page);
  await shot(page, 'monitor.png');
  await page.getByRole('link', { name: /^在线职位：/ }).click();
  await expect(page).toHaveURL(/\/recruit\/job\/list$/);
});

test('统计分析: company and government views, a chart exported as xlsx and as PNG', async ({ page }) => {
  await loginAs(
    page,
    'yunying01',
    DEMO_PASSWORD,
    `/login?toPath=${encodeURIComponent('/oddjobMarket/statistics')}`,
  );
  await expect(page).toHaveURL(/\/oddjobMarket\/statistics$/);
  await expect(page.getByRole('heading', { name: '企业与招聘概况' })).toBeVisible();
  await chartsDrawn(page);
  await shot(page, 'statistics-cmpy.png');

  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel：企业认证状态' }).click();
  const file = await xlsx;
  expect(file.suggestedFilename()).toMatch(/^企业认证状态_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][])
    .slice(1)
    .map((r) => (r ?? []).slice(1));
  expect(rows[0]).toEqual(['类别', '企业数']);
  const answer = await page.evaluate(
    async () =>
      (
        (await (
          await fetch('/api/statistics/statistics-cmpy/queryCmpyStatistics', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json()) as { data: { charts: { key: string; x: string[]; series: { data: number[] }[] }[] } }
      ).data,
  );
  const status = answer.charts.find((c) => c.key === 'cmpyStatus')!;
  expect(rows.slice(1)).toEqual(status.x.map((x, i) => [x, status.series[0]!.data[i]]));

  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出图片：企业认证状态' }).click();
  expect((await png).suggestedFilename()).toBe('企业认证状态.png');

  // The date range applied: the figures are the call's answer for that range.
  const day = (offset: number) =>
    new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const range = { beginDate: day(-6), endDate: day(0) };
  const inputs = page.locator('.ant-picker-range input');
  await inputs.first().click();
  await inputs.first().fill(range.beginDate);
  await inputs.first().press('Enter');
  await inputs.last().fill(range.endDate);
  await inputs.last().press('Enter');
  const asked = page.waitForResponse(
    (r) =>
      r.url().endsWith('/statistics-cmpy/queryCmpyStatistics') &&
      r.request().postData()?.includes(range.beginDate) === true,
  );
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const ranged = ((await (await asked).json()) as { data: Answer }).data;
  const applications = ranged.figures.find((f) => f.key === 'applications')!;
  await expect(page.locator('.ant-statistic').filter({ hasText: applications.label }).first()).toContainText(
    applications.value.toLocaleString('en'),
  );
  await chartsDrawn(page);
  await shot(page, 'statistics-cmpy-7-days.png');

  await page.getByRole('tab', { name: '政府视角' }).click();
  await expect(page.getByRole('heading', { name: '企业行业分布' })).toBeVisible();
  await chartsDrawn(page);
  await shot(page, 'statistics-zf.png');
});

test('课程统计: a school sees its own courses in three tabs', async ({ page }) => {
  await loginAs(page, 'huaxin01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent('/train/statis')}`);
  await expect(page).toHaveURL(/\/train\/statis$/);
  await expect(page.getByRole('heading', { name: '开班情况' })).toBeVisible();
  await chartsDrawn(page);
  await shot(page, 'course-statis-class.png');
  for (const [tab, heading, name] of [
    ['课程', '课程状态与性质', 'course-statis-course.png'],
    ['学员与签到', '签到率', 'course-statis-student.png'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('.ant-tabs-tabpane-active .ant-spin-spinning')).toHaveCount(0, {
      timeout: 20_000,
    });
    await shot(page, name);
  }
});
