import { type CourseOrderDetail, formatApiTime } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { signTestNotice } from '../../../platform/payment/test-provider.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { applyKit, HUAXIN, OP, USERS } from './course-apply-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

const notice = (outNo: string, amountCents: number, status: 'succeeded' | 'failed', providerRef: string) =>
  signTestNotice(t.config, {
    kind: 'charge',
    outNo,
    providerRef,
    amountCents,
    status,
    occurredAt: formatApiTime(new Date())!,
  });
const notify = (body: unknown) =>
  t.call('POST', '/backend-common/payment/test/notify', { token: null, body });

describe('public sign-up', () => {
  it('takes a free course as an intention (0) with no order, once per phone', async () => {
    const course = await k.onlineCourse({ isFree: true, price: 0 });
    const info = k.ok(
      await t.call('GET', '/train/apply/public/courseInfo', { token: null, query: { courseCode: course } }),
    );
    expect(info).toMatchObject({ courseCode: course, isFree: true, open: true, formContent: null });
    const signed = await k.signUpOk(course, '李晓明', '13803711001');
    expect(signed).toMatchObject({ applyState: 0, orderCode: null, payUrl: null });
    await k.refusedNothing(
      () => k.signUp({ courseCode: course, usrName: '李晓明', usrPhe: '13803711001' }),
      409,
      '您已报名该课程，请勿重复报名',
    );
    const detail = await k.detail(OP, signed.applyCode);
    expect(detail).toMatchObject({ applyState: 0, applyStateName: '意向报名', orderCode: null });
    expect(detail.history.map((h) => h.actionName)).toEqual(['创建']);
  });

  it('refuses a course not online, out of its window, bad input and form answers, storing nothing', async () => {
    const approved = await k.approvedCourse();
    await k.refusedNothing(
      () => k.signUp({ courseCode: approved, usrName: '王强', usrPhe: '13703711002' }),
      400,
      '该课程未上线，暂不能报名',
    );
    const future = await k.onlineCourse({
      applyBeginTime: formatApiTime(new Date(Date.now() + 86_400_000)),
      applyEndTime: formatApiTime(new Date(Date.now() + 5 * 86_400_000)),
    });
    await k.refusedNothing(
      () => k.signUp({ courseCode: future, usrName: '王强', usrPhe: '13703711002' }),
      400,
      '不在课程报名时间内',
    );
    const withForm = await k.onlineCourse({ formCode: await k.form() });
    await k.refusedNothing(
      () => k.signUp({ courseCode: withForm, usrName: '王强', usrPhe: '13703711002', formValue: {} }),
      400,
      '请选择文化程度',
    );
    await k.refusedNothing(
      () => k.signUp({ courseCode: withForm, usrName: '王强', usrPhe: '1370371', formValue: { edu: '1' } }),
      400,
      '手机号码格式不正确',
    );
    await k.refusedNothing(
      () => k.signUp({ courseCode: 'TC_NONE', usrName: '王强', usrPhe: '13703711002' }),
      404,
      '课程不存在',
    );
  });
});

describe('orders and payment', () => {
  it('signs up for a paid course to 1 with an order, pays it on the cashier, and the application becomes 2', async () => {
    const course = await k.onlineCourse({ price: 98000 });
    const signed = await k.signUpOk(course, '张桂兰', '13903711003');
    expect(signed).toMatchObject({ applyState: 1, amount: 98000 });
    expect(signed.payUrl).toMatch(/^\/payment\/test-cashier\?ticket=/);
    const paying = await k.orderRow(signed.orderCode!);
    expect(paying).toMatchObject({ payStatus: 5, attempts: 1, outNo: `${signed.orderCode}-1` });

    expect(k.ok(await k.cashier(signed.payUrl!))).toMatchObject({ outcome: 'applied' });
    expect(k.ok(await k.cashier(signed.payUrl!))).toMatchObject({ outcome: 'duplicate' });
    expect(await k.orderRow(signed.orderCode!)).toMatchObject({ payStatus: 3 });
    expect((await k.applyRow(signed.applyCode)).applyState).toBe(2);

    const order = k.ok(
      await k.order(OP, 'getOrderInfo', { orderCode: signed.orderCode! }),
    ) as CourseOrderDetail;
    expect(order).toMatchObject({ amount: 98000, payStatus: 3, payStatusName: '支付成功', applyState: 2 });
    expect(order.history.map((h) => h.action)).toEqual(['create', 'startPay', 'paid']);
    const apply = await k.detail(HUAXIN, signed.applyCode);
    expect(apply.history.map((h) => h.action)).toEqual(['create', 'pay']);
    await k.refusedNothing(
      () =>
        t.call('POST', '/train/apply/public/pay', {
          token: null,
          body: { applyCode: signed.applyCode, usrPhe: '13903711003' },
        }),
      400,
      '订单已支付，无需重复支付',
    );
  });

  it('pays once when two different notifications of one attempt arrive at once', async () => {
    const course = await k.onlineCourse({ price: 50000 });
    const signed = await k.signUpOk(course, '刘洋', '13603711004');
    const outNo = `${signed.orderCode}-1`;
    const refs = ['REFA0001', 'REFB0001', ...Array.from({ length: 6 }, () => 'REFA0001')];
    const answers = await Promise.all(refs.map((ref) => notify(notice(outNo, 50000, 'succeeded', ref))));
    // Either reference may win the race; every notice carrying the other one is refused, the winner's
    // repeats are duplicates.
    const winner = (await k.orderRow(signed.orderCode!)).providerRef;
    expect(['REFA0001', 'REFB0001']).toContain(winner);
    expect(answers.filter((a) => a.body.data?.outcome === 'applied')).toHaveLength(1);
    answers.forEach((a, i) => {
      if (refs[i] === winner) expect(a.body.data?.outcome).toMatch(/^(applied|duplicate)$/);
      else expect(a.body).toMatchObject({ code: 400, msg: '订单已支付，无需重复支付' });
    });
    expect(await k.orderRow(signed.orderCode!)).toMatchObject({ payStatus: 3 });
    expect((await k.applyRow(signed.applyCode)).applyState).toBe(2);
    const { history } = await k.detail(OP, signed.applyCode);
    expect(history.filter((h) => h.action === 'pay')).toHaveLength(1);
  });

  it('fails a payment (4), then pays a new attempt; a stale attempt or a wrong amount credits nothing', async () => {
    const course = await k.onlineCourse({ price: 36000 });
    const signed = await k.signUpOk(course, '赵磊', '13503711005');
    expect(k.ok(await k.cashier(signed.payUrl!, 'failed'))).toMatchObject({ outcome: 'applied' });
    expect(await k.orderRow(signed.orderCode!)).toMatchObject({
      payStatus: 4,
      failReason: '付款人取消支付（测试）',
    });
    expect((await k.applyRow(signed.applyCode)).applyState).toBe(1);

    const counts = k.ok(await k.order(HUAXIN, 'countByPayStatus', { courseCode: course }));
    expect(counts).toEqual([
      { payStatus: 1, payStatusName: '待支付', num: 0 },
      { payStatus: 5, payStatusName: '支付中', num: 0 },
      { payStatus: 3, payStatusName: '支付成功', num: 0 },
      { payStatus: 4, payStatusName: '支付失败', num: 1 },
    ]);
    await k.refusedNothing(
      () =>
        t.call('POST', '/train/apply/public/pay', {
          token: null,
          body: { applyCode: signed.applyCode, usrPhe: '13503719999' },
        }),
      404,
      '报名记录不存在',
    );
    const again = k.ok(
      await t.call('POST', '/train/apply/public/pay', {
        token: null,
        body: { applyCode: signed.applyCode, usrPhe: '13503711005' },
      }),
    ) as { payUrl: string };
    expect(await k.orderRow(signed.orderCode!)).toMatchObject({ payStatus: 5, attempts: 2 });
    await k.refusedNothing(
      () => notify(notice(`${signed.orderCode}-1`, 36000, 'succeeded', 'REFSTALE1')),
      400,
      '支付通知对应的业务不存在',
    );
    await k.refusedNothing(
      () => notify(notice(`${signed.orderCode}-2`, 100, 'succeeded', 'REFCHEAP1')),
      400,
      '支付金额与应付金额不一致',
    );
    expect(k.ok(await k.cashier(again.payUrl))).toMatchObject({ outcome: 'applied' });
    expect(await k.orderRow(signed.orderCode!)).toMatchObject({ payStatus: 3, attempts: 2 });
    expect((await k.applyRow(signed.applyCode)).applyState).toBe(2);
  });

  it('lists orders with status counts, scoped to the school', async () => {
    const course = await k.onlineCourse({ price: 12000 });
    const signed = await k.signUpOk(course, '孙静', '13303711006');
    const list = k.ok(await k.order(HUAXIN, 'getBDOrderlist', { courseCode: course, payStatus: '5' })) as {
      records: Record<string, unknown>[];
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({
      orderCode: signed.orderCode,
      amount: 12000,
      payStatusName: '支付中',
    });
    expect((await k.order('jinqiao01', 'getOrderInfo', { orderCode: signed.orderCode! })).body).toMatchObject(
      {
        code: 404,
        msg: '订单不存在',
      },
    );
    expect((await k.order('jinqiao01', 'getBDOrderlist', { courseCode: course })).body).toMatchObject({
      code: 404,
    });
    expect((await k.order(OP, 'getBDOrderlist', { payStatus: '2' })).body).toMatchObject({
      code: 400,
      msg: '支付状态只能是1、5、3、4',
    });
  });
});
