import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { trainClassSession, trainCourse, trainCourseClass, trainEnrolment, trainSignIn } from './tables.ts';

/** Helpers shared by the course API tests. */
type T = ReturnType<typeof useTestApp>;

/** Operators, the two demo training schools' staff, and a recruitment company's staff (no training codes). */
export const USERS = ['yunying01', 'huaxin01', 'jinqiao01', 'hengda01'];
export const OP = 'yunying01';
export const HUAXIN = 'huaxin01';
export const JINQIAO = 'jinqiao01';

/** Passed materials of the demo: 华信's cover and video, 金桥's video. */
export const MEDIA = {
  huaxinCover: 'M_DEMO_OC_01',
  huaxinVideo: 'M_DEMO_OC_03',
  jinqiaoVideo: 'M_DEMO_OC_10',
};

/** A complete paid course of 华信 in 新郑市; each test changes what it needs. */
export const courseBody = (extra: Record<string, unknown> = {}) => ({
  courseName: '维修电工（四级）培训班',
  courseType: 1,
  courseNature: 1,
  isFree: false,
  price: 128000,
  labelCodes: ['TL101'],
  coverCodes: [MEDIA.huaxinCover],
  videoCode: MEDIA.huaxinVideo,
  courseIntro: '<p>维修电工中级工培训，<strong>理论与实操</strong>结合。</p><script>alert(1)</script>',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  streetCode: '410184001',
  committeeCode: '410184001001',
  address: '人民路88号华信培训楼三层',
  lng: 113.7338,
  lat: 34.3962,
  capacity: 60,
  applyBeginTime: '2026-11-01 00:00:00',
  applyEndTime: '2026-12-31 23:59:59',
  ...extra,
});

export const classBody = (courseCode: string, extra: Record<string, unknown> = {}) => ({
  courseCode,
  className: '2026年第1期',
  startDate: '2026-11-02',
  endDate: '2026-11-06',
  startTime: '09:00',
  endTime: '11:30',
  place: '华信培训楼301实训室',
  teacherName: '王建军',
  capacity: 30,
  ...extra,
});

export function courseKit(t: T) {
  const get = (user: string, name: string, query: Record<string, string> = {}) =>
    t.call('GET', `/train/course/${name}`, { token: t.token(user), query });
  const post = (user: string, name: string, body: unknown) =>
    t.call('POST', `/train/course/${name}`, { token: t.token(user), body });
  const ok = <R>(res: { body: { code: number; msg: string; data: R } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const kit = {
    get,
    post,
    ok,
    add: (user: string, body: unknown) => post(user, 'addBDCourse', body),
    save: (user: string, body: unknown) => post(user, 'saveCourseInfo', body),
    detail: (user: string, courseCode: string) => get(user, 'getBDCourseInfo', { courseCode }),
    review: (user: string, courseCode: string, approveType: number, approveRemark?: string) =>
      post(user, 'updateBDCourseState', {
        courseCode,
        approveType,
        ...(approveRemark ? { approveRemark } : {}),
      }),
    online: (user: string, courseCode: string, onlineType: number) =>
      get(user, 'changeOnlineType', { courseCode, onlineType: String(onlineType) }),
    refresh: (user: string, courseCode: string) => get(user, 'refreshCourse', { courseCode }),
    remove: (user: string, courseCode: string) => get(user, 'delByCourseCode', { courseCode }),
    /** countByCompany as `{approveType: num}`. */
    async counts(user: string, query: Record<string, string> = {}) {
      const data = ok(await get(user, 'countByCompany', query)) as { approveType: number; num: number }[];
      return Object.fromEntries(data.map((row) => [row.approveType, row.num]));
    },
    async state(user: string, courseCode: string) {
      const res = await kit.detail(user, courseCode);
      return res.body.code === 200 ? (res.body.data.approveType as number) : null;
    },
    async addOk(user: string, body: unknown = courseBody()) {
      return (ok(await kit.add(user, body)) as { courseCode: string }).courseCode;
    },
    /** A course of 华信 that passed review (5). */
    async approvedCourse(extra: Record<string, unknown> = {}) {
      const code = await kit.addOk(HUAXIN, courseBody(extra));
      ok(await kit.review(OP, code, 5));
      return code;
    },
    async addClass(user: string, body: unknown) {
      return (ok(await post(user, 'class/save', body)) as { classCode: string }).classCode;
    },
    async snapshot() {
      const db = t.database.db;
      const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
      return {
        courses: await db.select().from(trainCourse).orderBy(trainCourse.id),
        classes: await db.select().from(trainCourseClass).orderBy(trainCourseClass.id),
        sessions: await n(trainClassSession),
        enrolments: await db.select().from(trainEnrolment).orderBy(trainEnrolment.id),
        signIns: await n(trainSignIn),
        history: await n(stateChange),
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
