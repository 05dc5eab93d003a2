import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { healthHandlers } from '../health/routes.ts';
import { queryJobCategories } from '../job-category/service.ts';
import { runBatch } from './batch.ts';
import { countByTab } from './counts.ts';
import { applyFormInfo, resumeDetail } from './detail.ts';
import { inviteInterview } from './interview.ts';
import { listApplications } from './list.ts';
import { updateRemark } from './remark.ts';
import { updateState } from './transition.ts';

const a = api.apply;

/**
 * The hiring pipeline's calls (lists, counts, detail, actions) and the epidemic check-ins shown beside it.
 * Exports, the resume PDF and the public apply page are bound in their own files.
 */
export const applyHandlers = [
  handle(a.queryPageJobApplyInfo, ({ db, actor, query }) => listApplications(db, actor, query)),
  handle(a.queryPageJobApplyInfoByForm, ({ db, actor, body }) => listApplications(db, actor, body)),
  handle(a.queryStateCount, ({ db, actor, query }) => countByTab(db, actor, query)),
  handle(a.queryStateCountByForm, ({ db, actor, body }) => countByTab(db, actor, body)),
  handle(a.queryResumeDetail, ({ db, config, actor, query, audit }) =>
    resumeDetail(db, config, actor, query, audit),
  ),
  handle(a.queryJobApplyInfo, ({ db, actor, query }) => applyFormInfo(db, actor, query)),
  handle(a.updateState, ({ db, actor, query, audit }) => updateState(db, actor, query, audit)),
  handle(a.inviteInterview, ({ db, actor, query, audit }) => inviteInterview(db, actor, query, audit)),
  handle(a.batchThroughFirst, ({ db, actor, query, audit }) =>
    runBatch(db, actor, 'batchThroughFirst', query.applyCodes, audit),
  ),
  handle(a.batchEmployment, ({ db, actor, query, audit }) =>
    runBatch(db, actor, 'batchEmployment', query.applyCodes, audit),
  ),
  handle(a.batchOutOfPlace, ({ db, actor, query, audit }) =>
    runBatch(db, actor, 'batchOutOfPlace', query.applyCodes, audit),
  ),
  handle(a.batchInviteInterview, ({ db, actor, body, audit }) => {
    const { applyCodes, ...interview } = body;
    return runBatch(db, actor, 'batchInviteInterview', applyCodes, audit, interview);
  }),
  handle(a.updateRemark, ({ db, actor, body, audit }) => updateRemark(db, actor, body, audit)),
  // The apply page's skills: the category tree, read without a login.
  handle(a.publicSkills, ({ db }) => queryJobCategories(db)),
  ...healthHandlers,
];
