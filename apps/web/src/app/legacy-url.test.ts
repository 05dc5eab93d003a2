import { describe, expect, it } from 'vitest';
import { mapLegacyUrl } from './legacy-url.ts';

describe('mapLegacyUrl', () => {
  it.each([
    ['/recruit.html', '', '#/label/intentional', '/recruit/label/intentional'],
    ['/train.html', '', '#/trainHome', '/train/trainHome'],
    ['/oddjobMarket.html', '', '#/monitor', '/oddjobMarket/monitor'],
    ['/', '', '#/setup', '/setup'],
    ['/', '', '#/setup/user', '/setup/user'],
    ['/', '', '#/platformList', '/platformList'],
    ['/', '', '#/login?toPath=%2Frecruit%2Fjob%2Flist', '/login?toPath=%2Frecruit%2Fjob%2Flist'],
    ['/index.html', '', '#/login', '/login'],
    ['/', '', '#/', '/'],
    ['/recruit.html', '', '', '/recruit'],
    ['/train.html', '', '#/course/list/', '/train/course/list'],
    ['/recruit.html', '?from=mail', '#/job/list?tab=3', '/recruit/job/list?from=mail&tab=3'],
    ['/index.html', '?a=1', '', '/?a=1'],
  ])('%s%s%s → %s', (pathname, search, hash, expected) => {
    expect(mapLegacyUrl(pathname, search, hash)).toBe(expected);
  });

  it('keeps a legacy toPath value intact for the login page to map later', () => {
    expect(mapLegacyUrl('/', '', '#/login?toPath=/recruit.html%23/job/list')).toBe(
      '/login?toPath=%2Frecruit.html%23%2Fjob%2Flist',
    );
  });

  it.each([
    ['/', '', ''],
    ['/setup/user', '', ''],
    ['/recruit/label/intentional', '', '#/x'],
    ['/login', '?toPath=/setup', ''],
    ['/other.html', '', '#/x'],
    ['/', '', '#anchor'],
  ])('leaves %s%s%s alone', (pathname, search, hash) => {
    expect(mapLegacyUrl(pathname, search, hash)).toBeNull();
  });
});
