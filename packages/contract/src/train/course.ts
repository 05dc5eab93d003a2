import { defineLifecycle } from '../platform/lifecycle.ts';
import { TrainLabelType } from './label.routes.ts';

/**
 * Training courses (线下培训课程, platform §3, §4, §7 Training) and the classes they run as. A course is
 * what a training school offers (name, type, nature, price, capacity, application window, place, the custom
 * application form); it runs as one or more classes (班次) with their dates, times, place, teacher and
 * capacity; students are placed in a class (an enrolment) and sign in per session (课次). The model follows
 * Moodle (course → group, attendance session → log), Odoo eLearning/Events (event → registration →
 * attendance) and Open edX (course run → enrollment), see docs/decisions.md (Training).
 */

/** approveType of a course (§4); 99 is the soft delete (never listed). */
export const CourseApproveType = {
  review: 0,
  online: 1,
  rejected: 2,
  offline: 4,
  approved: 5,
  forcedOffline: 9,
  deleted: 99,
} as const;
export type CourseApproveType = (typeof CourseApproveType)[keyof typeof CourseApproveType];

/**
 * Who may do what to a course, and from which approveType:
 * - saving an existing course (saveCourseInfo) sends it back to review; an online course must be taken
 *   offline first; a forcibly offlined course comes back only this way;
 * - reviewers (course:approve) pass a course under review (approved, not yet online) or reject it with a
 *   reason, and force an approved, online or offline course offline with a reason;
 * - the school puts an approved or offline course online and takes an online one offline (changeOnlineType);
 * - refreshCourse moves an online course to the top of the lists;
 * - any course but an online one may be deleted (soft delete, history kept).
 */
export const courseLifecycle = defineLifecycle({
  entity: 'course',
  states: {
    0: '审核中',
    1: '已上线',
    2: '审核驳回',
    4: '已下线',
    5: '审核通过',
    9: '强制下线',
    99: '已删除',
  },
  actions: {
    edit: { from: [0, 2, 4, 5, 9], to: 0, permission: 'course:edit', label: '编辑', success: '更新成功' },
    pass: { from: [0], to: 5, permission: 'course:approve', label: '审核通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'course:approve', label: '审核驳回', success: '操作成功' },
    forcedOffline: {
      from: [1, 4, 5],
      to: 9,
      permission: 'course:approve',
      label: '强制下线',
      success: '操作成功',
    },
    online: { from: [4, 5], to: 1, permission: 'course:online', label: '上线', success: '上线成功' },
    offline: { from: [1], to: 4, permission: 'course:online', label: '下线', success: '下线成功' },
    refresh: { from: [1], to: 1, permission: 'course:refresh', label: '刷新', success: '刷新成功' },
    remove: {
      from: [0, 2, 4, 5, 9],
      to: 99,
      permission: 'course:remove',
      label: '删除',
      success: '删除成功',
    },
  },
});
export type CourseAction = keyof typeof courseLifecycle.actions;

/** The states a list shows and counts (everything but deleted), in the spec's tab order. */
export const COURSE_LIVE_STATES = [0, 2, 5, 9, 1, 4] as const;

/** List tabs: 'all' and each live approveType (§4 order). */
export const courseTabs = [
  { key: 'all', label: '全部' },
  { key: '0', label: '审核中' },
  { key: '2', label: '审核驳回' },
  { key: '5', label: '审核通过' },
  { key: '9', label: '强制下线' },
  { key: '1', label: '已上线' },
  { key: '4', label: '已下线' },
] as const;
export type CourseTabKey = (typeof courseTabs)[number]['key'];

/** Course type (§3 type labels): 0 all (a filter only), 1 skill, 2 education. */
export const CourseType = { all: 0, skill: 1, education: 2 } as const;
export const courseTypeNames: Record<number, string> = { 0: '全部', 1: '技能', 2: '学历' };

/**
 * Course nature (培训性质), the categories of China's subsidised vocational training (职业技能提升行动): who
 * the course is for and which subsidy it may claim.
 */
export const CourseNature = { employment: 1, upgrade: 2, startup: 3, apprentice: 4, special: 5 } as const;
export const courseNatureNames: Record<number, string> = {
  1: '就业技能培训',
  2: '岗位技能提升培训',
  3: '创业培训',
  4: '新型学徒制培训',
  5: '专项职业能力培训',
};

/** onlineType of changeOnlineType: 2 takes the course offline (下线成功); anything else puts it online. */
export const CourseOnlineType = { online: 1, offline: 2 } as const;

/** The review call's approveType: 5 pass, 2 reject (reason), 9 forced offline (reason). */
export const COURSE_REVIEW_RESULTS = [5, 2, 9] as const;

/** Course labels are training labels of type 1 (platform §7). */
export const COURSE_LABEL_TYPE = TrainLabelType.skill;

export const courseLimits = {
  nameMax: 50,
  introMax: 20000,
  labelsMax: 8,
  coversMax: 6,
  /** 10 万元, in cents. */
  priceMaxCents: 10_000_000,
  capacityMax: 10000,
  addressMax: 100,
  contactMax: 20,
  reasonMax: 200,
  classNameMax: 30,
  placeMax: 100,
  teacherMax: 20,
  /** Days a class may run (its sessions are one a day). */
  classDaysMax: 180,
  studentNameMax: 20,
} as const;

const L = courseLimits;

export const courseMessages = {
  notFound: '课程不存在',
  nameRequired: '请输入课程名称',
  nameTooLong: `课程名称最多${L.nameMax}个字符`,
  typeInvalid: '课程类型只能是1技能、2学历',
  typeFilterInvalid: '课程类型只能是0全部、1技能、2学历',
  natureInvalid: '请选择培训性质',
  priceInvalid: '课程价格须为不小于0的整数（分）',
  priceTooHigh: `课程价格不能超过${L.priceMaxCents / 100}元`,
  priceRequired: '收费课程请填写价格',
  priceRangeInvalid: '价格下限不能大于价格上限',
  capacityInvalid: `招生人数须为1到${L.capacityMax}之间的整数`,
  coverRequired: '请选择课程封面',
  coversTooMany: `课程封面最多${L.coversMax}张`,
  coverMissing: '课程封面须为本企业或平台素材库中审核通过的图片',
  videoMissing: '课程视频须为本企业或平台素材库中审核通过的视频',
  introRequired: '请输入课程介绍',
  introTooLong: `课程介绍最多${L.introMax}个字符`,
  labelsTooMany: `课程标签最多${L.labelsMax}个`,
  labelMissing: '课程标签不存在或不是技能标签，请重新选择',
  applyWindowInvalid: '报名截止时间须晚于报名开始时间',
  regionMissing: '所选地区不存在',
  regionChain: '所选省、市、区县、街道不属于同一地区',
  formMissing: '报名表不存在或不属于本企业',
  companyMissing: '所属企业不存在',
  companyNotCertified: '该企业尚未通过认证，不能发布课程',
  companyNotOwn: '只能为本企业发布课程',
  reviewInvalid: '审核结果只能是5通过、2驳回或9强制下线',
  reasonRequired: '请输入原因',
  reasonTooLong: `原因最多${L.reasonMax}个字符`,
  classNotFound: '班级不存在',
  classNameRequired: '请输入班级名称',
  classNameTooLong: `班级名称最多${L.classNameMax}个字符`,
  classDatesInvalid: '结班日期不能早于开班日期',
  classTooLong: `一个班级最多${L.classDaysMax}天`,
  classTimesInvalid: '下课时间须晚于上课时间',
  placeRequired: '请输入上课地点',
  classCapacityInvalid: `班级人数须为1到${L.capacityMax}之间的整数`,
  classCapacityOverCourse: '各班级人数之和不能超过课程招生人数',
  classCapacityBelowStudents: '班级人数不能少于已在班学员人数',
  classDatesLocked: '班级已有签到记录，不能修改上课日期和时间',
  classHasStudents: '班级内还有学员，不能删除',
  courseNotOpen: '课程未通过审核，不能安排班级和学员',
  classFull: '班级人数已满',
  studentNameRequired: '请输入学员姓名',
  studentNameTooLong: `学员姓名最多${L.studentNameMax}个字符`,
  studentPhoneInvalid: '手机号码格式不正确',
  studentDuplicate: '该学员已在本课程的班级中',
  enrolmentNotFound: '学员不存在',
  sessionNotFound: '课次不存在',
  sessionNotStarted: '课次尚未开始，不能签到',
  signInStudentMissing: '签到学员不在本班级中',
  signInEmpty: '请选择签到学员',
} as const;

/** A class's own state, derived from its dates and today (Asia/Shanghai). */
export const ClassState = { notStarted: 0, running: 1, finished: 2 } as const;
export const classStateNames: Record<number, string> = { 0: '未开班', 1: '进行中', 2: '已结班' };
