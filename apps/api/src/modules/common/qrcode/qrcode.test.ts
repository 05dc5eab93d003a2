import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { QR_CODE_WIDTH } from './service.ts';

const t = useTestApp({ loginAs: ['hengda01'] });
const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const censusCode = (query: Record<string, string>, token: string | null = t.token('hengda01')) =>
  t.call('GET', '/userinfo/usr/censusCode', { token, query });

/** Reads the QR code back out of the PNG. */
function decode(url: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(url.slice(PREFIX.length), 'base64'));
  return jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data;
}

describe('GET /userinfo/usr/censusCode', () => {
  it('answers a PNG data URL whose QR code reads path?userCode=…', async () => {
    const res = await censusCode({ path: 'pages/job/detail', userCode: 'U2026001' });
    expect(res.body.code).toBe(200);
    const { url, content } = res.body.data;
    expect(content).toBe('pages/job/detail?userCode=U2026001');
    expect(url.startsWith(PREFIX)).toBe(true);
    const bytes = Buffer.from(url.slice(PREFIX.length), 'base64');
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(PNG.sync.read(bytes).width).toBe(QR_CODE_WIDTH);
    expect(decode(url)).toBe('pages/job/detail?userCode=U2026001');
  });

  it('appends userCode to a path that has a query, and different inputs give different codes', async () => {
    const withQuery = await censusCode({ path: '/pages/job/detail?jobCode=J100', userCode: 'U1' });
    expect(decode(withQuery.body.data.url)).toBe('/pages/job/detail?jobCode=J100&userCode=U1');
    const other = await censusCode({ path: '/pages/job/detail?jobCode=J100', userCode: 'U2' });
    expect(decode(other.body.data.url)).toBe('/pages/job/detail?jobCode=J100&userCode=U2');
    expect(other.body.data.url).not.toBe(withQuery.body.data.url);
  });

  it('refuses unsafe or malformed paths and user codes with Chinese messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { path: 'javascript:alert(1)', userCode: 'U1' },
        '页面路径格式不正确，应为小程序页面路径，如 pages/job/detail',
      ],
      [
        { path: 'https://evil.example/p', userCode: 'U1' },
        '页面路径格式不正确，应为小程序页面路径，如 pages/job/detail',
      ],
      [{ path: 'pages/../x', userCode: 'U1' }, '页面路径不能包含 . 或 .. 目录'],
      [{ path: `p/${'a'.repeat(300)}`, userCode: 'U1' }, '页面路径最多200个字符'],
      [{ userCode: 'U1' }, '请输入页面路径'],
      [{ path: 'pages/job/detail' }, '请输入用户编号'],
      [{ path: 'pages/job/detail', userCode: 'x'.repeat(65) }, '用户编号最多64个字符'],
      [{ path: 'pages/job/detail', userCode: 'U1&admin=1' }, '用户编号只能包含字母、数字、_ 和 -'],
    ];
    for (const [query, msg] of cases) {
      const res = await censusCode(query);
      expect(res.body, JSON.stringify(query)).toMatchObject({ code: 400, msg, success: false });
    }
    // The same name twice arrives as an array, not a string.
    const twice = await t.app.inject({
      method: 'GET',
      url: '/api/userinfo/usr/censusCode?path=a&path=b&userCode=U1',
      headers: { authorization: t.token('hengda01') },
    });
    expect(twice.json()).toMatchObject({ code: 400, msg: '请输入页面路径' });
  });

  it('needs a signed-in user', async () => {
    const res = await censusCode({ path: 'pages/job/detail', userCode: 'U1' }, null);
    expect(res.body.code).toBe(401);
  });
});
