import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config.ts';

export { ADMIN_PASSWORD };
/** Demo users are seeded with admin's first password. */
export const DEMO_PASSWORD = ADMIN_PASSWORD;

/** Drags the slide-to-verify handle like a hand: `fraction` of the way, over about 600 ms. */
export async function dragSlider(page: Page, fraction = 1): Promise<void> {
  const handle = page.getByRole('slider');
  const box = (await handle.boundingBox())!;
  const bar = (await handle.locator('..').boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const distance = (bar.width - box.width) * fraction + (fraction >= 1 ? 5 : 0);
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(startX + (distance * i) / 20, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
}

/** Logs in through the page, slider included, and waits for the landing page. */
export async function loginAs(
  page: Page,
  username: string,
  password = ADMIN_PASSWORD,
  path = '/login',
): Promise<void> {
  await page.goto(path);
  // The platform's title and footer arrive after the form; drag once they are in, on a page that holds still.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await fillLogin(page, username, password);
  await dragSlider(page);
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The few canvas calls drawPng uses (this project's TypeScript has no DOM library). */
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    fillStyle: string;
    font: string;
    textAlign: string;
    fillRect(x: number, y: number, w: number, h: number): void;
    fillText(text: string, x: number, y: number): void;
  };
  toDataURL(type: string): string;
}

export interface Drawing {
  width: number;
  height: number;
  color: string;
  /** White bold lines of text, centred, each at its baseline height. */
  lines: [text: string, y: number][];
  fontPx?: number;
}

/** A real PNG drawn by the browser: a coloured panel with lines of text on it. */
export async function drawPng(page: Page, drawing: Drawing): Promise<Buffer> {
  const dataUrl = await page.evaluate(({ width, height, color, lines, fontPx = 44 }) => {
    const { document } = globalThis as unknown as { document: { createElement(tag: 'canvas'): Canvas } };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d');
    g.fillStyle = color;
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#ffffff';
    g.font = `bold ${fontPx}px sans-serif`;
    g.textAlign = 'center';
    for (const [text, y] of lines) g.fillText(text, width / 2, y);
    return canvas.toDataURL('image/png');
  }, drawing);
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}
