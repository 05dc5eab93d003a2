import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

const PREVIEW = '/common/preview/label-dialog';

/** A screenshot once nothing is loading and the dialog has finished its animation. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(name) });
}

const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
/** A listed label in one group of the dialog. */
const listed = (dialog: Locator, group: string, name: string) =>
  region(dialog, group).getByText(name, { exact: true });
const chosen = (dialog: Locator) => region(dialog, '已选标签').locator('.ant-tag');

async function addCustom(dialog: Locator, text: string) {
  await dialog.getByLabel('自定义标签').fill(text);
  await dialog.getByRole('button', { name: /添\s*加/ }).click();
}

test('the label selection dialog picks seeded labels and custom tags with every rule and stores them comma-joined', async ({
  page,
}) => {
  // Company staff fill in the job form, so they are the ones to use the dialog.
  await loginAs(page, 'hengda01', DEMO_PASSWORD, `/login?toPath=${encodeURIComponent(PREVIEW)}`);
  await expect(page).toHaveURL(new RegExp(`${PREVIEW}$`));
  await expect(page.getByText('组件预览：标签选择').first()).toBeVisible();
  const description = region(page, '工作描述标签输出');
  const welfare = region(page, '福利待遇输出');
  await expect(description.getByText('暂未选择')).toBeVisible();
  await expect(description.getByText('空字符串')).toBeVisible();
  await shot(page, '01-preview-empty.png');

  // Job description tags: groups 1 and 2 of queryJobLabel, default limit 8.
  await page.getByRole('button', { name: '选择工作描述标签' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('已选标签（0/8）：')).toBeVisible();
  await expect(listed(dialog, '工作描述', '长白班')).toBeVisible();
  await expect(listed(dialog, '面试要求', '无纹身')).toBeVisible();
  await expect(region(dialog, '餐饮')).toHaveCount(0);
  await listed(dialog, '工作描述', '长白班').click();
  await listed(dialog, '面试要求', '身体健康').click();
  await expect(chosen(dialog)).toHaveText(['长白班', '身体健康']);
  await addCustom(dialog, '提供班车');
  await expect(chosen(dialog)).toHaveText(['长白班', '身体健康', '提供班车']);
  await expect(dialog.getByLabel('自定义标签')).toHaveValue('');
  await expect(dialog.getByText('已选标签（3/8）：')).toBeVisible();
  await shot(page, '02-description-picked.png');

  const alert = dialog.getByRole('alert');
  await addCustom(dialog, '提供免费通勤车');
  await expect(alert).toHaveText('最多六个字符');
  await expect(dialog.getByLabel('自定义标签')).toHaveValue('提供免费通勤车');
  await shot(page, '03-too-long.png');

  await addCustom(dialog, '包吃，包住');
  await expect(alert).toHaveText('标签不能包含中英文逗号');
  await shot(page, '04-chinese-comma.png');
  await addCustom(dialog, '包吃,包住');
  await expect(alert).toHaveText('标签不能包含中英文逗号');
  await shot(page, '05-english-comma.png');

  await addCustom(dialog, '长白班');
  await expect(alert).toHaveText('已选择此标签');
  await shot(page, '06-duplicate.png');
  // None of the refused tags got in.
  await expect(chosen(dialog)).toHaveText(['长白班', '身体健康', '提供班车']);

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('工作描述标签存储值')).toHaveText('长白班,身体健康,提供班车');
  await expect(description.locator('.ant-tag')).toHaveText(['长白班', '身体健康', '提供班车']);
  await shot(page, '07-description-stored.png');

  // Reopened, the dialog starts from the stored value; the ninth tag is refused; 取消 keeps the value.
  await page.getByRole('button', { name: '选择工作描述标签' }).click();
  await expect(chosen(dialog)).toHaveText(['长白班', '身体健康', '提供班车']);
  for (const name of ['普工', '流水线', '计件', '包装', '分拣'])
    await listed(dialog, '工作描述', name).click();
  await expect(dialog.getByText('已选标签（8/8）：')).toBeVisible();
  await listed(dialog, '工作描述', '夜班').click();
  await expect(alert).toHaveText('可选标签最多8个');
  await expect(chosen(dialog)).toHaveCount(8);
  // A refused click is no fault of the custom input, which stays unmarked.
  await expect(dialog.locator('.ant-input-status-error')).toHaveCount(0);
  await shot(page, '08-limit-8.png');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('工作描述标签存储值')).toHaveText('长白班,身体健康,提供班车');

  // Welfare: groups 3, 4 and 5, limit 3, by click and by custom input.
  await page.getByRole('button', { name: '选择福利待遇' }).click();
  await expect(dialog.getByText('已选标签（0/3）：')).toBeVisible();
  await expect(region(dialog, '工作描述')).toHaveCount(0);
  await listed(dialog, '餐饮', '包三餐').click();
  await listed(dialog, '住宿', '包住').click();
  await listed(dialog, '其他福利', '五险一金').click();
  await listed(dialog, '其他福利', '年终奖').click();
  await expect(alert).toHaveText('可选标签最多3个');
  await addCustom(dialog, '月休四天');
  await expect(alert).toHaveText('可选标签最多3个');
  await expect(dialog.locator('.ant-input-status-error')).toHaveCount(1);
  await expect(chosen(dialog)).toHaveText(['包三餐', '包住', '五险一金']);
  await shot(page, '09-limit-3.png');
  // Unchecking one makes room for a custom tag.
  await listed(dialog, '住宿', '包住').click();
  await addCustom(dialog, '月休四天');
  await expect(chosen(dialog)).toHaveText(['包三餐', '五险一金', '月休四天']);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('福利待遇存储值')).toHaveText('包三餐,五险一金,月休四天');
  await expect(welfare.locator('.ant-tag')).toHaveText(['包三餐', '五险一金', '月休四天']);
  await expect(page.getByTestId('工作描述标签存储值')).toHaveText('长白班,身体健康,提供班车');
  await shot(page, '10-both-stored.png');
});
