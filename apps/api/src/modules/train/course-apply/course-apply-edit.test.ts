import { formatApiTime } from '@hr/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { beijingToday } from '../course/classes.ts';
import { courseBody } from '../course/course-test-kit.ts';
import { applyKit, HUAXIN, OP, USERS } from './course-apply-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

let paidCourse: string;
let freeCourse: string;

const day = (offset: number) => {
  const d = new Date(`${beijingToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  paidCourse = await k.onlineCourse({ price: 45000 });
  freeCourse = await k.onlineCourse({ isFree: true, price: 0 });
});

describe('editApplyInfo', () => {
  it('sets and clears the remark', async () => {
    const { applyCode } = await k.signUpOk(freeCourse, '周婷', '13803713001');
    k.ok(await k.edit(HUAXIN, { applyCode, remark: '  需要周末班  ' }));
    expect((await k.applyRow(applyCode)).remark).toBe('需要周末班');
    k.ok(await k.edit(HUAXIN, { applyCode, remark: '' }));
    expect((await k.applyRow(applyCode)).remark).toBeNull();
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode, remark: '长'.repeat(201) }),
      400,
      '备注最多200个字符',
    );
    await k.refusedNothing(() => k.edit(HUAXIN, { applyCode }), 400, '请填写要修改的内容');
  });

  it('turns an intention of a paid course into an online sign-up with its order; nothing else moves state', async () => {
    const { applyCode } = await k.signUpOk(freeCourse, '陈洋', '13803713002');
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode, applyState: 1 }),
      400,
      '免费课程无需支付，不能转为线上报名',
    );
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode, applyState: 2 }),
      400,
      '报名状态只能改为1线上报名未支付（已支付由支付结果决定）',
    );
    const paid = await k.signUpOk(paidCourse, '吴敏', '13803713003');
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode: paid.applyCode, applyState: 0 }),
      400,
      '报名状态只能改为1线上报名未支付（已支付由支付结果决定）',
    );
    // Same state: no change, no history.
    k.ok(await k.edit(HUAXIN, { applyCode: paid.applyCode, applyState: 1, remark: '已通知缴费' }));
    expect((await k.detail(OP, paid.applyCode)).history).toHaveLength(1);

    // A free course becomes paid (edited, reviewed, online again): its intentions may now pay online.
    const window = {
      applyBeginTime: formatApiTime(new Date(Date.now() - 86_400_000)),
      applyEndTime: formatApiTime(new Date(Date.now() + 86_400_000)),
    };
    const turning = await k.onlineCourse({ isFree: true, price: 0, ...window });
    const intention = await k.signUpOk(turning, '何静', '13803713008');
    k.ok(await k.online(HUAXIN, turning, 2));
    k.ok(await k.save(HUAXIN, { ...courseBody({ price: 30000, ...window }), courseCode: turning }));
    k.ok(await k.review(OP, turning, 5));
    k.ok(await k.online(HUAXIN, turning, 1));
    k.ok(await k.edit(HUAXIN, { applyCode: intention.applyCode, applyState: 1 }));
    const detail = await k.detail(HUAXIN, intention.applyCode);
    expect(detail).toMatchObject({ applyState: 1, amount: 30000, payStatus: 1 });
    expect(detail.history.map((h) => [h.action, h.operator])).toEqual([
      ['create', null],
      ['online', '周文静'],
    ]);
    const pay = k.ok(
      await t.call('POST', '/train/apply/public/pay', {
        token: null,
        body: { applyCode: intention.applyCode, usrPhe: '13803713008' },
      }),
    ) as { payUrl: string };
    k.ok(await k.cashier(pay.payUrl));
    expect((await k.applyRow(intention.applyCode)).applyState).toBe(2);
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode: intention.applyCode, applyState: 1 }),
      400,
      '当前状态为“线上报名已支付”，不能转为线上报名',
    );
  });

  it('places a paid or free application in a class, moves it, and refuses a full class, an unpaid one and another course’s class', async () => {
    const classA = await k.addClass(paidCourse, { startDate: day(3), endDate: day(5), capacity: 1 });
    const classB = await k.addClass(paidCourse, {
      className: '2026年第2期',
      startDate: day(10),
      endDate: day(12),
      capacity: 5,
    });
    const otherClass = await k.addClass(freeCourse, { startDate: day(3), endDate: day(4), capacity: 5 });
    const first = await k.signUpOk(paidCourse, '郑磊', '13803713004');
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode: first.applyCode, classCode: classA }),
      400,
      '报名尚未支付，不能分班',
    );
    k.ok(await k.cashier(first.payUrl!));
    k.ok(await k.edit(HUAXIN, { applyCode: first.applyCode, classCode: classA }));
    expect((await k.detail(HUAXIN, first.applyCode)).className).toBe('2026年第1期');

    const second = await k.signUpOk(paidCourse, '钱静', '13803713005');
    k.ok(await k.cashier(second.payUrl!));
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode: second.applyCode, classCode: classA }),
      400,
      '班级人数已满',
    );
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode: second.applyCode, classCode: otherClass }),
      400,
      '班级不属于该报名的课程',
    );
    await k.refusedNothing(
      () => k.edit(HUAXIN, { applyCode: second.applyCode, classCode: 'CL_NONE' }),
      404,
      '班级不存在',
    );
    // Moving the first to B frees A for the second.
    k.ok(await k.edit(HUAXIN, { applyCode: first.applyCode, classCode: classB }));
    k.ok(await k.edit(HUAXIN, { applyCode: second.applyCode, classCode: classA }));
    const students = k.ok(await k.get(HUAXIN, 'class/students', { classCode: classA })) as {
      applyCode: string;
    }[];
    expect(students.map((s) => s.applyCode)).toEqual([second.applyCode]);
    const rows = (await k.applySnapshot()).enrolments.filter((e) => e.applyCode === first.applyCode);
    expect(rows.map((e) => e.removedAt === null)).toEqual([false, true]);
    // Placing again in the same class changes nothing.
    k.ok(await k.edit(HUAXIN, { applyCode: first.applyCode, classCode: classB }));
    expect((await k.applySnapshot()).enrolments.filter((e) => e.applyCode === first.applyCode)).toHaveLength(
      2,
    );

    const free = await k.signUpOk(freeCourse, '孙洋', '13803713006');
    k.ok(await k.edit(HUAXIN, { applyCode: free.applyCode, classCode: otherClass }));
  });

  it('places eight at once into a class of three: three get in', async () => {
    const cls = await k.addClass(paidCourse, {
      className: '并发班',
      startDate: day(20),
      endDate: day(21),
      capacity: 3,
    });
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await k.signUpOk(paidCourse, `学员${i}`, `1360371400${i}`);
      k.ok(await k.cashier(s.payUrl!));
      codes.push(s.applyCode);
    }
    const answers = await Promise.all(
      codes.map((applyCode) => k.edit(HUAXIN, { applyCode, classCode: cls })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 400).every((a) => a.body.msg === '班级人数已满')).toBe(true);
  });

  it('refuses a caller without the edit code', async () => {
    const { applyCode } = await k.signUpOk(freeCourse, '冯婷', '13803713007');
    await k.refusedNothing(() => k.edit('hengda01', { applyCode, remark: 'x' }), 403, '没有权限访问该功能');
  });
});
