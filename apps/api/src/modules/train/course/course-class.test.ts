import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { beijingToday } from './classes.ts';
import { classBody, courseKit, HUAXIN, JINQIAO, OP, USERS } from './course-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = courseKit(t);

const day = (offset: number) => {
  const d = new Date(`${beijingToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe('classes, students and sign-in', () => {
  it('runs a class: sessions per day, students up to capacity, sign-ins with time and recorder', async () => {
    const course = await k.approvedCourse({ capacity: 40 });
    const classCode = await k.addClass(
      HUAXIN,
      classBody(course, { startDate: day(-2), endDate: day(2), capacity: 2 }),
    );
    const sessions = k.ok(await k.get(HUAXIN, 'class/sessions', { classCode })) as {
      sessionCode: string;
      sessionDate: string;
    }[];
    expect(sessions.map((s) => s.sessionDate)).toEqual([day(-2), day(-1), day(0), day(1), day(2)]);

    const add = (studentName: string, studentPhone: string) =>
      k.post(HUAXIN, 'class/addStudent', { classCode, studentName, studentPhone });
    const a = (k.ok(await add('李晓明', '13803711111')) as { enrolmentCode: string }).enrolmentCode;
    await k.refused(() => add('李晓明', '13803711111'), 400, '该学员已在本课程的班级中');
    const b = (k.ok(await add('张桂兰', '13903712222')) as { enrolmentCode: string }).enrolmentCode;
    await k.refused(() => add('王强', '13703713333'), 400, '班级人数已满');
    await k.refused(() => add('王强', '12345'), 400, '手机号码格式不正确');

    const students = k.ok(await k.get(HUAXIN, 'class/students', { classCode })) as Record<string, unknown>[];
    expect(students.map((s) => [s.studentName, s.studentPhone])).toEqual([
      ['李晓明', '138****1111'],
      ['张桂兰', '139****2222'],
    ]);

    const [past, , today, future] = sessions;
    await k.refused(
      () => k.post(HUAXIN, 'class/signIn', { sessionCode: future!.sessionCode, enrolmentCodes: [a] }),
      400,
      '课次尚未开始，不能签到',
    );
    await k.refused(
      () =>
        k.post(HUAXIN, 'class/signIn', { sessionCode: today!.sessionCode, enrolmentCodes: [a, 'EN_NOPE'] }),
      400,
      '签到学员不在本班级中',
    );
    expect(
      k.ok(await k.post(HUAXIN, 'class/signIn', { sessionCode: past!.sessionCode, enrolmentCodes: [a, b] })),
    ).toEqual({
      signed: 2,
    });
    expect(
      k.ok(await k.post(OP, 'class/signIn', { sessionCode: today!.sessionCode, enrolmentCodes: [a] })),
    ).toEqual({
      signed: 1,
    });
    // Signing again records nothing new: the first record stays.
    expect(
      k.ok(await k.post(HUAXIN, 'class/signIn', { sessionCode: today!.sessionCode, enrolmentCodes: [a] })),
    ).toEqual({
      signed: 0,
    });
    const list = k.ok(await k.get(HUAXIN, 'class/signInList', { sessionCode: today!.sessionCode })) as Record<
      string,
      unknown
    >[];
    expect(list.map((s) => [s.studentName, s.signed, s.recorder])).toEqual([
      ['李晓明', true, '王丽'],
      ['张桂兰', false, null],
    ]);
    expect(list[0]!.signTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const counted = k.ok(await k.get(HUAXIN, 'class/students', { classCode })) as { signInCount: number }[];
    expect(counted.map((s) => s.signInCount)).toEqual([2, 1]);
    const bySession = k.ok(await k.get(HUAXIN, 'class/sessions', { classCode })) as { signInCount: number }[];
    expect(bySession.map((s) => s.signInCount)).toEqual([2, 0, 1, 0, 0]);

    const [cls] = k.ok(await k.get(HUAXIN, 'class/list', { courseCode: course })) as Record<
      string,
      unknown
    >[];
    // 3 sign-ins over 2 students × 3 sessions held so far.
    expect(cls).toMatchObject({
      studentCount: 2,
      sessionCount: 5,
      heldCount: 3,
      attendanceRate: 0.5,
      classState: 1,
      classStateName: '进行中',
    });

    // Signed in: the days cannot move; the capacity cannot go below the students; a class with students stays.
    await k.refused(
      () =>
        k.post(
          HUAXIN,
          'class/save',
          classBody(course, { classCode, startDate: day(-3), endDate: day(2), capacity: 2 }),
        ),
      400,
      '班级已有签到记录，不能修改上课日期和时间',
    );
    await k.refused(
      () =>
        k.post(
          HUAXIN,
          'class/save',
          classBody(course, { classCode, startDate: day(-2), endDate: day(2), capacity: 1 }),
        ),
      400,
      '班级人数不能少于已在班学员人数',
    );
    await k.refused(() => k.get(HUAXIN, 'class/del', { classCode }), 400, '班级内还有学员，不能删除');
    expect(
      k.ok(
        await k.post(
          HUAXIN,
          'class/save',
          classBody(course, {
            classCode,
            startDate: day(-2),
            endDate: day(2),
            capacity: 3,
            className: '周末班',
          }),
        ),
      ),
    ).toEqual({ classCode });
    expect(k.ok(await k.get(HUAXIN, 'class/removeStudent', { enrolmentCode: b }))).toBeNull();
    expect((k.ok(await k.get(HUAXIN, 'class/students', { classCode })) as unknown[]).length).toBe(1);
  });

  it('refuses classes beyond the course places, on a course not reviewed, or of another school', async () => {
    const course = await k.approvedCourse({ capacity: 50 });
    await k.addClass(HUAXIN, classBody(course, { capacity: 30 }));
    await k.refused(
      () => k.post(HUAXIN, 'class/save', classBody(course, { className: '第2期', capacity: 21 })),
      400,
      '各班级人数之和不能超过课程招生人数',
    );
    await k.addClass(HUAXIN, classBody(course, { className: '第2期', capacity: 20 }));
    // Lowering the course's places below its classes' is refused too.
    const detail = k.ok(await k.detail(HUAXIN, course)) as Record<string, unknown>;
    expect(detail.classCount).toBe(2);

    const pending = await k.addOk(HUAXIN);
    await k.refused(
      () => k.post(HUAXIN, 'class/save', classBody(pending)),
      400,
      '课程未通过审核，不能安排班级和学员',
    );
    await k.refused(() => k.post(JINQIAO, 'class/save', classBody(course)), 404, '课程不存在');
    await k.refused(() => k.get(JINQIAO, 'class/list', { courseCode: course }), 404, '课程不存在');
    const [cls] = k.ok(await k.get(HUAXIN, 'class/list', { courseCode: course })) as { classCode: string }[];
    await k.refused(
      () =>
        k.post(JINQIAO, 'class/addStudent', {
          classCode: cls!.classCode,
          studentName: '赵',
          studentPhone: '13800000000',
        }),
      404,
      '班级不存在',
    );
    await k.refused(() => k.get(JINQIAO, 'class/sessions', { classCode: cls!.classCode }), 404, '班级不存在');
  });

  it('lets only capacity students in when many are placed at once', async () => {
    const course = await k.approvedCourse({ capacity: 10 });
    const classCode = await k.addClass(HUAXIN, classBody(course, { capacity: 3 }));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        k.post(HUAXIN, 'class/addStudent', {
          classCode,
          studentName: `学员${i}`,
          studentPhone: `1380371000${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.msg).toBe('班级人数已满');
  });
});
