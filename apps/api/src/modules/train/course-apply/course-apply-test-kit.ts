import { type CourseApplyDetail, type FormRule, formatApiTime } from '@hr/contract';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { paymentNotice } from '../../../platform/payment/tables.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { classBody, courseKit, HUAXIN } from '../course/course-test-kit.ts';
import { trainEnrolment } from '../course/tables.ts';
import { trainFormInfo } from '../form/tables.ts';
import { trainCourseApply, trainCourseOrder } from './tables.ts';

/** Helpers shared by the course application and order tests. */
type T = ReturnType<typeof useTestApp>;

export { HUAXIN, JINQIAO, OP, USERS } from '../course/course-test-kit.ts';

/** A course form of 华信: 文化程度 (radio) and 工作单位 (input). */
export const FORM_RULES: FormRule[] = [
  {
    type: 'radio',
    field: 'edu',
    title: '文化程度',
    options: [
      { label: '初中', value: '1' },
      { label: '高中', value: '2' },
      { label: '大专', value: '3' },
    ],
    validate: [{ type: 'string', mode: 'required', required: true, message: '请选择文化程度' }],
  },
  { type: 'input', field: 'work', title: '工作单位' },
];

const DAY = 86_400_000;

export function applyKit(t: T) {
  const k = courseKit(t);
  const db = () => t.database.db;
  let forms = 0;
  const kit = {
    ...k,
    /** An online course of 华信 taking sign-ups now (paid unless `extra` says otherwise). */
    async onlineCourse(extra: Record<string, unknown> = {}) {
      const now = Date.now();
      const code = await k.approvedCourse({
        applyBeginTime: formatApiTime(new Date(now - DAY)),
        applyEndTime: formatApiTime(new Date(now + 30 * DAY)),
        ...extra,
      });
      k.ok(await k.online(HUAXIN, code, 1));
      return code;
    },
    /** A form of 华信 with FORM_RULES, inserted as the forms module stores it. */
    async form() {
      const bizCode = `F_CA_TEST_${++forms}`;
      await db()
        .insert(trainFormInfo)
        .values({
          bizCode,
          formName: '培训报名登记表',
          formContent: JSON.stringify(FORM_RULES),
          fieldCount: FORM_RULES.length,
          cmpyCode: 'C_HUAXIN',
        });
      return bizCode;
    },
    signUp: (body: Record<string, unknown>) =>
      t.call('POST', '/train/apply/public/signUp', { token: null, body }),
    async signUpOk(courseCode: string, usrName: string, usrPhe: string, formValue: object = {}) {
      return k.ok(await kit.signUp({ courseCode, usrName, usrPhe, formValue })) as {
        applyCode: string;
        applyState: number;
        orderCode: string | null;
        amount: number | null;
        payUrl: string | null;
      };
    },
    /** Pays (or declines) on the test cashier, as a payer would. */
    cashier: (payUrl: string, result: 'succeeded' | 'failed' = 'succeeded') =>
      t.call('POST', '/backend-common/payment/test/pay', {
        token: null,
        body: { ticket: new URL(payUrl, 'http://x').searchParams.get('ticket'), result },
      }),
    apply: (user: string, name: string, query: Record<string, string> = {}) =>
      t.call('GET', `/train/apply/${name}`, { token: t.token(user), query }),
    applyPost: (user: string, name: string, body: unknown) =>
      t.call('POST', `/train/apply/${name}`, { token: t.token(user), body }),
    order: (user: string, name: string, query: Record<string, string> = {}) =>
      t.call('GET', `/train/order/${name}`, { token: t.token(user), query }),
    edit: (user: string, body: Record<string, unknown>) => kit.applyPost(user, 'editApplyInfo', body),
    async detail(user: string, applyCode: string) {
      return k.ok(await kit.apply(user, 'pc/getApplyInfo', { applyCode })) as CourseApplyDetail;
    },
    /** countByApplyState as `{state: num}`. */
    async counts(user: string, query: Record<string, string> = {}) {
      const rows = k.ok(await kit.apply(user, 'countByApplyState', query)) as {
        applyState: number;
        num: number;
      }[];
      return Object.fromEntries(rows.map((r) => [r.applyState, r.num]));
    },
    async addClass(courseCode: string, extra: Record<string, unknown> = {}) {
      return k.addClass(HUAXIN, classBody(courseCode, extra));
    },
    async exportBook(user: string, query: Record<string, string>) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/train/apply/export',
        headers: { authorization: t.token(user), host: 'hr.example.cn' },
        query,
      });
      const book = new ExcelJS.Workbook();
      if (res.headers['content-type']?.toString().includes('spreadsheetml'))
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows = (book.worksheets[0]?.getSheetValues() ?? []).slice(1) as unknown[][];
      return { res, rows: rows.map((r) => r.slice(1)) };
    },
    async applySnapshot() {
      const n = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;
      return {
        applies: await db().select().from(trainCourseApply).orderBy(trainCourseApply.id),
        orders: await db().select().from(trainCourseOrder).orderBy(trainCourseOrder.id),
        enrolments: await db().select().from(trainEnrolment).orderBy(trainEnrolment.id),
        history: await n(stateChange),
        notices: await n(paymentNotice),
      };
    },
    /** Expects the request to be refused with `code` and `msg`, and to have changed nothing. */
    async refusedNothing(
      request: () => Promise<{ body: { code: number; msg: string } }>,
      code: number,
      msg: string,
    ) {
      const before = await kit.applySnapshot();
      const res = await request();
      expect(res.body).toMatchObject({ code, msg });
      expect(await kit.applySnapshot()).toEqual(before);
    },
    async applyRow(applyCode: string) {
      const [row] = await db()
        .select()
        .from(trainCourseApply)
        .where(eq(trainCourseApply.applyCode, applyCode));
      return row!;
    },
    async orderRow(orderCode: string) {
      const [row] = await db()
        .select()
        .from(trainCourseOrder)
        .where(eq(trainCourseOrder.orderCode, orderCode));
      return row!;
    },
  };
  return kit;
}
