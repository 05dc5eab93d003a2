import { describe, expect, it } from 'vitest';
import { sysRoleResource } from '../modules/system/roles/tables.ts';
import {
  trainClassSession,
  trainCourse,
  trainCourseClass,
  trainEnrolment,
  trainSignIn,
} from '../modules/train/course/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'huaxin01'] });

describe('demo training courses', () => {
  it('hold courses of 新郑市 training schools in every approveType', async () => {
    const counts = await t.call('GET', '/train/course/countByCompany', { token: t.token('yunying01') });
    expect(counts.body.data.map((c: { approveType: number; num: number }) => [c.approveType, c.num])).toEqual(
      [
        [0, 2],
        [2, 1],
        [5, 1],
        [9, 1],
        [1, 2],
        [4, 1],
      ],
    );
    const mine = await t.call('GET', '/train/course/getBDCourseList', { token: t.token('huaxin01') });
    expect(mine.body.data.total).toBe(4);
    expect(
      mine.body.data.records.every((r: { cmpyName: string }) => r.cmpyName === '新郑市华信职业技能培训学校'),
    ).toBe(true);
  });

  it('run classes with students and the sign-ins of the sessions held', async () => {
    const classes = await t.call('GET', '/train/course/class/list', {
      token: t.token('huaxin01'),
      query: { courseCode: 'TC_DEMO_01' },
    });
    expect(
      classes.body.data.map((c: { className: string; classStateName: string; studentCount: number }) => [
        c.className,
        c.classStateName,
        c.studentCount,
      ]),
    ).toEqual([
      ['2026年第3期', '已结班', 12],
      ['2026年第4期', '进行中', 10],
    ]);
    const [done] = classes.body.data;
    expect(done.heldCount).toBe(19);
    expect(done.attendanceRate).toBeGreaterThan(0.8);
    expect(done.attendanceRate).toBeLessThan(1);
  });

  it('are seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [
      trainCourse,
      trainCourseClass,
      trainClassSession,
      trainEnrolment,
      trainSignIn,
      stateChange,
      sysRoleResource,
    ]));
});
