import { creditCodeCheckChar } from '@hr/contract';
import { asc, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { stateChange } from '../../platform/lifecycle.tables.ts';
import type { useTestApp } from '../../test/test-app.ts';
import { skillOrgan, skillPromulgation } from './tables.ts';

type T = ReturnType<typeof useTestApp>;

export const ORGAN = '/hrr/policy/skill/organ';
export const PROM = '/hrr/policy/skill/promulgation';

/** A valid unified social credit code (its check character computed) for number `n`. */
export const creditCode = (n: number) => {
  const first17 = `91410184MA9KL${String(n).padStart(4, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};

/** A demo attachment of the platform (stored_file rows seeded with the demo announcements). */
export const ATTACHMENT = {
  objectKey: 'notice/202611/8b0d5e72-5f4c-4e1a-8d2b-3c9f1a6e7b02.csv',
  materialName: '培训补贴标准.csv',
};

export const organBody = (n: number, extra: Record<string, unknown> = {}) => ({
  organName: `新郑市龙湖职业技能培训学校${n}`,
  creditCode: creditCode(n),
  legalPerson: '王建国',
  contactPerson: '李娜',
  contactPhone: '13838125601',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  address: '龙湖镇中华北路1号',
  lng: 113.74,
  lat: 34.4,
  labelCodes: ['TL101', 'TL102'],
  attachments: [ATTACHMENT],
  ...extra,
});

export const promulgationBody = (businessCode: string, extra: Record<string, unknown> = {}) => ({
  title: '2026年第一期焊工培训合格人员公示',
  content: '<p>以下人员培训合格，现予公示。</p><script>alert(1)</script>',
  attachments: [ATTACHMENT],
  businessCode,
  ...extra,
});

export function filingKit(t: T, user = 'yunying01') {
  const call = (method: string, url: string, body?: unknown, token = t.token(user)) =>
    t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
  const ok = <R>(res: { body: { code: number; msg: string; data: R } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  /** Every filing row and every filing state change, to prove a refused request changed nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await t.database.db.select().from(skillOrgan).orderBy(asc(skillOrgan.id)),
      await t.database.db.select().from(skillPromulgation).orderBy(asc(skillPromulgation.id)),
      await t.database.db
        .select()
        .from(stateChange)
        .where(inArray(stateChange.entity, ['skillOrgan', 'promulgation']))
        .orderBy(asc(stateChange.id)),
    ]);
  return {
    call,
    ok,
    snapshot,
    /** Runs a request that must be refused with `code` and `msg`, and checks that nothing changed. */
    async refused(
      request: () => Promise<{ body: { code: number; msg: string } }>,
      code: number,
      msg: string,
    ) {
      const before = await snapshot();
      const { body } = await request();
      expect(body).toMatchObject({ code, msg });
      expect(await snapshot()).toBe(before);
    },
    async addOrgan(n: number, extra: Record<string, unknown> = {}) {
      return (ok(await call('POST', `${ORGAN}/addOrgan`, organBody(n, extra))) as { businessCode: string })
        .businessCode;
    },
    async submittedOrgan(n: number) {
      const code = await this.addOrgan(n);
      ok(await call('GET', `${ORGAN}/submit/${code}`));
      return code;
    },
  };
}
