import { allRoutes, type RouteDef } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../modules/system/users/tables.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createSession } from './session.ts';

/**
 * Cross-site request refusal, walking the route table: every route marked `changesData` is refused (403, and
 * nothing changes) when a browser sends it from another site with the session cookie, and accepted from the
 * product's own pages; routes that change nothing, and calls carrying the token in the Authorization header,
 * are not affected.
 */
let t: TestApp;
let adminId: number;
const REFUSED = '拒绝跨站请求：请在本系统的页面中操作';
const HOST = 'hr.example.gov.cn';
const changing = allRoutes.filter((def) => def.changesData);
const samplePath = (def: RouteDef) => `/api${def.path.replace(/\{\w+\}/g, 'X1')}`;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'admin'));
  adminId = row!.id;
});
afterAll(() => t.close());

/** A fresh session of admin, as the login page's cookie would carry it. */
const cookieSession = () => createSession(t.database.db, adminId, '127.0.0.1', 'test');

async function send(def: RouteDef, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: def.method,
    url: samplePath(def),
    headers: { host: HOST, ...headers },
    ...(def.method === 'GET' || def.upload ? {} : { payload: {} }),
  });
  // File routes answer with their file; only an envelope can carry the refusal.
  const envelope = String(res.headers['content-type']).startsWith('application/json');
  return {
    status: res.statusCode,
    body: (envelope ? res.json() : { code: res.statusCode, msg: '' }) as { code: number; msg: string },
  };
}

describe('cross-site requests to calls that change data', () => {
  it('the route table marks the spec GETs that change data', () => {
    const marked = (path: string) => allRoutes.find((d) => d.path.endsWith(path))?.changesData;
    for (const path of [
      '/applyInfo/updateState',
      '/applyInfo/inviteInterview',
      '/applyInfo/batchThroughFirst',
      '/applyInfo/batchEmployment',
      '/applyInfo/batchOutOfPlace',
      '/applyInfo/queryResumeDetail',
      '/activity/auditActivity',
      '/activity/stopActivity',
      '/activity/deleteActivity',
      '/activity/settleActivity',
      '/station/deleteStationByStationNo',
      '/station/jobjoinStation',
      '/train-form-info/del',
      '/labels/skillsToHot',
    ]) {
      expect(marked(path), path).toBe(true);
    }
    expect(changing.filter((d) => d.method === 'GET').length).toBeGreaterThanOrEqual(20);
  });

  it(`refuses all ${changing.length} of them from another site with the cookie, and changes nothing`, async () => {
    const token = await cookieSession();
    const cookie = `Authorization=${token}`;
    const before = await databaseFingerprint(t.database.db);
    const attempts: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example.com' },
      // A sibling subdomain is another origin too.
      { cookie, 'sec-fetch-site': 'same-site', origin: `https://upload.${HOST}` },
      // A link opened from a chat or mail app (the spec's GETs change data).
      { cookie, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      // Browsers without Fetch Metadata: the Origin header decides.
      { cookie, origin: 'https://evil.example.com' },
      { cookie, origin: 'null' },
    ];
    for (const def of changing) {
      for (const headers of attempts) {
        const res = await send(def, headers);
        expect(res, `${def.method} ${def.path} ${JSON.stringify(headers)}`).toMatchObject({
          status: 403,
          body: { code: 403, msg: REFUSED },
        });
      }
    }
    expect(await databaseFingerprint(t.database.db)).toBe(before);
  });

  it(`accepts all ${changing.length} of them from the product's own pages`, async () => {
    for (const def of changing) {
      // Each its own session: login and logout end the one they are sent with.
      const cookie = `Authorization=${await cookieSession()}`;
      const ownPages: Record<string, string>[] = [
        { cookie, 'sec-fetch-site': 'same-origin', origin: `https://${HOST}` },
        { cookie, 'sec-fetch-site': 'same-origin' },
        // No browser headers at all: scripts and older clients.
        { cookie },
      ];
      for (const headers of ownPages) {
        const res = await send(def, headers);
        expect(res.body.msg, `${def.method} ${def.path} ${JSON.stringify(headers)}`).not.toBe(REFUSED);
      }
    }
  });

  it('does not apply to calls that change nothing', async () => {
    const cookie = `Authorization=${await cookieSession()}`;
    const reading = allRoutes.filter((def) => !def.changesData);
    for (const def of reading) {
      const res = await send(def, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect(res.body.msg, `${def.method} ${def.path}`).not.toBe(REFUSED);
    }
    const list = await send(allRoutes.find((d) => d.path === '/pclogin/user/list')!, {
      cookie,
      'sec-fetch-site': 'cross-site',
    });
    expect(list.body.code).toBe(200);
  });

  it('moves nothing through a link on another site; the same link from the product works', async () => {
    const token = await cookieSession();
    const labels = await t.call('GET', '/train/labels/getLabels', { token, query: { labelType: '1' } });
    const label = (labels.body.data.groups as { labels: { labelName: string; labelCode: string }[] }[])
      .flatMap((g) => g.labels)
      .find((l) => l.labelName === '钳工')!;
    const isHot = async () =>
      (
        (await t.call('GET', '/train/labels/getLabels', { token, query: { labelType: '1' } })).body.data
          .hot as { labelCode: string }[]
      ).some((l) => l.labelCode === label.labelCode);
    const url = `/api/train/labels/skillsToHot?labelCode=${label.labelCode}&labelHot=1`;
    const click = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { host: HOST, cookie: `Authorization=${token}`, ...headers },
      });

    const fromAway = await click({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(fromAway.statusCode).toBe(403);
    expect(await isHot()).toBe(false);

    const fromHome = await click({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect(fromHome.json().code).toBe(200);
    expect(await isHot()).toBe(true);
  });

  it('lets a token in the Authorization header through: another site cannot set that header', async () => {
    const token = await cookieSession();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/train/labels/skillsToHot?labelCode=TLnope&labelHot=1',
      headers: {
        host: HOST,
        authorization: token,
        'sec-fetch-site': 'cross-site',
        origin: 'https://x.example',
      },
    });
    // Past the cross-site check: the handler answers that the label does not exist.
    expect(res.json().code).toBe(404);
  });
});
