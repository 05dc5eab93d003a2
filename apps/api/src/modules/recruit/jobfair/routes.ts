import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { approveJobfair, removeJobfair, setJobfairOnline } from './actions.ts';
import { saveJobfair } from './save.ts';
import { countJobfairs, jobfairDetail, listJobfairs } from './service.ts';

export const jobfairHandlers = [
  handle(api.jobfair.selectPageList, ({ db, config, actor, body }) => listJobfairs(db, config, actor, body)),
  handle(api.jobfair.selectStateCount, ({ db, actor, body }) => countJobfairs(db, actor, body)),
  handle(api.jobfair.toSaveInfo, ({ db, actor, body, audit }) => saveJobfair(db, actor, body, audit)),
  handle(api.jobfair.getInfoById, ({ db, config, actor, query }) =>
    jobfairDetail(db, config, actor, query.id),
  ),
  handle(api.jobfair.toDeleteInfo, async ({ db, actor, query, audit }) => {
    await removeJobfair(db, actor, query.id, audit);
    return null;
  }),
  handle(api.jobfair.toApproveInfo, async ({ db, actor, body, audit }) => {
    await approveJobfair(db, actor, body, audit);
    return null;
  }),
  handle(api.jobfair.toOnlineInfo, async ({ db, actor, body, audit }) => {
    await setJobfairOnline(db, actor, body, audit);
    return null;
  }),
];
