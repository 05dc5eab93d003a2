import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { exportActivityInfos } from './export.ts';
import {
  activityCompanies,
  findActivity,
  queryActivityInfo,
  queryCmpyOptions,
  queryPageActivity,
  queryStateCount,
} from './queries.ts';
import {
  addActivity,
  applyAction,
  auditActivity,
  editActivity,
  removeActivity,
  settle,
  submitSettle,
} from './service.ts';

const a = api.activity;

export const activityHandlers = [
  handle(a.addActivity, ({ db, actor, body }) => addActivity(db, actor, body)),
  handle(a.editActivity, async ({ db, actor, body }) => {
    await editActivity(db, actor, body);
    return null;
  }),
  handle(a.queryPageActivity, ({ db, body }) => queryPageActivity(db, body)),
  handle(a.queryStateCount, ({ db }) => queryStateCount(db)),
  handle(a.queryActivityInfo, ({ db, query }) => queryActivityInfo(db, query.activityCode, query.type)),
  handle(a.deleteActivity, async ({ db, actor, query }) => {
    await removeActivity(db, actor, query.activityCode);
    return null;
  }),
  handle(a.getAllCmpyByCode, async ({ db, query }) => {
    await findActivity(db, query.activityCode);
    return activityCompanies(db, query.activityCode);
  }),
  handle(a.queryCmpyOptions, ({ db, query }) => queryCmpyOptions(db, query.cmpyName)),
  handle(a.auditActivity, async ({ db, actor, query }) => {
    await auditActivity(db, actor, query);
    return null;
  }),
  handle(a.stopActivity, async ({ db, actor, query }) => {
    await applyAction(db, actor, query.activityCode, 'stop');
    return null;
  }),
  handle(a.submitSettleActivity, async ({ db, actor, query }) => {
    await submitSettle(db, actor, query);
    return null;
  }),
  handle(a.agreeSettleActivity, async ({ db, actor, query }) => {
    await applyAction(db, actor, query.activityCode, 'agreeSettle');
    return null;
  }),
  handle(a.settleActivity, async ({ db, actor, query }) => {
    await settle(db, actor, query.activityCode);
    return null;
  }),
  handle(a.exportRecruitInfos, ({ db, query, reply }) =>
    exportActivityInfos(db, query.activityCode, 0, reply),
  ),
  handle(a.exportTrainInfos, ({ db, query, reply }) => exportActivityInfos(db, query.activityCode, 1, reply)),
];
