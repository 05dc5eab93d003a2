import { defineLifecycle } from '../platform/lifecycle.ts';
import { TrainLabelType } from './label.routes.ts';

/**
 * Online (video) courses (platform §7 Training): a course of a training school (or the platform) made of
 * chapters, each made of lessons; a lesson shows a video and/or pictures of the material library. The model
 * follows Moodle (course → section → activity), Open edX (course → chapter → unit) and Odoo eLearning
 * (channel → section → slide), flattened to the two levels a Chinese skills platform shows (章 → 节).
 */

/** States of an online course; 9 is the soft delete (never listed). */
export const OnlineCourseState = { review: 0, online: 1, rejected: 2, offline: 4, deleted: 9 } as const;
export type OnlineCourseState = (typeof OnlineCourseState)[keyof typeof OnlineCourseState];

/**
 * Who may do what to an online course, and from which state:
 * - saving an existing course (edit) sends it back to review; an online course must be taken offline first;
 * - reviewers (onlineCourse:check) pass a course under review, which puts it online at once, or reject it
 *   with a reason;
 * - an online course is taken offline (onlineCourse:downline); it comes back only through edit and review;
 * - an online course cannot be deleted; any other may (soft delete).
 */
export const onlineCourseLifecycle = defineLifecycle({
  entity: 'onlineCourse',
  states: { 0: '审核中', 1: '已上线', 2: '审核驳回', 4: '已下线', 9: '已删除' },
  actions: {
    edit: { from: [0, 2, 4], to: 0, permission: 'onlineCourse:edit', label: '编辑', success: '更新成功' },
    pass: { from: [0], to: 1, permission: 'onlineCourse:check', label: '审核通过', success: '上线成功' },
    reject: { from: [0], to: 2, permission: 'onlineCourse:check', label: '审核驳回', success: '操作成功' },
    downLine: { from: [1], to: 4, permission: 'onlineCourse:downline', label: '下线', success: '下线成功' },
    remove: { from: [0, 2, 4], to: 9, permission: 'onlineCourse:remove', label: '删除', success: '删除成功' },
  },
});
export type OnlineCourseAction = keyof typeof onlineCourseLifecycle.actions;

/** The states a list shows and counts (everything but deleted), in tab order. */
export const ONLINE_COURSE_LIVE_STATES = [0, 1, 2, 4] as const;

/** List tabs: 'all' and each live state; getCountByState answers one count per state. */
export const onlineCourseTabs = [
  { key: 'all', label: '全部' },
  { key: '0', label: '审核中' },
  { key: '1', label: '已上线' },
  { key: '2', label: '审核驳回' },
  { key: '4', label: '已下线' },
] as const;
export type OnlineCourseTabKey = (typeof onlineCourseTabs)[number]['key'];

/** Course type (platform §3 type labels without 0 全部): 1 skill, 2 education. */
export const OnlineCourseType = { skill: 1, education: 2 } as const;
export const onlineCourseTypeNames: Record<number, string> = { 1: '技能', 2: '学历' };

/** Course labels are training labels of this type (platform §7: labelType 1 for courses). */
export const ONLINE_COURSE_LABEL_TYPE = TrainLabelType.skill;

export const onlineCourseLimits = {
  nameMax: 50,
  teacherMax: 20,
  /** HTML characters of the introduction. */
  introMax: 20000,
  labelsMax: 8,
  chaptersMax: 30,
  lessonsPerChapterMax: 50,
  chapterNameMax: 50,
  lessonNameMax: 50,
  lessonIntroMax: 200,
  /** Pictures of one lesson (media dialogs page by 9). */
  picturesPerLessonMax: 9,
  reasonMax: 200,
} as const;

const L = onlineCourseLimits;

export const onlineCourseMessages = {
  notFound: '线上课程不存在',
  nameRequired: '请输入课程名称',
  nameTooLong: `课程名称最多${L.nameMax}个字符`,
  typeInvalid: '课程类型只能是1技能、2学历',
  teacherTooLong: `授课教师最多${L.teacherMax}个字符`,
  coverRequired: '请选择课程封面',
  introRequired: '请输入课程介绍',
  introTooLong: `课程介绍最多${L.introMax}个字符`,
  labelsTooMany: `课程标签最多${L.labelsMax}个`,
  labelMissing: '课程标签不存在或不是技能标签，请重新选择',
  chaptersRequired: '请至少添加一个章节',
  chaptersTooMany: `章节最多${L.chaptersMax}个`,
  chapterNameRequired: '请输入章节名称',
  chapterNameTooLong: `章节名称最多${L.chapterNameMax}个字符`,
  lessonsRequired: '每个章节至少添加一个课时',
  lessonsTooMany: `每个章节最多${L.lessonsPerChapterMax}个课时`,
  lessonNameRequired: '请输入课时名称',
  lessonNameTooLong: `课时名称最多${L.lessonNameMax}个字符`,
  lessonIntroTooLong: `课时简介最多${L.lessonIntroMax}个字符`,
  lessonMediaRequired: '每个课时须选择视频或图片',
  picturesTooMany: `每个课时最多${L.picturesPerLessonMax}张图片`,
  duplicateCode: '章节或课时编号重复',
  coverMissing: '课程封面须为本企业或平台素材库中审核通过的图片',
  videoMissing: '课时视频须为本企业或平台素材库中审核通过的视频',
  pictureMissing: '课时图片须为本企业或平台素材库中审核通过的图片',
  companyMissing: '所属企业不存在',
  companyNotCertified: '该企业尚未通过认证，不能发布线上课程',
  companyNotOwn: '只能为本企业发布线上课程',
  checkStateInvalid: '审核结果只能是1通过或2驳回',
  rejectReasonRequired: '请输入驳回原因',
  reasonTooLong: `驳回原因最多${L.reasonMax}个字符`,
} as const;

/** Plain text of an HTML fragment (tags dropped, common entities read), for the required check. */
export function htmlPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) =>
      name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'amp' ? '&' : name === 'quot' ? '"' : "'",
    )
    .trim();
}

/** An introduction says something: some text, or at least a picture. */
export const htmlHasContent = (html: string): boolean => htmlPlainText(html) !== '' || /<img\b/i.test(html);
