import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { beijingToday } from './classes.ts';
import { classBody, courseKit, HUAXIN, JINQIAO, USERS } from './course-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = courseKit(t);

const figures = async (user: string) =>
  k.ok(await t.call('GET', '/train/home/figures', { token: t.token(user) })) as Record<string, unknown> & {
    courses: { state: number; num: number }[];
    sessionsToday: { className: string; studentCount: number; signInCount: number }[];
  };

describe('training home figures', () => {
  it('count what happened today from the rows, for the caller’s school only', async () => {
    const before = await figures(HUAXIN);
    const other = await figures(JINQIAO);
    const course = await k.approvedCourse();
    const today = beijingToday();
    const classCode = await k.addClass(
      HUAXIN,
      classBody(course, { className: '首页测试班', startDate: today, endDate: today }),
    );
    const placed = await Promise.all(
      ['13803719001', '13803719002'].map(async (studentPhone, i) =>
        k.ok(await k.post(HUAXIN, 'class/addStudent', { classCode, studentName: `学员${i}`, studentPhone })),
      ),
    );
    const [session] = k.ok(await k.get(HUAXIN, 'class/sessions', { classCode })) as { sessionCode: string }[];
    k.ok(
      await k.post(HUAXIN, 'class/signIn', {
        sessionCode: session!.sessionCode,
        enrolmentCodes: [(placed[0] as { enrolmentCode: string }).enrolmentCode],
      }),
    );
    const after = await figures(HUAXIN);
    expect(after.today).toBe(today);
    expect(after.coursesThisWeek).toBe((before.coursesThisWeek as number) + 1);
    expect(after.classesToday).toBe((before.classesToday as number) + 1);
    expect(after.studentsInClassToday).toBe((before.studentsInClassToday as number) + 2);
    expect(after.signInsToday).toBe((before.signInsToday as number) + 1);
    expect(after.enrolmentsThisWeek).toBe((before.enrolmentsThisWeek as number) + 2);
    const approved = (f: typeof before) => f.courses.find((c) => c.state === 5)!.num;
    expect(approved(after)).toBe(approved(before) + 1);
    expect(after.sessionsToday.find((s) => s.className === '首页测试班')).toMatchObject({
      studentCount: 2,
      signInCount: 1,
    });
    expect(await figures(JINQIAO)).toEqual(other);
    expect((await t.call('GET', '/train/home/figures', { token: t.token('hengda01') })).body.code).toBe(403);
  });
});
