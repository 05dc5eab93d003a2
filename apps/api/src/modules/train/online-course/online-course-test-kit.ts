import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { onlineCourse, onlineCourseChapter, onlineCourseLesson } from './tables.ts';

/** Helpers shared by the online-course API tests. */
type T = ReturnType<typeof useTestApp>;

/** Operators, the two demo training schools' staff, and a recruitment company's staff (no training codes). */
export const USERS = ['yunying01', 'huaxin01', 'jinqiao01', 'hengda01'];
export const OP = 'yunying01';
export const HUAXIN = 'huaxin01';
export const JINQIAO = 'jinqiao01';

/** The demo's passed materials of 华信 (cover, video, picture) and of 金桥 (a video). */
export const MEDIA = {
  huaxinCover: 'M_DEMO_OC_01',
  huaxinVideo: 'M_DEMO_OC_03',
  huaxinPicture: 'M_DEMO_OC_05',
  jinqiaoVideo: 'M_DEMO_OC_10',
};

/** A complete course of 华信 with one chapter and one video lesson; each test changes what it needs. */
export const courseBody = (extra: Record<string, unknown> = {}) => ({
  courseName: '维修电工（四级）线上课程',
  courseType: 1,
  teacherName: '王建军',
  coverCode: MEDIA.huaxinCover,
  courseIntro: '<p>维修电工中级工培训，<strong>理论与实操</strong>结合。</p><script>alert(1)</script>',
  labelCodes: ['TL101'],
  chapters: [
    {
      chapterName: '第一章 安全用电',
      lessons: [{ lessonName: '安全用电常识', videoCode: MEDIA.huaxinVideo }],
    },
  ],
  ...extra,
});

export function onlineCourseKit(t: T) {
  const get = (user: string, name: string, query: Record<string, string> = {}) =>
    t.call('GET', `/train/${name}`, { token: t.token(user), query });
  const post = (user: string, name: string, body: unknown) =>
    t.call('POST', `/train/${name}`, { token: t.token(user), body });
  const kit = {
    get,
    post,
    add: (user: string, body: unknown) => post(user, 'addOnlineCourse', body),
    edit: (user: string, body: unknown) => post(user, 'editOnlineCourse', body),
    detail: (user: string, courseCode: string) => get(user, 'getOnlineCourseInfo', { courseCode }),
    check: (user: string, courseCode: string, checkState: number, remark?: string) =>
      get(user, 'checkOnlineCourse', {
        courseCode,
        checkState: String(checkState),
        ...(remark ? { remark } : {}),
      }),
    downLine: (user: string, courseCode: string) => get(user, 'downLineCourse', { courseCode }),
    remove: (user: string, courseCode: string) => get(user, 'delOnlineCourse', { courseCode }),
    /** getCountByState as `{state: num}`. */
    async counts(user: string, query: Record<string, string> = {}) {
      const res = await get(user, 'getCountByState', query);
      expect(res.body.code, res.body.msg).toBe(200);
      return Object.fromEntries(
        (res.body.data as { state: number; num: number }[]).map((row) => [row.state, row.num]),
      );
    },
    async state(user: string, courseCode: string) {
      const res = await kit.detail(user, courseCode);
      return res.body.code === 200 ? (res.body.data.state as number) : null;
    },
    /** Adds a course as `user` and returns its code (the add must succeed). */
    async addOk(user: string, body: unknown = courseBody()) {
      const res = await kit.add(user, body);
      expect(res.body.msg, JSON.stringify(res.body)).toBe('操作成功');
      return res.body.data.courseCode as string;
    },
    /** Row counts of every table a course action writes. */
    async snapshot() {
      const db = t.database.db;
      const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
      return {
        courses: await n(onlineCourse),
        chapters: await n(onlineCourseChapter),
        lessons: await n(onlineCourseLesson),
        history: await n(stateChange),
        rows: await db.select().from(onlineCourse).orderBy(onlineCourse.id),
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
