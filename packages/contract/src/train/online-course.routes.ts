import { z } from 'zod';
import { CmpyCode, StateHistoryItem } from '../cmpy/company.ts';
import { blankAsUndefined, materialCodeSchema } from '../common/material-rules.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import {
  htmlHasContent,
  onlineCourseLimits as L,
  onlineCourseMessages as M,
  ONLINE_COURSE_LIVE_STATES,
  OnlineCourseType,
} from './online-course.ts';

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUndefined, schema.optional());

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A business code as inputs carry it (course, chapter, lesson, label). */
const codeOf = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(40, missing);

export const OnlineCourseCode = codeOf('缺少课程编号');

const courseTypeSchema = z.coerce
  .number({ error: M.typeInvalid })
  .pipe(z.literal(Object.values(OnlineCourseType), { error: M.typeInvalid }));

const liveStateSchema = z.coerce
  .number({ error: '课程状态只能是0、1、2或4' })
  .pipe(z.literal(ONLINE_COURSE_LIVE_STATES, { error: '课程状态只能是0、1、2或4' }));

export const OnlineLessonInput = z
  .object({
    /** Kept from the loaded course so a lesson keeps its identity across edits; absent for a new lesson. */
    lessonCode: optional(codeOf('课时编号不合法')),
    lessonName: text(M.lessonNameRequired, L.lessonNameMax, M.lessonNameTooLong),
    lessonIntro: z.string().trim().max(L.lessonIntroMax, M.lessonIntroTooLong).optional().default(''),
    /** A passed video of the library. */
    videoCode: optional(materialCodeSchema),
    /** Passed images of the library, in the order shown. */
    pictureCodes: z
      .array(materialCodeSchema, { error: M.pictureMissing })
      .max(L.picturesPerLessonMax, M.picturesTooMany)
      .optional()
      .default([]),
  })
  .refine((lesson) => !!lesson.videoCode || lesson.pictureCodes.length > 0, {
    message: M.lessonMediaRequired,
    path: ['videoCode'],
  });
export type OnlineLessonInput = z.input<typeof OnlineLessonInput>;

export const OnlineChapterInput = z.object({
  chapterCode: optional(codeOf('章节编号不合法')),
  chapterName: text(M.chapterNameRequired, L.chapterNameMax, M.chapterNameTooLong),
  lessons: z
    .array(OnlineLessonInput, { error: M.lessonsRequired })
    .min(1, M.lessonsRequired)
    .max(L.lessonsPerChapterMax, M.lessonsTooMany),
});
export type OnlineChapterInput = z.input<typeof OnlineChapterInput>;

const courseFields = {
  courseName: text(M.nameRequired, L.nameMax, M.nameTooLong),
  courseType: courseTypeSchema,
  /** Operators: the training school the course belongs to (absent: a platform course). Staff: their own. */
  cmpyCode: optional(CmpyCode),
  teacherName: z.string().trim().max(L.teacherMax, M.teacherTooLong).optional().default(''),
  /** The cover: a passed image of the library. */
  coverCode: z.preprocess(
    blankAsUndefined,
    z.string({ error: M.coverRequired }).trim().min(1, M.coverRequired).max(40, M.coverMissing),
  ),
  /** Rich text (sanitised by the server). */
  courseIntro: z
    .string({ error: M.introRequired })
    .max(L.introMax, M.introTooLong)
    .refine(htmlHasContent, M.introRequired),
  /** Training labels of type 1 (技能). */
  labelCodes: z
    .array(codeOf(M.labelMissing), { error: M.labelMissing })
    .max(L.labelsMax, M.labelsTooMany)
    .optional()
    .default([]),
  chapters: z
    .array(OnlineChapterInput, { error: M.chaptersRequired })
    .min(1, M.chaptersRequired)
    .max(L.chaptersMax, M.chaptersTooMany),
};

/** Chapter and lesson codes sent back must each appear once. */
function uniqueCodes(
  body: { chapters: { chapterCode?: string | undefined; lessons: { lessonCode?: string | undefined }[] }[] },
  ctx: z.RefinementCtx,
) {
  const codes = body.chapters.flatMap((chapter) => [
    chapter.chapterCode,
    ...chapter.lessons.map((lesson) => lesson.lessonCode),
  ]);
  const given = codes.filter((code): code is string => !!code);
  if (new Set(given).size !== given.length)
    ctx.addIssue({ code: 'custom', message: M.duplicateCode, path: ['chapters'] });
}

export const OnlineCourseAddBody = z.object(courseFields).superRefine(uniqueCodes);
export type OnlineCourseAddBody = z.input<typeof OnlineCourseAddBody>;
export type OnlineCourseInput = z.output<typeof OnlineCourseAddBody>;

export const OnlineCourseEditBody = z
  .object({ courseCode: OnlineCourseCode, ...courseFields })
  .superRefine(uniqueCodes);
export type OnlineCourseEditBody = z.input<typeof OnlineCourseEditBody>;

/** Filters of the list; the counts take the same ones but the state. */
const filters = {
  courseName: optional(z.string().trim().max(L.nameMax, M.nameTooLong)),
  courseType: optional(courseTypeSchema),
  /** Operators: one school's courses. Staff always see their own. */
  cmpyCode: optional(CmpyCode),
  labelCode: optional(codeOf('标签编号不合法')),
};
export const OnlineCourseFilters = z.object(filters);
export type OnlineCourseFilters = z.input<typeof OnlineCourseFilters>;

export const OnlineCourseListQuery = z.object({
  ...pageParams,
  ...filters,
  state: optional(liveStateSchema),
});

export const OnlineCourseRow = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  courseType: z.number(),
  courseTypeName: z.string(),
  /** null: a platform course. */
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  teacherName: z.string(),
  coverUrl: z.string().nullable(),
  labelNames: z.array(z.string()),
  chapterCount: z.number(),
  lessonCount: z.number(),
  state: z.number(),
  stateName: z.string(),
  /** The reviewer's reason while rejected; null otherwise. */
  rejectReason: z.string().nullable(),
  onlineTime: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type OnlineCourseRow = z.infer<typeof OnlineCourseRow>;

export const OnlineMedia = z.object({
  materialCode: z.string(),
  materialName: z.string(),
  /** Signed URL (12 h); null when the file is gone or a video is still processing. */
  url: z.string().nullable(),
});
export type OnlineMedia = z.infer<typeof OnlineMedia>;

export const OnlineLesson = z.object({
  lessonCode: z.string(),
  lessonName: z.string(),
  lessonIntro: z.string(),
  video: OnlineMedia.nullable(),
  pictures: z.array(OnlineMedia),
});
export type OnlineLesson = z.infer<typeof OnlineLesson>;

export const OnlineChapter = z.object({
  chapterCode: z.string(),
  chapterName: z.string(),
  lessons: z.array(OnlineLesson),
});
export type OnlineChapter = z.infer<typeof OnlineChapter>;

export const OnlineCourseDetail = OnlineCourseRow.extend({
  cover: OnlineMedia.nullable(),
  courseIntro: z.string(),
  labels: z.array(z.object({ labelCode: z.string(), labelName: z.string() })),
  chapters: z.array(OnlineChapter),
  history: z.array(StateHistoryItem),
});
export type OnlineCourseDetail = z.infer<typeof OnlineCourseDetail>;

export const OnlineCourseStateCount = z.object({ state: z.number(), stateName: z.string(), num: z.number() });
export type OnlineCourseStateCount = z.infer<typeof OnlineCourseStateCount>;

export const OnlineCourseCheckQuery = z
  .object({
    courseCode: OnlineCourseCode,
    /** 1 pass (the course goes online), 2 reject (remark required). */
    checkState: z.coerce
      .number({ error: M.checkStateInvalid })
      .pipe(z.literal([1, 2], { error: M.checkStateInvalid })),
    remark: optional(z.string().trim().max(L.reasonMax, M.reasonTooLong)),
  })
  .refine((q) => q.checkState !== 2 || !!q.remark, { message: M.rejectReasonRequired, path: ['remark'] });

const byCode = z.object({ courseCode: OnlineCourseCode });

export const onlineCourseRoutes = {
  getOnlineCourseList: defineRoute({
    method: 'GET',
    path: '/train/getOnlineCourseList',
    summary:
      '线上课程分页列表（state：0 审核中，1 已上线，2 审核驳回，4 已下线；按名称、类型、所属企业、标签筛选；企业人员只见本企业课程）',
    access: perm('onlineCourse:list'),
    query: OnlineCourseListQuery,
    response: pageOf(OnlineCourseRow),
    changesData: false,
  }),
  getCountByState: defineRoute({
    method: 'GET',
    path: '/train/getCountByState',
    summary: '各状态的线上课程数（与列表同样的筛选条件，不含 state）：每个状态一行 {state, stateName, num}',
    access: perm('onlineCourse:list'),
    query: OnlineCourseFilters,
    response: z.array(OnlineCourseStateCount),
    changesData: false,
  }),
  getOnlineCourseInfo: defineRoute({
    method: 'GET',
    path: '/train/getOnlineCourseInfo',
    summary: '线上课程详情：封面、介绍、标签、章节与课时（视频、图片地址）及状态记录',
    access: perm('onlineCourse:list'),
    query: byCode,
    response: OnlineCourseDetail,
    changesData: false,
  }),
  addOnlineCourse: defineRoute({
    method: 'POST',
    path: '/train/addOnlineCourse',
    summary: '新增线上课程（含章节与课时；视频、图片须为审核通过的素材），提交后进入审核中',
    access: perm('onlineCourse:add'),
    body: OnlineCourseAddBody,
    response: z.object({ courseCode: z.string() }),
    changesData: true,
  }),
  editOnlineCourse: defineRoute({
    method: 'POST',
    path: '/train/editOnlineCourse',
    summary: '编辑线上课程（审核中、审核驳回、已下线可编辑；保存后重新进入审核中）；章节与课时整体替换',
    access: perm('onlineCourse:edit'),
    body: OnlineCourseEditBody,
    response: z.null(),
    changesData: true,
  }),
  checkOnlineCourse: defineRoute({
    method: 'GET',
    path: '/train/checkOnlineCourse',
    summary: '审核线上课程：checkState 1 通过（直接上线），2 驳回（须填写 remark）',
    access: perm('onlineCourse:check'),
    query: OnlineCourseCheckQuery,
    response: z.null(),
    changesData: true,
  }),
  downLineCourse: defineRoute({
    method: 'GET',
    path: '/train/downLineCourse',
    summary: '下线线上课程（仅已上线的课程）',
    access: perm('onlineCourse:downline'),
    query: byCode,
    response: z.null(),
    changesData: true,
  }),
  delOnlineCourse: defineRoute({
    method: 'GET',
    path: '/train/delOnlineCourse',
    summary: '删除线上课程（已上线的须先下线）',
    access: perm('onlineCourse:remove'),
    query: byCode,
    response: z.null(),
    changesData: true,
  }),
};
