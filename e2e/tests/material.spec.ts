import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, drawPng, loginAs } from './helpers.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });
/** The material cards of the gallery grid (the page itself sits in a card too). */
const cards = (page: Page) => page.locator('.ant-row .ant-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const ok = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /确\s*定/ });

/** A real PNG picture drawn by the browser: a coloured panel with its name on it. */
const drawPicture = (page: Page, label: string, color: string) =>
  drawPng(page, { width: 480, height: 320, color, lines: [[label, 175]] });

const PICTURES = [
  { name: '厂区大门', color: '#1677ff' },
  { name: '车间一角', color: '#fa541c' },
  { name: '仓库外景', color: '#389e0d' },
  { name: '员工食堂', color: '#722ed1' },
];
const imageInput = (page: Page) => page.locator('input[type=file][accept=".png,.jpg,.jpeg"]');

test.describe
  .serial('material library (素材库)', () => {
    test('a company user uploads real PNG images; bad files are refused with the spec messages', async ({
      page,
    }) => {
      await loginAs(page, 'hengda01', DEMO_PASSWORD, '/login?toPath=%2Frecruit%2Fmaterial%2Flist');
      await expect(page).toHaveURL(/\/recruit\/material\/list$/);
      await expect(page.getByRole('tab', { name: '图片' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '视频' })).toBeVisible();
      // Company staff do not review.
      await expect(page.getByRole('button', { name: /^通\s*过$/ })).toHaveCount(0);

      const files = [];
      for (const picture of PICTURES)
        files.push({
          name: `${picture.name}.png`,
          mimeType: 'image/png',
          buffer: await drawPicture(page, picture.name, picture.color),
        });
      await imageInput(page).setInputFiles(files);
      for (const picture of PICTURES)
        await expect(card(page, picture.name).getByText('审核中')).toBeVisible();

      await imageInput(page).setInputFiles({
        name: '假图片.png',
        mimeType: 'image/png',
        buffer: Buffer.from('这不是图片'),
      });
      await expect(
        page.getByText('图片未审核通过，请检查：文件内容与格式不符，请上传真实的文件'),
      ).toBeVisible();
      await imageInput(page).setInputFiles({
        name: '动图.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect(page.getByText('文件格式不正确,请上传png/jpg/jpeg格式文件')).toBeVisible();
      await expect(cards(page)).toHaveCount(PICTURES.length);
      await shot(page, 'material-uploaded.png');
    });

    test('an operator passes two images and fails one with a reason', async ({ page }) => {
      await loginAs(page, 'yunying01', DEMO_PASSWORD, '/login?toPath=%2Frecruit%2Fmaterial%2Flist');
      await expect(card(page, '厂区大门')).toBeVisible();
      // Operators see whose material each card is.
      await expect(card(page, '厂区大门').getByText(/新郑市恒达机械制造有限公司/)).toBeVisible();

      for (const name of ['厂区大门', '仓库外景']) {
        await card(page, name)
          .getByRole('button', { name: /^通\s*过$/ })
          .click();
        const confirm = page.locator('.ant-modal-confirm', { hasText: '请确认是否通过审核？' });
        await expect(confirm).toBeVisible();
        await confirm.getByRole('button', { name: /确\s*定/ }).click();
        await expect(confirm).toHaveCount(0);
        await expect(card(page, name).getByText('审核通过')).toBeVisible();
      }

      await card(page, '车间一角').getByRole('button', { name: '不通过' }).click();
      const dialog = page.getByRole('dialog');
      await ok(page).click();
      await expect(dialog.getByText('请输入审核未通过原因')).toBeVisible();
      await dialog.getByLabel('未通过原因').fill('图片含有联系方式');
      await ok(page).click();
      await expect(card(page, '车间一角').getByText('审核未通过：图片含有联系方式')).toBeVisible();

      // The review filter shows what is still waiting.
      await page.getByRole('combobox', { name: '审核状态' }).click();
      await page.locator('.ant-select-item-option', { hasText: '审核中' }).click();
      // (Other groups' pictures may be waiting too: the demo's advert pictures.)
      await expect(card(page, '员工食堂')).toBeVisible();
      await expect(card(page, '车间一角')).toHaveCount(0);
      await shot(page, 'material-operator-review.png');
    });

    test('the company user sees the badges and can pick only passed images, within the limit', async ({
      page,
    }) => {
      await loginAs(page, 'hengda01', DEMO_PASSWORD, '/login?toPath=%2Frecruit%2Fmaterial%2Flist');
      await expect(card(page, '厂区大门').getByText('审核通过')).toBeVisible();
      await expect(card(page, '仓库外景').getByText('审核通过')).toBeVisible();
      await expect(card(page, '车间一角').getByText('审核未通过：图片含有联系方式')).toBeVisible();
      await expect(card(page, '员工食堂').getByText('审核中')).toBeVisible();
      await expect(card(page, '厂区大门').locator('img')).toHaveJSProperty('complete', true);
      await shot(page, 'material-company-badges.png');

      // Groups: add one, move a picture into it by editing it, filter by it.
      await page.getByRole('button', { name: '新增分组' }).click();
      await page.getByRole('dialog').getByLabel('分组名称').fill('厂区环境');
      await ok(page).click();
      await expect(page.getByText('新增成功')).toBeVisible();
      await card(page, '厂区大门')
        .getByRole('button', { name: /^编\s*辑$/ })
        .click();
      const edit = page.getByRole('dialog', { name: '编辑素材' });
      await edit.getByLabel('素材名称').fill('厂区正门');
      await edit.getByLabel('所属分组').click();
      await page.locator('.ant-select-item-option', { hasText: '厂区环境' }).click();
      await edit.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('更新成功')).toBeVisible();
      await expect(edit).toHaveCount(0);
      await page.getByRole('combobox', { name: '分组', exact: true }).click();
      await page.locator('.ant-select-item-option', { hasText: '厂区环境' }).click();
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, '厂区正门').getByText('厂区环境')).toBeVisible();
      await shot(page, 'material-group-filter.png');

      // The video tab is the gallery in video mode, with the chunked video upload.
      await page.getByRole('tab', { name: '视频' }).click();
      await expect(page.getByRole('button', { name: /上传视频/ })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: '视频' }).locator('.ant-empty-description')).toHaveText(
        '暂无数据',
      );

      await page.goto('/common/preview/material-picker');
      await page.getByRole('button', { name: '选择素材' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('选择图片')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: '选择车间一角' })).toBeDisabled();
      await expect(dialog.getByRole('checkbox', { name: '选择员工食堂' })).toBeDisabled();
      await dialog.getByRole('checkbox', { name: '选择厂区正门' }).check();
      await expect(dialog.getByText('已选择 1/1')).toBeVisible();
      await dialog.getByRole('checkbox', { name: '选择仓库外景' }).click();
      await expect(page.getByText('最多可选择1张图片')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: '选择仓库外景' })).not.toBeChecked();
      await shot(page, 'material-picker-limit.png');
      await ok(page).click();
      await expect(dialog).toHaveCount(0);

      const output = page.locator('pre');
      await expect(output).toContainText('"materialName": "厂区正门"');
      await expect(output).toContainText('/api/backend-common/fileManage/object?objectKey=material%2F');
      await expect(page.getByRole('img', { name: '厂区正门' })).toBeVisible();
      await shot(page, 'material-picker-result.png');
    });

    test('the image upload holds at most its count and reports the new material', async ({ page }) => {
      await loginAs(page, 'hengda01', DEMO_PASSWORD, '/login?toPath=%2Fcommon%2Fpreview%2Fimage-upload');
      const input = imageInput(page);
      const pictures = await Promise.all(
        ['门头', '展厅', '车队'].map(async (name) => ({
          name: `${name}.png`,
          mimeType: 'image/png',
          buffer: await drawPicture(page, name, '#13c2c2'),
        })),
      );
      await input.setInputFiles(pictures);
      await expect(page.getByText('文件总数量不能超过 2 个')).toBeVisible();
      await input.setInputFiles({
        name: '超大.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      await expect(page.getByText('只能上传10M以内的文件，请重新上传')).toBeVisible();
      await input.setInputFiles(pictures.slice(0, 2));
      await expect(page.locator('pre')).toContainText('"name": "展厅"');
      await expect(page.locator('pre')).toContainText('"applyState": 0');
      await expect(page.locator('.ant-upload-list-item')).toHaveCount(2);
      await shot(page, 'image-upload-preview.png');
    });
  });
