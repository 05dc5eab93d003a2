import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, COMPRESS_THRESHOLD } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let web: FastifyInstance;
let token: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-dist-'));
const script = `console.log(${JSON.stringify('页面'.repeat(2000))});\n`;
const html = `<!doctype html><html lang="zh-CN"><head><title>管理后台</title></head><body>${' '.repeat(2000)}</body></html>`;

/** A built web app as apps/web's build leaves it: each file with its .br and .gz copies. */
function writeDist() {
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of [
    ['index.html', html],
    ['assets/app-1a2b.js', script],
  ] as const) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  writeDist();
  web = await buildApp({ db: t.database.db, config: t.config, webDist: dist, logger: false });
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The whole resource tree: a long JSON answer. */
const resourceTree = (encoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pclogin/resources/list',
    headers: { authorization: token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    payload: {},
  });

describe('compressed answers', () => {
  it('sends a large JSON answer in brotli or gzip, as the client accepts, varying on Accept-Encoding', async () => {
    const plain = await resourceTree();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const expected = plain.json();
    expect(expected.code).toBe(200);

    const br = await resourceTree('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gz = await resourceTree('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('sends a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/backend-common/platform/info',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe(200);
  });

  /** A GET of the built web app, accepting `encoding` when given. */
  const get = (url: string, encoding?: string) =>
    web.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves the built files precompressed, the page fallback included', async () => {
    const asset = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(String(asset.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(asset.headers['content-type'])).toMatch(/javascript/);
    expect(asset.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets/app-1a2b.js.br')));
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const raw = await get('/assets/app-1a2b.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);

    const page = await get('/recruit/job/list', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(html);
  });
});
