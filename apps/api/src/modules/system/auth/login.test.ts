import { SLIDER_HANDLE_WIDTH, SLIDER_KEY_STEPS, sliderKeyStop } from '@hr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';

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

  it('a refused track spends its challenge: the same challenge then refuses a good track', async () => {
    const challenge = await t.call('GET', '/pclogin/userauth/captcha');
    const challengeId = challenge.body.data.challengeId;
    const short = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: { challengeId, track: humanDrag().slice(0, 6) },
    });
    expect(short.body).toMatchObject({ code: 400, msg: '验证未通过，请重新拖动滑动条' });
    const again = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: { challengeId, track: humanDrag() },
    });
    expect(again.body).toMatchObject({ code: 400, msg: '验证已失效，请重新拖动滑动条' });
  });

  it('accepts a keyboard track once, and judges it as key presses', async () => {
    const keys = [
      [0, 0],
      ...Array.from({ length: SLIDER_KEY_STEPS }, (_, i) => [sliderKeyStop(i + 1, 295), (i + 1) * 80]),
    ];
    const challenge = await t.call('GET', '/pclogin/userauth/captcha');
    const challengeId = challenge.body.data.challengeId;
    const ok = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: { challengeId, track: keys, input: 'keyboard' },
    });
    expect(ok.body.code).toBe(200);
    const login = await t.call('POST', '/pclogin/userauth/login', {
      body: { username: 'admin', password: TEST_PASSWORD, captchaToken: ok.body.data.captchaToken },
    });
    expect(login.body.code).toBe(200);
    const twice = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: { challengeId, track: keys, input: 'keyboard' },
    });
    expect(twice.body.msg).toBe('验证已失效，请重新拖动滑动条');
    // A drag's track is not a keyboard track.
    const next = await t.call('GET', '/pclogin/userauth/captcha');
    const dragAsKeys = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: { challengeId: next.body.data.challengeId, track: humanDrag(), input: 'keyboard' },
    });
    expect(dragAsKeys.body).toMatchObject({ code: 400, msg: '验证未通过，请重新拖动滑动条' });
    const unknown = await t.call('POST', '/pclogin/userauth/captcha/verify', {
      body: { challengeId: next.body.data.challengeId, track: keys, input: 'voice' },
    });
    expect(unknown.body.code).toBe(400);
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
