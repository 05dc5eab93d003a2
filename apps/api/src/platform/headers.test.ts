import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRoutes } from '@hr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { multipartBody, pngBytes } from '../test/files.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Caching: API answers (envelopes, exports, downloads and signed file links alike) are `no-store`, so that
 * personal data stays out of shared and browser caches; the hashed web assets are cached for good.
 */
let t: TestApp;
let admin: string;
let webDist: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Routes whose data is public and changes only with a new version: they keep their own caching. */
const CACHED = new Set(['/backend-common/geocoder/boundary']);

describe('Cache-Control', () => {
  it('is no-store on every API route, answered or refused', async () => {
    for (const def of allRoutes.filter((d) => !CACHED.has(d.path))) {
      const res = await t.app.inject({
        method: def.method,
        url: `/api${def.path.replace(/\{\w+\}/g, 'X1')}`,
        headers: { authorization: admin },
        ...(def.method === 'GET' || def.upload ? {} : { payload: {} }),
      });
      expect(res.headers['cache-control'], `${def.method} ${def.path} (${res.statusCode})`).toBe('no-store');
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a file behind a signed link and on an export', async () => {
    admin = await t.login('admin'); // the walk above logged out
    const form = await multipartBody({}, { field: 'multipartFile', name: '证件照.png', bytes: pngBytes() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/backend-common/fileManage/uploadFile',
      headers: { authorization: admin, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.json()).toMatchObject({ code: 200 });
    const file = await t.app.inject({ method: 'GET', url: uploaded.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/cmpy/export',
      headers: { authorization: admin },
      payload: { cmpyCodes: ['C_HENGDA'] },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app as it was: hashed assets cached for good, the page always revalidated', async () => {
    const web = await buildApp({ db: t.database.db, config: t.config, webDist, logger: false });
    try {
      const asset = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await web.inject({ method: 'GET', url: '/recruit/job' });
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await web.close();
    }
  });
});

describe('Security headers', () => {
  it('are on API answers, refusals, the web page and its assets alike', async () => {
    const web = await buildApp({ db: t.database.db, config: t.config, webDist, logger: false });
    try {
      const answers = [
        await web.inject({ method: 'GET', url: '/api/backend-common/platform/info' }),
        await web.inject({ method: 'POST', url: '/api/recruit/job-info/queryJobInfoList', payload: {} }),
        await web.inject({ method: 'GET', url: '/api/no/such/route' }),
        await web.inject({ method: 'GET', url: '/recruit/job' }),
        await web.inject({ method: 'GET', url: '/assets/index-AbC123.js' }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 200, 200]);
      for (const res of answers) {
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect('strict-transport-security' in res.headers).toBe(t.config.cookieSecure);
      }
    } finally {
      await web.close();
    }
  });
});
