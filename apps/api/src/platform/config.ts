import path from 'node:path';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@hr/contract';

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
  /** Per-client request limits of login, captcha and the public calls (`RATE_LIMIT=off` lifts them). */
  rateLimit: boolean;
  /**
   * The daily recruitment report job (statistics/report/fill.ts) on start and every 10 minutes
   * (`REPORT_JOB=off` stops it: API tests run it themselves, so that it never writes in the middle of a test).
   */
  reportJob: boolean;
  /**
   * Which proxies' `X-Forwarded-For` (client address), `X-Forwarded-Host` and `X-Forwarded-Proto` are
   * believed (`TRUST_PROXY`): false (default) takes the connection's own address; true trusts any; a number
   * of hops; or comma-separated proxy addresses / CIDR ranges (Fastify's `trustProxy`).
   */
  trustProxy: boolean | number | string;
  /** Secure flag on cookies; on by default only when served behind HTTPS (`COOKIE_SECURE=1`). */
  cookieSecure: boolean;
  logLevel: string;
  /** Where uploaded files live: local disk (default) or S3-compatible storage (`STORAGE=s3`). */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Config };
  /**
   * Key that signs file URLs (they expire). Set `FILE_URL_SECRET` when several API nodes serve the same
   * files; otherwise one is generated in DATA_DIR on first start.
   */
  fileUrlSecret: string | undefined;
  platform: { title: string; organizer: string; filingNo: string };
  /**
   * The payment service (`PAYMENT_PROVIDER`): `none` refuses payments; `test` settles at once and moves no
   * money (the default only while DEMO_DATA is on). `PAYMENT_TEST_SECRET` signs the test provider's
   * notifications (generated in DATA_DIR otherwise).
   */
  payment: { provider: PaymentProviderName; testSecret: string | undefined };
  /** Base map tiles of the address picker (`MAP_TILE_*`); without a URL the map is a plain canvas. */
  map: {
    tileUrl: string | null;
    tileCoord: 'gcj02' | 'wgs84';
    tileSubdomains: string;
    tileAttribution: string;
  };
  /**
   * The big screen's weather (`WEATHER_AMAP_KEY`, a 高德开放平台 Web 服务 key; `WEATHER_AMAP_URL` to point at
   * another address of the same API). Without a key the weather panel says the service is not configured.
   */
  weather: { amapKey: string | null; amapUrl: string };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

function storageOf(env: NodeJS.ProcessEnv): Config['storage'] {
  if ((env.STORAGE ?? 'local') !== 's3') return { kind: 'local' };
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`STORAGE=s3 needs ${name}`);
    return value;
  };
  return {
    kind: 's3',
    s3: {
      bucket: required('S3_BUCKET'),
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0',
    },
  };
}

/** `TRUST_PROXY`: off by default, so a client cannot pick its own address with a forged header. */
export function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (['', 'off', 'false', '0', 'no'].includes(text.toLowerCase())) return false;
  if (['on', 'true', 'yes'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function paymentProviderOf(env: NodeJS.ProcessEnv): PaymentProviderName {
  const named = env.PAYMENT_PROVIDER;
  if (!named) return env.DEMO_DATA === 'off' ? 'none' : 'test';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(named)) {
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  }
  return named as PaymentProviderName;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    loginCaptcha: (env.LOGIN_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    rateLimit: (env.RATE_LIMIT ?? 'on').toLowerCase() !== 'off',
    reportJob: (env.REPORT_JOB ?? 'on').toLowerCase() !== 'off',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    cookieSecure: env.COOKIE_SECURE === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    storage: storageOf(env),
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    platform: {
      title: env.PLATFORM_TITLE ?? '公共就业与职业培训服务平台',
      organizer: env.PLATFORM_ORGANIZER ?? '主办单位：新郑市人力资源和社会保障局',
      filingNo: env.PLATFORM_FILING_NO ?? '豫ICP备00000000号-1',
    },
    payment: { provider: paymentProviderOf(env), testSecret: env.PAYMENT_TEST_SECRET || undefined },
    map: {
      tileUrl: env.MAP_TILE_URL || null,
      tileCoord: env.MAP_TILE_COORD === 'wgs84' ? 'wgs84' : 'gcj02',
      tileSubdomains: env.MAP_TILE_SUBDOMAINS ?? 'abc',
      tileAttribution: env.MAP_TILE_ATTRIBUTION ?? '',
    },
    weather: {
      amapKey: env.WEATHER_AMAP_KEY || null,
      amapUrl: env.WEATHER_AMAP_URL || 'https://restapi.amap.com/v3/weather/weatherInfo',
    },
  };
}
