import { allRoutes, type RateLimitBucket, type RouteDef } from '@hr/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { trustProxyOf } from './config.ts';
import { RATE_LIMITS } from './rate-limit.ts';

/**
 * Per-client limits on the calls anyone can make, walking the route table's `rateLimit` marks: past its
 * bucket's limit a client gets 429 with a Chinese message, other clients do not; the client address comes
 * from X-Forwarded-For only from a proxy TRUST_PROXY names.
 */
let t: TestApp;
/** The same database served behind a trusted proxy at 10.9.9.9. */
let proxied: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
  proxied = await buildApp({
    db: t.database.db,
    config: { ...t.config, trustProxy: '10.9.9.9' },
    logger: false,
  });
});
afterAll(async () => {
  await proxied.close();
  await t.close();
});

const limited = allRoutes.filter((def) => def.rateLimit);
const TOO_MANY = /^操作过于频繁，请\d+秒后再试$/;

function send(
  app: FastifyInstance,
  def: RouteDef,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: def.method,
    url: `/api${def.path}`,
    remoteAddress,
    headers,
    ...(def.method === 'GET' || def.upload ? {} : { payload: {} }),
  });
}

describe('the route table', () => {
  it('limits login, the slider, the public apply, course sign-up, form submissions, their uploads and the exam page', () => {
    const marks = Object.fromEntries(limited.map((d) => [d.path, d.rateLimit]));
    expect(marks).toEqual({
      '/pclogin/userauth/login': 'login',
      '/pclogin/userauth/captcha': 'captcha',
      '/pclogin/userauth/captcha/verify': 'captcha',
      '/recruit/applyInfo/public/apply': 'publicSubmit',
      '/recruit/applyInfo/public/uploadFile': 'publicUpload',
      '/train/formValue/submit': 'publicSubmit',
      '/train/formValue/uploadFile': 'publicUpload',
      '/train/apply/public/signUp': 'publicSubmit',
      '/train/apply/public/pay': 'publicSubmit',
      '/train/examination-paper/public/paperIntro': 'examSit',
      '/train/examination-paper/public/startExam': 'examSit',
      '/train/examination-paper/public/submitExam': 'examSit',
    });
  });
});

describe.each(limited.map((def) => [`${def.method} ${def.path}`, def] as const))('%s', (_name, def) => {
  it('answers 429 with a Chinese message past its bucket limit, for that client only', async () => {
    const bucket = def.rateLimit as RateLimitBucket;
    const { max } = RATE_LIMITS[bucket];
    const client = `10.1.${limited.indexOf(def)}.1`;
    for (let i = 0; i < max; i++) {
      const res = await send(t.app, def, client);
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
    const refused = await send(t.app, def, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, success: false, msg: expect.stringMatching(TOO_MANY) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The routes of a bucket share its count.
    for (const other of limited.filter((d) => d.rateLimit === bucket)) {
      expect((await send(t.app, other, client)).statusCode).toBe(429);
    }
    // Another client is not affected.
    expect((await send(t.app, def, `10.2.${limited.indexOf(def)}.1`)).statusCode).not.toBe(429);
  });
});

describe('a classroom behind one address', () => {
  it('lets 50 candidates open the page, start and submit within one minute', async () => {
    const client = '10.5.0.1';
    const call = (path: string, payload?: object) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api/train/examination-paper/public/${path}`,
        remoteAddress: client,
        ...(payload ? { payload } : {}),
      });
    const answers = [];
    for (let i = 0; i < 50; i++) {
      const phone = `1390000${String(i).padStart(4, '0')}`;
      answers.push(await call('paperIntro?paperCode=EP_DEMO_01'));
      answers.push(
        await call('startExam', { paperCode: 'EP_DEMO_01', studentName: `考生${i}`, studentPhone: phone }),
      );
    }
    // They all submit when the server's clock runs out.
    const submits = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('submitExam', { attemptCode: `EA${i}`, answers: [] })),
    );
    expect([...answers, ...submits].filter((res) => res.statusCode === 429)).toHaveLength(0);
  });
});

describe('the client address', () => {
  const login = limited.find((d) => d.rateLimit === 'login')!;
  const { max } = RATE_LIMITS.login;

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a new address per request', async () => {
    for (let i = 0; i < max; i++) {
      await send(t.app, login, '10.3.0.1', { 'x-forwarded-for': `198.51.100.${i}` });
    }
    const res = await send(t.app, login, '10.3.0.1', { 'x-forwarded-for': '198.51.100.250' });
    expect(res.statusCode).toBe(429);
  });

  it('takes X-Forwarded-For from a proxy TRUST_PROXY names, and only from it', async () => {
    for (let i = 0; i < max; i++) {
      await send(proxied, login, '10.9.9.9', { 'x-forwarded-for': '203.0.113.7' });
    }
    const same = await send(proxied, login, '10.9.9.9', { 'x-forwarded-for': '203.0.113.7' });
    expect(same.statusCode).toBe(429);
    const other = await send(proxied, login, '10.9.9.9', { 'x-forwarded-for': '203.0.113.8' });
    expect(other.statusCode).not.toBe(429);
    // A client talking to the server directly cannot claim to be behind the proxy.
    for (let i = 0; i < max; i++) {
      await send(proxied, login, '10.4.0.1', { 'x-forwarded-for': `198.51.101.${i}` });
    }
    expect((await send(proxied, login, '10.4.0.1', { 'x-forwarded-for': '198.51.101.250' })).statusCode).toBe(
      429,
    );
  });

  it('reads TRUST_PROXY as off, on, a hop count or proxy addresses', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('off')).toBe(false);
    expect(trustProxyOf('on')).toBe(true);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1, 192.168.0.0/16')).toBe('10.0.0.1, 192.168.0.0/16');
  });
});
