import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { checkJob, forceEndJob, setJobOnline, simpleJobAction } from './actions.ts';
import { jobDetail } from './detail.ts';
import { sendRecruitNotice } from './notice.ts';
import { countJobsByType, listJobs } from './queries.ts';
import { editJob, saveJob } from './save.ts';

const j = api.job;

export const jobHandlers = [
  handle(j.queryJobInfoList, ({ db, actor, body }) => listJobs(db, actor, body)),
  handle(j.queryJobInfoType, ({ db, actor, query }) => countJobsByType(db, actor, query)),
  handle(j.queryJobInfoDetail, ({ db, config, actor, params }) =>
    jobDetail(db, config, actor, params.jobCode),
  ),
  handle(j.saveJobInfo, ({ db, actor, body, audit }) => saveJob(db, actor, body, audit)),
  handle(j.editJobInfo, ({ db, actor, body, audit }) => editJob(db, actor, body, audit)),
  handle(j.checkJobInfo, ({ db, actor, body, audit }) => checkJob(db, actor, body, audit)),
  handle(j.onOrOffLineJobInfo, ({ db, actor, body, audit }) => setJobOnline(db, actor, body, audit)),
  handle(j.refreshJobInfo, ({ db, actor, params, audit }) =>
    simpleJobAction(db, actor, params.id, 'refresh', audit),
  ),
  handle(j.endJobInfo, ({ db, actor, params, audit }) => simpleJobAction(db, actor, params.id, 'end', audit)),
  handle(j.forcedOfflineJobInfo, ({ db, actor, body, audit }) => forceEndJob(db, actor, body, audit)),
  handle(j.toSendRecruitNotice, ({ db, actor, body, audit }) =>
    sendRecruitNotice(db, actor, body.jobCode, audit),
  ),
  handle(j.deleteJobInfo, ({ db, actor, params, audit }) =>
    simpleJobAction(db, actor, params.id, 'remove', audit),
  ),
];
