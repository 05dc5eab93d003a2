import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { delJobLabel, queryJobLabel, saveJobLabel } from './service.ts';

export const jobLabelHandlers = [
  handle(api.jobLabel.queryJobLabel, ({ db, query }) => queryJobLabel(db, query.labelSort)),
  handle(api.jobLabel.saveJobLabel, ({ db, actor, body, audit }) => saveJobLabel(db, actor, body, audit)),
  handle(api.jobLabel.delJobLabel, async ({ db, params, audit }) => {
    await delJobLabel(db, params.labelCode, audit);
    return null;
  }),
];
