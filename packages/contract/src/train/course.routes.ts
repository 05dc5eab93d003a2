import { z } from 'zod';
import { CmpyCode, StateHistoryItem } from '../cmpy/company.ts';
import { blankAsUndefined, materialCodeSchema } from '../common/material-rules.ts';
import { CityCode, CountyCode, ProvinceCode, REGION_CODE_LENGTHS, StreetCode } from '../common/region.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';
import { MOBILE_PATTERN } from '../recruit/station.ts';
import {
  COURSE_LIVE_STATES,
  COURSE_REVIEW_RESULTS,
  CourseNature,
  courseLimits as L,
  courseMessages as M,
} from './course.ts';
import { htmlHasContent } from './online-course.ts';

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUndefined, schema.optional());

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const codeOf = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(40, missing);

export const CourseCode = codeOf('缺少课程编号');
export const ClassCode = codeOf('缺少班级编号');
export const SessionCode = codeOf('缺少课次编号');
export const EnrolmentCode = codeOf('缺少学员编号');

const courseTypeSchema = z.coerce
  .number({ error: M.typeInvalid })
  .pipe(z.literal([1, 2], { error: M.typeInvalid }));
const courseTypeFilter = z.coerce
  .number({ error: M.typeFilterInvalid })
  .pipe(z.literal([0, 1, 2], { error: M.typeFilterInvalid }));
const NATURES = Object.values(CourseNature);
const natureSchema = z.coerce
  .number({ error: M.natureInvalid })
  .pipe(z.literal(NATURES, { error: M.natureInvalid }));
const approveTypeFilter = z.coerce
  .number({ error: '审核状态只能是0、1、2、4、5或9' })
  .pipe(z.literal(COURSE_LIVE_STATES, { error: '审核状态只能是0、1、2、4、5或9' }));

/** Whole cents, 0 … cap: a negative or fractional amount is refused, never rounded. */
const cents = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((n) => Number.isInteger(n) && n >= 0, message)
    .pipe(z.number().max(L.priceMaxCents, M.priceTooHigh));

const apiTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine((value) => parseApiTime(value) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);

/** A calendar day YYYY-MM-DD. */
const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label}格式应为 YYYY-MM-DD`);

/** A clock time HH:mm. */
const clock = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式应为 HH:mm`);

const coordinate = (limit: number, range: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: '请选择坐标位置' })
      .refine((n) => Number.isFinite(n), '请选择坐标位置')
      .pipe(z.number().min(-limit, range).max(limit, range)),
  );

const CommitteeCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${REGION_CODE_LENGTHS[5]}}$`), `社区（村）代码应为${REGION_CODE_LENGTHS[5]}位数字`);

const chainHolds = (codes: (string | undefined)[]) =>
  codes.every((code, i) => i === 0 || !code || code.startsWith(codes[i - 1] ?? ''));

const courseFields = {
  courseName: text(M.nameRequired, L.nameMax, M.nameTooLong),
  courseType: courseTypeSchema,
  courseNature: natureSchema,
  /** true: free (price 0). */
  isFree: z.boolean({ error: '请选择是否收费' }),
  /** Cents; required (> 0) when not free. */
  price: optional(cents(M.priceInvalid)),
  /** Operators: the training school organising it (absent: a platform course). Staff: their own. */
  cmpyCode: optional(CmpyCode),
  /** Training labels of type 1 (技能). */
  labelCodes: z
    .array(codeOf(M.labelMissing), { error: M.labelMissing })
    .max(L.labelsMax, M.labelsTooMany)
    .optional()
    .default([]),
  /** Cover pictures: passed images of the library, the first is the list's. */
  coverCodes: z
    .array(materialCodeSchema, { error: M.coverRequired })
    .min(1, M.coverRequired)
    .max(L.coversMax, M.coversTooMany),
  /** An optional introduction video of the library. */
  videoCode: optional(materialCodeSchema),
  courseIntro: z
    .string({ error: M.introRequired })
    .max(L.introMax, M.introTooLong)
    .refine(htmlHasContent, M.introRequired),
  provinceCode: ProvinceCode,
  cityCode: CityCode,
  countyCode: CountyCode,
  streetCode: StreetCode,
  committeeCode: optional(CommitteeCode),
  address: text('请输入详细地址', L.addressMax, `详细地址最多${L.addressMax}个字符`),
  lng: coordinate(180, '经度应在-180到180之间'),
  lat: coordinate(90, '纬度应在-90到90之间'),
  /** Total places (招生人数); the classes' capacities add up to at most this. */
  capacity: z.coerce
    .number({ error: M.capacityInvalid })
    .refine((n) => Number.isInteger(n), M.capacityInvalid)
    .pipe(z.number().min(1, M.capacityInvalid).max(L.capacityMax, M.capacityInvalid)),
  applyBeginTime: apiTime('报名开始时间'),
  applyEndTime: apiTime('报名截止时间'),
  /** The custom application form (bizCode of the forms module), of the organiser or the platform. */
  formCode: optional(codeOf(M.formMissing)),
  contactName: optional(z.string().trim().max(L.contactMax, `联系人最多${L.contactMax}个字符`)),
  contactPhone: optional(z.string().trim().regex(MOBILE_PATTERN, M.studentPhoneInvalid)),
};

type CourseShape = {
  isFree: boolean;
  price?: number | undefined;
  applyBeginTime: string;
  applyEndTime: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  streetCode: string;
  committeeCode?: string | undefined;
};

function courseRules(body: CourseShape, ctx: z.RefinementCtx) {
  if (!body.isFree && !body.price)
    ctx.addIssue({ code: 'custom', message: M.priceRequired, path: ['price'] });
  if (parseApiTime(body.applyEndTime)! <= parseApiTime(body.applyBeginTime)!)
    ctx.addIssue({ code: 'custom', message: M.applyWindowInvalid, path: ['applyEndTime'] });
  if (!chainHolds([body.provinceCode, body.cityCode, body.countyCode, body.streetCode, body.committeeCode]))
    ctx.addIssue({ code: 'custom', message: M.regionChain, path: ['streetCode'] });
}

export const CourseAddBody = z.object(courseFields).superRefine(courseRules);
export type CourseAddBody = z.input<typeof CourseAddBody>;
export type CourseInput = z.output<typeof CourseAddBody>;

export const CourseSaveBody = z.object({ courseCode: CourseCode, ...courseFields }).superRefine(courseRules);
export type CourseSaveBody = z.input<typeof CourseSaveBody>;

/** Filters of the list (§7); the tab counts take the same ones but approveType. Prices in cents. */
const filters = {
  courseName: optional(z.string().trim().max(L.nameMax, M.nameTooLong)),
  beginPrice: optional(cents('价格须为不小于0的整数（分）')),
  endPrice: optional(cents('价格须为不小于0的整数（分）')),
  courseType: optional(courseTypeFilter),
  courseNature: optional(natureSchema),
  /** Operators: one school's courses. Staff always see their own. */
  cmpyCode: optional(CmpyCode),
};
const priceRange = (q: { beginPrice?: number | undefined; endPrice?: number | undefined }) =>
  q.beginPrice === undefined || q.endPrice === undefined || q.beginPrice <= q.endPrice;

export const CourseFilters = z
  .object(filters)
  .refine(priceRange, { message: M.priceRangeInvalid, path: ['endPrice'] });
export type CourseFilters = z.input<typeof CourseFilters>;

export const CourseListQuery = z
  .object({ ...pageParams, ...filters, approveType: optional(approveTypeFilter) })
  .refine(priceRange, { message: M.priceRangeInvalid, path: ['endPrice'] });

export const CourseRow = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  courseType: z.number(),
  courseTypeName: z.string(),
  courseNature: z.number(),
  courseNatureName: z.string(),
  isFree: z.boolean(),
  /** Cents (0 when free). */
  price: z.number(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  labelNames: z.array(z.string()),
  capacity: z.number(),
  /** Students placed in the course's classes. */
  studentCount: z.number(),
  classCount: z.number(),
  applyBeginTime: z.string().nullable(),
  applyEndTime: z.string().nullable(),
  /** County, street and detail address. */
  place: z.string(),
  approveType: z.number(),
  approveTypeName: z.string(),
  /** 1 online, 2 not online (§4). */
  onlineType: z.number(),
  /** The reviewer's reason while rejected or forced offline; null otherwise. */
  approveRemark: z.string().nullable(),
  onlineTime: z.string().nullable(),
  refreshTime: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type CourseRow = z.infer<typeof CourseRow>;

const Media = z.object({ materialCode: z.string(), materialName: z.string(), url: z.string().nullable() });

export const CourseDetail = CourseRow.extend({
  covers: z.array(Media),
  video: Media.nullable(),
  courseIntro: z.string(),
  labels: z.array(z.object({ labelCode: z.string(), labelName: z.string() })),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  streetCode: z.string(),
  streetName: z.string(),
  committeeCode: z.string().nullable(),
  committeeName: z.string().nullable(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  formCode: z.string().nullable(),
  formName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  history: z.array(StateHistoryItem),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const CourseStateCount = z.object({
  approveType: z.number(),
  approveTypeName: z.string(),
  num: z.number(),
});
export type CourseStateCount = z.infer<typeof CourseStateCount>;

export const CourseReviewBody = z
  .object({
    courseCode: CourseCode,
    /** 5 pass, 2 reject (reason), 9 forced offline (reason). */
    approveType: z.coerce
      .number({ error: M.reviewInvalid })
      .pipe(z.literal(COURSE_REVIEW_RESULTS, { error: M.reviewInvalid })),
    approveRemark: optional(z.string().trim().max(L.reasonMax, M.reasonTooLong)),
  })
  .refine((b) => b.approveType === 5 || !!b.approveRemark, {
    message: M.reasonRequired,
    path: ['approveRemark'],
  });

const byCourse = z.object({ courseCode: CourseCode });

export const ChangeOnlineTypeQuery = z.object({
  courseCode: CourseCode,
  /** 2 takes the course offline; any other value puts it online. */
  onlineType: z.coerce.number({ error: '上下线类型不合法' }).int('上下线类型不合法'),
});

/* ---- classes, students, sessions and sign-ins ---- */

export const ClassSaveBody = z
  .object({
    courseCode: CourseCode,
    /** Present: edit that class. */
    classCode: optional(ClassCode),
    className: text(M.classNameRequired, L.classNameMax, M.classNameTooLong),
    startDate: day('开班日期'),
    endDate: day('结班日期'),
    /** Daily lesson times; one session a day from startDate to endDate. */
    startTime: clock('上课时间'),
    endTime: clock('下课时间'),
    place: text(M.placeRequired, L.placeMax, `上课地点最多${L.placeMax}个字符`),
    teacherName: z
      .string()
      .trim()
      .max(L.teacherMax, `授课教师最多${L.teacherMax}个字符`)
      .optional()
      .default(''),
    capacity: z.coerce
      .number({ error: M.classCapacityInvalid })
      .refine((n) => Number.isInteger(n), M.classCapacityInvalid)
      .pipe(z.number().min(1, M.classCapacityInvalid).max(L.capacityMax, M.classCapacityInvalid)),
  })
  .superRefine((b, ctx) => {
    if (b.endDate < b.startDate)
      ctx.addIssue({ code: 'custom', message: M.classDatesInvalid, path: ['endDate'] });
    else if ((Date.parse(b.endDate) - Date.parse(b.startDate)) / 86_400_000 + 1 > L.classDaysMax)
      ctx.addIssue({ code: 'custom', message: M.classTooLong, path: ['endDate'] });
    if (b.endTime <= b.startTime)
      ctx.addIssue({ code: 'custom', message: M.classTimesInvalid, path: ['endTime'] });
  });
export type ClassSaveBody = z.input<typeof ClassSaveBody>;

export const CourseClass = z.object({
  classCode: z.string(),
  courseCode: z.string(),
  className: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
  teacherName: z.string(),
  capacity: z.number(),
  studentCount: z.number(),
  sessionCount: z.number(),
  /** Sessions whose day has come. */
  heldCount: z.number(),
  /** Sign-ins over (students × held sessions), 0…1; null before the first session. */
  attendanceRate: z.number().nullable(),
  classState: z.number(),
  classStateName: z.string(),
});
export type CourseClass = z.infer<typeof CourseClass>;

export const AddStudentBody = z.object({
  classCode: ClassCode,
  studentName: text(M.studentNameRequired, L.studentNameMax, M.studentNameTooLong),
  studentPhone: z
    .string({ error: M.studentPhoneInvalid })
    .trim()
    .regex(MOBILE_PATTERN, M.studentPhoneInvalid),
});
export type AddStudentBody = z.input<typeof AddStudentBody>;

export const ClassStudent = z.object({
  enrolmentCode: z.string(),
  studentName: z.string(),
  /** Masked for display: 138****5678. */
  studentPhone: z.string(),
  /** The course application it came from (course applications issue); null for an office registration. */
  applyCode: z.string().nullable(),
  placedTime: z.string().nullable(),
  signInCount: z.number(),
});
export type ClassStudent = z.infer<typeof ClassStudent>;

export const ClassSession = z.object({
  sessionCode: z.string(),
  sessionDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  signInCount: z.number(),
  studentCount: z.number(),
});
export type ClassSession = z.infer<typeof ClassSession>;

export const SessionSignIn = z.object({
  enrolmentCode: z.string(),
  studentName: z.string(),
  studentPhone: z.string(),
  signed: z.boolean(),
  signTime: z.string().nullable(),
  recorder: z.string().nullable(),
});
export type SessionSignIn = z.infer<typeof SessionSignIn>;

export const SignInBody = z.object({
  sessionCode: SessionCode,
  enrolmentCodes: z.array(EnrolmentCode, { error: M.signInEmpty }).min(1, M.signInEmpty).max(L.capacityMax),
});

const byClass = z.object({ classCode: ClassCode });

export const courseRoutes = {
  getBDCourseList: defineRoute({
    method: 'GET',
    path: '/train/course/getBDCourseList',
    summary:
      '课程分页列表（approveType：0 审核中，2 审核驳回，5 审核通过，9 强制下线，1 已上线，4 已下线；按名称、价格区间（分）、类型、培训性质筛选；企业人员只见本企业课程）',
    access: perm('course:list'),
    query: CourseListQuery,
    response: pageOf(CourseRow),
    changesData: false,
  }),
  countByCompany: defineRoute({
    method: 'GET',
    path: '/train/course/countByCompany',
    summary: '各审核状态的课程数（与列表同样的筛选条件，不含 approveType；企业人员为本企业）',
    access: perm('course:list'),
    query: CourseFilters,
    response: z.array(CourseStateCount),
    changesData: false,
  }),
  getCouseByCmpyCode: defineRoute({
    method: 'GET',
    path: '/train/course/getCouseByCmpyCode',
    summary: '某企业的课程选项（课程编号与名称，不含已删除；企业人员为本企业）',
    access: perm('course:list'),
    query: z.object({ cmpyCode: optional(CmpyCode) }),
    response: z.array(z.object({ courseCode: z.string(), courseName: z.string(), approveType: z.number() })),
    changesData: false,
  }),
  getBDCourseInfo: defineRoute({
    method: 'GET',
    path: '/train/course/getBDCourseInfo',
    summary: '课程详情：封面、视频、介绍、标签、地址、报名时间、报名表及状态记录',
    access: perm('course:list'),
    query: byCourse,
    response: CourseDetail,
    changesData: false,
  }),
  addBDCourse: defineRoute({
    method: 'POST',
    path: '/train/course/addBDCourse',
    summary: '新增课程（封面、视频须为审核通过的素材；价格以分计），提交后进入审核中',
    access: perm('course:add'),
    body: CourseAddBody,
    response: z.object({ courseCode: z.string() }),
    changesData: true,
  }),
  saveCourseInfo: defineRoute({
    method: 'POST',
    path: '/train/course/saveCourseInfo',
    summary: '编辑课程（已上线的须先下线；保存后重新进入审核中）',
    access: perm('course:edit'),
    body: CourseSaveBody,
    response: z.null(),
    changesData: true,
  }),
  updateBDCourseState: defineRoute({
    method: 'POST',
    path: '/train/course/updateBDCourseState',
    summary: '审核课程：approveType 5 通过，2 驳回（须填原因），9 强制下线（须填原因）',
    access: perm('course:approve'),
    body: CourseReviewBody,
    response: z.null(),
    changesData: true,
  }),
  changeOnlineType: defineRoute({
    method: 'GET',
    path: '/train/course/changeOnlineType',
    summary: '课程上下线：onlineType 2 下线（下线成功），其他上线（上线成功，审核通过或已下线的课程）',
    access: perm('course:online'),
    query: ChangeOnlineTypeQuery,
    response: z.null(),
    changesData: true,
  }),
  refreshCourse: defineRoute({
    method: 'GET',
    path: '/train/course/refreshCourse',
    summary: '刷新已上线课程（排到列表前面）',
    access: perm('course:refresh'),
    query: byCourse,
    response: z.null(),
    changesData: true,
  }),
  delByCourseCode: defineRoute({
    method: 'GET',
    path: '/train/course/delByCourseCode',
    summary: '删除课程（已上线的须先下线；班级与签到记录保留）',
    access: perm('course:remove'),
    query: byCourse,
    response: z.null(),
    changesData: true,
  }),
  classList: defineRoute({
    method: 'GET',
    path: '/train/course/class/list',
    summary: '课程的班级（班次）：日期、时间、地点、教师、人数、课次与出勤率',
    access: perm('course:list'),
    query: byCourse,
    response: z.array(CourseClass),
    changesData: false,
  }),
  saveClass: defineRoute({
    method: 'POST',
    path: '/train/course/class/save',
    summary: '新增或编辑班级（各班人数之和不超过课程招生人数；每天一次课次）',
    access: perm('course:edit'),
    body: ClassSaveBody,
    response: z.object({ classCode: z.string() }),
    changesData: true,
  }),
  delClass: defineRoute({
    method: 'GET',
    path: '/train/course/class/del',
    summary: '删除班级（班内无学员时）',
    access: perm('course:edit'),
    query: byClass,
    response: z.null(),
    changesData: true,
  }),
  classStudents: defineRoute({
    method: 'GET',
    path: '/train/course/class/students',
    summary: '班级学员及各自签到次数',
    access: perm('course:list'),
    query: byClass,
    response: z.array(ClassStudent),
    changesData: false,
  }),
  addStudent: defineRoute({
    method: 'POST',
    path: '/train/course/class/addStudent',
    summary: '把学员安排进班级（班级满员时拒绝；同一课程同一手机号只在一个班）',
    access: perm('course:edit'),
    body: AddStudentBody,
    response: z.object({ enrolmentCode: z.string() }),
    changesData: true,
  }),
  removeStudent: defineRoute({
    method: 'GET',
    path: '/train/course/class/removeStudent',
    summary: '把学员移出班级（签到记录保留）',
    access: perm('course:edit'),
    query: z.object({ enrolmentCode: EnrolmentCode }),
    response: z.null(),
    changesData: true,
  }),
  classSessions: defineRoute({
    method: 'GET',
    path: '/train/course/class/sessions',
    summary: '班级的课次及每次签到人数',
    access: perm('course:list'),
    query: byClass,
    response: z.array(ClassSession),
    changesData: false,
  }),
  sessionSignIns: defineRoute({
    method: 'GET',
    path: '/train/course/class/signInList',
    summary: '某课次的学员签到情况（签到时间与记录人）',
    access: perm('course:list'),
    query: z.object({ sessionCode: SessionCode }),
    response: z.array(SessionSignIn),
    changesData: false,
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/train/course/class/signIn',
    summary: '为课次登记签到（记录时间与记录人；已签到的不重复记录；课次当天起可签）',
    access: perm('course:edit'),
    body: SignInBody,
    response: z.object({ signed: z.number() }),
    changesData: true,
  }),
};
