import path from 'node:path';

/** Everything the server reads from its environment, in one place (documented in the README). */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and files live here unless DATABASE_URL / STORAGE say otherwise. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** `LOGIN_CAPTCHA=off` skips the slide-to-verify check (scripts, API tests). */
  loginCaptcha: boolean;
  /** Secure flag on cookies; on by default only when served behind HTTPS (`COOKIE_SECURE=1`). */
  cookieSecure: boolean;
  logLevel: string;
  platform: { title: string; organizer: string; filingNo: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    loginCaptcha: (env.LOGIN_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    cookieSecure: env.COOKIE_SECURE === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    platform: {
      title: env.PLATFORM_TITLE ?? '公共就业与职业培训服务平台',
      organizer: env.PLATFORM_ORGANIZER ?? '主办单位：新郑市人力资源和社会保障局',
      filingNo: env.PLATFORM_FILING_NO ?? '豫ICP备00000000号-1',
    },
  };
}
