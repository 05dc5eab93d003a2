import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { listEvents, recordEvent } from './service.ts';

export const buriedPointHandlers = [
  handle(api.buriedPoint.list, ({ db, actor, body }) => listEvents(db, actor, body)),
  handle(api.buriedPoint.record, ({ db, actor, body, req }) =>
    recordEvent(db, actor, body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  ),
];
