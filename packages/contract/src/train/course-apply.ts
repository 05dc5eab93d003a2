import { defineLifecycle } from '../platform/lifecycle.ts';

/**
 * Course applications (课程报名, platform §3, §4, §7 Training) and their orders (课程订单). A person signs up
 * for an online course on its public page: a free course's sign-up is an intention (意向报名, 0); a paid
 * course's is an online sign-up waiting for payment (1) with an order to pay; the order's successful payment
 * moves the application to 2 (线上已支付). Staff add a remark, place the person in a class (the enrolment of
 * docs/decisions.md "Training courses") and may turn an intention of a paid course into an online sign-up
 * with its order. See docs/decisions.md (Course applications and orders).
 */

/** applyState (§3 apply state labels). */
export const CourseApplyState = { intention: 0, unpaid: 1, paid: 2 } as const;
export type CourseApplyState = (typeof CourseApplyState)[keyof typeof CourseApplyState];

/**
 * - `online` (staff, editApplyInfo applyState 1): an intention of a paid course becomes an online sign-up
 *   with an order to pay;
 * - `pay`: only the order's payment notification moves 1 → 2 (no caller can ask for it).
 */
export const courseApplyLifecycle = defineLifecycle({
  entity: 'courseApply',
  states: { 0: '意向报名', 1: '线上报名未支付', 2: '线上报名已支付' },
  actions: {
    online: {
      from: [0],
      to: 1,
      permission: 'courseApply:edit',
      label: '转为线上报名',
      success: '操作成功',
    },
    pay: { from: [1], to: 2, permission: 'courseApply:edit', label: '支付成功', success: '支付成功' },
  },
});
export type CourseApplyAction = keyof typeof courseApplyLifecycle.actions;

export const courseApplyStateNames = courseApplyLifecycle.states as Record<number, string>;

/** List tabs: 'all' and each state. */
export const courseApplyTabs = [
  { key: 'all', label: '全部' },
  { key: '0', label: '意向报名' },
  { key: '1', label: '线上报名未支付' },
  { key: '2', label: '线上报名已支付' },
] as const;
export type CourseApplyTabKey = (typeof courseApplyTabs)[number]['key'];

/** payStatus of an order (§3 payment-related status counts): 1 to pay, 5 paying, 3 succeeded, 4 failed. */
export const OrderPayStatus = { toPay: 1, failed: 4, succeeded: 3, paying: 5 } as const;
export type OrderPayStatus = (typeof OrderPayStatus)[keyof typeof OrderPayStatus];

/**
 * An order is created to pay (1); asking to pay records a new out number (the attempt) and waits for the
 * provider (5); the provider's notification of that attempt settles it (3) or fails it (4), after which the
 * person may try again (a new attempt). Paid once, never twice: 3 is final.
 */
export const courseOrderLifecycle = defineLifecycle({
  entity: 'courseOrder',
  states: { 1: '待支付', 5: '支付中', 3: '支付成功', 4: '支付失败' },
  actions: {
    startPay: { from: [1, 4], to: 5, permission: 'order:list', label: '发起支付', success: '操作成功' },
    paid: { from: [5], to: 3, permission: 'order:list', label: '支付成功', success: '支付成功' },
    payFail: { from: [5], to: 4, permission: 'order:list', label: '支付失败', success: '操作成功' },
  },
});
export type CourseOrderAction = keyof typeof courseOrderLifecycle.actions;

export const orderPayStatusNames = courseOrderLifecycle.states as Record<number, string>;

/** Order tabs in the spec's order of the counts: 1, 5, 3, 4. */
export const orderTabs = [
  { key: 'all', label: '全部' },
  { key: '1', label: '待支付' },
  { key: '5', label: '支付中' },
  { key: '3', label: '支付成功' },
  { key: '4', label: '支付失败' },
] as const;
export type OrderTabKey = (typeof orderTabs)[number]['key'];

/** Out numbers of course orders start with this (the payment target's prefix, see common/payment.ts). */
export const COURSE_ORDER_OUT_PREFIX = 'TO';

/** The public sign-up page of a course (?courseCode=): the course's QR code points here. */
export const courseSignUpPagePath = (courseCode: string) =>
  `/apply/course?courseCode=${encodeURIComponent(courseCode)}`;

export const courseApplyLimits = {
  nameMax: 20,
  remarkMax: 200,
  /** Rows one export may name. */
  exportCodesMax: 1000,
} as const;

export const courseApplyMessages = {
  notFound: '报名记录不存在',
  courseNotOpen: '该课程未上线，暂不能报名',
  outsideWindow: '不在课程报名时间内',
  alreadyApplied: '您已报名该课程，请勿重复报名',
  nameRequired: '请输入姓名',
  nameTooLong: `姓名最多${courseApplyLimits.nameMax}个字符`,
  phoneInvalid: '手机号码格式不正确',
  remarkTooLong: `备注最多${courseApplyLimits.remarkMax}个字符`,
  onlineNeedsPrice: '免费课程无需支付，不能转为线上报名',
  stateInvalid: '报名状态只能改为1线上报名未支付（已支付由支付结果决定）',
  unpaidNoClass: '报名尚未支付，不能分班',
  classOfOtherCourse: '班级不属于该报名的课程',
  nothingToEdit: '请填写要修改的内容',
  queryMapNeedsCourse: '按自定义字段筛选时须指定课程',
  orderNotFound: '订单不存在',
  orderPaid: '订单已支付，无需重复支付',
  selectRows: '请先选择数据行',
  applyTimeRange: '报名开始时间不能晚于结束时间',
} as const;
