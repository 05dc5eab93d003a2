import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { SLIDER_HANDLE_WIDTH } from './slide-verify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: true });
});
afterAll(() => t.close());

const humanDrag = () => {
  const end = 295 - SLIDER_HANDLE_WIDTH;
  return Array.from({ length: 11 }, (_, i) => [(end * i) / 10, i * 60]);
};

async function passSlider(): Promise<string> {
  const challenge = await t.call('GET', '/pclogin/userauth/captcha');
  const verified = await t.call('POST', '/pclogin/userauth/captcha/verify', {
    body: { challengeId: challenge.body.data.challengeId, track: humanDrag() },
  });
  expect(verified.body.code).toBe(200);
  return verified.body.data.captchaToken;
}

describe('login with the slider checked by the server', () => {
  it('refuses a login without a slider pass', async () => {
    const res = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(res.body).toMatchObject({ code: 400, msg: '请拖动滑动条', success: false });
  });

  it('refuses a track that stops short of the end', async () => {
    const challenge = await t.call('GET', '/pclogin/userauth/captcha');
    const res = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: {
        challengeId: challenge.body.data.challengeId,
        track: [
          [0, 0],
          [80, 200],
          [120, 400],
        ],
      },
    });
    expect(res.body.code).toBe(400);
  });

  it('logs in with a pass, sets both cookies for 7 days, and the pass works only once', async () => {
    const captchaToken = await passSlider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pclogin/userauth/login',
      payload: { username: ' admin ', password: ` ${TEST_PASSWORD} `, captchaToken },
    });
    const body = res.json();
    expect(body.code).toBe(200);
    const cookies = res.cookies;
    const auth = cookies.find((c) => c.name === 'Authorization');
    expect(auth?.value).toBe(body.data);
    expect(auth?.httpOnly).toBe(true);
    expect(auth?.maxAge).toBe(7 * 24 * 3600);
    expect(cookies.find((c) => c.name === 'username')?.value).toBe('admin');

    const again = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'admin', password: TEST_PASSWORD, captchaToken },
    });
    expect(again.body.msg).toBe('验证已失效，请重新拖动滑动条');
  });

  it('answers the spec messages for an empty username or password', async () => {
    const captchaToken = await passSlider();
    const noUser = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: '  ', password: 'x', captchaToken },
    });
    expect(noUser.body).toMatchObject({ code: 400, msg: '请输入账号' });
    const noPassword = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'admin', password: '', captchaToken },
    });
    expect(noPassword.body).toMatchObject({ code: 400, msg: '请输入密码' });
    const long = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'a'.repeat(21), password: 'x', captchaToken },
    });
    expect(long.body.code).toBe(400);
  });
});
