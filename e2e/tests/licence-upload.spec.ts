import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/** A made-up licence rendered with headless Chromium and Noto CJK (see the fixture's licence.html). */
const LICENCE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/modules/common/licence/fixtures/licence.png',
);

async function reuploadWith(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /重新上传/ }).click();
  await (await chooser).setFiles(file);
}

test('uploads a licence, recognises the company and fills the form; a bad file or a lost connection offers 重新上传', async ({
  page,
}) => {
  await loginAs(page, 'hengda01', DEMO_PASSWORD);
  await page.goto('/common/preview/licence-upload');
  await expect(page.getByText('点击或将营业执照图片拖到此处上传')).toBeVisible();

  // Upload → progress (sending, then recognising on the server) → success.
  await page.locator('input[type=file]').setInputFiles(LICENCE);
  const progress = page.getByRole('status', { name: '营业执照上传进度' });
  await expect(progress).toBeVisible();
  await expect(progress.getByText('licence.png')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('licence-progress.png') });
  await expect(page.getByLabel('企业名称')).toHaveValue('新郑市恒达机械制造有限公司', { timeout: 30_000 });
  await expect(page.getByLabel('统一社会信用代码')).toHaveValue('91410184MA46R8KQ32');
  await expect(page.getByLabel('法定代表人')).toHaveValue('王建国');
  await expect(page.getByAltText('营业执照')).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('91410184MA46R8KQ32')).toBeVisible();
  await expect(page.getByTestId('licence-output')).toContainText('"objectKey": "licence/');
  // The stored image is found again by its key and served.
  await expect(page.getByText('batchQueryUrl 按 objectKey 取回：')).toBeVisible();
  const image = await page.getByAltText('营业执照').getAttribute('src');
  expect((await page.request.get(image!)).headers()['content-type']).toBe('image/png');
  await page.screenshot({ path: test.info().outputPath('licence-success.png'), fullPage: true });

  // A text file named .png: the server's 400 message, and 重新上传 picks another file.
  await reuploadWith(page, { name: '假执照.png', mimeType: 'image/png', buffer: Buffer.from('这不是图片') });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('文件内容与格式不符，请上传真实的文件');
  await expect(alert.getByRole('button', { name: /重新上传/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('licence-error.png') });

  // The connection drops: 上传失败, and 重新上传 sends the same file again once it is back.
  await page.route('**/api/backend-common/license/disBusiLicense', (route) => route.abort('connectionreset'));
  await reuploadWith(page, LICENCE);
  await expect(alert).toContainText('上传失败');
  await page.screenshot({ path: test.info().outputPath('licence-network-error.png') });
  await page.unroute('**/api/backend-common/license/disBusiLicense');
  await page.getByLabel('企业名称').fill('');
  await alert.getByRole('button', { name: /重新上传/ }).click();
  await expect(page.getByLabel('企业名称')).toHaveValue('新郑市恒达机械制造有限公司', { timeout: 30_000 });
});

test('uploads an avatar, previews and deletes it, and retries a failed upload (the avatar uploader shares this spec)', async ({
  page,
}) => {
  await loginAs(page, 'hengda01', DEMO_PASSWORD);
  await page.goto('/common/preview/avatar-upload');
  await page.locator('input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByAltText('头像')).toBeVisible();
  await expect(page.getByTestId('avatar-output')).toContainText('"objectKey": "avatar/');
  await page.getByRole('button', { name: '预览头像' }).hover();
  await page.screenshot({ path: test.info().outputPath('avatar-uploaded.png') });
  await page.getByRole('button', { name: '预览头像' }).click();
  await expect(page.locator('.ant-image-preview img')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '预览头像' }).hover();
  await page.getByRole('button', { name: '删除头像' }).click();
  await expect(page.getByText('上传头像')).toBeVisible();

  // A lost connection: 上传失败 with 重试, which sends the same file once the connection is back.
  await page.route('**/api/backend-common/fileManage/uploadAvatar', (route) =>
    route.abort('connectionreset'),
  );
  await page.locator('input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByText('上传失败')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('avatar-failed.png') });
  await page.unroute('**/api/backend-common/fileManage/uploadAvatar');
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await expect(page.getByAltText('头像')).toBeVisible();
});
