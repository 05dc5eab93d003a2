import { defineConfig } from '@playwright/test';

/** The browser tests run against the built product, started fresh on its own data dir and port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN_PASSWORD = 'E2eAdmin123';
const dataDir = `/tmp/hr-e2e-${E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // The product turns antd's animations off for users who ask for less motion (Providers.tsx); the suite
    // asks too, so each modal, drawer and menu is there at once instead of after its 0.2–0.3 s animation.
    // E2E_MOTION=on runs it with the animations, as most users see the product.
    reducedMotion: process.env.E2E_MOTION === 'on' ? 'no-preference' : 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/api/dist/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/backend-common/platform/info`,
    reuseExistingServer: false,
    // The first start loads the national region table (about 665,000 rows).
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOGIN_CAPTCHA: 'on',
      // The suite logs in and submits the public forms from one address faster than any person; the limits
      // have their API test (apps/api/src/platform/rate-limit.test.ts).
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
  },
});
