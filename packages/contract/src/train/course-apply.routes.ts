import { z } from 'zod';
import { CmpyCode, StateHistoryItem } from '../cmpy/company.ts';
import { blankAsUndefined } from '../common/material-rules.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, PUBLIC, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';
import { queryMapParam } from '../recruit/apply/apply.routes.ts';
import { MOBILE_PATTERN } from '../recruit/station.ts';
import { ClassCode, CourseCode } from './course.routes.ts';
import { courseApplyLimits as L, courseApplyMessages as M } from './course-apply.ts';

/**
 * Course applications (`/train/apply/*`) and orders (`/train/order/*`), platform §7 Training. Paths the spec
 * does not show (the order counts, the public sign-up page's calls) are marked `chosenPath`. Company staff
 * see only the applications and orders of their own company's courses.
 */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUndefined, schema.optional());

const codeOf = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(40, missing);
export const CourseApplyCode = codeOf('缺少报名编号');
export const CourseOrderCode = codeOf('缺少订单编号');

const apiTime = (label: string) =>
  optional(
    z
      .string()
      .trim()
      .refine((t) => parseApiTime(t) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`),
  );

const applyStateFilter = optional(
  z.coerce
    .number({ error: '报名状态只能是0、1、2' })
    .pipe(z.literal([0, 1, 2], { error: '报名状态只能是0、1、2' })),
);

/** The list's filters (§7), shared by the counts and the filtered export. */
const applyFilters = {
  usrPhe: optional(z.string().trim().max(11, '手机号最多11位')),
  usrName: optional(z.string().trim().max(L.nameMax, M.nameTooLong)),
  remark: optional(z.string().trim().max(L.remarkMax, M.remarkTooLong)),
  /** Sign-up time range; a bare date as the end includes its whole day. */
  applyBeginTime: apiTime('报名开始时间'),
  applyEndTime: apiTime('报名结束时间'),
  courseCode: optional(CourseCode),
  /** Operators: one school's courses. Staff always see their own. */
  cmpyCode: optional(CmpyCode),
  /** Filters on the course's custom form fields (needs courseCode): field id → what the control sends. */
  queryMap: queryMapParam,
};
type TimeRange = { applyBeginTime?: string | undefined; applyEndTime?: string | undefined };
const timeRange = (q: TimeRange) =>
  !q.applyBeginTime || !q.applyEndTime || parseApiTime(q.applyBeginTime)! <= parseApiTime(q.applyEndTime)!;
const rangeRule = { message: M.applyTimeRange, path: ['applyEndTime'] };

export const CourseApplyFilters = z.object(applyFilters).refine(timeRange, rangeRule);
export type CourseApplyFilters = z.input<typeof CourseApplyFilters>;

export const CourseApplyListQuery = z
  .object({ ...pageParams, applyState: applyStateFilter, ...applyFilters })
  .refine(timeRange, rangeRule);
export type CourseApplyListQuery = z.input<typeof CourseApplyListQuery>;

/** Comma-joined codes or an array: the chosen rows of an export. */
const ApplyCodes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(CourseApplyCode).max(L.exportCodesMax, `一次最多导出${L.exportCodesMax}条所选数据`),
);

/** Chosen rows (applyCodes) or, without them, every row of the tab under the filters. */
export const CourseApplyExportQuery = z
  .object({ applyCodes: optional(ApplyCodes), applyState: applyStateFilter, ...applyFilters })
  .refine(timeRange, rangeRule);
export type CourseApplyExportQuery = z.input<typeof CourseApplyExportQuery>;

export const CourseApplyRow = z.object({
  applyCode: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  usrName: z.string(),
  usrPhe: z.string(),
  applyState: z.number(),
  applyStateName: z.string(),
  remark: z.string().nullable(),
  /** The class the person is placed in (live enrolment), if any. */
  classCode: z.string().nullable(),
  className: z.string().nullable(),
  /** The order of an online sign-up (cents, status); null for an intention. */
  orderCode: z.string().nullable(),
  amount: z.number().nullable(),
  payStatus: z.number().nullable(),
  applyTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type CourseApplyRow = z.infer<typeof CourseApplyRow>;

export const CourseApplyDetail = CourseApplyRow.extend({
  isFree: z.boolean(),
  price: z.number(),
  /** The course's custom application form as stored (form-create rules) and the answers. */
  formName: z.string().nullable(),
  formContent: z.string().nullable(),
  formValue: z.record(z.string(), z.unknown()).nullable(),
  history: z.array(StateHistoryItem),
});
export type CourseApplyDetail = z.infer<typeof CourseApplyDetail>;

export const CourseApplyStateCount = z.object({
  applyState: z.number(),
  applyStateName: z.string(),
  num: z.number(),
});

export const EditApplyBody = z
  .object({
    applyCode: CourseApplyCode,
    /** Absent: unchanged; '' clears it. */
    remark: z.string().trim().max(L.remarkMax, M.remarkTooLong).optional(),
    /** Only 1 (an intention of a paid course becomes an online sign-up with its order). */
    applyState: optional(
      z.coerce.number({ error: M.stateInvalid }).pipe(z.literal([0, 1, 2], { error: M.stateInvalid })),
    ),
    /** Place in (or move to) this class of the course. */
    classCode: optional(ClassCode),
  })
  .refine((b) => b.remark !== undefined || b.applyState !== undefined || b.classCode !== undefined, {
    message: M.nothingToEdit,
  });
export type EditApplyBody = z.input<typeof EditApplyBody>;

/* ---- orders ---- */

const payStatusFilter = optional(
  z.coerce
    .number({ error: '支付状态只能是1、5、3、4' })
    .pipe(z.literal([1, 5, 3, 4], { error: '支付状态只能是1、5、3、4' })),
);
const orderFilters = {
  orderCode: optional(z.string().trim().max(40)),
  usrPhe: optional(z.string().trim().max(11, '手机号最多11位')),
  usrName: optional(z.string().trim().max(L.nameMax, M.nameTooLong)),
  courseCode: optional(CourseCode),
  cmpyCode: optional(CmpyCode),
};
export const OrderFilters = z.object(orderFilters);
export type OrderFilters = z.input<typeof OrderFilters>;
export const OrderListQuery = z.object({ ...pageParams, payStatus: payStatusFilter, ...orderFilters });

export const CourseOrderRow = z.object({
  orderCode: z.string(),
  applyCode: z.string(),
  courseCode: z.string(),
  courseName: z.string(),
  cmpyName: z.string().nullable(),
  usrName: z.string(),
  usrPhe: z.string(),
  /** Cents. */
  amount: z.number(),
  payStatus: z.number(),
  payStatusName: z.string(),
  /** The current payment attempt's number (out_trade_no), once one was started. */
  outNo: z.string().nullable(),
  providerRef: z.string().nullable(),
  failReason: z.string().nullable(),
  payTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CourseOrderRow = z.infer<typeof CourseOrderRow>;

export const CourseOrderDetail = CourseOrderRow.extend({
  attempts: z.number(),
  applyState: z.number(),
  applyStateName: z.string(),
  history: z.array(StateHistoryItem),
});

export type CourseOrderDetail = z.infer<typeof CourseOrderDetail>;

export const OrderStatusCount = z.object({
  payStatus: z.number(),
  payStatusName: z.string(),
  num: z.number(),
});

/* ---- the public sign-up page ---- */

export const PublicCourseInfo = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  cmpyName: z.string().nullable(),
  courseTypeName: z.string(),
  courseNatureName: z.string(),
  isFree: z.boolean(),
  price: z.number(),
  address: z.string(),
  applyBeginTime: z.string().nullable(),
  applyEndTime: z.string().nullable(),
  /** Online and within the application window: takes sign-ups. */
  open: z.boolean(),
  formName: z.string().nullable(),
  formCode: z.string().nullable(),
  formContent: z.string().nullable(),
});

const phone = z.string({ error: M.phoneInvalid }).trim().regex(MOBILE_PATTERN, M.phoneInvalid);

export const SignUpBody = z.object({
  courseCode: CourseCode,
  usrName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong),
  usrPhe: phone,
  /** Answers to the course's custom form, checked by the forms module. */
  formValue: z.record(z.string(), z.unknown()).default({}),
});
export type SignUpBody = z.input<typeof SignUpBody>;

export const SignUpResult = z.object({
  applyCode: z.string(),
  applyState: z.number(),
  /** Paid course: the order and where to pay it. */
  orderCode: z.string().nullable(),
  amount: z.number().nullable(),
  payUrl: z.string().nullable(),
});

export const PayBody = z.object({ applyCode: CourseApplyCode, usrPhe: phone });

const APPLY = '/train/apply';
const LIST = perm('courseApply:list');

export const courseApplyRoutes = {
  getApplyBDList: defineRoute({
    method: 'GET',
    path: `${APPLY}/getApplyBDList`,
    summary:
      '课程报名分页列表（applyState：0 意向报名，1 线上报名未支付，2 线上报名已支付；按手机号、姓名、备注、报名时间、课程筛选）',
    access: LIST,
    query: CourseApplyListQuery,
    response: pageOf(CourseApplyRow),
    changesData: false,
  }),
  getApplyBDListByForm: defineRoute({
    method: 'POST',
    path: `${APPLY}/getApplyBDListByForm`,
    summary: '课程报名分页列表，另按课程报名表的自定义字段筛选（queryMap，须指定 courseCode）',
    access: LIST,
    body: CourseApplyListQuery,
    response: pageOf(CourseApplyRow),
    changesData: false,
  }),
  countByApplyState: defineRoute({
    method: 'GET',
    path: `${APPLY}/countByApplyState`,
    summary: '各报名状态的报名数（与列表同样的筛选条件，不含 applyState）',
    access: LIST,
    query: CourseApplyFilters,
    response: z.array(CourseApplyStateCount),
    changesData: false,
  }),
  countApllyBDNumbersByForm: defineRoute({
    method: 'POST',
    path: `${APPLY}/countApllyBDNumbersByForm`,
    summary: '各报名状态的报名数，另按自定义字段筛选（queryMap，须指定 courseCode）',
    access: LIST,
    body: CourseApplyFilters,
    response: z.array(CourseApplyStateCount),
    changesData: false,
  }),
  getApplyInfo: defineRoute({
    method: 'GET',
    path: `${APPLY}/pc/getApplyInfo`,
    summary: '报名详情：报名人、课程、班级、订单、报名表的填写内容与状态记录',
    access: LIST,
    query: z.object({ applyCode: CourseApplyCode }),
    response: CourseApplyDetail,
    changesData: false,
  }),
  editApplyInfo: defineRoute({
    method: 'POST',
    path: `${APPLY}/editApplyInfo`,
    summary:
      '修改报名：备注；applyState 1 把收费课程的意向报名转为线上报名（生成订单）；classCode 分班或调班',
    access: perm('courseApply:edit'),
    body: EditApplyBody,
    response: z.null(),
    changesData: true,
  }),
  export: defineRoute({
    method: 'GET',
    path: `${APPLY}/export`,
    summary: '导出课程报名为 课程报名.xlsx（applyCodes 为所选行；不传则按筛选条件导出全部，流式）',
    access: perm('courseApply:export'),
    query: CourseApplyExportQuery,
    response: z.null(),
    file: true,
    changesData: true,
  }),
  publicCourseInfo: defineRoute({
    method: 'GET',
    path: `${APPLY}/public/courseInfo`,
    summary: '报名页的课程信息与报名表（课程二维码打开，无需登录）',
    access: PUBLIC,
    query: z.object({ courseCode: CourseCode }),
    response: PublicCourseInfo,
    changesData: false,
    chosenPath: true,
  }),
  publicSignUp: defineRoute({
    method: 'POST',
    path: `${APPLY}/public/signUp`,
    summary:
      '报名页提交报名（无需登录；免费课程为意向报名，收费课程生成订单并返回支付链接；同一手机号不能重复报名）',
    access: PUBLIC,
    rateLimit: 'publicSubmit',
    body: SignUpBody,
    response: SignUpResult,
    changesData: true,
    chosenPath: true,
  }),
  publicPay: defineRoute({
    method: 'POST',
    path: `${APPLY}/public/pay`,
    summary: '报名页继续支付未支付的订单（报名编号与手机号；返回支付链接）',
    access: PUBLIC,
    rateLimit: 'publicSubmit',
    body: PayBody,
    response: z.object({ orderCode: z.string(), amount: z.number(), payUrl: z.string() }),
    changesData: true,
    chosenPath: true,
  }),
};

const ORDER = '/train/order';
const ORDERS = perm('order:list');

export const courseOrderRoutes = {
  getBDOrderlist: defineRoute({
    method: 'GET',
    path: `${ORDER}/getBDOrderlist`,
    summary: '课程订单分页列表（payStatus：1 待支付，5 支付中，3 支付成功，4 支付失败；金额以分计）',
    access: ORDERS,
    query: OrderListQuery,
    response: pageOf(CourseOrderRow),
    changesData: false,
  }),
  countByPayStatus: defineRoute({
    method: 'GET',
    path: `${ORDER}/countByPayStatus`,
    summary: '各支付状态的订单数（与列表同样的筛选条件，不含 payStatus）',
    access: ORDERS,
    query: OrderFilters,
    response: z.array(OrderStatusCount),
    changesData: false,
    chosenPath: true,
  }),
  getOrderInfo: defineRoute({
    method: 'GET',
    path: `${ORDER}/getOrderInfo`,
    summary: '订单详情：金额、支付状态、支付流水与状态记录',
    access: ORDERS,
    query: z.object({ orderCode: CourseOrderCode }),
    response: CourseOrderDetail,
    changesData: false,
  }),
};
