import { describe, expect, it } from 'vitest';
import { loginTarget, safeInternalPath } from './redirect.ts';

const origin = 'https://hr.example.cn';

describe('login redirect target', () => {
  it('reads toPath first, then redirect', () => {
    expect(loginTarget('?toPath=%2Fsetup%2Fuser&redirect=%2Fnotice', origin)).toBe('/setup/user');
    expect(loginTarget('?redirect=%2Fnotice%3FannoCode%3DA1', origin)).toBe('/notice?annoCode=A1');
    expect(loginTarget('', origin)).toBeNull();
  });

  it('maps a legacy hash link', () => {
    expect(loginTarget('?toPath=%2Frecruit.html%23%2Fjob%2Flist', origin)).toBe('/recruit/job/list');
    expect(safeInternalPath('/#/setup', origin)).toBe('/setup');
  });

  it.each([
    'https://evil.example.com/x',
    '//evil.example.com/x',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    'javascript:alert(1)',
    'setup/user',
    '/login',
    '/login?toPath=%2Fsetup',
  ])('refuses %s', (raw) => {
    expect(safeInternalPath(raw, origin)).toBeNull();
  });

  it('falls back to redirect when toPath is unsafe', () => {
    expect(loginTarget('?toPath=//evil.com&redirect=%2Ftrain%2FtrainHome', origin)).toBe('/train/trainHome');
  });
});
