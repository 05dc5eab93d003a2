import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { addLabel, delLabel, editLabel, getLabels, skillsToHot } from './service.ts';

export const trainLabelHandlers = [
  handle(api.trainLabel.addLabel, ({ db, body, audit }) => addLabel(db, body, audit)),
  handle(api.trainLabel.editLabel, async ({ db, body, audit }) => {
    await editLabel(db, body, audit);
    return null;
  }),
  handle(api.trainLabel.delLabel, async ({ db, body, audit }) => {
    await delLabel(db, body.labelCode, audit);
    return null;
  }),
  handle(api.trainLabel.getLabels, ({ db, query }) => getLabels(db, query)),
  handle(api.trainLabel.skillsToHot, async ({ db, query, audit }) => {
    await skillsToHot(db, query.labelCode, query.labelHot, audit);
    return null;
  }),
];
