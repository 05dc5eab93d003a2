import { describe, expect, it } from 'vitest';
import { multipartBody, pngBytes } from '../test/files.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import { useTestApp } from '../test/test-app.ts';
import { hasInvalidText, INVALID_TEXT_MESSAGE } from './input-text.ts';

/** NUL characters and lone surrogates are refused with 400 and a Chinese message, for every route, anywhere. */
describe('hasInvalidText', () => {
  it('finds a NUL or a lone surrogate in any string or key, at any depth', () => {
    expect(hasInvalidText('张三')).toBe(false);
    expect(hasInvalidText('😀 表情 𠀀')).toBe(false); // surrogate pairs are whole characters
    expect(hasInvalidText({ a: [1, true, null, { b: '正常' }] })).toBe(false);
    expect(hasInvalidText('a\u0000b')).toBe(true);
    expect(hasInvalidText('\ud800')).toBe(true);
    expect(hasInvalidText('x\udc00')).toBe(true);
    expect(hasInvalidText('\ud83d')).toBe(true); // half of an emoji
    expect(hasInvalidText({ a: [{ b: ['ok', 'no\u0000'] }] })).toBe(true);
    expect(hasInvalidText({ 'key\u0000': 1 })).toBe(true);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasInvalidText(deep)).toBe(true);
  });
});

describe('requests carrying such text', () => {
  const t = useTestApp({ loginAs: ['admin'] });
  const refused = { code: 400, msg: INVALID_TEXT_MESSAGE, success: false };

  it('are refused in bodies, queries, path parameters and multipart forms, and change nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    const admin = t.token('admin');
    const json = [
      // The anonymous login and the public apply.
      { url: '/pclogin/userauth/login', body: { username: 'ad\u0000min', password: 'x' } },
      { url: '/pclogin/userauth/login', body: { username: 'admin', password: '\ud800' } },
      {
        url: '/recruit/applyInfo/public/apply',
        body: { jobCode: 'J1', resume: { name: '张三' }, formValue: { f1: ['正常', '坏\u0000'] } },
      },
      {
        url: '/recruit/applyInfo/public/apply',
        body: { jobCode: 'J1', resume: {}, formValue: { '\udc00': 1 } },
      },
      // A form's answers sent as JSON text: the NUL appears only once the schema decodes it.
      { url: '/train/formValue/submit', body: { bizCode: 'F1', formValue: '{"f1":"\\u0000"}' } },
      { url: '/pclogin/role/add', body: { roleName: '角色\u0000', roleKey: 'k1' }, token: admin },
    ];
    for (const { url, body, token } of json) {
      const res = await t.call('POST', url, { body, token: token ?? null });
      expect(res, url).toMatchObject({ status: 400, body: refused });
    }
    const query = await t.call('GET', '/train/district/selectByProvinceCode', {
      query: { proCode: '\u0000' },
    });
    expect(query).toMatchObject({ status: 400, body: refused });
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/train/district/selectByProvinceCode?proCode=11%00',
    });
    expect(raw.statusCode).toBe(400);
    const param = await t.app.inject({
      method: 'POST',
      url: '/api/recruit/job-info/refreshJobInfo/J%00X',
      headers: { authorization: admin },
    });
    expect(param.json()).toMatchObject(refused);

    const upload = async (fields: Record<string, string>, name: string) => {
      const { payload, headers } = await multipartBody(fields, {
        field: 'multipartFile',
        name,
        bytes: pngBytes(),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/recruit/applyInfo/public/uploadFile',
        headers,
        payload,
      });
      return res.json();
    };
    expect(await upload({ jobCode: 'J1', field: '$head\u0000' }, '头像.png')).toMatchObject(refused);
    expect(await upload({ jobCode: 'J1', field: '$head' }, '头像\u0000.png')).toMatchObject(refused);
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });
});
