import { z } from 'zod';
import { defineRoute, perm } from '../platform/route.ts';
import {
  AreaRow,
  BIGSCREEN,
  bigscreenMessages,
  CmpyOverview,
  EducationRow,
  RecruitAnalysis,
  ReportTimeQuery,
  SocialImportResult,
  SocialMonth,
  SocialTotal,
  UserCount,
  WarningThresholdBody,
  WarningThresholdInfo,
  WeatherForecast,
  WeatherQuery,
  WorkerAnalysis,
} from './bigscreen.ts';

const BASE = '/hrbd-bigscreen';
const view = perm('bigscreen:view');

/**
 * The big screen's calls (platform.md §7 Big screen): nine GETs, all with `reportTime` (a month) except the
 * social-security trend; weather takes `cityCode` (default 410184). Months not imported answer data null.
 */
export const bigscreenRoutes = {
  cmpyInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/report-cmpy/info`,
    summary:
      '企业概况：企业总数、已认证、当月新增、在招企业、在线职位与需求人数，及在招企业列表（需求人数多者在前）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: CmpyOverview,
  }),
  recruitAnalysis: defineRoute({
    method: 'GET',
    path: `${BASE}/report-recruit/analysis`,
    summary: '招聘分析：reportTime 所在年与上一年每月投递人次与录用人数（本年 reportTime 之后的月份为 null）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: RecruitAnalysis,
  }),
  workerAnalysis: defineRoute({
    method: 'GET',
    path: `${BASE}/report-worker/analysis`,
    summary: '岗位紧缺榜：在线职位按工种汇总需求人数、投递、录用与缺口（缺口 = 需求 − 录用，大者在前）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: WorkerAnalysis,
  }),
  userCount: defineRoute({
    method: 'GET',
    path: `${BASE}/report-worker/userCount`,
    summary:
      '求职者人数与预警数：recruitConNum 招聘预警、userConNum 用工预警、vacancyConNum 空缺预警（按运营设置的阈值）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: UserCount,
  }),
  weather: defineRoute({
    method: 'GET',
    path: `${BASE}/weather/city`,
    summary: `天气预报（cityCode 为6位行政区划代码，默认 ${BIGSCREEN.defaultCityCode}；由 WEATHER_AMAP_KEY 配置的高德天气提供；未配置时答 400 ${bigscreenMessages.weatherNotConfigured}）`,
    access: view,
    changesData: false,
    query: WeatherQuery,
    response: WeatherForecast,
  }),
  totalAnalysis: defineRoute({
    method: 'GET',
    path: `${BASE}/report-total/analysis`,
    summary: '社保合计与人员流入流出（reportTime 月份的导入数据；未导入时 data 为 null）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: SocialTotal.nullable(),
  }),
  socialSecurityAnalysis: defineRoute({
    method: 'GET',
    path: `${BASE}/report-social-security/analysis`,
    summary: `社保趋势：最近导入的 ${BIGSCREEN.trendMonths} 个月的社保数据（按月份升序；无参数）`,
    access: view,
    changesData: false,
    response: z.array(SocialMonth),
  }),
  userAnalysis: defineRoute({
    method: 'GET',
    path: `${BASE}/report-user/socialSecurityUserAnalysis`,
    summary: '区域分布：截至 reportTime 月末的求职者按所在区县计数（人数多者在前；未填写区县的单列）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: z.array(AreaRow),
  }),
  educationAnalysis: defineRoute({
    method: 'GET',
    path: `${BASE}/report-educational/socialSecurityEducational`,
    summary: '学历分布：截至 reportTime 月末的求职者按简历学历计数（按学历代码排列；未填写的单列）',
    access: view,
    changesData: false,
    query: ReportTimeQuery,
    response: z.array(EducationRow),
  }),
  thresholdInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/warning-threshold/info`,
    summary: '预警阈值（未保存过时为默认值，saved 为 false）',
    access: perm('bigscreen:setting'),
    changesData: false,
    chosenPath: true,
    response: WarningThresholdInfo,
  }),
  thresholdSave: defineRoute({
    method: 'POST',
    path: `${BASE}/warning-threshold/save`,
    summary: '保存预警阈值',
    access: perm('bigscreen:setting'),
    changesData: true,
    chosenPath: true,
    body: WarningThresholdBody,
    response: WarningThresholdInfo,
  }),
  socialImport: defineRoute({
    method: 'POST',
    path: `${BASE}/report-social-security/import`,
    summary:
      '导入社保与人员流动月度数据（multipart：file 为 xlsx，每行一个月份）：任一行有误则整份不导入并逐行说明；已有月份被覆盖',
    access: perm('bigscreen:import'),
    changesData: true,
    chosenPath: true,
    upload: { field: 'file', maxBytes: BIGSCREEN.importMaxBytes, tooLarge: bigscreenMessages.fileTooLarge },
    response: SocialImportResult,
  }),
  socialTemplate: defineRoute({
    method: 'GET',
    path: `${BASE}/report-social-security/template`,
    summary: '下载社保与人员流动月度数据导入模板（xlsx）',
    access: perm('bigscreen:import'),
    changesData: false,
    chosenPath: true,
    response: z.null(),
    file: true,
  }),
};
