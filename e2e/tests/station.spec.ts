import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './helpers.ts';

/** A screenshot once no list is reloading (a reload dims its content). */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(name) });
}

const station = (name: string, phone: string, address: string) => ({
  applyName: name,
  contactPerson: '王站长',
  contactPhone: phone,
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  streetCode: '410184001',
  address,
  lng: 113.741,
  lat: 34.396,
});

type Counts = Record<0 | 1 | 3, number>;

/** The tabs' counts as the API reports them now (the demo's stations and earlier tests' are there too). */
async function countsNow(page: Page): Promise<Counts> {
  const res = await page.request.get('/api/recruit/station/countNumByApproveState');
  const data = (await res.json()).data as { approveState: number; num: number }[];
  const num = (state: number) => data.find((c) => c.approveState === state)?.num ?? 0;
  return { 1: num(1), 0: num(0), 3: num(3) };
}

/** The three tabs read `base` plus these many more (running, pending, rejected). */
async function expectCounts(page: Page, base: Counts, running: number, pending: number, rejected: number) {
  const tabs = page.getByRole('tab');
  await expect(tabs.filter({ hasText: '运行中' })).toHaveText(`运行中(${base[1] + running})`);
  await expect(tabs.filter({ hasText: '待审核' })).toHaveText(`待审核(${base[0] + pending})`);
  await expect(tabs.filter({ hasText: '审核驳回' })).toHaveText(`审核驳回(${base[3] + rejected})`);
}

const row = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });
/** The newest message of that text (an earlier one may still be fading out). */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).last();
const ok = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /确\s*定/ });

test.describe('service stations (服务站列表)', () => {
  test('reviews stations with counts on every tab after every step, and exports the right rows', async ({
    page,
  }) => {
    await loginAs(page, 'admin', undefined, '/login?toPath=%2Frecruit%2Fstation%2Flist');
    await expect(page).toHaveURL(/\/recruit\/station\/list$/);
    const base = await countsNow(page);
    for (const body of [
      station('新建路服务站', '13600000001', '新建路88号'),
      station('龙湖服务站', '13600000002', '龙湖镇祥和路6号'),
      station('薛店服务站', '13600000003', '薛店镇工业园2号'),
    ]) {
      const res = await page.request.post('/api/recruit/station/addStation', { data: body });
      expect((await res.json()).code).toBe(200);
    }
    await page.reload();
    await expectCounts(page, base, 0, 3, 0);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(row(page, '新建路服务站')).toHaveCount(0);

    await page.getByRole('tab', { name: /待审核/ }).click();
    await expect(row(page, '新建路服务站')).toContainText('河南省 郑州市 新郑市 新建路街道');
    await shot(page, 'station-1-pending.png');

    // Approve: the station starts running.
    await row(page, '新建路服务站').getByRole('button', { name: '审核' }).click();
    await expect(page.getByRole('dialog').getByText('审核服务站')).toBeVisible();
    await shot(page, 'station-2-check-dialog.png');
    await ok(page).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expectCounts(page, base, 1, 2, 0);
    await expect(row(page, '新建路服务站')).toHaveCount(0);
    await shot(page, 'station-3-approved.png');

    // Reject: a reason is required.
    await row(page, '龙湖服务站').getByRole('button', { name: '审核' }).click();
    await page.getByRole('dialog').getByLabel('审核驳回').check();
    await ok(page).click();
    await expect(page.getByText('请输入驳回原因')).toBeVisible();
    await page.getByRole('dialog').getByLabel('驳回原因').fill('联系电话无法接通');
    await ok(page).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expectCounts(page, base, 1, 1, 1);

    await page.getByRole('tab', { name: /审核驳回/ }).click();
    await expect(row(page, '龙湖服务站')).toContainText('联系电话无法接通');
    await shot(page, 'station-4-rejected.png');

    // A rejected station edited goes back to review.
    await row(page, '龙湖服务站').getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog').getByLabel('联系人').fill('赵站长');
    await ok(page).click();
    await expect(toast(page, '更新成功')).toBeVisible();
    await expectCounts(page, base, 1, 2, 0);

    // A pending station may be deleted; a running one shows no delete.
    await page.getByRole('tab', { name: /待审核/ }).click();
    await row(page, '薛店服务站').getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expectCounts(page, base, 1, 1, 0);

    await page.getByRole('tab', { name: /运行中/ }).click();
    await expect(row(page, '新建路服务站').getByRole('button', { name: '删除' })).toHaveCount(0);
    await shot(page, 'station-5-running.png');

    // The detail shows who did what.
    await row(page, '新建路服务站').getByRole('button', { name: '详情' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText('审核通过（')).toBeVisible();
    await expect(drawer.getByText('新增（')).toBeVisible();
    await shot(page, 'station-6-detail.png');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    // Export of the running tab: exactly its rows, the approved one among them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('服务站列表.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    const [header, ...stations] = rows.map((r) => [r[2], r[4], r[7]]);
    expect(header).toEqual(['服务站名称', '联系电话', '状态']);
    expect(stations).toHaveLength(base[1] + 1);
    expect(stations).toContainEqual(['新建路服务站', '13600000001', '运行中']);
    expect(stations.every((r) => r[2] === '运行中')).toBe(true);
  });

  test('adds a station through the form, with the address picker and the phone check', async ({ page }) => {
    await loginAs(page, 'admin', undefined, '/login?toPath=%2Frecruit%2Fstation%2Flist');
    // Counts so far (the first test's stations stay in the same database).
    const base = await countsNow(page);
    const taken = await page.request.post('/api/recruit/station/addStation', {
      data: station('和庄服务站', '13600000009', '和庄镇1号'),
    });
    expect((await taken.json()).code).toBe(200);
    await page.reload();
    await expectCounts(page, base, 0, 1, 0);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增服务站' });
    await ok(page).click();
    await expect(form.getByText('请输入服务站名称')).toBeVisible();
    await expect(form.getByText('请选择省市县')).toBeVisible();
    await expect(form.getByText('请输入详细地址')).toBeVisible();
    await form.getByLabel('服务站名称').fill('孟庄服务站');
    await form.getByLabel('联系人').fill('孙站长');
    await form.getByLabel('联系电话').fill('13600000009');
    await form.getByLabel('联系人').click();
    await expect(form.getByText('该手机号已被其他服务站使用')).toBeVisible();
    await form.getByLabel('联系电话').fill('13600000010');
    await form.getByLabel('联系人').click();
    await expect(form.getByText('该手机号已被其他服务站使用')).toHaveCount(0);
    await shot(page, 'station-7-form.png');

    // Address and coordinate from the shared picker; its county fills the region.
    await form.getByRole('button', { name: /选择地址与坐标/ }).click();
    const picker = page.getByRole('dialog', { name: '选择服务站地址' });
    await picker.locator('#address-picker-region').click();
    for (const name of ['河南省', '郑州市', '新郑市'])
      await page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
    await picker.locator('#address-picker-detail').fill('孟庄镇人民路8号');
    await expect(picker.locator('.leaflet-overlay-pane path[stroke="#1677ff"]')).toBeVisible();
    await page.waitForTimeout(600); // the fly-to animation
    await picker.getByTestId('map-canvas').click();
    await picker.getByRole('button', { name: '保存新坐标' }).click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect(picker).toBeHidden();
    await expect(form.getByTestId('station-location')).toContainText('孟庄镇人民路8号');
    await expect(form.locator('#stationForm_regionCodes').locator('..').locator('..')).toContainText(
      '河南省 / 郑州市 / 新郑市',
    );
    await shot(page, 'station-8-form-filled.png');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expectCounts(page, base, 0, 2, 0);
    await page.getByRole('tab', { name: /待审核/ }).click();
    await expect(row(page, '孟庄服务站')).toContainText('河南省 郑州市 新郑市');
    await expect(row(page, '孟庄服务站')).toContainText('13600000010');
    await shot(page, 'station-9-added.png');
  });
});
