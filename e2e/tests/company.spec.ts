import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/** The made-up licence of the licence-upload fixture (新郑市恒达机械制造有限公司, 91410184MA46R8KQ32). */
const LICENCE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/modules/common/licence/fixtures/licence.png',
);
const NEW_COMPANY = '新郑市宏图建材有限公司';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });

/** The demo's certified companies besides 恒达 and 云帆: the two training schools (华信, 金桥). */
const SCHOOLS = 2;

/** The three certification tabs read exactly these counts (certified: 恒达, 云帆 and those added here). */
async function expectTabs(page: Page, certified: number, checking: number, rejected: number) {
  await expect(page.getByRole('tab', { name: `已认证(${certified + SCHOOLS})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `审核中(${checking})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `已驳回(${rejected})` })).toBeVisible();
}

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

test.describe.configure({ mode: 'serial' });

test('certifies a company from submission to approval, with the tab counts after every step, and exports it', async ({
  page,
}) => {
  await loginAs(page, 'yunying01', DEMO_PASSWORD);
  await page.goto('/recruit/company/list');
  await expectTabs(page, 2, 1, 1);
  await expect(row(page, '新郑市恒达机械制造有限公司')).toBeVisible();
  await shot(page, 'company-01-list.png');

  // Submission: the licence fills name, credit code and legal person; the rest is typed.
  await page.getByRole('button', { name: '新增企业' }).click();
  const modal = page.locator('.ant-modal', { hasText: '新增企业' });
  // The form must be in place (not mid-animation) before an empty submission shows its messages.
  await expect(modal.getByLabel('企业名称')).toBeEditable();
  await modal.getByRole('button', { name: '提交认证' }).click();
  await expect(modal.getByText('请上传营业执照')).toBeVisible();
  await modal.locator('input[type=file]').setInputFiles(LICENCE);
  await expect(modal.getByLabel('统一社会信用代码')).toHaveValue('91410184MA46R8KQ32', { timeout: 30_000 });
  await expect(modal.getByLabel('法定代表人')).toHaveValue('王建国');
  await modal.getByLabel('企业名称').fill(NEW_COMPANY);
  await modal.getByLabel('联系人').fill('刘洋');
  await modal.getByLabel('联系电话').fill('1359876');
  await modal.getByLabel('所在地区').click();
  for (const name of ['河南省', '郑州市', '新郑市'])
    await page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
  await modal.getByLabel('详细地址').fill('龙湖镇华夏大道66号');
  await modal.getByRole('button', { name: '提交认证' }).click();
  await expect(modal.getByText('手机号格式不正确')).toBeVisible();
  await modal.getByLabel('联系电话').fill('13598765432');
  await expect(modal.getByText('手机号格式不正确')).toHaveCount(0);
  await shot(page, 'company-02-form.png');
  await modal.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expectTabs(page, 2, 2, 1);

  // Under review: the new company waits beside 河南中原优品.
  await page.getByRole('tab', { name: /审核中/ }).click();
  await expect(row(page, NEW_COMPANY)).toBeVisible();
  await expect(row(page, NEW_COMPANY)).toContainText('91410184MA46R8KQ32');
  await shot(page, 'company-03-checking.png');

  // Approval.
  await row(page, NEW_COMPANY).getByRole('button', { name: '审核' }).click();
  const review = page.locator('.ant-modal', { hasText: '企业认证审核' });
  await expect(review.getByText(NEW_COMPANY)).toBeVisible();
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expectTabs(page, 3, 1, 1);
  await expect(row(page, NEW_COMPANY)).toHaveCount(0);

  // The other one is rejected with a reason, required first.
  await row(page, '河南中原优品食品有限公司').getByRole('button', { name: '审核' }).click();
  await review.getByText('驳回', { exact: true }).click();
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(review.getByText('请输入驳回原因')).toBeVisible();
  await review.getByPlaceholder('请输入驳回原因').fill('营业执照已过期，请上传最新执照');
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expectTabs(page, 3, 0, 2);
  await expect(page.locator('.ant-table-placeholder')).toContainText('无数据');
  await page.getByRole('tab', { name: /已驳回/ }).click();
  await expect(row(page, '河南中原优品食品有限公司')).toContainText('营业执照已过期，请上传最新执照');
  await shot(page, 'company-04-rejected.png');

  // Certified: the detail shows who did what.
  await page.getByRole('tab', { name: /已认证/ }).click();
  await expect(row(page, NEW_COMPANY)).toContainText('已认证');
  await row(page, NEW_COMPANY).getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '企业详情' });
  await expect(drawer.getByText('审核通过')).toBeVisible();
  await expect(drawer.getByText('创建')).toBeVisible();
  await expect(drawer.getByText(/王丽/).first()).toBeVisible();
  await expect(drawer.getByAltText('营业执照')).toBeVisible();
  await shot(page, 'company-05-detail.png');
  await page.keyboard.press('Escape');

  // Export needs a selection, then holds exactly the selected rows.
  await page.getByRole('button', { name: '导出' }).click();
  await expect(page.getByText('请先选择数据行')).toBeVisible();
  await row(page, NEW_COMPANY).getByRole('checkbox').check();
  await row(page, '郑州云帆物流有限公司').getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('企业认证列表.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const rows = (sheet.getSheetValues().slice(1) as (string | number)[][]).map((r) => r.slice(1));
  expect(rows[0]).toEqual([
    '企业编号',
    '企业名称',
    '统一社会信用代码',
    '法定代表人',
    '联系人',
    '联系电话',
    '所在地区',
    '详细地址',
    '认证状态',
    '余额（元）',
    '驳回原因',
    '提交时间',
    '审核时间',
  ]);
  const exported = rows.slice(1).map((r) => [r[1], r[8]]);
  expect(exported.sort()).toEqual(
    [
      [NEW_COMPANY, '已认证'],
      ['郑州云帆物流有限公司', '已认证'],
    ].sort(),
  );
  await shot(page, 'company-06-selected.png');
});

test('a company applies for a recharge and an operator credits it once', async ({ page }) => {
  // The demo data (seed/demo-recharges.ts, demo-consume.ts): 恒达 has one pending application (9000.00),
  // 云帆 one; four credited, one rejected.
  await loginAs(page, 'hengda01', DEMO_PASSWORD);
  await page.goto('/recruit/company/recharge');
  await expect(page.getByRole('tab', { name: '待充值(1)' })).toBeVisible();
  await page.getByRole('button', { name: '申请充值' }).click();
  const modal = page.locator('.ant-modal', { hasText: '申请充值' });
  await modal.getByLabel('联系人').fill('李强');
  await modal.getByLabel('联系电话').fill('15037134403');
  await modal.getByLabel('充值人数').fill('20');
  await modal.getByLabel('充值金额').fill('-5');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal.getByText('请输入大于0的金额，最多两位小数')).toBeVisible();
  await modal.getByLabel('充值金额').fill('12500.5');
  await modal.getByLabel('充值说明').fill('12月零工用工补贴预充值');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByRole('tab', { name: '待充值(2)' })).toBeVisible();
  const mine = row(page, '12500.50');
  await expect(mine).toContainText('新郑市恒达机械制造有限公司');
  await expect(mine.getByRole('button', { name: '确认充值' })).toHaveCount(0);
  await shot(page, 'recharge-01-applied.png');

  await page.context().clearCookies();
  await loginAs(page, 'yunying01', DEMO_PASSWORD);
  await page.goto('/recruit/company/recharge');
  await expect(page.getByRole('tab', { name: '待充值(3)' })).toBeVisible();
  const info = await page.request.get('/api/cmpy/info?cmpyCode=C_HENGDA');
  const before = ((await info.json()) as { data: { balance: number } }).data.balance;
  await row(page, '12500.50').getByRole('button', { name: '确认充值' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page.getByRole('tab', { name: '待充值(2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '充值成功(5)' })).toBeVisible();
  await page.getByRole('tab', { name: /充值成功/ }).click();
  await expect(row(page, '12500.50')).toContainText('新郑市恒达机械制造有限公司');
  await shot(page, 'recharge-02-credited.png');

  // The balance grew by this 12500.50, once.
  await page.goto('/recruit/company/list');
  await expect(row(page, '新郑市恒达机械制造有限公司')).toContainText(
    ((before + 1_250_050) / 100).toFixed(2),
  );
  await shot(page, 'recharge-03-balance.png');
});
