import { z } from 'zod';
import { defineRoute, perm } from '../platform/route.ts';
import { AREA_CODES } from '../system/resource-tree.ts';
import { StatisFilter, StatisResult, statisExportBody } from './statistics.ts';

const TRAIN = '/train/statis/yj';
const CMPY = '/statistics/statistics-cmpy';
const ZF = '/cmpy/statis/zf';

const trainCall = (name: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `${TRAIN}/${name}`,
    summary: `课程统计：${summary}（企业人员为本机构）`,
    access: perm('train:statis'),
    changesData: false,
    body: StatisFilter,
    response: StatisResult,
  });

/** The ten course-statistics calls (spec §7 Training: POST /train/statis/yj/*). */
export const trainStatisCalls = {
  classStatis: trainCall('classStatis', '区间内开班的班级数及未开班、进行中、已结班'),
  classUseRate: trainCall('classUseRate', '班级容量使用率：各课程容量与在班学员'),
  cmpyCourse: trainCall('cmpyCourse', '各机构新增课程、开班与入班学员'),
  courseClassMon: trainCall('courseClassMon', '按月开班数'),
  courseClassStudent: trainCall('courseClassStudent', '各班级学员数与签到次数'),
  courseInfoMon: trainCall('courseInfoMon', '按月新增课程（技能、学历）'),
  courseInfoStatis: trainCall('courseInfoStatis', '新增课程按审核状态与课程性质'),
  courseSignIn: trainCall('courseSignIn', '签到率：按月应签与实签'),
  courseStudentMon: trainCall('courseStudentMon', '按月入班学员'),
  studentStatis: trainCall('studentStatis', '学员：入班、移出、签到过的学员，各课程学员'),
};
export type TrainStatisCall = keyof typeof trainStatisCalls;
export const TRAIN_STATIS_CALLS = Object.keys(trainStatisCalls) as [TrainStatisCall, ...TrainStatisCall[]];

const cmpyCall = (name: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `${CMPY}/${name}`,
    summary: `统计分析（企业）：${summary}（企业人员为本企业）`,
    access: perm('statistics:view'),
    changesData: false,
    body: StatisFilter,
    response: StatisResult,
  });

const zfCall = (path: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    summary: `统计分析（政府）：${summary}`,
    access: perm('statistics:view'),
    changesData: false,
    query: StatisFilter,
    response: StatisResult,
  });

/** The company view (POST /statistics/statistics-cmpy/*) and the government view (GET …/statis/zf/*). */
export const statisticsCalls = {
  queryCmpyDayStatistics: cmpyCall('queryCmpyDayStatistics', '按日新注册企业与通过认证企业'),
  queryCmpyStatistics: cmpyCall('queryCmpyStatistics', '企业认证状态、在线职位、招聘人数、报名与入职'),
  queryStatisticsApplyDay: cmpyCall('queryStatisticsApplyDay', '按日报名、录用与入职'),
  queryStatisticsCourse: cmpyCall('queryStatisticsCourse', '培训课程、开班、入班学员与签到'),
  queryStatisticsJobApplyDay: cmpyCall('queryStatisticsJobApplyDay', '报名最多的职位按日报名数'),
  queryStatisticsRecruit: cmpyCall('queryStatisticsRecruit', '招聘漏斗：报名按当前阶段，入职按工种大类'),
  queryCmpyCount: zfCall(`${ZF}/queryCmpyCount`, '企业总数、认证状态、区间新增（按月、按区县）'),
  queryCmpyStaffIndustryCount: zfCall(
    `${ZF}/queryCmpyStaffIndustryCount`,
    '入职人员按行业（工种大类）与区县',
  ),
  queryIndustryCmpyCount: zfCall(`${ZF}/queryIndustryCmpyCount`, '发布职位的企业按行业（工种大类）'),
  queryProvideNeedCount: zfCall(`${ZF}/queryProvideNeedCount`, '供需：各工种大类招聘人数与报名人数'),
  querySpecialtyIndustryCmpyCount: zfCall(
    `${ZF}/querySpecialtyIndustryCmpyCount`,
    '发布职位的企业按细分工种（前15）',
  ),
  queryStudentAndTalents: zfCall(`${ZF}/queryStudentAndTalents`, '培训学员按月与求职人才按学历'),
  queryZfStaffIndustryCount: zfCall(
    '/userinfo/statis/zf/queryZfStaffIndustryCount',
    '求职人员按行业、年龄段、学历与性别',
  ),
};
export type StatisticsCall = keyof typeof statisticsCalls;
export const STATISTICS_CALLS = Object.keys(statisticsCalls) as [StatisticsCall, ...StatisticsCall[]];

export const statisticsRoutes = {
  ...trainStatisCalls,
  trainStatisExport: defineRoute({
    method: 'POST',
    path: `${TRAIN}/export`,
    chosenPath: true,
    summary: '课程统计：导出一张图表的数据为 xlsx（与该统计同样筛选）',
    access: perm('train:statis'),
    changesData: false,
    body: statisExportBody(TRAIN_STATIS_CALLS),
    response: z.null(),
    file: true,
  }),
  ...statisticsCalls,
  statisticsExport: defineRoute({
    method: 'POST',
    path: '/statistics/export',
    chosenPath: true,
    summary: '统计分析：导出一张图表的数据为 xlsx（与该统计同样筛选）',
    access: perm('statistics:view'),
    changesData: false,
    body: statisExportBody(STATISTICS_CALLS),
    response: z.null(),
    file: true,
  }),
  monitorFigures: defineRoute({
    method: 'GET',
    path: '/oddjobMarket/monitor/figures',
    chosenPath: true,
    summary:
      '零工监测：在线职位与招聘人数，今日/本周/本月报名与入职，运营中驿站，进行中活动，热门工种与区县（企业人员为本企业）',
    access: perm(AREA_CODES.oddjobMarket),
    changesData: false,
    response: StatisResult,
  }),
};
