import { formatApiTime } from '@hr/contract';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { useTestApp } from '../../test/test-app.ts';
import { advertBanner, advertRecommend } from './tables.ts';

/** Helpers shared by the advertising API tests. */
type T = ReturnType<typeof useTestApp>;

export const OP = 'yunying01';
/** A company's staff: no advertising codes. */
export const STAFF = 'hengda01';
export const USERS = [OP, STAFF];

const DAY = 24 * 60 * 60 * 1000;
/** API time `days` from now. */
export const daysFromNow = (days: number) => formatApiTime(new Date(Date.now() + days * DAY))!;

/** A valid banner: a passed platform picture, a link to a demo notice, a window around now. */
export const bannerBody = (extra: Record<string, unknown> = {}) => ({
  title: '就业援助月专场招聘',
  materialCode: 'M_DEMO_AD_01',
  linkType: 3,
  linkTarget: 'A2026110002',
  beginTime: daysFromNow(-1),
  endTime: daysFromNow(10),
  ...extra,
});

export function advertKit(t: T) {
  const get = (user: string | null, path: string, query: Record<string, string> = {}) =>
    t.call('GET', path, { token: user ? t.token(user) : null, query });
  const post = (user: string, path: string, body: unknown) =>
    t.call('POST', path, { token: t.token(user), body });
  const kit = {
    get,
    post,
    /** Calls that must succeed: returns data. */
    async ok(res: ReturnType<T['call']>) {
      const { body } = await res;
      expect(body.code, body.msg).toBe(200);
      return body.data;
    },
    /** Every stored banner and recommendation, in a stable order. */
    async snapshot() {
      const db = t.database.db;
      return {
        banners: await db.select().from(advertBanner).orderBy(asc(advertBanner.id)),
        recommends: await db.select().from(advertRecommend).orderBy(asc(advertRecommend.id)),
      };
    },
    /** Expects the request to be refused with `code` and `msg`, and to have changed nothing. */
    async refused(
      request: () => Promise<{ body: { code: number; msg: string } }>,
      code: number,
      msg: string,
    ) {
      const before = await kit.snapshot();
      const res = await request();
      expect(res.body).toMatchObject({ code, msg });
      expect(await kit.snapshot()).toEqual(before);
    },
  };
  return kit;
}
