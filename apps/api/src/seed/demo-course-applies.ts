import { type FormRule, OrderPayStatus } from '@hr/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { trainCourse, trainEnrolment } from '../modules/train/course/tables.ts';
import { trainCourseApply, trainCourseOrder } from '../modules/train/course-apply/tables.ts';
import { trainFormInfo } from '../modules/train/form/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';

/**
 * Course applications and orders of the demo courses (新郑市 training schools), in every state: intentions
 * of the free 家政 course and of the 电工 course, unpaid online sign-ups with orders to pay, paying and
 * failed, and paid ones, some placed in the classes (the classes' demo students are linked to them). The
 * 电工 course gets a sign-up form of 华信 (培训报名登记表) with answers. Seeded once, into an application table
 * that never had a row, when the demo courses are there.
 */

const DAY = 86_400_000;
export const DEMO_COURSE_FORM = 'F_TRAIN_SIGNUP';

const EDUCATION = [
  { label: '初中', value: '3' },
  { label: '普通高中', value: '4' },
  { label: '中等专科', value: '7' },
  { label: '大专', value: '8' },
  { label: '本科', value: '9' },
];
export const DEMO_COURSE_FORM_RULES: FormRule[] = [
  {
    type: 'radio',
    field: 'education',
    title: '文化程度',
    options: EDUCATION,
    validate: [
      { type: 'string', mode: 'required', required: true, trigger: 'change', message: '请选择文化程度' },
    ],
  },
  {
    type: 'radio',
    field: 'jobStatus',
    title: '就业状态',
    options: [
      { label: '未就业', value: '0' },
      { label: '已就业', value: '1' },
    ],
  },
  { type: 'input', field: 'workplace', title: '工作单位', props: { placeholder: '未就业可不填' } },
];

/** Name, phone, days ago, answers; a person's state comes from the list they are in. */
type Person = [
  name: string,
  phone: string,
  daysAgo: number,
  education: string,
  jobStatus: string,
  workplace?: string,
];

const INTENTIONS_FREE: Person[] = [
  ['马秀英', '13603718101', 6, '3', '0'],
  ['胡桂芳', '13603718102', 4, '4', '0'],
  ['高玉兰', '13603718103', 1, '3', '1', '新郑市好家园家政'],
];
const INTENTIONS_PAID: Person[] = [
  ['林国栋', '13703718201', 3, '4', '1', '新郑市华阳机械厂'],
  ['罗志强', '13703718202', 2, '7', '0'],
];
/** Online sign-ups of 电工: [person, order status]. */
const ONLINE: [Person, number][] = [
  [['梁建华', '13803718301', 5, '4', '1', '郑州航空港区富士康'], OrderPayStatus.toPay],
  [['宋晓东', '13803718302', 2, '8', '0'], OrderPayStatus.paying],
  [['唐文博', '13803718303', 1, '3', '1', '新郑市龙湖建筑公司'], OrderPayStatus.failed],
  [['韩立新', '13803718304', 9, '4', '1', '新郑市电力安装队'], OrderPayStatus.succeeded],
  [['冯海涛', '13803718305', 7, '7', '0'], OrderPayStatus.succeeded],
];

async function seedForm(tx: DbOrTx, courseId: number) {
  const [existing] = await tx
    .select({ id: trainFormInfo.id })
    .from(trainFormInfo)
    .where(eq(trainFormInfo.bizCode, DEMO_COURSE_FORM));
  if (!existing)
    await tx.insert(trainFormInfo).values({
      bizCode: DEMO_COURSE_FORM,
      formName: '培训报名登记表',
      formContent: JSON.stringify(DEMO_COURSE_FORM_RULES),
      fieldCount: DEMO_COURSE_FORM_RULES.length,
      cmpyCode: 'C_HUAXIN',
    });
  await tx.update(trainCourse).set({ formCode: DEMO_COURSE_FORM }).where(eq(trainCourse.id, courseId));
}

export async function seedDemoCourseApplies(tx: DbOrTx, now = Date.now()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(trainCourseApply);
  if ((existing?.n ?? 0) > 0) return;
  const courses = await tx
    .select()
    .from(trainCourse)
    .where(inArray(trainCourse.courseCode, ['TC_DEMO_01', 'TC_DEMO_05', 'TC_DEMO_07']));
  const byCode = new Map(courses.map((c) => [c.courseCode, c]));
  const electric = byCode.get('TC_DEMO_01');
  const cooking = byCode.get('TC_DEMO_05');
  const housekeeping = byCode.get('TC_DEMO_07');
  if (!electric || !cooking || !housekeeping) return;
  await seedForm(tx, electric.id);
  let n = 0;
  const history: (typeof stateChange.$inferInsert)[] = [];
  const answers = (p: Person) => ({ education: p[3], jobStatus: p[4], ...(p[5] ? { workplace: p[5] } : {}) });
  async function apply(
    course: typeof electric,
    p: Person,
    state: number,
    withForm: boolean,
    at = new Date(now - p[2] * DAY),
  ) {
    const applyCode = `CA_DEMO_${String(++n).padStart(3, '0')}`;
    const [row] = await tx
      .insert(trainCourseApply)
      .values({
        applyCode,
        courseId: course!.id,
        cmpyCode: course!.cmpyCode,
        usrName: p[0],
        usrPhe: p[1],
        applyState: state,
        formValue: withForm ? answers(p) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    history.push({
      entity: 'courseApply',
      code: applyCode,
      action: 'create',
      fromState: null,
      toState: state === 0 ? 0 : 1,
      createdAt: at,
    });
    return row!;
  }
  async function order(row: typeof trainCourseApply.$inferSelect, amount: number, status: number) {
    const orderCode = `TO_DEMO_${row.applyCode.slice(-3)}`;
    const at = row.createdAt;
    const paidAt = new Date(at.getTime() + 600_000);
    const attempted = status !== OrderPayStatus.toPay;
    await tx.insert(trainCourseOrder).values({
      orderCode,
      applyId: row.id,
      courseId: row.courseId,
      cmpyCode: row.cmpyCode,
      usrName: row.usrName,
      usrPhe: row.usrPhe,
      amount,
      payStatus: status,
      attempts: attempted ? 1 : 0,
      outNo: attempted ? `${orderCode}-1` : null,
      providerRef:
        status === OrderPayStatus.succeeded || status === OrderPayStatus.failed
          ? `TPDEMO${row.applyCode.slice(-3)}`
          : null,
      failReason: status === OrderPayStatus.failed ? '付款人取消支付（测试）' : null,
      paidAt: status === OrderPayStatus.succeeded ? paidAt : null,
      createdAt: at,
      updatedAt: attempted ? paidAt : at,
    });
    const e = 'courseOrder';
    history.push({
      entity: e,
      code: orderCode,
      action: 'create',
      fromState: null,
      toState: 1,
      createdAt: at,
    });
    if (attempted)
      history.push({
        entity: e,
        code: orderCode,
        action: 'startPay',
        fromState: 1,
        toState: 5,
        createdAt: at,
      });
    if (status === OrderPayStatus.succeeded || status === OrderPayStatus.failed)
      history.push({
        entity: e,
        code: orderCode,
        action: status === 3 ? 'paid' : 'payFail',
        fromState: 5,
        toState: status,
        createdAt: paidAt,
      });
    if (status === OrderPayStatus.succeeded)
      history.push({
        entity: 'courseApply',
        code: row.applyCode,
        action: 'pay',
        fromState: 1,
        toState: 2,
        createdAt: paidAt,
      });
  }
  for (const p of INTENTIONS_FREE) await apply(housekeeping, p, 0, false);
  for (const p of INTENTIONS_PAID) await apply(electric, p, 0, true);
  for (const [p, status] of ONLINE) {
    const row = await apply(electric, p, status === OrderPayStatus.succeeded ? 2 : 1, true);
    await order(row, electric.price, status);
  }
  // The classes' students of the paid courses signed up and paid online: their applications, linked.
  for (const course of [electric, cooking]) {
    const students = await tx
      .select()
      .from(trainEnrolment)
      .where(and(eq(trainEnrolment.courseId, course.id), isNull(trainEnrolment.removedAt)))
      .orderBy(asc(trainEnrolment.id))
      .limit(6);
    for (const s of students) {
      const at = new Date(s.placedAt.getTime() - 3 * DAY);
      const row = await apply(
        course,
        [s.studentName, s.studentPhone, 0, '4', '0'],
        2,
        course === electric,
        at,
      );
      await order(row, course.price, OrderPayStatus.succeeded);
      await tx.update(trainEnrolment).set({ applyCode: row.applyCode }).where(eq(trainEnrolment.id, s.id));
    }
  }
  await tx.insert(stateChange).values(history);
}
