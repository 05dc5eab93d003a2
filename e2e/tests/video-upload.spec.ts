import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './helpers.ts';

const CHUNK = 2097152;
/** At least three chunks, so that an interruption after the first leaves work to resume. */
const MIN_BYTES = 2 * CHUNK + 200_000;

/**
 * A real MP4 recorded by Chromium itself: MediaRecorder (video/mp4, H.264) on a canvas showing changing
 * noise and a frame counter, recorded until the file passes MIN_BYTES. Returned as base64.
 */
const RECORD_MP4 = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const ctx = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/mp4;codecs=avc1',
    videoBitsPerSecond: 12000000,
  });
  const parts = [];
  let bytes = 0;
  const image = ctx.createImageData(640, 360);
  let frame = 0;
  const draw = setInterval(() => {
    for (let i = 0; i < image.data.length; i += 4) {
      const v = (Math.random() * 255) | 0;
      image.data[i] = v;
      image.data[i + 1] = (v * 7 + frame) & 255;
      image.data[i + 2] = 255 - v;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.font = '48px sans-serif';
    ctx.fillText('frame ' + frame++, 20, 60);
  }, 40);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.ondataavailable = (event) => {
    parts.push(event.data);
    bytes += event.data.size;
    if (bytes >= ${MIN_BYTES} && recorder.state === 'recording') recorder.stop();
  };
  recorder.start(500);
  await stopped;
  clearInterval(draw);
  const all = new Uint8Array(await new Blob(parts).arrayBuffer());
  let text = '';
  for (let i = 0; i < all.length; i += 0x8000) text += String.fromCharCode(...all.subarray(i, i + 0x8000));
  return btoa(text);
})()`;

const blockOf = (url: string) => Number(new URL(url).searchParams.get('block'));

async function pickVideo(page: Page, file: string) {
  await page.getByLabel('选择视频文件').setInputFiles(file);
}

test('uploads a real mp4 in chunks, resumes after a reload without resending, and plays it with ranges', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const WAIT = { timeout: 60_000 };
  await loginAs(page, 'admin');
  await page.goto('/common/preview/video-upload');
  await expect(page.getByText('视频上传（最多3个）')).toBeVisible();
  const panel = page.getByRole('region', { name: '上传进度' });

  const file = test.info().outputPath('宣传片.mp4');
  await test.step('record a real mp4 of at least three chunks in Chromium', async () => {
    const base64 = (await page.evaluate(RECORD_MP4)) as string;
    fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  });
  const size = fs.statSync(file).size;
  const total = Math.ceil(size / CHUNK);
  expect(total).toBeGreaterThanOrEqual(3);

  // Every chunk request is recorded; the first attempt's chunk 1 is held, never answered.
  const seen: number[] = [];
  let holdSecond = true;
  await page.route('**/api/backend-common/video/uploadBlock?**', async (route) => {
    const block = blockOf(route.request().url());
    seen.push(block);
    if (holdSecond && block === 1) return; // the reload cancels it
    await route.continue();
  });

  await test.step('first attempt: chunk 0 goes through, then the page reloads during chunk 1', async () => {
    const created = page.waitForResponse((r) => r.url().includes('/material/uploadMaterial'), WAIT);
    const secondChunk = page.waitForRequest(
      (r) => r.url().includes('uploadBlock') && blockOf(r.url()) === 1,
      WAIT,
    );
    await pickVideo(page, file);
    expect((await (await created).json()).data).toMatchObject({ total_block: total, blocks: [] });
    await secondChunk;
    await expect(panel).toContainText('上传中');
    await page.screenshot({ path: test.info().outputPath('1-uploading.png') });
    expect(seen).toEqual([0, 1]);
    holdSecond = false;
    seen.length = 0;
    await page.reload();
    await expect(page.getByText('视频上传（最多3个）')).toBeVisible();
  });

  const ranged = page.waitForResponse(
    (r) => r.url().includes('/backend-common/fileManage/object') && r.status() === 206,
    WAIT,
  );
  const task =
    await test.step('second attempt: only the chunks the server lacks are sent, then assembled', async () => {
      const created = page.waitForResponse((r) => r.url().includes('/material/uploadMaterial'), WAIT);
      await pickVideo(page, file);
      const answer = (await (await created).json()).data;
      expect(answer).toMatchObject({ total_block: total, blocks: [0] });
      await expect(panel).toContainText('上传完成 (1/1)', WAIT);
      expect(seen).toEqual(Array.from({ length: total - 1 }, (_, i) => i + 1));
      await expect(page.getByLabel('组件输出')).toContainText(answer.materialCode);
      return answer as { materialCode: string };
    });

  await test.step('the player streams it with range requests (206) and decodes it', async () => {
    const response = await ranged;
    expect(response.headers()['content-type']).toBe('video/mp4');
    expect(response.headers()['content-range']).toMatch(new RegExp(`^bytes \\d+-\\d+/${size}$`));
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect
      .poll(() => video.evaluate((v) => (v as unknown as { videoWidth: number }).videoWidth), WAIT)
      .toBe(640);
    await expect(page.getByText('处理中')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('2-done.png') });
    await video.scrollIntoViewIfNeeded();
    await video.screenshot({ path: test.info().outputPath('3-player.png') });
    expect(task.materialCode).toMatch(/^M/);
  });

  await test.step("the same file again is instant: the library already holds it ('0')", async () => {
    seen.length = 0;
    await page.reload();
    const again = page.waitForResponse((r) => r.url().includes('/material/uploadMaterial'), WAIT);
    await pickVideo(page, file);
    expect((await (await again).json()).data).toBe('0');
    await expect(panel).toContainText('上传完成 (1/1)');
    expect(seen).toEqual([]);
  });
});
