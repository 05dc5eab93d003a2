import { z } from 'zod';
import { defineRoute, perm } from '../platform/route.ts';
import { AREA_CODES } from '../system/resource-tree.ts';

/** One state's count, with the list it links to. */
const StateCount = z.object({ state: z.number(), stateName: z.string(), num: z.number() });

export const TrainHomeSession = z.object({
  courseCode: z.string(),
  courseName: z.string(),
  className: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
  teacherName: z.string(),
  studentCount: z.number(),
  signInCount: z.number(),
});
export type TrainHomeSession = z.infer<typeof TrainHomeSession>;

export const TrainHomeFigures = z.object({
  /** Beijing date the figures are of. */
  today: z.string(),
  courses: z.array(StateCount),
  /** Courses created in the last 7 days. */
  coursesThisWeek: z.number(),
  /** Classes whose days include today, and their students. */
  classesToday: z.number(),
  studentsInClassToday: z.number(),
  /** Sign-ins recorded for today's sessions. */
  signInsToday: z.number(),
  /** Students placed in the last 7 days. */
  enrolmentsThisWeek: z.number(),
  /** Sign-ins over students × sessions held, last 30 days; null without sessions. */
  attendanceRate30d: z.number().nullable(),
  onlineCourses: z.array(StateCount),
  sessionsToday: z.array(TrainHomeSession),
});
export type TrainHomeFigures = z.infer<typeof TrainHomeFigures>;

export const trainHomeRoutes = {
  figures: defineRoute({
    method: 'GET',
    path: '/train/home/figures',
    summary:
      '培训首页今日数据：各状态课程数、本周新增课程与入班学员、今日开课班级与签到、近30天出勤率、线上课程各状态数（企业人员为本机构）',
    access: perm(AREA_CODES.train),
    response: TrainHomeFigures,
    changesData: false,
  }),
};
