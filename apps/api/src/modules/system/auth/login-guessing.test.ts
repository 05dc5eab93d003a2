import { LOGIN_MAX_FAILURES } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/test-app.ts';

/**
 * Password guessing: failures are counted atomically (parallel guesses do not get past the lockout), and the
 * answer never tells an unknown username from a known one, nor confirms the password of a disabled or
 * locked account.
 */
const t = useTestApp({ loginAs: ['admin'] });

const login = (username: string, password: string) =>
  t.call('POST', '/pclogin/userauth/login', { body: { username, password } });
/** A wrong password that reached the password check (the lock message of the check itself included). */
const CHECKED = /^账号或密码错误，还可尝试\d次$|^密码错误次数过多，账号已锁定15分钟$/;
const LOCKED = /^密码错误次数过多，账号已锁定，请1[45]分钟后再试$/;

async function userCode(username: string) {
  const res = await t.call('POST', '/pclogin/user/list', { token: t.token('admin'), body: { username } });
  return res.body.data.records[0].userCode as string;
}

describe('parallel wrong passwords', () => {
  it(`checks only ${LOGIN_MAX_FAILURES} of 20 at once; the lockout holds, even for the right password`, async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('yunying01', 'Wrong-pass-1')));
    const messages = answers.map((a) => a.body.msg);
    expect(
      messages.filter((m) => CHECKED.test(m)),
      messages.join('\n'),
    ).toHaveLength(LOGIN_MAX_FAILURES);
    expect(messages.filter((m) => LOCKED.test(m))).toHaveLength(20 - LOGIN_MAX_FAILURES);
    expect(answers.every((a) => a.body.code === 400)).toBe(true);
    expect((await login('yunying01', TEST_PASSWORD)).body.msg).toMatch(LOCKED);
  });

  it('a password reset by an administrator lifts the lock', async () => {
    const edited = await t.call('POST', '/pclogin/user/edit', {
      token: t.token('admin'),
      body: {
        userCode: await userCode('yunying01'),
        realName: '王丽',
        phone: '13838112201',
        roleCodes: ['R_operator'],
        password: 'Reset-pass-2',
      },
    });
    expect(edited.body.code).toBe(200);
    expect((await login('yunying01', 'Reset-pass-2')).body.code).toBe(200);
  });
});

describe('the answer does not tell accounts apart', () => {
  it('an unknown username gets the same answer as a known one with a wrong password, attempt by attempt', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++) {
      const known = await login('yunying02', 'Wrong-pass-1');
      const unknown = await login('nosuchuser', 'Wrong-pass-1');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    }
    expect((await login('nosuchuser', 'Wrong-pass-1')).body.msg).toMatch(LOCKED);
  });

  it('a disabled account answers as a wrong password, whether or not the password is right', async () => {
    const code = await userCode('hengda02');
    await t.call('POST', '/pclogin/user/enableUser', {
      token: t.token('admin'),
      body: { userCode: code, status: 0 },
    });
    const right = await login('hengda02', TEST_PASSWORD);
    const wrong = await login('yunfan01', 'Wrong-pass-1');
    expect(right.body).toEqual({ ...wrong.body });
    expect(right.body.msg).toMatch(CHECKED);
    await t.call('POST', '/pclogin/user/enableUser', {
      token: t.token('admin'),
      body: { userCode: code, status: 1 },
    });
    expect((await login('hengda02', TEST_PASSWORD)).body.code).toBe(200);
  });

  it('a locked account answers the same to its right password as to a wrong one', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login('hengda01', 'Wrong-pass-1');
    const right = await login('hengda01', TEST_PASSWORD);
    const wrong = await login('hengda01', 'Wrong-pass-1');
    expect(right.body).toEqual(wrong.body);
    expect(right.body.msg).toMatch(LOCKED);
  });
});
