import { describe, expect, it } from 'vitest';
import { trainEnrolment } from '../modules/train/course/tables.ts';
import { trainCourseApply, trainCourseOrder } from '../modules/train/course-apply/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'huaxin01', 'jinqiao01'] });

const counts = async (user: string, path: string, key: string) => {
  const res = await t.call('GET', path, { token: t.token(user) });
  expect(res.body.code, res.body.msg).toBe(200);
  return Object.fromEntries(res.body.data.map((r: Record<string, number>) => [r[key], r.num]));
};

describe('demo course applications and orders', () => {
  it('hold applications in every state and orders in every payment status', async () => {
    expect(await counts('yunying01', '/train/apply/countByApplyState', 'applyState')).toEqual({
      0: 5,
      1: 3,
      2: 14,
    });
    expect(await counts('yunying01', '/train/order/countByPayStatus', 'payStatus')).toEqual({
      1: 1,
      5: 1,
      3: 14,
      4: 1,
    });
    // 金桥's staff see their school's only: the 家政 intentions and the 烹调 course's paid students.
    expect(await counts('jinqiao01', '/train/apply/countByApplyState', 'applyState')).toEqual({
      0: 3,
      1: 0,
      2: 6,
    });
  });

  it('link the classes’ students to their paid applications, with the form’s answers', async () => {
    const res = await t.call('GET', '/train/apply/getApplyBDList', {
      token: t.token('huaxin01'),
      query: { courseCode: 'TC_DEMO_01', applyState: '2', pageSize: '20' },
    });
    const placed = res.body.data.records.filter((r: { className: string | null }) => r.className);
    expect(placed).toHaveLength(6);
    const byForm = await t.call('POST', '/train/apply/getApplyBDListByForm', {
      token: t.token('huaxin01'),
      body: { courseCode: 'TC_DEMO_01', queryMap: { jobStatus: '1' } },
    });
    expect(byForm.body.data.records.map((r: { usrName: string }) => r.usrName).sort()).toEqual(
      ['唐文博', '林国栋', '梁建华', '韩立新'].sort(),
    );
  });

  it('are seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [trainCourseApply, trainCourseOrder, trainEnrolment, stateChange]));
});
