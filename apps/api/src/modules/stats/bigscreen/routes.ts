import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  areaDistribution,
  cmpyOverview,
  educationDistribution,
  recruitAnalysis,
  userCount,
  workerAnalysis,
} from './figures.ts';
import { saveThresholds, thresholdInfo } from './settings.ts';
import { importSocial, sendSocialTemplate, socialTotal, socialTrend } from './social.ts';
import { cityWeather } from './weather.ts';

const r = api.bigscreen;

/** The big screen (数据大屏): live figures, imported monthly figures, weather and warning thresholds. */
export const bigscreenHandlers = [
  handle(r.cmpyInfo, ({ db, query }) => cmpyOverview(db, query.reportTime)),
  handle(r.recruitAnalysis, ({ db, query }) => recruitAnalysis(db, query.reportTime)),
  handle(r.workerAnalysis, ({ db, query }) => workerAnalysis(db, query.reportTime)),
  handle(r.userCount, ({ db, query }) => userCount(db, query.reportTime)),
  handle(r.weather, ({ config, query, req }) => cityWeather(config, query.cityCode, req.log)),
  handle(r.totalAnalysis, ({ db, query }) => socialTotal(db, query.reportTime)),
  handle(r.socialSecurityAnalysis, ({ db }) => socialTrend(db)),
  handle(r.userAnalysis, ({ db, query }) => areaDistribution(db, query.reportTime)),
  handle(r.educationAnalysis, ({ db, query }) => educationDistribution(db, query.reportTime)),
  handle(r.thresholdInfo, ({ db }) => thresholdInfo(db)),
  handle(r.thresholdSave, (ctx) => saveThresholds(ctx, ctx.body)),
  handle(r.socialImport, (ctx) => importSocial(ctx, ctx.upload)),
  handle(r.socialTemplate, ({ reply }) => sendSocialTemplate(reply)),
];
