import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './helpers.ts';

/** A screenshot once no list is reloading. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

const P = '/api/hrbd-vacantroom';
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

interface Summary {
  houseTotal: number;
  freeCount: number;
  allocatedCount: number;
  occupiedCount: number;
  livingCount: number;
  freeBeds: number;
}
const summaryNow = async (page: Page): Promise<Summary> =>
  (await (await page.request.post(`${P}/rentHome/getCommunitySummary`, { data: {} })).json()).data;

/** The overview page's cards show the API's figures. */
async function overviewShows(page: Page, s: Summary) {
  await page.goto('/oddjobMarket/rental/home');
  for (const [title, value] of [
    ['房屋总数', s.houseTotal],
    ['已入住', s.occupiedCount],
    ['已分配未入住', s.allocatedCount],
    ['空闲', s.freeCount],
  ] as const) {
    await expect(
      page
        .locator('.ant-statistic')
        .filter({ hasText: title })
        .first()
        .locator('.ant-statistic-content-value'),
    ).toHaveText(String(value));
  }
}

async function confirmModal(page: Page) {
  await page
    .locator('.ant-modal-footer')
    .filter({ visible: true })
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('community, unit and houses; allocate; a resident in and out; export; the overview follows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin');
  const base = await summaryNow(page);
  const name = `E2E人才公寓${Date.now() % 100000}`;

  // A community (its address picker has its own spec) and a rental company, through the API.
  const community = await page.request.post(`${P}/rent-community-info/save`, {
    data: {
      communityName: name,
      provinceCode: '41',
      cityCode: '4101',
      countyCode: '410184',
      streetCode: '410184001',
      address: '新郑市新建路街道测试路1号',
      lng: 113.741,
      lat: 34.396,
      managerName: '测试经理',
      managerPhone: '13900009999',
    },
  });
  expect((await community.json()).code).toBe(200);
  const cmpyName = `E2E入住企业${Date.now() % 100000}`;
  const cmpy = await page.request.get(`${P}/rentCompanyInfo/addCmpy`, {
    params: {
      cmpyName,
      contactPerson: '李',
      contactPhone: '13700001111',
      contractBegin: `${year}-01-01`,
      contractEnd: `${year + 1}-12-31`,
    },
  });
  expect((await cmpy.json()).code).toBe(200);

  // A unit and two houses through the screens.
  await page.goto('/oddjobMarket/rental/community');
  await page.locator('#communityName').fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .locator('.ant-table-row')
    .filter({ hasText: name })
    .getByRole('button', { name: '楼栋单元' })
    .click();
  await page.getByRole('button', { name: '新增单元' }).click();
  await page.locator('#unitForm_buildingName').fill('1号楼');
  await page.locator('#unitForm_unitName').fill('1单元');
  await confirmModal(page);
  await expect(page.getByText('新增成功')).toBeVisible();
  await page.getByRole('button', { name: '房屋平面图' }).click();
  for (const [number, floor] of [
    ['E101', 1],
    ['E201', 2],
  ] as const) {
    await page.getByRole('button', { name: '新增房屋' }).click();
    const form = page.locator('.ant-modal').filter({ hasText: '新增房屋' });
    await form.locator('#houseForm_houseNumber').fill(number);
    await form.locator('#houseForm_floor').fill(String(floor));
    await form.locator('#houseForm_area').fill('45.5');
    await form.locator('#houseForm_beds').fill('2');
    await form.locator('#houseForm_rentYuan').fill('800');
    await confirmModal(page);
    await expect(page.getByTestId(`house-${number}`)).toContainText('空闲');
  }
  await shot(page, 'rental-floor-plan-free.png');
  const afterHouses = await summaryNow(page);
  expect(afterHouses.freeCount - base.freeCount).toBe(2);
  await overviewShows(page, afterHouses);

  // Allocate E101 to the company.
  await page.goto('/oddjobMarket/rental/house');
  await page.locator('#houseNumber').fill('E101');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .locator('.ant-table-row')
    .filter({ hasText: name })
    .getByRole('button', { name: '分配' })
    .click();
  const dist = page.locator('.ant-modal').filter({ hasText: '分配房屋' });
  await dist.locator('#distributeForm_rentCmpyCode').fill(cmpyName);
  await page.locator('.ant-select-item-option').filter({ hasText: cmpyName }).click();
  await dist.getByPlaceholder('开始日期').fill(`${year}-01-01`);
  await dist.getByPlaceholder('结束日期').fill(`${year}-12-31`);
  await page.keyboard.press('Enter');
  await confirmModal(page);
  await expect(page.getByText('分配成功')).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: name })).toContainText('已分配');
  await shot(page, 'rental-houses-allocated.png');
  const allocated = await summaryNow(page);
  expect(allocated.allocatedCount - afterHouses.allocatedCount).toBe(1);
  await overviewShows(page, allocated);

  // Move a resident in.
  await page.goto('/oddjobMarket/rental/staff');
  await page.getByRole('button', { name: '办理入住' }).click();
  const mi = page.locator('.ant-modal').filter({ hasText: '办理入住' });
  await mi.locator('#moveInForm_houseCode').fill('E101');
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await mi.locator('#moveInForm_staffName').fill('测试住户');
  await mi.locator('#moveInForm_idCard').fill('410184199202021234');
  await mi.locator('#moveInForm_phone').fill('13811112222');
  await confirmModal(page);
  await expect(page.getByText('入住成功')).toBeVisible();
  const living = await summaryNow(page);
  expect(living.livingCount - allocated.livingCount).toBe(1);
  expect(living.occupiedCount - allocated.occupiedCount).toBe(1);
  expect(living.freeBeds - allocated.freeBeds).toBe(-1);
  await overviewShows(page, living);

  // Export the residents of the community and read the file back.
  await page.goto('/oddjobMarket/rental/staff');
  await page.locator('#staffName').fill('测试住户');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.ant-table-row').filter({ hasText: '测试住户' })).toContainText(
    '410184********1234',
  );
  await shot(page, 'rental-residents.png');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('入住人员.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][])
    .slice(1)
    .map((r) => (r ?? []).slice(1));
  expect(rows[0]).toContain('身份证号');
  const mine = rows.find((r) => r.includes('测试住户'));
  expect(mine).toEqual(
    expect.arrayContaining(['410184199202021234', cmpyName, name, '1号楼1单元E101', today, '在住']),
  );

  // Move out.
  await page
    .locator('.ant-table-row')
    .filter({ hasText: '测试住户' })
    .getByRole('button', { name: '退宿' })
    .click();
  await confirmModal(page);
  await expect(page.getByText('退宿成功')).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: '测试住户' })).toContainText('已退宿');
  const out = await summaryNow(page);
  expect(out.livingCount).toBe(allocated.livingCount);
  expect(out.allocatedCount).toBe(allocated.allocatedCount);
  await overviewShows(page, out);
  await shot(page, 'rental-overview.png');
});
